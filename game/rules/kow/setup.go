package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/geom"
	"warbench/game/table"
)

// victories are the scenarios' victory conditions (kow2 §11.3), the
// default first.
var victories = []string{"kill", "invade", "dominate", "pillage", "loot", "kill-and-pillage"}

// Victories lists the victory conditions of kow2 §11.3.
func (r *Ruleset) Victories() []string { return slices.Clone(victories) }

// DefaultZones are the strips more than 12" from the centre line, along
// the long south and north edges (kow2 §11.4, §14-A25).
func (r *Ruleset) DefaultZones(t table.Table) []table.Zone {
	gap := 12 * Inch
	h := t.Depth/2 - gap
	if h <= 0 {
		return nil
	}
	return []table.Zone{
		{Player: 1, Area: geom.Rect{Center: geom.V(t.Width/2, h/2), W: t.Width, D: h}.Poly()},
		{Player: 2, Area: geom.Rect{Center: geom.V(t.Width/2, t.Depth-h/2), W: t.Width, D: h}.Poly()},
	}
}

// ObjectiveRadius is a 25 mm round base (kow2 §11.3).
func (r *Ruleset) ObjectiveRadius() float64 { return 12.5 }

// counterBounds are the counters a file may set before play, with their
// largest value. Turn-stamped counters hold a player-turn number (at most
// twice the longest game, plus the extra turn); "charged" holds a piece
// ID; damage is bounded well above any unit's Nerve, so nerve tests and
// their odds stay in range.
var counterBounds = []struct {
	name string
	max  int
}{
	{"aim-pivot", maxPlayerTurn}, {"charge-facing", 4}, {"charged", 1 << 20},
	{"damage", maxDamage}, {"disordered", maxPlayerTurn}, {"fought", maxPlayerTurn},
	{"free-pivot", maxPlayerTurn}, {"hindered", 1}, {"order", int(numOrderKinds) + 1},
	{"ordered", maxPlayerTurn}, {"overrun", maxPlayerTurn}, {"phase-damage", maxDamage},
	{"regroup", maxPlayerTurn}, {"shot", maxPlayerTurn}, {"steadied", maxPlayerTurn},
	{"vanguard", 1}, {"wavered", maxPlayerTurn},
}

const (
	maxPlayerTurn = 2*100 + 2 // a scenario has at most 99 turns, plus the random one
	maxDamage     = 999
)

// CheckCounter accepts the counters of counterBounds, from 0 to their
// bound.
func (r *Ruleset) CheckCounter(name string, v int) error {
	for _, c := range counterBounds {
		if c.name != name {
			continue
		}
		if v < 0 || v > c.max {
			return fmt.Errorf("counter %q must be 0 to %d, got %d", name, c.max, v)
		}
		return nil
	}
	names := make([]string, len(counterBounds))
	for i, c := range counterBounds {
		names[i] = c.name
	}
	return fmt.Errorf("unknown counter %q (want one of %s)", name, strings.Join(names, ", "))
}

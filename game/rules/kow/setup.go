package kow

import (
	"slices"

	"warbench/game/engine"
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

// Phases are the phases of a player turn (kow2 §4.1), in order: a
// scenario may start a game in any of them.
func (r *Ruleset) Phases() []string { return slices.Clone(phases) }

// ObjectiveRadius is a 25 mm round base (kow2 §11.3).
func (r *Ruleset) ObjectiveRadius() float64 { return 12.5 }

// counterBounds are the counters a file may set before play, with their
// largest value. Turn-stamped counters hold a player-turn number (at most
// twice the longest game, plus the extra turn); "charged" holds a piece
// ID; damage is bounded well above any unit's Nerve, so nerve tests and
// their odds stay in range.
var counterBounds = []engine.CounterBound{
	{Name: "aim-pivot", Max: maxPlayerTurn}, {Name: "amulet-first", Max: 1 << 10}, {Name: "amulet-ready", Max: maxPlayerTurn}, {Name: "amulet-used", Max: 1},
	{Name: "assault-hounds-used", Max: 1}, // the beta's one-shot weapons (chain_beta.go)
	{Name: "bane-chant", Max: maxPlayerTurn}, {Name: "charge-facing", Max: 4}, {Name: "charged", Max: 1 << 20},
	{Name: "damage", Max: maxDamage}, {Name: "disordered", Max: maxPlayerTurn}, {Name: "fought", Max: maxPlayerTurn},
	{Name: "free-pivot", Max: maxPlayerTurn}, {Name: "hindered", Max: 1}, {Name: "nerve-after-melee", Max: maxPlayerTurn}, {Name: "order", Max: int(numOrderKinds) + 1},
	{Name: "ordered", Max: maxPlayerTurn}, {Name: "overrun", Max: maxPlayerTurn}, {Name: "pendant", Max: maxPlayerTurn}, {Name: "phase-damage", Max: maxDamage},
	{Name: "regroup", Max: maxPlayerTurn}, {Name: "sabre-tooth-cat-used", Max: 1}, {Name: "scrying", Max: 4}, {Name: "shot", Max: maxPlayerTurn}, {Name: "steadied", Max: maxPlayerTurn},
	{Name: "vanguard", Max: 1}, {Name: "wavered", Max: maxPlayerTurn},
}

const (
	maxPlayerTurn = 2*100 + 2 // a scenario has at most 99 turns, plus the random one
	maxDamage     = 999
)

// CheckCounter accepts the counters of counterBounds, from 0 to their
// bound.
func (r *Ruleset) CheckCounter(name string, v int) error {
	return engine.CheckBounded(counterBounds, name, v)
}

var _ engine.TableSizer = (*Ruleset)(nil)

// TableSizes are the tables of kow2 §11.1: 6' x 4' as standard, 4' x 4'
// for 1500 points or less, and 3' more width per 1000 points above 2000
// (partial thousands rounded up [REC]).
func (r *Ruleset) TableSizes() []engine.TableSize {
	return []engine.TableSize{
		{W: 72 * Inch, D: 48 * Inch, When: "the standard table"},
		{W: 48 * Inch, D: 48 * Inch, When: "1500 points or less"},
		{W: 108 * Inch, D: 48 * Inch, When: "2001 to 3000 points"},
		{W: 144 * Inch, D: 48 * Inch, When: "3001 to 4000 points"},
	}
}

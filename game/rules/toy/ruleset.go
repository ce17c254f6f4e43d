package toy

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules"
	"warbench/game/table"
)

// ID is the ruleset's ID in files and rule references.
const ID = "toy"

func init() {
	rules.Register(ID, func() engine.Ruleset { return &Ruleset{} })
	rules.Words(`"toy"`, "toy/", "Familiar", "Ambush")
}

// Ruleset implements engine.Ruleset for the toy skirmish game.
type Ruleset struct{}

var _ engine.Ruleset = (*Ruleset)(nil)

// The game's numbers (rules 1-7).
const (
	defaultTurns = 3
	strikeReach  = 20.0 // mm: 2 cm, edge to edge (rule 2)
	dodgeNeed    = 4    // a D6 of 4+ dodges (rule 3)
	startTokens  = 2    // rule 4
	ambushBonus  = 30.0 // mm of move (rule 4)
	flagReach    = 30.0 // mm, edge to edge (rule 5)
	flagPoints   = 3    // rule 7
	baseDiameter = 25.0 // mm, when the army file gives none
)

// Phase is the toy's one phase: a player's turn.
const Phase = "turn"

// ID returns "toy".
func (r *Ruleset) ID() string { return ID }

// Name returns the system's name.
func (r *Ruleset) Name() string { return "Toy skirmish (the seam's test system)" }

// Measure returns centimetres (rule 1).
func (r *Ruleset) Measure() engine.Measure { return engine.Centimetres }

// ArcStyle is the half-plane front of skirmish models.
func (r *Ruleset) ArcStyle() geom.ArcStyle { return geom.ArcHalf180 }

func rule(n int) string { return fmt.Sprintf("%s/%d", ID, n) }

// Unit accepts a model: type "model", size "single", a round base (25 mm
// when none is given, 20 to 60 mm), stats move (1-30 cm) and hp (1-9),
// an optional pts, and the special rules Leader and Familiar.
func (r *Ruleset) Unit(u engine.UnitSpec) (engine.UnitFit, error) {
	bad := func(field, format string, args ...any) (engine.UnitFit, error) {
		return engine.UnitFit{}, &engine.FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if u.Type != "model" {
		return bad("type", "want model, got %q", u.Type)
	}
	if u.Size != "single" {
		return bad("size", "want single, got %q", u.Size)
	}
	d := u.BaseW
	if d == 0 {
		d = baseDiameter
	}
	if d < 20 || d > 60 || (u.BaseD != 0 && u.BaseD != d) {
		return bad("base", "a round base of 20 to 60 mm, as [25, 25]; got %gx%g mm", u.BaseW, u.BaseD)
	}
	for _, need := range []struct {
		name     string
		min, max int
	}{{"hp", 1, 9}, {"move", 1, 30}} {
		i := slices.IndexFunc(u.Stats, func(s engine.Stat) bool { return s.Name == need.name })
		if i < 0 {
			return bad("stats", "missing %q", need.name)
		}
		if v := u.Stats[i].Value; v < need.min || v > need.max {
			return bad("stats."+need.name, "must be %d to %d, got %d", need.min, need.max, v)
		}
	}
	for _, s := range u.Stats {
		if s.Name != "hp" && s.Name != "move" && s.Name != "pts" {
			return bad("stats."+s.Name, "unknown stat (want hp, move and pts)")
		}
	}
	for _, sp := range u.Rules {
		if sp != "Leader" && sp != "Familiar" {
			return bad("special", "unknown rule %q (want Leader or Familiar)", sp)
		}
	}
	return engine.UnitFit{Footprint: engine.Footprint{W: d, D: d, Round: true},
		Formation: engine.Formation{Files: 1, Ranks: 1, Models: 1, ModelW: d, ModelD: d}}, nil
}

// Victories: the one way to win (rule 7).
func (r *Ruleset) Victories() []string { return []string{"flag"} }

// DefaultZones are 10 cm strips along the south and north edges.
func (r *Ruleset) DefaultZones(t table.Table) []table.Zone {
	h := min(100, t.Depth/3)
	return []table.Zone{
		{Player: 1, Area: geom.Rect{Center: geom.V(t.Width/2, h/2), W: t.Width, D: h}.Poly()},
		{Player: 2, Area: geom.Rect{Center: geom.V(t.Width/2, t.Depth-h/2), W: t.Width, D: h}.Poly()},
	}
}

// Phases: the toy's one phase, a player's turn.
func (r *Ruleset) Phases() []string { return []string{Phase} }

// ObjectiveRadius is the flag's base.
func (r *Ruleset) ObjectiveRadius() float64 { return 12.5 }

// counters a file may set on a model, with their largest values.
var counters = []engine.CounterBound{{Name: "moved", Max: 200}, {Name: "struck", Max: 200}, {Name: "wounds", Max: 9}}

// CheckCounter accepts the counters above, from 0.
func (r *Ruleset) CheckCounter(name string, v int) error {
	return engine.CheckBounded(counters, name, v)
}

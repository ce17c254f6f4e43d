package whfb8

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules"
	"warbench/game/table"
)

// ID is the ruleset's ID in files and rule references.
const ID = "whfb8"

func init() {
	rules.Register(ID, func() engine.Ruleset { return &Ruleset{} })
	rules.Words(`"whfb8"`, "whfb8/", "Warhammer", "Steadfast", "Stand & Shoot")
}

// Ruleset implements engine.Ruleset for Warhammer Fantasy Battle 8th
// edition.
type Ruleset struct{}

var _ engine.Ruleset = (*Ruleset)(nil)

// Inch is one inch in millimetres: the game measures in inches (§0).
const Inch = geom.MMPerInch

// defaultTurns is a pitched battle's length (§12, Battleline).
const defaultTurns = 6

// rule is a rule reference: "whfb8/6.2".
func rule(section string) string { return ID + "/" + section }

// ID returns "whfb8".
func (r *Ruleset) ID() string { return ID }

// Name returns the system's name.
func (r *Ruleset) Name() string { return "Warhammer Fantasy Battle 8th edition" }

// Measure returns inches (§0).
func (r *Ruleset) Measure() engine.Measure { return engine.Inches }

// ArcStyle is the 45° corner rays of §3.2.
func (r *Ruleset) ArcStyle() geom.ArcStyle { return geom.ArcCorner45 }

// Unit checks a unit of an army file (§2.1–§2.3): a troop type of §2.2,
// size "unit" (a rank-and-file block) or "single" (one model), the nine
// characteristics each 0 to 10 (M at least 1, W at least 1), the
// equipment stats of extraStats, and the block's models and files. The
// footprint is files × ranks of the model base (the type's typical base
// when the file gives none).
func (r *Ruleset) Unit(u engine.UnitSpec) (engine.UnitFit, error) {
	bad := func(field, format string, args ...any) (engine.UnitFit, error) {
		return engine.UnitFit{}, &engine.FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	t, ok := troopType(u.Type)
	if !ok {
		return bad("type", "want one of %s; got %q", typeCodes(), u.Type)
	}
	if u.Size != "unit" && u.Size != "single" {
		return bad("size", "want unit (a block of models) or single (one model), got %q", u.Size)
	}
	get := func(name string) (int, bool) {
		i := slices.IndexFunc(u.Stats, func(s engine.Stat) bool { return s.Name == name })
		if i < 0 {
			return 0, false
		}
		return u.Stats[i].Value, true
	}
	for _, name := range profile {
		v, ok := get(name)
		switch {
		case !ok:
			return bad("stats", "missing %q (the profile is %s)", name, strings.Join(profile, " "))
		case v > 10:
			return bad("stats."+name, "must be 0 to 10, got %d", v)
		case (name == "M" || name == "W") && v < 1:
			return bad("stats."+name, "must be 1 to 10, got %d", v)
		}
	}
	for _, s := range u.Stats {
		if !slices.Contains(profile, s.Name) && !slices.Contains(extraStats, s.Name) {
			return bad("stats."+s.Name, "unknown stat (want the profile %s, or %s)", strings.Join(profile, " "), strings.Join(extraStats, ", "))
		}
	}
	for _, name := range []string{"Sv", "Ward", "Regen"} {
		if v, _ := get(name); v != 0 && (v < 1 || v > 6) {
			return bad("stats."+name, "a save is needed on 1 to 6 (0: none), got %d", v)
		}
	}
	if v, _ := get("Lvl"); v > 4 {
		return bad("stats.Lvl", "a wizard's level is 0 to 4, got %d", v)
	}
	if v, _ := get("range"); v > 72 {
		return bad("stats.range", "must be 0 to 72 inches, got %d", v)
	}
	if v, _ := get("RS"); v > 10 {
		return bad("stats.RS", "must be 0 to 10, got %d", v)
	}
	n, _ := get("models")
	files, _ := get("files")
	if u.Size == "single" {
		if n > 1 || files > 1 {
			return bad("stats.models", "a single model is one model")
		}
		n, files = 1, 1
	}
	switch {
	case n < 1 || n > 200:
		return bad("stats.models", "a unit has 1 to 200 models, got %d", n)
	case files == 0:
		files = min(n, 5)
	case files < 1 || files > n:
		return bad("stats.files", "must be 1 to the number of models (%d), got %d", n, files)
	}
	for _, sp := range u.Rules {
		if !slices.Contains(knownRules, sp) {
			return bad("special", "unknown rule %q (this version plays %s)", sp, strings.Join(knownRules, ", "))
		}
	}
	w, d := u.BaseW, u.BaseD
	if w == 0 {
		w, d = t.BaseW, t.BaseD
	}
	if d == 0 {
		d = w
	}
	if skirmishes(u) { // §9.1: ½" between the models (§13 A-34)
		w, d = w+skirmishGap, d+skirmishGap
	}
	if w < 10 || w > 200 || d < 10 || d > 200 {
		return bad("base", "a model base of 10 to 200 mm a side, got %gx%g mm", w, d)
	}
	f := formation(n, files, w, d)
	h := t.Height
	if slices.Contains(u.Rules, "Large Target") { // §3.3: monsters and Large Targets
		h = max(h, 3)
	}
	if u.HeightGiven {
		h = u.Height
	}
	return engine.UnitFit{Footprint: footprint(f), Formation: f, Height: h}, nil
}

// DefaultZones are the Battleline's halves (§12): each player's long
// edge up to 12" from the centre line.
func (r *Ruleset) DefaultZones(t table.Table) []table.Zone {
	h := max(0, t.Depth/2-12*Inch)
	return []table.Zone{
		{Player: 1, Area: geom.Rect{Center: geom.V(t.Width/2, h/2), W: t.Width, D: h}.Poly()},
		{Player: 2, Area: geom.Rect{Center: geom.V(t.Width/2, t.Depth-h/2), W: t.Width, D: h}.Poly()},
	}
}

// TableSizes is the standard 72" × 48" table (§12).
func (r *Ruleset) TableSizes() []engine.TableSize {
	return []engine.TableSize{{W: 72 * Inch, D: 48 * Inch, When: "the standard table"}}
}

// ObjectiveRadius: pitched battles have no objectives; a marker is 1".
func (r *Ruleset) ObjectiveRadius() float64 { return Inch / 2 }

// CheckCounter accepts the counters a save or script may set before play.
func (r *Ruleset) CheckCounter(name string, v int) error {
	return engine.CheckBounded(counterBounds, name, v)
}

// counterBounds are the piece counters of this package and their bounds.
var counterBounds = []engine.CounterBound{
	{Name: "wounded", Max: 10}, {Name: "moved", Max: 200}, {Name: "marched", Max: 200},
	{Name: "reformed", Max: 200}, {Name: "shot", Max: 200}, {Name: "charged", Max: 201},
	{Name: "fleeing", Max: 1}, {Name: "engaged", Max: 1000}, {Name: "casualties", Max: 200},
	{Name: "charging", Max: 1000}, {Name: "fought", Max: 200}, {Name: "rallied", Max: 200}, {Name: "fled", Max: 200},
	{Name: "stood", Max: 200}, {Name: "chose-flee", Max: 200}, {Name: "panicked", Max: 1}, {Name: undeployed, Max: 1},
	{Name: "afraid", Max: 200}, {Name: "terrified", Max: 200}, {Name: "frenzy-lost", Max: 1},
	{Name: "standard-lost", Max: 1}, {Name: "seized", Max: 1}, {Name: "may-reform", Max: 200}, {Name: "may-overrun", Max: 200}, {Name: "redirected", Max: 200}, {Name: "stupid", Max: 200}, {Name: "swift", Max: 200}, {Name: "broken", Max: 1}, {Name: "must-charge", Max: 1000},
	{Name: "pace", Max: 10}, {Name: "refused", Max: 200}, {Name: "champion-lost", Max: 1}, {Name: "challenged", Max: 200}, {Name: "duel", Max: 1000}, {Name: "make-way", Max: 4}, {Name: "makeway-asked", Max: 200}, {Name: "wounds-lost", Max: 100}, {Name: "chase", Max: 2}, {Name: "ran-down", Max: 200},
}

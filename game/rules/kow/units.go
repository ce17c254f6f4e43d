package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
)

// typeInfo is what kow2 §2.1-2.3 say about one unit type.
type typeInfo struct {
	height int
	bases  [][2]float64 // allowed model bases, mm (width × depth); first is the default
	sizes  []string     // allowed unit sizes
	big    bool         // Monsters and War Engines may use a larger base (§2.3)
}

var (
	infantryBases = [][2]float64{{20, 20}, {25, 25}}
	cavalryBases  = [][2]float64{{25, 50}}
	largeInfBases = [][2]float64{{40, 40}, {50, 50}}
	largeCavBases = [][2]float64{{50, 50}, {50, 100}}
	singleBases   = [][2]float64{{50, 50}, {50, 100}}
)

// types lists every unit type of kow2 §2.1, by its code.
var types = map[string]typeInfo{
	"Inf":       {1, infantryBases, []string{"troop", "regiment", "horde", "legion"}, false},
	"Cav":       {2, cavalryBases, []string{"troop", "regiment", "horde"}, false},
	"LInf":      {2, largeInfBases, []string{"regiment", "horde", "legion"}, false},
	"LCav":      {3, largeCavBases, []string{"regiment", "horde", "legion"}, false},
	"Mon":       {4, singleBases, []string{"single"}, true},
	"WE":        {1, singleBases, []string{"single"}, true},
	"Hero/Inf":  {1, infantryBases, []string{"single"}, false},
	"Hero/Cav":  {2, cavalryBases, []string{"single"}, false},
	"Hero/LInf": {2, largeInfBases, []string{"single"}, false},
	"Hero/LCav": {3, largeCavBases, []string{"single"}, false},
	"Hero/Mon":  {4, singleBases, []string{"single"}, true},
}

// formations gives files × ranks for each type family and size (kow2 §2.2).
var formations = map[string]map[string][2]int{
	"Inf":   {"troop": {5, 2}, "regiment": {5, 4}, "horde": {10, 4}, "legion": {10, 6}},
	"Cav":   {"troop": {5, 1}, "regiment": {5, 2}, "horde": {10, 2}},
	"Large": {"regiment": {3, 1}, "horde": {3, 2}, "legion": {6, 2}},
}

// statNames are the profile fields of kow2 §2.5, as keys in army files.
// "waver" 0 means Fearless (the "-" of "-/14"); "ra" 0 means no ranged attack.
var statNames = []string{"att", "de", "me", "pts", "ra", "rout", "sp", "waver"}

// TypeCodes returns the unit type codes kow2 knows, sorted.
func TypeCodes() []string {
	ks := make([]string, 0, len(types))
	for k := range types {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// Unit checks a unit against kow2 §2.1-2.5 and returns its footprint and
// height.
// The footprint is files × ranks model bases (§2.4); a single model is its
// base. Model bases must be one the rules allow for the type (§2.3).
func (r *Ruleset) Unit(u engine.UnitSpec) (engine.UnitFit, error) {
	ti, ok := types[u.Type]
	if !ok {
		return bad("type", "unknown unit type %q (want one of %s)", u.Type, strings.Join(TypeCodes(), ", "))
	}
	sizes := r.unitSizes(u.Type, ti)
	if len(sizes) == 0 {
		return bad("type", "the %s has no %s units (want one of %s)", r.Edition.Name, u.Type, strings.Join(betaTypes, ", "))
	}
	if !slices.Contains(sizes, u.Size) {
		return bad("size", "a %s unit cannot be a %q (want %s)", u.Type, u.Size, strings.Join(sizes, " or "))
	}
	bw, bd := u.BaseW, u.BaseD
	if bw == 0 && bd == 0 {
		bw, bd = ti.bases[0][0], ti.bases[0][1]
	}
	if bw <= 0 || bd <= 0 {
		return bad("base", "base sizes must be positive, got %gx%g mm", bw, bd)
	}
	if !baseAllowed(ti, bw, bd) {
		return bad("base", "a %s model stands on %s, not %gx%g mm (kow2 §2.3)", u.Type, listBases(ti), bw, bd)
	}
	if err := r.checkStatsFor(u.Stats); err != nil {
		return engine.UnitFit{}, err
	}
	if err := checkSpecialIn(u.Rules, r.specialTable()); err != nil {
		return engine.UnitFit{}, err
	}
	if err := checkWeapons(u); err != nil {
		return engine.UnitFit{}, err
	}
	if err := r.checkWeaponRanges(u); err != nil {
		return engine.UnitFit{}, err
	}
	files, ranks := r.formation(u.Type, u.Size)
	h := ti.height
	if u.HeightGiven {
		if u.Height < 0 || u.Height > 100 {
			return bad("height", "must be between 0 and 100, got %d", u.Height)
		}
		h = u.Height // §2.1: individual profiles may set another height
	}
	return engine.UnitFit{
		Footprint: engine.Footprint{W: float64(files) * bw, D: float64(ranks) * bd},
		Formation: engine.Formation{Files: files, Ranks: ranks, Models: files * ranks, ModelW: bw, ModelD: bd},
		Height:    h,
	}, nil
}

// Height returns the kow2 §2.1 height of a unit type (0 for unknown types).
func Height(unitType string) int { return types[unitType].height }

func baseAllowed(ti typeInfo, w, d float64) bool {
	for _, b := range ti.bases {
		if b[0] == w && b[1] == d {
			return true
		}
	}
	// "For exceptionally large models, use the smallest base that fits."
	return ti.big && w >= 50 && d >= 50 && w <= 200 && d <= 200
}

func listBases(ti typeInfo) string {
	s := make([]string, len(ti.bases))
	for i, b := range ti.bases {
		s[i] = fmt.Sprintf("%gx%g", b[0], b[1])
	}
	out := strings.Join(s, " or ") + " mm"
	if ti.big {
		out += " (or a larger base up to 200x200 mm)"
	}
	return out
}

// statBounds are the largest value of each stat an army file may give.
// Every profile of the BSData Kings of War 2nd edition catalogues (1089
// of them) fits with room to spare: Sp 10, Att 40, Nerve 28. The bound on
// Att keeps the dice of any attack bounded: a unit rolls at most
// maxAttacks × 3 dice (a rear charge, kow2 §6.2), a fight of four
// chargers four times that, and its exact odds take well under a second.
var statBounds = map[string]int{
	"sp":    20,         // inches (BSData: at most 10)
	"me":    6,          // a D6 roll, 2+ to 6+, or 0 for none (kow2 §2.5)
	"ra":    6,          // likewise
	"de":    6,          // likewise
	"att":   maxAttacks, // dice
	"waver": maxNerve - 1,
	"rout":  maxNerve,
	"pts":   10_000,
}

const (
	maxAttacks = 60 // Att, and a Breath Attack's dice (BSData: at most 40 and 25)
	maxNerve   = 60 // rout (BSData: at most 28)
)

func checkStats(stats []engine.Stat) error {
	for _, st := range stats {
		hi, known := statBounds[st.Name]
		if !known {
			return &engine.FieldError{Field: "stats." + st.Name, Msg: fmt.Sprintf("unknown stat %q (want %s)", st.Name, strings.Join(statNames, ", "))}
		}
		if st.Value < 0 {
			return &engine.FieldError{Field: "stats." + st.Name, Msg: fmt.Sprintf("must not be negative, got %d", st.Value)}
		}
		switch st.Name {
		case "me", "ra", "de":
			if st.Value == 1 || st.Value > 6 {
				return &engine.FieldError{Field: "stats." + st.Name, Msg: fmt.Sprintf("is a D6 roll (2 to 6, or 0 for none), got %d", st.Value)}
			}
		case "rout":
			if st.Value < 1 || st.Value > hi {
				return &engine.FieldError{Field: "stats." + st.Name, Msg: fmt.Sprintf("must be 1 to %d, got %d", hi, st.Value)}
			}
		default:
			if st.Value > hi {
				return &engine.FieldError{Field: "stats." + st.Name, Msg: fmt.Sprintf("must be 0 to %d, got %d", hi, st.Value)}
			}
		}
	}
	get := func(n string) int {
		for _, st := range stats {
			if st.Name == n {
				return st.Value
			}
		}
		return 0
	}
	for _, need := range []string{"sp", "me", "de", "att", "rout"} {
		found := false
		for _, st := range stats {
			found = found || st.Name == need
		}
		if !found {
			return &engine.FieldError{Field: "stats", Msg: fmt.Sprintf("missing %q (kow2 §2.5)", need)}
		}
	}
	if w, r := get("waver"), get("rout"); w != 0 && w >= r {
		return &engine.FieldError{Field: "stats.waver", Msg: fmt.Sprintf("waver %d must be below rout %d (kow2 §2.5)", w, r)}
	}
	return nil
}

func bad(field, format string, args ...any) (engine.UnitFit, error) {
	return engine.UnitFit{}, &engine.FieldError{Field: field, Msg: fmt.Sprintf(format, args...)}
}

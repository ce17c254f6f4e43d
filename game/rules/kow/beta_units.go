package kow

import (
	"fmt"
	"slices"
	"strconv"

	"warbench/game/engine"
)

// betaSizes are the unit sizes of kow-beta §2.1, as model counts: infantry
// 5 to 25 five wide, hordes of 30, 40 or 50 ten wide, cavalry five wide
// (REC 5, 10 or 15); heroes, monsters and war machines are single models.
var betaSizes = map[string][]string{
	"Inf": {"5", "10", "15", "20", "25", "30", "40", "50"},
	"Cav": {"5", "10", "15"},
}

// unitSizes are the sizes a type may have in the edition.
func (r *Ruleset) unitSizes(typ string, ti typeInfo) []string {
	if !r.Edition.NerveTable {
		return ti.sizes
	}
	if s, ok := betaSizes[typ]; ok {
		return s
	}
	if slices.Contains(betaTypes, typ) {
		return []string{"single"}
	}
	return nil
}

// betaTypes are the kow2 type codes the beta has (kow-beta §2.1: no large
// infantry or cavalry, no legions).
var betaTypes = []string{"Inf", "Cav", "Hero/Inf", "Hero/Cav", "Hero/Mon", "Mon", "WE"}

// formation is files × ranks of a unit: kow2 §2.2's table, or in the beta
// five files (ten for a horde of 30 or more) of as many ranks as the
// models need (kow-beta §2.1, §2.2).
func (r *Ruleset) formation(typ, size string) (int, int) {
	if size == "single" {
		return 1, 1
	}
	if r.Edition.NerveTable {
		n, _ := strconv.Atoi(size)
		files := 5
		if n >= 30 {
			files = 10
		}
		return files, max(1, n/files)
	}
	family := typ
	if family == "LInf" || family == "LCav" {
		family = "Large"
	}
	fr := formations[family][size]
	return fr[0], fr[1]
}

// isHorde reports a beta horde: infantry ten wide (kow-beta §2.1).
func isHorde(p *engine.Piece) bool { return p.Type == "Inf" && p.Formation.Files >= 10 }

// betaStatNames are the beta profile's fields (kow-beta §2.4): one "ne"
// in place of waver/rout.
var betaStatNames = []string{"att", "de", "me", "ne", "pts", "ra", "sp"}

// maxBetaNe bounds Ne: the only example is 3 (kow-beta §2.4); at 20 no
// roll of 2D6 plus any damage a unit can take in a turn routs it.
const maxBetaNe = 20

// checkStatsFor checks a profile against the edition's stat line.
func (r *Ruleset) checkStatsFor(stats []engine.Stat) error {
	if !r.Edition.NerveTable {
		return checkStats(stats)
	}
	for _, st := range stats {
		if !slices.Contains(betaStatNames, st.Name) {
			return &engine.FieldError{Field: "stats." + st.Name, Msg: fmt.Sprintf("unknown stat %q in the closed beta (want %v; Ne is one number, kow-beta §2.4)", st.Name, betaStatNames)}
		}
		if st.Name == "ne" && st.Value > maxBetaNe {
			return &engine.FieldError{Field: "stats.ne", Msg: fmt.Sprintf("must be 0 to %d, got %d", maxBetaNe, st.Value)}
		}
	}
	var rest []engine.Stat
	found := false
	for _, st := range stats {
		if st.Name == "ne" {
			found = true
			continue
		}
		rest = append(rest, st)
	}
	if !found {
		return &engine.FieldError{Field: "stats", Msg: `missing "ne" (kow-beta §2.4)`}
	}
	// The other fields have 2nd edition's bounds; "rout" is the one
	// field the beta does not have, so it is given for the check only.
	return checkStats(append(rest, engine.Stat{Name: "rout", Value: 1}))
}

// betaSpecialRules are the special rules of kow-beta §8 this program
// plays, and the standard and musician of §2.5 written as rules.
var betaSpecialRules = map[string]ruleSpec{
	"Elite": {}, "Fly": {}, "Headstrong": {}, "Indirect Fire": {}, "Individual": {}, "Inspiring": {},
	"Nimble": {}, "Phalanx": {}, "Shambling": {}, "Cruel Death": {}, "Undead Giant Rats": {},
	"Standard": {}, "Musician": {}, "Army Standard Bearer": {}, "Sabre-tooth Cat": {}, "Assault Hounds": {},
	"Crushing Strength": {kind: numberParam, lo: 1, hi: 6, example: "Crushing Strength(1)"},
	"Penetration":       {kind: numberParam, lo: 1, hi: 6, example: "Penetration(1)"},
	"Breath":            {kind: numberParam, lo: 1, hi: maxAttacks, example: "Breath(10)"},
	"Zap!":              {kind: numberParam, lo: 1, hi: maxAttacks, example: "Zap!(5)"},
	"Healing":           {kind: numberParam, lo: 1, hi: maxAttacks, example: "Healing(3)"},
}

// specialTable is the edition's table of special rules.
func (r *Ruleset) specialTable() map[string]ruleSpec {
	if r.Edition.BetaSpecials {
		return betaSpecialRules
	}
	return specialRules
}

package kow

import (
	"fmt"
	"strconv"
	"strings"

	"warbench/game/armies"
	"warbench/game/bsdata"
)

// BetaArmies checks closed-beta forces by kow-beta §9.4. No BattleScribe
// data exists for the beta, so it reads none; army files are written by
// hand or in the builder.
type BetaArmies struct{}

func init() { armies.Register(BetaArmies{}) }

// ID is the beta's ruleset ID.
func (BetaArmies) ID() string { return KoWBeta.ID }

// Reads accepts no BattleScribe game system.
func (BetaArmies) Reads(string) bool { return false }

// Unit is never asked for (Reads accepts nothing).
func (BetaArmies) Unit(u bsdata.Unit) armies.Unit {
	return armies.Unit{Name: u.Name, Error: "the closed beta has no BattleScribe data"}
}

// solid reports a solid unit (kow-beta §9.4): 20 or more infantry models
// or 10 or more cavalry models.
func solid(u armies.Unit) bool {
	n, _ := strconv.Atoi(u.Size)
	return (u.Type == "Inf" && n >= 20) || (u.Type == "Cav" && n >= 10)
}

// Validate checks a force by kow-beta §9.4: the points agreed; for each
// solid unit one War Machine and one Hero or Monster, counted in each
// contingent apart (an ally's War Machine or Hero needs a solid unit of
// its own race, §9.4 "Allies"; the army file's allied contingent is that
// other race); a unit marked [1] (a Legend in the file) once; Good never
// allied with Evil, by each unit's alignment (its own in the file, else
// its army's). Allies have no points cap in the beta.
func (BetaArmies) Validate(units []armies.Unit, limit int) []armies.Breach {
	rule := KoWBeta.ID + "/9.4"
	var out []armies.Breach
	add := func(format string, args ...any) {
		out = append(out, armies.Breach{Rule: rule, Msg: fmt.Sprintf(format, args...)})
	}
	total := 0
	for _, u := range units {
		total += u.Points
	}
	if limit > 0 && total > limit {
		add("the army costs %d points, over the %d agreed", total, limit)
	}
	for _, allied := range []bool{false, true} {
		name := "the army"
		if allied {
			name = "the allied contingent"
		}
		solids, wms, heroes := 0, 0, 0
		for _, u := range units {
			if u.Allied != allied {
				continue
			}
			switch {
			case solid(u):
				solids++
			case u.Type == "WE":
				wms++
			case u.Type == "Mon" || strings.HasPrefix(u.Type, "Hero/"):
				heroes++
			}
		}
		if wms > solids {
			add("%s has %d War Machines and %d solid units (20+ infantry or 10+ cavalry): one War Machine per solid unit", name, wms, solids)
		}
		if heroes > solids {
			add("%s has %d Heroes and Monsters and %d solid units (20+ infantry or 10+ cavalry): one Hero or Monster per solid unit", name, heroes, solids)
		}
	}
	seen := map[string]bool{}
	for _, u := range units {
		if u.Legend && seen[u.Name] {
			add("%s is marked [1]: it may be taken only once", u.Name)
		}
		seen[u.Name] = seen[u.Name] || u.Legend
	}
	for _, u := range units {
		if u.Artefact != "" {
			add("%s carries %s: the closed beta has no magic items (kow-beta §10 row 31)", u.Name, u.Artefact)
		}
		if len(u.Spells) > 0 {
			add("%s knows %s: the closed beta has no spells but its Zap!(n) and Healing(n) rules (kow-beta §10 row 29)", u.Name, strings.Join(u.Spells, ", "))
		}
	}
	if good, evil := alignedWith(units, "Good"), alignedWith(units, "Evil"); good != "" && evil != "" {
		add("%s is Good and %s is Evil: Good never allies with Evil (Neutral allies with either)", good, evil)
	}
	return out
}

// alignedWith names the first unit of the alignment a (Good, Evil,
// Neutral, as army files write it, in any case), "" when none is.
func alignedWith(units []armies.Unit, a string) string {
	for _, u := range units {
		if strings.EqualFold(strings.TrimSpace(u.Alignment), a) {
			return u.Name
		}
	}
	return ""
}

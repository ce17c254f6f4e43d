package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/armies"
)

// Validate checks a force by kow2 §11.2 (ValidateArmy).
func (Armies) Validate(units []armies.Unit, limit int) []armies.Breach {
	return ValidateArmy(units, limit)
}

// slots counts what a contingent's units unlock and need (kow2 §11.2).
type slots struct {
	regiments, hordes     int // regular ones: they unlock
	troops                int // troops and irregular units
	heroes, monsters, wes int
}

// count sorts one contingent's units into slots. A Legion counts as a
// Horde; an irregular unit is a Troop whatever its size and unlocks
// nothing; a Hero (Mon) is a Hero.
func count(units []armies.Unit) slots {
	var s slots
	for _, u := range units {
		switch {
		case u.Irregular || u.Size == "troop":
			s.troops++
		case strings.HasPrefix(u.Type, "Hero/"):
			s.heroes++
		case u.Type == "Mon":
			s.monsters++
		case u.Type == "WE":
			s.wes++
		case u.Size == "regiment":
			s.regiments++
		case u.Size == "horde" || u.Size == "legion":
			s.hordes++
		}
	}
	return s
}

// ValidateArmy checks a force against kow2 §11.2 (and the artefact limits
// of §10.2): the points limit (0: none), Troops per Regiment and Horde,
// the War Engines, Monsters and Heroes they unlock, irregular units, one
// Living Legend, the allies' share, and the artefacts: each once per army,
// none on War Engines, Monsters or Living Legends, each of the §10.2
// table on the units its restriction allows. One per unit is
// the army file's shape (one artefact field). Each breach names its rule.
// A force under the limit counts as the full limit for the allies' 25%
// (1995 points count as 2000).
func ValidateArmy(units []armies.Unit, limit int) []armies.Breach {
	rule := KoW2.ID + "/11.2"
	var out []armies.Breach
	add := func(r, format string, args ...any) {
		out = append(out, armies.Breach{Rule: r, Msg: fmt.Sprintf(format, args...)})
	}
	total, allied := 0, 0
	var main, allies []armies.Unit
	for _, u := range units {
		total += u.Points
		if u.Allied {
			allied += u.Points
			allies = append(allies, u)
		} else {
			main = append(main, u)
		}
	}
	if limit > 0 && total > limit {
		add(rule, "the army costs %d points, over the %d agreed", total, limit)
	}
	for _, c := range []struct {
		name  string
		units []armies.Unit
	}{{"the army", main}, {"the allied contingent", allies}} {
		if len(c.units) == 0 {
			continue
		}
		s := count(c.units)
		if room := 2*s.regiments + 4*s.hordes; s.troops > room {
			add(rule, "%s has %d Troops and irregular units; its %d Regiments and %d Hordes or Legions unlock %d (2 per Regiment, 4 per Horde)", c.name, s.troops, s.regiments, s.hordes, room)
		}
		if s.regiments+s.hordes == 0 {
			for _, u := range c.units {
				if u.Irregular {
					add(rule, "%s: an irregular unit must be unlocked by a regular Regiment, Horde or Legion, and %s has none", u.Name, c.name)
				}
			}
		}
		extra := max(s.heroes-s.hordes, 0) + max(s.monsters-s.hordes, 0) + max(s.wes-s.hordes, 0)
		if extra > s.regiments {
			add(rule, "%s has %d Heroes, %d Monsters and %d War Engines: its %d Hordes unlock one of each per Horde, leaving %d for its %d Regiments, which unlock one each", c.name, s.heroes, s.monsters, s.wes, s.hordes, extra, s.regiments)
		}
	}
	legends := 0
	for _, u := range units {
		if u.Legend {
			legends++
			if u.Allied {
				add(rule, "%s: a Living Legend cannot be an ally", u.Name)
			}
		}
	}
	if legends > 1 {
		add(rule, "%d Living Legends: at most one per army", legends)
	}
	if allied > 0 {
		base := max(limit, total)
		if allied*4 > base {
			add(rule, "allies cost %d points, over 25%% of %d (%d)", allied, base, base/4)
		}
	}
	seen := map[string]string{}
	for _, u := range units {
		a := u.Artefact
		if a == "" {
			continue
		}
		if first, dup := seen[a]; dup {
			add(KoW2.ID+"/10.2", "%s: the artefact %q is already carried by %s: each artefact once per army", u.Name, a, first)
		} else {
			seen[a] = u.Name
		}
		if u.Type == "Mon" || u.Type == "WE" {
			add(KoW2.ID+"/10.2", "%s: War Engines and Monsters cannot take artefacts", u.Name)
		}
		if u.Legend {
			add(KoW2.ID+"/10.2", "%s: a Living Legend cannot take artefacts", u.Name)
		}
		// An item the §10.2 table does not list (an army list's own, read
		// from a roster) is allowed; the unit card says it does nothing.
		if known, ok := artefactFor(a); ok && !mayCarry(known.Only, u) {
			add(KoW2.ID+"/10.2", "%s: %s is only for %s", u.Name, known.Name, known.Only)
		}
	}
	slices.SortStableFunc(out, func(a, b armies.Breach) int { return strings.Compare(a.Rule, b.Rule) })
	return out
}

// mayCarry reports whether a unit meets an artefact's restriction (kow2
// §10.2 table): "Heroes", "Heroes with Regeneration", "Heroes with
// Individual", "Units with Lightning Bolt", "Units with Surge".
func mayCarry(only string, u armies.Unit) bool {
	has := func(name string) bool {
		_, r := ruleIndex(u.Rules, name)
		_, sp := ruleIndex(u.Spells, name)
		return r || sp
	}
	hero := strings.HasPrefix(u.Type, "Hero/")
	switch only {
	case "":
		return true
	case "Heroes":
		return hero
	case "Heroes with Regeneration":
		return hero && has("Regeneration")
	case "Heroes with Individual":
		return hero && has("Individual")
	case "Units with Lightning Bolt":
		return has("Lightning Bolt")
	case "Units with Surge":
		return has("Surge")
	}
	return false
}

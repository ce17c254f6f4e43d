package whfb8

import (
	"regexp"
	"strings"

	"warbench/game/bsdata"
)

// A unit's special rules (§9.1, §10.1) from the rules the data links to
// it and to what it takes, and the choices that are offices or magic: a
// wizard's level and lore, the General, the Battle Standard, the
// standard bearer and musician.

var reLore = regexp.MustCompile(`(?i)^(lore of|the lore of)\b`)

// rules reads every rule of the unit and of what it takes.
func (r *reader) rules(u bsdata.Unit) {
	names := append([]string(nil), u.Rules...)
	if !u.FromRoster {
		for _, it := range r.items {
			names = append(names, it.o.Rules...)
		}
	}
	seen := map[string]bool{}
	for _, n := range names {
		if seen[n] {
			continue
		}
		seen[n] = true
		r.rule(n)
	}
}

// rule files one rule: played, a stat, filled in from elsewhere, or
// unknown.
func (r *reader) rule(name string) {
	if m := reLevel.FindStringSubmatch(cleanRule(name)); m != nil {
		r.out.Stats["Lvl"] = max(r.out.Stats["Lvl"], atoi(m[1]))
		return
	}
	rr := readRuleName(name)
	switch {
	case rr.text == "":
	case rr.canon != "":
		r.addRule(rr.canon)
		if rr.note != "" {
			r.note("%s", rr.note)
		}
	case rr.stat != "":
		if have := r.out.Stats[rr.stat]; have == 0 || rr.value < have {
			r.out.Stats[rr.stat] = rr.value
		}
		if rr.note != "" {
			r.note("%s", rr.note)
		}
	case rr.elsewhere && r.filled(rr.text):
	default:
		r.unknown(rr.text)
	}
}

// filled says whether a rule whose value the data keeps elsewhere ("Magic
// Resistance (*)", "Multiple Wounds", "Ward Save (x+)") was read from
// there: a profile's MR or WardSave, a weapon's special rules, dice in
// the profile.
func (r *reader) filled(text string) bool {
	base := strings.ToLower(text)
	if i := strings.IndexByte(base, '('); i > 0 {
		base = strings.TrimSpace(base[:i])
	}
	switch base {
	case "ward save":
		return r.out.Stats["Ward"] > 0
	case "scaly skin", "natural armour":
		// the profile's own ArmourSave is the scaly skin's, read as Sv
		innate := false
		if r.body != nil {
			_, innate = leadInt(r.body.Char("ArmourSave"))
		}
		return r.out.Stats["Scaly"] > 0 || innate && r.out.Stats["Sv"] > 0
	}
	for _, have := range append(append([]string(nil), r.out.Rules...), r.out.Unknown...) {
		if strings.HasPrefix(strings.ToLower(have), base) {
			return true
		}
	}
	for _, w := range r.weapons() {
		for _, sp := range weaponRules(w) {
			rr := readRuleName(sp)
			if strings.HasPrefix(strings.ToLower(rr.text), base+" (") {
				if rr.canon != "" {
					r.addRule(rr.canon)
				} else {
					r.unknown(rr.text)
				}
				return true
			}
		}
	}
	return false
}

// offices reads the choices that are not rules: a wizard's level and
// lore (its spells are not this version's, so the lore is named
// unknown), the General, the Battle Standard Bearer, the standard bearer
// and the musician (§9.3, §10.3).
func (r *reader) offices(pl plan) {
	if pl.general {
		r.addRule("General")
	}
	for _, it := range r.items {
		name := cleanRule(it.o.Name)
		switch {
		case reLevel.MatchString(name):
			r.out.Stats["Lvl"] = max(r.out.Stats["Lvl"], atoi(reLevel.FindStringSubmatch(name)[1]))
		case reLore.MatchString(name) || strings.EqualFold(it.group, "lore"):
			r.unknown(name)
			r.note("%s: the spells of a real lore are not played; the wizard casts none but dispels at his level", name)
		case reGeneral.MatchString(name):
			r.addRule("General")
		case reBSB.MatchString(name):
			if r.out.Size == "single" {
				r.addRule("Battle Standard")
			}
		case isStandard(it.o):
			r.addRule("Standard")
		case isMusician(it.o):
			r.addRule("Musician")
		}
	}
	if lvl := r.out.Stats["Lvl"]; lvl > 4 {
		r.note("wizard level %d read as 4", lvl)
		r.out.Stats["Lvl"] = 4
	}
	if r.out.Stats["Lvl"] == 0 {
		delete(r.out.Stats, "Lvl")
	}
	for _, k := range []string{"Ward", "Regen", "Scaly", "Ar", "Sv", "range", "RS", "BwS"} {
		if v, ok := r.out.Stats[k]; ok && v == 0 {
			delete(r.out.Stats, k)
		}
	}
	if _, ok := r.out.Stats["range"]; !ok {
		delete(r.out.Stats, "RS")
	}
}

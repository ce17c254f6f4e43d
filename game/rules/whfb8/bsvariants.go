package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/armies"
	"warbench/game/bsdata"
)

// Variants are the readings of a catalogue's unit the army builder
// offers: a block at its least size without command, and at up to four
// sizes (its least, twice, three and four times that, within what the
// data allows) with the full command group it offers; a character on
// foot at each wizard level the data offers, as the General, and as the
// Battle Standard Bearer when he may be one (§10.3). A roster's unit is
// what the player chose: it has one reading.
func (Armies) Variants(u bsdata.Unit) []armies.Unit {
	if u.FromRoster {
		return []armies.Unit{readUnit(u, plan{})}
	}
	base := readUnit(u, plan{})
	if base.Error != "" {
		return []armies.Unit{base}
	}
	var plans []plan
	if base.Size == "unit" {
		plans = blockPlans(u, base)
	} else {
		plans = characterPlans(u)
	}
	if len(plans) > 0 {
		base.Variant = baseLabel(base)
	}
	out := []armies.Unit{base}
	for _, pl := range plans {
		v := readUnit(u, pl)
		if v.Error == "" && !slices.ContainsFunc(out, func(w armies.Unit) bool { return w.Variant == v.Variant }) {
			out = append(out, v)
		}
	}
	if len(out) == 1 {
		out[0].Variant = ""
	}
	return out
}

// baseLabel names the least reading among others.
func baseLabel(u armies.Unit) string {
	if n, ok := u.Stats["models"]; ok {
		return fmt.Sprintf("%d models", n)
	}
	if l, ok := u.Stats["Lvl"]; ok {
		return fmt.Sprintf("level %d", l)
	}
	return "as listed"
}

// blockPlans are a block's sizes with its full command.
func blockPlans(u bsdata.Unit, base armies.Unit) []plan {
	least, most := base.Stats["models"], -1
	for _, it := range take(u, plan{}) {
		if it.rf {
			most = it.o.Max
		}
	}
	command := offersCommand(u.Options, "")
	var out []plan
	for k := 1; k <= 4; k++ {
		n := least * k
		if most >= 0 && n > most {
			break
		}
		label := fmt.Sprintf("%d models", n)
		if command {
			label += ", full command"
		} else if k == 1 {
			continue
		}
		out = append(out, plan{models: n, command: command, label: label})
	}
	return out
}

// offersCommand says whether a unit offers a champion, a standard bearer
// or a musician.
func offersCommand(opts []bsdata.Option, group string) bool {
	for _, o := range opts {
		if o.Type == "group" {
			if offersCommand(o.Options, o.Name) {
				return true
			}
			continue
		}
		if isCommand(o, group) {
			return true
		}
	}
	return false
}

// characterPlans are a single model's offices and wizard levels.
func characterPlans(u bsdata.Unit) []plan {
	var levels []int
	bsb := false
	var walk func(opts []bsdata.Option, depth int)
	walk = func(opts []bsdata.Option, depth int) {
		if depth > 3 {
			return
		}
		for _, o := range opts {
			name := cleanRule(o.Name)
			if m := reLevel.FindStringSubmatch(name); m != nil && !slices.Contains(levels, atoi(m[1])) {
				levels = append(levels, atoi(m[1]))
			}
			if reBSB.MatchString(name) {
				bsb = true
			}
			walk(o.Options, depth+1)
		}
	}
	walk(u.Options, 0)
	slices.Sort(levels)
	var out []plan
	for _, l := range levels {
		out = append(out, plan{level: l, label: fmt.Sprintf("level %d", l)})
	}
	if listedCharacter(u) {
		out = append(out, plan{general: true, label: "General"})
		if bsb {
			out = append(out, plan{bsb: true, label: "Battle Standard Bearer"})
		}
	}
	return out
}

// listedCharacter says whether a catalogue's entry is a Lord or a Hero.
func listedCharacter(u bsdata.Unit) bool {
	return slices.Contains([]string{"Lords", "Heroes", "Lord", "Hero"}, u.Category)
}

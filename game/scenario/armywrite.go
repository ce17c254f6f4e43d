package scenario

import (
	"fmt"
	"slices"
	"strings"

	"github.com/goccy/go-yaml"

	"warbench/game/armies"
)

// WriteArmy writes units (read from BattleScribe data by a rule system)
// as an army file that LoadArmy reads back: what turns an imported roster
// into an army a scenario or a new game can use. Unit IDs are made from
// the names. The rules the system did not recognise cannot be played, so
// they are left out and listed in a comment at the top, with the notes
// on what was read loosely.
func WriteArmy(name string, limit int, units []armies.Unit) ([]byte, error) {
	out := armyFile{Name: name, Points: limit}
	var notes []string
	ids := map[string]int{}
	for _, u := range units {
		if u.Error != "" {
			notes = append(notes, fmt.Sprintf("%s: left out: %s", u.Name, u.Error))
			continue
		}
		id := Slug(u.Name)
		if ids[id]++; ids[id] > 1 {
			id = fmt.Sprintf("%s-%d", id, ids[id])
		}
		uo := unit{ID: id, Name: u.Name, Type: u.Type, Size: u.Size, Base: []float64{u.Base[0], u.Base[1]},
			Stats: u.Stats, Special: u.Rules, Irregular: u.Irregular, Allied: u.Allied, Legend: u.Legend,
			Artefact: u.Artefact, Spells: u.Spells, Alignment: u.Alignment}
		if u.Height > 0 {
			h := u.Height
			uo.Height = &h
		}
		out.Units = append(out.Units, uo)
		if len(u.Unknown) > 0 {
			notes = append(notes, fmt.Sprintf("%s: not recognised, not played: %s", u.Name, strings.Join(u.Unknown, ", ")))
		}
		for _, n := range u.Notes {
			notes = append(notes, fmt.Sprintf("%s: %s", u.Name, n))
		}
	}
	if len(out.Units) == 0 {
		return nil, fmt.Errorf("%s: no unit to write", name)
	}
	// One alignment for every unit is the army's; mixed ones stay on
	// their units.
	if a := out.Units[0].Alignment; a != "" && !slices.ContainsFunc(out.Units, func(u unit) bool { return u.Alignment != a }) {
		out.Alignment = a
		for i := range out.Units {
			out.Units[i].Alignment = ""
		}
	}
	data, err := yaml.Marshal(out)
	if err != nil {
		return nil, err
	}
	var head strings.Builder
	fmt.Fprintf(&head, "# %s, written by warbench from army list data.\n", oneLine(name))
	for _, n := range notes {
		fmt.Fprintf(&head, "# %s\n", oneLine(n))
	}
	return append([]byte(head.String()), data...), nil
}

// Slug is a unit ID (or a file name) made of a name: lower case letters and digits joined
// by hyphens ("Sunforged Lancers (Horde)" → "sunforged-lancers-horde").
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	if b.Len() == 0 {
		return "unit"
	}
	return b.String()
}

// oneLine keeps a comment on one line whatever the data holds.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// Package armybuild builds an army list from a catalogue of units: the
// force chosen, sizes, magic items, the points total, the breaches of the
// system's army selection rules, and the army file it makes. It knows no
// rule system: the system's Validate and Artefacts do.
package armybuild

import (
	"cmp"
	"maps"
	"slices"

	"warbench/game/armies"
)

// Catalogue is the units a force may be built of: each unit name with
// each of its sizes once, sorted by name and, within a name, by points
// (so a name's sizes follow each other, smallest first). An entry
// carries no artefact and no allied mark: those are the force's choices.
type Catalogue []armies.Unit

// NewCatalogue makes a catalogue of units read from army files,
// deduplicated by name, size and variant (the first read is kept). A unit read
// with an artefact the list knows has that artefact's points taken off,
// for they were added to its own (an unknown one cannot be, so its
// points stay).
func NewCatalogue(units []armies.Unit, items []armies.Artefact) Catalogue {
	seen := map[[3]string]armies.Unit{}
	for _, u := range units {
		if u.Error != "" {
			continue
		}
		k := [3]string{u.Name, u.Size, u.Variant}
		if _, dup := seen[k]; dup {
			continue
		}
		u.Stats = maps.Clone(u.Stats)
		if i := slices.IndexFunc(items, func(a armies.Artefact) bool { return a.Name == u.Artefact }); i >= 0 {
			u.Points -= items[i].Points
			if _, ok := u.Stats[pointsStat]; ok {
				u.Stats[pointsStat] = u.Points
			}
		}
		u.Artefact, u.Allied, u.At = "", false, ""
		seen[k] = u
	}
	out := slices.Collect(maps.Values(seen))
	slices.SortFunc(out, func(a, b armies.Unit) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.Points, b.Points), cmp.Compare(a.Size, b.Size), cmp.Compare(a.Variant, b.Variant))
	})
	return out
}

// pointsStat is the stat an army file keeps a unit's points in.
const pointsStat = "pts"

// Sizes are the indices of the entries of the same name as entry i,
// in the catalogue's order.
func (c Catalogue) Sizes(i int) []int {
	var out []int
	for j, u := range c {
		if u.Name == c[i].Name {
			out = append(out, j)
		}
	}
	return out
}

package armybuild

import (
	"maps"
	"slices"

	"warbench/game/armies"
	"warbench/game/scenario"
)

// Pick is one unit of the force: a catalogue entry, the artefact it
// carries ("" for none) and whether it is of the allied contingent.
type Pick struct {
	Entry    int
	Artefact string
	Allied   bool
}

// Builder is a force being built from a catalogue under a system, to a
// points limit (0: none agreed).
type Builder struct {
	System    armies.System
	Catalogue Catalogue
	Artefacts []armies.Artefact // what a unit may carry; none when the system lists none
	Limit     int
	Force     []Pick
}

// New is an empty force of sys's units from the catalogue.
func New(sys armies.System, cat Catalogue, limit int) *Builder {
	b := &Builder{System: sys, Catalogue: cat, Limit: limit}
	if a, ok := sys.(armies.Artefacts); ok {
		b.Artefacts = a.Artefacts()
	}
	return b
}

// Add puts catalogue entry i at the end of the force; it reports whether
// there is such an entry.
func (b *Builder) Add(i int) bool {
	if i < 0 || i >= len(b.Catalogue) {
		return false
	}
	b.Force = append(b.Force, Pick{Entry: i})
	return true
}

// Remove takes unit i out of the force.
func (b *Builder) Remove(i int) {
	if i >= 0 && i < len(b.Force) {
		b.Force = slices.Delete(b.Force, i, i+1)
	}
}

// Resize makes unit i the next size of its name (d = +1) or the one
// before (d = -1), stopping at the ends; it reports whether it changed.
func (b *Builder) Resize(i, d int) bool {
	if i < 0 || i >= len(b.Force) {
		return false
	}
	sizes := b.Catalogue.Sizes(b.Force[i].Entry)
	k := slices.Index(sizes, b.Force[i].Entry) + d
	if k < 0 || k >= len(sizes) {
		return false
	}
	b.Force[i].Entry = sizes[k]
	return true
}

// CycleArtefact gives unit i the next artefact of the list (d = +1) or
// the one before (d = -1), none coming between the last and the first.
func (b *Builder) CycleArtefact(i, d int) {
	if i < 0 || i >= len(b.Force) || len(b.Artefacts) == 0 {
		return
	}
	n := len(b.Artefacts) + 1 // slot 0 is none
	k := slices.IndexFunc(b.Artefacts, func(a armies.Artefact) bool { return a.Name == b.Force[i].Artefact }) + 1
	k = ((k+d)%n + n) % n
	b.Force[i].Artefact = ""
	if k > 0 {
		b.Force[i].Artefact = b.Artefacts[k-1].Name
	}
}

// ToggleAllied moves unit i into the allied contingent, or out of it.
func (b *Builder) ToggleAllied(i int) {
	if i >= 0 && i < len(b.Force) {
		b.Force[i].Allied = !b.Force[i].Allied
	}
}

// ArtefactPoints is what the artefact named costs (0 when unknown).
func (b *Builder) ArtefactPoints(name string) int {
	for _, a := range b.Artefacts {
		if a.Name == name {
			return a.Points
		}
	}
	return 0
}

// Unit is unit i of the force as an army list has it: the entry with its
// artefact, whose points are added to the unit's (its pts stat too, so
// the army file written says what it costs).
func (b *Builder) Unit(i int) armies.Unit {
	p := b.Force[i]
	u := b.Catalogue[p.Entry]
	u.Stats = maps.Clone(u.Stats)
	u.Artefact, u.Allied = p.Artefact, p.Allied
	if p.Artefact != "" {
		u.Points += b.ArtefactPoints(p.Artefact)
		if u.Stats == nil {
			u.Stats = map[string]int{}
		}
		u.Stats[pointsStat] = u.Points
	}
	return u
}

// Units is the whole force as an army list has it.
func (b *Builder) Units() []armies.Unit {
	out := make([]armies.Unit, len(b.Force))
	for i := range b.Force {
		out[i] = b.Unit(i)
	}
	return out
}

// Total is what the force costs, artefacts included.
func (b *Builder) Total() int {
	t := 0
	for i := range b.Force {
		t += b.Unit(i).Points
	}
	return t
}

// Breaches are the army selection rules the force breaks, each naming
// its rule, by the system's Validate at the limit.
func (b *Builder) Breaches() []armies.Breach {
	if len(b.Force) == 0 {
		return nil
	}
	return b.System.Validate(b.Units(), b.Limit)
}

// Write is the force as an army file named name, which
// scenario.LoadArmy reads back.
func (b *Builder) Write(name string) ([]byte, error) {
	return scenario.WriteArmy(name, b.Limit, b.Units())
}

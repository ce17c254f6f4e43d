package engine

import (
	"cmp"
	"slices"

	"warbench/game/geom"
)

// Side is what a player owns besides pieces: counters (a pool of power
// dice, victory points, tokens) and cards, some of them face down. A
// ruleset that has none leaves State.Sides empty.
type Side struct {
	ID       PlayerID
	Counters []Stat // sorted by Name
	Cards    []Card // in the order the ruleset keeps them (a deck, a hand)
}

// Card is one card of a side: its face (the ruleset's words, e.g. an
// activation card naming a unit) and whether it is face up. View blanks
// the Face of the other side's face-down cards.
type Card struct {
	ID   int
	Face string
	Up   bool
}

// Marker is something on the table that is not a piece: an objective
// held, a template, a spell's lasting effect. Kind and Counters are the
// ruleset's words; Owner is zero for nobody's.
type Marker struct {
	ID        int
	Kind      string
	Name      string
	Owner     PlayerID
	Pose      geom.Pose
	Footprint Footprint
	Counters  []Stat // sorted by Name
}

// Side returns the side of the given player, or nil when the State has
// none for it.
func (s *State) Side(id PlayerID) *Side {
	for i := range s.Sides {
		if s.Sides[i].ID == id {
			return &s.Sides[i]
		}
	}
	return nil
}

// Marker returns the marker with the given ID, or nil.
func (s *State) Marker(id int) *Marker {
	i, ok := slices.BinarySearchFunc(s.Markers, id, func(m Marker, id int) int { return cmp.Compare(m.ID, id) })
	if !ok {
		return nil
	}
	return &s.Markers[i]
}

// Counter returns the side's named counter, zero if absent.
func (sd *Side) Counter(name string) int {
	v, _ := lookup(sd.Counters, name)
	return v
}

// SetCounter sets the side's named counter, keeping Counters sorted; zero
// removes it.
func (sd *Side) SetCounter(name string, v int) { setStat(&sd.Counters, name, v) }

// Counter returns the marker's named counter, zero if absent.
func (m *Marker) Counter(name string) int {
	v, _ := lookup(m.Counters, name)
	return v
}

// SetCounter sets the marker's named counter, keeping Counters sorted.
func (m *Marker) SetCounter(name string, v int) { setStat(&m.Counters, name, v) }

func (sd Side) clone() Side {
	sd.Counters = slices.Clone(sd.Counters)
	sd.Cards = slices.Clone(sd.Cards)
	return sd
}

func (m Marker) clone() Marker {
	m.Counters = slices.Clone(m.Counters)
	return m
}

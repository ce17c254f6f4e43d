package save

import (
	"encoding/json"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Record is one entry of a session as the save file has it, with the
// events it caused.
type Record struct {
	ID, Parent int
	Kind       string
	Order      json.RawMessage // the order's fields
	Dice       []dice.Die
	Poses      []Pose // the pieces whose pose it changed
	Hash       engine.Digest
	Events     []engine.Event
}

// Record returns the entry with the given ID.
func (s *Session) Record(id int) (Record, bool) {
	n := s.node(id)
	if n == nil {
		return Record{}, false
	}
	return Record{ID: n.id, Parent: n.parent, Kind: n.kind, Order: n.data, Dice: n.dice, Poses: n.poses,
		Hash: n.hash, Events: n.events}, true
}

package engine

import (
	"slices"

	"warbench/game/dice"
	"warbench/game/table"
)

// Player is one side of the battle.
type Player struct {
	ID   PlayerID
	Name string // the army's name
}

// State is everything about a game at one moment, including what some
// player may not see (see Ruleset.View). It is a plain value: Clone makes
// an independent deep copy. Only Ruleset.Apply changes a State.
type State struct {
	Ruleset  string // the Ruleset's ID
	Scenario string // the scenario's name
	Table    table.Table
	Players  []Player // sorted by ID
	Pieces   []Piece  // on the table, sorted by ID
	Gone     []Piece  // removed from play (routed, destroyed, fled), in the order they left
	Turn     int      // the game turn, from 1
	Phase    string   // the ruleset's phase name, e.g. "movement"
	Active   PlayerID // whose turn it is (I-go-you-go) or who activates next
	First    PlayerID // who took the first turn
	Turns    int      // the last game turn; the ruleset sets it at Start when zero
	EndRoll  bool     // the ruleset's roll for a random end of the game has been made
	Over     bool     // the game has ended
	Dice     dice.Roller
	Seed     uint64
	// Sides are the players' counters and cards, sorted by ID; empty for
	// a system that has none. Markers are what stands on the table that is
	// not a piece, sorted by ID. Both were added after the first saves:
	// empty, they leave every hash as it was.
	Sides   []Side
	Markers []Marker
	// Victory is the scenario's victory condition, one of the ruleset's
	// Victories; empty for its default (the first). Points is the agreed
	// game size the scoring's margins come from; zero when none was
	// agreed, and the ruleset derives one from the armies. Both were added
	// after the first saves: zero, they leave every hash as it was.
	Victory string
	Points  int
	// Deployment is how the units reach the table: empty when the
	// scenario places them where they stand; "players" when they wait
	// there and the players deploy them at Start, as the ruleset's
	// deployment says. Added after the first saves: empty, it leaves every
	// hash as it was.
	Deployment string
	// HouseRules are the optional rules the scenario turns on, by the
	// names its ruleset's HouseRuler offers, sorted and without repeats.
	// Added after the first saves: empty, it leaves every hash as it was.
	HouseRules []string
}

// HasHouseRule reports whether the game plays the named house rule.
func (s *State) HasHouseRule(name string) bool {
	_, ok := slices.BinarySearch(s.HouseRules, name)
	return ok
}

// Clone returns a deep copy of s: changing one never changes the other.
func (s *State) Clone() *State {
	c := *s
	c.Table.Terrain = slices.Clone(s.Table.Terrain) // parts are never mutated in play
	c.Table.Zones = slices.Clone(s.Table.Zones)
	c.Table.Objectives = slices.Clone(s.Table.Objectives)
	c.Players = slices.Clone(s.Players)
	c.HouseRules = slices.Clone(s.HouseRules)
	c.Pieces = clonePieces(s.Pieces)
	c.Gone = clonePieces(s.Gone)
	c.Sides = cloneEach(s.Sides, Side.clone)
	c.Markers = cloneEach(s.Markers, Marker.clone)
	return &c
}

// cloneEach deep-copies a slice with the element's own clone.
func cloneEach[T any](xs []T, clone func(T) T) []T {
	if xs == nil {
		return nil
	}
	out := make([]T, len(xs))
	for i := range xs {
		out[i] = clone(xs[i])
	}
	return out
}

// Piece returns the piece with the given ID, or nil.
func (s *State) Piece(id PieceID) *Piece {
	i, ok := slices.BinarySearchFunc(s.Pieces, id, func(p Piece, id PieceID) int { return int(p.ID - id) })
	if !ok {
		return nil
	}
	return &s.Pieces[i]
}

// Remove takes the piece with the given ID off the table into Gone (the
// pieces that left play, in the order they left) and returns it; false
// when no such piece is on the table.
func (s *State) Remove(id PieceID) (Piece, bool) {
	i, ok := slices.BinarySearchFunc(s.Pieces, id, func(p Piece, id PieceID) int { return int(p.ID - id) })
	if !ok {
		return Piece{}, false
	}
	p := s.Pieces[i]
	s.Pieces = slices.Delete(s.Pieces, i, i+1)
	s.Gone = append(s.Gone, p)
	return p, true
}

// PieceOrGone returns the piece with the given ID on the table or among
// those gone, or nil.
func (s *State) PieceOrGone(id PieceID) *Piece {
	if p := s.Piece(id); p != nil {
		return p
	}
	for i := range s.Gone {
		if s.Gone[i].ID == id {
			return &s.Gone[i]
		}
	}
	return nil
}

// Player returns the player with the given ID, or nil.
func (s *State) Player(id PlayerID) *Player {
	for i := range s.Players {
		if s.Players[i].ID == id {
			return &s.Players[i]
		}
	}
	return nil
}

// Opponent returns the other player of a two-player game.
func Opponent(p PlayerID) PlayerID { return 3 - p }

// SortPieces orders Pieces by ID; loaders call it once after building a State.
func (s *State) SortPieces() {
	slices.SortFunc(s.Pieces, func(a, b Piece) int { return int(a.ID - b.ID) })
}

func clonePieces(ps []Piece) []Piece { return cloneEach(ps, Piece.clone) }

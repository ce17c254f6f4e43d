package engine

import "warbench/game/geom"

// Pick is how the window gives an OrderOption once the player chooses it.
type Pick uint8

// The ways to give an option.
const (
	// PickNow gives OrderOption.Order at once (a combat to fight, a
	// reaction, a regroup roll, a card to play).
	PickNow Pick = iota
	// PickMove opens the movement composer: the player builds the move
	// with gestures, the solver clamps it (Mover), and the order of
	// OrderOption.Kind is given with its steps.
	PickMove
	// PickTarget opens the target planner: every piece Targeter.Targets
	// lists is shown with whether it may be aimed at, and a click on a
	// legal one gives its Target.Order.
	PickTarget
	numPicks
)

var pickNames = [...]string{"now", "move", "target"}

// String returns the pick's name.
func (p Pick) String() string {
	if p >= numPicks {
		return "Pick(?)"
	}
	return pickNames[p]
}

// Targeter is how the window aims an order at a piece: a shot, a charge,
// a spell, a strike. It is part of every Ruleset.
type Targeter interface {
	// Targets lists every piece the option (a PickTarget option of piece's
	// Orders) could be aimed at, sorted by piece ID, with whether it may
	// be now and, when it may, the order a click gives. with are other
	// pieces of the same player joining the order (OrderOption.Join), in
	// the order the player picked them; the targets are then those of all
	// of them together. It only reads.
	Targets(s *State, piece PieceID, opt OrderOption, with []PieceID) []Target
}

// Target is one piece an order could be aimed at, as the window shows it.
type Target struct {
	Piece PieceID
	Legal bool
	Order Order    // the order a click gives, when Legal
	Why   *Illegal // when not Legal: the rule, a sentence and the geometry
	// Ghosts are where pieces would stand after the order: the ordered
	// pieces in contact, a target turned to face them.
	Ghosts []Ghost
	// Path is the ordered piece's poses on its way, drawn for the target
	// under the cursor.
	Path []geom.Pose
	// Marks are drawn for the target under the cursor: a range or sight
	// line, what gives cover; each in its Tone.
	Marks []Mark
	// Lines are what the panel says of the target under the cursor.
	Lines []Line
}

// Ghost is a piece drawn, translucent, where an order would put it.
type Ghost struct {
	Piece PieceID
	Pose  geom.Pose
}

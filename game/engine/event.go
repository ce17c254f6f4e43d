package engine

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/geom"
)

// EventKind says what an Event records.
type EventKind int

// The kinds of event Apply returns.
const (
	Moved         EventKind = iota // a piece changed pose (From → To)
	Rolled                         // dice were rolled (Dice)
	Damaged                        // a piece took Value damage or wounds
	StatusChanged                  // a piece's status became Text (wavered, disordered...)
	Removed                        // a piece left the table (routed, destroyed)
	PhaseChanged                   // the turn or phase changed (Text names the new phase; Value is the player whose turn begins with it, 0 for a later phase)
	GameEnded                      // the game is over (Text says who won)
	numEventKinds
)

var eventKindNames = [...]string{"moved", "rolled", "damaged", "status", "removed", "phase", "game-ended"}

// String returns the kind's name.
func (k EventKind) String() string {
	if k < 0 || k >= numEventKinds {
		return fmt.Sprintf("EventKind(%d)", int(k))
	}
	return eventKindNames[k]
}

// Event is one consequence of an applied order, for the battle log, the
// animation and the save file. Rule names the rule section that caused it.
type Event struct {
	Kind     EventKind
	Piece    PieceID // zero when no piece is concerned
	Rule     string
	Text     string // a sentence for the battle log
	From, To geom.Pose
	Dice     []dice.Die
	Need     int // for success rolls: a die succeeds on Need or more (a natural 1 always fails); 0 for sums
	Value    int // the roll's result: successes, a total, or the damage taken
	// Marks are geometry the window draws while the event is shown: where
	// a template landed, the path of a shot.
	Marks []Mark
}

// Succeeds says whether a die of a success roll succeeds (Event.Need): on
// need or more, a natural 1 always failing. The rules that roll and the
// window that shows the roll both use it.
func Succeeds(face, need int) bool { return face != 1 && face >= need }

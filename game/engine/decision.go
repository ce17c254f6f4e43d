package engine

import "fmt"

// DecisionKind says what the engine is waiting for.
type DecisionKind int

// The kinds of decision a player can be asked for.
const (
	GiveOrders   DecisionKind = iota // order units in the current phase, or end it
	React                            // answer something the opponent did (a charge, a spell)
	ChooseTarget                     // pick a target for an attack already declared
	AllocateDice                     // spread dice or hits (Confrontation, Warhammer 8th)
	PlayCard                         // reveal or play an activation card (Confrontation)
	Deploy                           // place a unit in a deployment zone
	NoDecision                       // the game is over
	numDecisionKinds
)

var decisionKindNames = [...]string{"give-orders", "react", "choose-target", "allocate-dice", "play-card", "deploy", "none"}

// String returns the kind's name.
func (k DecisionKind) String() string {
	if k < 0 || k >= numDecisionKinds {
		return fmt.Sprintf("DecisionKind(%d)", int(k))
	}
	return decisionKindNames[k]
}

// Decision is what the engine is waiting for: who must decide, what kind of
// decision, which pieces it concerns and a prompt for the UI. Hidden is
// true when the decider sees information the other player may not, so a
// hot-seat UI shows the pass-the-device screen first.
type Decision struct {
	Player PlayerID
	Kind   DecisionKind
	Pieces []PieceID
	Prompt string
	Hidden bool
}

package engine

import (
	"fmt"

	"warbench/game/geom"
)

// DecisionKind says what the engine is waiting for.
type DecisionKind int

// The kinds of decision a player can be asked for.
const (
	GiveOrders   DecisionKind = iota // order units in the current phase, or end it
	React                            // answer something the opponent did (a charge, a spell)
	ChooseTarget                     // pick a target for an attack already declared
	AllocateDice                     // spread dice or hits among pieces
	PlayCard                         // reveal or play a card (an activation card of a side)
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
// decision, which pieces may act, what the player may do that concerns no
// one piece, and a prompt for the window. Every order must come from
// Player (Game.Do refuses others); the window gives every order as
// Player, shows Prompt at all times, lists Options as buttons and outlines
// Pieces on the table. Hidden is true when the decider sees information
// the other player may not, so a hot-seat window covers the table until
// the device is with the decider.
type Decision struct {
	Player  PlayerID
	Kind    DecisionKind
	Pieces  []PieceID     // the pieces that may act now, sorted by ID
	Prompt  string        // what to do, in the ruleset's words, with the rule: "Brutes must regroup (<ruleset>/6.6)."
	Options []OrderOption // what to do that no piece's Orders offer: a combat to fight, a reaction, ending the phase is always possible and not listed
	// Waiting are the pieces not yet in play (Kind Deploy: not yet
	// deployed), sorted by ID: they stand aside and the window draws them
	// faded. Empty in every other decision.
	Waiting []PieceID
	// Area is, in a Deploy decision, where the pieces may be placed now
	// when that is narrower than the player's deployment zone (a unit
	// sent to one flank by a die, a building a unit may garrison); nil
	// for the zone itself. The window outlines it.
	Area   geom.Poly
	Hidden bool
}

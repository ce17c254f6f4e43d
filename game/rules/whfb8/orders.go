package whfb8

import (
	"warbench/game/engine"
	"warbench/game/move"
)

// MaxSteps bounds a move's steps.
const MaxSteps = 8

// MoveKind is the kind of a unit's move in the remaining-moves
// sub-phase (§4.7).
type MoveKind uint8

// The moves of §4.7.
const (
	Normal   MoveKind = iota // forward up to M, any number of wheels
	March                    // forward up to 2×M, wheels allowed
	Backward                 // straight back, each inch counting double
	Sideways                 // straight sideways, each inch counting double
	numMoveKinds
)

var moveKindNames = [...]string{"move", "march", "back", "sideways"}

// String is the move's name in order kinds and files.
func (k MoveKind) String() string {
	if k >= numMoveKinds {
		return "move?"
	}
	return moveKindNames[k]
}

// Move moves a unit (§4.7): the steps the solver plans, in a fixed array
// so the order stays a comparable value.
type Move struct {
	By    engine.PlayerID
	Unit  engine.PieceID
	Mode  MoveKind
	N     int
	Steps [MaxSteps]move.Step
}

// NewMove builds a Move from a slice of steps (at most MaxSteps).
func NewMove(by engine.PlayerID, unit engine.PieceID, k MoveKind, steps []move.Step) Move {
	m := Move{By: by, Unit: unit, Mode: k, N: min(len(steps), MaxSteps)}
	copy(m.Steps[:], steps)
	return m
}

// StepList returns the steps in use.
func (m Move) StepList() []move.Step { return m.Steps[:min(max(m.N, 0), MaxSteps)] }

// Kind returns "whfb8/move", "whfb8/march", "whfb8/back" or "whfb8/sideways".
func (m Move) Kind() string { return ID + "/" + m.Mode.String() }

// Player returns who gives the order.
func (m Move) Player() engine.PlayerID { return m.By }

// Shoot fires a unit's missile weapons at an enemy unit (§6).
type Shoot struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
}

// Kind returns "whfb8/shoot".
func (Shoot) Kind() string { return ID + "/shoot" }

// Player returns who gives the order.
func (o Shoot) Player() engine.PlayerID { return o.By }

// DeclareCharge declares a charge against an enemy unit (§4.2); the
// charged player reacts before anything else happens (§4.3).
type DeclareCharge struct {
	By           engine.PlayerID
	Unit, Target engine.PieceID
}

// Kind returns "whfb8/charge".
func (DeclareCharge) Kind() string { return ID + "/charge" }

// Player returns who gives the order.
func (o DeclareCharge) Player() engine.PlayerID { return o.By }

// Reaction is a charge reaction (§4.3).
type Reaction uint8

// The reactions of §4.3.
const (
	Hold Reaction = iota
	StandAndShoot
	Flee
	numReactions
)

var reactionNames = [...]string{"hold", "stand-and-shoot", "flee"}

// String is the reaction's name in files.
func (r Reaction) String() string {
	if r >= numReactions {
		return "reaction?"
	}
	return reactionNames[r]
}

// React is the charged player's answer to a declared charge (§4.3).
type React struct {
	By       engine.PlayerID
	Reaction Reaction
}

// Kind is the reaction's own kind: "whfb8/hold", "whfb8/stand-and-shoot"
// or "whfb8/flee" (each {"by"} only, so a script gives it by name).
func (o React) Kind() string { return ID + "/" + o.Reaction.String() }

// Player returns who gives the order.
func (o React) Player() engine.PlayerID { return o.By }

// Fight resolves the close combat a unit of the active player is in,
// both sides, from the first blow to the flight and pursuit (§7.1).
type Fight struct {
	By   engine.PlayerID
	Unit engine.PieceID
}

// Kind returns "whfb8/fight".
func (Fight) Kind() string { return ID + "/fight" }

// Player returns who gives the order.
func (o Fight) Player() engine.PlayerID { return o.By }

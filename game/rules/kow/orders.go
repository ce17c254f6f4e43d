package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/move"
)

// OrderKind is one of the movement orders of kow2 §4.3.
type OrderKind int

// The movement orders (the charge is its own order, §4.7).
const (
	Halt OrderKind = iota
	ChangeFacing
	Advance
	Back
	Sidestep
	AtTheDouble
	FreePivot // an Individual's free pivot before its order (§4.10); not an order itself
	numOrderKinds
)

var orderNames = [...]string{"halt", "change-facing", "advance", "back", "sidestep", "at-the-double", "free-pivot"}
var orderTitles = [...]string{"Halt", "Change Facing", "Advance", "Back", "Sidestep", "At the Double", "Free pivot"}

// String returns the order's name as used in Kind and in files.
func (k OrderKind) String() string {
	if k < 0 || k >= numOrderKinds {
		return fmt.Sprintf("OrderKind(%d)", int(k))
	}
	return orderNames[k]
}

// Title returns the order's name for people ("At the Double").
func (k OrderKind) Title() string {
	if k < 0 || k >= numOrderKinds {
		return k.String()
	}
	return orderTitles[k]
}

// OrderKinds lists the movement orders in the book's order.
func OrderKinds() []OrderKind {
	ks := make([]OrderKind, numOrderKinds)
	for i := range ks {
		ks[i] = OrderKind(i)
	}
	return ks
}

// MaxSteps bounds a move's steps: forward, pivot, forward, Nimble's pivot,
// forward, and room for one more.
const MaxSteps = 6

// Move is a movement order (kow2 §4.3) for one unit, with the steps of
// the move: straight moves and pivots, in order. It is a comparable value
// (steps in a fixed array) so it can be logged and replayed as it is.
type Move struct {
	By    engine.PlayerID
	Unit  engine.PieceID
	Order OrderKind
	N     int // steps used
	Steps [MaxSteps]move.Step
}

// NewMove builds a Move from a slice of steps (at most MaxSteps).
func NewMove(by engine.PlayerID, unit engine.PieceID, k OrderKind, steps []move.Step) Move {
	m := Move{By: by, Unit: unit, Order: k, N: min(len(steps), MaxSteps)}
	copy(m.Steps[:], steps)
	return m
}

// StepList returns the steps in use.
func (m Move) StepList() []move.Step { return m.Steps[:m.N] }

// Kind returns "kow/" and the order's name, e.g. "kow/advance": the
// orders are the same in every Kings of War edition.
func (m Move) Kind() string { return "kow/" + m.Order.String() }

// Player returns who gives the order.
func (m Move) Player() engine.PlayerID { return m.By }

package engine

import "warbench/game/move"

// Mover is implemented by rulesets whose orders move pieces through the
// movement solver. The input layer builds movement orders from gestures
// with it, and shows the solver's answer before the order is given, so the
// preview and the result come from the same code.
type Mover interface {
	// MoveOrder builds the order of the given kind (an OrderOption.Kind)
	// for a piece, with the steps of its move.
	MoveOrder(by PlayerID, piece PieceID, kind string, steps []move.Step) (Order, error)
	// PreviewMove is the legal move nearest to the order's steps, with the
	// reasons for every clamp, or why the piece cannot take the order.
	PreviewMove(s *State, o Order) (move.Result, error)
}

package kow

import (
	"warbench/game/engine"
	"warbench/game/move"
)

// MoveOrder builds a Move from an OrderOption's Kind ("kow/advance").
func (r *Ruleset) MoveOrder(by engine.PlayerID, piece engine.PieceID, kind string, steps []move.Step) (engine.Order, error) {
	if kind == (Deploy{}).Kind() {
		if len(steps) > MaxSteps {
			return nil, engine.Refuse(r.rule("11.4"), nil, "A deployment has at most %d steps.", MaxSteps)
		}
		return NewDeploy(by, piece, steps), nil
	}
	for _, k := range OrderKinds() {
		if (Move{Order: k}).Kind() == kind {
			if len(steps) > MaxSteps {
				return nil, engine.Refuse(r.rule("4.3"), nil, "A move has at most %d steps.", MaxSteps)
			}
			return NewMove(by, piece, k, steps), nil
		}
	}
	return nil, engine.Refuse(r.rule("4.3"), nil, "%q is not a Kings of War movement order.", kind)
}

// PreviewMove plans a Move with Preview; other orders have no preview.
func (r *Ruleset) PreviewMove(s *engine.State, o engine.Order) (move.Result, error) {
	if d, ok := o.(Deploy); ok {
		return r.previewDeploy(s, d)
	}
	m, ok := o.(Move)
	if !ok {
		return move.Result{}, engine.Refuse(r.rule("4.3"), nil, "%s is not a movement order.", o.Kind())
	}
	res, il := r.Preview(s, m)
	if il != nil {
		return res, il
	}
	return res, nil
}

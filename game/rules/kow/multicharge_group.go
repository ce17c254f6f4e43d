package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// GroupChargeOrder builds a MultiCharge.
func (r *Ruleset) GroupChargeOrder(by engine.PlayerID, units []engine.PieceID, target engine.PieceID) engine.Order {
	return NewMultiCharge(by, target, units)
}

// PlanGroupCharge plans a MultiCharge for the planner, with the same code
// Check and Apply use.
func (r *Ruleset) PlanGroupCharge(s *engine.State, units []engine.PieceID, target engine.PieceID) ([]geom.Pose, error) {
	if len(units) > MaxMultiCharge {
		return nil, engine.Refuse(r.rule("4.7.7"), nil, "At most %d units may charge together.", MaxMultiCharge)
	}
	poses, il := r.PlanMultiCharge(s, NewMultiCharge(s.Active, target, units))
	if il != nil {
		return nil, il
	}
	return poses, nil
}

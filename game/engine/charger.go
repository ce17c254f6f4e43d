package engine

import "warbench/game/geom"

// Charger is implemented by rulesets with charges: the charge planner
// shows, before anything is committed, every enemy the selected unit
// might charge, the facing it would strike and the aligned contact pose,
// or why it cannot.
type Charger interface {
	// ChargeTargets lists every enemy piece, sorted by ID, with whether the
	// unit may charge it now and how.
	ChargeTargets(s *State, unit PieceID) []ChargeTarget
	// ChargeOrder builds the order to charge target with unit.
	ChargeOrder(by PlayerID, unit, target PieceID) Order
}

// ChargeTarget is one possible charge as the planner shows it.
type ChargeTarget struct {
	Target   PieceID
	Facing   geom.Arc    // the target's facing the charger must contact
	Legal    bool        // the charge may be declared
	Why      *Illegal    // when not legal: the rule, a sentence and the geometry
	Path     []geom.Pose // the charger's poses along its path, ending in contact
	Contact  geom.Pose   // the final aligned pose, flush against the facing
	Hindered bool        // the charge crosses or ends on difficult ground or an obstacle
	Reach    float64     // mm from the charger's Leader Point to the nearest visible point of the target
	Counter  bool        // a counter-charge (Kings of War §4.8) on a unit that charged this one
	// Reverse: the charger is boxed in (Kings of War §4.7.8): it stops at
	// first contact and the target is aligned to it, at TargetPose.
	Reverse    bool
	TargetPose geom.Pose
}

// GroupCharger is implemented by rulesets where several units may charge
// one target together with one simultaneous order (Kings of War §4.7.7).
type GroupCharger interface {
	// GroupChargeOrder builds the order for units (the first is the one
	// the player picked) to charge target together.
	GroupChargeOrder(by PlayerID, units []PieceID, target PieceID) Order
	// PlanGroupCharge is where each unit would end, in the order given, or
	// why they cannot charge the target together.
	PlanGroupCharge(s *State, units []PieceID, target PieceID) ([]geom.Pose, error)
}

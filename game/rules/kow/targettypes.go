package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// ChargeTarget is one possible charge as the planner works it out: the
// facing of the target the charger must contact, the path and the
// aligned contact pose, or why the charge cannot be declared.
type ChargeTarget struct {
	Target   engine.PieceID
	Facing   geom.Arc        // the target's facing the charger must contact
	Legal    bool            // the charge may be declared
	Why      *engine.Illegal // when not legal: the rule, a sentence and the geometry
	Path     []geom.Pose     // the charger's poses along its path, ending in contact
	Contact  geom.Pose       // the final aligned pose, flush against the facing
	Hindered bool            // the charge crosses or ends on difficult ground or an obstacle (§4.7.6)
	Reach    float64         // mm from the charger's Leader Point to the nearest visible point of the target
	Counter  bool            // a counter-charge (§4.8) on a unit that charged this one
	// Reverse: the charger is boxed in (§4.7.8): it stops at first contact
	// and the target is aligned to it, at TargetPose.
	Reverse    bool
	TargetPose geom.Pose
}

// ShootTarget is one possible ranged attack as the planner works it out.
type ShootTarget struct {
	Target engine.PieceID
	Legal  bool
	Why    *engine.Illegal // when not legal: the rule, a sentence and the geometry
	Line   geom.Seg        // from the shooter's Leader Point to the point measured to
	Range  float64         // that distance, mm
	Cover  string          // empty when the target is in the open; else why it is in cover
	Marks  []engine.Mark   // what gives cover, to outline
}

// Combat is one melee waiting to be fought (§6.1): a target and the units
// that charged it this turn.
type Combat struct {
	Target    engine.PieceID
	Attackers []engine.PieceID
	Label     string // e.g. "Lancers and Brutes vs Pikes"
}

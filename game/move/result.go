package move

import "warbench/game/geom"

// Reason says why a step was clamped: the rule, a sentence for the player,
// and what to draw.
type Reason struct {
	Rule string
	// Text is a full sentence naming the obstacle and the distance where
	// relevant, e.g. `Stopped 1.00" from Drowned Wardens (enemy) after
	// 3.00" of 5.00": a unit may not come closer than 1.00" to it while
	// moving.`
	Text string
	// Step is the index of the step that was clamped; -1 from
	// EndProblem, and from PlanTo for a goal it cannot reach.
	Step int
	// Obstacle is the index into World.Obstacles, -1 for the table edge
	// and for the limits.
	Obstacle int
	// Zone is the geometry to draw: the offending obstacle's polygon, a
	// strip along the table edge, or nil for a limit.
	Zone geom.Poly
	// Gap is the distance the obstacle asks to be kept from it, 0 for
	// contact or none; a UI draws the zone as Zone grown by Gap.
	Gap float64
}

// Result is the legal move nearest to what was asked.
type Result struct {
	// Start and End are the footprint's rectangle before and after the
	// move; for a disc (Round), the W × W square around it, turned with
	// its heading.
	Start, End geom.Rect
	// Round says that the footprint is a disc of diameter Start.W.
	Round bool
	// Steps are the steps as clamped: as many as asked, in the same order
	// and with the same Kind and Dir; a clamped step has its Dist, Angle or
	// To changed (shorter, or for the last straight step possibly longer to
	// clear something it may not end on), possibly to nothing (0, or To
	// where the leg starts).
	Steps []Step
	// Poses are the poses after each step (len(Poses) == len(Steps)).
	Poses   []geom.Pose
	Spent   float64  // budget used, mm (see Limits.Budget)
	Clamped bool     // some step was changed; then Reasons is not empty
	Reasons []Reason // why, in step order
}

// EndBody returns the footprint at the end of the move.
func (r *Result) EndBody() Body {
	return Body{Pose: r.End.Pose(), W: r.End.W, D: r.End.D, Round: r.Round}
}

// StartBody returns the footprint at the start of the move.
func (r *Result) StartBody() Body {
	return Body{Pose: r.Start.Pose(), W: r.Start.W, D: r.Start.D, Round: r.Round}
}

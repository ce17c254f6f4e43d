// Package move is the movement solver: given a footprint (a Body: a
// rectangle or a disc), what an order allows (Limits) and the steps a
// player asks for (straight moves, pivots, wheels and free path legs),
// PlanBody returns the legal move nearest to them and says, in full
// sentences, why every clamped step was clamped. PlanTo finds the steps
// that take a footprint to a goal pose in the shapes the Limits allow.
//
// The solver knows obstacles and gaps, not the words of any rulebook: a
// ruleset turns its pieces and terrain into Obstacles (a polygon, a gap to
// keep while moving, a gap to keep at the end) and its orders into Limits.
//
// Conventions are geom's: millimetres, y up, headings in radians from +y
// growing clockwise. Distances are edge to edge between the footprint and
// an obstacle's polygon. Gaps are inclusive: ending exactly at a gap is
// legal, and a footprint counts as respecting a gap when it is at most Tol
// closer. The Pass and End rules are:
//
//   - A straight step or a path leg keeps every Pass gap along its whole
//     swept path and keeps the footprint inside World.Bounds. A footprint
//     that starts a step already closer than an obstacle's Pass gap may
//     move only so that its distance to that obstacle never decreases.
//   - A wheel, and a pivot when Limits.SweepPivots is set, keeps every
//     Pass gap and the Bounds at every pose it sweeps through, to within
//     SweepTol (see sweep.go), and exactly at the pose it ends at; an
//     obstacle the footprint was already closer to than its Pass gap only
//     has to be no closer than it was.
//   - Otherwise a pivot may sweep through anything (a ruleset that lets a
//     pivot sweep through anything leaves SweepPivots false), but the pose
//     right after it keeps every Pass gap and the Bounds, with the same
//     exception for obstacles already too close before it.
//   - The final pose keeps every End gap. An obstacle that the footprint
//     was already closer to than its End gap at the start of the move only
//     has to be no closer at the end than it was at the start.
//
// Everything is deterministic, and planning the steps a plan returned
// gives the same move, unclamped: that is what lets a rule's Check accept
// exactly the move its preview showed.
package move

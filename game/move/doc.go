// Package move is the movement solver: given a footprint, what an order
// allows (Limits) and the steps a player asks for (straight moves and
// pivots), Plan returns the legal move nearest to them and says, in full
// sentences, why every clamped step was clamped.
//
// The solver knows obstacles and gaps, not the words of any rulebook: a
// ruleset turns its units and terrain into Obstacles (a polygon, a gap to
// keep while moving, a gap to keep at the end) and its orders into Limits.
//
// Conventions are geom's: millimetres, y up, headings in radians from +y
// growing clockwise. Distances are edge to edge between the footprint and
// an obstacle's polygon. Gaps are inclusive: ending exactly at a gap is
// legal, and a footprint counts as respecting a gap when it is at most Tol
// closer. The Pass and End rules are:
//
//   - A straight step keeps every Pass gap along its whole swept path and
//     keeps the footprint inside World.Bounds. A footprint that starts a
//     step already closer than an obstacle's Pass gap may move only so that
//     its distance to that obstacle never decreases (kow2 §14-A8).
//   - A pivot sweeps through anything (kow2 §4.4) but the pose right after
//     it keeps every Pass gap and the Bounds, with the same exception for
//     obstacles already too close before it (kow2 §14-A7).
//   - The final pose keeps every End gap. An obstacle that the footprint
//     was already closer to than its End gap at the start of the move only
//     has to be no closer at the end than it was at the start.
//
// Everything is deterministic, and planning the steps a Plan returned gives
// the same move, unclamped.
package move

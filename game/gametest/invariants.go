package gametest

import "warbench/game/engine"

// Invariants returns what is wrong with a State whatever its ruleset
// (engine.Invariants: overlapping pieces, pieces off the table, counters
// out of bounds). Touching is not overlapping; tol is the slack allowed
// (mm).
func Invariants(rs engine.Ruleset, s *engine.State, tol float64) []string {
	return engine.Invariants(rs, s, tol)
}

package engine

// AllRounder is an optional part of a Ruleset: a piece may see all round,
// its front arc the whole table with no flank or rear. The window shades
// such a piece's arc as one front rather than by the ruleset's ArcStyle.
type AllRounder interface {
	// AllRound reports whether piece id's front arc is all round.
	AllRound(s *State, id PieceID) bool
}

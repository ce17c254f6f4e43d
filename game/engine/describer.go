package engine

// Describer is implemented by rulesets that say how a piece reads on the
// unit card and on the table, so the window needs no system's own stat
// names or counters.
type Describer interface {
	// Profile is the piece's characteristics in one line, as the rulebook
	// prints them (e.g. "Sp 5  Me 4+  Ra -  De 4+  Att 10  Ne 13/15").
	Profile(p *Piece) string
	// Marks are what is marked on the piece: its damage (or wounds) and
	// its statuses, by name (e.g. "Wavered", "Disordered").
	Marks(p *Piece) (damage int, statuses []string)
}

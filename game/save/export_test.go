package save

// CacheHeaders makes Load build the game of each distinct header line
// once (for fuzzing, where the header is always the same).
func CacheHeaders() { headerCache = map[string]*Session{} }

// SetMaxJournalLines sets the lines a journal may reach before it is
// rewritten whole, and returns a function that restores it.
func SetMaxJournalLines(n int) func() {
	old := maxJournalLines
	maxJournalLines = n
	return func() { maxJournalLines = old }
}

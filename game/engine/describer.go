package engine

// Describer is how a ruleset says what the window writes about pieces and
// sides, so the window needs no system's own stat names, counters or
// statuses. It is part of every Ruleset; it only reads.
type Describer interface {
	// Card is the piece's unit card below its name: its type and size,
	// profile as the rulebook prints it, status, special rules, and why it
	// has nothing to do now when that is so. The window adds the base and
	// the position, which it knows.
	Card(s *State, id PieceID) []Line
	// Tags are what is marked on the piece on the table: the damage (or
	// wounds) it has taken, shown as a number while above zero, and its
	// statuses as short tags with their tones (a status that limits the
	// piece is Warn, one that cripples it Bad). The
	// window holds back the damage of Damaged events the dice tray has not
	// shown yet, and the tags of a StatusChanged event.
	Tags(s *State, id PieceID) (damage int, tags []Line)
	// SideCard is what the window writes under a player's name: per-side
	// counters (a pool of dice, victory points) and cards, as s shows them
	// (a View: the other side's face-down cards are blank).
	SideCard(s *State, player PlayerID) []Line
	// TerrainCard is what a terrain piece does in this system (to
	// movement, charges, sight and cover), for the window when the player
	// selects it; the window adds its name, kind and height.
	TerrainCard(s *State, terrainID int) []Line
}

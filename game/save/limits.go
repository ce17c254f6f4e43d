package save

// Limits on what a save may hold, so that a damaged or hostile file is
// refused before it costs much (docs/save-format.md, Limits). The writer
// keeps to them too: a game never writes a save or a journal that Load
// would refuse.
const (
	// MaxFileSize is the most bytes a save or journal may hold.
	MaxFileSize = 64 << 20
	// MaxLine is the most bytes in one line (the header holds the
	// scenario's files).
	MaxLine = 4 << 20
	// MaxLines is the most lines in a file, head lines included. A
	// journal that would pass it is rewritten whole, with one head line
	// (see Session.write), so only a damaged or hostile file does.
	MaxLines = 100_000
	// MaxEntries is the most entries in a game's tree: far more than a
	// game of a few hundred orders with its undos and what-ifs. A game
	// that reaches it stops recording (Session.Err) rather than write a
	// save that would not load.
	MaxEntries = 5_000
	// MaxFace is the largest face a header's fixed dice may have: a die
	// of the rules has at most 1000 sides.
	MaxFace = 1000

	maxFiles      = 64      // files of a scenario
	maxScenarioFS = 4 << 20 // bytes of all of them
	maxDice       = 1 << 16 // faces in Header.Dice
	maxSetup      = 1024    // placements in Header.Setup: two armies of 256 units, twice over
)

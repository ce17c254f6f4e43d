package input

import (
	"time"

	"warbench/game/engine"
)

// Files is what the window needs of the games on disk: the list of
// saved and autosaved games, what each holds, opening one to play on,
// saving the game being played under a name, and whether its autosave
// works. The program gives the window one (gamefiles.Files, over a
// save.Store); the window itself reads and writes no file.
type Files interface {
	// List returns the saved games, then the autosaved ones, each newest
	// first.
	List() ([]FileInfo, error)
	// Folder is where a section's files are, as the player reads it
	// (~/.config/warbench/saves).
	Folder(s FileSection) string
	// Summary loads a file, verifying every line, and says what the list
	// shows of it. It may take a while: the window calls it on another
	// goroutine.
	Summary(path string) FileSummary
	// Open loads a file to play on, verifying every line. On success its
	// game replaces the one being played (whose journal Open closes); on
	// an error nothing changes.
	Open(path string) (Opened, error)
	// DefaultName is the name Ctrl+S suggests for the game being played.
	DefaultName() string
	// SaveAs saves the game being played under a name and returns the
	// name it was saved as (made safe for every system). When a save has
	// that name already and replace is false, the error wraps
	// fs.ErrExist and nothing is written.
	SaveAs(name string, replace bool) (string, error)
	// Playing is the file the game being played is journaled to ("" when
	// none).
	Playing() string
	// Err is why the autosave of the game being played stopped, or nil
	// while it works (or was never asked for).
	Err() error
}

// FileInfo is one file of the list of games.
type FileInfo struct {
	Path    string
	Section FileSection
	Name    string // the file's name without its extension
	Size    int64
	Mod     time.Time
}

// FileSummary is what the list says of a file once read.
type FileSummary struct {
	Scenario string
	Where    string // "Turn 3, The Hollow Tide's melee phase, 41 orders"
	Over     bool
	Problem  string // why it does not load, naming the line; empty when it does
}

// Opened is a game opened from a file, for the window to play on.
type Opened struct {
	Game    *engine.Game
	History History
	Title   string // the scenario's name
	Detail  string // where the game stands and where it is autosaved, for the note
	// Computer is the kind of computer player of players 1 and 2 ("" for a
	// person): a new game's, as NewGame chose it; a game opened from a
	// file is played by people.
	Computer [2]string
}

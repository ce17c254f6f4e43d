package save

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Store is the one owner of games on disk: where journals and saves go,
// what they are called, when a game is journaled and how, and where a
// game stands. The window and the command line both open, start, save
// and close games through it.
//
// The journal policy, for everybody:
//   - A new game (NewGame) gets a new journal: the next game-NNNN.jsonl in
//     Games, or the file asked for, which must not exist; or none.
//   - A file opened to play on (Open) is either resumed (Resume: its own
//     file goes on being appended to, as for a journal of Games) or
//     forked (Fork: a new journal, made as a new game's is, starts with
//     the file's whole history; the file itself is never written). View
//     opens it with no journal at all.
//   - A journal that cannot be made or written does not stop the game:
//     the session goes on without it and Session.Err says why, for the
//     window to show and the command line to report.
//   - Close closes the journal and removes it when it is in Games and
//     holds no order (only the start): a game left before anyone played
//     leaves nothing behind. Nothing else is ever removed or overwritten
//     but a save the player chose to replace (SaveAs).
type Store struct {
	// Disk is where the files are (nil: OS, the disk).
	Disk Storage
	// Games is the folder of journals, one per game: game-0001.jsonl,
	// game-0002.jsonl... ("" for none).
	Games string
	// Saves is the folder of the saves the player names (SaveAs; "" for
	// none).
	Saves string
	// Now is the wall clock, for the names DefaultName suggests. The
	// package never reads the clock itself; nil leaves the time out.
	Now func() time.Time
}

// DefaultFolders are the user's folders of games and saves: "warbench/games"
// and "warbench/saves" in the system's per-user configuration folder
// (~/.config on Linux).
func DefaultFolders() (games, saves string, err error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", "", fmt.Errorf("save: no folder for games: %w", err)
	}
	return filepath.Join(dir, "warbench", "games"), filepath.Join(dir, "warbench", "saves"), nil
}

// disk is the Store's Storage.
func (st *Store) disk() Storage {
	if st.Disk == nil {
		return OS{}
	}
	return st.Disk
}

// Autosave says where a game's journal goes: NoJournal, JournalInFolder
// (the next game-NNNN.jsonl of Games) or JournalTo a file.
type Autosave struct {
	path   string
	folder bool
}

// The ways to journal a game.
var (
	NoJournal       = Autosave{}
	JournalInFolder = Autosave{folder: true}
)

// JournalTo journals the game to the file at path, which must not exist.
func JournalTo(path string) Autosave { return Autosave{path: path} }

// OpenMode is what Open does with the file it opens.
type OpenMode int

// The ways to open a file.
const (
	// View loads and verifies the file, with no journal: to watch it or
	// report on it.
	View OpenMode = iota
	// Resume goes on with the file itself: every entry is appended to it
	// (a line cut short by a kill is cut off first).
	Resume
	// Fork goes on in a new journal (the Autosave given) holding the
	// file's whole history; the file is never written.
	Fork
)

// String names the mode.
func (m OpenMode) String() string {
	switch m {
	case View:
		return "view"
	case Resume:
		return "resume"
	case Fork:
		return "fork"
	}
	return fmt.Sprintf("OpenMode(%d)", int(m))
}

// NewGame makes the game a header describes (New), gives it its journal
// and starts it, so the start is the journal's first entry. A header that
// does not make a game is an error; a journal that cannot be made is not
// (see Store: the session's Err says why, and it has no Journal).
func (st *Store) NewGame(h Header, a Autosave) (*Session, error) {
	s, err := New(h)
	if err != nil {
		return nil, err
	}
	if path, err := st.journalPath(a); err != nil {
		s.fail(err)
	} else if path != "" {
		if j, err := createJournal(st.disk(), path, s.Header); err != nil {
			s.fail(err)
		} else {
			s.journal = j
		}
	}
	s.Start()
	return s, nil
}

// Open loads a save or a journal, verifying every line (Load), and gives
// it the journal the mode asks for. A file that does not load, or a
// journal that cannot be resumed, is an error and nothing is written; a
// forked journal that cannot be made is not (as for NewGame).
func (st *Store) Open(path string, how OpenMode, a Autosave) (*Session, Loaded, error) {
	s, l, err := loadFrom(st.disk(), path)
	if err != nil {
		return nil, l, err
	}
	switch how {
	case Resume:
		j, err := appendJournal(st.disk(), path, l)
		if err != nil {
			return nil, l, err
		}
		s.journal = j
	case Fork:
		if jp, err := st.journalPath(a); err != nil {
			s.fail(err)
		} else if jp != "" {
			if j, err := forkJournal(st.disk(), jp, s); err != nil {
				s.fail(err)
			} else {
				s.journal = j
			}
		}
	}
	return s, l, nil
}

// journalPath is where a new journal goes ("" for none).
func (st *Store) journalPath(a Autosave) (string, error) {
	switch {
	case a.folder && st.Games == "":
		return "", errors.New("save: there is no folder of games to autosave in")
	case a.folder:
		return st.nextGame()
	}
	return a.path, nil
}

// Close ends a session's journal: it is closed, and removed when it is in
// the folder of games and holds nothing but the start. Close returns an
// error closing or removing it; the journal's own failure, if any, stays
// in Session.Err.
func (st *Store) Close(s *Session) error {
	if s == nil || s.journal == nil {
		return nil
	}
	j := s.journal
	s.journal = nil
	err := j.close()
	if s.Len() <= 1 && st.InGames(j.path) {
		if rerr := st.disk().Remove(j.path); rerr != nil && err == nil {
			err = rerr
		}
	}
	if err != nil {
		return fmt.Errorf("save: journal %s: %w", j.path, err)
	}
	return nil
}

// InGames reports whether path is in the folder of games.
func (st *Store) InGames(path string) bool {
	return st.Games != "" && filepath.Dir(path) == filepath.Clean(st.Games)
}

// Write writes the whole session to a file at path, atomically (the
// command line's -save).
func (st *Store) Write(s *Session, path string) error {
	if err := st.disk().WriteAtomic(path, s.Save); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

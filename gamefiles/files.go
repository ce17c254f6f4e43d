// Package gamefiles gives the window its games on disk: input.Files over
// a save.Store and the game being played. The window (render) reads and
// writes no file itself; the program builds a Files and hands it over.
// It is a package of its own, not part of the program's main package, so
// that the window's tests use the same one.
package gamefiles

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"warbench/game/save"
	"warbench/input"
)

// Files is the games on disk as the window sees them: the Store's list,
// summaries and saves, and the game being played, which an opened game
// replaces.
type Files struct {
	Store *save.Store
	// Session is the game being played; Open replaces it.
	Session *save.Session
	// Autosave journals an opened game: a journal of the folder of games
	// goes on in its own file (save.Resume), any other file in a new
	// journal there holding its history (save.Fork). Without it an opened
	// game has no journal.
	Autosave bool
	// Opened, when set, is told of an opened game once it has replaced
	// Session (the program retitles its window).
	Opened func(*save.Session)

	shown *shownErr // the last Err, as shown
}

var _ input.Files = (*Files)(nil)

// List returns the saves, then the journals of the folder of games.
func (f *Files) List() ([]input.FileInfo, error) {
	ls, err := f.Store.List()
	out := make([]input.FileInfo, len(ls))
	for i, l := range ls {
		sec := input.SavedGames
		if l.Section == save.Autosaved {
			sec = input.Autosaved
		}
		out[i] = input.FileInfo{Path: l.Path, Section: sec, Name: l.Name, Size: l.Size, Mod: l.Mod}
	}
	return out, err
}

// Folder is a section's folder, in the home folder written ~/...
func (f *Files) Folder(s input.FileSection) string {
	if s == input.Autosaved {
		return Tilde(f.Store.Games)
	}
	return Tilde(f.Store.Saves)
}

// Summary loads a file and says what the list shows of it.
func (f *Files) Summary(path string) input.FileSummary {
	s := f.Store.Summary(path)
	return input.FileSummary{Scenario: s.Scenario, Where: s.Where, Over: s.Over, Problem: s.Problem}
}

// Open loads a file to play on (see Autosave) and, when it loads,
// closes the game being played (save.Store.Close) and puts the new one
// in its place. The game being played's own journal is not opened again:
// it is open already.
func (f *Files) Open(path string) (input.Opened, error) {
	if path == f.Playing() {
		return input.Opened{}, errors.New("it is the game you are playing")
	}
	how, autosave := save.Fork, save.NoJournal
	if f.Autosave {
		autosave = save.JournalInFolder
		if f.Store.InGames(path) {
			how = save.Resume
		}
	}
	s, _, err := f.Store.Open(path, how, autosave)
	if err != nil {
		return input.Opened{}, errors.New(save.ShortError(err))
	}
	f.Store.Close(f.Session)
	f.Session = s
	if f.Opened != nil {
		f.Opened(s)
	}
	where, _ := save.Standing(s)
	switch j := s.Journal(); {
	case s.Err() != nil:
		where += " · autosave is off: " + s.Err().Error()
	case j != nil:
		where += " · autosaving to " + filepath.Base(j.Path())
	}
	o := input.Opened{Game: s.Game, History: s, Title: s.Header.Scenario.Name, Detail: where}
	if c := s.Header.Computer; len(c) == 2 { // the computer plays on where it played
		o.Computer = [2]string{c[0], c[1]}
	}
	return o, nil
}

// NewGame starts a new game from a header (a scenario the player picked)
// in the folder of games when autosaving, closes the game being played
// and puts the new one in its place.
func (f *Files) NewGame(h save.Header) (input.Opened, error) {
	autosave := save.NoJournal
	if f.Autosave {
		autosave = save.JournalInFolder
	}
	s, err := f.Store.NewGame(h, autosave)
	if err != nil {
		return input.Opened{}, err
	}
	f.Store.Close(f.Session)
	f.Session = s
	if f.Opened != nil {
		f.Opened(s)
	}
	detail := "a new game"
	switch j := s.Journal(); {
	case s.Err() != nil:
		detail += " · autosave is off: " + s.Err().Error()
	case j != nil:
		detail += " · autosaving to " + filepath.Base(j.Path())
	}
	return input.Opened{Game: s.Game, History: s, Title: s.Header.Scenario.Name, Detail: detail}, nil
}

// DefaultName is the name the Store suggests for the game being played.
func (f *Files) DefaultName() string { return f.Store.DefaultName(f.Session) }

// SaveAs saves the game being played in the folder of saves and returns
// the name it was (or would be) saved as.
func (f *Files) SaveAs(name string, replace bool) (string, error) {
	_, err := f.Store.SaveAs(f.Session, name, replace)
	return save.SaveName(name), err
}

// Playing is the journal of the game being played.
func (f *Files) Playing() string {
	if f.Session == nil || f.Session.Journal() == nil {
		return ""
	}
	return f.Session.Journal().Path()
}

// Err is why the game being played's autosave stopped, with the paths in
// the home folder written ~/...
func (f *Files) Err() error {
	if f.Session == nil || f.Session.Err() == nil {
		return nil
	}
	err := f.Session.Err()
	if f.shown == nil || f.shown.err != err {
		f.shown = &shownErr{err: err, msg: tildeAll(err.Error())}
	}
	return f.shown
}

// shownErr is an error as the window shows it.
type shownErr struct {
	err error
	msg string
}

func (e *shownErr) Error() string { return e.msg }
func (e *shownErr) Unwrap() error { return e.err }

// tildeAll writes the home folder ~ wherever it appears in s.
func tildeAll(s string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" || home == string(filepath.Separator) {
		return s
	}
	return strings.ReplaceAll(s, home+string(filepath.Separator), "~"+string(filepath.Separator))
}

// Tilde writes a path in the home folder as ~/...
func Tilde(path string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" || !strings.HasPrefix(path, home+string(filepath.Separator)) {
		return path
	}
	return "~" + path[len(home):]
}

package render

import (
	"errors"
	"io/fs"
	"slices"
	"time"

	"warbench/input"
)

// files is the window's file menu, its name field and notes, and what it
// has read. The files themselves are the input.Files' business: the
// window reads and writes none.
type files struct {
	src  input.Files
	menu input.FileMenu
	note input.FileNote
	name input.NameField

	warned  error                         // the autosave failure the player was shown
	known   map[fileKey]input.FileSummary // what reading each file found
	read    chan fileRead                 // results of the background reader
	stop    chan struct{}                 // closed to stop the reader
	reading int                           // the menu showing for which the reader works
}

// fileKey names one version of a file: its path, size and time.
type fileKey struct {
	path string
	size int64
	mod  time.Time
}

// fileRead is one file read in the background, for the list shown.
type fileRead struct {
	showing int // which opening of the menu asked
	entry   int
	key     fileKey
	sum     input.FileSummary
}

// UseFiles lets the window save the game (Ctrl+S, under a name the
// player gives) and open saved and autosaved games (Ctrl+O), and warns
// the player when the autosave stops. Without it those keys do nothing.
func (a *App) UseFiles(src input.Files) {
	a.files = &files{src: src, known: map[fileKey]input.FileSummary{}}
}

// FileMenu is the list of saved games (tests look at it).
func (a *App) FileMenu() *input.FileMenu { return &a.files.menu }

// FileNote is the notice over the table after a save or an open, or
// when the autosave has stopped.
func (a *App) FileNote() *input.FileNote { return &a.files.note }

// NameField is the field Ctrl+S shows to name the save.
func (a *App) NameField() *input.NameField { return &a.files.name }

// filesStep runs the file keys, the name field and the file menu for one
// tick, and puts up the notice of an autosave that has stopped. It
// reports whether the frame was used: the menu and the name field, while
// they show, take them all.
func (a *App) filesStep(f input.Frame) bool {
	fs := a.files
	if fs == nil {
		return false
	}
	fs.collect()
	if err := fs.src.Err(); err != nil && err != fs.warned {
		fs.warned = err
		fs.note.ShowSticky("Autosave has stopped",
			"Your game is no longer saved as you play: press Ctrl+S to save it by hand. Click to close. — "+err.Error())
	}
	view := a.ctrl.Layout.View
	if view.Max.X <= view.Min.X {
		view = input.NewLayout(f.ScreenW, f.ScreenH).View
	}
	switch {
	case fs.name.Showing:
		if name, replace, ok := fs.name.Update(f); ok {
			a.saveGame(name, replace)
		}
		return true
	case fs.menu.Showing:
		if path, ok := fs.menu.Update(f, view); ok {
			a.openFile(path)
		}
		if !fs.menu.Showing {
			fs.stopReading()
		}
		return true
	}
	switch input.FileKeys(f) {
	case input.SaveGame:
		fs.name.Show(fs.src.DefaultName())
		return true
	case input.ListGames:
		fs.showList()
		return true
	}
	return fs.note.Update(f, view)
}

// saveGame writes the game under the name given and says so. A name in
// use is asked about first: Enter again replaces that save.
func (a *App) saveGame(name string, replace bool) {
	m := a.files
	saved, err := m.src.SaveAs(name, replace)
	switch {
	case errors.Is(err, fs.ErrExist):
		m.name.Ask(name, "A save called “"+saved+"” exists already: Enter replaces it, or change the name.")
		return
	case err != nil:
		m.name.Close()
		m.note.Show("Could not save the game", err.Error(), true)
		return
	}
	m.name.Close()
	m.note.Show("Saved as “"+saved+"”", "in "+m.src.Folder(input.SavedGames)+" · Ctrl+O lists your games", false)
}

// showList opens the menu on the files in both folders (listed once,
// here) and starts reading the ones not read before.
func (fs *files) showList() {
	entries, keys, err := fs.list()
	fs.stopReading()
	fs.menu.Show(entries)
	if err != nil {
		fs.menu.Err = err.Error()
	}
	fs.reading++
	var todo []fileRead
	for i, k := range keys {
		if sum, ok := fs.known[k]; ok {
			fill(&fs.menu.Entries[i], sum)
			continue
		}
		todo = append(todo, fileRead{showing: fs.reading, entry: i, key: k})
	}
	if len(todo) == 0 {
		return
	}
	// The rows in the order they show, so the top of the list fills first.
	order := map[int]int{}
	for i, r := range fs.menu.Rows() {
		order[r.Entry] = i
	}
	slices.SortFunc(todo, func(x, y fileRead) int { return order[x.entry] - order[y.entry] })
	fs.read, fs.stop = make(chan fileRead, len(todo)), make(chan struct{})
	go readFiles(fs.src, todo, fs.read, fs.stop)
}

// readFiles reads each file (Files.Summary: every line is replayed) and
// sends what the list should say of it, until stopped.
func readFiles(src input.Files, todo []fileRead, out chan<- fileRead, stop <-chan struct{}) {
	for _, r := range todo {
		select {
		case <-stop:
			return
		default:
		}
		r.sum = src.Summary(r.key.path)
		out <- r
	}
}

// collect takes what the background reader has read so far.
func (fs *files) collect() {
	for fs.read != nil {
		select {
		case r := <-fs.read:
			fs.known[r.key] = r.sum
			if r.showing == fs.reading && fs.menu.Showing && r.entry < len(fs.menu.Entries) {
				fill(&fs.menu.Entries[r.entry], r.sum)
			}
		default:
			return
		}
	}
}

// stopReading stops the background reader, if any; what it has read is
// kept for the next time.
func (fs *files) stopReading() {
	if fs.stop != nil {
		close(fs.stop)
		fs.stop = nil
	}
}

func fill(e *input.FileEntry, s input.FileSummary) {
	e.Read, e.Scenario, e.Where, e.Over, e.Problem = true, s.Scenario, s.Where, s.Over, s.Problem
}

// list is the files of both folders as the menu shows them.
func (fs *files) list() ([]input.FileEntry, []fileKey, error) {
	infos, err := fs.src.List()
	playing := fs.src.Playing()
	var entries []input.FileEntry
	var keys []fileKey
	for _, fi := range infos {
		name := fi.Name
		if fi.Path == playing {
			name += " (this game)"
		}
		entries = append(entries, input.FileEntry{Path: fi.Path, Section: fi.Section, Name: name, Date: fi.Mod.Format("2 Jan 2006 15:04")})
		keys = append(keys, fileKey{path: fi.Path, size: fi.Size, mod: fi.Mod})
	}
	return entries, keys, err
}

// openFile opens a file, verifying every line, and on success puts its
// game in the window with its history. On failure the menu shows the
// error, which names the line, and nothing else changes.
func (a *App) openFile(path string) {
	fs := a.files
	name := "this file"
	for _, e := range fs.menu.Entries {
		if e.Path == path {
			name = e.Name
		}
	}
	o, err := fs.src.Open(path)
	if err != nil {
		fs.menu.Err = "Could not open “" + name + "”, " + err.Error()
		return
	}
	a.useOpened(o, name)
}

// OpenNamed opens a file the player chose outside the list (in the
// browser, with its file picker) as the list opens one; a file that does
// not open is said in a note, and nothing else changes. Without UseFiles
// it does nothing.
func (a *App) OpenNamed(path, name string) {
	fs := a.files
	if fs == nil {
		return
	}
	o, err := fs.src.Open(path)
	if err != nil {
		fs.note.Show("Could not open “"+name+"”", err.Error(), true)
		return
	}
	a.useOpened(o, name)
}

// useOpened puts an opened game in the window with its history.
// UseOpened puts a game opened outside the list (a new game from picked
// files) in the window, with a note naming it.
func (a *App) UseOpened(o input.Opened, name string) { a.useOpened(o, name) }

func (a *App) useOpened(o input.Opened, name string) {
	fs := a.files
	fs.menu.Close()
	fs.stopReading()
	if a.start != nil {
		a.start.screen.Close() // a game chosen from the start screen's list
	}
	a.SetGame(o.Game, o.Title)
	a.ctrl.History = o.History
	fs.warned = nil
	fs.note.Show("Opened “"+name+"”", o.Detail, false)
	if err := a.ctrl.SetComputer(o.Computer); err != nil { // the sides the computer played, from the save
		fs.note.Show("Opened “"+name+"”", o.Detail+" · the computer cannot play: "+err.Error(), false)
	}
}

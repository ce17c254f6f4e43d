package render

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"

	"warbench/game/save"
	"warbench/input"
)

// Files is what the window needs to save games and open them: the game
// being played, the folder Ctrl+S saves into, the folder of autosaved
// games, and who to tell when an opened game takes the window.
type Files struct {
	Session *save.Session // the game being played; replaced when another is opened
	Saves   string        // the folder of saves (made on the first save)
	Games   save.Folder   // the autosaved journals: listed, and where an opened game's new journal goes
	// Autosave gives an opened game a new journal in Games, holding its
	// whole history (save.Session.Continue), so it goes on being autosaved.
	Autosave bool
	// Now is the wall clock, for the names of saves (time.Now when nil).
	Now func() time.Time
	// Opened is told when a game opened from a file has replaced Session,
	// after the window shows it (SetGame): the caller wires its history.
	Opened func(*save.Session)
}

// files is the window's file menu and what it has read.
type files struct {
	Files
	menu input.FileMenu
	note input.FileNote

	known   map[fileKey]fileSummary // what reading each file found
	read    chan fileRead           // results of the background reader
	stop    chan struct{}           // closed to stop the reader
	reading int                     // the menu showing for which the reader works
}

// fileKey names one version of a file: its path, size and time.
type fileKey struct {
	path string
	size int64
	mod  time.Time
}

// fileSummary is what the list says of a file once read.
type fileSummary struct {
	scenario, where, problem string
	over                     bool
}

// fileRead is one file read in the background, for the list shown.
type fileRead struct {
	showing int // which opening of the menu asked
	entry   int
	key     fileKey
	sum     fileSummary
}

// UseFiles lets the window save the game (Ctrl+S) and open saved and
// autosaved games (Ctrl+O). Without it those keys do nothing.
func (a *App) UseFiles(f Files) {
	if f.Now == nil {
		f.Now = time.Now
	}
	a.files = &files{Files: f, known: map[fileKey]fileSummary{}}
}

// FileMenu is the list of saved games, and FileNote the notice a save
// leaves (tests look at them).
func (a *App) FileMenu() *input.FileMenu { return &a.files.menu }

// FileNote is the notice over the table after a save or an open.
func (a *App) FileNote() *input.FileNote { return &a.files.note }

// filesStep runs the file keys and the file menu for one tick. It reports
// whether the frame was used: the menu, while it shows, takes them all.
func (a *App) filesStep(f input.Frame) bool {
	fs := a.files
	if fs == nil {
		return false
	}
	fs.collect()
	view := a.ctrl.Layout.View
	if view.Max.X <= view.Min.X {
		view = input.NewLayout(f.ScreenW, f.ScreenH).View
	}
	if fs.menu.Showing {
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
		a.saveGame()
		return true
	case input.ListGames:
		fs.showList()
		return true
	}
	return fs.note.Update(f, view)
}

// saveGame writes the game, its whole tree of entries, to a new file in
// the folder of saves, atomically, and says so.
func (a *App) saveGame() {
	fs := a.files
	s := fs.Session
	if s == nil {
		return
	}
	path, err := fs.savePath(s.Header.Scenario.Name)
	if err == nil {
		err = s.SaveFile(path)
	}
	if err != nil {
		fs.note.Show("Could not save the game", err.Error(), true)
		return
	}
	fs.note.Show("Saved as “"+baseName(path)+"”", "in "+tilde(fs.Saves)+" · Ctrl+O lists your games", false)
}

// savePath is a new file in the folder of saves named after the scenario
// and the time: "Battle of the Ford 2026-03-05 14.32.jsonl", with " (2)"
// and so on when that exists. The folder is made if need be.
func (fs *files) savePath(scenario string) (string, error) {
	if fs.Saves == "" {
		return "", errors.New("there is no folder for saves")
	}
	if err := os.MkdirAll(fs.Saves, 0o755); err != nil {
		return "", err
	}
	base := fileName(scenario) + " " + fs.Now().Format("2006-01-02 15.04")
	for i := 1; i < 1000; i++ {
		name := base
		if i > 1 {
			name = fmt.Sprintf("%s (%d)", base, i)
		}
		p := filepath.Join(fs.Saves, name+".jsonl")
		if _, err := os.Lstat(p); errors.Is(err, os.ErrNotExist) {
			return p, nil
		}
	}
	return "", fmt.Errorf("no free name for %q in %s", base, fs.Saves)
}

// fileName makes a scenario's name safe as a file name on every system:
// no separators, no characters Windows refuses, at most 60 characters.
func fileName(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == 60 {
			break
		}
		if strings.ContainsRune(`<>:"/\|?*`, r) || unicode.IsControl(r) {
			r = '-'
		}
		b.WriteRune(r)
		n++
	}
	if out := strings.Trim(b.String(), " ."); out != "" {
		return out
	}
	return "game"
}

// showList opens the menu on the files in both folders (read from the
// disk once, here) and starts reading the ones not read before.
func (fs *files) showList() {
	entries, keys := fs.list()
	fs.stopReading()
	fs.menu.Show(entries)
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
	go readFiles(todo, fs.read, fs.stop)
}

// readFiles loads and verifies each file (save.LoadFile: every line is
// replayed) and sends what the list should say of it, until stopped.
func readFiles(todo []fileRead, out chan<- fileRead, stop <-chan struct{}) {
	for _, r := range todo {
		select {
		case <-stop:
			return
		default:
		}
		r.sum = summarize(r.key.path)
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

// baseName is a file's name without its folder and extension.
func baseName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}

func fill(e *input.FileEntry, s fileSummary) {
	e.Read, e.Scenario, e.Where, e.Over, e.Problem = true, s.scenario, s.where, s.over, s.problem
}

// list reads the two folders: the saves, then the autosaved journals,
// each newest first.
func (fs *files) list() ([]input.FileEntry, []fileKey) {
	var entries []input.FileEntry
	var keys []fileKey
	playing := ""
	if fs.Session != nil && fs.Session.Journal() != nil {
		playing = fs.Session.Journal().Path()
	}
	add := func(sec input.FileSection, paths []string) {
		type file struct {
			e input.FileEntry
			k fileKey
		}
		var got []file
		for _, p := range paths {
			st, err := os.Stat(p)
			if err != nil || !st.Mode().IsRegular() {
				continue
			}
			name := baseName(p)
			if p == playing {
				name += " (this game)"
			}
			got = append(got, file{
				e: input.FileEntry{Path: p, Section: sec, Name: name, Date: st.ModTime().Format("2 Jan 2006 15:04")},
				k: fileKey{path: p, size: st.Size(), mod: st.ModTime()},
			})
		}
		slices.SortFunc(got, func(x, y file) int { // newest first; by name, last first, within a second
			if c := y.k.mod.Truncate(time.Second).Compare(x.k.mod.Truncate(time.Second)); c != 0 {
				return c
			}
			return strings.Compare(y.e.Name, x.e.Name)
		})
		for _, g := range got {
			entries, keys = append(entries, g.e), append(keys, g.k)
		}
	}
	var saves []string
	if ents, err := os.ReadDir(fs.Saves); err == nil && fs.Saves != "" {
		for _, e := range ents {
			if n := e.Name(); strings.HasSuffix(n, ".jsonl") && !strings.HasPrefix(n, ".") {
				saves = append(saves, filepath.Join(fs.Saves, n))
			}
		}
	}
	add(input.SavedGames, saves)
	if fs.Games != "" {
		games, _ := fs.Games.Games()
		add(input.Autosaved, games)
	}
	return entries, keys
}

// summarize loads a file and says what the list shows of it: the
// scenario and where the game stands, or why it does not load.
func summarize(path string) fileSummary {
	s, _, err := save.LoadFile(path)
	if err != nil {
		return fileSummary{problem: shortError(err)}
	}
	where, over := standing(s)
	return fileSummary{scenario: s.Header.Scenario.Name, where: where, over: over}
}

// shortError is a load error as the list shows it: the line and what is
// wrong with it ("line 57: entry 56 (kow/shoot): kow/shoot rolled [3 1 5],
// the save says [3 1 6]"); the file is the one the row names.
func shortError(err error) string {
	var e *save.Error
	if errors.As(err, &e) && e.Line > 0 {
		return fmt.Sprintf("line %d: %v", e.Line, e.Err)
	}
	if errors.As(err, &e) {
		return e.Err.Error()
	}
	return err.Error()
}

// tilde writes a path in the home folder as ~/...
func tilde(path string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" || !strings.HasPrefix(path, home+string(filepath.Separator)) {
		return path
	}
	return "~" + path[len(home):]
}

// standing says where a game stands: "Turn 3, The Hollow Tide's melee
// phase, 41 orders" or "Finished after turn 6, 193 orders".
func standing(s *save.Session) (string, bool) {
	st := s.Game.State
	n := len(s.Game.Log) - 1
	orders := fmt.Sprintf("%d orders", n)
	switch n {
	case 0:
		orders = "no orders yet"
	case 1:
		orders = "1 order"
	}
	if st.Over {
		return fmt.Sprintf("Finished after turn %d, %s", st.Turn, orders), true
	}
	who := fmt.Sprintf("player %d", st.Active)
	if p := st.Player(st.Active); p != nil && p.Name != "" {
		who = p.Name
	}
	if st.Turn == 0 {
		return fmt.Sprintf("Before turn 1, %s's %s phase, %s", who, st.Phase, orders), false
	}
	return fmt.Sprintf("Turn %d, %s's %s phase, %s", st.Turn, who, st.Phase, orders), false
}

// openFile loads a file, verifying every line, and on success puts its
// game in the window: it goes on in a new journal, the old game's journal
// is closed (it stays on the disk, unless it is in Games and holds the
// start alone), and Opened is told. On failure the
// menu shows the error, which names the line, and nothing else changes.
func (a *App) openFile(path string) {
	fs := a.files
	s, _, err := save.LoadFile(path)
	if err != nil {
		fs.menu.Err = "Could not open “" + baseName(path) + "”, " + shortError(err)
		return
	}
	autosave := ""
	if fs.Autosave && fs.Games != "" {
		var p string
		if p, err = fs.Games.Next(); err == nil {
			_, err = s.Continue(p)
		}
		autosave = " · autosaving to " + filepath.Base(p)
		if err != nil {
			autosave = " · autosave is off: " + err.Error()
		}
	}
	if old := fs.Session; old != nil && old.Journal() != nil {
		j := old.Journal()
		j.Close()
		// As when the window closes: a game left before its first order
		// leaves no journal in the folder of games.
		if old.Len() <= 1 && fs.Games != "" && filepath.Dir(j.Path()) == filepath.Clean(string(fs.Games)) {
			os.Remove(j.Path())
		}
	}
	fs.Session = s
	fs.menu.Close()
	fs.stopReading()
	name := s.Header.Scenario.Name
	a.SetGame(s.Game, name)
	where, _ := standing(s)
	fs.note.Show("Opened “"+baseName(path)+"”", where+autosave, false)
	if fs.Opened != nil {
		fs.Opened(s)
	}
}

package render

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/save"
	"warbench/input"
	"warbench/scenarios"
)

// savedAt is the wall clock the file tests save at.
var savedAt = time.Date(2026, 3, 5, 14, 32, 0, 0, time.Local)

// filesApp is the built-in battle as the window plays it: a session
// autosaved to a journal in a folder of games, n End phases in, with the
// history on the keys and the file keys on a folder of saves; both
// folders are new. opened collects the sessions Opened is told of.
func filesApp(t *testing.T, n int) (a *App, s *save.Session, opened *[]*save.Session) {
	t.Helper()
	dir := t.TempDir()
	games := save.Folder(filepath.Join(dir, "games"))
	sc, src, err := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = save.New(save.NewHeader(sc, src, 0, nil, nil)); err != nil {
		t.Fatal(err)
	}
	path, err := games.Next()
	if err != nil {
		t.Fatal(err)
	}
	j, err := save.CreateJournal(path, s.Header)
	if err != nil {
		t.Fatal(err)
	}
	s.SetJournal(j)
	s.Start()
	for range n {
		if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	if a, err = New(s.Game, Options{Title: sc.Name, NoHandoff: true, DiceSpeed: input.SpeedOff}); err != nil {
		t.Fatal(err)
	}
	a.ctrl.History = s
	var got []*save.Session
	a.UseFiles(Files{Session: s, Saves: filepath.Join(dir, "saves"), Games: games, Autosave: true,
		Now: func() time.Time { return savedAt },
		Opened: func(s *save.Session) {
			got = append(got, s)
			a.Controller().History = s
		}})
	t.Cleanup(func() {
		for _, s := range append(got, s) {
			if j := s.Journal(); j != nil {
				j.Close()
			}
		}
	})
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	return a, s, &got
}

// ctrlKey presses Ctrl and k.
func ctrlKey(a *App, k input.Key) {
	f := input.Frame{Cursor: geom.V(5, 5), ScreenW: testW, ScreenH: testH}
	f.KeysDown[input.KeyControl] = true
	f.KeysDown[k], f.KeysPressed[k] = true, true
	a.Step(f)
}

// listed opens the list of games with Ctrl+O and waits until every file
// in it has been read.
func listed(t *testing.T, a *App) *input.FileMenu {
	t.Helper()
	ctrlKey(a, input.KeyO)
	m := a.FileMenu()
	if !m.Showing {
		t.Fatal("Ctrl+O does not show the list")
	}
	for end := time.Now().Add(30 * time.Second); !m.AllRead(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the files are still being read after 30 s")
		}
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	return m
}

// entryNamed is the index of the listed file with that name.
func entryNamed(t *testing.T, m *input.FileMenu, name string) int {
	t.Helper()
	for i, e := range m.Entries {
		if e.Name == name {
			return i
		}
	}
	t.Fatalf("%q is not in the list", name)
	return -1
}

// Issue 5 item 2: Ctrl+S writes the whole game to a new file in the folder
// of saves, named after the scenario and the time, which loads back to
// the same game; a note says so and goes by itself; a second save in the
// same minute gets a name of its own.
func TestCtrlSSavesTheGame(t *testing.T) {
	a, s, _ := filesApp(t, 3)
	ctrlKey(a, input.KeyS)
	name := s.Header.Scenario.Name + " 2026-03-05 14.32"
	path := filepath.Join(a.files.Saves, name+".jsonl")
	l, _, err := save.LoadFile(path)
	if err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	if l.Hash() != s.Hash() || l.Len() != s.Len() || l.Head() != s.Head() {
		t.Fatalf("the save holds %d entries at %d, the game %d at %d", l.Len(), l.Head(), s.Len(), s.Head())
	}
	n := a.FileNote()
	if !n.Showing() || n.Failed || n.Title != "Saved as “"+name+"”" {
		t.Fatalf("note %+v", n)
	}
	if a.ctrl.Camera.Viewport.Max.X == 0 || a.ctrl.Mode != input.ModeSelect {
		t.Fatal("the controller moved")
	}
	keep(t, draw(a), "files-saved.png")
	ctrlKey(a, input.KeyS)
	if _, err := os.Stat(filepath.Join(a.files.Saves, name+" (2).jsonl")); err != nil {
		t.Fatalf("the second save: %v", err)
	}
	for range 5 * 60 {
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if n.Showing() {
		t.Fatal("the note stays")
	}
	// S alone pans the table; it saves nothing.
	a.Step(func() input.Frame {
		f := input.Frame{ScreenW: testW, ScreenH: testH}
		f.KeysDown[input.KeyS], f.KeysPressed[input.KeyS] = true, true
		return f
	}())
	if ents, _ := os.ReadDir(a.files.Saves); len(ents) != 2 {
		t.Fatalf("%d files in the saves", len(ents))
	}
}

// A save that cannot be written says why, and the game goes on.
func TestSaveFailureIsShown(t *testing.T) {
	a, _, _ := filesApp(t, 0)
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o644)
	a.files.Saves = filepath.Join(blocker, "saves") // under a file: cannot be made
	ctrlKey(a, input.KeyS)
	if n := a.FileNote(); !n.Showing() || !n.Failed || !strings.Contains(n.Detail, "not a directory") {
		t.Fatalf("note %+v", n)
	}
}

// Ctrl+O lists the saves, then the autosaved games, newest first, each
// with its scenario and where the game stands; a damaged file says which
// line is wrong, and opening it shows the error in the list and keeps the
// game open as it was. The list is modal: the table and the history keys
// wait.
func TestOpenADamagedFileKeepsTheGame(t *testing.T) {
	a, s, opened := filesApp(t, 3)
	ctrlKey(a, input.KeyS)
	saved := filepath.Join(a.files.Saves, s.Header.Scenario.Name+" 2026-03-05 14.32.jsonl")
	data, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	// Line 3 is entry 2, an End phase; say it was given by the other player.
	lines := bytes.Split(data, []byte("\n"))
	by := []byte(`"by":1`)
	if !bytes.Contains(lines[2], by) {
		by = []byte(`"by":2`)
	}
	lines[2] = bytes.Replace(lines[2], by, []byte(`"by":3`), 1)
	bad := filepath.Join(a.files.Saves, "Damaged.jsonl")
	os.WriteFile(bad, bytes.Join(lines, []byte("\n")), 0o644)
	old := time.Now().Add(-time.Hour)
	os.Chtimes(saved, old, old) // the damaged file is the newest

	game, hash := a.game, s.Hash()
	m := listed(t, a)
	if len(m.Entries) != 3 {
		t.Fatalf("%d files listed, want 2 saves and 1 autosaved game", len(m.Entries))
	}
	if e := m.Entries[0]; e.Name != "Damaged" || e.Section != input.SavedGames || !strings.HasPrefix(e.Problem, "line 3: ") {
		t.Fatalf("first entry %+v, want the damaged file, newest, with its line", e)
	}
	e := m.Entries[1]
	if e.Section != input.SavedGames || e.Problem != "" || e.Scenario != s.Header.Scenario.Name || !strings.Contains(e.Where, "3 orders") {
		t.Fatalf("the good save: %+v", e)
	}
	if g := m.Entries[2]; g.Section != input.Autosaved || g.Name != "game-0001 (this game)" || g.Where != e.Where {
		t.Fatalf("the autosaved game: %+v", g)
	}
	keep(t, draw(a), "files-list.png")

	// The table and the history keys wait while the list shows.
	clickAt(a, s.Game.State.Pieces[0].Pose.Pos)
	ctrlKey(a, input.KeyZ)
	if a.ctrl.Selected != 0 || s.Hash() != hash {
		t.Fatal("the table or the history took input under the list")
	}

	m.Chosen = 0
	key(a, input.KeyEnter)
	if !m.Showing || !strings.Contains(m.Err, "“Damaged”, line 3: ") {
		t.Fatalf("showing %v, error %q", m.Showing, m.Err)
	}
	if a.game != game || s.Hash() != hash || len(*opened) != 0 || s.Journal() == nil {
		t.Fatal("the game open changed")
	}
	keep(t, draw(a), "files-damaged.png")
	key(a, input.KeyEscape)
	if m.Showing {
		t.Fatal("Esc does not close the list")
	}
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	if j, _, err := save.LoadFile(s.Journal().Path()); err != nil || j.Hash() != s.Hash() {
		t.Fatalf("the game's journal goes on: %v", err)
	}
}

// Opening a good file (a click to choose, a click again to open) puts its
// game in the window: verified, fitted, with its history; it goes on in a
// new journal in the folder of games, and the old game's is closed.
func TestOpenASaveSwapsTheGame(t *testing.T) {
	a, s, opened := filesApp(t, 2)
	ctrlKey(a, input.KeyS)
	want := s.Hash()
	for range 3 { // the game goes on past the save
		if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	a.ctrl.Selected = s.Game.State.Pieces[0].ID
	oldJournal := s.Journal().Path()
	m := listed(t, a)
	i := entryNamed(t, m, s.Header.Scenario.Name+" 2026-03-05 14.32")
	row := 0
	for k, r := range m.Rows() {
		if r.Entry == i {
			row = k
		}
	}
	at := m.RowBox(a.ctrl.Layout.View, row).Center()
	m.Chosen = -1
	for range 2 {
		f := input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH}
		f.Down[input.Left], f.Pressed[input.Left] = true, true
		a.Step(f)
		a.Step(input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH})
	}
	if m.Showing || len(*opened) != 1 {
		t.Fatalf("showing %v, error %q, opened %d", m.Showing, m.Err, len(*opened))
	}
	ns := (*opened)[0]
	if a.game != ns.Game || ns.Hash() != want || a.files.Session != ns || a.ctrl.History != input.History(ns) {
		t.Fatal("the window does not play the opened game")
	}
	if a.ctrl.Selected != 0 || a.ctrl.Compose != nil || a.ctrl.Layout.View.Max.X == 0 {
		t.Fatal("the controller kept the old game's selection, or has no layout")
	}
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil { // no one does; the journal is closed
		t.Fatal(err)
	}
	if old, _, err := save.LoadFile(oldJournal); err != nil || old.Len() != s.Len()-1 {
		t.Fatalf("the old game's journal: %v", err)
	}
	if ns.Journal() == nil || filepath.Base(ns.Journal().Path()) != "game-0002.jsonl" {
		t.Fatalf("the opened game's journal: %v (%+v)", ns.Journal(), *a.FileNote())
	}
	n := a.FileNote()
	if !n.Showing() || !strings.HasPrefix(n.Title, "Opened") || !strings.Contains(n.Detail, "game-0002.jsonl") {
		t.Fatalf("note %+v", n)
	}
	keep(t, draw(a), "files-opened.png")

	// The opened game is played on, undone, and journaled.
	if _, err := ns.Do(engine.EndPhase{By: ns.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	ctrlKey(a, input.KeyZ)
	if ns.Hash() != want {
		t.Fatal("Ctrl+Z does not undo in the opened game")
	}
	j, _, err := save.LoadFile(ns.Journal().Path())
	if err != nil || j.Hash() != want || j.Len() != ns.Len() {
		t.Fatalf("the new journal: %v", err)
	}
}

// A long list scrolls: PageDown keeps the choice in view, and the rows
// and the scroll bar stay inside the panel.
func TestFileListScrolls(t *testing.T) {
	a, _, _ := filesApp(t, 1)
	for i := range 18 {
		a.files.Now = func() time.Time { return savedAt.Add(time.Duration(i) * time.Minute) }
		ctrlKey(a, input.KeyS)
	}
	m := listed(t, a)
	if len(m.Entries) != 19 {
		t.Fatalf("%d entries", len(m.Entries))
	}
	key(a, input.KeyPageDown)
	key(a, input.KeyPageDown)
	vis := m.Visible(a.ctrl.Layout.View)
	if m.Top == 0 || m.Top+vis > len(m.Rows()) {
		t.Fatalf("top %d of %d rows, %d visible", m.Top, len(m.Rows()), vis)
	}
	list := input.FileListBox(input.FileMenuBox(a.ctrl.Layout.View))
	if last := m.RowBox(a.ctrl.Layout.View, m.Top+vis-1); last.Max.Y > list.Max.Y {
		t.Fatalf("the last row shown ends at %v, below the list (%v)", last.Max.Y, list.Max.Y)
	}
	if e := m.Entries[0]; e.Name != "The Battle of Harrow Ford 2026-03-05 14.49" {
		t.Fatalf("first %q, want the newest save", e.Name)
	}
	keep(t, draw(a), "files-many.png")
}

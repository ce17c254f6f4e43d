package render

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/save"
	"warbench/game/save/savetest"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/scenarios"
)

// savedAt is the wall clock the file tests save at.
var savedAt = time.Date(2026, 3, 5, 14, 32, 0, 0, time.Local)

// filesApp is the built-in battle as the window plays it: a session
// autosaved to a journal in a folder of games, n End phases in, with the
// history on the keys and the file keys on the games of a save.Store
// (gamefiles.Files); both folders are new. The Files' Session is the
// game open.
func filesApp(t *testing.T, n int) (*App, *save.Session, *gamefiles.Files) {
	return filesAppOn(t, n, nil)
}

// filesAppOn is filesApp with the Store's files on disk.
func filesAppOn(t *testing.T, n int, disk save.Storage) (*App, *save.Session, *gamefiles.Files) {
	t.Helper()
	dir := t.TempDir()
	st := &save.Store{Disk: disk, Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"),
		Now: func() time.Time { return savedAt }}
	s := savetest.NewGame(t, st, n)
	a, err := New(s.Game, Options{Title: s.Header.Scenario.Name, NoHandoff: true, DiceSpeed: input.SpeedOff})
	if err != nil {
		t.Fatal(err)
	}
	a.ctrl.History = s
	f := &gamefiles.Files{Store: st, Session: s, Autosave: true}
	a.UseFiles(f)
	t.Cleanup(func() { st.Close(s); st.Close(f.Session) })
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	return a, s, f
}

// saveAs presses Ctrl+S, types over the name suggested (when name is not
// empty) and presses Enter.
func saveAs(a *App, name string) {
	ctrlKey(a, input.KeyS)
	if name != "" {
		for range len([]rune(a.NameField().Text)) {
			key(a, input.KeyBackspace)
		}
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH, Chars: []rune(name)})
	}
	key(a, input.KeyEnter)
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

// Issue 5 item 2, issue 10: Ctrl+S asks for a name, suggesting the
// scenario's and the time; Enter writes the whole game to that file in
// the folder of saves, which loads back to the same game; a note says so
// and goes by itself. The next suggestion is a name of its own. The field
// is modal: S, typed into it, does not pan the table.
func TestCtrlSSavesTheGame(t *testing.T) {
	a, s, f := filesApp(t, 3)
	ctrlKey(a, input.KeyS)
	name := s.Header.Scenario.Name + " 2026-03-05 14.32"
	if n := a.NameField(); !n.Showing || n.Text != name {
		t.Fatalf("the name field: %+v", *n)
	}
	keep(t, draw(a), "files-name.png")
	key(a, input.KeyEnter)
	path := filepath.Join(f.Store.Saves, name+".jsonl")
	l, _, err := save.LoadFile(path)
	if err != nil {
		t.Fatalf("the save does not load: %v", err)
	}
	if l.Hash() != s.Hash() || l.Len() != s.Len() || l.Head() != s.Head() {
		t.Fatalf("the save holds %d entries at %d, the game %d at %d", l.Len(), l.Head(), s.Len(), s.Head())
	}
	n := a.FileNote()
	if !n.Showing() || n.Failed || n.Title != "Saved as “"+name+"”" || a.NameField().Showing {
		t.Fatalf("note %+v", n)
	}
	if a.ctrl.Camera.Viewport.Max.X == 0 || a.ctrl.Mode != input.ModeSelect {
		t.Fatal("the controller moved")
	}
	keep(t, draw(a), "files-saved.png")
	ctrlKey(a, input.KeyS)
	if got := a.NameField().Text; got != name+" (2)" {
		t.Fatalf("the second suggestion is %q", got)
	}
	cam := a.ctrl.Camera
	f2 := input.Frame{ScreenW: testW, ScreenH: testH, Chars: []rune("s")}
	f2.KeysDown[input.KeyS], f2.KeysPressed[input.KeyS] = true, true
	a.Step(f2)
	if a.ctrl.Camera != cam || a.NameField().Text != name+" (2)s" {
		t.Fatalf("typing S into the field: %q", a.NameField().Text)
	}
	key(a, input.KeyEscape)
	if a.NameField().Showing {
		t.Fatal("Esc does not close the field")
	}
	for range 5 * 60 {
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if n.Showing() {
		t.Fatal("the note stays")
	}
	if ents, _ := os.ReadDir(f.Store.Saves); len(ents) != 1 {
		t.Fatalf("%d files in the saves after Esc", len(ents))
	}
}

// A save is named by the player; a name in use is asked about and
// replaced only on a second Enter; a name is made safe for every system.
func TestSaveUnderAName(t *testing.T) {
	a, s, f := filesApp(t, 1)
	saveAs(a, "Before the river: a/b")
	path := filepath.Join(f.Store.Saves, "Before the river- a-b.jsonl")
	if _, err := os.Stat(path); err != nil || a.FileNote().Title != "Saved as “Before the river- a-b”" {
		t.Fatalf("the save: %v, note %+v", err, *a.FileNote())
	}
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	saveAs(a, "Before the river: a/b")
	if n := a.NameField(); !n.Showing || !strings.Contains(n.Err, "exists already: Enter replaces it") {
		t.Fatalf("a name in use: %+v", *n)
	}
	keep(t, draw(a), "files-name-exists.png")
	if l, _, _ := save.LoadFile(path); l.Len() != 2 {
		t.Fatal("the save was replaced before the player said so")
	}
	key(a, input.KeyEnter)
	if l, _, _ := save.LoadFile(path); l.Len() != 3 || a.NameField().Showing {
		t.Fatal("a second Enter does not replace the save")
	}
}

// A save that cannot be written says why, and the game goes on.
func TestSaveFailureIsShown(t *testing.T) {
	a, _, f := filesApp(t, 0)
	blocker := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocker, nil, 0o644)
	f.Store.Saves = filepath.Join(blocker, "saves") // under a file: cannot be made
	saveAs(a, "")
	if n := a.FileNote(); !n.Showing() || !n.Failed || !strings.Contains(n.Detail, "not a directory") {
		t.Fatalf("note %+v", n)
	}
}

// A journal that cannot be written is shown to the player in the window
// (issue 10: only standard error said so): a notice that stays until it
// is clicked, saying the autosave has stopped and how to save by hand;
// saving by hand works.
func TestAutosaveFailureIsShown(t *testing.T) {
	a, s, f := filesAppOn(t, 1, savetest.FullDisk{After: 3})
	if a.FileNote().Showing() {
		t.Fatal("a notice before anything failed")
	}
	for range 2 {
		if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Err() == nil {
		t.Fatal("the journal did not fail")
	}
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	n := a.FileNote()
	if !n.Showing() || !n.Sticky || n.Title != "Autosave has stopped" || !strings.Contains(n.Detail, "press Ctrl+S to save it by hand") || !strings.Contains(n.Detail, "no space left on device") {
		t.Fatalf("note %+v", *n)
	}
	keep(t, draw(a), "files-autosave-stopped.png")
	for range 60 * 60 {
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if !n.Showing() {
		t.Fatal("the notice went by itself")
	}
	clickAt(a, a.ctrl.Camera.ToWorld(n.Box(a.ctrl.Layout.View).Center()))
	if n.Showing() {
		t.Fatal("a click does not close the notice")
	}
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	if n.Showing() {
		t.Fatal("the notice came back for the same failure")
	}
	saveAs(a, "by hand")
	if l, _, err := save.LoadFile(filepath.Join(f.Store.Saves, "by hand.jsonl")); err != nil || l.Hash() != s.Hash() {
		t.Fatalf("saving by hand: %v", err)
	}
}

// Ctrl+O lists the saves, then the autosaved games, newest first, each
// with its scenario and where the game stands; a damaged file says which
// line is wrong, and opening it shows the error in the list and keeps the
// game open as it was. The list is modal: the table and the history keys
// wait.
func TestOpenADamagedFileKeepsTheGame(t *testing.T) {
	a, s, f := filesApp(t, 3)
	saveAs(a, "")
	saved := filepath.Join(f.Store.Saves, s.Header.Scenario.Name+" 2026-03-05 14.32.jsonl")
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
	bad := filepath.Join(f.Store.Saves, "Damaged.jsonl")
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
	if a.game != game || s.Hash() != hash || f.Session != s || s.Journal() == nil {
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
	a, s, f := filesApp(t, 2)
	saveAs(a, "")
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
	if m.Showing || f.Session == s {
		t.Fatalf("showing %v, error %q", m.Showing, m.Err)
	}
	ns := f.Session
	if a.game != ns.Game || ns.Hash() != want || a.ctrl.History != input.History(ns) {
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
	a, _, f := filesApp(t, 1)
	for i := range 18 {
		f.Store.Now = func() time.Time { return savedAt.Add(time.Duration(i) * time.Minute) }
		saveAs(a, "")
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

// One journal policy (issue 10): opening an autosaved game from the list
// goes on in its own journal, as -resume does, rather than in a copy; the
// game being played is not opened again.
func TestOpenAnAutosavedGameResumesIt(t *testing.T) {
	a, s, f := filesApp(t, 2)
	first := s.Journal().Path()
	// A second game, so the first is an autosaved game of the list.
	st := f.Store
	sc, src, _ := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	s2, _ := st.NewGame(save.NewHeader(sc, src, 0, nil, nil), save.JournalInFolder)
	s2.Do(engine.EndPhase{By: s2.Game.State.Active})
	st.Close(f.Session)
	f.Session = s2
	t.Cleanup(func() { st.Close(s2) })

	m := listed(t, a)
	m.Chosen = entryNamed(t, m, "game-0002 (this game)")
	key(a, input.KeyEnter)
	if !m.Showing || !strings.Contains(m.Err, "it is the game you are playing") {
		t.Fatalf("opening the game being played: showing %v, %q", m.Showing, m.Err)
	}
	m.Chosen = entryNamed(t, m, "game-0001")
	key(a, input.KeyEnter)
	if m.Showing || f.Session == s2 || f.Session.Journal() == nil || f.Session.Journal().Path() != first {
		t.Fatalf("the autosaved game is not resumed in its journal (%q)", m.Err)
	}
	if _, err := f.Session.Do(engine.EndPhase{By: f.Session.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	if l, _, err := save.LoadFile(first); err != nil || l.Len() != 4 {
		t.Fatalf("the first game's journal goes on: %v", err)
	}
	if ls, _ := st.List(); len(ls) != 2 {
		t.Fatalf("opening made a copy: %d files", len(ls))
	}
}

// The window reads and writes no file itself (issue 10): render imports
// neither os nor game/save; the files are input.Files' business.
func TestRenderDoesNoFileIO(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, "warbench/render").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range strings.Split(string(out), "\n") {
		if imp == "os" || imp == "warbench/game/save" || imp == "path/filepath" {
			t.Errorf("render imports %s", imp)
		}
	}
}

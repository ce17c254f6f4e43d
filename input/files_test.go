package input

import (
	"fmt"
	"testing"

	"warbench/game/geom"
)

var menuView = NewLayout(1280, 800).View

// menuWith opens a menu on saves saves and games autosaved games.
func menuWith(saves, games int) *FileMenu {
	var es []FileEntry
	for i := range saves {
		es = append(es, FileEntry{Path: fmt.Sprintf("saves/s%d.jsonl", i), Section: SavedGames, Name: fmt.Sprint("s", i)})
	}
	for i := range games {
		es = append(es, FileEntry{Path: fmt.Sprintf("games/g%d.jsonl", i), Section: Autosaved, Name: fmt.Sprint("g", i)})
	}
	m := &FileMenu{}
	m.Show(es)
	return m
}

func menuKey(m *FileMenu, k Key) (string, bool) {
	f := Frame{Cursor: geom.V(5, 5)}
	f.KeysDown[k], f.KeysPressed[k] = true, true
	return m.Update(f, menuView)
}

func menuClick(m *FileMenu, at geom.Vec) (string, bool) {
	f := Frame{Cursor: at}
	f.Down[Left], f.Pressed[Left] = true, true
	return m.Update(f, menuView)
}

func (m *FileMenu) chosenPath() string {
	if m.Chosen < 0 {
		return ""
	}
	return m.Entries[m.Chosen].Path
}

// Ctrl+S and Ctrl+O are the file keys; S and O alone are not.
func TestFileKeys(t *testing.T) {
	var f Frame
	f.KeysPressed[KeyS], f.KeysDown[KeyS] = true, true
	if FileKeys(f) != NoFileCommand {
		t.Fatal("S alone saves")
	}
	f.KeysDown[KeyControl] = true
	if FileKeys(f) != SaveGame {
		t.Fatal("Ctrl+S does not save")
	}
	f = Frame{}
	f.KeysDown[KeyControl], f.KeysPressed[KeyO] = true, true
	if FileKeys(f) != ListGames {
		t.Fatal("Ctrl+O does not list the games")
	}
}

// The list shows each section under its title, an empty one says so, and
// the first entry is chosen.
func TestFileMenuRows(t *testing.T) {
	m := menuWith(2, 0)
	want := []FileRow{{SavedGames, RowTitle}, {SavedGames, 0}, {SavedGames, 1}, {Autosaved, RowTitle}, {Autosaved, RowEmpty}}
	if got := m.Rows(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("rows %v, want %v", got, want)
	}
	if m.Chosen != 0 {
		t.Fatalf("chosen %d", m.Chosen)
	}
	if e := menuWith(0, 0); e.Chosen != -1 {
		t.Fatal("an empty list has a choice")
	} else if _, ok := menuKey(e, KeyEnter); ok {
		t.Fatal("Enter on an empty list opens something")
	}
}

// The arrows move the choice across the sections and stop at the ends;
// PageDown and Home jump; the wheel moves it a notch at a time; the list
// scrolls to keep it in view.
func TestFileMenuNavigation(t *testing.T) {
	m := menuWith(3, 30)
	menuKey(m, KeyUp)
	if m.chosenPath() != "saves/s0.jsonl" {
		t.Fatalf("Up at the top chose %s", m.chosenPath())
	}
	for range 3 {
		menuKey(m, KeyDown)
	}
	if m.chosenPath() != "games/g0.jsonl" {
		t.Fatalf("three Downs chose %s, want the first autosaved game", m.chosenPath())
	}
	vis := m.Visible(menuView)
	if vis < 5 || vis > 20 {
		t.Fatalf("%d rows visible at 1280 × 800", vis)
	}
	for range 40 {
		menuKey(m, KeyDown)
	}
	if m.chosenPath() != "games/g29.jsonl" {
		t.Fatalf("Down past the end chose %s", m.chosenPath())
	}
	last := len(m.Rows()) - 1
	if m.Top != last-vis+1 {
		t.Fatalf("top %d: the last row %d is not at the bottom of %d rows", m.Top, last, vis)
	}
	menuKey(m, KeyHome)
	if m.Chosen != 0 || m.Top != 0 {
		t.Fatalf("Home: chosen %d, top %d", m.Chosen, m.Top)
	}
	menuKey(m, KeyPageDown)
	if m.chosenPath() != fmt.Sprintf("games/g%d.jsonl", vis-3) {
		t.Fatalf("PageDown chose %s", m.chosenPath())
	}
	m.Update(Frame{Wheel: 1.5}, menuView) // up one notch, half a notch kept
	m.Update(Frame{Wheel: 0.5}, menuView) // and the second
	if m.chosenPath() != fmt.Sprintf("games/g%d.jsonl", vis-5) {
		t.Fatalf("two notches up chose %s", m.chosenPath())
	}
	m.Update(Frame{Wheel: -1}, menuView)
	if m.chosenPath() != fmt.Sprintf("games/g%d.jsonl", vis-4) {
		t.Fatalf("a notch down chose %s", m.chosenPath())
	}
}

// A click chooses a row, a second click on it (or Enter, or Open) opens
// it; the cursor over a row is the hover.
func TestFileMenuClickToOpen(t *testing.T) {
	m := menuWith(2, 2)
	row := m.RowBox(menuView, 2).Center() // s1
	m.Update(Frame{Cursor: row}, menuView)
	if m.Hover != 1 {
		t.Fatalf("hover %d, want entry 1", m.Hover)
	}
	if _, ok := menuClick(m, row); ok || m.chosenPath() != "saves/s1.jsonl" {
		t.Fatalf("the first click opened, or chose %s", m.chosenPath())
	}
	if p, ok := menuClick(m, row); !ok || p != "saves/s1.jsonl" {
		t.Fatalf("the second click opened %q %v", p, ok)
	}
	if _, ok := menuClick(m, m.RowBox(menuView, 3).Center()); ok { // a title
		t.Fatal("a click on a section title opened something")
	}
	if p, ok := menuKey(m, KeyEnter); !ok || p != "saves/s1.jsonl" {
		t.Fatalf("Enter opened %q %v", p, ok)
	}
	if p, ok := menuClick(m, FileOpenButton(FileMenuBox(menuView)).Center()); !ok || p != "saves/s1.jsonl" {
		t.Fatalf("Open opened %q %v", p, ok)
	}
	if !m.Showing {
		t.Fatal("opening closed the menu: the window closes it once the file is open")
	}
}

// Esc, Ctrl+O and the Close button close the menu and open nothing; an
// error about a file goes when another is chosen.
func TestFileMenuCancel(t *testing.T) {
	for name, do := range map[string]func(m *FileMenu) (string, bool){
		"esc": func(m *FileMenu) (string, bool) { return menuKey(m, KeyEscape) },
		"ctrl+o": func(m *FileMenu) (string, bool) {
			f := Frame{}
			f.KeysDown[KeyControl], f.KeysPressed[KeyO] = true, true
			return m.Update(f, menuView)
		},
		"close": func(m *FileMenu) (string, bool) { return menuClick(m, FileCloseButton(FileMenuBox(menuView)).Center()) },
	} {
		m := menuWith(1, 1)
		m.Err = "save: x.jsonl:3: damaged"
		if _, ok := do(m); ok || m.Showing || m.Err != "" {
			t.Errorf("%s: opened %v, showing %v, err %q", name, ok, m.Showing, m.Err)
		}
	}
	m := menuWith(2, 0)
	m.Err = "save: s0.jsonl:3: damaged"
	menuKey(m, KeyUp) // the same choice: the error stays
	if m.Err == "" {
		t.Fatal("the error went without a new choice")
	}
	menuKey(m, KeyDown)
	if m.Err != "" {
		t.Fatal("the error stayed on another file")
	}
}

// The note after a save shows for a few seconds; a click on it closes it
// and is used, a click elsewhere is not.
func TestFileNote(t *testing.T) {
	var n FileNote
	n.Show("Saved as x", "in /tmp", false)
	if !n.Showing() || n.Alpha() != 1 {
		t.Fatal("the note does not show")
	}
	f := Frame{Cursor: geom.V(5, 5)}
	f.Pressed[Left] = true
	if n.Update(f, menuView) {
		t.Fatal("a click elsewhere was taken by the note")
	}
	for range noteTicks {
		n.Update(Frame{}, menuView)
	}
	if n.Showing() {
		t.Fatal("the note did not go by itself")
	}
	n.Show("Could not save", "disk full", true)
	f.Cursor = NoteBox(menuView).Center()
	if !n.Update(f, menuView) || n.Showing() {
		t.Fatal("a click on the note did not close it")
	}
	// A sticky note (the autosave stopped) stays until clicked.
	n.ShowSticky("Autosave has stopped", "disk full")
	for range 10 * noteFailTicks {
		n.Update(Frame{}, menuView)
	}
	if !n.Showing() || n.Alpha() != 1 {
		t.Fatal("the sticky note went by itself")
	}
	f.Cursor = n.Box(menuView).Center()
	if !n.Update(f, menuView) || n.Showing() {
		t.Fatal("a click on the sticky note did not close it")
	}
}

package input

import (
	"math"

	"warbench/game/geom"
)

// FileCommand is a file key pressed this tick.
type FileCommand int

// The file commands.
const (
	NoFileCommand FileCommand = iota
	SaveGame                  // Ctrl+S: save the game being played
	ListGames                 // Ctrl+O: open the list of saved games
)

// FileKeys reads Ctrl+S and Ctrl+O (Cmd on a Mac) from a frame.
func FileKeys(f Frame) FileCommand {
	if !f.KeysDown[KeyControl] {
		return NoFileCommand
	}
	switch {
	case f.KeysPressed[KeyS]:
		return SaveGame
	case f.KeysPressed[KeyO]:
		return ListGames
	}
	return NoFileCommand
}

// FileSection is a part of the list of saved games.
type FileSection int

// The sections, in the order the list shows them.
const (
	SavedGames FileSection = iota // the files Ctrl+S wrote
	Autosaved                     // the journals of the folder of games
	NumFileSections
)

// FileEntry is one saved game in the list. The window lists the files
// when the menu opens (Name, Date) and fills in the rest as it reads
// them (Read).
type FileEntry struct {
	Path     string
	Section  FileSection
	Name     string // the file's name, without its extension
	Date     string // when the file was last written
	Read     bool   // Scenario, Where, Over and Problem are known
	Scenario string // the scenario's name
	Where    string // where the game stands: "Turn 3, The Hollow Tide's melee phase"
	Over     bool   // the game is finished
	Problem  string // the file does not load: why, naming the line
}

// FileRow is one row of the list: a section's title, a saved game, or
// the line saying a section is empty.
type FileRow struct {
	Section FileSection
	Entry   int // index into Entries, or RowTitle, or RowEmpty
}

// Row kinds other than an entry.
const (
	RowTitle = -1
	RowEmpty = -2
)

// File menu geometry, in pixels.
const (
	FileRowH    = 42  // one row of the list
	fileMenuW   = 800 // at most
	FileHeadH   = 58  // the title above the list
	FileFootH   = 110 // the error (or the folders) and the buttons below the list
	fileButtonW = 132
	fileButtonH = 32
)

// FileMenu is the list of saved games that Ctrl+O opens: a modal panel
// over the table with the saves, then the autosaved games, each newest
// first. The window reads the folders once when it opens (Show), not
// every frame. The arrows, PageUp/PageDown, Home and the wheel move the
// choice; Enter, a click on the chosen row (so a double click) or the
// Open button open it; Esc, Ctrl+O or Close close the menu. A file that
// fails to open leaves its error in Err, shown in the panel.
type FileMenu struct {
	Showing bool
	Entries []FileEntry
	Chosen  int    // index into Entries; -1 when there are none
	Hover   int    // the entry under the cursor; -1 when none
	Top     int    // rows scrolled past
	Err     string // why the last file chosen could not be opened

	rows  []FileRow
	wheel float64 // wheel notches not yet used
}

// Show opens the menu on a list of entries, sorted by section.
func (m *FileMenu) Show(entries []FileEntry) {
	*m = FileMenu{Showing: true, Entries: entries, Chosen: -1, Hover: -1}
	for s := range NumFileSections {
		m.rows = append(m.rows, FileRow{Section: s, Entry: RowTitle})
		n := 0
		for i := range entries {
			if entries[i].Section == s {
				m.rows = append(m.rows, FileRow{Section: s, Entry: i})
				n++
			}
		}
		if n == 0 {
			m.rows = append(m.rows, FileRow{Section: s, Entry: RowEmpty})
		}
	}
	if len(entries) > 0 {
		m.Chosen = 0
		for _, r := range m.rows { // the first entry in the order shown
			if r.Entry >= 0 {
				m.Chosen = r.Entry
				break
			}
		}
	}
}

// Close closes the menu.
func (m *FileMenu) Close() { m.Showing, m.Err = false, "" }

// Rows are the list's rows, top to bottom.
func (m *FileMenu) Rows() []FileRow { return m.rows }

// FileMenuBox is the menu's panel, centred on the table view.
func FileMenuBox(view geom.Box) geom.Box {
	w := math.Min(view.Max.X-view.Min.X-40, fileMenuW)
	mid := (view.Min.X + view.Max.X) / 2
	return geom.Box{Min: geom.V(mid-w/2, view.Min.Y+24), Max: geom.V(mid+w/2, view.Max.Y-24)}
}

// FileListBox is where the rows are drawn within the panel.
func FileListBox(box geom.Box) geom.Box {
	return geom.Box{Min: geom.V(box.Min.X+12, box.Min.Y+FileHeadH), Max: geom.V(box.Max.X-12, box.Max.Y-FileFootH)}
}

// FileOpenButton and FileCloseButton are the panel's buttons, at its
// bottom right.
func FileOpenButton(box geom.Box) geom.Box {
	c := FileCloseButton(box)
	return geom.Box{Min: geom.V(c.Min.X-fileButtonW-10, c.Min.Y), Max: geom.V(c.Min.X-10, c.Max.Y)}
}

// FileCloseButton is the Close button.
func FileCloseButton(box geom.Box) geom.Box {
	return geom.Box{Min: geom.V(box.Max.X-12-fileButtonW, box.Max.Y-12-fileButtonH), Max: geom.V(box.Max.X-12, box.Max.Y-12)}
}

// Visible is how many rows the list shows at once.
func (m *FileMenu) Visible(view geom.Box) int {
	l := FileListBox(FileMenuBox(view))
	return max(1, int((l.Max.Y-l.Min.Y)/FileRowH))
}

// RowBox is the screen box of the i-th row of the list, shown or not.
func (m *FileMenu) RowBox(view geom.Box, i int) geom.Box {
	l := FileListBox(FileMenuBox(view))
	y := l.Min.Y + float64(i-m.Top)*FileRowH
	return geom.Box{Min: geom.V(l.Min.X, y), Max: geom.V(l.Max.X, y+FileRowH)}
}

// Update handles one tick of input while the menu shows; it takes every
// frame. It returns the path of the file to open, if one was asked for.
func (m *FileMenu) Update(f Frame, view geom.Box) (path string, open bool) {
	if !m.Showing {
		return "", false
	}
	box := FileMenuBox(view)
	if f.KeysPressed[KeyEscape] || FileKeys(f) == ListGames ||
		(f.Pressed[Left] && FileCloseButton(box).Contains(f.Cursor)) {
		m.Close()
		return "", false
	}
	vis := m.Visible(view)
	switch {
	case f.KeysPressed[KeyUp]:
		m.move(-1)
	case f.KeysPressed[KeyDown]:
		m.move(1)
	case f.KeysPressed[KeyPageUp]:
		m.move(-vis)
	case f.KeysPressed[KeyPageDown]:
		m.move(vis)
	case f.KeysPressed[KeyHome]:
		m.move(-len(m.Entries))
	}
	m.wheel += f.Wheel
	for ; m.wheel >= 1; m.wheel-- { // away from the player: up the list
		m.move(-1)
	}
	for ; m.wheel <= -1; m.wheel++ {
		m.move(1)
	}
	m.Hover = -1
	list := FileListBox(box)
	if list.Contains(f.Cursor) {
		if i := m.Top + int((f.Cursor.Y-list.Min.Y)/FileRowH); i < len(m.rows) && m.rows[i].Entry >= 0 {
			m.Hover = m.rows[i].Entry
		}
	}
	if f.Pressed[Left] && m.Hover >= 0 {
		if m.Hover != m.Chosen {
			m.choose(m.Hover)
			return "", false
		}
		return m.open()
	}
	if f.KeysPressed[KeyEnter] || (f.Pressed[Left] && FileOpenButton(box).Contains(f.Cursor)) {
		return m.open()
	}
	m.keepInView(vis)
	return "", false
}

// open asks for the chosen entry.
func (m *FileMenu) open() (string, bool) {
	if m.Chosen < 0 || m.Chosen >= len(m.Entries) {
		return "", false
	}
	return m.Entries[m.Chosen].Path, true
}

// move moves the choice by n entries in the order shown, stopping at
// either end.
func (m *FileMenu) move(n int) {
	order := m.order()
	if len(order) == 0 {
		return
	}
	k := 0
	for i, e := range order {
		if e == m.Chosen {
			k = i
		}
	}
	m.choose(order[max(0, min(len(order)-1, k+n))])
}

// choose makes entry i the choice; an error about the last one goes.
func (m *FileMenu) choose(i int) {
	if i != m.Chosen {
		m.Err = ""
	}
	m.Chosen = i
}

// order is the entries in the order the rows show them.
func (m *FileMenu) order() []int {
	var out []int
	for _, r := range m.rows {
		if r.Entry >= 0 {
			out = append(out, r.Entry)
		}
	}
	return out
}

// keepInView scrolls so the chosen row shows, with its section's title
// when it is the section's first entry.
func (m *FileMenu) keepInView(vis int) {
	at := -1
	for i, r := range m.rows {
		if r.Entry == m.Chosen && r.Entry >= 0 {
			at = i
		}
	}
	if at < 0 {
		return
	}
	from := at
	if at > 0 && m.rows[at-1].Entry == RowTitle {
		from = at - 1
	}
	if from < m.Top {
		m.Top = from
	}
	if at >= m.Top+vis {
		m.Top = at - vis + 1
	}
	m.Top = max(0, min(m.Top, len(m.rows)-vis))
}

// AllRead reports whether every entry has been read.
func (m *FileMenu) AllRead() bool {
	for i := range m.Entries {
		if !m.Entries[i].Read {
			return false
		}
	}
	return true
}

// How long a file note shows, in ticks (60 a second).
const (
	noteTicks     = 4 * 60
	noteFailTicks = 10 * 60 // a save that failed stays longer
	noteFade      = 30
)

// FileNote is the short notice a save or an open leaves over the table
// ("Saved as ..."): it goes by itself after a few seconds, or when it is
// clicked. A sticky note (ShowSticky: the autosave has stopped) stays
// until it is clicked.
type FileNote struct {
	Title  string
	Detail string
	Failed bool
	Sticky bool

	left int
}

// Show puts up a note.
func (n *FileNote) Show(title, detail string, failed bool) {
	n.Title, n.Detail, n.Failed, n.Sticky, n.left = title, detail, failed, false, noteTicks
	if failed {
		n.left = noteFailTicks
	}
}

// ShowSticky puts up a failure note that stays until it is clicked.
func (n *FileNote) ShowSticky(title, detail string) {
	n.Show(title, detail, true)
	n.Sticky = true
}

// Showing reports whether the note is up.
func (n *FileNote) Showing() bool { return n.left > 0 }

// Alpha is the note's opacity: it fades out over its last half second.
func (n *FileNote) Alpha() float64 {
	if n.Sticky {
		return 1
	}
	return math.Min(1, float64(n.left)/noteFade)
}

// NoteBox is where a note is: the top right of the table view, below
// the history bar.
func NoteBox(view geom.Box) geom.Box {
	w := math.Min(view.Max.X-view.Min.X-40, 460)
	return geom.Box{Min: geom.V(view.Max.X-20-w, view.Min.Y+46), Max: geom.V(view.Max.X-20, view.Min.Y+46+74)}
}

// Box is where this note is: a sticky note is taller, for its longer
// text.
func (n *FileNote) Box(view geom.Box) geom.Box {
	b := NoteBox(view)
	if n.Sticky {
		b.Max.Y += 54
	}
	return b
}

// Update counts the note down (a sticky note waits); a click on it
// closes it and is used (it reports true). Other input goes on to the
// table.
func (n *FileNote) Update(f Frame, view geom.Box) bool {
	if n.left <= 0 {
		return false
	}
	if !n.Sticky {
		n.left--
	}
	if f.Pressed[Left] && n.Box(view).Contains(f.Cursor) {
		n.left = 0
		return true
	}
	return false
}

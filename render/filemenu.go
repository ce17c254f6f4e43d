package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/geom"
	"warbench/input"
)

// The file menu's and the file note's colours.
var (
	colMenuShade  = color.NRGBA{0, 0, 0, 150}
	colMenu       = color.NRGBA{26, 28, 33, 250}
	colMenuEdge   = color.NRGBA{92, 98, 110, 255}
	colMenuHover  = color.NRGBA{255, 255, 255, 20}
	colMenuRule   = color.NRGBA{255, 255, 255, 30}
	colMenuBad    = color.NRGBA{255, 120, 110, 255}
	colMenuErr    = color.NRGBA{90, 28, 28, 255}
	colNoteOK     = color.NRGBA{110, 230, 120, 255}
	colNoteFailed = color.NRGBA{255, 80, 70, 255}
)

// sectionTitles are the list's section titles.
var sectionTitles = [input.NumFileSections]string{
	input.SavedGames: "Saves",
	input.Autosaved:  "Autosaved games",
}

// drawFiles draws the note after a save or an open (or the one saying
// the autosave has stopped), the field naming a save, and the list of
// saved games over everything while it shows.
func (a *App) drawFiles(dst *ebiten.Image) {
	fs := a.files
	if fs == nil {
		return
	}
	view := a.ctrl.Layout.View
	if fs.menu.Showing {
		a.drawFileMenu(dst, view)
		return
	}
	switch {
	case fs.name.Showing:
		a.drawNameField(dst, view)
	case fs.note.Showing() && (fs.note.Sticky || !a.ctrl.Banner.Showing):
		// A passing note waits under the game-end banner; one that must
		// stay (the autosave has stopped) stays over it.
		a.drawFileNote(dst, view)
	}
}

// drawNameField draws the field naming a save: the name with a cursor,
// the keys, and the question when the name is in use.
func (a *App) drawNameField(dst *ebiten.Image, view geom.Box) {
	a.drawNameBox(dst, view, &a.files.name, "Save the game as", "Enter to save · Esc to cancel",
		"The save goes to "+a.files.src.Folder(input.SavedGames)+".")
}

// drawNameBox draws a name field over the top of view: its title and
// keys, the name with a cursor, and the note under it (the field's error
// instead, when it has one).
func (a *App) drawNameBox(dst *ebiten.Image, view geom.Box, n *input.NameField, title, keys, note string) {
	box := input.NameBox(view)
	field := geom.Box{Min: geom.V(box.Min.X+14, box.Min.Y+36), Max: geom.V(box.Max.X-14, box.Min.Y+64)}
	b := &a.batch
	b.begin(dst)
	b.rect(box, colMenu)
	b.frame(box, 1, colMenuEdge)
	b.rect(field, colMenuShade)
	b.frame(field, 1, colMenuEdge)
	if n.Err != "" {
		b.rect(geom.Box{Min: box.Min, Max: geom.V(box.Min.X+5, box.Max.Y)}, colNoteFailed)
	}
	b.flush()
	w := field.Max.X - field.Min.X - 16
	label(dst, title, a.fonts.bold, box.Min.X+14, box.Min.Y+10, alignLeft, colText)
	labelRight(dst, keys, a.fonts.small, box.Max.X-14, box.Min.Y+14, colTextDim)
	shown := n.Text
	if a.frame/30%2 == 0 {
		shown += "|"
	}
	label(dst, clipLeft(shown, a.fonts.normal, w), a.fonts.normal, field.Min.X+8, field.Min.Y+6, alignLeft, colText)
	msg, c := note, colTextDim
	if n.Err != "" {
		msg, c = n.Err, colMenuBad
	}
	lines := wrap(msg, a.fonts.small, box.Max.X-box.Min.X-28)
	for i, ln := range lines[:min(2, len(lines))] {
		label(dst, ln, a.fonts.small, box.Min.X+14, box.Min.Y+72+float64(i)*15, alignLeft, c)
	}
}

// clipLeft shortens s from the left with an ellipsis to fit width
// pixels, so the end of a long name, where the typing is, shows.
func clipLeft(s string, face *text.GoTextFace, width float64) string {
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	for i := 1; i < len(r); i++ {
		if t := "…" + string(r[i:]); text.Advance(t, face) <= width {
			return t
		}
	}
	return "…"
}

// drawFileNote draws "Saved as ..." at the top right of the table, a
// green stripe for done and a red one for a failure, fading out; a
// sticky note (the autosave has stopped) is taller and stays.
func (a *App) drawFileNote(dst *ebiten.Image, view geom.Box) {
	n := &a.files.note
	box := n.Box(view)
	al := n.Alpha()
	mark := colNoteOK
	if n.Failed {
		mark = colNoteFailed
	}
	b := &a.batch
	b.begin(dst)
	b.rect(box, faded(colMenu, al))
	b.frame(box, 1, faded(colMenuEdge, al))
	b.rect(geom.Box{Min: box.Min, Max: geom.V(box.Min.X+5, box.Max.Y)}, faded(mark, al))
	b.flush()
	w := box.Max.X - box.Min.X - 30
	label(dst, clip(n.Title, a.fonts.bold, w), a.fonts.bold, box.Min.X+16, box.Min.Y+9, alignLeft, faded(colText, al))
	lines := wrap(n.Detail, a.fonts.normal, w)
	most := 2
	if n.Sticky {
		most = 5
	}
	if len(lines) > most {
		lines = append(lines[:most-1], clip(strings.Join(lines[most-1:], " "), a.fonts.normal, w))
	}
	for i, ln := range lines {
		label(dst, clip(ln, a.fonts.normal, w), a.fonts.normal, box.Min.X+16, box.Min.Y+30+float64(i)*17, alignLeft, faded(colTextDim, al))
	}
}

// drawFileMenu draws the list of saved games: the table shaded, the
// panel with its title and keys, the rows (section titles, then each
// game's name and date over its scenario and where it stands, or why it
// does not load), a scroll bar, the last error and the buttons.
func (a *App) drawFileMenu(dst *ebiten.Image, view geom.Box) {
	fs := a.files
	m := &fs.menu
	box := input.FileMenuBox(view)
	list := input.FileListBox(box)
	rows := m.Rows()
	vis := m.Visible(view)
	b := &a.batch
	b.begin(dst)
	b.rect(view, colMenuShade)
	b.rect(box, colMenu)
	b.frame(box, 1, colMenuEdge)
	for i := m.Top; i < min(len(rows), m.Top+vis); i++ {
		r, rb := rows[i], m.RowBox(view, i)
		switch {
		case r.Entry >= 0 && r.Entry == m.Chosen:
			b.rect(rb, colButtonOn)
		case r.Entry >= 0 && r.Entry == m.Hover:
			b.rect(rb, colMenuHover)
		case r.Entry == input.RowTitle:
			b.rect(geom.Box{Min: geom.V(rb.Min.X, rb.Max.Y-3), Max: geom.V(rb.Max.X, rb.Max.Y-2)}, colMenuRule)
		}
	}
	if len(rows) > vis { // the scroll bar
		h := list.Max.Y - list.Min.Y
		y0 := list.Min.Y + h*float64(m.Top)/float64(len(rows))
		y1 := list.Min.Y + h*float64(m.Top+vis)/float64(len(rows))
		b.rect(geom.Box{Min: geom.V(list.Max.X+3, y0), Max: geom.V(list.Max.X+7, y1)}, colScroll)
	}
	open, closeB := input.FileOpenButton(box), input.FileCloseButton(box)
	errBox := geom.Box{Min: geom.V(box.Min.X+12, list.Max.Y+10), Max: geom.V(open.Min.X-14, box.Max.Y-12)}
	if m.Err != "" {
		b.rect(errBox, colMenuErr)
	}
	if m.Chosen >= 0 {
		b.rect(open, colButtonGo)
	} else {
		b.rect(open, colButton)
	}
	b.rect(closeB, colButton)
	b.flush()

	label(dst, "Open a game", a.fonts.title, box.Min.X+16, box.Min.Y+14, alignLeft, colText)
	labelRight(dst, "↑ ↓ or the wheel to choose · Enter or click again to open · Esc to close", a.fonts.small, box.Max.X-16, box.Min.Y+20, colTextDim)
	label(dst, "Each game is verified line by line as it opens; the game you are playing stays autosaved.", a.fonts.small, box.Min.X+16, box.Min.Y+38, alignLeft, colTextDim)
	for i := m.Top; i < min(len(rows), m.Top+vis); i++ {
		a.drawFileRow(dst, rows[i], m.RowBox(view, i))
	}

	if m.Err != "" {
		w := errBox.Max.X - errBox.Min.X - 20
		lines := wrap(m.Err, a.fonts.normal, w)
		if len(lines) > 3 {
			lines = append(lines[:2], clip(lines[2]+" "+lines[3], a.fonts.normal, w))
		}
		y := errBox.Min.Y + 8
		for _, ln := range lines[:min(3, len(lines))] {
			label(dst, ln, a.fonts.normal, errBox.Min.X+10, y, alignLeft, colText)
			y += 17
		}
		label(dst, "The game you had open is unchanged.", a.fonts.small, errBox.Min.X+10, errBox.Max.Y-17, alignLeft, colTextDim)
	} else if len(m.Entries) > 0 && !m.AllRead() {
		label(dst, "Reading the files…", a.fonts.small, errBox.Min.X, errBox.Min.Y+6, alignLeft, colTextDim)
	}
	for _, bt := range []struct {
		box geom.Box
		s   string
	}{{open, "Open [Enter]"}, {closeB, "Close [Esc]"}} {
		mid := bt.box.Center()
		label(dst, bt.s, a.fonts.bold, mid.X, mid.Y-9, alignCenter, colText)
	}
}

// drawFileRow draws one row of the list.
func (a *App) drawFileRow(dst *ebiten.Image, r input.FileRow, rb geom.Box) {
	fs := a.files
	x, w := rb.Min.X+10, rb.Max.X-rb.Min.X-20
	switch r.Entry {
	case input.RowTitle:
		t := sectionTitles[r.Section]
		label(dst, t, a.fonts.bold, x, rb.Max.Y-22, alignLeft, colLogHeader)
		folder := fs.src.Folder(r.Section)
		tw := text.Advance(t, a.fonts.bold) + 14
		label(dst, clip(folder, a.fonts.small, w-tw), a.fonts.small, x+tw, rb.Max.Y-19, alignLeft, colLogRule)
		return
	case input.RowEmpty:
		s := "None yet."
		if r.Section == input.SavedGames {
			s = "None yet: Ctrl+S saves the game you are playing here."
		}
		label(dst, s, a.fonts.normal, x, rb.Min.Y+12, alignLeft, colTextDim)
		return
	}
	e := &fs.menu.Entries[r.Entry]
	dw := text.Advance(e.Date, a.fonts.normal)
	label(dst, clip(e.Name, a.fonts.bold, w-dw-20), a.fonts.bold, x, rb.Min.Y+5, alignLeft, colText)
	labelRight(dst, e.Date, a.fonts.normal, rb.Max.X-10, rb.Min.Y+5, colTextDim)
	var s string
	c := colTextDim
	switch {
	case !e.Read:
		s = "reading…"
	case e.Problem != "":
		s, c = "Does not open: "+e.Problem, colMenuBad
	default:
		s = e.Scenario + " · " + e.Where
	}
	label(dst, clip(s, a.fonts.normal, w), a.fonts.normal, x, rb.Min.Y+22, alignLeft, c)
}

// labelRight draws s with its top at y and its right end at x.
func labelRight(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, c color.Color) {
	label(dst, s, face, x-text.Advance(s, face), y, alignLeft, c)
}

// clip shortens s with an ellipsis to fit width pixels.
func clip(s string, face *text.GoTextFace, width float64) string {
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits, by bisection
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if text.Advance(string(r[:mid])+"…", face) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}

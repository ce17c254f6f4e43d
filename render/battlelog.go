package render

import (
	"fmt"
	"image"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// Battle log geometry, in pixels.
const (
	logMinH      = 90 // below this there is no room for the log
	logHeadH     = 22 // the "Battle log" line above the lines
	logIndent    = 12 // dice rows and continued lines
	logHeaderGap = 6  // space above a turn or phase header
)

// logSpan is a run of text in one face and colour at x within its row.
type logSpan struct {
	x    float64
	s    string
	face *text.GoTextFace
	col  color.NRGBA
}

// logRow is one laid-out line of the log, y from the top of the text.
type logRow struct {
	y, h  float64
	spans []logSpan
	entry int // the index in Game.Log of the entry the row belongs to
}

// battleLog caches the log laid out for one width, and its picture for
// one box and scroll position: a frame with nothing new draws one image.
type battleLog struct {
	events  int // events laid out
	entries int
	width   float64
	rows    []logRow
	height  float64
	entry   int           // the entry being laid out
	state   *engine.State // the State laid out: undo installs another

	img   *ebiten.Image
	drawn struct {
		events int
		box    geom.Box
		top    float64
	}
	valid bool
	hintW float64
}

// logToken is a word to lay out.
type logToken struct {
	s    string
	face *text.GoTextFace
	col  color.NRGBA
	br   bool // a new row (indented) starts before it
}

// drawBattleLog draws the battle log in the panel's free space, box: a
// heading, then every event of every entry, oldest first, the newest at
// the bottom unless the player scrolled up. It tells the controller's
// LogView where the log is and how tall it is.
func (a *App) drawBattleLog(dst *ebiten.Image, free geom.Box) {
	lv := &a.ctrl.Log
	if free.Max.Y-free.Min.Y < logMinH {
		lv.Fit(geom.Box{}, 0)
		return
	}
	head := free.Min
	box := geom.Box{Min: geom.V(free.Min.X, free.Min.Y+logHeadH), Max: free.Max}
	bl := &a.log
	a.layoutLog(box.Max.X - box.Min.X - 2*6 - 6)
	lv.Fit(box, bl.height+8)
	label(dst, "Battle log", a.fonts.bold, head.X+2, head.Y+2, alignLeft, colText)
	if !lv.Follow {
		label(dst, logScrolledHint, a.fonts.small, free.Max.X-2-a.logHintW(), head.Y+5, alignLeft, colTextDim)
	}
	a.paintLog(box, lv.Top)
	dst.DrawImage(bl.img.SubImage(image.Rect(0, 0, int(box.Max.X-box.Min.X), int(box.Max.Y-box.Min.Y))).(*ebiten.Image), geoAt(box.Min))
	a.drawUndoHere(dst, box)
}

// drawUndoHere marks the entry under the cursor and draws its "undo to
// here" button, when the game has a history.
func (a *App) drawUndoHere(dst *ebiten.Image, box geom.Box) {
	lv := &a.ctrl.Log
	b, ok := a.ctrl.UndoButton()
	if !ok {
		return
	}
	for _, r := range lv.Rows {
		if r.Entry != lv.Hover {
			continue
		}
		y0 := max(box.Min.Y, box.Min.Y+r.Y0-lv.Top)
		y1 := min(box.Max.Y, box.Min.Y+r.Y1-lv.Top)
		if y1 > y0 {
			screenRect(dst, geom.Box{Min: geom.V(box.Min.X, y0), Max: geom.V(box.Max.X-6, y1)}, colLogHover)
		}
	}
	screenRect(dst, b, colButtonOn)
	mid := b.Min.Lerp(b.Max, 0.5)
	label(dst, "Undo to here", a.fonts.small, mid.X, mid.Y-7, alignCenter, colText)
}

const logScrolledHint = "scrolled back · PgDn for newer"

func (a *App) logHintW() float64 {
	if a.log.hintW == 0 {
		a.log.hintW = text.Advance(logScrolledHint, a.fonts.small)
	}
	return a.log.hintW
}

func geoAt(p geom.Vec) *ebiten.DrawImageOptions {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(p.X, p.Y)
	return op
}

// layoutLog lays out events not laid out yet, or all of them again when
// the width changed.
func (a *App) layoutLog(width float64) {
	bl := &a.log
	n := 0
	for _, e := range a.game.Log {
		n += len(e.Events)
	}
	n = min(n, a.ctrl.LogShown()) // not past a roll the tray is still showing
	if width != bl.width || n < bl.events || len(a.game.Log) < bl.entries || a.game.State != bl.state {
		bl.rows, bl.events, bl.entries, bl.height, bl.width = bl.rows[:0], 0, 0, 0, width
		bl.state, bl.valid = a.game.State, false
	}
	if n == bl.events {
		return
	}
	seen := 0
	for i, e := range a.game.Log {
		bl.entry = i
		for k, ev := range e.Events {
			seen++
			if seen > n {
				break
			}
			if seen > bl.events {
				if k == 0 {
					a.layoutReason(i, width)
				}
				a.layoutEvent(ev, width)
			}
		}
	}
	bl.events, bl.entries = n, len(a.game.Log)
	rows := a.ctrl.Log.Rows[:0]
	for _, r := range bl.rows { // where each entry's rows are, for "undo to here"
		rows = append(rows, input.LogRow{Y0: r.y + 4, Y1: r.y + r.h + 4, Entry: r.entry})
	}
	a.ctrl.Log.Rows = rows
}

// layoutReason appends the computer's reason for the order of entry i,
// in its side's colour, before the order's events; nothing for a
// person's order.
func (a *App) layoutReason(i int, width float64) {
	r, ok := a.ctrl.Computer.Reason(i)
	if !ok || r.Text == "" {
		return
	}
	var toks []logToken
	for _, w := range strings.Fields(fmt.Sprintf("Computer (player %d): %s", r.By, r.Text)) {
		toks = append(toks, logToken{s: w, face: a.fonts.normal, col: sideColor(r.By)})
	}
	a.flowTokens(toks, width)
}

// layoutEvent appends the rows of one event: a header for a new turn or
// phase and for the end of the game; otherwise its sentence, its rule in
// a dimmer colour, and for a roll its dice.
func (a *App) layoutEvent(ev engine.Event, width float64) {
	var toks []logToken
	words := func(s string, f *text.GoTextFace, c color.NRGBA) {
		for _, w := range strings.Fields(s) {
			toks = append(toks, logToken{s: w, face: f, col: c})
		}
	}
	bl := &a.log
	switch ev.Kind {
	case engine.PhaseChanged, engine.GameEnded:
		if len(bl.rows) > 0 {
			bl.height += logHeaderGap
		}
		s := ev.Text
		if ev.Kind == engine.GameEnded {
			s = "Game over: " + s
		}
		words(s, a.fonts.bold, colLogHeader)
		a.flowTokens(toks, width)
		return
	}
	words(ev.Text, a.fonts.normal, colText)
	rule := logToken{s: "[" + ev.Rule + "]", face: a.fonts.small, col: colLogRule}
	rolled := ev.Kind == engine.Rolled && len(ev.Dice) > 0
	if ev.Rule != "" && !rolled {
		toks = append(toks, rule)
	}
	if rolled {
		intro := diceName(ev.Dice) + ":"
		if _, same := uniform(ev.Dice); !same {
			intro = "dice:"
		}
		if ev.Need > 0 {
			intro = fmt.Sprintf("%s, %d+:", diceName(ev.Dice), ev.Need)
		}
		toks = append(toks, logToken{s: intro, face: a.fonts.small, col: colTextDim, br: true})
		for _, d := range ev.Dice {
			s := strconv.Itoa(d.Face)
			if d.Label != "" {
				s = d.Label // a special die's face: "8", "MISFIRE", "HIT"
			}
			if d.Was != 0 {
				s = strconv.Itoa(d.Was) + "→" + s
			}
			c := colText
			if ev.Need > 0 {
				c = colLogMiss
				if input.Succeeds(d.Face, ev.Need) {
					c = colLogHit
				}
			}
			toks = append(toks, logToken{s: s, face: a.fonts.bold, col: c})
		}
		if ev.Rule != "" {
			toks = append(toks, rule) // on the dice row, which has room
		}
	}
	a.flowTokens(toks, width)
}

// flowTokens wraps tokens into rows no wider than width; continued rows
// and dice rows are indented.
func (a *App) flowTokens(toks []logToken, width float64) {
	bl := &a.log
	rowH := func(f *text.GoTextFace) float64 { return f.Size*1.3 + 1 }
	var row logRow
	x, h := 0.0, 0.0
	newRow := func(indent float64) {
		if len(row.spans) > 0 {
			row.y, row.h, row.entry = bl.height, h, bl.entry
			bl.rows = append(bl.rows, row)
			bl.height += h
		}
		row, x, h = logRow{}, indent, 0
	}
	for _, t := range toks {
		w := text.Advance(t.s, t.face)
		sp := text.Advance(" ", t.face)
		switch {
		case t.br:
			newRow(logIndent)
		case len(row.spans) > 0 && x+sp+w > width:
			newRow(logIndent)
		case len(row.spans) > 0:
			x += sp
		}
		// Join a word to the previous span when it has the same look.
		if n := len(row.spans); n > 0 && row.spans[n-1].face == t.face && row.spans[n-1].col == t.col && x > row.spans[n-1].x {
			row.spans[n-1].s += " " + t.s
		} else {
			row.spans = append(row.spans, logSpan{x: x, s: t.s, face: t.face, col: t.col})
		}
		x += w
		h = max(h, rowH(a.fonts.normal))
	}
	newRow(0)
}

// paintLog redraws the log's picture when the log, the box or the scroll
// changed: the rows that show, a scroll bar when not all fit.
func (a *App) paintLog(box geom.Box, top float64) {
	bl := &a.log
	w, h := int(box.Max.X-box.Min.X), int(box.Max.Y-box.Min.Y)
	if bl.img != nil && (bl.img.Bounds().Dx() < w || bl.img.Bounds().Dy() < h) {
		bl.img.Deallocate()
		bl.img = nil
	}
	if bl.img == nil {
		bl.img, bl.valid = ebiten.NewImage(max(w, 1), max(h, 1)), false
	}
	if bl.valid && bl.drawn.events == bl.events && bl.drawn.box == box && bl.drawn.top == top {
		return
	}
	bl.valid = true
	bl.drawn.events, bl.drawn.box, bl.drawn.top = bl.events, box, top
	img := bl.img
	img.Clear()
	b := &a.batch
	b.begin(img)
	b.rect(geom.Box{Max: geom.V(float64(w), float64(h))}, colLogBg)
	viewH := float64(h) - 8
	if bl.height+8 > float64(h) && bl.height > 0 {
		frac := viewH / bl.height
		y0 := 4 + top/bl.height*viewH
		b.rect(geom.Box{Min: geom.V(float64(w)-5, y0), Max: geom.V(float64(w)-2, y0+frac*viewH)}, colScroll)
	}
	b.flush()
	if len(bl.rows) == 0 {
		label(img, "Nothing has happened yet.", a.fonts.normal, 6, 4, alignLeft, colTextDim)
		return
	}
	for _, r := range bl.rows {
		y := r.y - top + 4
		if y+r.h < 0 || y > float64(h) {
			continue
		}
		for _, s := range r.spans {
			label(img, s.s, s.face, 6+s.x, y+(r.h-s.face.Size*1.3)/2, alignLeft, s.col)
		}
	}
}

package input

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// History is a game's recorded line of entries, as the window steps
// through it: undo, redo, jump, and what each entry did. save.Session
// implements it. Entry IDs are the session's; the line runs from the
// start entry to the head, and on to Tip by redo.
type History interface {
	CanUndo() bool
	CanRedo() bool
	Undo() error
	Redo() error
	Goto(id int) error
	Head() int
	Tip() int
	Line(id int) []int
	Events(id int) []engine.Event
	// FreshDice rolls other dice from here on (a what-if branch): the
	// entry is recorded, so a replay rolls them too.
	FreshDice(seed uint64) []engine.Event
}

// Timeline is the history bar over the table: buttons to step back and
// forth by order and by turn, to play the line, and a scrub bar with a
// mark per entry. It shows while there is something to redo, or always
// in a replay (Shown).
type Timeline struct {
	Shown   bool // a replay: always shown, and it starts playing
	Playing bool
	Err     error // the last failure to move (a file that no longer replays)
	// NewSeed gives the seed of fresh dice (Ctrl+D); nil: not offered.
	// The window draws it from the clock: that is a choice of the player,
	// recorded in the log, not a part of the simulation.
	NewSeed func() uint64

	wait int
	line []int // the line from the start to the tip, cached
	ends []int // indices into line of the entries that start a player turn
	key  [2]int
}

// timelinePause is how long the timeline waits between entries while
// playing, in ticks, once the dice tray has shown the last one.
const timelinePause = 20

// Timeline bar geometry, in pixels.
const (
	timelineH      = 30
	timelineButton = 44
)

// TimelineButtons are the bar's buttons, left to right: to the start, a
// turn back, an order back, play or pause, an order on, a turn on, to the
// end.
var TimelineButtons = []string{"|<", "<<", "<", "Play", ">", ">>", ">|"}

// TimelineVisible reports whether the history bar shows.
func (c *Controller) TimelineVisible() bool {
	return c.History != nil && (c.Timeline.Shown || c.History.CanRedo())
}

// TimelineBox is where the history bar is: along the top of the table.
func TimelineBox(view geom.Box) geom.Box {
	return geom.Box{Min: geom.V(view.Min.X+8, view.Min.Y+6), Max: geom.V(view.Max.X-8, view.Min.Y+6+timelineH)}
}

// TimelineButtonBox is the i-th button's box within the bar.
func TimelineButtonBox(bar geom.Box, i int) geom.Box {
	x := bar.Min.X + 4 + float64(i)*(timelineButton+2)
	return geom.Box{Min: geom.V(x, bar.Min.Y+3), Max: geom.V(x+timelineButton, bar.Max.Y-3)}
}

// ScrubBox is the scrub bar within the history bar.
func ScrubBox(bar geom.Box) geom.Box {
	x := TimelineButtonBox(bar, len(TimelineButtons)-1).Max.X + 12
	return geom.Box{Min: geom.V(x, bar.Min.Y+9), Max: geom.V(bar.Max.X-150, bar.Max.Y-9)}
}

// TimelineLine is the line the bar shows, from the start to the tip, and
// the indices in it where a player turn starts.
func (c *Controller) TimelineLine() (line, turns []int) {
	h := c.History
	key := [2]int{h.Head(), h.Tip()}
	if c.Timeline.line == nil || c.Timeline.key != key {
		c.Timeline.line, c.Timeline.key = h.Line(key[1]), key
		c.Timeline.ends = c.Timeline.ends[:0]
		for i, id := range c.Timeline.line {
			if startsTurn(h.Events(id)) {
				c.Timeline.ends = append(c.Timeline.ends, i)
			}
		}
	}
	return c.Timeline.line, c.Timeline.ends
}

// startsTurn reports whether an entry began a player's turn (a
// PhaseChanged event naming the player in Value).
func startsTurn(ev []engine.Event) bool {
	for _, e := range ev {
		if e.Kind == engine.PhaseChanged && e.Value != 0 {
			return true
		}
	}
	return false
}

// historyUpdate handles the history keys (Ctrl+Z undo, Ctrl+Y or
// Ctrl+Shift+Z redo, Ctrl+Space play or pause, Ctrl+D fresh dice for a
// what-if), the bar's buttons and
// scrub bar, and plays the line on. It reports whether it used the frame.
func (c *Controller) historyUpdate(f Frame) bool {
	if c.History == nil {
		return false
	}
	t := &c.Timeline
	if f.KeysDown[KeyControl] {
		switch {
		case f.KeysPressed[KeyZ] && !f.KeysDown[KeyShift]:
			t.Playing = false // stepping by hand pauses a replay
			return c.historyMove(c.undoToPerson)
		case f.KeysPressed[KeyY] || (f.KeysPressed[KeyZ] && f.KeysDown[KeyShift]):
			t.Playing = false
			return c.historyMove(c.History.Redo)
		case f.KeysPressed[KeySpace]:
			t.Playing, t.wait = !t.Playing, 0
			return true
		case f.KeysPressed[KeyD] && t.NewSeed != nil && !c.Game.State.Over:
			t.Playing = false
			c.LastEvents = c.History.FreshDice(t.NewSeed())
			return true
		}
	}
	if c.logUndo(f) {
		return true
	}
	if c.TimelineVisible() && f.Pressed[Left] {
		bar := TimelineBox(c.Layout.View)
		if bar.Contains(f.Cursor) {
			c.timelineClick(bar, f.Cursor)
			return true
		}
	}
	c.playOn()
	return false
}

// undoToPerson undoes one entry and, against the computer, goes on
// undoing the computer's orders until a person decides: Ctrl+Z takes
// back the person's last order (the computer would only give its own
// again, and waits while the history bar shows).
func (c *Controller) undoToPerson() error {
	if err := c.History.Undo(); err != nil {
		return err
	}
	for c.Computer.seat() != 0 && !c.Computer.watch() && c.Thinking() && c.History.CanUndo() && !c.Timeline.Shown {
		if err := c.History.Undo(); err != nil {
			return err
		}
	}
	return nil
}

// playOn gives the next entry of the line while playing, once the dice
// tray has shown the last one.
func (c *Controller) playOn() {
	t := &c.Timeline
	if !t.Playing || c.Tray.Busy() {
		return
	}
	if t.wait > 0 {
		t.wait--
		return
	}
	if !c.History.CanRedo() {
		t.Playing = false
		return
	}
	c.historyMove(c.History.Redo)
	t.wait = timelinePause
}

// timelineClick acts on a click in the history bar.
func (c *Controller) timelineClick(bar geom.Box, at geom.Vec) {
	line, turns := c.TimelineLine()
	head := indexOf(line, c.History.Head())
	for i := range TimelineButtons {
		if !TimelineButtonBox(bar, i).Contains(at) {
			continue
		}
		switch i {
		case 0:
			c.jumpTo(line, 0)
		case 1:
			c.jumpTo(line, turnBefore(turns, head))
		case 2:
			c.Timeline.Playing = false
			c.historyMove(c.History.Undo)
		case 3:
			c.Timeline.Playing, c.Timeline.wait = !c.Timeline.Playing, 0
		case 4:
			c.Timeline.Playing = false
			c.historyMove(c.History.Redo)
		case 5:
			c.jumpTo(line, turnAfter(turns, head, len(line)))
		case 6:
			c.jumpTo(line, len(line)-1)
		}
		return
	}
	if sb := ScrubBox(bar); sb.Expand(6).Contains(at) && len(line) > 1 {
		k := int((at.X-sb.Min.X)/(sb.Max.X-sb.Min.X)*float64(len(line)-1) + 0.5)
		c.jumpTo(line, max(0, min(k, len(line)-1)))
	}
}

// turnBefore is the start of the player turn before the head's (or of
// the head's own turn when the head is after its start).
func turnBefore(turns []int, head int) int {
	best := 0
	for _, t := range turns {
		if t < head {
			best = t
		}
	}
	return best
}

// turnAfter is the start of the next player turn after the head, or the
// last entry.
func turnAfter(turns []int, head, n int) int {
	for _, t := range turns {
		if t > head {
			return t
		}
	}
	return n - 1
}

func indexOf(line []int, id int) int {
	for i, x := range line {
		if x == id {
			return i
		}
	}
	return -1
}

// jumpTo makes the k-th entry of the line the head (pausing a replay).
func (c *Controller) jumpTo(line []int, k int) {
	c.Timeline.Playing = false
	if k < 0 || k >= len(line) {
		return
	}
	c.historyMove(func() error { return c.History.Goto(line[k]) })
}

// UndoTo makes the entry at index i of the current line (Game.Log) the
// head: "undo to here" from the battle log.
func (c *Controller) UndoTo(i int) {
	line := c.History.Line(c.History.Head())
	if i >= 0 && i < len(line) {
		c.Timeline.Playing = false
		c.historyMove(func() error { return c.History.Goto(line[i]) })
	}
}

// historyMove moves the head and tidies up: the order being built is
// dropped (it was planned on the State before), so is a selection whose
// unit is gone, and the move is not a change of player to hand the
// device over for.
func (c *Controller) historyMove(move func() error) bool {
	c.Timeline.Err = move()
	c.CancelOrder()
	c.Refusal = nil
	c.odds = oddsCache{}
	if c.Game.State.Piece(c.Selected) == nil {
		c.Selected = 0
	}
	c.Overlays.decider = c.Decider()
	c.Handoff.Pending, c.Handoff.Showing = false, false
	c.Handoff.Viewer = c.Overlays.decider
	return true
}

// LogRow is one laid-out row of the battle log, as the renderer tells the
// LogView: its extent in the log's text (pixels from the top) and the
// index in Game.Log of the entry it belongs to.
type LogRow struct {
	Y0, Y1 float64
	Entry  int
}

// UndoButtonW is the width of the "undo to here" button drawn at the
// right of the hovered entry's first row.
const UndoButtonW = 104

// logUndo finds the entry under the cursor in the battle log (LogView.Hover,
// -1 for none), and undoes to it when its button is clicked. The last
// entry is the present: it has no button.
func (c *Controller) logUndo(f Frame) bool {
	l := &c.Log
	l.Hover = -1
	if !l.Box.Contains(f.Cursor) {
		return false
	}
	y := f.Cursor.Y - l.Box.Min.Y + l.Top
	for _, r := range l.Rows {
		if y >= r.Y0 && y < r.Y1 && r.Entry < len(c.Game.Log)-1 {
			l.Hover = r.Entry
		}
	}
	if l.Hover < 0 || !f.Pressed[Left] {
		return false
	}
	if b, ok := c.UndoButton(); ok && b.Contains(f.Cursor) {
		c.UndoTo(l.Hover)
		return true
	}
	return false
}

// UndoButton is the screen box of the hovered entry's "undo to here"
// button: at the right of its first row that shows.
func (c *Controller) UndoButton() (geom.Box, bool) {
	l := &c.Log
	if l.Hover < 0 || c.History == nil {
		return geom.Box{}, false
	}
	for _, r := range l.Rows {
		if r.Entry != l.Hover {
			continue
		}
		y := l.Box.Min.Y + r.Y0 - l.Top
		if y < l.Box.Min.Y || y+18 > l.Box.Max.Y {
			continue
		}
		return geom.Box{Min: geom.V(l.Box.Max.X-UndoButtonW-8, y), Max: geom.V(l.Box.Max.X-8, y+18)}, true
	}
	return geom.Box{}, false
}

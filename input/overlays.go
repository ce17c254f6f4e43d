package input

import "warbench/game/engine"

// Overlays are what the controller shows over the game as its log grows:
// the dice tray, the battle log's scroll position, the hot-seat
// pass-the-device screen and the game-over banner. They read the log the
// game appends to (whoever gave the order) and never change the game.
type Overlays struct {
	Tray    Tray
	Log     LogView
	Handoff Handoff
	Banner  Banner
	Help    Help

	seen    int             // log entries already read
	events  int             // events in them
	decider engine.PlayerID // the player the game waited on after them
	began   bool
}

// diceLabels are the dice speed button's labels, one per speed.
var diceLabels = [numSpeeds]string{
	SpeedNormal: "Dice: normal [V]",
	SpeedFast:   "Dice: fast [V]",
	SpeedOff:    "Dice: off [V]",
	SpeedSlow:   "Dice: slow [V]",
}

// overlays runs the overlays for one tick: it reads new log entries, moves
// the tray on, and handles the input the overlays own (the dice speed, the
// log's scrolling, skipping a roll, the hand-off and the banner). It
// reports whether the frame was used up, so the table must ignore it.
func (c *Controller) overlays(f Frame) bool {
	o := &c.Overlays
	c.readLog()
	o.Tray.Tick()
	view := c.Layout.View
	if f.KeysPressed[KeyV] {
		o.Tray.SetSpeed(o.Tray.Speed.Next())
	}
	c.syncDiceButton()
	if f.Pressed[Left] {
		for _, b := range c.Layout.Toolbar {
			if b.Action == ActDice && b.Box.Contains(f.Cursor) {
				o.Tray.SetSpeed(o.Tray.Speed.Next())
				c.syncDiceButton()
				return true
			}
		}
	}
	o.Log.update(f)
	onTray := f.Pressed[Left] && o.Tray.Visible() && c.TrayBox().Contains(f.Cursor)
	if f.KeysPressed[KeySpace] || onTray {
		o.Tray.Skip()
	}
	if o.Handoff.update(f, view, o.Tray.Busy()) {
		return true
	}
	if o.Help.update(c, f) {
		return true
	}
	if o.Banner.update(f, view) {
		return true
	}
	return onTray
}

// readLog feeds the entries added to the game's log since the last tick
// to the tray and the banner, and asks for the device to change hands
// when the player the game waits on changed. Entries already in the log
// on the first tick are history: they are not replayed.
func (c *Controller) readLog() {
	o := &c.Overlays
	g := c.Game
	if !o.began {
		o.began, o.seen, o.decider = true, len(g.Log), c.Decider()
		o.Handoff.Viewer = o.decider
		if d := c.Decision(); d.Hidden && !g.State.Over {
			// The first decider holds something the other may not see:
			// nobody sees it until the device is theirs.
			o.Handoff.Viewer = 0
			o.Handoff.start(g.State, d)
		}
		for _, e := range g.Log {
			o.events += len(e.Events)
		}
		return
	}
	if o.seen > len(g.Log) { // the log was cut back (undo)
		o.seen, o.events = len(g.Log), 0
		for _, e := range g.Log {
			o.events += len(e.Events)
		}
	}
	if o.seen == len(g.Log) {
		return
	}
	for _, e := range g.Log[o.seen:] {
		for _, ev := range e.Events {
			o.events++
			switch ev.Kind {
			case engine.Rolled:
				o.Tray.push(ev, o.events-1)
			case engine.GameEnded:
				o.Banner = Banner{Showing: true, Text: ev.Text, Rows: scoreRows(g)}
			}
		}
	}
	o.seen = len(g.Log)
	s, d := g.State, c.Decision()
	if s.Over {
		o.Handoff.Pending, o.Handoff.Showing = false, false
	} else if d.Player != o.decider {
		o.Handoff.start(s, d)
	}
	o.decider = d.Player
}

// LogShown is how many events of the game's log the battle log may show:
// those read so far, up to the first roll the tray has not finished.
func (o *Overlays) LogShown() int {
	if w := o.Tray.Withheld(); w >= 0 {
		return min(w, o.events)
	}
	return o.events
}

// syncDiceButton writes the tray's speed on its toolbar button.
func (c *Controller) syncDiceButton() {
	for i := range c.Layout.Toolbar {
		if b := &c.Layout.Toolbar[i]; b.Action == ActDice {
			b.Label = diceLabels[c.Tray.Speed]
		}
	}
}

// Unrevealed calls fn for each event the battle log does not show yet, in
// order: from the first roll the tray has not finished (or the first
// event not yet read) to the end of the log. The renderer holds back their
// effects (damage, statuses, routs) until the dice have shown them.
func (c *Controller) Unrevealed(fn func(engine.Event)) {
	o := &c.Overlays
	log := c.Game.Log
	total := o.events
	for _, e := range log[min(o.seen, len(log)):] {
		total += len(e.Events)
	}
	shown := o.LogShown()
	if shown >= total {
		return
	}
	i, idx := len(log), total // idx: the index of log[i]'s first event
	for i > 0 && idx > shown {
		i--
		idx -= len(log[i].Events)
	}
	for _, e := range log[i:] {
		for _, ev := range e.Events {
			if idx >= shown {
				fn(ev)
			}
			idx++
		}
	}
}

// scoreRows is the number of lines of the longest side's score
// breakdown at the end of the game, for the banner's height.
func scoreRows(g *engine.Game) int {
	sc := g.Rules.Score(g.State)
	return max(len(sc.Lines[1]), len(sc.Lines[2]))
}

package input

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// PanelButton is a button on the side panel: an order for the selected
// unit, giving or cancelling the order being composed, or ending the phase.
type PanelButton struct {
	Label  string
	Box    geom.Box
	Act    PanelAction
	Option engine.OrderOption // for PanelOrder
	On     bool               // the order being composed
}

// PanelAction is what a panel button does.
type PanelAction int

// The panel actions.
const (
	PanelOrder PanelAction = iota
	PanelCommit
	PanelCancel
	PanelEndPhase
	PanelEndTurn
	PanelHint // what would the computer do here (hint.go)
)

// Panel button geometry, in pixels.
const (
	panelButtonH   = 24
	panelButtonGap = 4
	PanelFooter    = 70 // room left below the buttons (or the log, with none) for the help text
	maxHalfLabel   = 21 // characters that fit in a half-width button (with its number)
)

// PanelButtons lays out the buttons for the current moment: one per order
// the selected unit may take (numbered: the number keys choose them), the
// give and cancel buttons while composing, and End phase.
func (c *Controller) PanelButtons() []PanelButton {
	p := c.Layout.Panel
	x0, x1 := p.Min.X+12, p.Max.X-12
	var bs []PanelButton
	opts := c.options()
	// Two buttons a row, or one when a label is too long for half a row
	// (a combat named after its target).
	cols := 2
	for _, o := range opts {
		if len(o.Label) > maxHalfLabel {
			cols = 1
		}
	}
	optRows := (len(opts) + cols - 1) / cols
	rows := optRows + 2
	y := p.Max.Y - PanelFooter - float64(rows)*(panelButtonH+panelButtonGap)
	half := (x1 - x0 - panelButtonGap) / 2
	width := half
	if cols == 1 {
		width = x1 - x0
	}
	for i, o := range opts {
		x := x0 + float64(i%cols)*(half+panelButtonGap)
		yy := y + float64(i/cols)*(panelButtonH+panelButtonGap)
		on := (c.Compose != nil && c.Compose.Option.Kind == o.Kind) ||
			(c.Target != nil && c.Target.Option.Kind == o.Kind && c.Target.Option.Arg == o.Arg)
		bs = append(bs, PanelButton{Label: fmt.Sprintf("%d %s", i+1, o.Label), Act: PanelOrder, Option: o, On: on,
			Box: geom.Box{Min: geom.V(x, yy), Max: geom.V(x+width, yy+panelButtonH)}})
	}
	y += float64(optRows) * (panelButtonH + panelButtonGap)
	if c.Mode == ModeMove { // the target planner gives its order by a click on the target
		bs = append(bs, PanelButton{Label: "Give order [Enter]", Act: PanelCommit, Box: geom.Box{Min: geom.V(x0, y), Max: geom.V(x0+half, y+panelButtonH)}})
	}
	if c.Mode == ModeMove || c.Mode == ModeTarget {
		bs = append(bs, PanelButton{Label: "Cancel [Esc]", Act: PanelCancel, Box: geom.Box{Min: geom.V(x0+half+panelButtonGap, y), Max: geom.V(x1, y+panelButtonH)}})
	}
	y += panelButtonH + panelButtonGap
	if c.Hintable() && c.Mode != ModeMove { // beside Cancel, where Give order is while composing
		bs = append(bs, PanelButton{Label: "Hint [H]", Act: PanelHint, Box: geom.Box{Min: geom.V(x0, y-panelButtonH-panelButtonGap), Max: geom.V(x0+half, y-panelButtonGap)}})
	}
	if d := c.Decision(); d.Kind == engine.Deploy || d.Kind == engine.NoDecision || c.Thinking() {
		return bs // nothing ends a deployment but its last unit; nothing is left to end once the game is over
	}
	bs = append(bs, PanelButton{Label: "End phase", Act: PanelEndPhase, Box: geom.Box{Min: geom.V(x0, y), Max: geom.V(x0+half, y+panelButtonH)}})
	bs = append(bs, PanelButton{Label: "End turn", Act: PanelEndTurn, Box: geom.Box{Min: geom.V(x0+half+panelButtonGap, y), Max: geom.V(x1, y+panelButtonH)}})
	return bs
}

func (c *Controller) panelClick(s geom.Vec) bool {
	if !c.Layout.Panel.Contains(s) {
		return false
	}
	for _, b := range c.PanelButtons() {
		if !b.Box.Contains(s) {
			continue
		}
		switch b.Act {
		case PanelOrder:
			c.StartOrder(b.Option)
		case PanelCommit:
			c.CommitOrder()
		case PanelCancel:
			c.CancelOrder()
		case PanelEndPhase:
			c.EndPhase()
		case PanelEndTurn:
			c.EndTurn()
		case PanelHint:
			c.AskHint()
		}
		return true
	}
	return true // the panel swallows clicks
}

// EndPhase ends the current phase for the player the game waits on. A
// refusal (a combat left to fight) is kept in Refusal for the panel.
// Nothing is ended while the dice tray still shows a roll: what the
// refusal would say could tell its result first.
func (c *Controller) EndPhase() {
	if !c.Rolling() && !c.Thinking() {
		c.endPhase()
	}
}

func (c *Controller) endPhase() {
	c.setMode(ModeSelect)
	if err := c.give(engine.EndPhase{By: c.Decider()}); err != nil {
		c.Refusal = err
	}
}

// EndTurn ends the decider's phases until another player is to decide
// (or the game ends); it stops at a refused End phase (a combat left to
// fight, a unit that must regroup), which Refusal then explains. The
// rolls the phases' ends make (nerve tests) play in the tray afterwards:
// the player chose to end the turn before any of them.
func (c *Controller) EndTurn() {
	if c.Rolling() || c.Thinking() {
		return
	}
	c.Refusal = nil
	p := c.Decider()
	for c.Decider() == p && p != 0 && c.Refusal == nil {
		n := len(c.Game.Log)
		c.endPhase()
		if len(c.Game.Log) == n {
			return
		}
	}
}

// orderKeys lets the number keys choose one of the panel's orders; it
// reports whether one did.
func (c *Controller) orderKeys(f Frame) bool {
	for _, r := range f.Chars {
		if r < '1' || r > '9' {
			continue
		}
		opts := c.options()
		if i := int(r - '1'); i < len(opts) {
			c.StartOrder(opts[i])
			return true
		}
	}
	return false
}

// Options are the orders the panel offers: the selected piece's, or else
// the Decision's (the combats to fight, a reaction). None while the dice
// tray still shows the roll the game's state follows from.
func (c *Controller) Options() []engine.OrderOption { return c.options() }

// options is Options, worked out once per selection and order given:
// offering a charge means planning every charge, too slow to repeat every
// frame.
func (c *Controller) options() []engine.OrderOption {
	if c.Rolling() || c.Thinking() {
		return nil
	}
	key := optionsKey{c.Selected, len(c.Game.Log), c.Game.State}
	if c.optsKey == key {
		return c.opts
	}
	var opts []engine.OrderOption
	if c.Selected != 0 {
		opts = c.Game.Rules.Orders(c.Game.State, c.Selected)
	}
	if len(opts) == 0 {
		opts = c.Decision().Options
	}
	c.opts, c.optsKey = opts, key
	return opts
}

// optionsKey is what the panel's options depend on: the selection and the
// game (as the number of orders given, and which State).
type optionsKey struct {
	unit  engine.PieceID
	log   int
	state *engine.State
}

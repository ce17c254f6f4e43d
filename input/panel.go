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
)

// Panel button geometry, in pixels.
const (
	panelButtonH   = 24
	panelButtonGap = 4
	panelBottom    = 70 // room left below the buttons for the help text
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
	y := p.Max.Y - panelBottom - float64(rows)*(panelButtonH+panelButtonGap)
	half := (x1 - x0 - panelButtonGap) / 2
	width := half
	if cols == 1 {
		width = x1 - x0
	}
	for i, o := range opts {
		x := x0 + float64(i%cols)*(half+panelButtonGap)
		yy := y + float64(i/cols)*(panelButtonH+panelButtonGap)
		on := (c.Compose != nil && c.Compose.Option.Kind == o.Kind) || (c.Plan != nil && o.Move.ContactEnemy) ||
			(c.Aim != nil && o.Aim && o.Weapon == c.Aim.Weapon)
		bs = append(bs, PanelButton{Label: fmt.Sprintf("%d %s", i+1, o.Label), Act: PanelOrder, Option: o, On: on,
			Box: geom.Box{Min: geom.V(x, yy), Max: geom.V(x+width, yy+panelButtonH)}})
	}
	y += float64(optRows) * (panelButtonH + panelButtonGap)
	if c.Compose != nil { // the charge planner gives its order by a click on the target
		bs = append(bs, PanelButton{Label: "Give order [Enter]", Act: PanelCommit, Box: geom.Box{Min: geom.V(x0, y), Max: geom.V(x0+half, y+panelButtonH)}})
	}
	if c.Compose != nil || c.Plan != nil || c.Aim != nil {
		bs = append(bs, PanelButton{Label: "Cancel [Esc]", Act: PanelCancel, Box: geom.Box{Min: geom.V(x0+half+panelButtonGap, y), Max: geom.V(x1, y+panelButtonH)}})
	}
	y += panelButtonH + panelButtonGap
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
		}
		return true
	}
	return true // the panel swallows clicks
}

// EndPhase ends the active player's current phase.
// A refusal (a combat left to fight) is kept in Refusal for the panel.
func (c *Controller) EndPhase() {
	c.Compose, c.Plan, c.Aim = nil, nil, nil
	if err := c.give(engine.EndPhase{By: c.Game.State.Active}); err != nil {
		c.Refusal = err
	}
}

// EndTurn ends the active player's phases until the other player's turn
// (or the end of the game); it stops at a refused End phase (a combat left
// to fight), which Refusal then explains.
func (c *Controller) EndTurn() {
	s := c.Game.State
	for p := s.Active; s.Active == p && !s.Over && c.Refusal == nil; {
		c.EndPhase()
	}
}

// orderKeys lets the number keys choose the selected unit's orders.
func (c *Controller) orderKeys(f Frame) {
	if c.Plan != nil || c.Aim != nil {
		return
	}
	for _, r := range f.Chars {
		if r < '1' || r > '9' {
			continue
		}
		opts := c.options()
		if i := int(r - '1'); i < len(opts) {
			c.StartOrder(opts[i])
			return
		}
	}
}

// combatOptions are the combats still to fight, as buttons, when no unit
// with orders of its own is selected (Kings of War §6.1: the active player
// picks their order).
func (c *Controller) combatOptions() []engine.OrderOption {
	f, ok := c.Game.Rules.(engine.Fighter)
	if !ok {
		return nil
	}
	var out []engine.OrderOption
	for _, cb := range f.Combats(c.Game.State) {
		t := c.Game.State.Piece(cb.Target)
		out = append(out, engine.OrderOption{Kind: "fight", Label: "Fight " + t.Name, Hint: cb.Label,
			Order: f.FightOrder(c.Game.State.Active, cb.Target)})
	}
	return out
}

// Options are the orders the panel offers: the selected unit's, or else
// the combats to fight.
func (c *Controller) Options() []engine.OrderOption { return c.options() }

// options is Options.
// They are worked out once per selection and order given: offering a
// charge means planning every charge, too slow to repeat every frame.
func (c *Controller) options() []engine.OrderOption {
	key := optionsKey{c.Selected, len(c.Game.Log), c.Game.State}
	if c.optsKey == key {
		return c.opts
	}
	var opts []engine.OrderOption
	if c.Selected != 0 {
		opts = c.Game.Rules.Orders(c.Game.State, c.Selected)
	}
	if len(opts) == 0 {
		opts = c.combatOptions()
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

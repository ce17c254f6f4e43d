package input

import (
	"slices"

	"warbench/game/engine"
)

// Targeting is the target planner (ModeTarget): every piece the chosen
// option could be aimed at, from the ruleset's Targets, with whether it
// may be and why not. Pointing at a target shows its ghosts, path, marks
// and exact odds; clicking a legal one gives its order. When the option
// lets others join (a joint charge), clicking another piece of the
// player's adds it or takes it out again, and the targets are worked out
// for all of them together.
type Targeting struct {
	Unit    engine.PieceID
	Option  engine.OrderOption
	With    []engine.PieceID // pieces joining the order, in the order picked
	Targets []engine.Target
	Hover   int   // index into Targets of the target under the cursor, -1 for none
	Err     error // why the last click's order was refused
}

// Hovered is the target under the cursor, or nil.
func (t *Targeting) Hovered() *engine.Target {
	if t == nil || t.Hover < 0 || t.Hover >= len(t.Targets) {
		return nil
	}
	return &t.Targets[t.Hover]
}

// Legal counts the targets that may be aimed at.
func (t *Targeting) Legal() int {
	n := 0
	for _, tg := range t.Targets {
		if tg.Legal {
			n++
		}
	}
	return n
}

// startTarget opens the target planner for the selected piece.
func (c *Controller) startTarget(opt engine.OrderOption) {
	if c.Selected == 0 {
		return
	}
	c.setMode(ModeTarget)
	c.Target = &Targeting{Unit: c.Selected, Option: opt, Hover: -1}
	c.retarget()
}

// retarget asks the ruleset for the targets again (after a joiner came
// or went).
func (c *Controller) retarget() {
	t := c.Target
	t.Targets = c.Game.Rules.Targets(c.Game.State, t.Unit, t.Option, t.With)
	t.Hover, t.Err = -1, nil
}

// targetUpdate handles one tick while the planner is open.
func (c *Controller) targetUpdate(f Frame) {
	t := c.Target
	if c.cancelled(f) {
		c.CancelOrder()
		return
	}
	t.Hover = slices.IndexFunc(t.Targets, func(tg engine.Target) bool { return tg.Piece == c.Hover && c.Hover != 0 })
	if !f.Pressed[Left] || !c.Camera.InViewport(f.Cursor) || c.Rolling() {
		return
	}
	if c.toggleJoiner(c.Hover) {
		return
	}
	tg := t.Hovered()
	if tg == nil || !tg.Legal {
		return // the panel already says why
	}
	if err := c.give(tg.Order); err != nil {
		t.Err = err
	}
}

// toggleJoiner adds one of the decider's pieces to the order, or takes it
// out; it reports whether the click was on such a piece.
func (c *Controller) toggleJoiner(id engine.PieceID) bool {
	t := c.Target
	u := c.Game.State.Piece(id)
	if !t.Option.Join || u == nil || id == t.Unit || u.Owner != c.Decider() {
		return false
	}
	if i := slices.Index(t.With, id); i >= 0 {
		t.With = slices.Delete(t.With, i, i+1)
	} else {
		t.With = append(t.With, id)
	}
	c.retarget()
	return true
}

// cancelled reports whether the frame closes a planner: Esc, or a right
// click on the table.
func (c *Controller) cancelled(f Frame) bool {
	return f.KeysPressed[KeyEscape] || (f.Pressed[Right] && c.Camera.InViewport(f.Cursor))
}

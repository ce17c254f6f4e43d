package input

import "warbench/game/engine"

// Planner is the charge planner: every enemy the selected unit might
// charge, with its facing and aligned contact pose, or why not. Pointing at
// a target shows its charge; clicking a legal one gives the order.
type Planner struct {
	Unit    engine.PieceID
	Targets []engine.ChargeTarget
	Hover   int // index into Targets of the target under the cursor, -1 for none
	Err     error
}

// startCharge opens the planner for the selected unit.
func (c *Controller) startCharge() {
	ch, ok := c.Game.Rules.(engine.Charger)
	if !ok || c.Selected == 0 {
		return
	}
	c.Compose = nil
	c.Plan = &Planner{Unit: c.Selected, Targets: ch.ChargeTargets(c.Game.State, c.Selected), Hover: -1}
}

// Charging reports whether the charge planner is open.
func (c *Controller) Charging() bool { return c.Plan != nil }

// planUpdate handles one tick while the planner is open.
func (c *Controller) planUpdate(f Frame) {
	p := c.Plan
	inView := c.Camera.InViewport(f.Cursor)
	if f.KeysPressed[KeyEscape] || (f.Pressed[Right] && inView) {
		c.Plan = nil
		return
	}
	p.Hover = -1
	for i, t := range p.Targets {
		if t.Target == c.Hover {
			p.Hover = i
		}
	}
	if !f.Pressed[Left] || !inView || p.Hover < 0 {
		return
	}
	t := p.Targets[p.Hover]
	if !t.Legal {
		return // the panel already says why
	}
	ch := c.Game.Rules.(engine.Charger)
	ev, err := c.Game.Do(ch.ChargeOrder(c.Game.State.Active, p.Unit, t.Target))
	if err != nil {
		p.Err = err
		return
	}
	c.Plan = nil
	c.LastEvents = ev
}

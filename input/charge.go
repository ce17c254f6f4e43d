package input

import (
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Planner is the charge planner: every enemy the selected unit might
// charge, with its facing and aligned contact pose, or why not. Pointing at
// a target shows its charge; clicking a legal one gives the order.
//
// Clicking other friendly units adds them to the charge (or takes them
// out again): they then charge the target together with one order, each
// shown where it would end (Kings of War §4.7.7).
type Planner struct {
	Unit    engine.PieceID
	Targets []engine.ChargeTarget
	Hover   int // index into Targets of the target under the cursor, -1 for none
	Err     error

	With  []engine.PieceID // friends joining the charge
	Group GroupPlan        // the joint charge on the hovered target, when With is not empty
}

// GroupPlan is a joint charge as the solver plans it.
type GroupPlan struct {
	Target engine.PieceID
	Units  []engine.PieceID
	Poses  []geom.Pose
	Err    error
}

// Chargers returns the units charging: the one picked first, then the friends joining it.
func (p *Planner) Chargers() []engine.PieceID { return append([]engine.PieceID{p.Unit}, p.With...) }

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
	if c.cancelled(f) {
		c.Plan = nil
		return
	}
	p.Hover = -1
	for i, t := range p.Targets {
		if t.Target == c.Hover {
			p.Hover = i
		}
	}
	c.planGroup()
	if !f.Pressed[Left] || !inView {
		return
	}
	if c.toggleJoiner(c.Hover) || p.Hover < 0 {
		return
	}
	t := p.Targets[p.Hover]
	var order engine.Order
	switch {
	case len(p.With) > 0 && p.Group.Err == nil:
		order = c.Game.Rules.(engine.GroupCharger).GroupChargeOrder(c.Game.State.Active, p.Chargers(), t.Target)
	case len(p.With) == 0 && t.Legal:
		order = c.Game.Rules.(engine.Charger).ChargeOrder(c.Game.State.Active, p.Unit, t.Target)
	default:
		return // the panel already says why
	}
	ev, err := c.Game.Do(order)
	if err != nil {
		p.Err = err
		return
	}
	c.Plan = nil
	c.LastEvents = ev
}

// toggleJoiner adds a friendly unit to the charge, or takes it out; it
// reports whether the click was on such a unit.
func (c *Controller) toggleJoiner(id engine.PieceID) bool {
	p := c.Plan
	s := c.Game.State
	u := s.Piece(id)
	if u == nil || id == p.Unit || u.Owner != s.Active {
		return false
	}
	if _, ok := c.Game.Rules.(engine.GroupCharger); !ok {
		return false
	}
	if i := slices.Index(p.With, id); i >= 0 {
		p.With = slices.Delete(p.With, i, i+1)
	} else {
		p.With = append(p.With, id)
	}
	p.Group = GroupPlan{}
	return true
}

// planGroup plans the joint charge on the hovered target, once per change.
func (c *Controller) planGroup() {
	p := c.Plan
	gc, ok := c.Game.Rules.(engine.GroupCharger)
	if !ok || len(p.With) == 0 || p.Hover < 0 {
		p.Group = GroupPlan{}
		return
	}
	target := p.Targets[p.Hover].Target
	units := p.Chargers()
	if p.Group.Target == target && slices.Equal(p.Group.Units, units) {
		return
	}
	poses, err := gc.PlanGroupCharge(c.Game.State, units, target)
	p.Group = GroupPlan{Target: target, Units: units, Poses: poses, Err: err}
}

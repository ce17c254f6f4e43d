package input

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Aimer is the shooting planner: every enemy the selected unit might
// shoot, with the range and cover, or why not. Pointing at a target shows
// the exact odds; clicking a legal one shoots.
type Aimer struct {
	Unit    engine.PieceID
	Weapon  string
	Targets []engine.ShootTarget
	Hover   int // index into Targets under the cursor, -1 for none
	Err     error
}

// startAim opens the shooting planner for the selected unit's weapon.
func (c *Controller) startAim(weapon string) {
	sh, ok := c.Game.Rules.(engine.Shooter)
	if !ok || c.Selected == 0 {
		return
	}
	c.Compose, c.Plan = nil, nil
	c.Aim = &Aimer{Unit: c.Selected, Weapon: weapon, Targets: sh.ShootTargets(c.Game.State, c.Selected, weapon), Hover: -1}
}

// aimUpdate handles one tick while the shooting planner is open.
func (c *Controller) aimUpdate(f Frame) {
	a := c.Aim
	inView := c.Camera.InViewport(f.Cursor)
	if c.cancelled(f) {
		c.Aim = nil
		return
	}
	a.Hover = -1
	for i, t := range a.Targets {
		if t.Target == c.Hover {
			a.Hover = i
		}
	}
	if !f.Pressed[Left] || !inView || a.Hover < 0 || !a.Targets[a.Hover].Legal {
		return
	}
	o := c.Game.Rules.(engine.Shooter).ShootOrder(c.Game.State.Active, a.Unit, a.Targets[a.Hover].Target, a.Weapon)
	if err := c.give(o); err != nil {
		a.Err = err
		return
	}
	c.Aim = nil
}

// give gives an order through Game.Do and keeps its events. When the
// selected unit has nothing left to do and the game now waits on one
// unit only (a unit that must regroup, the last unit to order), that
// unit is selected.
func (c *Controller) give(o engine.Order) error {
	ev, err := c.Game.Do(o)
	if err != nil {
		return err
	}
	c.LastEvents, c.Refusal = ev, nil
	c.odds = oddsCache{}
	if len(c.options()) == 0 || c.Selected == 0 {
		if d := c.Game.Decision(); len(d.Pieces) == 1 {
			c.Selected = d.Pieces[0]
		}
	}
	return nil
}

// oddsCache keeps the last odds asked for: the same order on the same
// game (as many orders given) gives the same odds.
type oddsCache struct {
	key  string
	odds engine.Odds
	err  error
}

// Odds is the exact outcome of an order before it is given, cached.
func (c *Controller) Odds(o engine.Order) (engine.Odds, error) {
	key := fmt.Sprintf("%d %T%+v", len(c.Game.Log), o, o)
	if c.odds.key != key {
		od, err := c.Game.Rules.Odds(c.Game.State, o)
		c.odds = oddsCache{key: key, odds: od, err: err}
	}
	return c.odds.odds, c.odds.err
}

// PreviewOrder is the order whose odds to show now: the shooting or
// charge target under the cursor, or the combat button under it.
func (c *Controller) PreviewOrder() engine.Order {
	s := c.Game.State
	switch {
	case c.Aim != nil && c.Aim.Hover >= 0 && c.Aim.Targets[c.Aim.Hover].Legal:
		return c.Game.Rules.(engine.Shooter).ShootOrder(s.Active, c.Aim.Unit, c.Aim.Targets[c.Aim.Hover].Target, c.Aim.Weapon)
	case c.Plan != nil && c.Plan.Hover >= 0:
		t := c.Plan.Targets[c.Plan.Hover]
		if len(c.Plan.With) > 0 && c.Plan.Group.Err == nil {
			return c.Game.Rules.(engine.GroupCharger).GroupChargeOrder(s.Active, c.Plan.Chargers(), t.Target)
		}
		if len(c.Plan.With) == 0 && t.Legal {
			return c.Game.Rules.(engine.Charger).ChargeOrder(s.Active, c.Plan.Unit, t.Target)
		}
	case c.Compose == nil && c.Plan == nil && c.Aim == nil:
		for _, b := range c.PanelButtons() {
			if b.Act == PanelOrder && b.Option.Order != nil && b.Box.Contains(c.screenCursor) {
				if _, err := c.Odds(b.Option.Order); err == nil {
					return b.Option.Order
				}
			}
		}
	}
	return nil
}

// ScreenCursor is the cursor in screen pixels, as of the last frame.
func (c *Controller) ScreenCursor() geom.Vec { return c.screenCursor }

// cancelled reports whether the frame closes a planner: Esc, or a right
// click on the table.
func (c *Controller) cancelled(f Frame) bool {
	return f.KeysPressed[KeyEscape] || (f.Pressed[Right] && c.Camera.InViewport(f.Cursor))
}

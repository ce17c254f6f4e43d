package input

import "warbench/game/engine"

// decisionCache keeps the game's pending Decision for one point of its
// log, and the View shown to one viewer there.
type decisionCache struct {
	log    int
	state  *engine.State
	dec    engine.Decision
	ok     bool
	viewer engine.PlayerID
	view   *engine.State
}

// Decision is what the game waits for now (engine.Game.Decision), worked
// out once per order given: every order the window gives is given as its
// Player, its Prompt is always on the panel, its Options are buttons and
// its Pieces are outlined on the table.
func (c *Controller) Decision() engine.Decision {
	d := &c.dec
	if !d.ok || d.log != len(c.Game.Log) || d.state != c.Game.State {
		d.log, d.state, d.ok = len(c.Game.Log), c.Game.State, true
		d.dec = c.Game.Decision()
		d.view = nil
	}
	return d.dec
}

// Decider is the player the game waits for (zero once it is over).
func (c *Controller) Decider() engine.PlayerID { return c.Decision().Player }

// Rolling reports whether the dice tray is still showing a roll of the
// game's log: until it lands, the window shows no choice that depends on
// it (the regroup buttons after a rout would tell the result first) and
// gives no order.
func (c *Controller) Rolling() bool { return c.Tray.Withheld() >= 0 }

// Viewer is the player the device is with: the one whose View the table
// shows. Against the computer it is the person (player 1 when the
// computer plays both sides). In hot-seat it changes when the pass-the-device screen is
// dismissed; with the screen off it is always the decider.
// While the screen is up before the first hand-over, nobody is the viewer
// (zero): the View then hides every side's hidden things.
func (c *Controller) Viewer() engine.PlayerID {
	if v := c.Computer.seat(); v != 0 {
		return v // one person against the computer, or watching it play both
	}
	switch {
	case c.Handoff.Off || (c.Handoff.Viewer == 0 && !c.Handoff.Blocking()):
		if d := c.Decider(); d != 0 {
			return d
		}
		return c.Game.State.Active
	}
	return c.Handoff.Viewer
}

// View is the State as the viewer may see it (Ruleset.View): what the
// window draws, so another side's face-down cards stay face down.
func (c *Controller) View() *engine.State {
	c.Decision() // keeps the cache on this point of the log
	d := &c.dec
	v := c.Viewer()
	if d.view == nil || d.viewer != v {
		d.view, d.viewer = c.Game.Rules.View(c.Game.State, v), v
	}
	return d.view
}

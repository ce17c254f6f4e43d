package input

import (
	"fmt"
	"time"

	"warbench/game/engine"
)

// TicksPerSecond is the window's update rate: the clock counts ticks, so
// it runs the same in a test as on screen.
const TicksPerSecond = 60

// Clock is the chess clock of a timed game, a house rule the rules
// digests recommend where the books give none (each player has a
// budget; it runs while the game waits on them; when it runs out, their
// units are given no more orders: the window ends their phases, so their
// units Halt and the turn passes, and it fights a combat or takes a
// regroup the rules do not let them skip). The clock belongs to the
// window, not to the game: the orders it gives are ordinary orders, in
// the log and the journal, so a save replays without it.
type Clock struct {
	On   bool
	Left [3]int // ticks left, indexed by PlayerID; [0] unused
}

// SetClock starts a timed game: each player has budget (0 turns the
// clock off).
func (c *Controller) SetClock(budget time.Duration) {
	ticks := int(budget.Seconds() * TicksPerSecond)
	c.Clock = Clock{On: ticks > 0, Left: [3]int{0, ticks, ticks}}
}

// clockTick runs the decider's clock for one tick and, once it has run
// out, gives their next order for them. It waits while the dice roll,
// the device changes hands or the history is being looked at: that is
// nobody's thinking time; nor for the computer, whose pace is the
// window's (computer.go).
func (c *Controller) clockTick() {
	k := &c.Clock
	p := c.Decider()
	if !k.On || c.Game.State.Over || p < 1 || int(p) >= len(k.Left) || c.Rolling() || c.Handoff.Blocking() || c.TimelineVisible() || c.Thinking() {
		return
	}
	if k.Left[p] > 0 {
		k.Left[p]--
		return
	}
	if o := c.timeoutOrder(p); o != nil {
		if err := c.give(o); err != nil {
			c.Refusal = err
		}
	}
}

// timeoutOrder is the order given for a player out of time: TimeUp when
// the ruleset says running out loses the game; else end the
// phase; where the rules refuse that, the first of the Decision's options
// (a combat to fight), or else the first order a waiting piece offers
// without a choice to make (a regroup). Nil when there is none.
func (c *Controller) timeoutOrder(p engine.PlayerID) engine.Order {
	// A ruleset whose timed games are lost on time accepts TimeUp.
	if up := (engine.TimeUp{By: p}); c.Game.Rules.Check(c.Game.State, up) == nil {
		return up
	}
	g := c.Game
	legal := func(o engine.Order) bool { return o != nil && g.Rules.Check(g.State, o) == nil }
	if end := (engine.EndPhase{By: p}); legal(end) {
		return end
	}
	d := c.Decision()
	for _, o := range d.Options {
		if legal(o.Order) {
			return o.Order
		}
	}
	for _, id := range d.Pieces {
		for _, o := range g.Rules.Orders(g.State, id) {
			if o.Pick == engine.PickNow && legal(o.Order) {
				return o.Order
			}
		}
	}
	return nil
}

// ClockText is the clock's line for the panel, "" when the game is not
// timed: each player's time left, and whose has run out.
func (c *Controller) ClockText() string {
	k := &c.Clock
	if !k.On {
		return ""
	}
	text := "Clock:"
	var out []engine.PlayerID
	for p := engine.PlayerID(1); p <= 2; p++ {
		text += fmt.Sprintf(" player %d %s", p, clockTime(k.Left[p]))
		if p == 1 {
			text += " ·"
		}
		if k.Left[p] == 0 {
			out = append(out, p)
		}
	}
	for _, p := range out {
		text += fmt.Sprintf(". Player %d's time is up: their units Halt and the turn passes", p)
	}
	return text
}

// clockTime writes ticks as minutes and seconds, rounded up so that 0:00
// means out.
func clockTime(ticks int) string {
	s := (ticks + TicksPerSecond - 1) / TicksPerSecond
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

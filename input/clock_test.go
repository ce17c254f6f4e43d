package input

import (
	"strings"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
)

// The chess clock of a timed game (the house rule the rules digests
// recommend for the timed games the books name without rules, kow2
// §11.7): it runs while the game waits on a player, and when it runs out
// their phases are ended for them, so their units Halt and the turn
// passes; then the other player's clock runs.
func TestClockRunsOutAndTheTurnPasses(t *testing.T) {
	c := newTestController(t)
	c.Handoff.Off = true
	c.SetClock(time.Second)
	idle := func(n int) {
		for range n {
			c.Update(frame(geom.V(10, 10)))
		}
	}
	if got := c.ClockText(); got != "Clock: player 1 0:01 · player 2 0:01" {
		t.Fatalf("clock line %q", got)
	}
	idle(TicksPerSecond - 1)
	if s := c.Game.State; s.Active != 1 || s.Phase != "movement" || c.Clock.Left[1] != 1 || c.Clock.Left[2] != TicksPerSecond {
		t.Fatalf("a tick before the end: player %d %s, left %v", s.Active, s.Phase, c.Clock.Left)
	}
	idle(1)
	if c.Clock.Left[1] != 0 || len(c.Game.Log) != 0 {
		t.Fatalf("at the end: left %v, %d orders", c.Clock.Left, len(c.Game.Log))
	}
	// Out of time: movement, shooting and melee are ended for player 1 (the
	// dice tray shows any roll first), then player 2's clock runs.
	for i := 0; i < 600 && c.Game.State.Active == 1; i++ {
		idle(1)
	}
	s := c.Game.State
	if s.Active != 2 || s.Phase != "movement" {
		t.Fatalf("after player 1's time ran out: player %d %s", s.Active, s.Phase)
	}
	for _, e := range c.Game.Log {
		if e.Order.Kind() != (engine.EndPhase{}).Kind() || e.Order.Player() != 1 {
			t.Errorf("the clock gave %s by player %d", e.Order.Kind(), e.Order.Player())
		}
	}
	if !strings.Contains(c.ClockText(), "Player 1's time is up") {
		t.Errorf("clock line %q", c.ClockText())
	}
	before := c.Clock.Left[2]
	idle(10)
	if c.Clock.Left[2] != before-10 {
		t.Errorf("player 2's clock: %d after 10 ticks from %d", c.Clock.Left[2], before)
	}
}

// Without SetClock there is no clock: nothing runs, nothing is given.
func TestNoClockByDefault(t *testing.T) {
	c := newTestController(t)
	for range 3 * TicksPerSecond {
		c.Update(frame(geom.V(10, 10)))
	}
	if c.ClockText() != "" || len(c.Game.Log) != 0 {
		t.Errorf("clock %q, %d orders given", c.ClockText(), len(c.Game.Log))
	}
}

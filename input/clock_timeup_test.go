package input

import (
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
)

// A ruleset whose timed games are lost on time (the Kings of War closed
// beta, kow-beta §9.3: "Running out of time during your turn loses the
// game at once") accepts engine.TimeUp: the clock gives it, once, and the
// game ends with the other player the winner.
func TestClockRunsOutAndTheGameIsLost(t *testing.T) {
	sc, err := scenario.Load(kow.BetaExample, kow.BetaScenario)
	if err != nil {
		t.Fatal(err)
	}
	sc.Rules.Start(sc.State)
	c := NewController(&engine.Game{Rules: sc.Rules, State: sc.State})
	c.Update(Frame{ScreenW: screenW, ScreenH: screenH})
	c.Handoff.Off = true
	c.SetClock(time.Second)
	late := c.Game.State.Active
	for i := 0; i < 3*TicksPerSecond && !c.Game.State.Over; i++ {
		c.Update(frame(geom.V(10, 10)))
	}
	if !c.Game.State.Over || len(c.Game.Log) != 1 {
		t.Fatalf("over %v after %d orders", c.Game.State.Over, len(c.Game.Log))
	}
	if o := c.Game.Log[0].Order; o != (engine.TimeUp{By: late}) {
		t.Errorf("the clock gave %s by player %d", o.Kind(), o.Player())
	}
	if w := c.Game.Rules.Score(c.Game.State).Winner; w != engine.Opponent(late) {
		t.Errorf("winner %d, want player %d", w, engine.Opponent(late))
	}
}

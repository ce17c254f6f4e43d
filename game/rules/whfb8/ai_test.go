package whfb8

import (
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/gametest"
)

// The computer opponent plays Warhammer through the contract: the
// planner at its normal level and the naive baseline play the sample
// battle to its end from either side with legal orders only, the table
// legal after each (what they are worth against each other is for
// self-play, docs/cli.md).
func TestComputerPlaysTheSample(t *testing.T) {
	for side := engine.PlayerID(1); side <= 2; side++ {
		g := example(t)
		var ps [3]ai.Player
		var err error
		if ps[side], err = ai.New("normal", g.Rules, 1); err != nil {
			t.Fatal(err)
		}
		ps[engine.Opponent(side)], _ = ai.New(ai.Naive, g.Rules, 1)
		err = ai.Play(g, ps, 5000, func(by engine.PlayerID, c ai.Choice, err error) {
			if err != nil {
				t.Errorf("player %d (%s): %s refused: %v", by, ps[by].Kind(), c.Reason, err)
			}
			if bad := gametest.Invariants(g.Rules, g.State, 1e-6); len(bad) > 0 {
				t.Fatalf("after %s: %v", c.Order.Kind(), bad)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if !g.State.Over {
			t.Errorf("playing side %d: the game did not end", side)
		}
	}
}

package kow_test

import (
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// The computer opponent at its normal level beats the random baseline in
// the built-in battle (Kill!, kow2 §11.3: the side that routed more
// enemy points wins, by 10% of the game size) from either side, with
// legal orders only and the table legal after each. Its strength against
// the naive baseline is measured by self-play (docs/cli.md), not here:
// one game proves little.
func TestAIBeatsRandomInTheBattle(t *testing.T) {
	for side := engine.PlayerID(1); side <= 2; side++ {
		sc, err := scenario.Load(scenarios.FS, scenarios.Default)
		if err != nil {
			t.Fatal(err)
		}
		g := &engine.Game{Rules: sc.Rules, State: sc.State}
		g.Start()
		var ps [3]ai.Player
		ps[side], _ = ai.New("normal", sc.Rules, 1)
		ps[engine.Opponent(side)], _ = ai.New(ai.Random, sc.Rules, 1)
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
		if sc := g.Rules.Score(g.State); sc.Winner != side {
			t.Errorf("playing side %d: %s", side, sc.Text)
		}
	}
}

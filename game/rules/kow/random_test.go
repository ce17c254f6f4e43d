package kow_test

import (
	"math/rand/v2"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// Property: the built-in battle played by the random player that knows
// only the engine's contract (any option the Decision and the pieces'
// Orders offer, targets from Targets, moves clamped by PreviewMove)
// keeps the invariants after every order (no overlaps, all on the table,
// counters in their bounds), a refused order changes nothing, and the
// same orders replayed give the same game.
func TestRandomBattlesThroughTheContract(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		sc, err := scenario.Load(scenarios.FS, scenarios.Default)
		if err != nil {
			t.Fatal(err)
		}
		start := sc.State.Clone()
		g := &engine.Game{Rules: sc.Rules, State: sc.State}
		g.Start()
		given, bad := gametest.RandomGame(g, rand.New(rand.NewPCG(seed, 11)), 250)
		if bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		if len(given) < 10 {
			t.Fatalf("seed %d: only %d orders given", seed, len(given))
		}
		again := &engine.Game{Rules: sc.Rules, State: start}
		again.Start()
		if bad := gametest.Replay(again, given, g.State); bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
	}
}

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
		rng := rand.New(rand.NewPCG(seed, 11))
		var given []engine.Order
		for n := 0; n < 250 && !g.State.Over; n++ {
			o := gametest.RandomOrder(g, rng)
			before := g.State.Hash()
			if _, err := g.Do(o); err != nil {
				if g.State.Hash() != before {
					t.Fatalf("seed %d: a refused %s changed the game", seed, o.Kind())
				}
				continue
			}
			given = append(given, o)
			if bad := gametest.Invariants(g.Rules, g.State, 1e-6); len(bad) > 0 {
				t.Fatalf("seed %d after %s: %v", seed, o.Kind(), bad)
			}
		}
		again := &engine.Game{Rules: sc.Rules, State: start}
		again.Start()
		for _, o := range given {
			if _, err := again.Do(o); err != nil {
				t.Fatalf("seed %d: replaying %s: %v", seed, o.Kind(), err)
			}
		}
		if again.State.Hash() != g.State.Hash() {
			t.Fatalf("seed %d: the replay differs", seed)
		}
	}
}

package whfb8

import (
	"math/rand/v2"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
)

// Random games of the sample through the contract alone: a refused order
// changes nothing, every order given keeps the invariants (no unit on
// another or off the table, counters within their bounds), and the
// orders replay to the same State.
func TestRandomGames(t *testing.T) {
	kinds := map[string]int{}
	for seed := range uint64(12) {
		g := example(t)
		orders, bad := gametest.RandomGame(g, rand.New(rand.NewPCG(seed, 7)), 600)
		if bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		again := example(t)
		if bad := gametest.Replay(again, orders, g.State); bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		for _, p := range g.State.Pieces {
			if p.Formation.Models < 1 || p.Formation.Models > startModels(&p) {
				t.Fatalf("seed %d: %s has %d models", seed, p.Name, p.Formation.Models)
			}
		}
		for _, o := range orders {
			kinds[o.Kind()]++
		}
	}
	// the games reach most kinds of order, not just the end of phases
	// (random moves seldom bring units into combat: the golden game and
	// pursuit_test.go fight)
	for _, k := range []string{Shoot{}.Kind(), DeclareCharge{}.Kind(), React{}.Kind(), Cast{}.Kind(), Dispel{}.Kind(), (Move{}).Kind(), Reform{}.Kind(), engine.EndPhase{}.Kind()} {
		if kinds[k] == 0 {
			t.Errorf("no %s in the random games: %v", k, kinds)
		}
	}
}

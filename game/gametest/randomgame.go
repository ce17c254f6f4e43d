package gametest

import (
	"fmt"
	"math/rand/v2"

	"warbench/game/engine"
)

// RandomGame plays up to n RandomOrders on g (started) and checks, after
// each, what holds for any ruleset: a refused order changes nothing and
// an order given keeps the Invariants. It returns the orders given, to
// replay, and the first broken property ("" when none).
func RandomGame(g *engine.Game, rng *rand.Rand, n int) ([]engine.Order, string) {
	var given []engine.Order
	for range n {
		if g.State.Over {
			break
		}
		o := RandomOrder(g, rng)
		before := g.State.Hash()
		if _, err := g.Do(o); err != nil {
			if g.State.Hash() != before {
				return given, fmt.Sprintf("a refused %s changed the game", o.Kind())
			}
			continue
		}
		given = append(given, o)
		if bad := Invariants(g.Rules, g.State, 1e-6); len(bad) > 0 {
			return given, fmt.Sprintf("after %s: %v", o.Kind(), bad)
		}
	}
	return given, ""
}

// Replay gives orders to g (started as the game they came from was) and
// says whether it ends in the same State as want ("" when it does).
func Replay(g *engine.Game, orders []engine.Order, want *engine.State) string {
	for _, o := range orders {
		if _, err := g.Do(o); err != nil {
			return fmt.Sprintf("replaying %s: %v", o.Kind(), err)
		}
	}
	if g.State.Hash() != want.Hash() {
		return "the replay differs"
	}
	return ""
}

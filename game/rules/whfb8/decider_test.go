package whfb8

import (
	"math/rand/v2"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/scenario"
)

// Check asks decider, not Decision, who decides now; the two agree at
// every step of random games of the samples, reactions, pursuits,
// dispels, redirects and challenges included.
func TestDeciderIsDecisionsPlayer(t *testing.T) {
	for _, file := range []string{"example/cairn-ridge-heroes.scenario.yaml", "example/mirefen-ford.scenario.yaml", "example/cairn-ridge-deploy.scenario.yaml"} {
		sc, err := scenario.Load(Example, file)
		if err != nil {
			t.Fatal(err)
		}
		g := &engine.Game{Rules: sc.Rules, State: sc.State}
		g.Start()
		r, rng := &Ruleset{}, rand.New(rand.NewPCG(3, 5))
		for step := 0; step < 800 && !g.State.Over; step++ {
			if got, want := r.decider(g.State), r.Decision(g.State).Player; got != want {
				t.Fatalf("%s, step %d (%s phase): decider %d, Decision %d", file, step, g.State.Phase, got, want)
			}
			g.Do(gametest.RandomOrder(g, rng))
		}
	}
}

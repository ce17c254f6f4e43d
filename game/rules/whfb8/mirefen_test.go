package whfb8

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/scenario"
)

// troopsScenario is the sample of troop types: cavalry, a chariot, a
// monster, skirmishers, monstrous infantry, war beasts and a swarm.
const troopsScenario = "example/mirefen-ford.scenario.yaml"

// mirefen loads and starts the sample of troop types.
func mirefen(t testing.TB) *engine.Game {
	t.Helper()
	sc, err := scenario.Load(Example, troopsScenario)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	return g
}

// The sample of troop types plays to its end with the golden game's
// script: the ambushers wait off the table (§9.1), the fast cavalry makes
// its vanguard move before turn 1, and the game reaches its sixth turn.
func TestMirefenFordPlays(t *testing.T) {
	g := mirefen(t)
	var all []string
	for _, e := range g.Log[0].Events {
		all = append(all, e.Text)
	}
	if g.State.Phase != VanguardPhase || g.State.PieceOrGone(8) == nil || !offTable(g.State.PieceOrGone(8)) {
		t.Fatalf("start: phase %q; want the vanguard moves with the hounds in ambush", g.State.Phase)
	}
	for n := 0; !g.State.Over; n++ {
		if n > 3000 {
			t.Fatal("the game did not end in 3000 orders")
		}
		for _, e := range scriptTurn(t, g) {
			all = append(all, e.Text)
		}
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{"Vale Outriders makes a vanguard move of", "Marsh Hounds springs its ambush", "Marsh Hounds comes on from the table edge."} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the game", want)
		}
	}
	t.Log(g.Rules.Score(g.State).Text)
	if testing.Verbose() {
		t.Log(text)
	}
}

// Random games of the sample of troop types keep the invariants and
// replay to the same State.
func TestMirefenRandomGames(t *testing.T) {
	for seed := range uint64(6) {
		g := mirefen(t)
		orders, bad := gametest.RandomGame(g, rand.New(rand.NewPCG(seed, 11)), 600)
		if bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
		if bad := gametest.Replay(mirefen(t), orders, g.State); bad != "" {
			t.Fatalf("seed %d: %s", seed, bad)
		}
	}
}

package ai_test

import (
	"reflect"
	"runtime"
	"testing"

	"warbench/game/ai"
	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	_ "warbench/game/rules/all"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// battle is the built-in battle, started.
func battle(t *testing.T) *engine.Game {
	t.Helper()
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	return g
}

// A player never sees the dice: at every decision of a game, each kind
// chooses the same order, for the same reason, whatever the game's dice
// generator holds.
func TestPlayersDoNotSeeTheDice(t *testing.T) {
	g := battle(t)
	driver, _ := ai.New("normal", g.Rules, 1)
	for step := 0; step < 120 && !g.State.Over; step++ {
		d := g.Decision()
		if step%7 == 0 {
			for _, kind := range ai.Kinds() {
				var got [2]ai.Choice
				for i, seed := range []uint64{11, 987654321} {
					s := g.State.Clone()
					s.Dice = dice.New(seed)
					p, err := ai.New(kind, g.Rules, 5)
					if err != nil {
						t.Fatal(err)
					}
					got[i] = p.Choose(g.Rules, ai.Blind(g.Rules, s, d.Player), d)
				}
				if got[0] != got[1] {
					t.Fatalf("step %d, %s: the dice changed the choice: %v / %v", step, kind, got[0], got[1])
				}
			}
		}
		c := ai.Next(g, driver)
		if _, err := g.Do(c.Order); err != nil {
			t.Fatalf("step %d: %s refused: %v", step, c.Reason, err)
		}
	}
}

// The blind copy's dice are never the game's: the same faces come from
// it whatever the game's seed.
func TestBlindDiceAreNotTheGames(t *testing.T) {
	g := battle(t)
	var faces [2][]int
	for i, seed := range []uint64{1, 2} {
		s := g.State.Clone()
		s.Dice = dice.New(seed)
		b := ai.Blind(g.Rules, s, 1)
		for range 20 {
			faces[i] = append(faces[i], b.Dice.Roll(6, "t").Face)
		}
	}
	for k := range faces[0] {
		if faces[0][k] != faces[1][k] {
			t.Fatalf("the blind dice follow the game's seed: %v / %v", faces[0], faces[1])
		}
	}
	a, b := dice.New(1), dice.New(2)
	same := true
	for range 20 {
		if a.Roll(6, "t").Face != b.Roll(6, "t").Face {
			same = false
		}
	}
	if same {
		t.Fatal("seeds 1 and 2 roll the same: the test proves nothing")
	}
}

// The random player plays another system than Kings of War to its end
// with legal orders only, keeping the invariants; the real opponent
// refuses to play a system that registered no evaluator.
func TestRandomPlaysTheToy(t *testing.T) {
	g, err := gametest.ToyGame()
	if err != nil {
		t.Fatal(err)
	}
	p := ai.NewRandom(3)
	refused := 0
	err = ai.Play(g, [3]ai.Player{nil, p, p}, 4000, func(_ engine.PlayerID, c ai.Choice, err error) {
		if err != nil {
			refused++
		}
		if bad := gametest.Invariants(g.Rules, g.State, 1e-6); len(bad) > 0 {
			t.Fatalf("after %s: %v", c.Order.Kind(), bad)
		}
	})
	if err != nil || refused != 0 {
		t.Fatalf("play: %v, %d refused", err, refused)
	}
	if _, err := ai.New("normal", g.Rules, 1); err == nil {
		t.Fatal("the real opponent took a system it has no evaluator for")
	}
	if _, err := ai.New("grandmaster", battle(t).Rules, 1); err == nil {
		t.Fatal("an unknown kind was accepted")
	}
}

// The planner weighs its candidates on every thread the machine runs,
// and its plan does not depend on how many: at each of the battle's
// first decisions of the normal level, the whole plan (each order and
// its reason) is the same on one thread as on four.
func TestPlanIsTheSameOnAnyThreads(t *testing.T) {
	g := battle(t)
	driver, _ := ai.New("normal", g.Rules, 1)
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for step := 0; step < 40 && !g.State.Over; step++ {
		d := g.Decision()
		var plans [2][]ai.Choice
		for i, threads := range []int{1, 4} {
			runtime.GOMAXPROCS(threads)
			p, _ := ai.New("normal", g.Rules, 1)
			plans[i] = p.(*ai.Planner).Plan(g.Rules, ai.Blind(g.Rules, g.State, d.Player), d)
		}
		if len(plans[0]) == 0 && d.Kind != engine.NoDecision && step == 0 {
			t.Fatal("no plan at the first decision: the test compares nothing")
		}
		if !reflect.DeepEqual(plans[0], plans[1]) {
			t.Fatalf("step %d: on one thread %v, on four %v", step, plans[0], plans[1])
		}
		c := ai.Next(g, driver)
		if _, err := g.Do(c.Order); err != nil {
			t.Fatalf("step %d: %s refused: %v", step, c.Reason, err)
		}
	}
}

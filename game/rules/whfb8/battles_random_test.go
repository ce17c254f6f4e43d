package whfb8

import (
	"math/rand/v2"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/save"
	"warbench/game/scenario"
)

// The sample scenario of each pitched battle (§12).
var battleSamples = map[string]string{
	Battleline:    "example/cairn-ridge-deploy.scenario.yaml",
	BloodAndGlory: "example/gorse-hollow-blood.scenario.yaml",
	DawnAttack:    "example/pale-dawn.scenario.yaml",
	ThePass:       "example/wolfsgate-pass.scenario.yaml",
	Meeting:       "example/crossroads-meeting.scenario.yaml",
	Watchtower:    "example/old-beacon-watchtower.scenario.yaml",
}

// sample loads a battle's sample scenario, with the dice of seed, and
// starts it.
func sample(t *testing.T, battle string, seed uint64) *engine.Game {
	t.Helper()
	sc, err := scenario.Load(Example, battleSamples[battle])
	if err != nil {
		t.Fatal(err)
	}
	sc.State.Seed = seed
	sc.State.Dice = dice.New(seed)
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	return g
}

// Random games of every pitched battle, from the roll-off to the end,
// through the contract alone (gametest.RandomOrder: random deployments in
// the zones, random orders after): a refused order changes nothing,
// every order keeps the invariants, the orders replay to the same State,
// and every game reaches turn 1.
func TestRandomBattles(t *testing.T) {
	for _, battle := range (&Ruleset{}).Victories() {
		for seed := range uint64(3) {
			g := sample(t, battle, seed)
			orders, bad := gametest.RandomGame(g, rand.New(rand.NewPCG(seed, 15)), 500)
			if bad != "" {
				t.Fatalf("%s, seed %d: %s", battle, seed, bad)
			}
			if g.State.Turn < 1 {
				t.Errorf("%s, seed %d: still deploying after %d orders (%s)", battle, seed, len(orders), g.Decision().Prompt)
			}
			again := sample(t, battle, seed)
			if bad := gametest.Replay(again, orders, g.State); bad != "" {
				t.Fatalf("%s, seed %d: %s", battle, seed, bad)
			}
		}
	}
}

// A battle's game saved and loaded again replays every order to the
// same hashes, its setup orders (the half, the rolls, the choices)
// included; the saved header names the battle.
func TestBattleSaveRoundTrip(t *testing.T) {
	for _, battle := range (&Ruleset{}).Victories() {
		sc, src, err := save.OpenScenario(Example, battleSamples[battle], false)
		if err != nil {
			t.Fatal(err)
		}
		h := save.NewHeader(sc, src, 9, nil, nil)
		h.Victory = battle
		sess, err := save.New(h)
		if err != nil {
			t.Fatal(err)
		}
		sess.Start()
		rng := rand.New(rand.NewPCG(9, 9))
		for range 250 {
			if sess.Game.State.Over {
				break
			}
			sess.Do(gametest.RandomOrder(sess.Game, rng)) // a refusal changes nothing
		}
		var b strings.Builder
		if err := sess.Save(&b); err != nil {
			t.Fatal(err)
		}
		back, _, err := save.Load(strings.NewReader(b.String()))
		if err != nil {
			t.Fatalf("%s: %v", battle, err)
		}
		if back.Game.State.Hash() != sess.Game.State.Hash() || back.Game.State.Victory != battle {
			t.Errorf("%s: the loaded game differs (victory %q)", battle, back.Game.State.Victory)
		}
	}
}

// whfb8 §12 Victory points: "a player must score at least 100 VP more
// than the opponent to win. Anything else is a draw."
func TestVictoryPointsMargin(t *testing.T) {
	for _, c := range []struct {
		pts    int
		winner engine.PlayerID
	}{{99, 0}, {100, 1}, {250, 1}} {
		a := piece(t, nil)
		a.Points = c.pts
		b := piece(t, nil)
		s := duel(t, a, b, 20*Inch, Combat)
		s.Gone = append(s.Gone, s.Pieces[1]) // player 2's unit destroyed
		s.Pieces = s.Pieces[:1]
		s.Pieces = append(s.Pieces, *piece(t, nil))
		s.Pieces[1].ID, s.Pieces[1].Owner = 3, 2
		s.Gone[0].Points = c.pts
		s.Over = true
		if sc := (&Ruleset{}).Score(s); sc.Winner != c.winner || sc.Points[1] != c.pts {
			t.Errorf("%d VP to 0: %+v", c.pts, sc)
		}
	}
}

// The setup orders read back equal to what was written; a bad field is
// an error naming it.
func TestSetupCodec(t *testing.T) {
	r := &Ruleset{}
	for _, o := range []engine.Order{ChooseHalf{By: 2, Half: 3}, ChooseFirst{By: 1, First: 2}, EmptyTower{By: 2},
		ZoneRoll{By: 1, Unit: 4}, BringOn{By: 2, Unit: 9}} {
		kind, data, err := engine.EncodeOrder(r, o)
		if err != nil {
			t.Fatalf("%s: %v", o.Kind(), err)
		}
		back, err := engine.DecodeOrder(r, kind, data)
		if err != nil || back != o {
			t.Errorf("%s %s: read back %#v, %v", kind, data, back, err)
		}
	}
	for _, c := range []struct{ kind, data, want string }{
		{"whfb8/half", `{"by": 1}`, "half: missing"},
		{"whfb8/half", `{"by": 1, "half": 7}`, "half: missing or not 0 to 3"},
		{"whfb8/first-turn", `{"by": 1, "first": 3}`, "first"},
		{"whfb8/zone-roll", `{"by": 1}`, "unit: missing"},
		{"whfb8/reserve", `{"by": 1, "unit": 2, "edge": "north"}`, `unknown field "edge"`},
	} {
		if _, err := r.DecodeOrder(c.kind, []byte(c.data)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %s: %v, want %q", c.kind, c.data, err, c.want)
		}
	}
}

// whfb8 §12 Dead or Fled and §13 A-38: a unit still fleeing on the table
// when the game ends scores nothing in 8th edition; with the setting
// vpFleeingAtEnd (the house rule fleeing_at_end_scores) it is worth its
// points, as if it had fled, and only once the game is over.
func TestFleeingAtTheEnd(t *testing.T) {
	a, b := piece(t, nil), piece(t, nil)
	s := duel(t, a, b, 20*Inch, Combat)
	s.Pieces[1].Points = 230
	s.Pieces[1].SetCounter("fleeing", 1)
	s.Over = true
	r := &Ruleset{}
	if sc := r.Score(s); sc.Points[1] != 0 {
		t.Fatalf("8th edition: a unit fleeing at the end is worth %d, want 0", sc.Points[1])
	}
	s.HouseRules = []string{FleeingAtEndScores}
	if sc := r.Score(s); sc.Points[1] != 230 || sc.Winner != 1 {
		t.Fatalf("fleeing_at_end_scores: %d VP, winner %d; want 230 and player 1", sc.Points[1], sc.Winner)
	}
	s.Over = false
	if sc := r.Score(s); sc.Points[1] != 0 {
		t.Fatalf("during the game the fleeing unit already counts %d", sc.Points[1])
	}
}

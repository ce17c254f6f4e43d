package kow

import (
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
)

func newGame() *engine.Game {
	r := New(KoW2)
	s := &engine.State{Ruleset: "kow2", Players: []engine.Player{{ID: 1}, {ID: 2}}, Dice: dice.New(1)}
	r.Start(s)
	return &engine.Game{Rules: r, State: s}
}

// kow2 §4.1: each player turn is movement, shooting, melee; players
// alternate; the game lasts until both have had 6 turns (§11.6).
func TestTurnSequence(t *testing.T) {
	g := newGame()
	s := g.State
	want := []struct {
		turn   int
		active engine.PlayerID
		phase  string
	}{
		{1, 1, Shooting}, {1, 1, Melee}, {1, 2, Movement}, {1, 2, Shooting}, {1, 2, Melee}, {2, 1, Movement},
	}
	for i, w := range want {
		if _, err := g.Do(engine.EndPhase{By: s.Active}); err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if s.Turn != w.turn || s.Active != w.active || s.Phase != w.phase {
			t.Fatalf("step %d: turn %d player %d %s, want turn %d player %d %s", i, s.Turn, s.Active, s.Phase, w.turn, w.active, w.phase)
		}
	}
	for !s.Over {
		if _, err := g.Do(engine.EndPhase{By: s.Active}); err != nil {
			t.Fatal(err)
		}
	}
	// 6 turns each, 3 phases each: 36 orders in all.
	if len(g.Log) != 36 {
		t.Fatalf("game ended after %d phase ends, want 36", len(g.Log))
	}
	last := g.Log[len(g.Log)-1].Events
	if len(last) != 1 || last[0].Kind != engine.GameEnded {
		t.Fatalf("last events %+v, want one GameEnded", last)
	}
	if g.Decision().Kind != engine.NoDecision {
		t.Fatalf("decision after the end: %v", g.Decision().Kind)
	}
}

// Only the active player gives orders (§4.1), and nothing after the end.
func TestOrdersOutOfTurnAreRefused(t *testing.T) {
	g := newGame()
	_, err := g.Do(engine.EndPhase{By: 2})
	il, ok := err.(*engine.Illegal)
	if !ok || il.Rule != "kow2/4.1" {
		t.Fatalf("player 2 ending player 1's phase: %v", err)
	}
	if len(g.Log) != 0 || g.State.Phase != Movement {
		t.Fatal("a refused order changed the game")
	}
}

// kow2 §11.3 Kill!: each player scores the points of routed enemy units;
// a win needs a margin of 10% of the army size.
func TestKillScore(t *testing.T) {
	r := New(KoW2)
	s := &engine.State{Over: true,
		Pieces: []engine.Piece{{ID: 1, Owner: 1, Points: 1000}, {ID: 2, Owner: 2, Points: 800}},
		Gone:   []engine.Piece{{ID: 3, Owner: 2, Points: 200}, {ID: 4, Owner: 1, Points: 50}}}
	sc := r.Score(s)
	// Armies are 1050 and 1000: margin 105. Player 1 scores 200, player 2 scores 50.
	if sc.Points[1] != 200 || sc.Points[2] != 50 || sc.Winner != 1 {
		t.Fatalf("score %+v, want 200-50 won by player 1", sc)
	}
	s.Gone[0].Points = 150 // 150 - 50 = 100 < 105: a draw
	s.Pieces[1].Points = 850
	if sc := r.Score(s); sc.Winner != 0 {
		t.Fatalf("a 100-point lead below the 105 margin won: %+v", sc)
	}
}

package save_test

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/toy"
	"warbench/game/save"
)

// A game of another rule system saves and replays as a Kings of War game
// does: the toy game (game/rules/toy) with its sides' counters and hidden
// cards, its marker, an attached piece and the other player's reactions,
// played at random to its end, undone half way and played on, saves;
// the save loads, replays every line with its dice, poses and hashes,
// and ends where the game did.
func TestToyGameSavesAndReplays(t *testing.T) {
	sc, src, err := save.OpenScenario(toy.Example, toy.ExampleScenario, false)
	if err != nil {
		t.Fatal(err)
	}
	s, err := save.New(save.NewHeader(sc, src, 0, nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	rng := rand.New(rand.NewPCG(3, 4))
	play := func(n int) {
		for i := 0; i < n && !s.Game.State.Over; i++ {
			s.Do(gametest.RandomOrder(s.Game, rng)) // refusals are part of random play
		}
	}
	play(60)
	for range 5 {
		if s.CanUndo() {
			if err := s.Undo(); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(400)
	if !s.Game.State.Over || len(s.Game.State.Sides) != 2 || len(s.Game.State.Markers) != 1 {
		t.Fatalf("the game: over %v, sides %d, markers %d", s.Game.State.Over, len(s.Game.State.Sides), len(s.Game.State.Markers))
	}
	var buf bytes.Buffer
	if err := s.Save(&buf); err != nil {
		t.Fatal(err)
	}
	back, _, err := save.Load(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hash() != s.Hash() || back.Len() != s.Len() {
		t.Fatalf("loaded %d entries to %s, played %d to %s", back.Len(), back.Hash(), s.Len(), s.Hash())
	}
	if back.Game.State.Side(1).Cards[0] != s.Game.State.Side(1).Cards[0] {
		t.Fatal("the loaded game lost a hidden card")
	}
	if d := back.Game.Decision(); d.Kind != engine.NoDecision {
		t.Fatalf("the loaded game waits for %+v", d)
	}
}

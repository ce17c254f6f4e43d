package save_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/save"
	"warbench/scenarios"
)

// newSession makes a session of the built-in battle with its seed, not
// yet started.
func newSession(t testing.TB) *save.Session {
	t.Helper()
	s, err := save.New(newHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// newHeader is the header of a new game of the built-in battle.
func newHeader(t testing.TB) save.Header {
	t.Helper()
	sc, src, err := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	if err != nil {
		t.Fatal(err)
	}
	return save.NewHeader(sc, src, 0, nil, nil)
}

// playTurns plays the built-in battle with a plain scripted player (the
// one of kow's golden game: charge the first legal target, else advance
// towards the nearest enemy; shoot the first legal target; fight every
// combat and regroup forward) until the game is over or maxPhases phases
// have ended.
func playTurns(t testing.TB, s *save.Session, maxPhases int) {
	t.Helper()
	g := s.Game
	if s.Head() == 0 {
		s.Start()
	}
	for g.State.Phase == kow.VanguardPhase {
		do(t, s, engine.EndPhase{By: g.State.Active})
	}
	for i := 0; i < maxPhases && !g.State.Over; i++ {
		scriptedPhase(t, s)
	}
}

func do(t testing.TB, s *save.Session, o engine.Order) {
	t.Helper()
	if _, err := s.Do(o); err != nil {
		t.Fatalf("turn %d %s: %s: %v", s.Game.State.Turn, s.Game.State.Phase, o.Kind(), err)
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
}

// scriptedPhase plays one phase with gametest.PlainPhase.
func scriptedPhase(t testing.TB, s *save.Session) {
	t.Helper()
	err := gametest.PlainPhase(s.Game, func(o engine.Order) error {
		if _, err := s.Do(o); err != nil {
			return err
		}
		return s.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
}

package savetest

import (
	"io"
	"testing"

	"warbench/game/engine"
	"warbench/game/save"
	"warbench/scenarios"
)

// NewGame starts the built-in battle in st, journaled in its folder of
// games (seed 0: the scenario's), and ends n phases of it.
func NewGame(t testing.TB, st *save.Store, n int) *save.Session {
	t.Helper()
	sc, src, err := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	if err != nil {
		t.Fatal(err)
	}
	s, err := st.NewGame(save.NewHeader(sc, src, 0, nil, nil), save.JournalInFolder)
	if err != nil || s.Err() != nil {
		t.Fatal(err, s.Err())
	}
	for range n {
		if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// Repeat is a reader of Head, then Line N times, made as it is read (a
// file of a million lines costs no memory), counting the bytes given (Given).
type Repeat struct {
	Head, Line []byte
	N          int
	Given      int64
}

func (r *Repeat) Read(p []byte) (int, error) {
	k := 0
	for k < len(p) {
		if len(r.Head) == 0 {
			if r.N == 0 {
				break
			}
			r.Head, r.N = r.Line, r.N-1
		}
		c := copy(p[k:], r.Head)
		r.Head, k = r.Head[c:], k+c
	}
	r.Given += int64(k)
	if k == 0 {
		return 0, io.EOF
	}
	return k, nil
}

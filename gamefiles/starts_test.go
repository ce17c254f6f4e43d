package gamefiles

import (
	"io/fs"
	"path/filepath"
	"testing"
	"time"

	"warbench/game/rules"
	"warbench/game/save"
	"warbench/input"
	"warbench/scenarios"
)

// The start screen is offered every playable system that has built-in
// scenarios (the program's and those the systems register), each
// scenario with its own victory, size and sides; a new game of one, with
// a victory rolled and a size agreed, has them in its State and is
// journaled with them: it opens again the same.
func TestStartsNewGame(t *testing.T) {
	dir := t.TempDir()
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	f := &Files{Store: st, Autosave: true}
	s := &Starts{Files: f, Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...), Seed: func() uint64 { return 5 }}
	systems := s.Systems()
	if len(systems) < 2 {
		t.Fatalf("%d systems offered, want every system's built-in scenarios", len(systems))
	}
	for _, sys := range systems {
		for _, sc := range sys.Scenarios {
			if sc.Name == "" || sc.Sides[0] == "" || sc.Sides[1] == "" {
				t.Errorf("%s: %+v", sys.Name, sc)
			}
		}
	}
	if path, _ := s.Last(); path != "" {
		t.Fatalf("an unfinished game in a new folder: %s", path)
	}
	sys := systems[len(systems)-1]
	c := input.NewGame{System: sys.ID, Scenario: sys.Scenarios[0].Key, Victory: input.RollVictory, Points: 750}
	o, err := s.NewGame(c)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close(f.Session)
	state := o.Game.State
	if state.Points != 750 || state.Seed != 5 || state.Victory == "" || f.Session.Header.Victory != save.RollVictory {
		t.Fatalf("points %d, seed %d, victory %q (header %q)", state.Points, state.Seed, state.Victory, f.Session.Header.Victory)
	}
	again, _, err := save.LoadFile(f.Playing())
	if err != nil {
		t.Fatal(err)
	}
	if g := again.Game.State; g.Victory != state.Victory || g.Points != 750 {
		t.Fatalf("the journal opens on victory %q, points %d", g.Victory, g.Points)
	}
	if _, err := s.NewGame(input.NewGame{System: sys.ID, Scenario: "nowhere"}); err == nil {
		t.Fatal("a scenario that is not built in started")
	}
}

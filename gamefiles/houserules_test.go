package gamefiles

import (
	"io/fs"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"warbench/game/rules"
	"warbench/game/save"
	"warbench/input"
	"warbench/scenarios"
)

// The house rules chosen on New game (kow2 §14, whfb8 §13, kow-beta §11
// name them as settings beside their recommended readings) are played:
// the game's State has them, its journal's header records them, and the
// game opened again plays them too. Choosing the scenario's own leaves
// the header as it was, so that such a save reads as before.
func TestStartsNewGameWithHouseRules(t *testing.T) {
	st, f, s := builtinStarts(t, func() uint64 { return 5 })
	var sys input.StartSystem
	for _, sy := range s.Systems() {
		if len(sy.HouseRules) >= 2 && len(sy.Scenarios) > 0 {
			sys = sy
			break
		}
	}
	if sys.ID == "" {
		t.Fatal("no system offers two house rules")
	}
	pick := []string{sys.HouseRules[1].Name, sys.HouseRules[0].Name} // in any order
	o, err := s.NewGame(input.NewGame{System: sys.ID, Scenario: sys.Scenarios[0].Key, HouseRules: pick})
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Sorted(slices.Values(pick))
	if got := o.Game.State.HouseRules; !slices.Equal(got, want) {
		t.Fatalf("%s: the game plays house rules %q, want %q", sys.Name, got, want)
	}
	if got := f.Session.Header.HouseRules; !slices.Equal(slices.Sorted(slices.Values(got)), want) {
		t.Fatalf("the journal's header has house rules %q", got)
	}
	again, _, err := save.LoadFile(f.Playing())
	st.Close(f.Session)
	if err != nil {
		t.Fatal(err)
	}
	if got := again.Game.State.HouseRules; !slices.Equal(got, want) {
		t.Fatalf("the journal opens with house rules %q, want %q", got, want)
	}

	// The scenario's own (none here): the header names none.
	o, err = s.NewGame(input.NewGame{System: sys.ID, Scenario: sys.Scenarios[0].Key, HouseRules: []string{}})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close(f.Session)
	if h := f.Session.Header.HouseRules; h != nil || len(o.Game.State.HouseRules) != len(sys.Scenarios[0].HouseRules) {
		t.Fatalf("the scenario's own house rules: header %q, state %q", h, o.Game.State.HouseRules)
	}
	if _, err := s.NewGame(input.NewGame{System: sys.ID, Scenario: sys.Scenarios[0].Key, HouseRules: []string{"no_such_rule"}}); err == nil {
		t.Fatal("a house rule the system does not offer was played")
	}
}

// builtinStarts is New game over every built-in scenario (the program's
// and the systems'), its games journaled and autosaved in a folder of the
// test's own, each seeded by seed.
func builtinStarts(t *testing.T, seed func() uint64) (*save.Store, *Files, *Starts) {
	t.Helper()
	dir := t.TempDir()
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	f := &Files{Store: st, Autosave: true}
	return st, f, &Starts{Files: f, Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...), Seed: seed}
}

package gamefiles

import (
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warbench/game/ai"
	"warbench/game/geom"
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
	st, f, s := builtinStarts(t, func() uint64 { return 5 })
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
	c := input.NewGame{System: sys.ID, Scenario: sys.Scenarios[0].Key, Victory: input.RollVictory, Points: 750, Computer: [2]string{"", "hard"}}
	o, err := s.NewGame(c)
	if err != nil {
		t.Fatal(err)
	}
	if o.Computer != c.Computer {
		t.Fatalf("the game opened with the computer playing %v; want %v", o.Computer, c.Computer)
	}
	for _, sy := range systems {
		if rs, _ := rules.Lookup(sy.ID); sy.Computer != ai.Plays(rs) {
			t.Fatalf("%s: offers the computer %v", sy.Name, sy.Computer)
		}
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
	// Who plays is in the journal: the game continued goes on against
	// the computer (and a saved game's header says so).
	if got := again.Header.Computer; len(got) != 2 || got[0] != "" || got[1] != "hard" {
		t.Fatalf("the journal's header has the computer playing %q", got)
	}
	f2 := &Files{Store: st}
	o2, err := f2.Open(f.Playing())
	if err != nil {
		t.Fatal(err)
	}
	if o2.Computer != c.Computer {
		t.Fatalf("the game continued has the computer playing %v; want %v", o2.Computer, c.Computer)
	}
	if _, err := s.NewGame(input.NewGame{System: sys.ID, Scenario: "nowhere"}); err == nil {
		t.Fatal("a scenario that is not built in started")
	}
}

// kow2 §11.1, §11.4: a new game may play another built-in army on each
// side and another table (a built-in layout, or an open table of a size
// the rules give): the armies are lined up in their zones, the game is
// journaled with its composed scenario and opens again the same.
func TestStartsNewGameWithOtherParts(t *testing.T) {
	st, f, s := builtinStarts(t, func() uint64 { return 9 })
	var kow input.StartSystem
	for _, sys := range s.Systems() {
		if sys.ID == "kow2" {
			kow = sys
		}
	}
	if len(kow.Armies) < 6 || len(kow.Layouts) < 5 {
		t.Fatalf("kow2 offers %d armies and %d layouts: %+v %+v", len(kow.Armies), len(kow.Layouts), kow.Armies, kow.Layouts)
	}
	pick := func(parts []input.StartPart, prefix string) string {
		for _, p := range parts {
			if strings.HasPrefix(p.Name, prefix) {
				return p.Key
			}
		}
		t.Fatalf("no %q among %+v", prefix, parts)
		return ""
	}
	sc := kow.Scenarios[0]
	ng := input.NewGame{System: "kow2", Scenario: sc.Key, Victory: "kill", Points: 1500,
		Layout: pick(kow.Layouts, `Open table · 48 x 48"`),
		Armies: [2]string{pick(kow.Armies, "The Thornvale Hunt"), pick(kow.Armies, "The Saltmarsh Compact")}}
	o, err := s.NewGame(ng)
	if err != nil {
		t.Fatal(err)
	}
	state := o.Game.State
	if math.Abs(state.Table.Width-48*geom.MMPerInch) > 1e-6 || math.Abs(state.Table.Depth-48*geom.MMPerInch) > 1e-6 || len(state.Table.Terrain) != 0 {
		t.Errorf("table %gx%g mm with %d terrain pieces", state.Table.Width, state.Table.Depth, len(state.Table.Terrain))
	}
	if state.Players[0].Name != "The Thornvale Hunt" || state.Players[1].Name != "The Saltmarsh Compact" || state.Points != 1500 {
		t.Errorf("players %+v, points %d", state.Players, state.Points)
	}
	// kow2 §11.4: the players deploy the units lined up in their zones.
	if d := o.Game.Decision(); state.Deployment != "players" || !strings.Contains(d.Prompt, "deploys a unit") {
		t.Errorf("deployment %q, decision %q", state.Deployment, d.Prompt)
	}
	defer st.Close(f.Session)
	if h := f.Session.Header; h.Scenario.Builtin || h.Seed != 9 || h.Scenario.Name != "The Thornvale Hunt v The Saltmarsh Compact" {
		t.Errorf("header: scenario %q (built in %v), seed %d", h.Scenario.Name, h.Scenario.Builtin, h.Seed)
	}
	again, _, err := save.LoadFile(f.Playing())
	if err != nil {
		t.Fatal(err)
	}
	if g := again.Game.State; len(g.Pieces) != len(state.Pieces) || g.Table.Width != state.Table.Width {
		t.Errorf("the journal opens on %d pieces, table %g mm", len(g.Pieces), g.Table.Width)
	}
}

// The player's own files in the library folder are offered beside the
// built-in ones: an army file, a BattleScribe roster (read as an army
// file) and a layout; a file that does not load, or a roster of another
// game system, is not offered. A new game plays them.
func TestStartsLibrary(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "library")
	os.MkdirAll(lib, 0o755)
	copyFile := func(from, to string) {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(lib, to), data, 0o644)
	}
	copyFile("../scenarios/thornvale-hunt.army.yaml", "mine.army.yaml")
	copyFile("../game/rules/kow/testdata/lanternfolk.rosz", "lanternfolk.rosz")
	copyFile("../scenarios/harrow-ford.layout.yaml", "my-table.layout.yaml")
	os.WriteFile(filepath.Join(lib, "broken.army.yaml"), []byte("name: [\n"), 0o644)
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	f := &Files{Store: st, Autosave: true}
	s := &Starts{Files: f, Builtin: []fs.FS{scenarios.FS}, Library: lib}
	kow := s.Systems()[0]
	var mine []string
	for _, p := range append(kow.Layouts, kow.Armies...) {
		if strings.HasPrefix(p.Key, "lib/") {
			mine = append(mine, p.Name)
		}
	}
	want := []string{"Harrow Ford · 72 x 48\" (yours)", "The Lanternfolk · 510 pts (yours)", "The Thornvale Hunt · 1980 pts (yours)"}
	if strings.Join(mine, "|") != strings.Join(want, "|") {
		t.Fatalf("the library offers %q, want %q", mine, want)
	}
	o, err := s.NewGame(input.NewGame{System: kow.ID, Scenario: kow.Scenarios[0].Key, Victory: "kill",
		Layout: "lib/my-table.layout.yaml", Armies: [2]string{"lib/lanternfolk.rosz", "lib/mine.army.yaml"}})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close(f.Session)
	if p := o.Game.State.Players; p[0].Name != "The Lanternfolk" || p[1].Name != "The Thornvale Hunt" {
		t.Errorf("players %+v", p)
	}
}

// A scenario in the library, with its layout and armies beside it, is
// offered to its system; it plays as it is, or with another army, its
// own other parts read from the library.
func TestStartsLibraryScenario(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "library")
	os.MkdirAll(lib, 0o755)
	for _, name := range []string{"harrow-ford.scenario.yaml", "harrow-ford.layout.yaml", "ember-marches.army.yaml", "hollow-tide.army.yaml", "thornvale-hunt.army.yaml"} {
		data, err := os.ReadFile("../scenarios/" + name)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(lib, strings.Replace(name, "harrow-ford.scenario", "mine.scenario", 1)), data, 0o644)
	}
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	f := &Files{Store: st, Autosave: true}
	s := &Starts{Files: f, Builtin: []fs.FS{scenarios.FS}, Library: lib}
	kow := s.Systems()[0]
	var mine input.StartScenario
	for _, sc := range kow.Scenarios {
		if sc.Key == "lib/mine.scenario.yaml" {
			mine = sc
		}
	}
	if mine.Name != "The Battle of Harrow Ford (yours)" || mine.Layout != "lib/harrow-ford.layout.yaml" {
		t.Fatalf("the library's scenario offered as %+v among %+v", mine, kow.Scenarios)
	}
	o, err := s.NewGame(input.NewGame{System: kow.ID, Scenario: mine.Key, Victory: "kill", Layout: mine.Layout,
		Armies: [2]string{"lib/thornvale-hunt.army.yaml", mine.Armies[1]}})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close(f.Session)
	if p := o.Game.State.Players; p[0].Name != "The Thornvale Hunt" || p[1].Name != "The Hollow Tide" || len(o.Game.State.Table.Terrain) == 0 {
		t.Errorf("players %+v, %d terrain pieces", p, len(o.Game.State.Table.Terrain))
	}
	if f.Session.Header.Scenario.Builtin {
		t.Error("a game of the library's files is marked built in")
	}
}

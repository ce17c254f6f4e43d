package render

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warbench/game/rules"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/scenarios"
)

// A player's BattleScribe data for a system other than the first: a
// game system and a catalogue in the library, and a roster. The form
// chooses the system; Build an army offers the catalogue's units in the
// readings the system gives (a block's sizes with its command, a
// character as the General), the army is saved, and New game plays it
// against the roster. Nothing here names the system: it is the one the
// catalogue's game system is read by, found by its ID in the data.
func TestArmyBuilderFromCatalogue(t *testing.T) {
	const data = "../../shared/data/bsdata-whfb8/"
	const system = "whfb8" // the system the data is read by (armies.For)
	a, f := startApp(t)
	lib := filepath.Join(t.TempDir(), "library")
	os.MkdirAll(lib, 0o755)
	for _, name := range []string{"Warhammer Fantasy 8th ed.gst", "Dwarfs - 8thBRB_8thAB.cat"} {
		b, err := os.ReadFile(data + name)
		if err != nil {
			t.Skipf("no BattleScribe data beside the repository: %v", err)
		}
		os.WriteFile(filepath.Join(lib, name), b, 0o644)
	}
	ros, err := os.ReadFile("../game/rules/" + system + "/testdata/ironhold.ros")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(lib, "ironhold.ros"), ros, 0o644)
	a.UseStart(&gamefiles.Starts{Files: f, Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...), Library: lib,
		Seed: func() uint64 { return 77 }})
	s := a.StartScreen()
	chooseSystem := func() {
		t.Helper()
		for s.Row != input.MenuNew {
			key(a, input.KeyUp)
		}
		key(a, input.KeyEnter) // New game: choose the system
		key(a, input.KeyUp)
		for s.Systems[s.System].ID != system {
			before := s.System
			key(a, input.KeyRight)
			if s.System == before {
				t.Fatalf("no %s among the systems", system)
			}
		}
	}
	chooseSystem()
	key(a, input.KeyEscape)
	for s.Row != input.MenuBuild {
		key(a, input.KeyDown)
	}
	key(a, input.KeyEnter)
	ab := &s.Build
	if s.Page != input.StartBuild || ab.B == nil || ab.B.System.ID() != system {
		t.Fatalf("Build an army did not open on %s (page %d): %s", system, s.Page, s.Err)
	}
	pick := func(name, variant string) {
		t.Helper()
		for ab.Cat > 0 {
			key(a, input.KeyUp)
		}
		for u := ab.B.Catalogue[ab.Cat]; u.Name != name || u.Variant != variant; u = ab.B.Catalogue[ab.Cat] {
			before := ab.Cat
			key(a, input.KeyDown)
			if ab.Cat == before {
				t.Fatalf("no %s (%s) in the catalogue", name, variant)
			}
		}
		key(a, input.KeyEnter)
	}
	pick("Thane", "General")
	pick("Hammerers", "20 models, full command")
	pick("Quarrellers", "10 models, full command")
	pick("Bolt Thrower", "")
	if br := ab.B.Breaches(); len(br) != 0 {
		t.Errorf("breaches %+v", br)
	}
	keep(t, draw(a), "bsdata-builder.png")
	key(a, input.KeyTab)
	key(a, input.KeyTab) // the name
	for range len("My army") {
		key(a, input.KeyBackspace)
	}
	typeText(a, "Hold of Stone")
	key(a, input.KeyEnter)
	if ab.Err != "" || !strings.Contains(ab.Note, "hold-of-stone.army.yaml") {
		t.Fatalf("save: %q %q", ab.Err, ab.Note)
	}
	keep(t, draw(a), "bsdata-saved.png")
	key(a, input.KeyEscape)
	chooseSystem()
	choose := func(row int, prefix string) {
		t.Helper()
		for i := 0; s.Row != row; i++ {
			if i > input.NumFormRows {
				t.Fatalf("row %d, not %d", s.Row, row)
			}
			key(a, input.KeyDown)
		}
		armies := s.Systems[s.System].Armies
		for !strings.HasPrefix(armies[s.Army[row-input.FormSide1]].Name, prefix) {
			before := s.Army[row-input.FormSide1]
			key(a, input.KeyRight)
			if s.Army[row-input.FormSide1] == before {
				t.Fatalf("no army %q offered", prefix)
			}
		}
	}
	choose(input.FormSide1, "Hold of Stone")
	choose(input.FormSide2, "The Ironhold Muster")
	keep(t, draw(a), "bsdata-form.png")
	for i := 0; s.Row != input.FormStart && i <= input.NumFormRows; i++ {
		key(a, input.KeyDown)
	}
	key(a, input.KeyEnter)
	if s.Showing {
		t.Fatalf("the game did not start: %s", s.Err)
	}
	names := map[string]bool{}
	for _, p := range a.game.State.Pieces {
		names[p.Name] = true
	}
	for _, n := range []string{"Thane", "Hammerers", "Quarrellers", "Bolt Thrower", "Ironhold Axes", "Ironhold Hearth-Seer"} {
		if !names[n] {
			t.Errorf("no %s in the game: %v", n, names)
		}
	}
	keep(t, draw(a), "bsdata-game.png")
}

package render

import (
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
	"warbench/game/rules"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/scenarios"
)

// typeText types s into the window in one tick.
func typeText(a *App, s string) {
	a.Step(input.Frame{Cursor: geom.V(5, 5), Chars: []rune(s), ScreenW: testW, ScreenH: testH})
}

// drawAt draws the window at w x h and reads it back.
func drawAt(a *App, w, h int) *image.RGBA {
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	a.DrawTo(img)
	out := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(out.Pix)
	return out
}

// The army builder, from the start screen's menu: a Regiment and the Hero
// it unlocks are added with ↓ and Enter, a Troop too many is a breach
// and is taken out with Delete, the Regiment gets an artefact with Space,
// the army is named and saved with Enter into the library, and New game
// offers it.
func TestArmyBuilderSaves(t *testing.T) {
	a, f := startApp(t)
	lib := filepath.Join(t.TempDir(), "library")
	a.UseStart(&gamefiles.Starts{Files: f, Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...), Library: lib,
		Seed: func() uint64 { return 77 }})
	s := a.StartScreen()
	if !s.CanBuild || !s.Enabled(input.MenuBuild) {
		t.Fatal("the menu offers no army builder")
	}
	keep(t, draw(a), "army-menu.png")
	for range input.NumMenuRows {
		key(a, input.KeyDown)
	}
	if s.Row != input.MenuBuild {
		t.Fatalf("Down to the end: row %d, want Build an army", s.Row)
	}
	key(a, input.KeyEnter)
	ab := &s.Build
	if s.Page != input.StartBuild || ab.B == nil || ab.B.Limit != 2000 {
		t.Fatalf("Enter did not open the builder (page %d): %s", s.Page, s.Err)
	}
	pick := func(name string) {
		t.Helper()
		if ab.Pane != input.PaneCatalogue {
			t.Fatalf("pane %d, want the catalogue", ab.Pane)
		}
		for ab.Cat > 0 {
			key(a, input.KeyUp)
		}
		for ab.B.Catalogue[ab.Cat].Name != name {
			before := ab.Cat
			key(a, input.KeyDown)
			if ab.Cat == before {
				t.Fatalf("no %q in the catalogue", name)
			}
		}
		key(a, input.KeyEnter)
	}
	for _, n := range []string{"Ashguard Spearmen", "Ember Shaman", "Dyke Runners", "Skiff Wardens", "Bramble Archers"} {
		pick(n)
	}
	if ab.B.Total() != 115+80+60+60+80 {
		t.Fatalf("total %d, want 395", ab.B.Total())
	}
	if br := ab.B.Breaches(); len(br) != 1 || !strings.Contains(br[0].Msg, "3 Troops") || br[0].Rule == "" {
		t.Fatalf("breaches %+v, want one: three Troops for one Regiment", br)
	}
	keep(t, draw(a), "army-breach.png")
	keep(t, drawAt(a, 1024, 640), "army-breach-1024.png")
	key(a, input.KeyTab) // the force, on the last unit added
	key(a, input.KeyDelete)
	for ab.Unit > 0 {
		key(a, input.KeyUp)
	}
	key(a, input.KeySpace) // the Regiment's artefact: the first of the list
	if u := ab.B.Unit(0); u.Artefact == "" || len(ab.B.Force) != 4 || len(ab.B.Breaches()) != 0 {
		t.Fatalf("force %+v, breaches %+v", ab.B.Force, ab.B.Breaches())
	}
	total := ab.B.Total()
	key(a, input.KeyTab) // the name
	for range len("My army") {
		key(a, input.KeyBackspace)
	}
	typeText(a, "Test Muster")
	key(a, input.KeyEnter)
	if ab.Err != "" || !strings.Contains(ab.Note, "test-muster.army.yaml") {
		t.Fatalf("save: %q %q", ab.Err, ab.Note)
	}
	if _, err := os.Stat(filepath.Join(lib, "test-muster.army.yaml")); err != nil {
		t.Fatal(err)
	}
	keep(t, draw(a), "army-saved.png")
	keep(t, drawAt(a, 1024, 640), "army-saved-1024.png")
	key(a, input.KeyEnter) // again: the file is there, and replacing it is asked
	if !strings.Contains(ab.Err, "Enter again replaces it") {
		t.Fatalf("saving again over the file: %q %q", ab.Err, ab.Note)
	}
	keep(t, draw(a), "army-ask.png")
	key(a, input.KeyEnter)
	if ab.Err != "" || ab.Note == "" {
		t.Fatalf("replacing: %q %q", ab.Err, ab.Note)
	}
	key(a, input.KeyEscape)
	if s.Page != input.StartMenu || s.Row != input.MenuBuild {
		t.Fatalf("Esc: page %d row %d", s.Page, s.Row)
	}
	for s.Row != input.MenuNew {
		key(a, input.KeyUp)
	}
	key(a, input.KeyEnter) // New game's form
	want := fmt.Sprintf("Test Muster · %d pts (yours)", total)
	for s.Systems[s.System].Armies[s.Army[0]].Name != want {
		before := s.Army[0]
		s.Row = input.FormSide1
		key(a, input.KeyRight)
		if s.Army[0] == before {
			t.Fatalf("New game does not offer %q: %+v", want, s.Systems[s.System].Armies)
		}
	}
	keep(t, draw(a), "army-offered.png")
	key(a, input.KeyEnter)
	if s.Showing {
		t.Fatalf("the game did not start: %s", s.Err)
	}
	if p := a.game.State.Players[0]; p.Name != "Test Muster" {
		t.Fatalf("player 1 plays %q", p.Name)
	}
}

package render

import (
	"image/color"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules"
	"warbench/game/save"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/scenarios"
)

// startApp is the window as the program opens with no flags: the
// built-in battle behind the start screen, not journaled, with the files
// of a new Store that journals the game chosen.
func startApp(t *testing.T) (*App, *gamefiles.Files) {
	t.Helper()
	dir := t.TempDir()
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"),
		Now: func() time.Time { return savedAt }}
	sc, src, err := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	if err != nil {
		t.Fatal(err)
	}
	s, err := st.NewGame(save.NewHeader(sc, src, 0, nil, nil), save.NoJournal)
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(s.Game, Options{NoHandoff: true, DiceSpeed: input.SpeedOff})
	if err != nil {
		t.Fatal(err)
	}
	f := &gamefiles.Files{Store: st, Session: s, Autosave: true}
	a.UseFiles(f)
	a.UseStart(&gamefiles.Starts{Files: f, Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...),
		Seed: func() uint64 { return 77 }})
	t.Cleanup(func() { st.Close(f.Session) })
	a.Layout(testW, testH)
	return a, f
}

// The program opens on the start screen, journaling nothing; Esc there
// keeps it; New game's form chooses the victory condition and the game
// size, and Enter starts the game with them, journaled in the folder of
// games, with the screen closed.
func TestStartScreenNewGame(t *testing.T) {
	a, f := startApp(t)
	s := a.StartScreen()
	if !s.Showing || len(s.Systems) == 0 {
		t.Fatalf("the start screen is not showing systems: %+v", s)
	}
	keep(t, draw(a), "start-menu.png")
	key(a, input.KeyEscape)
	if !s.Showing {
		t.Fatal("Esc closed the start screen with no game behind it")
	}
	if ls, _ := os.ReadDir(f.Store.Games); len(ls) != 0 {
		t.Fatalf("the start screen journaled %d files", len(ls))
	}
	key(a, input.KeyEnter) // New game
	if s.Page != input.StartForm {
		t.Fatal("Enter did not open the form")
	}
	key(a, input.KeyDown) // the victory
	key(a, input.KeyRight)
	key(a, input.KeyDown) // the size
	for range 8 {
		key(a, input.KeyRight)
	}
	want := s.Choice()
	if want.Victory == "" || want.Points != 2000 {
		t.Fatalf("the form chose %+v", want)
	}
	keep(t, draw(a), "start-form.png")
	key(a, input.KeyEnter)
	if s.Showing {
		t.Fatalf("the start screen stays after Enter: %s", s.Err)
	}
	st := a.game.State
	if st.Victory != want.Victory || st.Points != 2000 || st.Seed != 77 {
		t.Fatalf("the game has victory %q, points %d, seed %d; want %q, 2000, 77", st.Victory, st.Points, st.Seed, want.Victory)
	}
	if f.Playing() == "" || !f.Store.InGames(f.Playing()) {
		t.Fatalf("the new game is journaled to %q", f.Playing())
	}
	keep(t, draw(a), "start-played.png")
}

// Continue goes on with the last unfinished game; Open shows the list of
// games over the screen, and Esc there comes back to it.
func TestStartScreenContinueAndOpen(t *testing.T) {
	a, f := startApp(t)
	key(a, input.KeyEnter) // New game
	key(a, input.KeyEnter) // as the scenario sets it
	if _, err := f.Session.Do(engine.EndPhase{By: f.Session.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	journal := f.Playing()
	if err := f.Store.Close(f.Session); err != nil {
		t.Fatal(err)
	}
	b, g := startApp(t)
	g.Store.Games = f.Store.Games
	b.UseStart(&gamefiles.Starts{Files: g, Builtin: []fs.FS{scenarios.FS}})
	s := b.StartScreen()
	if s.Last != journal || s.Row != input.MenuContinue {
		t.Fatalf("Continue offers %q (row %d), want %q", s.Last, s.Row, journal)
	}
	keep(t, draw(b), "start-continue.png")
	key(b, input.KeyDown) // Open
	key(b, input.KeyEnter)
	if !b.FileMenu().Showing {
		t.Fatal("Open did not list the games")
	}
	key(b, input.KeyEscape)
	if !s.Showing || b.FileMenu().Showing {
		t.Fatal("Esc in the list did not come back to the start screen")
	}
	key(b, input.KeyUp)
	key(b, input.KeyEnter) // Continue
	if s.Showing || g.Playing() != journal {
		t.Fatalf("Continue: playing %q, want %q (%s)", g.Playing(), journal, s.Err)
	}
}

// New game's house rules page is drawn over the whole window with each
// rule's box ticked as chosen (a pixel of the tick's fill in the text's
// colour), and the game started plays them and says so in its panel.
func TestStartScreenHouseRules(t *testing.T) {
	a, _ := startApp(t)
	s := a.StartScreen()
	key(a, input.KeyEnter) // New game
	s.Row = input.FormHouse
	key(a, input.KeyEnter)
	if s.Page != input.StartHouse {
		t.Fatalf("Enter on House rules: page %d (%s)", s.Page, s.Err)
	}
	key(a, input.KeySpace)
	img := draw(a)
	keep(t, img, "start-house.png")
	scr := geom.Box{Max: geom.V(testW, testH)}
	rb := s.HouseRowBox(scr, 0)
	if c := img.RGBAAt(int(rb.Min.X+18), int(rb.Min.Y+16)); c != (color.RGBA{240, 240, 235, 255}) {
		t.Fatalf("the first rule's tick is %v, want the text's colour", c)
	}
	key(a, input.KeyEscape)
	key(a, input.KeyDown) // Start
	key(a, input.KeyEnter)
	if s.Showing {
		t.Fatalf("the game did not start: %s", s.Err)
	}
	want := s.Systems[s.System].HouseRules[0].Name
	if hr := a.game.State.HouseRules; len(hr) != 1 || hr[0] != want {
		t.Fatalf("the game plays house rules %q, want [%s]", hr, want)
	}
	keep(t, draw(a), "start-house-played.png")
}

// The toolbar's Menu (and F2) shows the start screen over the game being
// played, which it does not offer to Continue; Esc goes back to the same
// game; New game from it starts another, journaled, with the screen
// closed.
func TestMenuOverTheGame(t *testing.T) {
	a, f := startApp(t)
	s := a.StartScreen()
	key(a, input.KeyEnter) // New game
	key(a, input.KeyEnter) // as the scenario sets it
	if s.Showing {
		t.Fatalf("the game did not start: %s", s.Err)
	}
	first := f.Playing()
	var menu input.ToolbarButton
	for _, b := range a.Controller().Layout.Toolbar {
		if b.Action == input.ActMenu {
			menu = b
		}
	}
	if menu.Label == "" {
		t.Fatal("the toolbar has no Menu button")
	}
	click(a, menu.Box.Center())
	if !s.Showing || !s.Behind || s.Page != input.StartMenu || s.Last != "" || !s.CanBuild {
		t.Fatalf("the Menu: showing %v, behind %v, page %d, continue %q, builder %v", s.Showing, s.Behind, s.Page, s.Last, s.CanBuild)
	}
	keep(t, draw(a), "menu.png")
	key(a, input.KeyEscape)
	if s.Showing || f.Playing() != first {
		t.Fatalf("Esc on the Menu: showing %v, playing %q, want %q", s.Showing, f.Playing(), first)
	}
	key(a, input.KeyF2)
	if !s.Showing {
		t.Fatal("F2 did not show the Menu")
	}
	key(a, input.KeyEnter) // New game
	key(a, input.KeyEnter) // start it
	if s.Showing || f.Playing() == first || f.Playing() == "" {
		t.Fatalf("New game from the Menu: showing %v (%s), playing %q", s.Showing, s.Err, f.Playing())
	}
}

package input

import (
	"reflect"
	"testing"

	"warbench/game/geom"
)

func startSystems() []StartSystem {
	return []StartSystem{
		{ID: "a", Name: "System A", Victories: []string{"kill", "hold"}, Scenarios: []StartScenario{
			{Name: "One", Key: "one", Victory: "hold", Points: 1000, Sides: [2]string{"Reds", "Blues"}},
			{Name: "Two", Key: "two"},
		}},
		{ID: "b", Name: "System B", Victories: []string{"flag"}, Scenarios: []StartScenario{{Name: "Three", Key: "three"}}},
	}
}

var startScreen = geom.Box{Max: geom.V(1280, 800)}

func startKey(k Key) Frame {
	var f Frame
	f.KeysPressed[k] = true
	return f
}

func startClick(at geom.Vec) Frame {
	f := Frame{Cursor: at}
	f.Pressed[Left] = true
	return f
}

// With no unfinished game the menu skips Continue; Enter on New game
// opens the form on the first scenario with its own victory and size;
// Left/Right change the choices, a system's change resets the scenario;
// Enter starts the game as chosen; Esc goes back to the menu, and on the
// menu keeps the screen.
func TestStartScreenKeys(t *testing.T) {
	var s StartScreen
	s.Show(startSystems(), "", "")
	if s.Row != MenuNew {
		t.Fatalf("row %d, want New game", s.Row)
	}
	s.Update(startKey(KeyDown), startScreen)
	if s.Row != MenuOpen {
		t.Fatalf("Down from New game: row %d, want Open (Continue is off)", s.Row)
	}
	if a := s.Update(startKey(KeyEnter), startScreen); a != StartOpen {
		t.Fatalf("Enter on Open: %v", a)
	}
	s.Update(startKey(KeyUp), startScreen)
	s.Update(startKey(KeyEnter), startScreen)
	if s.Page != StartForm {
		t.Fatal("Enter on New game did not open the form")
	}
	if c := s.Choice(); !reflect.DeepEqual(c, NewGame{System: "a", Scenario: "one", Victory: "hold", Points: 1000, HouseRules: []string{}}) {
		t.Fatalf("the form opens on %+v", c)
	}
	s.Update(startKey(KeyDown), startScreen) // victory
	s.Update(startKey(KeyRight), startScreen)
	s.Update(startKey(KeyDown), startScreen) // points
	s.Update(startKey(KeyRight), startScreen)
	s.Update(startKey(KeyRight), startScreen)
	if c := s.Choice(); c.Victory != RollVictory || c.Points != 1500 {
		t.Fatalf("after Right: %+v", c)
	}
	s.Update(startKey(KeyRight), startScreen) // past the roll: stays
	for range 50 {
		s.Update(startKey(KeyLeft), startScreen)
	}
	if s.Points != 0 {
		t.Fatalf("points stepped down to %d, want 0", s.Points)
	}
	for range 7 {
		s.Update(startKey(KeyDown), startScreen)
	}
	if s.Row != FormStart {
		t.Fatalf("Down to the end: row %d, want Start", s.Row)
	}
	s.Update(startKey(KeyRight), startScreen)
	if s.Row != FormBack {
		t.Fatalf("Right on Start: row %d, want Back", s.Row)
	}
	s.Update(startKey(KeyDown), startScreen)
	if s.Row != FormBack {
		t.Fatalf("Down on Back: row %d", s.Row)
	}
	s.Update(startKey(KeyUp), startScreen)
	if s.Row != FormHouse {
		t.Fatalf("Up from Back: row %d, want house rules", s.Row)
	}
	s.Row = FormSystem
	s.Update(startKey(KeyRight), startScreen)
	if c := s.Choice(); !reflect.DeepEqual(c, NewGame{System: "b", Scenario: "three", Victory: "flag", HouseRules: []string{}}) {
		t.Fatalf("system B: %+v", c)
	}
	if a := s.Update(startKey(KeyEnter), startScreen); a != StartNew {
		t.Fatalf("Enter on the form: %v", a)
	}
	s.Update(startKey(KeyEscape), startScreen)
	if s.Page != StartMenu || s.Row != MenuNew {
		t.Fatalf("Esc: page %v row %d", s.Page, s.Row)
	}
	s.Update(startKey(KeyEscape), startScreen)
	if !s.Showing {
		t.Fatal("Esc on the menu closed the screen")
	}
}

// The mouse: a click on Continue continues; on the form a click on a
// row's ▶ changes it, a click on Back goes back.
func TestStartScreenMouse(t *testing.T) {
	var s StartScreen
	s.Show(startSystems(), "/games/g.jsonl", "One, turn 2")
	if s.Row != MenuContinue {
		t.Fatalf("row %d, want Continue", s.Row)
	}
	at := func(row int) geom.Vec { return StartRowBox(startScreen, s.Page, row).Center() }
	if a := s.Update(startClick(at(MenuContinue)), startScreen); a != StartContinue {
		t.Fatalf("click on Continue: %v", a)
	}
	s.Update(startClick(at(MenuNew)), startScreen)
	if s.Page != StartForm {
		t.Fatal("a click on New game did not open the form")
	}
	_, right := StartArrows(StartRowBox(startScreen, StartForm, FormScenario))
	s.Update(startClick(right.Center()), startScreen)
	if c := s.Choice(); c.Scenario != "two" || c.Victory != "kill" || c.Points != 0 {
		t.Fatalf("after ▶ on the scenario: %+v", c)
	}
	if a := s.Update(startClick(at(FormStart)), startScreen); a != StartNew {
		t.Fatalf("click on Start: %v", a)
	}
	s.Update(startClick(at(FormBack)), startScreen)
	if s.Page != StartMenu {
		t.Fatal("a click on Back did not go back")
	}
}

// With nothing to play New game cannot be chosen, and the form refuses to
// start.
func TestStartScreenEmpty(t *testing.T) {
	var s StartScreen
	s.Show(nil, "", "")
	s.Update(startKey(KeyEnter), startScreen)
	if s.Page != StartMenu {
		t.Fatal("New game opened with nothing to play")
	}
}

// Who plays: two people, then (for a system a computer knows) player 2
// the computer at each level, player 1 at each level, and both at the
// middle one; the choice reaches NewGame, and a system the computer does
// not know offers people only.
func TestStartFormWhoPlays(t *testing.T) {
	var s StartScreen
	sys := startSystems()
	sys[0].Computer = true
	s.Show(sys, "", "")
	s.Update(startKey(KeyEnter), startScreen)
	if c := s.Choice(); c.Computer != ([2]string{}) {
		t.Fatalf("the form opens on %+v; want two people", c.Computer)
	}
	s.Row = FormWho
	var got [][2]string
	for range 10 {
		s.Update(startKey(KeyRight), startScreen)
		got = append(got, s.Choice().Computer)
	}
	want := [][2]string{{"", "easy"}, {"", "normal"}, {"", "hard"}, {"easy", ""}, {"normal", ""}, {"hard", ""}, {"normal", "normal"}}
	for len(want) < 10 {
		want = append(want, [2]string{"normal", "normal"}) // stays at the end
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Right %d times: %v; want %v", i+1, got[i], want[i])
		}
	}
	if WhoTitle(got[0]) != "You (player 1) against the computer, easy" || SideTitle("") != "a person" {
		t.Fatalf("titles %q, %q", WhoTitle(got[0]), SideTitle(""))
	}
	l, _ := StartArrows(StartRowBox(startScreen, StartForm, FormWho))
	s.Update(startClick(l.Center()), startScreen)
	if c := s.Choice().Computer; c != [2]string{"hard", ""} {
		t.Fatalf("after ◀: %v", c)
	}
	s.Row = FormSystem
	s.Update(startKey(KeyRight), startScreen) // system B: no computer
	s.Row = FormWho
	s.Update(startKey(KeyRight), startScreen)
	if c := s.Choice().Computer; c != ([2]string{}) || len(s.WhoChoices()) != 1 {
		t.Fatalf("system B offers %v, chose %v", s.WhoChoices(), c)
	}
	if b := StartBox(startScreen, StartForm); b.Max.Y > 800-10 || b.Min.Y < 10 {
		t.Fatalf("the form %v does not fit 1280x800", b)
	}
}

// After the workshop saves a layout, New game opens on it: the table row
// chosen with that layout, the rest the scenario's.
func TestOpenFormOnLayout(t *testing.T) {
	var s StartScreen
	s.Show([]StartSystem{{ID: "sys", Scenarios: []StartScenario{{Key: "sc", Layout: "a"}},
		Layouts: []StartPart{{Key: "a"}, {Key: "lib/mine.layout.yaml"}}}}, "", "")
	s.OpenFormOn("lib/mine.layout.yaml")
	if s.Page != StartForm || s.Row != FormTable || s.Choice().Layout != "lib/mine.layout.yaml" {
		t.Errorf("page %v row %d layout %q", s.Page, s.Row, s.Choice().Layout)
	}
	s.OpenFormOn("lib/gone.layout.yaml")
	if s.Page != StartForm || s.Choice().Layout != "a" {
		t.Errorf("an unknown key: page %v layout %q, want the scenario's", s.Page, s.Choice().Layout)
	}
}

// Reopened over a game (the Menu), the screen keeps what the program
// offers (the builder, the workshop), opens on New game when there is no
// other game to continue, and Esc on its menu closes it.
func TestStartReopenedOverAGame(t *testing.T) {
	var s StartScreen
	s.Show(startSystems(), "", "")
	s.CanBuild, s.CanWorkshop = true, true
	s.Update(startKey(KeyEscape), startScreen)
	if !s.Showing {
		t.Fatal("Esc closed the screen with no game behind it")
	}
	s.Close()
	s.Reopen(startSystems(), "", "")
	if !s.Showing || !s.Behind || !s.CanBuild || !s.CanWorkshop || s.Row != MenuNew {
		t.Fatalf("reopened: %+v", s)
	}
	s.Update(startKey(KeyEscape), startScreen)
	if s.Showing {
		t.Fatal("Esc on the menu over a game did not close it")
	}
}

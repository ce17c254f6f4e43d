package render

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/toy"
	"warbench/input"
)

// toyApp is the window on the toy game (game/rules/toy), which the
// renderer knows only through the engine's contract.
func toyApp(t *testing.T) *App {
	t.Helper()
	g, err := gametest.ToyGame()
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(g, Options{Title: g.State.Scenario})
	if err != nil {
		t.Fatal(err)
	}
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	if !a.ctrl.Handoff.Showing || a.ctrl.Handoff.Player != 1 {
		t.Fatalf("the game starts with hidden cards and no hand-off to player 1: %+v", a.ctrl.Handoff)
	}
	img := draw(a)
	keep(t, img, "toy-start.png")
	mid := a.ctrl.Layout.View.Min.Lerp(a.ctrl.Layout.View.Max, 0.5)
	if c := img.At(int(mid.X), int(mid.Y)+120); !near(c, colHandoff, 8) {
		t.Errorf("the table is not covered before the first hand-over: %v", c)
	}
	for a.ctrl.Handoff.Showing {
		f := input.Frame{ScreenW: testW, ScreenH: testH}
		f.KeysPressed[input.KeyEnter] = true
		a.Step(f)
	}
	return a
}

// The toy game draws with nothing the renderer knows of it: round bases,
// the flag (a table marker) in its owner's colour once taken, the struck
// model's tag in its tone, and the hand-off for the other player's
// reaction in the middle of the turn.
func TestToyDraws(t *testing.T) {
	a := toyApp(t)
	g, s := a.game, a.game.State
	var spear, brute *engine.Piece
	for i := range s.Pieces {
		switch s.Pieces[i].Name {
		case "Lark Spear":
			spear = &s.Pieces[i]
		case "Crow Brute":
			brute = &s.Pieces[i]
		}
	}
	spear.Pose.Pos = geom.V(250, 120)
	brute.Pose.Pos = geom.V(250, 155)
	s.Marker(1).Owner = 1
	flag := a.ctrl.Camera.ToScreen(s.Marker(1).Pose.Pos.Add(geom.V(-11, 0)))
	img := draw(a)
	keep(t, img, "toy.png")
	if c := img.At(int(flag.X), int(flag.Y)); !near(c, sideColor(1), 40) {
		t.Errorf("the flag taken by player 1 is drawn %v at %v", c, flag)
	}
	if _, err := g.Do(toy.Strike{By: 1, Unit: spear.ID, Target: brute.ID}); err != nil {
		t.Fatal(err)
	}
	tick(a)
	if !a.ctrl.Handoff.Blocking() || a.ctrl.Handoff.Player != 2 {
		t.Fatalf("no hand-off to player 2 for the reaction: %+v", a.ctrl.Handoff)
	}
	for range 30 {
		tick(a)
	}
	img = draw(a)
	keep(t, img, "toy-handoff.png")
	mid := a.ctrl.Layout.View.Min.Lerp(a.ctrl.Layout.View.Max, 0.5)
	if c := img.At(int(mid.X), int(mid.Y)+120); !near(c, colHandoff, 8) {
		t.Errorf("the table is not covered for the hand-off: %v", c)
	}
}

package render

import (
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/input"
)

// deployApp is a window on a game the players deploy (kow2 §11.4), in
// which player 1 wins the roll-off and deploys first.
func deployApp(t *testing.T) *App {
	t.Helper()
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 20, 6, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 40, 6, 0),
		gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 30, 42, 180)).State
	r := kow.New(kow.KoW2)
	s.Table.Zones = r.DefaultZones(s.Table)
	s.Deployment = kow.PlayersDeploy
	s.Dice = dice.NewFixed(1, []int{6, 1})
	g := &engine.Game{Rules: r, State: s}
	g.Start()
	a, err := New(g, Options{Title: "test"})
	if err != nil {
		t.Fatal(err)
	}
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	return a
}

func stepAt(a *App, at geom.Vec, edit func(*input.Frame)) {
	f := input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH}
	if edit != nil {
		edit(&f)
	}
	a.Step(f)
}

// dragScreen drags the left button from one world point to another.
func dragScreen(a *App, from, to geom.Vec) {
	cam := &a.ctrl.Camera
	stepAt(a, cam.ToScreen(from), func(f *input.Frame) { f.Down[input.Left], f.Pressed[input.Left] = true, true })
	for i := 1; i <= 4; i++ {
		stepAt(a, cam.ToScreen(from.Lerp(to, float64(i)/4)), func(f *input.Frame) { f.Down[input.Left] = true })
	}
	stepAt(a, cam.ToScreen(to), func(f *input.Frame) { f.Released[input.Left] = true })
}

// The player who deploys selects a waiting unit, takes Deploy, drags it
// where it should stand and confirms with Enter: a drag out of the zone
// is refused with its sentence and drawn; a unit waiting to deploy is
// drawn faded, a deployed one in its full colour.
func TestDeployByDrag(t *testing.T) {
	a := deployApp(t)
	s := a.game.State
	if d := a.ctrl.Decision(); d.Kind != engine.Deploy || d.Player != 1 {
		t.Fatalf("decision %+v, want player 1 to deploy", d)
	}
	for _, b := range a.ctrl.PanelButtons() {
		if b.Act == input.PanelEndPhase || b.Act == input.PanelEndTurn {
			t.Fatalf("%s offered during the deployment", b.Label)
		}
	}
	spears := s.Piece(1)
	from := spears.Pose.Pos
	at := a.ctrl.Camera.ToScreen(from)
	stepAt(a, at, func(f *input.Frame) { f.Down[input.Left], f.Pressed[input.Left] = true, true })
	stepAt(a, at, func(f *input.Frame) { f.Released[input.Left] = true })
	stepAt(a, at, func(f *input.Frame) { f.Chars = []rune("1") })
	if a.ctrl.Compose == nil || a.ctrl.Compose.Option.Kind != "kow/deploy" {
		t.Fatalf("composing %+v, want a deployment", a.ctrl.Compose)
	}
	// Out of the zone: refused, with the reason on the panel.
	out := from.Add(geom.V(0, 10*geom.MMPerInch))
	dragScreen(a, from, out)
	if err := a.ctrl.Compose.Err; err == nil || !strings.Contains(err.Error(), "wholly inside player 1's deployment zone") {
		t.Fatalf("a placement out of the zone: %v", err)
	}
	keep(t, draw(a), "deploy-refused.png") // the refusal's marks and the zone
	// Back into the zone, 16" east: Enter deploys it there.
	dragScreen(a, out, from.Add(geom.V(16*geom.MMPerInch, 0)))
	if err := a.ctrl.Compose.Err; err != nil {
		t.Fatalf("a placement in the zone refused: %v", err)
	}
	stepAt(a, at, func(f *input.Frame) { f.KeysDown[input.KeyEnter], f.KeysPressed[input.KeyEnter] = true, true })
	if kow.Undeployed(s.Piece(1)) || s.Piece(1).Pose.Pos.Dist(from.Add(geom.V(16*geom.MMPerInch, 0))) > 0.5 {
		t.Fatalf("Spears: undeployed %v at %v", kow.Undeployed(s.Piece(1)), s.Piece(1).Pose.Pos)
	}
	if s.Active != 2 {
		t.Fatalf("player %d deploys next, want 2", s.Active)
	}
	img := draw(a)
	keep(t, img, "deploy-placed.png")
	deployed := img.At(int(a.ctrl.Camera.ToScreen(s.Piece(1).Pose.Pos).X)+6, int(a.ctrl.Camera.ToScreen(s.Piece(1).Pose.Pos).Y)+12)
	waiting := img.At(int(a.ctrl.Camera.ToScreen(s.Piece(2).Pose.Pos).X)+6, int(a.ctrl.Camera.ToScreen(s.Piece(2).Pose.Pos).Y)+12)
	if !near(deployed, sideColor(1), 40) || near(waiting, sideColor(1), 40) {
		t.Errorf("deployed unit drawn %v, waiting unit %v: want the side's colour %v, then faded", deployed, waiting, sideColor(1))
	}
}

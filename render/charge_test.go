package render

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// The charge planner outlines every target the unit may charge and shows
// the aligned contact pose; clicking a legal target charges it (kow2 §4.7).
func TestChargePlanner(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Lancers", "Cav", "regiment", 30, 16, 20),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 34, 24, 180),
		gametest.KoW(3, 2, "Archers", "Inf", "troop", 44, 22, 270),
		gametest.KoW(4, 2, "Far Guard", "Inf", "regiment", 10, 44, 180),
	).With(gametest.Terrain(1, "Hedge", table.Obstacle, 1, gametest.Box(33, 20.5, 6, 0.4)))
	a := testApp(t, s, Options{Title: "charge"})
	a.Step(input.Frame{Cursor: a.ctrl.Camera.ToScreen(geom.V(34*geom.MMPerInch, 22*geom.MMPerInch)), ScreenW: testW, ScreenH: testH, Wheel: 6})
	openCharge(t, a, 1)
	hoverAt(a, s.Piece(2).Pose.Pos)
	keep(t, draw(a), "charge.png")
	legal := map[engine.PieceID]bool{}
	for _, tg := range a.ctrl.Plan.Targets {
		legal[tg.Target] = tg.Legal
	}
	if !legal[2] || legal[4] {
		t.Fatalf("legal targets %v: want the Wolves, not the Far Guard", legal)
	}
	clickAt(a, s.Piece(2).Pose.Pos)
	if a.ctrl.Charging() {
		t.Fatalf("the charge was not given: %v", a.ctrl.Plan.Err)
	}
	if d := geom.Distance(s.Piece(1).Rect().Poly(), s.Piece(2).Rect().Poly()); d > 1e-6 {
		t.Fatalf("after the charge the Lancers are %.3f mm from the Wolves", d)
	}
	keep(t, draw(a), "charged.png")
}

// Friends clicked in the planner join the charge; the joint plan shows
// where each would end (kow2 §4.7.7).
func TestGroupChargePlannerDraws(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 33, 20, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 39, 20, 0),
		gametest.KoW(3, 2, "Wolves", "Inf", "horde", 36, 27, 180))
	a := testApp(t, s, Options{Title: "group charge"})
	a.Step(input.Frame{Cursor: a.ctrl.Camera.ToScreen(geom.V(36*geom.MMPerInch, 23*geom.MMPerInch)), ScreenW: testW, ScreenH: testH, Wheel: 7})
	openCharge(t, a, 1)
	clickAt(a, s.Piece(2).Pose.Pos)
	hoverAt(a, s.Piece(3).Pose.Pos)
	if g := a.ctrl.Plan.Group; g.Err != nil || len(g.Poses) != 2 {
		t.Fatalf("group plan %+v", g)
	}
	img := draw(a)
	keep(t, img, "group.png")
	ghost := a.ctrl.Camera.ToScreen(a.ctrl.Plan.Group.Poses[1].Pos)
	if c := img.At(int(ghost.X), int(ghost.Y)); near(c, colTable, 6) {
		t.Errorf("no ghost drawn for the Guard at %v (%v)", ghost, c)
	}
}

// openCharge selects the unit and opens its charge planner.
func openCharge(t *testing.T, a *App, unit engine.PieceID) {
	t.Helper()
	s := a.game.State
	clickAt(a, s.Piece(unit).Pose.Pos)
	for _, o := range a.game.Rules.Orders(s, unit) {
		if o.Move.ContactEnemy {
			a.ctrl.StartOrder(o)
		}
	}
	if !a.ctrl.Charging() {
		t.Fatalf("%s has no charge order", s.Piece(unit).Name)
	}
}

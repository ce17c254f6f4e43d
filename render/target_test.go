package render

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// openTarget selects the unit and opens the target planner of its option
// of the given kind.
func openTarget(t *testing.T, a *App, unit engine.PieceID, kind string) {
	t.Helper()
	s := a.game.State
	clickAt(a, s.Piece(unit).Pose.Pos)
	for _, o := range a.ctrl.Options() {
		if o.Kind == kind {
			a.ctrl.StartOrder(o)
		}
	}
	if a.ctrl.Mode != input.ModeTarget {
		t.Fatalf("%s has no %s order", s.Piece(unit).Name, kind)
	}
}

// legalTargets maps each target of the open planner to whether it is legal.
func legalTargets(a *App) map[engine.PieceID]bool {
	legal := map[engine.PieceID]bool{}
	for _, tg := range a.ctrl.Target.Targets {
		legal[tg.Piece] = tg.Legal
	}
	return legal
}

// The shooting planner outlines the targets in range and sight; pointing
// at one shows its exact odds beside the cursor; clicking shoots it
// (kow2 §5) and the dice land in the log.
func TestShootPlannerAndOddsCard(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.Stat(gametest.KoW(1, 1, "Archers", "Inf", "regiment", 36, 12, 0, "Bows (Range 24)"), "ra", 4),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 26, 180),
		gametest.KoW(3, 2, "Far Guard", "Inf", "regiment", 10, 44, 180),
	).With(gametest.Terrain(1, "Hedge", table.Obstacle, 1, gametest.Box(34, 19, 5, 0.4)))
	a := testApp(t, s, Options{Title: "shoot"})
	a.Step(input.Frame{Cursor: a.ctrl.Camera.ToScreen(geom.V(36*geom.MMPerInch, 19*geom.MMPerInch)), ScreenW: testW, ScreenH: testH, Wheel: 5})
	if _, err := a.game.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	openTarget(t, a, 1, "kow/shoot")
	hoverAt(a, s.Piece(2).Pose.Pos)
	if a.ctrl.PreviewOrder() == nil {
		t.Fatal("no odds for the target under the cursor")
	}
	keep(t, draw(a), "aim.png")
	if legal := legalTargets(a); !legal[2] || legal[3] {
		t.Fatalf("legal targets %v: want the Wolves, not the Far Guard", legal)
	}
	n := len(a.game.Log)
	clickAt(a, s.Piece(2).Pose.Pos)
	if a.ctrl.Target != nil || len(a.game.Log) != n+1 {
		t.Fatalf("the shot was not given (planner %+v)", a.ctrl.Target)
	}
}

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
	openTarget(t, a, 1, "kow/charge")
	hoverAt(a, s.Piece(2).Pose.Pos)
	keep(t, draw(a), "charge.png")
	if legal := legalTargets(a); !legal[2] || legal[4] {
		t.Fatalf("legal targets %v: want the Wolves, not the Far Guard", legal)
	}
	clickAt(a, s.Piece(2).Pose.Pos)
	if a.ctrl.Mode == input.ModeTarget {
		t.Fatalf("the charge was not given: %v", a.ctrl.Target.Err)
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
	openTarget(t, a, 1, "kow/charge")
	clickAt(a, s.Piece(2).Pose.Pos)
	hoverAt(a, s.Piece(3).Pose.Pos)
	tg := a.ctrl.Target.Hovered()
	if tg == nil || !tg.Legal || len(tg.Ghosts) != 2 {
		t.Fatalf("group target %+v", tg)
	}
	img := draw(a)
	keep(t, img, "group.png")
	ghost := a.ctrl.Camera.ToScreen(tg.Ghosts[1].Pose.Pos)
	if c := img.At(int(ghost.X), int(ghost.Y)); near(c, colTable, 6) {
		t.Errorf("no ghost drawn for the Guard at %v (%v)", ghost, c)
	}
}

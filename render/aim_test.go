package render

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// The shooting planner outlines the targets in range and sight; pointing
// at one shows its exact odds beside the cursor; clicking shoots it
// (kow2 §5) and the dice land in the log.
func TestAimPlannerAndOddsCard(t *testing.T) {
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
	clickAt(a, s.Piece(1).Pose.Pos)
	opts := a.game.Rules.Orders(s.State, 1)
	if len(opts) != 1 || !opts[0].Aim {
		t.Fatalf("shooting phase orders %+v, want Shoot", opts)
	}
	a.ctrl.StartOrder(opts[0])
	hoverAt(a, s.Piece(2).Pose.Pos)
	if a.ctrl.PreviewOrder() == nil {
		t.Fatal("no odds for the target under the cursor")
	}
	keep(t, draw(a), "aim.png")
	legal := map[engine.PieceID]bool{}
	for _, tg := range a.ctrl.Aim.Targets {
		legal[tg.Target] = tg.Legal
	}
	if !legal[2] || legal[3] {
		t.Fatalf("legal targets %v: want the Wolves, not the Far Guard", legal)
	}
	n := len(a.game.Log)
	clickAt(a, s.Piece(2).Pose.Pos)
	if a.ctrl.Aim != nil || len(a.game.Log) != n+1 {
		t.Fatalf("the shot was not given (planner %v)", a.ctrl.Aim)
	}
}

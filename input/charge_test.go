package input

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
)

func chargeController(t *testing.T, pieces ...engine.Piece) *Controller {
	t.Helper()
	s := gametest.Table(72, 48, pieces...)
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	c := NewController(&engine.Game{Rules: r, State: s.State})
	c.Update(Frame{ScreenW: screenW, ScreenH: screenH})
	return c
}

func openPlanner(t *testing.T, c *Controller, unit engine.PieceID) {
	t.Helper()
	click(c, c.Camera.ToScreen(c.Game.State.Piece(unit).Pose.Pos))
	for _, o := range c.Game.Rules.Orders(c.Game.State, unit) {
		if o.Move.ContactEnemy {
			c.StartOrder(o)
		}
	}
	if !c.Charging() {
		t.Fatal("no charge order offered")
	}
}

// kow2 §4.7: clicking a legal target in the planner charges it.
func TestPlannerChargesTheClickedTarget(t *testing.T) {
	c := chargeController(t,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 20, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "horde", 36, 26, 180))
	openPlanner(t, c, 1)
	click(c, c.Camera.ToScreen(c.Game.State.Piece(2).Pose.Pos))
	if c.Charging() {
		t.Fatalf("still planning: %v", c.Plan.Err)
	}
	s := c.Game.State
	if d := geom.Distance(s.Piece(1).Rect().Poly(), s.Piece(2).Rect().Poly()); d > 1e-6 {
		t.Fatalf("the Spears stopped %.3f mm short", d)
	}
}

// kow2 §4.7.7: two units charge one horde together with one order; both
// end in contact with its front, in their left-to-right order.
func TestPlannerGroupCharge(t *testing.T) {
	c := chargeController(t,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 33, 20, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 39, 20, 0),
		gametest.KoW(3, 2, "Wolves", "Inf", "horde", 36, 27, 180))
	openPlanner(t, c, 1)
	s := c.Game.State
	click(c, c.Camera.ToScreen(s.Piece(2).Pose.Pos)) // the Guard joins
	if len(c.Plan.With) != 1 || c.Plan.With[0] != 2 {
		t.Fatalf("joiners %v, want the Guard", c.Plan.With)
	}
	c.Update(frame(c.Camera.ToScreen(s.Piece(3).Pose.Pos)))
	if c.Plan.Group.Err != nil || len(c.Plan.Group.Poses) != 2 {
		t.Fatalf("group plan %+v", c.Plan.Group)
	}
	click(c, c.Camera.ToScreen(s.Piece(3).Pose.Pos))
	if c.Charging() {
		t.Fatalf("still planning: %v", c.Plan.Err)
	}
	wolves := s.Piece(3).Rect().Poly()
	for _, id := range []engine.PieceID{1, 2} {
		if d := geom.Distance(s.Piece(id).Rect().Poly(), wolves); d > 1e-6 {
			t.Fatalf("%s is %.3f mm from the Wolves", s.Piece(id).Name, d)
		}
	}
	if s.Piece(1).Pose.Pos.X >= s.Piece(2).Pose.Pos.X {
		t.Fatal("the chargers swapped places (§4.7.7.4)")
	}
}

// End turn stops at a combat still to fight and says why (kow2 §6.1).
func TestEndTurnStopsAtACombat(t *testing.T) {
	c := chargeController(t, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180))
	if _, err := c.Game.Do(c.Game.Rules.(engine.Charger).ChargeOrder(1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	c.EndTurn()
	if s := c.Game.State; s.Active != 1 || s.Phase != "melee" || c.Refusal == nil {
		t.Fatalf("player %d %s, refusal %v: want a stop in player 1's melee phase", s.Active, s.Phase, c.Refusal)
	}
}

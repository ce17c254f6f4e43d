package input

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
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

// openPlanner selects the unit and opens the target planner of its
// option of the given kind.
func openPlanner(t *testing.T, c *Controller, unit engine.PieceID, kind string) {
	t.Helper()
	click(c, c.Camera.ToScreen(c.Game.State.Piece(unit).Pose.Pos))
	for _, o := range c.Options() {
		if o.Kind == kind {
			c.StartOrder(o)
		}
	}
	if c.Mode != ModeTarget {
		t.Fatalf("no %s order offered", kind)
	}
}

// kow2 §4.7: clicking a legal target in the planner charges it.
func TestPlannerChargesTheClickedTarget(t *testing.T) {
	c := chargeController(t,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 20, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "horde", 36, 26, 180))
	openPlanner(t, c, 1, "kow/charge")
	click(c, c.Camera.ToScreen(c.Game.State.Piece(2).Pose.Pos))
	if c.Mode == ModeTarget {
		t.Fatalf("still planning: %v", c.Target.Err)
	}
	s := c.Game.State
	if d := geom.Distance(s.Piece(1).Rect().Poly(), s.Piece(2).Rect().Poly()); d > 1e-6 {
		t.Fatalf("the Spears stopped %.3f mm short", d)
	}
}

// kow2 §4.7.7: two units charge one horde together with one order; both
// end in contact with its front, in their left-to-right order, where the
// planner's ghosts showed them.
func TestPlannerGroupCharge(t *testing.T) {
	c := chargeController(t,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 33, 20, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 39, 20, 0),
		gametest.KoW(3, 2, "Wolves", "Inf", "horde", 36, 27, 180))
	openPlanner(t, c, 1, "kow/charge")
	s := c.Game.State
	click(c, c.Camera.ToScreen(s.Piece(2).Pose.Pos)) // the Guard joins
	if !slices.Equal(c.Target.With, []engine.PieceID{2}) {
		t.Fatalf("joiners %v, want the Guard", c.Target.With)
	}
	c.Update(frame(c.Camera.ToScreen(s.Piece(3).Pose.Pos)))
	tg := c.Target.Hovered()
	if tg == nil || !tg.Legal || len(tg.Ghosts) != 2 {
		t.Fatalf("group target %+v", tg)
	}
	ghosts := tg.Ghosts
	click(c, c.Camera.ToScreen(s.Piece(3).Pose.Pos))
	if c.Mode == ModeTarget {
		t.Fatalf("still planning: %v", c.Target.Err)
	}
	wolves := s.Piece(3).Rect().Poly()
	for _, g := range ghosts {
		u := s.Piece(g.Piece)
		if d := geom.Distance(u.Rect().Poly(), wolves); d > 1e-6 {
			t.Fatalf("%s is %.3f mm from the Wolves", u.Name, d)
		}
		if u.Pose.Pos.Dist(g.Pose.Pos) > geom.Eps {
			t.Fatalf("%s ended at %v, its ghost at %v", u.Name, u.Pose.Pos, g.Pose.Pos)
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
	if _, err := c.Game.Do(kow.Charge{By: 1, Unit: 1, Target: 2}); err != nil {
		t.Fatal(err)
	}
	c.EndTurn()
	if s := c.Game.State; s.Active != 1 || s.Phase != "melee" || c.Refusal == nil {
		t.Fatalf("player %d %s, refusal %v: want a stop in player 1's melee phase", s.Active, s.Phase, c.Refusal)
	}
}

// Regression (the review of the seam): after a joint charge routs its
// target, the winners that must regroup were hidden until each was
// selected, the message named only the first, End turn did nothing, and
// the regroup buttons showed while the nerve dice still rolled. Now the
// game's Decision names both and the panel says so; nothing is offered
// while the dice roll; then the first winner is selected with its
// choices, and once both have regrouped End turn ends the turn.
func TestJointChargeRoutShowsEveryRegroup(t *testing.T) {
	brutes := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Brutes", "Inf", "regiment", 33, 20, 0), "att", 30), "me", 2)
	guard := gametest.Stat(gametest.Stat(gametest.KoW(2, 1, "Guard", "Inf", "regiment", 39, 20, 0), "att", 30), "me", 2)
	thralls := gametest.Stat(gametest.KoW(3, 2, "Thralls", "Inf", "horde", 36, 27, 180), "rout", 3)
	for seed := uint64(1); seed < 50; seed++ {
		c := chargeController(t, brutes, guard, thralls)
		c.Tray.Speed = SpeedNormal
		if _, err := c.Game.Do(kow.NewMultiCharge(1, 3, []engine.PieceID{1, 2})); err != nil {
			t.Fatal(err)
		}
		for c.Game.State.Phase != kow.Melee {
			if _, err := c.Game.Do(engine.EndPhase{By: 1}); err != nil {
				t.Fatal(err)
			}
		}
		c.Game.State.Dice = dice.New(seed)
		c.Update(frame(geom.V(10, 10)))
		c.Selected = 0
		opts := c.Options()
		if len(opts) != 1 || opts[0].Pick != engine.PickNow {
			t.Fatalf("melee options %+v, want the one combat", opts)
		}
		c.StartOrder(opts[0])
		if c.Game.State.Piece(3) != nil {
			continue // the Thralls held: try other dice
		}
		d := c.Decision()
		if !slices.Equal(d.Pieces, []engine.PieceID{1, 2}) || !strings.Contains(d.Prompt, "Brutes and Guard must regroup") {
			t.Fatalf("decision after the rout: %+v", d)
		}
		c.Update(frame(geom.V(10, 10)))
		if !c.Rolling() || len(c.Options()) != 0 {
			t.Fatalf("while the dice roll: rolling %v, options %+v", c.Rolling(), c.Options())
		}
		for c.Rolling() {
			press(c, KeySpace)
		}
		if c.Selected != 1 && c.Selected != 0 {
			t.Fatalf("selected %d", c.Selected)
		}
		for _, id := range []engine.PieceID{1, 2} {
			c.Selected = id
			var fwd *engine.OrderOption
			for _, o := range c.Options() {
				if o.Kind == "kow/regroup" && strings.HasPrefix(o.Label, "Back") {
					fwd = &o
				}
			}
			if fwd == nil {
				t.Fatalf("%s has no regroup choice: %+v", c.Game.State.Piece(id).Name, c.Options())
			}
			c.StartOrder(*fwd)
			for c.Rolling() {
				press(c, KeySpace)
			}
		}
		c.EndTurn()
		if c.Game.State.Active != 2 || c.Refusal != nil {
			t.Fatalf("End turn after both regrouped: player %d, refusal %v", c.Game.State.Active, c.Refusal)
		}
		return
	}
	t.Fatal("no seed routed the Thralls")
}

// kow2 §10.1: the planner offers what Targets lists, friends included: a
// click on a friendly unit with a friendly-only spell (Heal) casts it.
func TestPlannerCastsAtAFriend(t *testing.T) {
	c := chargeController(t,
		gametest.KoW(1, 1, "Wizard", "Hero/Inf", "single", 36, 10, 0, "Heal(3)"),
		gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 18, 0),
		gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 36, 36, 180))
	c.Game.State.Piece(2).SetCounter("damage", 3)
	if _, err := c.Game.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	openPlanner(t, c, 1, "kow/cast")
	if c.Target.Legal() != 1 {
		t.Fatalf("targets %+v, want the Spears alone legal", c.Target.Targets)
	}
	click(c, c.Camera.ToScreen(c.Game.State.Piece(2).Pose.Pos))
	if c.Mode == ModeTarget {
		t.Fatalf("still planning: %v", c.Target.Err)
	}
	if c.Game.State.Piece(1).Counter("shot") == 0 {
		t.Fatal("the Wizard did not cast")
	}
}

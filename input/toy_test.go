package input

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/toy"
)

// toyController is a window on the toy game (game/rules/toy): the
// controller knows nothing of it but the engine's contract.
func toyController(t *testing.T) *Controller {
	t.Helper()
	g, err := gametest.ToyGame()
	if err != nil {
		t.Fatal(err)
	}
	c := NewController(g)
	c.Update(Frame{ScreenW: screenW, ScreenH: screenH})
	return c
}

func pieceNamed(t *testing.T, c *Controller, name string) *engine.Piece {
	t.Helper()
	for i := range c.Game.State.Pieces {
		if p := &c.Game.State.Pieces[i]; p.Name == name {
			return p
		}
	}
	t.Fatalf("no piece %q", name)
	return nil
}

// ready plays the dice and dismisses a pass-the-device screen.
func ready(c *Controller) {
	for range 200 {
		if !c.Tray.Busy() && !c.Handoff.Blocking() {
			return
		}
		if c.Handoff.Showing {
			for range handoffGrace + 2 {
				c.Update(frame(geom.V(10, 10)))
			}
			press(c, KeyEnter)
			continue
		}
		press(c, KeySpace)
	}
}

// The window follows the engine's Decision, whatever the system: in the
// toy game a strike asks the other player to react in the middle of the
// turn, so the device changes hands (with the decider's own card hidden
// from the other), the reaction's options are the panel's buttons, and
// the device comes back for the rest of the turn. The table shows the
// View of the player holding the device.
func TestToyReactionInTheMiddleOfATurn(t *testing.T) {
	c := toyController(t)
	s := c.Game.State
	// The game starts with a card face down on each side: the device is
	// passed to player 1 first, and until then nobody's card shows.
	if !c.Handoff.Blocking() || c.Handoff.Player != 1 || c.Viewer() != 0 ||
		c.View().Side(1).Cards[0].Face != "" || c.View().Side(2).Cards[0].Face != "" {
		t.Fatalf("at the start: hand-off %+v, viewer %d, sides %+v", c.Handoff, c.Viewer(), c.View().Sides)
	}
	ready(c)
	if c.Viewer() != 1 || c.View().Side(2).Cards[0].Face != "" || c.View().Side(1).Cards[0].Face == "" {
		t.Fatalf("player 1 sees sides %+v", c.View().Sides)
	}
	spear, brute := pieceNamed(t, c, "Lark Spear"), pieceNamed(t, c, "Crow Brute")
	brute.Pose.Pos = spear.Pose.Pos.Add(geom.V(0, 35)) // 1 cm apart
	click(c, c.Camera.ToScreen(spear.Pose.Pos))
	var strike engine.OrderOption
	for _, o := range c.Options() {
		if o.Kind == (toy.Strike{}).Kind() {
			strike = o
		}
	}
	c.StartOrder(strike)
	if c.Mode != ModeTarget || c.Target.Legal() != 1 {
		t.Fatalf("mode %v, targets %+v", c.Mode, c.Target)
	}
	click(c, c.Camera.ToScreen(brute.Pose.Pos))
	if d := c.Decision(); d.Player != 2 || d.Kind != engine.React {
		t.Fatalf("after the strike: %+v", d)
	}
	c.Update(frame(geom.V(10, 10)))
	if !c.Handoff.Blocking() || c.Handoff.Player != 2 || !strings.Contains(c.Handoff.Detail, "other player's turn") {
		t.Fatalf("hand-off %+v", c.Handoff)
	}
	if c.Viewer() != 1 {
		t.Fatal("the table shows player 2's view before the device is passed")
	}
	ready(c)
	if c.Viewer() != 2 || c.View().Side(1).Cards[0].Face != "" || c.View().Side(2).Cards[0].Face == "" {
		t.Fatalf("player 2 sees sides %+v", c.View().Sides)
	}
	c.Selected = 0
	var take *engine.OrderOption
	for _, o := range c.Options() {
		if o.Label == "Take it" {
			take = &o
		}
	}
	if take == nil {
		t.Fatalf("reaction options %+v", c.Options())
	}
	c.StartOrder(*take)
	if brute.Counter("wounds") != 1 || c.Decider() != 1 || s.Active != 1 {
		t.Fatalf("after taking it: wounds %d, decider %d", brute.Counter("wounds"), c.Decider())
	}
	c.Update(frame(geom.V(10, 10)))
	ready(c)
	if c.Viewer() != 1 {
		t.Fatalf("the device did not come back: viewer %d", c.Viewer())
	}
}

// A free path is built by dragging the round base: each drag is a leg to
// where the cursor takes it, the solver clamps it (here at the stone),
// and Enter gives the move as previewed.
func TestToyFreePathDrag(t *testing.T) {
	c := toyController(t)
	ready(c)
	spear := pieceNamed(t, c, "Lark Spear")
	spear.Pose.Pos = geom.V(220, 110)
	click(c, c.Camera.ToScreen(spear.Pose.Pos))
	var mv engine.OrderOption
	for _, o := range c.Options() {
		if o.Kind == (toy.Move{}).Kind() {
			mv = o
		}
	}
	c.StartOrder(mv)
	if c.Mode != ModeMove {
		t.Fatal("no composer")
	}
	dragWorld(c, spear.Pose.Pos, geom.V(220, 200)) // into the west stone
	k := c.Compose
	if len(k.Steps) != 1 || k.Steps[0].Kind.String() != "path" || !k.Preview.Clamped {
		t.Fatalf("steps %+v, clamped %v", k.Steps, k.Preview.Clamped)
	}
	stop := k.Preview.End.Center
	dragWorld(c, stop, stop.Add(geom.V(40, 0))) // a second leg, east
	if len(c.Compose.Steps) != 2 {
		t.Fatalf("steps %+v", c.Compose.Steps)
	}
	end := c.Compose.Preview.End.Center
	press(c, KeyEnter)
	if c.Mode == ModeMove || spear.Pose.Pos.Dist(end) > geom.Eps {
		t.Fatalf("the move was not given as previewed: at %v, preview %v (%v)", spear.Pose.Pos, end, c.Compose)
	}
}

// dragWorld drags from one world point to another.
func dragWorld(c *Controller, from, to geom.Vec) {
	drag(c, c.Camera.ToScreen(from), c.Camera.ToScreen(to))
}

package input

import (
	"math"
	"strings"
	"testing"

	"warbench/game/geom"
)

func typeChars(c *Controller, s string) {
	f := frame(geom.V(10, 10))
	f.Chars = []rune(s)
	c.Update(f)
}

func drag(c *Controller, from, to geom.Vec) {
	f := frame(from)
	f.Down[Left], f.Pressed[Left] = true, true
	c.Update(f)
	for i := 1; i <= 4; i++ {
		f = frame(from.Lerp(to, float64(i)/4))
		f.Down[Left] = true
		c.Update(f)
	}
	f = frame(to)
	f.Released[Left] = true
	c.Update(f)
}

// Selecting a unit and pressing 3 starts an Advance (the third order of
// kow2 §4.3); dragging the body forward moves the ghost, clamped to the
// unit's speed; Enter gives the order and the unit moves.
func TestDragAdvanceAndCommit(t *testing.T) {
	c := newTestController(t)
	s := c.Game.State
	spears := s.Piece(1)
	start := spears.Pose.Pos
	click(c, c.Camera.ToScreen(start))
	typeChars(c, "3")
	if !(c.Mode == ModeMove) || c.Compose.Option.Kind != "kow/advance" {
		t.Fatalf("composing %+v, want an advance", c.Compose)
	}
	// Drag 8" north: Sp 5 allows 5".
	drag(c, c.Camera.ToScreen(start), c.Camera.ToScreen(start.Add(geom.V(0, 8*geom.MMPerInch))))
	if got := c.Compose.Preview.Spent; math.Abs(got-5*geom.MMPerInch) > 1e-6 {
		t.Fatalf("ghost moved %.3f mm, want 5\"", got)
	}
	press(c, KeyEnter)
	if c.Mode == ModeMove {
		t.Fatalf("order not given: %v", c.Compose.Err)
	}
	if got := s.Piece(1).Pose.Pos; got.Dist(start.Add(geom.V(0, 5*geom.MMPerInch))) > 1e-6 {
		t.Fatalf("unit at %v, want 5\" north of %v", got, start)
	}
}

// Exact moves from the keyboard: "2.5" M advances 2.5", "30" P pivots 30°.
func TestTypedMoves(t *testing.T) {
	c := newTestController(t)
	s := c.Game.State
	start := s.Piece(3).Pose // the Riders, Sp 5, in the open
	click(c, c.Camera.ToScreen(start.Pos))
	typeChars(c, "3")
	typeChars(c, "2.5")
	press(c, KeyM)
	typeChars(c, "30")
	press(c, KeyP)
	res := c.Compose.Preview
	if math.Abs(res.Spent-2.5*geom.MMPerInch) > 1e-6 || math.Abs(res.End.Heading-geom.Deg(30)) > 1e-9 {
		t.Fatalf("typed plan: spent %.3f mm, heading %.2f°", res.Spent, geom.ToDeg(res.End.Heading))
	}
	press(c, KeyEscape)
	if (c.Mode == ModeMove) || s.Piece(3).Pose != start {
		t.Fatal("Esc did not cancel, or the unit moved")
	}
}

// Dragging the gold handle pivots the unit about its centre; Change
// Facing is one gesture, so releasing the mouse gives the order.
func TestHandlePivots(t *testing.T) {
	c := newTestController(t)
	s := c.Game.State
	rd := s.Piece(3)
	click(c, c.Camera.ToScreen(rd.Pose.Pos))
	typeChars(c, "2") // Change Facing
	h := c.HandlePos()
	// Swing the handle a quarter turn clockwise about the centre.
	to := rd.Pose.Pos.Add(h.Sub(rd.Pose.Pos).RotateCW(math.Pi / 2))
	drag(c, c.Camera.ToScreen(h), c.Camera.ToScreen(to))
	if c.Mode == ModeMove {
		t.Fatal("releasing the handle did not give the Change Facing order")
	}
	if got := geom.ToDeg(s.Piece(3).Pose.Heading); math.Abs(got-90) > 0.5 {
		t.Fatalf("heading after the handle drag %.2f°, want 90°", got)
	}
}

// A move the table cuts short is not given on release: the player is
// asked (Confirm), and the next Enter gives it as the ghost shows; a move
// cut short only by its own limits (the budget) is given at once.
func TestCutShortMoveAsksFirst(t *testing.T) {
	c := newTestController(t)
	s := c.Game.State
	start := s.Piece(1).Pose.Pos // the Spears, facing the Tower 10" north
	click(c, c.Camera.ToScreen(start))
	typeChars(c, "6") // At the Double: 10"
	drag(c, c.Camera.ToScreen(start), c.Camera.ToScreen(start.Add(geom.V(0, 10*geom.MMPerInch))))
	if c.Mode != ModeMove || !c.Compose.Confirm {
		t.Fatalf("mode %v, confirm %v: the move into the Tower was given without asking", c.Mode, c.Compose != nil && c.Compose.Confirm)
	}
	why, short := CutShort(c.Compose.Preview)
	if !short || !strings.Contains(why.Text, "Tower") {
		t.Fatalf("cut short %v: %q", short, why.Text)
	}
	end := c.Compose.Preview.End.Center
	press(c, KeyEnter)
	if c.Mode == ModeMove || s.Piece(1).Pose.Pos.Dist(end) > geom.Eps {
		t.Fatalf("Enter did not give the move as shown: at %v, ghost at %v", s.Piece(1).Pose.Pos, end)
	}
	riders := s.Piece(3).Pose.Pos // in the open
	click(c, c.Camera.ToScreen(riders))
	typeChars(c, "6")
	drag(c, c.Camera.ToScreen(riders), c.Camera.ToScreen(riders.Add(geom.V(0, 20*geom.MMPerInch))))
	if c.Mode == ModeMove {
		t.Fatal("a move cut short by its budget alone asked before it was given")
	}
}

// While a move is built, the area it can reach is known: a band for each
// allowed straight move as far as the solver lets it go (At the Double:
// straight ahead only, stopped by the Tower), and no circle for an order
// that does not turn.
func TestComposerReach(t *testing.T) {
	c := newTestController(t)
	start := c.Game.State.Piece(1).Pose.Pos
	click(c, c.Camera.ToScreen(start))
	typeChars(c, "6")
	r := c.Compose.Reach
	if len(r.Bands) != 1 || r.Circle.R != 0 {
		t.Fatalf("reach %+v", r)
	}
	top := r.Bands[0].Bounds().Max.Y
	tower := c.Game.State.Table.Terrain[0].Bounds().Min.Y
	if top > tower+geom.Eps || top < start.Y {
		t.Fatalf("the band reaches %.1f mm, the Tower starts at %.1f", top, tower)
	}
	press(c, KeyEscape)
	typeChars(c, "3") // Advance: forward and a pivot
	if r := c.Compose.Reach; r.Circle.R <= 0 {
		t.Fatalf("advance reach %+v: want the circle its budget spans", r)
	}
}

// A ghost stopped against terrain can always be dragged back: after the
// move into the Tower stops, dragging the ghost 2" south shortens it by
// 2", it is no longer cut short, and the release gives it.
func TestGhostStoppedAgainstTerrainDragsBack(t *testing.T) {
	c := newTestController(t)
	s := c.Game.State
	start := s.Piece(1).Pose.Pos
	click(c, c.Camera.ToScreen(start))
	typeChars(c, "6")
	drag(c, c.Camera.ToScreen(start), c.Camera.ToScreen(start.Add(geom.V(0, 10*geom.MMPerInch))))
	stopped := c.Compose.Preview.Spent
	ghost := c.Compose.Preview.End.Center
	f := frame(c.Camera.ToScreen(ghost))
	f.Down[Left], f.Pressed[Left] = true, true
	c.Update(f)
	f = frame(c.Camera.ToScreen(ghost.Add(geom.V(0, -2*geom.MMPerInch))))
	f.Down[Left] = true
	c.Update(f)
	if got := c.Compose.Preview.Spent; math.Abs(got-(stopped-2*geom.MMPerInch)) > 1e-6 {
		t.Fatalf("dragged back: spent %.2f mm, want %.2f", got, stopped-2*geom.MMPerInch)
	}
	if _, short := CutShort(c.Compose.Preview); short {
		t.Fatal("still cut short after dragging back")
	}
	f = frame(c.Camera.ToScreen(ghost.Add(geom.V(0, -2*geom.MMPerInch))))
	f.Released[Left] = true
	c.Update(f)
	if c.Mode == ModeMove || math.Abs(s.Piece(1).Pose.Pos.Y-start.Y-(stopped-2*geom.MMPerInch)) > 1e-6 {
		t.Fatalf("the shortened move was not given: mode %v at %v", c.Mode, s.Piece(1).Pose.Pos)
	}
}

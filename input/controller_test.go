package input

import (
	"math"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

const screenW, screenH = 1280, 800

func newTestController(t *testing.T) *Controller {
	t.Helper()
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 30, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 30, 30, 180),
		gametest.KoW(3, 1, "Riders", "Cav", "troop", 50, 10, 0),
	).With(gametest.Terrain(1, "Tower", table.Building, 3, gametest.Box(30, 20, 10, 3)))
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	c := NewController(&engine.Game{Rules: r, State: s.State})
	c.Update(Frame{ScreenW: screenW, ScreenH: screenH})
	return c
}

// frame is one tick with the cursor at a screen point.
func frame(at geom.Vec) Frame { return Frame{Cursor: at, ScreenW: screenW, ScreenH: screenH} }

func click(c *Controller, at geom.Vec) {
	f := frame(at)
	f.Down[Left], f.Pressed[Left] = true, true
	c.Update(f)
	f = frame(at)
	f.Released[Left] = true
	c.Update(f)
}

func press(c *Controller, k Key) {
	f := frame(geom.V(10, 10))
	f.KeysDown[k], f.KeysPressed[k] = true, true
	c.Update(f)
}

func near(a, b geom.Vec, tol float64) bool { return a.Dist(b) <= tol }

func TestFirstFrameFitsTheTable(t *testing.T) {
	c := newTestController(t)
	tb := c.Game.State.Table.Bounds()
	for _, corner := range []geom.Vec{tb.Min, tb.Max} {
		if s := c.Camera.ToScreen(corner); !c.Camera.InViewport(s) {
			t.Fatalf("table corner %v is off the view at %v", corner, s)
		}
	}
	// Fitting uses the whole width or height, less the margin.
	w := (tb.Max.X - tb.Min.X) * c.Camera.Scale
	h := (tb.Max.Y - tb.Min.Y) * c.Camera.Scale
	vw, vh := c.Layout.View.Max.X-c.Layout.View.Min.X, c.Layout.View.Max.Y-c.Layout.View.Min.Y
	if math.Abs(w-(vw-2*fitMargin)) > 1e-6 && math.Abs(h-(vh-2*fitMargin)) > 1e-6 {
		t.Fatalf("fitted table is %.1f x %.1f px in a %.0f x %.0f view", w, h, vw, vh)
	}
}

func TestCameraRoundTrip(t *testing.T) {
	c := newTestController(t)
	for _, w := range []geom.Vec{geom.V(0, 0), geom.V(100, 900), geom.V(1828.8, 1219.2)} {
		if got := c.Camera.ToWorld(c.Camera.ToScreen(w)); !near(got, w, 1e-9) {
			t.Fatalf("round trip of %v gave %v", w, got)
		}
	}
	// North is up the screen.
	if a, b := c.Camera.ToScreen(geom.V(0, 0)), c.Camera.ToScreen(geom.V(0, 100)); b.Y >= a.Y {
		t.Fatal("world +y does not point up the screen")
	}
}

func TestClickSelectsAndEscapeClears(t *testing.T) {
	c := newTestController(t)
	spears := c.Game.State.Piece(1)
	click(c, c.Camera.ToScreen(spears.Pose.Pos))
	if c.Selected != 1 {
		t.Fatalf("selected %d after clicking the Spears, want 1", c.Selected)
	}
	click(c, c.Camera.ToScreen(geom.V(600, 600))) // empty table
	if c.Selected != 0 {
		t.Fatalf("clicking the empty table kept %d selected", c.Selected)
	}
	click(c, c.Camera.ToScreen(spears.Pose.Pos))
	press(c, KeyEscape)
	if c.Selected != 0 {
		t.Fatal("Esc did not clear the selection")
	}
}

func TestWheelZoomsAtTheCursor(t *testing.T) {
	c := newTestController(t)
	at := geom.V(400, 300)
	before := c.Camera.ToWorld(at)
	scale := c.Camera.Scale
	f := frame(at)
	f.Wheel = 2
	c.Update(f)
	if want := scale * wheelZoom * wheelZoom; math.Abs(c.Camera.Scale-want) > 1e-12 {
		t.Fatalf("scale %v, want %v", c.Camera.Scale, want)
	}
	if after := c.Camera.ToWorld(at); !near(after, before, 1e-9) {
		t.Fatalf("the point under the cursor moved from %v to %v", before, after)
	}
}

func TestRightDragPansAndHomeFits(t *testing.T) {
	c := newTestController(t)
	fitted := c.Camera
	start, end := geom.V(500, 400), geom.V(560, 370)
	grabbed := c.Camera.ToWorld(start)
	f := frame(start)
	f.Down[Right], f.Pressed[Right] = true, true
	c.Update(f)
	f = frame(end)
	f.Down[Right] = true
	c.Update(f)
	if got := c.Camera.ToWorld(end); !near(got, grabbed, 1e-9) {
		t.Fatalf("the grabbed point %v is now under the cursor at %v", grabbed, got)
	}
	press(c, KeyHome)
	if c.Camera != fitted {
		t.Fatalf("Home gave %+v, want the fitted %+v", c.Camera, fitted)
	}
}

func TestArrowKeysPan(t *testing.T) {
	c := newTestController(t)
	x := c.Camera.Center.X
	f := frame(geom.V(10, 10))
	f.KeysDown[KeyRight] = true
	c.Update(f)
	if c.Camera.Center.X <= x {
		t.Fatal("the right arrow did not move the view east")
	}
}

// The ruler measures base edge to base edge (kow2 §3.3).
func TestRulerMeasuresEdgeToEdge(t *testing.T) {
	c := newTestController(t)
	press(c, KeyR)
	s := c.Game.State
	a, b := s.Piece(1), s.Piece(3)
	click(c, c.Camera.ToScreen(a.Pose.Pos))
	c.Update(frame(c.Camera.ToScreen(b.Pose.Pos)))
	// Spears (100 mm wide at x=30") and Riders (125 mm wide at x=50"), side by side.
	want := 20*geom.MMPerInch - 50 - 62.5
	if !c.Ruler.Active || c.Ruler.ToPiece != 3 || math.Abs(c.Ruler.Distance-want) > 1e-6 {
		t.Fatalf("ruler %+v, want %.3f mm to piece 3", c.Ruler, want)
	}
	click(c, c.Camera.ToScreen(b.Pose.Pos))
	c.Update(frame(geom.V(700, 500)))
	if !c.Ruler.Fixed || math.Abs(c.Ruler.Distance-want) > 1e-6 {
		t.Fatal("a second click did not pin the ruler")
	}
}

func TestSightProbe(t *testing.T) {
	c := newTestController(t)
	press(c, KeyL)
	s := c.Game.State
	click(c, c.Camera.ToScreen(s.Piece(1).Pose.Pos))
	c.Update(frame(c.Camera.ToScreen(s.Piece(2).Pose.Pos)))
	p := c.Probe
	if p.Observer != 1 || p.Target != 2 {
		t.Fatalf("probe %d -> %d, want 1 -> 2", p.Observer, p.Target)
	}
	if p.Result.Clear || len(p.Result.Blockers) == 0 || p.Result.Blockers[0].Name != "Tower" {
		t.Fatalf("probe result %+v, want blocked by the Tower", p.Result)
	}
}

func TestToolbarButtons(t *testing.T) {
	c := newTestController(t)
	for _, b := range c.Layout.Toolbar {
		if b.Action != ActTool {
			continue
		}
		click(c, b.Box.Min.Lerp(b.Box.Max, 0.5))
		if c.Mode != b.Mode {
			t.Fatalf("clicking %q chose %v", b.Label, c.Mode)
		}
	}
}

// Clicking a target pins it even when the cursor never hovered it first
// (a click lands on the frame the cursor arrives).
func TestSightProbeClickPinsTheClickedTarget(t *testing.T) {
	c := newTestController(t)
	press(c, KeyL)
	s := c.Game.State
	click(c, c.Camera.ToScreen(s.Piece(1).Pose.Pos))
	click(c, c.Camera.ToScreen(s.Piece(3).Pose.Pos))
	if !c.Probe.Fixed || c.Probe.Target != 3 {
		t.Fatalf("probe %+v, want pinned on piece 3", c.Probe)
	}
	c.Update(frame(c.Camera.ToScreen(s.Piece(2).Pose.Pos)))
	if c.Probe.Target != 3 {
		t.Fatal("a pinned probe followed the cursor")
	}
}

// End turn ends every phase left of the active player's turn (kow2 §4.1),
// and stops with the reason at a combat still to fight.
func TestEndTurn(t *testing.T) {
	c := newTestController(t)
	c.EndTurn()
	if s := c.Game.State; s.Active != 2 || s.Phase != "movement" || c.Refusal != nil {
		t.Fatalf("after End turn: player %d %s, refusal %v", s.Active, s.Phase, c.Refusal)
	}
}

// A click on terrain where no unit stands selects the terrain piece, to
// read what it is and does; a click on a unit selects the unit instead.
func TestClickSelectsTerrain(t *testing.T) {
	c := newTestController(t)
	click(c, c.Camera.ToScreen(geom.V(30*geom.MMPerInch, 20*geom.MMPerInch))) // the Tower
	if c.Terrain != 1 || c.Selected != 0 {
		t.Fatalf("terrain %d, unit %d: want the Tower", c.Terrain, c.Selected)
	}
	click(c, c.Camera.ToScreen(c.Game.State.Piece(1).Pose.Pos))
	if c.Terrain != 0 || c.Selected != 1 {
		t.Fatalf("terrain %d, unit %d: want the Spears", c.Terrain, c.Selected)
	}
	if card := c.Game.Rules.TerrainCard(c.Game.State, 1); len(card) == 0 || !strings.Contains(card[0].Text, "Impassable") {
		t.Fatalf("the Tower's card: %v", card)
	}
}

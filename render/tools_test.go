package render

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/scenario"
	"warbench/input"
	"warbench/scenarios"
)

func defaultApp(t testing.TB) *App {
	t.Helper()
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	gametest.StartP1(sc.Rules, g.State) // the Ember Marches win the roll-off
	// The Hollow Tide's Foamrunners have Vanguard (kow2 §4.12): pass on
	// their move so turn 1 begins.
	for g.State.Phase != "movement" {
		if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	a, err := New(g, Options{Title: sc.Name})
	if err != nil {
		t.Fatal(err)
	}
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	return a
}

func pieceNamed(t testing.TB, s *engine.State, name string) *engine.Piece {
	t.Helper()
	for i := range s.Pieces {
		if s.Pieces[i].Name == name {
			return &s.Pieces[i]
		}
	}
	t.Fatalf("no piece named %q", name)
	return nil
}

// clickAt sends a left click at a world point.
func clickAt(a *App, w geom.Vec) {
	at := a.ctrl.Camera.ToScreen(w)
	f := input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH}
	f.Down[input.Left], f.Pressed[input.Left] = true, true
	a.Step(f)
	a.Step(input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH})
}

// dragWorld drags with the left button between two world points.
func dragWorld(a *App, from, to geom.Vec) {
	sf, st := a.ctrl.Camera.ToScreen(from), a.ctrl.Camera.ToScreen(to)
	f := input.Frame{Cursor: sf, ScreenW: testW, ScreenH: testH}
	f.Down[input.Left], f.Pressed[input.Left] = true, true
	a.Step(f)
	for i := 1; i <= 5; i++ {
		f = input.Frame{Cursor: sf.Lerp(st, float64(i)/5), ScreenW: testW, ScreenH: testH}
		f.Down[input.Left] = true
		a.Step(f)
	}
	// The mouse is still held: the ghost shows the gesture in progress.
}

func hoverAt(a *App, w geom.Vec) {
	a.Step(input.Frame{Cursor: a.ctrl.Camera.ToScreen(w), ScreenW: testW, ScreenH: testH})
}

func key(a *App, k input.Key) {
	f := input.Frame{Cursor: geom.V(5, 5), ScreenW: testW, ScreenH: testH}
	f.KeysDown[k], f.KeysPressed[k] = true, true
	a.Step(f)
}

// keep writes img to $WARBENCH_SHOTS/name when that folder is set, so a
// person can look at what the tools draw.
func keep(t testing.TB, img image.Image, name string) {
	dir := os.Getenv("WARBENCH_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Selecting a unit draws its arcs; the ruler and the probe draw their
// lines; the default battle has what they need.
func TestToolsOnTheDefaultBattle(t *testing.T) {
	a := defaultApp(t)
	s := a.game.State
	pikes := pieceNamed(t, s, "Reefspine Pikes")
	clickAt(a, pikes.Pose.Pos)
	if a.ctrl.Selected != pikes.ID {
		t.Fatalf("selected %d, want the Reefspine Pikes", a.ctrl.Selected)
	}
	img := draw(a)
	keep(t, img, "select.png")
	// The front arc is tinted in front of the unit (south of it: it faces south).
	ahead := a.ctrl.Camera.ToScreen(pikes.Rect().LeaderPoint().Add(geom.Forward(pikes.Pose.Heading).Scale(60)))
	behind := a.ctrl.Camera.ToScreen(pikes.Pose.Pos.Add(geom.Forward(pikes.Pose.Heading).Scale(-pikes.Footprint.D/2 - 60)))
	if ca, cb := img.At(int(ahead.X), int(ahead.Y)), img.At(int(behind.X), int(behind.Y)); ca == cb {
		t.Errorf("front arc and rear arc look the same (%v)", ca)
	}

	key(a, input.KeyL)
	levy := pieceNamed(t, s, "Cinderfolk Levy")
	clickAt(a, levy.Pose.Pos)
	hoverAt(a, pieceNamed(t, s, "Tidewrack Riders").Pose.Pos)
	if a.ctrl.Probe.Target == 0 || a.ctrl.Probe.Result.Reason == "" {
		t.Fatalf("probe %+v has no answer", a.ctrl.Probe)
	}
	keep(t, draw(a), "sight.png")

	// The Old Mill (height 3) stands between the Kilnborn Brutes and the
	// Reefspine Pikes: the probe is red and the mill is outlined.
	clickAt(a, pieceNamed(t, s, "Tidewrack Riders").Pose.Pos) // pins the first probe
	if !a.ctrl.Probe.Fixed || a.ctrl.Probe.Target != pieceNamed(t, s, "Tidewrack Riders").ID {
		t.Fatalf("clicking the target did not pin it: %+v", a.ctrl.Probe)
	}
	clickAt(a, pieceNamed(t, s, "Kilnborn Brutes").Pose.Pos) // a new probe
	clickAt(a, pikes.Pose.Pos)
	res := a.ctrl.Probe.Result
	if res.Clear || len(res.Blockers) == 0 || res.Blockers[0].Name != "Old Mill" {
		t.Fatalf("Brutes to Pikes: %+v, want blocked by the Old Mill", res)
	}
	blocked := draw(a)
	keep(t, blocked, "blocked.png")
	mill := s.Table.Terrain[1]
	if mill.Name != "Old Mill" {
		t.Fatalf("terrain 2 is %s", mill.Name)
	}
	corner := a.ctrl.Camera.ToScreen(mill.Parts[0][0])
	if c := blocked.At(int(corner.X), int(corner.Y)); !near(c, colBlocked, 60) {
		t.Errorf("the mill's corner at %v is %v, not outlined in red", corner, c)
	}

	key(a, input.KeyR)
	clickAt(a, levy.Pose.Pos)
	hoverAt(a, pieceNamed(t, s, "Kilnborn Brutes").Pose.Pos)
	if !a.ctrl.Ruler.Active || a.ctrl.Ruler.Distance <= 0 {
		t.Fatalf("ruler %+v measured nothing", a.ctrl.Ruler)
	}
	keep(t, draw(a), "ruler.png")

	// At the Double cannot cross the Drystone Wall (kow2 §4.6): the ghost
	// of the Sunforged Lancers stops against it and the wall is drawn red.
	key(a, input.KeyEscape)
	lancers := pieceNamed(t, s, "Sunforged Lancers")
	clickAt(a, lancers.Pose.Pos)
	f0 := input.Frame{Cursor: geom.V(5, 5), ScreenW: testW, ScreenH: testH, Chars: []rune("6")}
	a.Step(f0)
	if a.ctrl.Compose == nil || a.ctrl.Compose.Option.Kind != "kow/at-the-double" {
		t.Fatalf("composing %+v, want At the Double", a.ctrl.Compose)
	}
	dragWorld(a, lancers.Pose.Pos, lancers.Pose.Pos.Add(geom.V(0, 20*geom.MMPerInch)))
	plan := a.ctrl.Compose.Preview
	if !plan.Clamped || len(plan.Reasons) == 0 {
		t.Fatalf("At the Double through the wall was not clamped: %+v", plan)
	}
	keep(t, draw(a), "double.png")
	key(a, input.KeyEscape)
	key(a, input.KeyEscape)

	// Zoomed in, the files and ranks of model bases show.
	key(a, input.KeyEscape)
	f := input.Frame{Cursor: a.ctrl.Camera.ToScreen(levy.Pose.Pos), ScreenW: testW, ScreenH: testH, Wheel: 10}
	a.Step(f)
	zoomed := draw(a)
	keep(t, zoomed, "zoom.png")
	// A file line between two models of the front rank is drawn darker
	// than the base colour around it.
	fm := levy.Formation
	r := levy.Rect()
	c := r.Corners()
	onLine := c[0].Lerp(c[1], 1/float64(fm.Files)).Add(r.Forward().Scale(-fm.ModelD / 2))
	beside := onLine.Add(r.Right().Scale(fm.ModelW / 2))
	sl, sb := a.ctrl.Camera.ToScreen(onLine), a.ctrl.Camera.ToScreen(beside)
	if cl, cb := zoomed.At(int(sl.X), int(sl.Y)), zoomed.At(int(sb.X), int(sb.Y)); cl == cb {
		t.Errorf("no file line between the first two models at %v (%v)", sl, cl)
	}
}

// An Advance that would come within 1" of an enemy stops on the 1" zone,
// which is drawn around the enemy with the reason (kow2 §3.4).
func TestOneInchZoneIsDrawn(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 20, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "horde", 37, 26, 180))
	a := testApp(t, s, Options{Title: "1 inch"})
	spears := s.Piece(1)
	a.Step(input.Frame{Cursor: a.ctrl.Camera.ToScreen(spears.Pose.Pos), ScreenW: testW, ScreenH: testH, Wheel: 8})
	clickAt(a, spears.Pose.Pos)
	a.Step(input.Frame{Cursor: geom.V(5, 5), ScreenW: testW, ScreenH: testH, Chars: []rune("3")})
	dragWorld(a, spears.Pose.Pos, spears.Pose.Pos.Add(geom.V(0, 5*geom.MMPerInch)))
	plan := a.ctrl.Compose.Preview
	if len(plan.Reasons) == 0 || plan.Reasons[len(plan.Reasons)-1].Gap != geom.MMPerInch {
		t.Fatalf("reasons %+v, want the enemy's 1\" gap", plan.Reasons)
	}
	img := draw(a)
	keep(t, img, "inch.png")
	// The halo passes 1" south of the Wolves' front edge, where the ghost's front now is.
	wolves := s.Piece(2).Rect()
	onHalo := a.ctrl.Camera.ToScreen(wolves.LeaderPoint().Add(wolves.Forward().Scale(geom.MMPerInch)).Add(geom.V(60, 0)))
	if c := img.At(int(onHalo.X), int(onHalo.Y)); !near(c, colBlocked, 90) {
		t.Errorf("no 1\" zone drawn at %v: %v", onHalo, c)
	}
}

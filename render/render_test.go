package render

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
	"warbench/input"
)

const testW, testH = 1280, 800

// testApp starts a kow2 game on the State and returns its App after one
// frame, with the options given (Title "test" if none).
func testApp(t testing.TB, s gametest.State, opts ...Options) *App {
	t.Helper()
	o := Options{Title: "test"}
	if len(opts) > 0 {
		o = opts[0]
	}
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	a, err := New(&engine.Game{Rules: r, State: s.State}, o)
	if err != nil {
		t.Fatal(err)
	}
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	return a
}

func draw(a *App) *image.RGBA {
	img := ebiten.NewImage(testW, testH)
	defer img.Deallocate()
	a.DrawTo(img)
	out := image.NewRGBA(image.Rect(0, 0, testW, testH))
	img.ReadPixels(out.Pix)
	return out
}

func near(c color.Color, want color.NRGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) bool { v := int(x>>8) - int(y); return v >= -tol && v <= tol }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

func savePNG(t testing.TB, img image.Image, name string) string {
	dir := t.TempDir()
	p := filepath.Join(dir, name)
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	png.Encode(f, img)
	return p
}

// A unit is drawn on its true footprint: its side colour fills it, and the
// table shows just beyond its flank edge (kow2 §2.3: 100 × 80 mm).
func TestUnitDrawnToScale(t *testing.T) {
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 20, 24, 0))
	a := testApp(t, s)
	img := draw(a)
	cam := &a.ctrl.Camera
	pc := s.Piece(1)
	// Sample between the file lines, inside the base's flank edge and just outside it.
	inside := cam.ToScreen(pc.Pose.Pos.Add(geom.V(50-4/cam.Scale, -30)))
	outside := cam.ToScreen(pc.Pose.Pos.Add(geom.V(50+4/cam.Scale, -30)))
	if c := img.At(int(inside.X), int(inside.Y)); !near(c, colSide[1], 12) {
		t.Errorf("inside the flank at %v: %v, want the side colour %v (%s)", inside, c, colSide[1], savePNG(t, img, "unit.png"))
	}
	if c := img.At(int(outside.X), int(outside.Y)); !near(c, colTable, 12) {
		t.Errorf("outside the flank at %v: %v, want the table %v (%s)", outside, c, colTable, savePNG(t, img, "unit.png"))
	}
	// The front edge is gold.
	front := cam.ToScreen(pc.Rect().LeaderPoint().Add(geom.V(30, 0)))
	if c := img.At(int(front.X), int(front.Y)); !near(c, colFront, 40) {
		t.Errorf("front edge at %v: %v, want gold", front, c)
	}
}

// Terrain kinds each have their own look.
func TestTerrainKindsLookDifferent(t *testing.T) {
	kinds := []table.Kind{table.Building, table.Forest, table.Hill, table.Water, table.Impassable}
	var ts []table.Terrain
	for i, k := range kinds {
		ts = append(ts, gametest.Terrain(i+1, k.String(), k, 1, gametest.Box(8+float64(i)*12, 24, 8, 8)))
	}
	a := testApp(t, gametest.Table(72, 48).With(ts...))
	img := draw(a)
	seen := map[color.RGBA]table.Kind{}
	for i, k := range kinds {
		// Sample off-centre, away from the label, in a corner of the piece.
		p := a.ctrl.Camera.ToScreen(geom.V((8+float64(i)*12-3)*geom.MMPerInch, 21*geom.MMPerInch))
		c := color.RGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.RGBA)
		if c == (color.RGBA{}) || near(c, colTable, 4) {
			t.Errorf("%s drawn as the bare table (%v)", k, c)
		}
		if other, dup := seen[c]; dup {
			t.Errorf("%s and %s look the same (%v)", k, other, c)
		}
		seen[c] = k
	}
}

// The table and terrain are cached: drawing again with the same camera
// does not redraw them; moving the camera does.
func TestStaticLayerIsCached(t *testing.T) {
	a := testApp(t, gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 20, 24, 0)))
	draw(a)
	draw(a)
	if n := a.StaticRedraws(); n != 1 {
		t.Fatalf("static layer redrawn %d times for two identical frames", n)
	}
	f := input.Frame{ScreenW: testW, ScreenH: testH}
	f.KeysDown[input.KeyLeft] = true
	a.Step(f)
	draw(a)
	if n := a.StaticRedraws(); n != 2 {
		t.Fatalf("static layer redrawn %d times after a pan, want 2", n)
	}
}

// A notice (a file that failed to load) shows until a click or Esc closes
// it; that click does not also select a unit.
func TestNoticeCloses(t *testing.T) {
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 24, 0))
	a := testApp(t, s, Options{Notice: "broken.yaml:3:4: seed: want a whole number"})
	draw(a)
	at := a.ctrl.Camera.ToScreen(s.Piece(1).Pose.Pos)
	f := input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH}
	f.Down[input.Left], f.Pressed[input.Left] = true, true
	a.Step(f)
	if a.Notice() != "" || a.ctrl.Selected != 0 {
		t.Fatalf("after a click: notice %q, selected %d", a.Notice(), a.ctrl.Selected)
	}
	a.Step(f)
	if a.ctrl.Selected != 1 {
		t.Fatal("the next click did not select")
	}
}

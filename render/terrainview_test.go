package render

import (
	"testing"

	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// T lays the terrain analysis over the table: behind a wall right across
// the middle, the south half is tinted by what player 1 sees (blue) and
// the north half by what player 2 sees (orange); the box of numbers says
// so; T again hides it.
const inch = geom.MMPerInch // mm

func TestTerrainOverlay(t *testing.T) {
	wall := geom.Poly{geom.V(0, 23.5*inch), geom.V(48*inch, 23.5*inch), geom.V(48*inch, 24.5*inch), geom.V(0, 24.5*inch)}
	s := gametest.Table(48, 48).With(gametest.Terrain(1, "Long Wall", table.Building, 3, wall))
	a := testApp(t, s)
	press := func() {
		f := input.Frame{Cursor: geom.V(5, 5), ScreenW: testW, ScreenH: testH}
		f.KeysPressed[input.KeyT] = true
		a.Step(f)
	}
	press()
	v := &a.ctrl.TerrainView
	if !v.On || v.Analysis == nil {
		t.Fatalf("T: on %v, analysis %v (%s)", v.On, v.Analysis != nil, v.Err)
	}
	img := draw(a)
	keep(t, img, "terrain-overlay.png")
	cam := &a.ctrl.Camera
	south, north := cam.ToScreen(geom.V(40*inch, 6*inch)), cam.ToScreen(geom.V(40*inch, 42*inch))
	rs, gs, bs, _ := img.At(int(south.X), int(south.Y)).RGBA()
	rn, _, bn, _ := img.At(int(north.X), int(north.Y)).RGBA()
	if !(bs > rs && rn > bn) {
		t.Errorf("south %v %v %v (want blue), north r %v b %v (want orange)", rs, gs, bs, rn, bn)
	}
	if p1 := v.Analysis.Sides[0]; p1.EnemyZoneSeen != 0 || p1.Shelter != 1 {
		t.Errorf("player 1 behind the wall: %+v", p1.Seen)
	}
	press()
	if v.On {
		t.Error("T again did not hide the overlay")
	}
}

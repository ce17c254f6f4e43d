package move

import (
	"math"
	"testing"

	"warbench/game/geom"
)

// Of an order's pivots, AnyAngle may turn further than PivotMax: an
// Advance with one pivot of at most 90° and one of any angle turns 150°
// and then 80°, but not 150° and then 120° (the second is cut to 90°),
// whichever order the two come in.
func TestAnyAnglePivots(t *testing.T) {
	lim := Limits{Budget: 6 * inch, Dirs: []geom.Vec{fwd}, Pivots: 2, PivotMax: math.Pi / 2, AnyAngle: 1, Rule: "order"}
	w := world()
	res := plan(t, w, unit, lim, turn(150), ahead(50), turn(-80))
	if res.Clamped {
		t.Fatalf("150° then 80° clamped: %+v", res.Reasons)
	}
	res = plan(t, w, unit, lim, turn(80), ahead(50), turn(-150))
	if res.Clamped {
		t.Fatalf("80° then 150° clamped: %+v", res.Reasons)
	}
	res = plan(t, w, unit, lim, turn(150), ahead(50), turn(120))
	if got := res.Steps[2].Angle; !near(got, math.Pi/2, 1e-12) {
		t.Errorf("second wide pivot turned %v°, want 90°", got*180/math.Pi)
	}
	mentions(t, only(t, res), "at most 90", "1 of any angle")
	lim.AnyAngle = 0
	res = plan(t, w, unit, lim, turn(150))
	if got := res.Steps[0].Angle; !near(got, math.Pi/2, 1e-12) {
		t.Errorf("without AnyAngle turned %v°, want 90°", got*180/math.Pi)
	}
}

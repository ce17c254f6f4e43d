package move

import (
	"math"
	"testing"

	"warbench/game/geom"
)

// wheelLim allows wheels and forward moves: 1000 mm, two wheels.
var wheelLim = Limits{Budget: 1000, Dirs: []geom.Vec{fwd}, Wheels: 2}

// wheelBy builds a wheel step of deg degrees, clockwise positive.
func wheelBy(deg float64) Step { return Step{Kind: Wheel, Angle: geom.Deg(deg)} }

// A wheel turns about the front corner on the inside of the turn and costs
// the outer front corner's arc.
//
//	   clockwise 90°:                 the unit (125 × 100, facing up)
//	       ┌────┐ 475                 wheels about its front-right
//	       │  → │                     corner (962.5, 350), which stays
//	┌──────┤    │                     put; its centre ends at
//	│  ↑   │    │ 350                 (912.5, 412.5), facing right.
//	│      │    │
//	└──────┘────┘
//	   837.5  962.5
func TestWheelGeometry(t *testing.T) {
	for _, c := range []struct {
		deg    float64
		center geom.Vec
	}{
		{90, geom.V(912.5, 412.5)},
		{-90, geom.V(887.5, 412.5)},
		{0, unit.Center},
	} {
		res := plan(t, world(), unit, wheelLim, wheelBy(c.deg))
		if res.Clamped || !res.End.Center.Near(c.center) || !near(res.End.Heading, geom.Deg(c.deg), 1e-12) {
			t.Fatalf("%v°: %+v", c.deg, res)
		}
		if want := 125 * math.Abs(geom.Deg(c.deg)); !near(res.Spent, want, 1e-9) {
			t.Fatalf("%v°: spent %v, want %v", c.deg, res.Spent, want)
		}
		pv := unit.WheelPivot(geom.Deg(c.deg))
		if c.deg != 0 && !res.End.WheelPivot(geom.Deg(c.deg)).Near(pv) {
			t.Fatalf("%v°: the pivot corner moved", c.deg)
		}
	}
}

// A wheel longer than the budget left turns as far as the budget pays.
func TestWheelBudget(t *testing.T) {
	lim := wheelLim
	lim.Budget = 100
	res := plan(t, world(), unit, lim, wheelBy(90), ahead(10))
	if !near(res.Steps[0].Angle, 0.8, 1e-12) || !near(res.Spent, 100, 1e-9) || res.Steps[1].Dist != 0 {
		t.Fatalf("%+v", res)
	}
	if len(res.Reasons) != 2 {
		t.Fatalf("reasons %+v", res.Reasons)
	}
	mentions(t, res.Reasons[0], `Only 3.94" of movement left`, "45.8°")
	mentions(t, res.Reasons[1], "No movement is left for step 2")
}

// Wheels are counted like pivots, and add to the turn TurnMax limits.
func TestWheelLimits(t *testing.T) {
	res := plan(t, world(), unit, Limits{Budget: 500}, wheelBy(10))
	mentions(t, only(t, res), "allows no wheel")
	lim := wheelLim
	lim.Wheels = 1
	res = plan(t, world(), unit, lim, wheelBy(10), ahead(10), wheelBy(10))
	if res.Steps[2].Angle != 0 || res.Steps[0].Angle != geom.Deg(10) {
		t.Fatalf("steps %+v", res.Steps)
	}
	mentions(t, only(t, res), "allows only 1 wheel")
	lim = wheelLim
	lim.TurnMax, lim.Pivots = math.Pi/2, 1
	res = plan(t, world(), unit, lim, turn(60), wheelBy(60))
	if !near(res.Steps[1].Angle, geom.Deg(30), 1e-12) {
		t.Fatalf("wheel %v°", geom.ToDeg(res.Steps[1].Angle))
	}
	mentions(t, only(t, res), "90°")
	res = plan(t, world(), unit, wheelLim, Step{Kind: Wheel, Angle: math.NaN()})
	mentions(t, only(t, res), "finite angle")
}

// A wheel keeps the Pass gaps all the way: turning clockwise, the
// front-left corner rises to 350 + 125·sin θ, so against a wall whose face
// is 60 mm + 1" above the front edge it stops at asin(60/125).
func TestWheelClampedByEnemy(t *testing.T) {
	w := world(enemy("Wall", rectPoly(900, 350+60+inch+50, 400, 100)))
	res := plan(t, w, unit, wheelLim, wheelBy(40))
	want := math.Asin(60.0 / 125)
	if got := res.Steps[0].Angle; !near(got, want, 1e-9) {
		t.Fatalf("wheeled %.6f°, want %.6f°", geom.ToDeg(got), geom.ToDeg(want))
	}
	if d := geom.Distance(res.End, w.Obstacles[0].Poly); !near(d, inch, 1e-6) {
		t.Fatalf("ends %v from the wall", d)
	}
	r := only(t, res)
	mentions(t, r, "Wheel stopped at 28.7° of 40°", `closer than 1.00" to Wall (enemy)`)
	if r.Rule != "gaps" || r.Obstacle != 0 {
		t.Fatalf("reason %+v", r)
	}
}

// A wheel cannot sweep through what it may not cross even when the pose it
// ends at is clear. Wheeling 90° clockwise, the rear-left corner sweeps an
// arc of radius 160 mm about the front-right corner (962.5, 350), from
// 219° to 129° counter-clockwise from +x; a rock 155 mm away at 175°, off
// both the start and the end pose, stops it about half way.
func TestWheelSweepBlocked(t *testing.T) {
	rock := rectPoly(808, 363.5, 8, 8)
	w := world(impassable("Rock", rock))
	end := unit.Wheel(math.Pi / 2)
	if geom.Overlap(end, rock) || geom.Overlap(unit, rock) {
		t.Fatal("the rock should be off the start and the end")
	}
	res := plan(t, w, unit, wheelLim, wheelBy(90))
	got := res.Steps[0].Angle
	if got <= 0 || got >= math.Pi/4 {
		t.Fatalf("wheeled %v°", geom.ToDeg(got))
	}
	if d := geom.Distance(res.End, rock); d > 1e-6 || geom.PenetrationDepth(res.End, rock) > 1e-9 {
		t.Fatalf("does not stop in contact: %v", d)
	}
	mentions(t, only(t, res), "Wheel stopped", "into Rock (impassable terrain)")
	// 168 mm away, the rock is out of reach.
	w = world(impassable("Rock", rectPoly(795.1, 364.6, 8, 8)))
	if res := plan(t, w, unit, wheelLim, wheelBy(90)); res.Clamped {
		t.Fatalf("a rock out of reach stops the wheel: %+v", res.Reasons)
	}
}

// A unit flush against terrain on its right wheels clockwise away from it
// about the corner in contact; counter-clockwise its right side would swing
// into the terrain, so it cannot wheel at all.
func TestWheelFromContact(t *testing.T) {
	w := world(impassable("Cliff", rectPoly(962.5+50, 300, 100, 400)))
	res := plan(t, w, unit, wheelLim, wheelBy(90))
	if res.Clamped {
		t.Fatalf("wheeling away from contact refused: %+v", res.Reasons)
	}
	res = plan(t, w, unit, wheelLim, wheelBy(-30))
	if got := res.Steps[0].Angle; got < -1e-9 {
		t.Fatalf("wheeled %v° into the cliff", geom.ToDeg(got))
	}
	mentions(t, only(t, res), "Cliff")
}

// The hardest case for sampling: an enemy's corner exactly 1" from the
// corner the unit wheels about stays exactly 1" away, circling it, until
// the front edge turns towards it at 45°. The turn stops there (the
// distance then falls as 1" × cos(θ − 45°), so rounding moves the stop by
// √(2·1e-9 / 1") ≈ 1e-5 rad), and the conditions are sampled a bounded
// number of times.
func TestWheelCornerOrbit(t *testing.T) {
	fr := geom.V(962.5, 350)
	corner := fr.Add(geom.V(1, 1).Scale(inch / math.Sqrt2))
	w := world(enemy("Drowned Wardens", rectPoly(corner.X+50, corner.Y+40, 100, 80)))
	lim := wheelLim
	p := &planner{w: w, lim: &lim, start: unit}
	th, st := p.swept().limit(p, unit, fr, geom.Deg(80))
	if !near(th, math.Pi/4, 2e-5) || st.obs != 0 {
		t.Fatalf("stopped at %.9f° by %+v", geom.ToDeg(th), st)
	}
	t.Logf("%d samples", p.sw.samples)
	if p.sw.samples > 2000 {
		t.Fatalf("%d samples", p.sw.samples)
	}
	// The End gap is the same: the end of the move finds the nearest angle
	// it may end at, as for a pivot, to 0.01°.
	res := plan(t, w, unit, lim, wheelBy(80))
	if !near(res.Steps[0].Angle, math.Pi/4, geom.Deg(0.011)) {
		t.Fatalf("wheeled %v°", geom.ToDeg(res.Steps[0].Angle))
	}
}

// A wheel that ends on a friend turns back to the nearest angle it may end
// at, as a last pivot does.
func TestWheelEndsClear(t *testing.T) {
	// A friend above the unit's front-left corner: wheeling clockwise, the
	// corner rises into it.
	pal := rectPoly(850, 450, 60, 60) // y from 420
	w := world(friend("Old Guard", pal))
	res := plan(t, w, unit, wheelLim, wheelBy(60))
	got := res.Steps[0].Angle
	if got <= 0 || got >= geom.Deg(60) {
		t.Fatalf("wheeled %v°", geom.ToDeg(got))
	}
	if p := w.EndProblem(res.End); p != nil {
		t.Fatalf("ends illegally: %s", p.Text)
	}
	mentions(t, only(t, res), "Wheel stopped", "end the move", "Old Guard")
	// 0.01° more would end too close.
	if p := w.EndProblem(unit.Wheel(got + geom.Deg(0.011))); p == nil {
		t.Fatalf("not the nearest legal angle: %v°", geom.ToDeg(got))
	}
}

// Regression guard for sampling: a wall 0.01 mm thick across the sweep
// stops the wheel where the front-left corner (rising to 350 + 125·sin θ)
// meets it; no sample may jump over it.
func TestWheelThinWall(t *testing.T) {
	w := world(impassable("Fence", rectPoly(900, 410.005, 400, 0.01))) // from y = 410
	res := plan(t, w, unit, wheelLim, wheelBy(90))
	if want := math.Asin(60.0 / 125); !near(res.Steps[0].Angle, want, 1e-9) {
		t.Fatalf("wheeled %.6f°, want %.6f°", geom.ToDeg(res.Steps[0].Angle), geom.ToDeg(want))
	}
	mentions(t, only(t, res), "into Fence (impassable terrain)")
}

// The table edge stops a wheel the same way: the front-left corner rises
// to 60 mm short of the top edge.
func TestWheelTableEdge(t *testing.T) {
	start := unit
	start.Center.Y = 1219.2 - 60 - 50
	res := plan(t, world(), start, wheelLim, wheelBy(90))
	if want := math.Asin(60.0 / 125); !near(res.Steps[0].Angle, want, 1e-9) {
		t.Fatalf("wheeled %.6f°, want %.6f°", geom.ToDeg(res.Steps[0].Angle), geom.ToDeg(want))
	}
	r := only(t, res)
	mentions(t, r, "over the table edge")
	if r.Obstacle != -1 || r.Rule != "table" {
		t.Fatalf("reason %+v", r)
	}
}

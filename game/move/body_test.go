package move

import (
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/geom"
)

// disc is the round mover of the table tests: 50 mm across at (900, 300).
var disc = DiscBody(geom.Pose{Pos: geom.V(900, 300)}, 50)

// planBody runs PlanBody and checks the invariants every result keeps (see
// plan).
func planBody(t *testing.T, w *World, start Body, lim Limits, steps ...Step) Result {
	t.Helper()
	res := w.PlanBody(start, lim, steps)
	checkResult(t, w, start, lim, steps, res)
	return res
}

// A disc stops exactly at the gap: its centre's distance minus its radius.
func TestDiscStopsAtGap(t *testing.T) {
	foe := rectPoly(900, 600, 125, 100) // near edge at y = 550
	w := world(enemy("Drowned Wardens", foe))
	res := planBody(t, w, disc, Limits{Budget: 400, Dirs: []geom.Vec{fwd}}, ahead(300))
	if want := 550 - inch - 25 - 300; !near(res.Spent, want, 1e-9) {
		t.Fatalf("moved %v, want %v", res.Spent, want)
	}
	if d := geom.Distance(geom.Circle{C: res.End.Center, R: 25}, foe); !near(d, inch, 1e-9) {
		t.Fatalf("ends %v from the enemy", d)
	}
	mentions(t, only(t, res), "Drowned Wardens", `1.00"`)
	if !res.Round || res.End.W != 50 || res.End.D != 50 || res.EndBody() != disc.WithPose(res.End.Pose()) {
		t.Fatalf("result body %+v round %v", res.End, res.Round)
	}
}

// Moving diagonally at a corner, a disc stops where its centre is its
// radius from the corner: the corner's circle, not the square around the
// disc.
func TestDiscMeetsCorner(t *testing.T) {
	rock := rectPoly(1050, 550, 100, 100) // lower-left corner at (1000, 500)
	w := world(impassable("Old Mill", rock))
	lim := Limits{Budget: 500, FreePath: true}
	// Heading for (1100, 700), the centre runs straight at the corner.
	res := planBody(t, w, disc, lim, Step{Kind: Path, To: geom.V(1100, 700)})
	want := math.Hypot(100, 200) - 25
	if !near(res.Spent, want, 1e-9) {
		t.Fatalf("moved %v, want %v", res.Spent, want)
	}
	if d := res.End.Center.Dist(geom.V(1000, 500)); !near(d, 25, 1e-9) {
		t.Fatalf("ends %v from the corner", d)
	}
	mentions(t, only(t, res), "Old Mill", "may not move through")
}

// The table edge stops a disc when it touches it.
func TestDiscTableEdge(t *testing.T) {
	start := DiscBody(geom.Pose{Pos: geom.V(900, 1100)}, 50)
	res := planBody(t, world(), start, free, ahead(300))
	if !near(res.End.Center.Y, 1219.2-25, 1e-9) {
		t.Fatalf("ends at %v", res.End.Center)
	}
	mentions(t, only(t, res), "table edge")
}

// A disc turns without changing its footprint, so it pivots anywhere, and
// pays for pivoting when pivots cost.
func TestDiscPivots(t *testing.T) {
	w := world(enemy("Drowned Wardens", rectPoly(900, 345, 200, 20))) // 10 mm from the disc
	for _, sweep := range []bool{false, true} {
		lim := Limits{Budget: 100, Pivots: 1, PivotCost: 10, SweepPivots: sweep}
		res := planBody(t, w, disc, lim, turn(90))
		if res.Clamped || !near(res.Spent, 10*math.Pi/2, 1e-12) || !near(res.End.Heading, math.Pi/2, 1e-12) {
			t.Fatalf("sweep %v: %+v", sweep, res)
		}
	}
}

// A disc cannot wheel.
func TestDiscCannotWheel(t *testing.T) {
	res := planBody(t, world(), disc, Limits{Budget: 100, Wheels: 1}, Step{Kind: Wheel, Angle: 1})
	mentions(t, only(t, res), "round base")
	if res.Steps[0].Angle != 0 || res.EndBody() != disc {
		t.Fatalf("%+v", res)
	}
}

func TestEndProblemBody(t *testing.T) {
	w := world(friend("Old Guard", rectPoly(1000, 300, 100, 100))) // left edge at x = 950
	at := func(x float64) Body { return DiscBody(geom.Pose{Pos: geom.V(x, 300)}, 50) }
	if p := w.EndProblemBody(at(950 - 25 - 0.5)); p != nil {
		t.Fatalf("exactly the End gap refused: %s", p.Text)
	}
	if p := w.EndProblemBody(at(950 - 25 - 0.4)); p == nil || p.Obstacle != 0 {
		t.Fatalf("0.1 mm inside the End gap: %+v", p)
	}
	if p := w.EndProblemBody(at(20)); p == nil || p.Obstacle != -1 {
		t.Fatalf("over the edge: %+v", p)
	}
	if p := w.EndProblemBody(at(25)); p != nil {
		t.Fatalf("touching the edge: %+v", p)
	}
}

// Seeded random cases: a disc's signed distance is geom's circle distance.
func TestSdFootDiscSeeded(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for range 500 {
		c := geom.V(rng.Float64()*300-150, rng.Float64()*300-150)
		r := 5 + rng.Float64()*40
		p := cleanPoly(geom.RegularPoly(geom.V(rng.Float64()*100, rng.Float64()*100), 10+rng.Float64()*80, 3+rng.IntN(7)))
		f := footOf(geom.Rect{Center: c, W: 2 * r, D: 2 * r}, true)
		if got, want := sdFoot(&f, p), sd(geom.Circle{C: c, R: r}, p); !near(got, want, 1e-9) {
			t.Fatalf("disc at %v r %v: %v, geom says %v", c, r, got, want)
		}
	}
}

// rayInterval with the level raised by the radius is exactly where a disc
// moving along a ray is closer than the level: checked by sampling.
func TestRayIntervalDisc(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := geom.V(rapid.Float64Range(-150, 150).Draw(t, "x"), rapid.Float64Range(-150, 150).Draw(t, "y"))
		r := rapid.Float64Range(3, 60).Draw(t, "r")
		b := genPoly(t, "b")
		w := geom.Forward(rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "dir"))
		level := rapid.Float64Range(-r, 60).Draw(t, "level")
		f := footOf(geom.Rect{Center: c, W: 2 * r, D: 2 * r}, true)
		var buf [64]geom.Vec
		lo, hi, ok := rayInterval(cspace(buf[:0], &f, b), w, level+f.r)
		for k := -400; k <= 400; k++ {
			tt := float64(k) * 1.37
			d := sd(geom.Circle{C: c.Add(w.Scale(tt)), R: r}, b)
			inside := ok && lo < tt && tt < hi
			if inside && d > level+1e-7 || !inside && d < level-1e-7 {
				t.Fatalf("t=%v: distance %v, level %v, interval (%v, %v, %v)", tt, d, level, lo, hi, ok)
			}
		}
	})
}

// A disc's last pivot cannot make the end of the move legal or illegal, so
// the end of the move leaves it and shortens the leg before it.
func TestDiscEndKeepsPivot(t *testing.T) {
	pal := rectPoly(900, 500, 200, 50) // y from 475 to 525
	w := world(friend("Old Guard", pal))
	res := planBody(t, w, disc, pathLim, legTo(900, 480), turn(40))
	if !near(res.End.Center.Y, 475-0.5-25, 1e-9) || res.Steps[1].Angle != geom.Deg(40) {
		t.Fatalf("steps %+v end %v", res.Steps, res.End)
	}
	mentions(t, only(t, res), "Old Guard", "instead of")
}

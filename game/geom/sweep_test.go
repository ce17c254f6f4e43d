package geom

import (
	"math"
	"testing"
)

func TestWheel(t *testing.T) {
	r := Rect{V(0, 0), 0, 100, 40}
	cases := []struct {
		name    string
		angle   float64
		corners [4]Vec // FL, FR, RR, RL
		heading float64
	}{
		{"90° clockwise about front-right", Deg(90), [4]Vec{V(50, 120), V(50, 20), V(10, 20), V(10, 120)}, Deg(90)},
		{"90° anticlockwise about front-left", Deg(-90), [4]Vec{V(-50, 20), V(-50, 120), V(-10, 120), V(-10, 20)}, Deg(-90)},
		{"180° clockwise", Deg(180), [4]Vec{V(150, 20), V(50, 20), V(50, 60), V(150, 60)}, Deg(180)},
		{"0", 0, r.Corners(), 0},
	}
	for _, c := range cases {
		w := r.Wheel(c.angle)
		got := w.Corners()
		for i, n := range []string{"FL", "FR", "RR", "RL"} {
			checkVec(t, c.name+" "+n, got[i], c.corners[i])
		}
		checkF(t, c.name+" heading", w.Heading, c.heading)
	}
	checkF(t, "WheelDistance 90°", r.WheelDistance(Deg(90)), 50*math.Pi)
	if d := r.WheelDistance(Deg(-90)); math.Abs(d-157.08) > 0.001 {
		t.Errorf("WheelDistance(−90°) = %v, want 157.08", d)
	}
	// The outer corner travels on the circle of radius W about the pivot,
	// covering WheelDistance.
	pv := r.WheelPivot(Deg(90))
	checkVec(t, "WheelPivot", pv, V(50, 20))
	var path float64
	prev := r.Corners()[0]
	const n = 10000
	for k := 1; k <= n; k++ {
		fl := r.Wheel(Deg(90) * float64(k) / n).Corners()[0]
		checkF(t, "outer corner radius", fl.Dist(pv), 100)
		path += fl.Dist(prev)
		prev = fl
	}
	if math.Abs(path-r.WheelDistance(Deg(90))) > 1e-3 {
		t.Errorf("outer corner path %v, want %v", path, r.WheelDistance(Deg(90)))
	}
}

func TestPivot(t *testing.T) {
	r := Rect{V(10, 20), 0, 100, 50}
	p := r.Pivot(Deg(90))
	checkVec(t, "centre", p.Center, r.Center)
	checkVec(t, "FL", p.Corners()[0], V(35, 70))
	checkF(t, "heading normalised", r.Pivot(Deg(270)).Heading, Deg(-90))
	checkF(t, "heading 180 stays", r.Pivot(Deg(180)).Heading, math.Pi)
}

func TestSweepTranslate(t *testing.T) {
	sq := Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	cases := []struct {
		name string
		d    Vec
		area float64
		n    int
	}{
		{"along x", V(10, 0), 200, 4},
		{"diagonal", V(10, 10), 300, 6},
		{"none", V(0, 0), 100, 4},
		{"back", V(0, -5), 150, 4},
	}
	for _, c := range cases {
		s := SweepTranslate(sq, c.d)
		if !s.Valid() || len(s) != c.n {
			t.Errorf("%s: %v invalid or not %d vertices", c.name, s, c.n)
		}
		checkF(t, c.name+" area", s.Area(), c.area)
	}
}

func TestSweepRotate(t *testing.T) {
	r := Rect{V(0, 0), 0, 100, 40}
	p := r.Poly()
	cases := []struct {
		name  string
		pivot Vec
		angle float64
		polys int // the starting pose + the bands of n steps
	}{
		{"zero", r.Center, 0, 1},
		{"wheel 90° clockwise", r.WheelPivot(Deg(90)), Deg(90), 1 + 6*6},
		{"wheel 20° anticlockwise", r.WheelPivot(Deg(-20)), Deg(-20), 1 + 2*6},
		{"pivot 15°", r.Center, Deg(15), 1 + 16},
		{"pivot 360°", r.Center, 2 * math.Pi, 1 + 24*16},
		{"about a far point", V(300, -200), Deg(40), 1 + 3*4},
	}
	for _, c := range cases {
		sw := SweepRotate(p, c.pivot, c.angle, nil)
		if len(sw) != c.polys {
			t.Errorf("%s: %d polygons, want %d", c.name, len(sw), c.polys)
		}
		for _, q := range sw {
			if !q.Valid() {
				t.Errorf("%s: invalid polygon %v", c.name, q)
			}
		}
		// Every vertex of 200 intermediate poses lies inside some polygon.
		for k := 0; k <= 200; k++ {
			a := c.angle * float64(k) / 200
			for _, v := range p {
				q := c.pivot.Add(v.Sub(c.pivot).RotateCW(a))
				if !inAny(sw, q, tol) {
					t.Fatalf("%s: pose at %v°: vertex %v outside the sweep", c.name, ToDeg(a), q)
				}
			}
		}
	}
	// The tangent construction reaches exactly the sagitta bound on the
	// outer corner's arc: the farthest polygon point lies ρ·sec(δ/2) from
	// the pivot.
	pv := r.WheelPivot(Deg(15))
	far := 0.0
	for _, q := range SweepRotate(p, pv, Deg(15), nil) {
		for _, v := range q {
			far = max(far, v.Dist(pv))
		}
	}
	rho := math.Hypot(100, 40) // the rear-left corner
	checkF(t, "farthest point", far, rho/math.Cos(Deg(7.5)))
}

func TestSweepRotateReusesDst(t *testing.T) {
	p := unitRect.Poly()
	dst := SweepRotate(p, V(0, 0), Deg(90), nil)
	first := &dst[0][0]
	again := SweepRotate(p, V(0, 0), Deg(60), dst)
	if len(again) != 1+4*16 || &again[0][0] != first {
		t.Errorf("SweepRotate did not reuse dst (len %d)", len(again))
	}
}

// inAny reports whether q lies within eps of one of the polygons.
func inAny(ps []Poly, q Vec, eps float64) bool {
	for _, p := range ps {
		if polyDist(p, q) <= eps {
			return true
		}
	}
	return false
}

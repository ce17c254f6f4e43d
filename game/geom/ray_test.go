package geom

import (
	"math"
	"testing"
)

func TestSegCrossesPoly(t *testing.T) {
	sq := Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	cases := []struct {
		name    string
		s       Seg
		crosses bool
		ok      bool // SegClipPoly
		t0, t1  float64
	}{
		{"through the middle", Seg{V(-5, 5), V(15, 5)}, true, true, 0.25, 0.75},
		{"diagonal through", Seg{V(-1, -1), V(11, 11)}, true, true, 1.0 / 12, 11.0 / 12},
		{"grazing a corner", Seg{V(-5, 5), V(5, -5)}, false, true, 0.5, 0.5},
		{"along an edge", Seg{V(-5, 0), V(15, 0)}, false, true, 0.25, 0.75},
		{"along an edge, inside it", Seg{V(2, 10), V(8, 10)}, false, true, 0, 1},
		// y = x + 10 − δ cuts the corner (0, 10) for 0 ≤ x ≤ δ, δ/2 deep.
		{"cutting a corner 0.0005 deep", Seg{V(-1, 9-0.001), V(1, 11-0.001)}, false, true, 0.5, 0.5005},
		{"cutting a corner 0.1 deep", Seg{V(-1, 9-0.2), V(1, 11-0.2)}, true, true, 0.5, 0.6},
		{"ending inside", Seg{V(-5, 5), V(5, 5)}, true, true, 0.5, 1},
		{"starting inside", Seg{V(5, 5), V(5, 20)}, true, true, 0, 1.0 / 3},
		{"wholly inside", Seg{V(2, 2), V(3, 8)}, true, true, 0, 1},
		{"wholly inside but shorter than Eps", Seg{V(2, 2), V(2, 2.0005)}, false, true, 0, 1},
		{"ending on the edge", Seg{V(-5, 5), V(0, 5)}, false, true, 1, 1},
		{"missing", Seg{V(-5, 11), V(15, 11)}, false, false, 0, 0},
		{"missing, pointing at it", Seg{V(-5, 5), V(-1, 5)}, false, false, 0, 0},
		{"point inside", Seg{V(5, 5), V(5, 5)}, false, true, 0, 1},
	}
	for _, c := range cases {
		if got := SegCrossesPoly(c.s, sq); got != c.crosses {
			t.Errorf("%s: SegCrossesPoly = %v, want %v", c.name, got, c.crosses)
		}
		if got := SegCrossesPoly(c.s.Reverse(), sq); got != c.crosses {
			t.Errorf("%s: reversed SegCrossesPoly = %v, want %v", c.name, got, c.crosses)
		}
		t0, t1, ok := SegClipPoly(c.s, sq)
		if ok != c.ok || (ok && (!near(t0, c.t0, 1e-6) || !near(t1, c.t1, 1e-6))) {
			t.Errorf("%s: SegClipPoly = %v, %v, %v; want %v, %v, %v", c.name, t0, t1, ok, c.t0, c.t1, c.ok)
		}
	}
}

func TestSegCrossesRotatedRect(t *testing.T) {
	// Looking exactly along the side of a rotated base, or past its corner,
	// must not count as crossing however the rounding falls.
	for k := range 72 {
		r := Rect{V(13, -7), Deg(float64(k) * 5.3), 60, 25}
		p := r.Poly()
		c := r.Corners()
		side := Seg{c[1].Add(c[1].Sub(c[2]).Scale(2)), c[2].Add(c[2].Sub(c[1]).Scale(3))}
		if SegCrossesPoly(side, p) {
			t.Fatalf("heading %v: looking along the right edge crosses", r.Heading)
		}
		// A line through the front-left corner, outside the base.
		dir := r.Forward().Add(r.Right()).Norm()
		graze := Seg{c[0].Sub(dir.Scale(50)), c[0].Add(dir.Scale(50))}
		if SegCrossesPoly(graze, p) {
			t.Fatalf("heading %v: grazing FL crosses", r.Heading)
		}
		through := Seg{r.World(V(-100, 3)), r.World(V(100, -3))}
		if !SegCrossesPoly(through, p) {
			t.Fatalf("heading %v: line through the base does not cross", r.Heading)
		}
	}
}

func TestSegCrossesCircle(t *testing.T) {
	c := Circle{V(0, 0), 10}
	cases := []struct {
		name    string
		s       Seg
		crosses bool
		ok      bool
		t0, t1  float64
	}{
		{"through the centre", Seg{V(-20, 0), V(20, 0)}, true, true, 0.25, 0.75},
		{"tangent", Seg{V(-20, 10), V(20, 10)}, false, true, 0.5, 0.5},
		{"chord 0.0005 deep", Seg{V(-20, 9.9995), V(20, 9.9995)}, false, true, 0.5 - 0.0025, 0.5 + 0.0025},
		{"chord 0.1 deep", Seg{V(-20, 9.9), V(20, 9.9)}, true, true, 0.5 - math.Sqrt(100-9.9*9.9)/40, 0.5 + math.Sqrt(100-9.9*9.9)/40},
		{"ending inside", Seg{V(-20, 0), V(0, 0)}, true, true, 0.5, 1},
		{"wholly inside", Seg{V(1, 1), V(2, 3)}, true, true, 0, 1},
		{"missing", Seg{V(-20, 11), V(20, 11)}, false, false, 0, 0},
		{"short of it", Seg{V(-20, 0), V(-11, 0)}, false, false, 0, 0},
		{"point inside", Seg{V(1, 1), V(1, 1)}, false, true, 0, 0},
	}
	for _, k := range cases {
		if got := SegCrossesCircle(k.s, c); got != k.crosses {
			t.Errorf("%s: SegCrossesCircle = %v, want %v", k.name, got, k.crosses)
		}
		t0, t1, ok := SegClipCircle(k.s, c)
		if ok != k.ok || (ok && (!near(t0, k.t0, 1e-4) || !near(t1, k.t1, 1e-4))) {
			t.Errorf("%s: SegClipCircle = %v, %v, %v; want %v, %v, %v", k.name, t0, t1, ok, k.t0, k.t1, k.ok)
		}
	}
}

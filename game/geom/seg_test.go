package geom

import (
	"math"
	"testing"
)

func TestSegBasics(t *testing.T) {
	s := Seg{V(0, 0), V(10, 0)}
	checkF(t, "Len", s.Len(), 10)
	checkVec(t, "At(0.25)", s.At(0.25), V(2.5, 0))
	checkVec(t, "Dir", s.Dir(), V(10, 0))
	checkVec(t, "Reverse.A", s.Reverse().A, V(10, 0))
	cases := []struct {
		name string
		p    Vec
		cp   Vec
		d    float64
	}{
		{"above middle", V(4, 3), V(4, 0), 3},
		{"on segment", V(7, 0), V(7, 0), 0},
		{"past B", V(13, 4), V(10, 0), 5},
		{"before A", V(-3, -4), V(0, 0), 5},
		{"endpoint", V(10, 0), V(10, 0), 0},
	}
	for _, c := range cases {
		checkVec(t, c.name+" ClosestPoint", s.ClosestPoint(c.p), c.cp)
		checkF(t, c.name+" DistTo", s.DistTo(c.p), c.d)
	}
	pt := Seg{V(1, 1), V(1, 1)}
	checkVec(t, "degenerate ClosestPoint", pt.ClosestPoint(V(5, 4)), V(1, 1))
	checkF(t, "degenerate DistTo", pt.DistTo(V(4, 5)), 5)
}

func TestSegIntersect(t *testing.T) {
	cases := []struct {
		name string
		a, b Seg
		ok   bool
		p    Vec
		d    float64 // SegSegDistance
	}{
		{"cross", Seg{V(0, 0), V(10, 10)}, Seg{V(0, 10), V(10, 0)}, true, V(5, 5), 0},
		{"T junction", Seg{V(0, 0), V(10, 0)}, Seg{V(5, 0), V(5, 5)}, true, V(5, 0), 0},
		{"end to end", Seg{V(0, 0), V(10, 0)}, Seg{V(10, 0), V(10, 5)}, true, V(10, 0), 0},
		{"apart", Seg{V(0, 0), V(10, 0)}, Seg{V(5, 1), V(5, 5)}, false, Vec{}, 1},
		{"lines cross beyond ends", Seg{V(0, 0), V(4, 0)}, Seg{V(5, -1), V(5, 1)}, false, Vec{}, 1},
		{"parallel", Seg{V(0, 0), V(10, 0)}, Seg{V(0, 2), V(10, 2)}, false, Vec{}, 2},
		{"collinear overlap", Seg{V(0, 0), V(10, 0)}, Seg{V(12, 0), V(5, 0)}, true, V(5, 0), 0},
		{"collinear touching", Seg{V(0, 0), V(10, 0)}, Seg{V(10, 0), V(15, 0)}, true, V(10, 0), 0},
		{"collinear apart", Seg{V(0, 0), V(10, 0)}, Seg{V(13, 0), V(15, 0)}, false, Vec{}, 3},
		{"point on segment", Seg{V(3, 0), V(3, 0)}, Seg{V(0, 0), V(10, 0)}, true, V(3, 0), 0},
		{"point off segment", Seg{V(3, 2), V(3, 2)}, Seg{V(0, 0), V(10, 0)}, false, Vec{}, 2},
		{"skew", Seg{V(0, 0), V(3, 4)}, Seg{V(6, 8), V(10, 0)}, false, Vec{}, math.Sqrt(20)}, // (3,4) to (7,6)
	}
	for _, c := range cases {
		p, ok := SegIntersect(c.a, c.b)
		if ok != c.ok || (ok && !nearVec(p, c.p, tol)) {
			t.Errorf("%s: SegIntersect = %v, %v; want %v, %v", c.name, p, ok, c.p, c.ok)
		}
		if _, ok2 := SegIntersect(c.b, c.a); ok2 != c.ok {
			t.Errorf("%s: reversed SegIntersect = %v", c.name, ok2)
		}
		checkF(t, c.name+" SegSegDistance", SegSegDistance(c.a, c.b), c.d)
		checkF(t, c.name+" SegSegDistance reversed", SegSegDistance(c.b, c.a), c.d)
		pa, pb, d := SegClosestPoints(c.a, c.b)
		checkF(t, c.name+" SegClosestPoints d", d, c.d)
		checkF(t, c.name+" |pa-pb|", pa.Dist(pb), c.d)
		if c.a.DistTo(pa) > tol || c.b.DistTo(pb) > tol {
			t.Errorf("%s: closest points %v %v not on the segments", c.name, pa, pb)
		}
	}
	// Rotated T junction: rounding must not lose the touching endpoint.
	for k := range 360 {
		h := Deg(float64(k))
		a := Seg{V(1, 2), V(1, 2).Add(Forward(h).Scale(30))}
		b := Seg{a.At(0.3), a.At(0.3).Add(Right(h).Scale(7))}
		if _, ok := SegIntersect(a, b); !ok {
			t.Fatalf("heading %d°: T junction not found", k)
		}
		if d := SegSegDistance(a, b); d > 1e-12 {
			t.Fatalf("heading %d°: T distance %v", k, d)
		}
	}
	if d := SegSegDistance(Seg{V(0, 0), V(1, 0)}, Seg{V(0, 0), V(0, 0)}); d != 0 || math.IsNaN(d) {
		t.Errorf("degenerate distance %v", d)
	}
}

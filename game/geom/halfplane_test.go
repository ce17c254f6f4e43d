package geom

import (
	"math"
	"testing"
)

func TestDistToHalfPlanes(t *testing.T) {
	quadrant := []halfPlane{{V(-1, 0), 0}, {V(0, -1), 0}} // x ≥ 0, y ≥ 0
	cases := []struct {
		name string
		p    Vec
		want float64
	}{
		{"inside", V(1, 1), 0},
		{"on the boundary", V(0, 7), 0},
		{"beside one line", V(-3, 5), 3},
		{"off the corner", V(-3, -4), 5},
	}
	for _, c := range cases {
		checkF(t, c.name, distToHalfPlanes(c.p, quadrant), c.want)
	}
	empty := []halfPlane{{V(1, 0), -1}, {V(-1, 0), -1}} // x ≤ −1 and x ≥ 1
	if d := distToHalfPlanes(V(0, 0), empty); !math.IsInf(d, 1) {
		t.Errorf("distance to the empty set = %v", d)
	}
}

func TestConvexMeetsHalfPlanes(t *testing.T) {
	sq := []Vec{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	right := func(x float64) []halfPlane { return []halfPlane{{V(-1, 0), -x}} } // X ≥ x
	cases := []struct {
		name string
		hs   []halfPlane
		tol  float64
		want bool
	}{
		{"overlapping", right(5), 0, true},
		{"touching an edge", right(10), 0, true},
		{"just beyond, within tol", right(10.0005), Eps, true},
		{"beyond tol", right(10.002), Eps, false},
		{"wedge touching a corner", []halfPlane{{V(-1, 0), -10}, {V(0, -1), -10}}, 0, true},
		{"wedge apart", []halfPlane{{V(-1, 0), -11}, {V(0, -1), -10}}, 0, false},
	}
	for _, c := range cases {
		if got := convexMeetsHalfPlanes(sq, c.hs, c.tol); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestLocalHalfPlane(t *testing.T) {
	r := Rect{V(10, 20), Deg(90), 100, 50} // facing +x
	h := localHalfPlane(r, 0, -2, -50)     // −2y ≤ −50: in front of the front edge
	checkVec(t, "normal", h.N, V(-1, 0))
	checkF(t, "on the front edge", h.dist(r.LeaderPoint()), 0)
	checkF(t, "ahead", h.dist(r.LeaderPoint().Add(V(3, 0))), -3)
}

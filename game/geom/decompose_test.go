package geom

import (
	"math"
	"testing"
)

// checkParts checks that parts are valid convex polygons covering p's
// area exactly (no overlap: the areas add up to p's).
func checkParts(t *testing.T, name string, p Poly, parts []Poly, want int) {
	t.Helper()
	sum := 0.0
	for _, q := range parts {
		if !q.Valid() {
			t.Errorf("%s: part %v is not a convex counter-clockwise polygon", name, q)
		}
		sum += q.Area()
	}
	if math.Abs(sum-math.Abs(p.Area())) > 1e-6 {
		t.Errorf("%s: parts cover %.4f, the outline %.4f", name, sum, math.Abs(p.Area()))
	}
	if len(parts) != want {
		t.Errorf("%s: %d parts, want %d: %v", name, len(parts), want, parts)
	}
}

func TestConvexPartsOfDrawnShapes(t *testing.T) {
	square := Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	cw := Poly{V(0, 0), V(0, 10), V(10, 10), V(10, 0)}
	// An L: 20 x 20 with a 10 x 10 bite out of a corner; two parts at best.
	ell := Poly{V(0, 0), V(20, 0), V(20, 10), V(10, 10), V(10, 20), V(0, 20)}
	// A U (three arms' worth): three parts at best.
	u := Poly{V(0, 0), V(30, 0), V(30, 20), V(20, 20), V(20, 10), V(10, 10), V(10, 20), V(0, 20)}
	// A square with a straight corner in the middle of an edge.
	straight := Poly{V(0, 0), V(5, 0), V(10, 0), V(10, 10), V(0, 10)}
	for _, c := range []struct {
		name string
		p    Poly
		want int
	}{{"square", square, 1}, {"clockwise square", cw, 1}, {"L", ell, 2}, {"U", u, 3}, {"square with a straight corner", straight, 1}} {
		parts, err := ConvexParts(c.p)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		checkParts(t, c.name, c.p, parts, c.want)
	}
	for _, bad := range []Poly{
		{V(0, 0), V(10, 10), V(10, 0), V(0, 10)}, // a bow tie
		{V(0, 0), V(5, 5), V(10, 10)},            // no area
		{V(0, 0), V(1, 1)},
	} {
		if parts, err := ConvexParts(bad); err == nil {
			t.Errorf("%v: parts %v, want an error", bad, parts)
		}
	}
}

// Property: any star-shaped outline (corners at random radii around a
// centre, in angle order: always simple) splits into valid convex parts
// that cover exactly its area, never more parts than triangles.
func TestConvexPartsOfRandomStars(t *testing.T) {
	rng := newRNG()
	for k := range 500 {
		n := 3 + rng.IntN(14)
		p := make(Poly, n)
		for i := range p {
			a := 2 * math.Pi * (float64(i) + 0.8*rng.Float64()) / float64(n)
			r := 10 + 90*rng.Float64()
			p[i] = V(r*math.Cos(a), r*math.Sin(a))
		}
		parts, err := ConvexParts(p)
		if err != nil {
			t.Fatalf("star %d %v: %v", k, p, err)
		}
		sum := 0.0
		for _, q := range parts {
			if !q.Valid() {
				t.Fatalf("star %d: part %v not valid", k, q)
			}
			sum += q.Area()
		}
		if math.Abs(sum-p.Area()) > 1e-6*p.Area() || len(parts) > n-2 {
			t.Fatalf("star %d: %d parts of area %.6f, outline %.6f", k, len(parts), sum, p.Area())
		}
	}
}

// The outline of an L split in two is its six edges' worth: the seam
// between the parts is left out, and the outer edges add up to the L's
// perimeter, 80.
func TestOuterEdges(t *testing.T) {
	ell := Poly{V(0, 0), V(20, 0), V(20, 10), V(10, 10), V(10, 20), V(0, 20)}
	parts, err := ConvexParts(ell)
	if err != nil || len(parts) != 2 {
		t.Fatalf("parts %v, %v", parts, err)
	}
	total := 0.0
	for _, e := range OuterEdges(parts) {
		total += e.A.Dist(e.B)
	}
	if math.Abs(total-80) > 1e-9 {
		t.Errorf("outer edges %.6f long, want 80", total)
	}
}

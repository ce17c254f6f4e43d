package geom

import (
	"math"
	"slices"
	"testing"
)

func TestPolyMeasures(t *testing.T) {
	tri := Poly{V(0, 0), V(6, 0), V(0, 3)}
	checkF(t, "triangle area", tri.Area(), 9)
	checkVec(t, "triangle centroid", tri.Centroid(), V(2, 1))
	sq := Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	checkF(t, "square area", sq.Area(), 100)
	checkVec(t, "square centroid", sq.Centroid(), V(5, 5))
	cw := slices.Clone(sq)
	slices.Reverse(cw)
	checkF(t, "clockwise area", cw.Area(), -100)
	checkVec(t, "degenerate centroid", Poly{V(0, 0), V(2, 0)}.Centroid(), V(1, 0))
	b := tri.Bounds()
	if b != (Box{V(0, 0), V(6, 3)}) {
		t.Errorf("Bounds = %v", b)
	}
	moved := tri.Translate(V(1, 2))
	if !slices.Equal(moved, Poly{V(1, 2), V(7, 2), V(1, 5)}) || tri[0] != V(0, 0) {
		t.Errorf("Translate = %v (original %v)", moved, tri)
	}
	var edges []Seg
	for e := range sq.Edges() {
		edges = append(edges, e)
	}
	if len(edges) != 4 || edges[3] != (Seg{V(0, 10), V(0, 0)}) || sq.Edge(1) != (Seg{V(10, 0), V(10, 10)}) {
		t.Errorf("Edges = %v", edges)
	}
	for e := range sq.Edges() {
		_ = e
		break // early stop must not panic
	}
}

func TestPolyContains(t *testing.T) {
	sq := Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	cases := []struct {
		name string
		p    Vec
		want bool
	}{
		{"inside", V(5, 5), true},
		{"on edge", V(10, 5), true},
		{"on vertex", V(0, 0), true},
		{"within Eps", V(10+0.9*Eps, 5), true},
		{"beyond Eps", V(10+1.1*Eps, 5), false},
		{"beyond Eps of a vertex diagonally", V(-0.8*Eps, -0.8*Eps), false},
		{"outside", V(-1, 5), false},
	}
	for _, c := range cases {
		if got := sq.Contains(c.p); got != c.want {
			t.Errorf("%s: Contains(%v) = %v, want %v", c.name, c.p, got, c.want)
		}
	}
}

func TestPolyValid(t *testing.T) {
	cases := []struct {
		name string
		p    Poly
		want bool
	}{
		{"square", Poly{V(0, 0), V(1, 0), V(1, 1), V(0, 1)}, true},
		{"with a collinear vertex", Poly{V(0, 0), V(1, 0), V(2, 0), V(2, 1)}, true},
		{"clockwise", Poly{V(0, 0), V(0, 1), V(1, 1), V(1, 0)}, false},
		{"concave", Poly{V(0, 0), V(2, 0), V(1, 0.5), V(2, 2), V(0, 2)}, false},
		{"repeated vertex", Poly{V(0, 0), V(1, 0), V(1, 0), V(0, 1)}, false},
		{"two vertices", Poly{V(0, 0), V(1, 0)}, false},
		{"flat", Poly{V(0, 0), V(1, 0), V(2, 0)}, false},
		{"pentagram winds twice", Poly{
			V(1, 0), V(math.Cos(4*math.Pi/5), math.Sin(4*math.Pi/5)), V(math.Cos(8*math.Pi/5), math.Sin(8*math.Pi/5)),
			V(math.Cos(2*math.Pi/5), math.Sin(2*math.Pi/5)), V(math.Cos(6*math.Pi/5), math.Sin(6*math.Pi/5))}, false},
		{"NaN", Poly{V(0, 0), V(1, 0), V(math.NaN(), 1)}, false},
	}
	for _, c := range cases {
		if got := c.p.Valid(); got != c.want {
			t.Errorf("%s: Valid = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestRegularPoly(t *testing.T) {
	p := RegularPoly(V(5, 5), 10, 8)
	if len(p) != 8 || !p.Valid() {
		t.Fatalf("RegularPoly = %v", p)
	}
	checkVec(t, "first vertex", p[0], V(15, 5))
	for _, q := range p {
		checkF(t, "vertex radius", q.Dist(V(5, 5)), 10)
	}
	checkF(t, "area", p.Area(), 0.5*8*100*math.Sin(2*math.Pi/8))
	checkVec(t, "centroid", p.Centroid(), V(5, 5))
	if RegularPoly(V(0, 0), 1, 2) != nil || RegularPoly(V(0, 0), 0, 5) != nil {
		t.Error("degenerate RegularPoly should be nil")
	}
	c := Circle{V(5, 5), 10}
	if got := c.Poly(8); !slices.Equal(got, p) {
		t.Errorf("Circle.Poly = %v", got)
	}
}

func TestPolyContainsShape(t *testing.T) {
	z := Rect{Center: V(50, 20), W: 100, D: 40}.Poly()
	for _, c := range []struct {
		s    Shape
		want bool
	}{
		{Rect{Center: V(50, 20), W: 100, D: 40}, true}, // touching every edge
		{Rect{Center: V(50, 39), W: 10, D: 4}, false},  // 1 out at the top
		{Rect{Center: V(10, 10), Heading: 0.3, W: 10, D: 4}, true},
		{Circle{C: V(5, 5), R: 5}, true},
		{Circle{C: V(5, 5), R: 5.01}, false},
		{Circle{C: V(-5, 5), R: 1}, false},
	} {
		if got := z.ContainsShape(c.s); got != c.want {
			t.Errorf("ContainsShape(%v) = %v, want %v", c.s, got, c.want)
		}
	}
}

package geom

import (
	"math"
	"slices"
	"testing"
)

func TestNewPoly(t *testing.T) {
	square := Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}
	cases := []struct {
		name string
		pts  []Vec
		want Poly // nil: error expected
	}{
		{"CCW square", []Vec{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}, square},
		{"CW square", []Vec{V(0, 10), V(10, 10), V(10, 0), V(0, 0)}, square},
		{"with interior, collinear and repeated points",
			[]Vec{V(5, 5), V(10, 10), V(0, 0), V(5, 0), V(10, 0), V(0, 10), V(0, 0), V(10, 5)}, square},
		{"triangle", []Vec{V(0, 0), V(4, 0), V(0, 3)}, Poly{V(0, 0), V(4, 0), V(0, 3)}},
		{"two points", []Vec{V(0, 0), V(1, 1)}, nil},
		{"collinear", []Vec{V(0, 0), V(1, 1), V(2, 2), V(5, 5)}, nil},
		{"coincident", []Vec{V(1, 1), V(1, 1), V(1, 1)}, nil},
		{"NaN", []Vec{V(0, 0), V(1, 0), V(math.NaN(), 1)}, nil},
		{"none", nil, nil},
	}
	for _, c := range cases {
		p, err := NewPoly(c.pts...)
		if c.want == nil {
			if err == nil {
				t.Errorf("%s: NewPoly = %v, want an error", c.name, p)
			}
			continue
		}
		if err != nil || !slices.Equal(p, c.want) {
			t.Errorf("%s: NewPoly = %v, %v; want %v", c.name, p, err, c.want)
		}
		if !p.Valid() {
			t.Errorf("%s: result not Valid", c.name)
		}
	}
	pts := []Vec{V(3, 3), V(0, 0), V(1, 0)}
	_ = ConvexHull(pts)
	if pts[0] != V(3, 3) {
		t.Error("ConvexHull modified its input")
	}
	if h := ConvexHull([]Vec{V(0, 0), V(2, 2), V(1, 1)}); len(h) != 2 {
		t.Errorf("ConvexHull of collinear points = %v, want the two ends", h)
	}
}

func TestConvexHullDropsNearlyStraightVertices(t *testing.T) {
	// (5, 1e-14) is within rounding of the bottom edge: not a vertex.
	h := ConvexHull([]Vec{V(0, 0), V(5, 1e-14), V(10, 0), V(10, 10), V(0, 10)})
	if len(h) != 4 || !h.Valid() {
		t.Errorf("ConvexHull = %v", h)
	}
	if got := ConvexHull([]Vec{V(2, 3)}); len(got) != 1 || got[0] != V(2, 3) {
		t.Errorf("ConvexHull of one point = %v", got)
	}
	if got := ConvexHull([]Vec{V(2, 3), V(2, 3)}); len(got) != 1 {
		t.Errorf("ConvexHull of a repeated point = %v", got)
	}
	if got := ConvexHull(nil); got != nil {
		t.Errorf("ConvexHull(nil) = %v", got)
	}
}

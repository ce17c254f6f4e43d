package geom

import "testing"

func TestClipPoly(t *testing.T) {
	sq := func(x, y, s float64) Poly { return Poly{V(x, y), V(x+s, y), V(x+s, y+s), V(x, y+s)} }
	hill := sq(-500, -500, 500) // x ≤ 0, y ≤ 0
	cases := []struct {
		name string
		a, b Poly
		area float64
		n    int // vertices of the clip (0: nil)
	}{
		{"quarter overlap", sq(0, 0, 10), sq(5, 5, 10), 25, 4},
		{"touching edges", sq(0, 0, 10), sq(10, 0, 10), 0, 0},
		{"touching corners", sq(0, 0, 10), sq(10, 10, 10), 0, 0},
		{"disjoint", sq(0, 0, 10), sq(20, 0, 10), 0, 0},
		{"contained", sq(0, 0, 10), sq(2, 2, 3), 9, 4},
		{"identical", sq(0, 0, 10), sq(0, 0, 10), 100, 4},
		{"rotated base half on the hill", Rect{V(0, -200), Deg(45), 100, 50}.Poly(), hill, 2500, 4},
		{"base centred on the hill corner: a quarter", Rect{V(0, 0), Deg(90), 100, 50}.Poly(), hill, 1250, 4},
		{"triangle over square", Poly{V(-5, 5), V(15, 5), V(5, 20)}, sq(0, 0, 10), 50, 4}, // covers y ∈ [5, 10]
		{"overlap by 0.01", sq(0, 0, 10), sq(9.99, 0, 10), 0.1, 4},
	}
	for _, c := range cases {
		for _, swap := range []bool{false, true} {
			a, b := c.a, c.b
			if swap {
				a, b = b, a
			}
			p := ClipPoly(a, b)
			if c.n == 0 {
				if p != nil {
					t.Errorf("%s (swap %v): ClipPoly = %v, want nil", c.name, swap, p)
				}
			} else if !p.Valid() || len(p) != c.n {
				t.Errorf("%s (swap %v): ClipPoly = %v, want %d vertices, valid", c.name, swap, p, c.n)
			}
			if got := IntersectionArea(a, b); !near(got, c.area, 1e-9) {
				t.Errorf("%s (swap %v): IntersectionArea = %v, want %v", c.name, swap, got, c.area)
			}
		}
	}
	if ClipPoly(nil, sq(0, 0, 1)) != nil || IntersectionArea(sq(0, 0, 1), Poly{V(0, 0), V(1, 1)}) != 0 {
		t.Error("degenerate inputs should clip to nothing")
	}
}

func TestIntersectionAreaNoAlloc(t *testing.T) {
	a := Rect{V(0, 0), 0.3, 100, 50}.Poly()
	b := RegularPoly(V(30, 10), 40, 24)
	var got float64
	if n := testing.AllocsPerRun(100, func() { got = IntersectionArea(a, b) }); n != 0 {
		t.Errorf("IntersectionArea allocates %v times", n)
	}
	if got <= 0 {
		t.Errorf("IntersectionArea = %v", got)
	}
}

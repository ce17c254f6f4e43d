package geom

import (
	"math"
	"testing"
)

func TestOverlap(t *testing.T) {
	a := unitRect // 100 × 50 at the origin facing +y
	at := func(x, y, h float64) Rect { return Rect{V(x, y), Deg(h), 100, 50} }
	sq := func(x, y, h float64) Rect { return Rect{V(x, y), Deg(h), 20, 20} }
	diag := 10 * math.Sqrt2
	tri := Poly{V(60, -10), V(80, -10), V(60, 10)}
	cases := []struct {
		name  string
		a, b  Shape
		want  bool
		depth float64
	}{
		{"identical", a, a, true, 50},
		{"side by side touching", a, at(100, 0, 0), false, 0},
		{"front to rear touching", a, at(0, 50, 0), false, 0},
		{"overlapping by 0.01", a, at(99.99, 0, 0), true, 0.01},
		{"overlapping by 0.0005 (within Eps)", a, at(99.9995, 0, 0), false, 0.0005},
		{"gap", a, at(105, 0, 0), false, 0},
		{"facing each other, touching", a, at(0, 50, 180), false, 0},
		{"diamond corner touching front edge", a, sq(0, 25+diag, 45), false, 0},
		{"diamond corner 0.01 into front edge", a, sq(0, 25+diag-0.01, 45), true, 0.01},
		{"rotated far away", a, at(300, 300, 33), false, 0},
		{"small inside big", a, sq(5, 5, 17), true, 0}, // depth checked below
		{"corner to corner touching", a, at(100, 50, 0), false, 0},
		{"triangle touching right edge", a, tri.Translate(V(-10, 0)), false, 0},
		{"triangle into right edge", a, tri.Translate(V(-10.5, 0)), true, 0.5},
		{"circles touching", Circle{V(0, 0), 5}, Circle{V(10, 0), 5}, false, 0},
		{"circles overlapping by 0.01", Circle{V(0, 0), 5}, Circle{V(9.99, 0), 5}, true, 0.01},
		{"circle in circle", Circle{V(0, 0), 5}, Circle{V(1, 0), 1}, true, 5},
		{"circle touching front edge", a, Circle{V(10, 35), 10}, false, 0},
		{"circle 0.01 into front edge", a, Circle{V(10, 34.99), 10}, true, 0.01},
		{"circle near corner, apart", a, Circle{V(56, 33), 10}, false, 0},
		{"circle over corner", a, Circle{V(56, 31), 9}, true, 9 - math.Sqrt(72)},
		{"circle centre inside", a, Circle{V(0, 20), 1}, true, 6},
		{"circle touching a triangle", tri, Circle{V(55, 0), 5}, false, 0},
	}
	for _, c := range cases {
		for _, swap := range []bool{false, true} {
			x, y := c.a, c.b
			if swap {
				x, y = y, x
			}
			if got := Overlap(x, y); got != c.want {
				t.Errorf("%s (swapped %v): Overlap = %v, want %v", c.name, swap, got, c.want)
			}
			if c.name == "small inside big" {
				continue // depth checked below
			}
			if got := PenetrationDepth(x, y); !near(got, c.depth, 1e-9) {
				t.Errorf("%s (swapped %v): PenetrationDepth = %v, want %v", c.name, swap, got, c.depth)
			}
		}
	}
	// A 20 mm square, rotated 17°, centred at (5, 5) in a 100 × 50 rect:
	// the least push out is upward, 25 − (5 − half its height).
	h := 10*math.Cos(Deg(17)) + 10*math.Sin(Deg(17))
	checkF(t, "small inside big depth", PenetrationDepth(a, sq(5, 5, 17)), 25-5+h)
}

func TestOverlapAcceptsPolyAndRectAlike(t *testing.T) {
	a := Rect{V(3, 4), Deg(20), 40, 25}
	b := Rect{V(30, 10), Deg(-35), 25, 25}
	for _, s := range [][2]Shape{{a, b}, {a.Poly(), b}, {a, b.Poly()}, {a.Poly(), b.Poly()}} {
		if Overlap(s[0], s[1]) != Overlap(a, b) || !near(Distance(s[0], s[1]), Distance(a, b), tol) {
			t.Errorf("Poly and Rect forms disagree")
		}
	}
}

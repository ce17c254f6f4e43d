package geom

import (
	"math"
	"testing"
)

func TestArcOfCorner45(t *testing.T) {
	// unitRect: W = 100, D = 50; FR corner at (50, 25).
	cases := []struct {
		name string
		l    Vec // local point
		want Arc
	}{
		{"ahead", V(0, 100), ArcFront},
		{"on the front edge", V(10, 25), ArcFront},
		{"front-right corner", V(50, 25), ArcFront},
		{"on the front/right 45° line: FRONT", V(60, 35), ArcFront},
		{"on the front/left 45° line: FRONT", V(-60, 35), ArcFront},
		{"within ArcEps past the front/right line: FRONT", V(60, 34.99), ArcFront},
		{"beyond ArcEps past the front/right line", V(60, 34.97), ArcRight},
		{"on the rear/right 45° line: FLANK", V(60, -35), ArcRight},
		{"on the rear/left 45° line: FLANK", V(-60, -35), ArcLeft},
		{"within ArcEps into the rear: FLANK", V(60, -35.02), ArcRight},
		{"beyond ArcEps into the rear", V(60, -35.03), ArcRear},
		{"behind", V(0, -100), ArcRear},
		{"on the rear edge", V(0, -25), ArcRear},
		{"on the rear edge within ArcEps of a corner", V(49.99, -25), ArcRight},
		{"right", V(100, 0), ArcRight},
		{"left", V(-100, 0), ArcLeft},
		{"on the right edge", V(50, 0), ArcRight},
		{"inside, right half", V(10, 0), ArcRight},
		{"inside, left half", V(-10, 0), ArcLeft},
		{"centre", V(0, 0), ArcLeft},
		{"far right, slightly ahead", V(1000, 30), ArcRight},
	}
	for _, h := range []float64{0, 37, -120, 180} {
		r := Rect{V(15, -40), Deg(h), 100, 50}
		for _, c := range cases {
			if got := ArcOf(r, ArcCorner45, r.World(c.l)); got != c.want {
				t.Errorf("heading %v°, %s: ArcOf = %v, want %v", h, c.name, got, c.want)
			}
		}
	}
}

func TestArcOfHalf180(t *testing.T) {
	cases := []struct {
		name string
		l    Vec
		want Arc
	}{
		{"ahead", V(0, 100), ArcFront},
		{"on the dividing line", V(80, 0), ArcFront},
		{"centre", V(0, 0), ArcFront},
		{"just behind the line", V(0, -0.001), ArcRear},
		{"far to the side, ahead", V(-1000, 1), ArcFront},
		{"behind", V(10, -100), ArcRear},
	}
	r := Rect{V(0, 0), 0, 30, 30}
	for _, c := range cases {
		if got := ArcOf(r, ArcHalf180, c.l); got != c.want {
			t.Errorf("%s: ArcOf = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestArcStrings(t *testing.T) {
	for a, want := range map[Arc]string{ArcFront: "front", ArcRight: "right flank", ArcRear: "rear", ArcLeft: "left flank", Arc(9): "Arc(?)"} {
		if a.String() != want {
			t.Errorf("%d.String() = %q, want %q", int(a), a.String(), want)
		}
	}
	if ArcCorner45.String() != "corner45" || ArcHalf180.String() != "half180" || ArcStyle(7).String() != "ArcStyle(?)" {
		t.Error("ArcStyle strings")
	}
}

func TestArcRegion(t *testing.T) {
	wedge := 0.5 * 100 * math.Sin(math.Pi/4) // one corner piece of reach 10
	cases := []struct {
		style ArcStyle
		a     Arc
		area  float64
	}{
		{ArcCorner45, ArcFront, 100*10 + 2*wedge},
		{ArcCorner45, ArcRear, 100*10 + 2*wedge},
		{ArcCorner45, ArcRight, 50*10 + 2*wedge},
		{ArcCorner45, ArcLeft, 50*10 + 2*wedge},
		{ArcHalf180, ArcFront, 120 * 35},
		{ArcHalf180, ArcRear, 120 * 35},
		{ArcHalf180, ArcRight, 0},
		{ArcHalf180, ArcLeft, 0},
	}
	r := Rect{V(7, 3), Deg(-33), 100, 50}
	for _, c := range cases {
		p := ArcRegion(r, c.style, c.a, 10)
		if c.area == 0 {
			if p != nil {
				t.Errorf("%v %v: region %v, want nil", c.style, c.a, p)
			}
			continue
		}
		if !p.Valid() {
			t.Errorf("%v %v: invalid region %v", c.style, c.a, p)
		}
		checkF(t, c.style.String()+" "+c.a.String()+" area", p.Area(), c.area)
		// Points of the region a little inside it are in the arc.
		m := p.Centroid()
		for _, v := range p {
			q := v.Lerp(m, 0.01)
			if got := ArcOf(r, c.style, q); got != c.a && !r.Contains(q) {
				t.Errorf("%v %v: region point %v is in %v", c.style, c.a, r.Local(q), got)
			}
			if !ShapeInArc(r, c.style, c.a, Circle{q, 0}) {
				t.Errorf("%v %v: region point %v not ShapeInArc", c.style, c.a, r.Local(q))
			}
		}
	}
	if ArcRegion(r, ArcCorner45, ArcFront, 0) != nil || ArcRegion(r, ArcCorner45, Arc(8), 5) != nil {
		t.Error("degenerate ArcRegion should be nil")
	}
}

func TestShapeInArc(t *testing.T) {
	r := unitRect // FR corner (50, 25); front/right line y − 25 = x − 50
	tri := Poly{V(60, 35), V(80, 20), V(80, 35)}
	type want [4]bool // front, right, rear, left
	cases := []struct {
		name  string
		style ArcStyle
		s     Shape
		want  want
	}{
		{"square ahead", ArcCorner45, Rect{V(0, 60), 0.3, 10, 10}, want{true, false, false, false}},
		{"circle touching the front edge", ArcCorner45, Circle{V(0, 35), 10}, want{true, false, false, false}},
		{"triangle in the flank touching the front/right line", ArcCorner45, tri, want{true, true, false, false}},
		{"same triangle 0.05 mm off the line", ArcCorner45, tri.Translate(V(0.05, 0)), want{false, true, false, false}},
		{"circle in the flank, clear of the line", ArcCorner45, Circle{V(70, 30), 5}, want{false, true, false, false}},
		{"circle in the flank, across the line", ArcCorner45, Circle{V(70, 30), 11}, want{true, true, false, false}},
		{"circle behind", ArcCorner45, Circle{V(0, -60), 5}, want{false, false, true, false}},
		// The rear arc starts ArcEps past the flank/rear line (ties are flank).
		{"circle touching the rear/left line from the flank", ArcCorner45,
			Circle{V(-60, -35).Add(V(-1, 1).Scale(5 / math.Sqrt2)), 5}, want{false, false, false, true}},
		{"circle touching the rear/left line from the rear", ArcCorner45,
			Circle{V(-60, -35).Add(V(1, -1).Scale(5 / math.Sqrt2)), 5}, want{false, false, true, true}},
		{"huge shape far ahead", ArcCorner45, Rect{V(0, 1e6), 0, 1e4, 1e4}, want{true, false, false, false}},
		{"circle far to the right", ArcCorner45, Circle{V(1e6, 0), 10}, want{false, true, false, false}},
		{"huge box around everything", ArcCorner45, Rect{V(0, 0), 0, 1000, 1000}, want{true, true, true, true}},
		{"thin rect across the right flank far out", ArcCorner45, Rect{V(1e5, 0), 0, 1, 3e5}, want{true, true, true, false}},
		{"half180: circle across the line", ArcHalf180, Circle{V(100, 0.5), 1}, want{true, false, true, false}},
		{"half180: square behind touching the line", ArcHalf180, Rect{V(100, -5), 0, 10, 10}, want{true, false, true, false}},
		{"half180: square ahead", ArcHalf180, Rect{V(-100, 20), 0, 10, 10}, want{true, false, false, false}},
	}
	for _, c := range cases {
		for i, a := range []Arc{ArcFront, ArcRight, ArcRear, ArcLeft} {
			if got := ShapeInArc(r, c.style, a, c.s); got != c.want[i] {
				t.Errorf("%s: ShapeInArc(%v) = %v, want %v", c.name, a, got, c.want[i])
			}
		}
	}
}

func TestRectShootingArc(t *testing.T) {
	r := Rect{V(0, 0), 0, 100, 50} // a 100 mm war engine
	s := RectShootingArc(r, 50)
	if s.Center != r.Center || s.Heading != r.Heading || s.D != r.D || s.W != 50 {
		t.Fatalf("RectShootingArc = %v", s)
	}
	checkVec(t, "same leader point", s.LeaderPoint(), r.LeaderPoint())
	p := V(40, 30)
	if ArcOf(r, ArcCorner45, p) != ArcFront || ArcOf(s, ArcCorner45, p) != ArcRight {
		t.Errorf("(40, 30): full-width arc %v, 50 mm arc %v", ArcOf(r, ArcCorner45, p), ArcOf(s, ArcCorner45, p))
	}
}

package table

import (
	"math"
	"testing"

	"warbench/game/geom"
)

// LineUp in a strip along the south edge: the first row against its
// north edge, facing north, from the west end, a gap apart; exact
// positions (no rounding from a sine), and the first footprint left over
// once the strip is full.
func TestLineUpStrip(t *testing.T) {
	tb := &Table{Width: 1000, Depth: 600}
	z := Zone{Player: 1, Area: geom.Rect{Center: geom.V(500, 100), W: 1000, D: 200}.Poly()}
	poses, n := z.LineUp(tb, []geom.Vec{geom.V(100, 50), geom.V(20, 20), geom.V(300, 80)}, 40, 10)
	want := []geom.Pose{{Pos: geom.V(60, 165)}, {Pos: geom.V(140, 180)}, {Pos: geom.V(320, 150)}} // a narrow one takes the slot (40) across
	if n != 3 {
		t.Fatalf("%d placed", n)
	}
	for i := range want {
		if poses[i] != want[i] {
			t.Errorf("%d: %v, want %v", i, poses[i], want[i])
		}
	}
	big := []geom.Vec{geom.V(900, 150), geom.V(900, 150)}
	if _, n := z.LineUp(tb, big, 40, 10); n != 1 {
		t.Errorf("two 150-deep rows in a 200-deep strip: %d placed, want 1", n)
	}
}

// LineUp in a triangle (a corner of the table cut off by a line): the
// footprints face out of its long side, toward the table's centre, and
// stand wholly inside.
func TestLineUpTriangle(t *testing.T) {
	tb := &Table{Width: 1800, Depth: 1200}
	z := Zone{Player: 1, Area: geom.Poly{geom.V(0, 0), geom.V(1500, 0), geom.V(0, 1000)}}
	sizes := []geom.Vec{geom.V(125, 125), geom.V(100, 50), geom.V(50, 50), geom.V(200, 100)}
	poses, n := z.LineUp(tb, sizes, 75, 25)
	if n != len(sizes) {
		t.Fatalf("%d of %d placed", n, len(sizes))
	}
	// the long side runs from (1500, 0) to (0, 1000): its outward normal
	// is (1000, 1500)/|·|, a heading of atan2(1000, 1500)
	for i, p := range poses {
		if math.Abs(p.Heading-math.Atan2(1000, 1500)) > 1e-12 {
			t.Errorf("%d faces %v", i, p.Heading)
		}
		if r := (geom.Rect{Center: p.Pos, Heading: p.Heading, W: sizes[i].X, D: sizes[i].Y}); !z.Area.ContainsShape(r) {
			t.Errorf("%d stands out of the zone at %v", i, p.Pos)
		}
	}
}

// LineUp passes over a building standing in the zone's first row, and
// over impassable ground, but stands a footprint on a hill or in a wood:
// the second footprint, which would have stood at x 140, goes on past
// the house (x 120-260).
func TestLineUpGoesRoundABuilding(t *testing.T) {
	tb := &Table{Width: 1000, Depth: 600, Terrain: []Terrain{
		{ID: 1, Name: "House", Kind: Building, Parts: []geom.Poly{geom.Rect{Center: geom.V(190, 170), W: 140, D: 40}.Poly()}},
		{ID: 2, Name: "Hill", Kind: Hill, Parts: []geom.Poly{geom.Rect{Center: geom.V(400, 170), W: 200, D: 60}.Poly()}},
	}}
	z := Zone{Player: 1, Area: geom.Rect{Center: geom.V(500, 100), W: 1000, D: 200}.Poly()}
	poses, n := z.LineUp(tb, []geom.Vec{geom.V(100, 50), geom.V(20, 20), geom.V(100, 50)}, 40, 10)
	if n != 3 {
		t.Fatalf("%d placed", n)
	}
	if poses[0].Pos != geom.V(60, 165) {
		t.Errorf("first: %v, want (60,165) as in an empty strip", poses[0].Pos)
	}
	for i, p := range poses {
		r := geom.Rect{Center: p.Pos, W: []float64{100, 20, 100}[i], D: []float64{50, 20, 50}[i]}
		if tb.Terrain[0].Overlaps(r) {
			t.Errorf("%d stands on the house at %v", i, p.Pos)
		}
	}
	if x := poses[1].Pos.X; x < 260 || x > 300 {
		t.Errorf("second at x %.1f, want just past the house (260-300)", x)
	}
	if x := poses[2].Pos.X; x < 300 || x > 450 {
		t.Errorf("third at x %.1f, want on the hill beyond", x)
	}
}

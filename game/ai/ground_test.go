package ai

import (
	"math"
	"testing"

	"warbench/game/geom"
	"warbench/game/table"
)

// A wall across the middle of a 48" x 24" table, open only at its east
// end: from a point south of the wall's middle to one north of it, the
// way round is through the gap, not the 8" as the crow flies.
func TestGroundGoesRoundAWall(t *testing.T) {
	const in = 25.4
	tab := &table.Table{Width: 48 * in, Depth: 24 * in}
	wall := geom.Poly{geom.V(0, 11*in), geom.V(40*in, 11*in), geom.V(40*in, 13*in), geom.V(0, 13*in)}
	from, to := geom.V(20*in, 8*in), geom.V(20*in, 16*in)
	g := NewGround(tab, []geom.Poly{wall}, []geom.Vec{to})

	// The shortest way: to the wall's corner kept clear by groundClear,
	// then on. Straight legs from->corner->to are its lower bound; the
	// grid's eight ways add at most 8% (1/cos 22.5°).
	corner1 := geom.V(40*in+groundClear, 11*in)
	corner2 := geom.V(40*in+groundClear, 13*in)
	ideal := from.Dist(corner1) + corner1.Dist(corner2) + corner2.Dist(to)
	got := g.At(from)
	if got < ideal-2*groundCell || got > ideal*1.09+2*groundCell {
		t.Errorf("way round the wall = %.0f mm, want about %.0f (straight: %.0f)", got, ideal, from.Dist(to))
	}
	if near := g.At(to.Add(geom.V(in, 0))); near > 2*in {
		t.Errorf("an inch from the goal the way is %.0f mm", near)
	}

	// Toward heads for the gap: after 10" the way is east of where it
	// started and no nearer the goal as the crow flies than the wall.
	w := g.Toward(from, 10*in)
	if !(w.X > from.X+5*in) || w.Y > 11*in {
		t.Errorf("10\" along the way from %v is %v: not towards the gap", from, w)
	}
	if d := w.Dist(from); d < 9*in || d > 11.5*in {
		t.Errorf("Toward(10\") went %.1f\"", d/in)
	}
}

// With nothing closed the ground distance is the straight one, to within
// the grid's eight ways.
func TestGroundOpenIsStraight(t *testing.T) {
	const in = 25.4
	tab := &table.Table{Width: 72 * in, Depth: 48 * in}
	to := geom.V(60*in, 40*in)
	g := NewGround(tab, nil, []geom.Vec{to, geom.V(5*in, 45*in)})
	for _, p := range []geom.Vec{geom.V(10*in, 10*in), geom.V(70*in, 2*in), geom.V(36*in, 24*in)} {
		want := math.Min(p.Dist(to), p.Dist(geom.V(5*in, 45*in)))
		if got := g.At(p); got < want-groundCell || got > want*1.09+groundCell {
			t.Errorf("open ground from %v: %.0f mm, straight %.0f", p, got, want)
		}
	}
	if got := g.At(geom.V(-1, 5)); !math.IsInf(got, 1) {
		t.Errorf("off the table: %v, want +Inf", got)
	}
}

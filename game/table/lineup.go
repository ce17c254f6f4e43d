package table

import (
	"math"

	"warbench/game/geom"
)

// LineUp places footprints (W across, D deep) in rows along the zone's
// front (its edge nearest the table's centre: the inner edge of a strip
// or a half, the long side of a triangle), in order, each facing out of
// that edge, the first row against it, each row filled from its west (or
// south) end, gap apart and
// gap from the zone's edges; a footprint narrower than slot takes slot
// across. Each goes at the first spot along its row where it stands
// wholly in the zone and on no building or impassable terrain, so a zone
// of any convex shape (a strip, a half, a triangle) is filled round what
// stands in it. It returns the footprints' centres and headings,
// and the index of the first one that does not fit (len(sizes) when all
// do).
func (z Zone) LineUp(t *Table, sizes []geom.Vec, slot, gap float64) ([]geom.Pose, int) {
	fwd := frontNormal(z.Area, t.Center())
	heading := math.Atan2(fwd.X, fwd.Y)
	if heading == 0 {
		heading = 0 // not -0, which a file would write as "-0"
	}
	across := geom.V(fwd.Y, -fwd.X)
	if across.X < -geom.Eps || (math.Abs(across.X) <= geom.Eps && across.Y < 0) {
		across = across.Scale(-1) // rows run west to east, or south to north
	}
	front, back := math.Inf(-1), math.Inf(1)
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range z.Area {
		front, back = max(front, v.Dot(fwd)), min(back, v.Dot(fwd))
		lo, hi = min(lo, v.Dot(across)), max(hi, v.Dot(across))
	}
	out := make([]geom.Pose, len(sizes))
	row, x, rowDepth := front-gap, lo+gap, 0.0
	for i, sz := range sizes {
		w, d := sz.X, sz.Y
		width := max(w, slot)
		for {
			if row-d < back-geom.Eps {
				return out[:i], i
			}
			if x+width > hi-gap+geom.Eps { // the row is full: the next one, behind it
				row -= rowDepth + gap
				x, rowDepth = lo+gap, 0
				continue
			}
			p := geom.Pose{Pos: fwd.Scale(row - d/2).Add(across.Scale(x + width/2)), Heading: heading}
			if r := (geom.Rect{Center: p.Pos, Heading: heading, W: w, D: d}); z.Area.ContainsShape(r) && t.ClosedUnder(r) == nil {
				out[i] = p
				x += width + gap
				rowDepth = max(rowDepth, d)
				break
			}
			x += gap / 2 // not here: further along the row
		}
	}
	return out, len(sizes)
}

// frontNormal is the outward unit normal of the edge of the
// counter-clockwise polygon whose line passes nearest c (north for a
// polygon with no edge). An edge along an axis gives an exact axis.
func frontNormal(p geom.Poly, c geom.Vec) geom.Vec {
	best, out := math.Inf(1), geom.V(0, 1)
	for i := range p {
		e := p.Edge(i)
		d := e.B.Sub(e.A)
		l := d.Len()
		if l <= geom.Eps {
			continue
		}
		n := geom.V(d.Y/l, -d.X/l) // outward for a counter-clockwise polygon
		switch {                   // an edge along an axis: the exact axis
		case d.Y == 0:
			n = geom.V(0, -math.Copysign(1, d.X))
		case d.X == 0:
			n = geom.V(math.Copysign(1, d.Y), 0)
		}
		if dist := math.Abs(c.Sub(e.A).Dot(n)); dist < best-geom.Eps {
			best, out = dist, n
		}
	}
	return geom.V(out.X+0, out.Y+0) // +0 turns a -0 into 0
}

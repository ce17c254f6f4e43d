package table

import (
	"math"

	"warbench/game/geom"
)

// LineUp places footprints (W across, D deep) in rows across the zone,
// in order, each facing the table's centre (north, east, south or west,
// whichever is nearest), the first row at the zone's edge nearest the
// centre, each row filled from its west (or south) end, gap apart and
// gap from the zone's edges; a footprint narrower than slot takes slot
// across. Each goes at the first spot along its row where it stands
// wholly in the zone, so a zone of any convex shape (a strip, a half, a
// triangle) is filled. It returns the footprints' centres and headings,
// and the index of the first one that does not fit (len(sizes) when all
// do).
func (z Zone) LineUp(t *Table, sizes []geom.Vec, slot, gap float64) ([]geom.Pose, int) {
	to := t.Center().Sub(z.Area.Centroid())
	heading := 0.0
	if to.Len() > geom.Eps {
		heading = geom.NormAngle(math.Round(math.Atan2(to.X, to.Y)/(math.Pi/2)) * (math.Pi / 2))
	}
	if heading == 0 {
		heading = 0 // not -0, which a file would write as "-0"
	}
	fwd := geom.Forward(heading)
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
			if z.Area.ContainsShape(geom.Rect{Center: p.Pos, Heading: heading, W: w, D: d}) {
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

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
	q := 0 // the quarter faced: north, east, south, west
	if to.Len() > geom.Eps {
		q = (int(math.Round(math.Atan2(to.X, to.Y)/(math.Pi/2))) + 4) % 4
	}
	// Exact axes, so that positions carry no rounding from a sine.
	fwd := [4]geom.Vec{geom.V(0, 1), geom.V(1, 0), geom.V(0, -1), geom.V(-1, 0)}[q]
	heading := [4]float64{0, math.Pi / 2, math.Pi, -math.Pi / 2}[q]
	across := geom.V(1, 0) // rows run west to east, or south to north
	if q%2 == 1 {
		across = geom.V(0, 1)
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

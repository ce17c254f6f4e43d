package move

import (
	"math"

	"warbench/game/geom"
)

// The oracle of the tests: geom's distances and shapes only, and poses
// computed here from the definitions, never from the solver's code.

// sdBody is the signed distance between the footprint b and the polygon p.
func sdBody(b Body, p geom.Poly) float64 {
	if b.Round {
		return sd(geom.Circle{C: b.Pose.Pos, R: b.W / 2}, p)
	}
	return sd(b.Rect(), p)
}

// marginBody is the least distance from the footprint b to a side of the
// table box, negative when it is over the edge.
func marginBody(b Body, box geom.Box) float64 {
	if b.Round {
		c := b.Pose.Pos
		return min(c.X-box.Min.X, box.Max.X-c.X, c.Y-box.Min.Y, box.Max.Y-c.Y) - b.W/2
	}
	m := math.Inf(1)
	for _, c := range b.Rect().Corners() {
		m = min(m, c.X-box.Min.X, box.Max.X-c.X, c.Y-box.Min.Y, box.Max.Y-c.Y)
	}
	return m
}

// turnedBy returns b turned by a (clockwise positive) about the point pv.
func turnedBy(b Body, pv geom.Vec, a float64) Body {
	b.Pose.Pos = pv.Add(b.Pose.Pos.Sub(pv).RotateCW(a))
	b.Pose.Heading += a
	return b
}

// wheelCorner returns the corner a W × D body wheels about for a turn of
// a: its front-right corner turning clockwise, its front-left otherwise.
func wheelCorner(b Body, a float64) geom.Vec {
	h := b.Pose.Heading
	side := -b.W / 2
	if a > 0 {
		side = b.W / 2
	}
	return b.Pose.Pos.Add(geom.Forward(h).Scale(b.D / 2)).Add(geom.Right(h).Scale(side))
}

// turnCentre returns the centre of turn step s from b.
func turnCentre(b Body, s Step) geom.Vec {
	if s.Kind == Wheel {
		return wheelCorner(b, s.Angle)
	}
	return b.Pose.Pos
}

// segPolyDist returns the distance between the segment s and the convex
// polygon p, 0 when they meet.
func segPolyDist(s geom.Seg, p geom.Poly) float64 {
	if _, _, ok := geom.SegClipPoly(s, p); ok {
		return 0
	}
	best := math.Inf(1)
	for e := range p.Edges() {
		best = min(best, geom.SegSegDistance(s, e))
	}
	return best
}

// sweptStraightSD returns the signed distance between the area b sweeps
// moving by v and the polygon p (for a rectangle overlapping it, minus a
// penetration depth; for a disc, what the centre's path allows).
func sweptStraightSD(b Body, v geom.Vec, p geom.Poly) float64 {
	if b.Round {
		c := b.Pose.Pos
		if d := segPolyDist(geom.Seg{A: c, B: c.Add(v)}, p); d > 0 {
			return d - b.W/2
		}
		return -b.W / 2 // overlapping at least by the radius: illegal for any gap ≥ 0
	}
	return sd(geom.SweepTranslate(b.Rect().Poly(), v), p)
}

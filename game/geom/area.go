package geom

import "math"

// ClipPoly returns the intersection of the convex counter-clockwise
// polygons subject and clip as a new counter-clockwise polygon
// (Sutherland–Hodgman), or nil when they are disjoint or only touch (the
// intersection has no area, or is thinner than roundTol = 1e-9 mm). Vertices closer than roundTol to the previous
// one are dropped.
func ClipPoly(subject, clip Poly) Poly {
	var b0, b1 [40]Vec
	out := clipConvex(subject, clip, b0[:0], b1[:0])
	if out == nil {
		return nil
	}
	return append(Poly(nil), out...)
}

// IntersectionArea returns the area common to the convex counter-clockwise
// polygons a and b: 0 when they are disjoint or touch (see ClipPoly). It
// allocates only when the two have more than 40 vertices between them.
func IntersectionArea(a, b Poly) float64 {
	var b0, b1 [40]Vec
	return Poly(clipConvex(a, b, b0[:0], b1[:0])).Area()
}

// clipConvex clips subject by every edge of clip using the two scratch
// buffers; nil when the result has no area.
func clipConvex(subject, clip []Vec, s0, s1 []Vec) []Vec {
	if len(subject) < 3 || len(clip) < 3 {
		return nil
	}
	if !BoxAround(subject).Overlaps(BoxAround(clip)) {
		return nil
	}
	cur := append(s0[:0], subject...)
	next := s1
	n := len(clip)
	for i := range n {
		a := clip[i]
		e := clip[(i+1)%n].Sub(a)
		l := e.Len()
		if l == 0 {
			continue
		}
		nrm := Vec{e.Y / l, -e.X / l}
		next = clipHalfPlane(next[:0], cur, nrm, nrm.Dot(a))
		next = dedupe(next)
		if len(next) < 3 {
			return nil
		}
		cur, next = next, cur
	}
	// Drop results thinner than roundTol (2·area/perimeter): they are
	// touching contacts, rounded.
	var per float64
	for i := range cur {
		per += cur[i].Dist(cur[(i+1)%len(cur)])
	}
	if Poly(cur).Area() <= roundTol*per/2 {
		return nil
	}
	return cur
}

// dedupe removes vertices within roundTol of their predecessor (cyclically).
func dedupe(p []Vec) []Vec {
	if len(p) < 2 {
		return p
	}
	out := p[:1]
	for _, q := range p[1:] {
		if math.Abs(q.X-out[len(out)-1].X) > roundTol || math.Abs(q.Y-out[len(out)-1].Y) > roundTol {
			out = append(out, q)
		}
	}
	for len(out) > 1 && math.Abs(out[0].X-out[len(out)-1].X) <= roundTol && math.Abs(out[0].Y-out[len(out)-1].Y) <= roundTol {
		out = out[:len(out)-1]
	}
	return out
}

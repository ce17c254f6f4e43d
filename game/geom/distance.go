package geom

import "math"

// Distance returns the shortest distance between a and b: 0 when they
// overlap, about 0 (floating-point rounding, of the order of 1e-12) when
// they touch, else the distance between their boundaries; compare with Eps.
// It is symmetric and does not allocate.
func Distance(a, b Shape) float64 {
	_, _, d := ClosestPoints(a, b)
	return d
}

// ClosestPoints returns a point pa of a and a point pb of b with
// |pa − pb| = d = Distance(a, b). When a and b overlap (share more than a
// point) pa = pb is a point of their intersection and d = 0; touching shapes
// give pa ≈ pb at the contact. Rulers are drawn from pa to pb (base edge to
// base edge). It does not allocate.
func ClosestPoints(a, b Shape) (pa, pb Vec, d float64) {
	var ba, bb [4]Vec
	polyA, ca, aCircle, na := view(a, &ba)
	polyB, cb, bCircle, nb := view(b, &bb)
	switch {
	case aCircle && bCircle:
		return circleCircleClosest(ca, cb)
	case aCircle:
		pb, pa, d = polyCircleClosest(polyB, ca)
		return pa, pb, d
	case bCircle:
		return polyCircleClosest(polyA, cb)
	}
	return polyPolyClosest(polyA, polyB, na, nb)
}

// polyPolyClosest is ClosestPoints for two convex counter-clockwise
// polygons (na, nb: the edges their separating axis test needs). Apart or
// touching, the closest pair joins a vertex of one to an edge of the other.
// Overlapping, a vertex of one inside the other is common to both, or else
// two edges cross at a common point.
func polyPolyClosest(a, b []Vec, na, nb int) (pa, pb Vec, d float64) {
	if len(a) == 0 || len(b) == 0 {
		return Vec{}, Vec{}, math.Inf(1)
	}
	if polyDepth(a, b, na, nb) == 0 {
		best := math.Inf(1)
		pa, pb, best = vertexEdgeClosest(a, b, pa, pb, best)
		pb, pa, best = vertexEdgeClosest(b, a, pb, pa, best)
		return pa, pb, math.Sqrt(best)
	}
	if polySignedDist(b, a[0]) <= 0 {
		return a[0], a[0], 0
	}
	if polySignedDist(a, b[0]) <= 0 {
		return b[0], b[0], 0
	}
	prevA := a[len(a)-1]
	for _, curA := range a {
		ea := Seg{prevA, curA}
		prevA = curA
		prevB := b[len(b)-1]
		for _, curB := range b {
			if p, ok := SegIntersect(ea, Seg{prevB, curB}); ok {
				return p, p, 0
			}
			prevB = curB
		}
	}
	// Unreachable for valid polygons; fall back to the boundary distance.
	best := math.Inf(1)
	pa, pb, best = vertexEdgeClosest(a, b, pa, pb, best)
	pb, pa, best = vertexEdgeClosest(b, a, pb, pa, best)
	return pa, pb, math.Sqrt(best)
}

// vertexEdgeClosest improves (pv, pe, best) — a vertex of v, a point of an
// edge of e and their squared distance — over every vertex of v and edge of
// e.
func vertexEdgeClosest(v, e []Vec, pv, pe Vec, best float64) (Vec, Vec, float64) {
	for _, p := range v {
		prev := e[len(e)-1]
		for _, cur := range e {
			d := cur.Sub(prev)
			w := p.Sub(prev)
			q := prev
			if l2 := d.Len2(); l2 > 0 {
				t := min(max(w.Dot(d)/l2, 0), 1)
				q = Vec{prev.X + t*d.X, prev.Y + t*d.Y}
			}
			if d2 := p.Sub(q).Len2(); d2 < best {
				pv, pe, best = p, q, d2
			}
			prev = cur
		}
	}
	return pv, pe, best
}

// polyCircleClosest returns the closest points of polygon p and circle c
// (point on p first).
func polyCircleClosest(p []Vec, c Circle) (pp, pc Vec, d float64) {
	if len(p) == 0 {
		return Vec{}, Vec{}, math.Inf(1)
	}
	if polySignedDist(p, c.C) <= 0 {
		return c.C, c.C, 0 // the centre is in both
	}
	best := math.Inf(1)
	prev := p[len(p)-1]
	for _, cur := range p {
		q := Seg{prev, cur}.ClosestPoint(c.C)
		if d2 := q.Sub(c.C).Len2(); d2 < best {
			pp, best = q, d2
		}
		prev = cur
	}
	dc := math.Sqrt(best)
	if dc <= c.R {
		return pp, pp, 0 // pp is within the disc
	}
	pc = c.C.Add(pp.Sub(c.C).Scale(c.R / dc))
	return pp, pc, dc - c.R
}

// circleCircleClosest returns the closest points of two circles, or the
// middle of the stretch of their line of centres that both cover when they
// overlap.
func circleCircleClosest(a, b Circle) (pa, pb Vec, d float64) {
	v := b.C.Sub(a.C)
	l := length(v)
	u := Vec{1, 0}
	if l > 0 {
		u = v.Scale(1 / l)
	}
	if l > a.R+b.R {
		return a.C.Add(u.Scale(a.R)), b.C.Sub(u.Scale(b.R)), l - a.R - b.R
	}
	// Along the line of centres (from a.C) disc a covers [−Ra, Ra] and disc
	// b covers [l − Rb, l + Rb]; take the middle of the common interval.
	lo, hi := max(-a.R, l-b.R), min(a.R, l+b.R)
	p := a.C.Add(u.Scale((lo + hi) / 2))
	return p, p, 0
}

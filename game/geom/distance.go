package geom

import "math"

// Distance returns the shortest distance between a and b: 0 when they touch
// or overlap (to within floating-point rounding, so touching shapes can give
// a distance of the order of 1e-12; compare with Eps), else the distance
// between their boundaries. It is symmetric and does not allocate.
func Distance(a, b Shape) float64 {
	_, _, d := ClosestPoints(a, b)
	return d
}

// ClosestPoints returns a point pa of a and a point pb of b with
// |pa − pb| = d = Distance(a, b). When a and b touch or overlap, pa = pb is
// a point of their intersection and d = 0. Rulers are drawn from pa to pb
// (base edge to base edge). It does not allocate.
func ClosestPoints(a, b Shape) (pa, pb Vec, d float64) {
	var ba, bb [4]Vec
	polyA, ca, aCircle := view(a, &ba)
	polyB, cb, bCircle := view(b, &bb)
	switch {
	case aCircle && bCircle:
		return circleCircleClosest(ca, cb)
	case aCircle:
		pb, pa, d = polyCircleClosest(polyB, ca)
		return pa, pb, d
	case bCircle:
		return polyCircleClosest(polyA, cb)
	}
	return polyPolyClosest(polyA, polyB)
}

// polyPolyClosest is ClosestPoints for two convex counter-clockwise
// polygons. If a vertex of one lies inside the other, that vertex is common
// to both; otherwise the closest pair lies on two edges (or the edges cross,
// giving a common point).
func polyPolyClosest(a, b []Vec) (pa, pb Vec, d float64) {
	if len(a) == 0 || len(b) == 0 {
		return Vec{}, Vec{}, math.Inf(1)
	}
	if polySignedDist(b, a[0]) <= 0 {
		return a[0], a[0], 0
	}
	if polySignedDist(a, b[0]) <= 0 {
		return b[0], b[0], 0
	}
	best := math.Inf(1)
	na, nb := len(a), len(b)
	for i := range na {
		ea := Seg{a[i], a[(i+1)%na]}
		for j := range nb {
			p, q, d2 := segClosest(ea, Seg{b[j], b[(j+1)%nb]})
			if d2 < best {
				pa, pb, best = p, q, d2
				if d2 == 0 {
					return pa, pb, 0
				}
			}
		}
	}
	return pa, pb, math.Sqrt(best)
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
	n := len(p)
	best := math.Inf(1)
	for i := range n {
		q := Seg{p[i], p[(i+1)%n]}.ClosestPoint(c.C)
		if d2 := q.Sub(c.C).Len2(); d2 < best {
			pp, best = q, d2
		}
	}
	dc := math.Sqrt(best)
	if dc <= c.R {
		return pp, pp, 0 // pp is within the disc
	}
	pc = c.C.Add(pp.Sub(c.C).Scale(c.R / dc))
	return pp, pc, dc - c.R
}

// circleCircleClosest returns the closest points of two circles, or the
// middle of their common chord's diameter when they overlap.
func circleCircleClosest(a, b Circle) (pa, pb Vec, d float64) {
	v := b.C.Sub(a.C)
	l := v.Len()
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

package geom

import "math"

// Overlap reports whether the interiors of a and b share an area: whether
// they penetrate each other by more than Eps (PenetrationDepth(a, b) > Eps).
// Touching shapes, and shapes whose overlap is Eps thick or less, do not
// overlap. Poly–poly uses the separating axis theorem; circles use exact
// distances. It does not allocate.
func Overlap(a, b Shape) bool {
	return PenetrationDepth(a, b) > Eps
}

// PenetrationDepth returns how far a and b interpenetrate: the length of the
// shortest translation of one that leaves their interiors disjoint (for
// polygons the minimum overlap of their projections over the separating
// axis theorem's axes). It is 0 when they are apart or touch. Unlike
// Overlap it has no Eps threshold, so a contact that Overlap tolerates can
// still report a depth of up to Eps. It does not allocate.
func PenetrationDepth(a, b Shape) float64 {
	var ba, bb [4]Vec
	pa, ca, aCircle := view(a, &ba)
	pb, cb, bCircle := view(b, &bb)
	switch {
	case aCircle && bCircle:
		return max(ca.R+cb.R-ca.C.Dist(cb.C), 0)
	case aCircle:
		return max(ca.R-polySignedDist(pb, ca.C), 0)
	case bCircle:
		return max(cb.R-polySignedDist(pa, cb.C), 0)
	}
	d := satDepth(pa, pb, math.Inf(1))
	return satDepth(pb, pa, d)
}

// satDepth returns min(best, the least overlap of the projections of a and
// b onto the normals of a's edges); 0 as soon as one axis separates them.
func satDepth(a, b []Vec, best float64) float64 {
	n := len(a)
	for i := range n {
		e := a[(i+1)%n].Sub(a[i])
		l := e.Len()
		if l == 0 {
			continue
		}
		ax := Vec{e.Y / l, -e.X / l}
		minA, maxA := project(a, ax)
		minB, maxB := project(b, ax)
		o := min(maxA-minB, maxB-minA)
		if o <= 0 {
			return 0
		}
		best = min(best, o)
	}
	return best
}

// project returns the extent of pts along axis.
func project(pts []Vec, axis Vec) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		d := p.Dot(axis)
		lo = min(lo, d)
		hi = max(hi, d)
	}
	return lo, hi
}

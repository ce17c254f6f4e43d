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
// axis theorem's axes, the edge normals). It is 0 when they are apart or
// touch. Unlike Overlap it has no Eps threshold, so a contact that Overlap
// tolerates can still report a depth of up to Eps. It does not allocate.
func PenetrationDepth(a, b Shape) float64 {
	if ra, ok := a.(Rect); ok {
		if rb, ok := b.(Rect); ok {
			return rectRectDepth(ra, rb)
		}
	}
	var ba, bb [4]Vec
	pa, ca, aCircle, na := view(a, &ba)
	pb, cb, bCircle, nb := view(b, &bb)
	switch {
	case aCircle && bCircle:
		return max(ca.R+cb.R-length(ca.C.Sub(cb.C)), 0)
	case aCircle:
		return max(ca.R-polySignedDist(pb, ca.C), 0)
	case bCircle:
		return max(cb.R-polySignedDist(pa, cb.C), 0)
	}
	return polyDepth(pa, pb, na, nb)
}

// rectRectDepth is PenetrationDepth for two rectangles: the separating axis
// test on their four axes, each rectangle's projection being its centre's
// ± its half-extent along the axis.
func rectRectDepth(a, b Rect) float64 {
	sa, ca := math.Sincos(a.Heading)
	sb, cb := math.Sincos(b.Heading)
	fa, ra := Vec{sa, ca}, Vec{ca, -sa}
	fb, rb := Vec{sb, cb}, Vec{cb, -sb}
	d := b.Center.Sub(a.Center)
	best := math.Inf(1)
	for _, u := range [4]Vec{fa, ra, fb, rb} {
		ext := a.W/2*math.Abs(ra.Dot(u)) + a.D/2*math.Abs(fa.Dot(u)) +
			b.W/2*math.Abs(rb.Dot(u)) + b.D/2*math.Abs(fb.Dot(u))
		o := ext - math.Abs(d.Dot(u))
		if o <= 0 {
			return 0
		}
		best = min(best, o)
	}
	return best
}

// polyDepth is PenetrationDepth for two convex polygons, testing the normals
// of the first na edges of a and nb edges of b.
func polyDepth(a, b []Vec, na, nb int) float64 {
	d := satDepth(a, b, na, math.Inf(1))
	if d == 0 {
		return 0
	}
	return satDepth(b, a, nb, d)
}

// satDepth returns min(best, the least overlap of the projections of a and
// b onto the normals of a's edges ending at a[0], …, a[axes-1]); 0 as soon
// as one axis separates them or shows them touching.
func satDepth(a, b []Vec, axes int, best float64) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	prev := a[len(a)-1]
	for _, cur := range a[:axes] {
		e := cur.Sub(prev)
		prev = cur
		l := length(e)
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
	lo = pts[0].Dot(axis)
	hi = lo
	for _, p := range pts[1:] {
		d := p.Dot(axis)
		lo = min(lo, d)
		hi = max(hi, d)
	}
	return lo, hi
}

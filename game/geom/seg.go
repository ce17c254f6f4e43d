package geom

import "math"

// roundTol is the rounding slack, in millimetres, that exact predicates
// (closed segments, closed clips) allow so that boundary cases computed in
// floating point still count as on the boundary. It is far below Eps.
const roundTol = 1e-9

// length returns |v| (math.Sqrt, faster than math.Hypot; table
// coordinates never come near overflow).
func length(v Vec) float64 { return math.Sqrt(v.X*v.X + v.Y*v.Y) }

// Len returns the length of s.
func (s Seg) Len() float64 { return length(s.B.Sub(s.A)) }

// Dir returns B - A (not normalised).
func (s Seg) Dir() Vec { return s.B.Sub(s.A) }

// At returns the point A + t·(B - A): A at t = 0, B at t = 1.
func (s Seg) At(t float64) Vec { return s.A.Lerp(s.B, t) }

// Reverse returns the segment from B to A.
func (s Seg) Reverse() Seg { return Seg{s.B, s.A} }

// ClosestT returns the parameter in [0, 1] of the point of s closest to p;
// 0 when s has zero length.
func (s Seg) ClosestT(p Vec) float64 {
	d := s.B.Sub(s.A)
	l2 := d.Len2()
	if l2 == 0 {
		return 0
	}
	t := p.Sub(s.A).Dot(d) / l2
	return min(max(t, 0), 1)
}

// ClosestPoint returns the point of the closed segment s nearest to p: an
// endpoint when p projects outside s, A when s has zero length.
func (s Seg) ClosestPoint(p Vec) Vec { return s.At(s.ClosestT(p)) }

// DistTo returns the distance from p to the closed segment s; 0 when p lies
// on it.
func (s Seg) DistTo(p Vec) float64 { return length(p.Sub(s.ClosestPoint(p))) }

// SegIntersect reports whether the closed segments a and b share a point and
// returns one such point. Endpoints count: segments that meet end to end or
// in a T intersect. For collinear overlapping segments the point returned is
// the first point of the overlap along a. Zero-length segments behave as
// points. The test allows roundTol (1e-9 mm) of rounding.
func SegIntersect(a, b Seg) (Vec, bool) {
	r := a.B.Sub(a.A)
	s := b.B.Sub(b.A)
	rl, sl := length(r), length(s)
	switch {
	case rl == 0 && sl == 0:
		return a.A, length(a.A.Sub(b.A)) <= roundTol
	case rl == 0:
		return a.A, b.DistTo(a.A) <= roundTol
	case sl == 0:
		return b.A, a.DistTo(b.A) <= roundTol
	}
	q := b.A.Sub(a.A)
	den := r.Cross(s)
	if math.Abs(den) <= 1e-12*rl*sl {
		// Parallel: intersect only if collinear.
		if math.Abs(r.Cross(q))/rl > roundTol {
			return Vec{}, false
		}
		t0 := q.Dot(r) / (rl * rl)
		t1 := b.B.Sub(a.A).Dot(r) / (rl * rl)
		if t0 > t1 {
			t0, t1 = t1, t0
		}
		lo, hi := max(t0, 0), min(t1, 1)
		if (lo-hi)*rl > roundTol {
			return Vec{}, false
		}
		return a.At(min(lo, 1)), true
	}
	t := q.Cross(s) / den
	u := q.Cross(r) / den
	if t*rl < -roundTol || (t-1)*rl > roundTol || u*sl < -roundTol || (u-1)*sl > roundTol {
		return Vec{}, false
	}
	return a.At(min(max(t, 0), 1)), true
}

// segClosest returns the closest points of the closed segments a and b and
// the squared distance between them; when they intersect both points are
// the intersection point and the distance is 0.
func segClosest(a, b Seg) (pa, pb Vec, d2 float64) {
	if p, ok := SegIntersect(a, b); ok {
		return p, p, 0
	}
	pa, pb = a.A, b.ClosestPoint(a.A)
	d2 = pa.Sub(pb).Len2()
	if q := b.ClosestPoint(a.B); a.B.Sub(q).Len2() < d2 {
		pa, pb, d2 = a.B, q, a.B.Sub(q).Len2()
	}
	if q := a.ClosestPoint(b.A); b.A.Sub(q).Len2() < d2 {
		pa, pb, d2 = q, b.A, b.A.Sub(q).Len2()
	}
	if q := a.ClosestPoint(b.B); b.B.Sub(q).Len2() < d2 {
		pa, pb, d2 = q, b.B, b.B.Sub(q).Len2()
	}
	return pa, pb, d2
}

// SegSegDistance returns the shortest distance between the closed segments
// a and b: 0 when they intersect or touch.
func SegSegDistance(a, b Seg) float64 {
	_, _, d2 := segClosest(a, b)
	return math.Sqrt(d2)
}

// SegClosestPoints returns the points of a and b realising SegSegDistance
// and that distance. Intersecting segments give the same point twice.
func SegClosestPoints(a, b Seg) (pa, pb Vec, d float64) {
	pa, pb, d2 := segClosest(a, b)
	return pa, pb, math.Sqrt(d2)
}

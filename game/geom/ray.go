package geom

import "math"

// SegClipPoly returns the parameter interval [t0, t1] ⊂ [0, 1] of the part
// of s inside the closed convex polygon p (boundary included, with roundTol
// = 1e-9 mm of rounding slack), and ok = false when s misses p. A segment
// that only touches p gives t0 = t1; one that runs along an edge gives that
// stretch. A zero-length s is inside when its point is. It does not
// allocate.
func SegClipPoly(s Seg, p Poly) (t0, t1 float64, ok bool) {
	return clipSegConvex(s, p, -roundTol)
}

// SegCrossesPoly reports whether s passes through p's interior: whether the
// part of s lying deeper than Eps inside p (inside p shrunk by Eps) is longer
// than Eps. A segment that grazes a vertex, runs along an edge or cuts a
// corner no deeper than Eps does not cross, so a line of sight may look past
// the edge of a blocker; a polygon thinner than 2·Eps blocks nothing. It
// does not allocate.
func SegCrossesPoly(s Seg, p Poly) bool {
	t0, t1, ok := clipSegConvex(s, p, Eps)
	return ok && (t1-t0)*s.Len() > Eps
}

// clipSegConvex clips s to the convex counter-clockwise polygon p shrunk by
// inset (grown when inset < 0) on every edge line (Cyrus–Beck).
func clipSegConvex(s Seg, p []Vec, inset float64) (t0, t1 float64, ok bool) {
	if len(p) < 3 {
		return 0, 0, false
	}
	d := s.B.Sub(s.A)
	t0, t1 = 0, 1
	prev := p[len(p)-1]
	for _, b := range p {
		a := prev
		prev = b
		e := b.Sub(a)
		l := length(e)
		if l == 0 {
			continue
		}
		nrm := Vec{e.Y / l, -e.X / l} // outward unit normal
		// Inside: nrm·(x − a) ≤ −inset, with x = A + t·d.
		num := -inset - nrm.Dot(s.A.Sub(a))
		den := nrm.Dot(d)
		if den == 0 {
			if num < 0 {
				return 0, 0, false
			}
			continue
		}
		t := num / den
		if den > 0 {
			t1 = min(t1, t)
		} else {
			t0 = max(t0, t)
		}
		if t0 > t1 {
			return 0, 0, false
		}
	}
	return t0, t1, true
}

// SegClipCircle returns the parameter interval [t0, t1] ⊂ [0, 1] of the part
// of s inside the closed disc c (roundTol of slack), ok = false when s
// misses it. A tangent segment gives t0 ≈ t1.
func SegClipCircle(s Seg, c Circle) (t0, t1 float64, ok bool) {
	return clipSegDisc(s, c.C, c.R+roundTol)
}

// SegCrossesCircle reports whether s passes through c's interior: whether
// the part of s closer than R − Eps to the centre is longer than Eps. A
// tangent segment, or one cutting the rim no deeper than Eps, does not
// cross. It does not allocate.
func SegCrossesCircle(s Seg, c Circle) bool {
	t0, t1, ok := clipSegDisc(s, c.C, c.R-Eps)
	return ok && (t1-t0)*s.Len() > Eps
}

// clipSegDisc clips s to the disc of centre c and radius r.
func clipSegDisc(s Seg, c Vec, r float64) (t0, t1 float64, ok bool) {
	if r < 0 {
		return 0, 0, false
	}
	d := s.B.Sub(s.A)
	f := s.A.Sub(c)
	a := d.Len2()
	if a == 0 {
		return 0, 0, f.Len2() <= r*r
	}
	b := f.Dot(d)
	// Solve a·t² + 2b·t + (|f|² − r²) = 0 in the numerically stable form:
	// the roots are t = (−b ± √disc)/a with disc = a·r² − |f × d|².
	cr := f.Cross(d)
	disc := a*r*r - cr*cr
	if disc < 0 {
		return 0, 0, false
	}
	sq := math.Sqrt(disc)
	t0 = max((-b-sq)/a, 0)
	t1 = min((-b+sq)/a, 1)
	if t0 > t1 {
		return 0, 0, false
	}
	return t0, t1, true
}

package geom

import "math"

// MaxSweepStep is the largest rotation, in radians (15°), that SweepRotate
// covers in one step.
const MaxSweepStep = 15 * math.Pi / 180

// SweepTranslate returns the area swept by the convex polygon p moving
// straight by d: the convex hull of p and p + d, which is exact because p is
// convex. For d = 0 it is the hull of p (p itself when p is Valid).
func SweepTranslate(p Poly, d Vec) Poly {
	pts := make([]Vec, 0, 2*len(p))
	pts = append(pts, p...)
	for _, q := range p {
		pts = append(pts, q.Add(d))
	}
	return appendHull(make(Poly, 0, len(pts)), pts)
}

// SweepRotate returns convex polygons whose union contains the area swept by
// the convex counter-clockwise polygon p rotating about pivot by angle
// (radians, clockwise positive as headings are, either sign; only
// |angle| ≤ 2π makes sense). Pivoting a Rect about its centre and wheeling
// it about a front corner are both this with different pivots.
//
// The rotation is split into n = ⌈|angle| / 15°⌉ equal steps of δ (at least
// one). A point of the swept area either lies in p's starting pose or lies
// on p's boundary at some moment, so the result is p's starting pose plus,
// for every step and every edge, the band that edge sweeps during the step.
// An edge is first cut at the foot of the perpendicular from pivot, so that
// the distance to pivot grows along each piece, from ρ at its near end to ρ'
// at its far end. Such a band is bounded by the piece's poses at both ends
// of the step, the arc of its far end (convex) and the arc of its near end
// (concave). The band is covered by the quadrilateral of the two poses (one
// convex polygon, or two triangles cut through its reflex corner) with the
// far end's arc enclosed by its tangents: the far end at mid-step, pushed out
// from pivot by the arc's sagitta bound ρ'·(sec(δ/2) − 1).
//
// So the union contains the swept area (it is conservative), and overshoots
// it by at most ρmax·(sec(δ/2) − 1) ≤ 0.0086·ρmax, ρmax being the distance
// from pivot to p's farthest vertex: 0.86 mm for a corner 100 mm from the
// pivot, at the outer arc; the chords of the concave inner arcs are closer.
// (A single hull of the two poses per step would overshoot by up to
// 2·ρmax·sin(δ/4) ≈ 0.13·ρmax across the notches between poses.)
//
// A rectangle gives 1 + n·4 to 1 + n·16 polygons of 3 to 5 vertices: 4 to 6
// per step when wheeling about a corner, 16 when pivoting about its centre.
// The result is written into dst[:0], reusing its storage and that of the
// polygons it holds, so a caller must not pass a result it still needs. An
// angle of 0 gives a single copy of p.
func SweepRotate(p Poly, pivot Vec, angle float64, dst []Poly) []Poly {
	dst = dst[:0]
	dst = append(dst, append(reuse(dst), p...))
	if angle == 0 || len(p) < 3 {
		return dst
	}
	n := max(int(math.Ceil(math.Abs(angle)/MaxSweepStep-1e-9)), 1)
	b := bandSweep{pivot: pivot, delta: angle / float64(n)}
	b.sec = 1 / math.Cos(b.delta/2)
	for k := range n {
		b.a0 = b.delta * float64(k)
		for i := range p {
			e := p.Edge(i)
			d := e.Dir()
			l2 := d.Len2()
			if l2 == 0 {
				continue
			}
			t := pivot.Sub(e.A).Dot(d) / l2
			switch {
			case t*math.Sqrt(l2) > roundTol && (1-t)*math.Sqrt(l2) > roundTol:
				f := e.At(t)
				dst = b.band(dst, f, e.A)
				dst = b.band(dst, f, e.B)
			case t < 0.5:
				dst = b.band(dst, e.A, e.B)
			default:
				dst = b.band(dst, e.B, e.A)
			}
		}
	}
	return dst
}

// reuse returns the storage of the polygon just past the end of dst, emptied,
// or nil.
func reuse(dst []Poly) Poly {
	if len(dst) < cap(dst) {
		return dst[: len(dst)+1 : cap(dst)][len(dst)][:0]
	}
	return nil
}

// bandSweep covers the bands swept by edge pieces during one step of
// SweepRotate: from angle a0 to a0 + delta about pivot.
type bandSweep struct {
	pivot          Vec
	a0, delta, sec float64
}

// at returns v rotated about the pivot by a, its offset scaled by k.
func (b *bandSweep) at(v Vec, a, k float64) Vec {
	return b.pivot.Add(v.Sub(b.pivot).RotateCW(a).Scale(k))
}

// band appends to dst convex polygons covering the band swept by the segment
// from near to far, whose distance to the pivot grows from near to far.
func (b *bandSweep) band(dst []Poly, near, far Vec) []Poly {
	a1 := b.a0 + b.delta
	ns, ne := b.at(near, b.a0, 1), b.at(near, a1, 1)
	fs, fe := b.at(far, b.a0, 1), b.at(far, a1, 1)
	fm := b.at(far, b.a0+b.delta/2, b.sec) // tangents' apex over far's arc
	q := [4]Vec{ns, fs, fe, ne}
	// Find a reflex corner of the quadrilateral ns, fs, fe, ne.
	area := Poly(q[:]).Area()
	reflex := -1
	for i := range q {
		u, v := q[i].Sub(q[(i+3)%4]), q[(i+1)%4].Sub(q[i])
		if x := u.Cross(v); x*area < 0 && math.Abs(x) > 1e-12*u.Len()*v.Len() {
			reflex = i
		}
	}
	hull := func(dst []Poly, pts ...Vec) []Poly {
		var buf [5]Vec
		h := appendHull(reuse(dst), append(buf[:0], pts...))
		if len(h) < 3 {
			return dst
		}
		return append(dst, h)
	}
	switch reflex {
	case 0, 2: // cut along ns–fe
		dst = hull(dst, ns, fs, fm, fe)
		return hull(dst, ns, fe, ne)
	case 1, 3: // cut along fs–ne
		dst = hull(dst, ns, fs, ne)
		return hull(dst, fs, fm, fe, ne)
	}
	return hull(dst, ns, fs, fm, fe, ne)
}

// Pivot returns r turned about its centre by angle (radians, clockwise
// positive); the heading is normalised to (−π, π].
func (r Rect) Pivot(angle float64) Rect {
	r.Heading = NormAngle(r.Heading + angle)
	return r
}

// WheelPivot returns the corner r wheels about for a turn of angle: the
// front-right corner for a clockwise turn (angle > 0), the front-left corner
// otherwise.
func (r Rect) WheelPivot(angle float64) Vec {
	c := r.Corners()
	if angle > 0 {
		return c[1]
	}
	return c[0]
}

// Wheel returns r wheeled by angle (radians, clockwise positive) about the
// front corner on the inside of the turn (see WheelPivot): clockwise
// (angle > 0) about the front-right corner, so the front-left corner
// travels; anticlockwise about the front-left corner. The pivot corner stays
// put; the heading is normalised to (−π, π]. The area swept is covered by
// SweepRotate(r.Poly(), r.WheelPivot(angle), angle, nil).
func (r Rect) Wheel(angle float64) Rect {
	pv := r.WheelPivot(angle)
	r.Center = pv.Add(r.Center.Sub(pv).RotateCW(angle))
	r.Heading = NormAngle(r.Heading + angle)
	return r
}

// WheelDistance returns the length of the arc the outer front corner
// travels when r wheels by angle: W·|angle|.
func (r Rect) WheelDistance(angle float64) float64 { return r.W * math.Abs(angle) }

package geom

import "math"

// MaxSweepStep is the largest rotation, in radians (15°), that SweepRotate
// covers with one convex polygon.
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
// the convex polygon p rotating about pivot by angle (radians, clockwise
// positive as headings are, either sign, any size though only |angle| ≤ 2π
// makes sense). Pivoting a Rect about its centre and wheeling it about a
// front corner are both this with different pivots.
//
// The rotation is split into n = ⌈|angle| / 15°⌉ equal steps of δ (at least
// one step). Each step gives one polygon: the convex hull of the pose at the
// start of the step, the pose at its end, and the mid-step pose scaled about
// pivot by sec(δ/2). Every point x of p moves along an arc of radius
// ρ = |x − pivot| whose chord and tangents form a triangle containing it;
// the triangle's apex is x at mid-step pushed out by the sagitta bound
// ρ·(sec(δ/2) − 1), so the hull contains every intermediate pose: the result
// is conservative.
//
// Overshoot: no point of the result lies farther than about
// ρmax·(sec(δ/2) − 1) ≤ 0.0086·ρmax from the true swept area, ρmax being the
// distance from pivot to p's farthest vertex (0.86 mm for a corner 100 mm
// from the pivot; with δ = 15°), plus any concavity of the true swept area
// within one step, which the convex hull fills (at most ρmax·(1 − cos(δ/2))).
//
// The result is written into dst[:0], reusing its storage and that of the
// polygons it holds, so a caller must not pass a result it still needs. An
// angle of 0 gives a single copy of p.
func SweepRotate(p Poly, pivot Vec, angle float64, dst []Poly) []Poly {
	n := max(int(math.Ceil(math.Abs(angle)/MaxSweepStep-1e-9)), 1)
	delta := angle / float64(n)
	sec := 1 / math.Cos(delta/2)
	pts := make([]Vec, 0, 3*len(p))
	full := dst[:cap(dst)]
	dst = dst[:0]
	for k := range n {
		a0 := delta * float64(k)
		a1 := a0 + delta
		pts = pts[:0]
		for _, q := range p {
			r := q.Sub(pivot)
			pts = append(pts,
				pivot.Add(r.RotateCW(a0)),
				pivot.Add(r.RotateCW(a1)),
				pivot.Add(r.RotateCW(a0+delta/2).Scale(sec)))
		}
		var buf Poly
		if k < len(full) {
			buf = full[k][:0]
		}
		dst = append(dst, appendHull(buf, pts))
	}
	return dst
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
// put; the heading is normalised to (−π, π]. The area swept is
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

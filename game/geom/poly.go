package geom

import (
	"iter"
	"math"
)

// Edge returns the i-th edge of p, from p[i] to p[(i+1) mod len(p)]. With
// counter-clockwise vertices the interior lies to the left of every edge.
func (p Poly) Edge(i int) Seg {
	j := i + 1
	if j == len(p) {
		j = 0
	}
	return Seg{p[i], p[j]}
}

// Edges iterates over p's edges in order (see Edge).
func (p Poly) Edges() iter.Seq[Seg] {
	return func(yield func(Seg) bool) {
		for i := range p {
			if !yield(p.Edge(i)) {
				return
			}
		}
	}
}

// Bounds returns the smallest axis-aligned box containing p; the zero Box
// for an empty p.
func (p Poly) Bounds() Box { return BoxAround(p) }

// Area returns p's area by the shoelace formula: positive for
// counter-clockwise vertices, negative for clockwise, 0 for fewer than 3.
func (p Poly) Area() float64 {
	if len(p) < 3 {
		return 0
	}
	var a float64
	o := p[0]
	for i := 1; i+1 < len(p); i++ {
		a += p[i].Sub(o).Cross(p[i+1].Sub(o))
	}
	return a / 2
}

// Centroid returns p's centre of area; the mean of its vertices when it has
// no area (and the zero Vec when it is empty).
func (p Poly) Centroid() Vec {
	if len(p) == 0 {
		return Vec{}
	}
	o := p[0]
	var a float64
	var c Vec
	for i := 1; i+1 < len(p); i++ {
		u, v := p[i].Sub(o), p[i+1].Sub(o)
		w := u.Cross(v)
		a += w
		c = c.Add(u.Add(v).Scale(w))
	}
	if a == 0 {
		var m Vec
		for _, q := range p {
			m = m.Add(q)
		}
		return m.Scale(1 / float64(len(p)))
	}
	return o.Add(c.Scale(1 / (3 * a)))
}

// Contains reports whether q lies in the convex polygon p or within Eps of
// its boundary: the boundary counts as inside. p must be counter-clockwise.
func (p Poly) Contains(q Vec) bool { return polyDist(p, q) <= Eps }

// polyDist returns the distance from q to the convex counter-clockwise
// polygon p: 0 inside or on the boundary.
func polyDist(p []Vec, q Vec) float64 {
	s := polySignedDist(p, q)
	return max(s, 0)
}

// polySignedDist returns the signed distance from q to the boundary of the
// convex counter-clockwise polygon p: negative inside, positive outside.
func polySignedDist(p []Vec, q Vec) float64 {
	if len(p) == 0 {
		return math.Inf(1)
	}
	inside := math.Inf(-1)
	prev := p[len(p)-1]
	for _, cur := range p {
		e := cur.Sub(prev)
		if l := length(e); l > 0 {
			inside = max(inside, e.Cross(q.Sub(prev))/-l)
		}
		prev = cur
	}
	if inside <= 0 {
		return inside
	}
	d2 := math.Inf(1)
	prev = p[len(p)-1]
	for _, cur := range p {
		d2 = min(d2, q.Sub(Seg{prev, cur}.ClosestPoint(q)).Len2())
		prev = cur
	}
	return math.Sqrt(d2)
}

// Translate returns a new polygon, p moved by d.
func (p Poly) Translate(d Vec) Poly {
	out := make(Poly, len(p))
	for i, q := range p {
		out[i] = q.Add(d)
	}
	return out
}

// Valid reports whether p is a proper convex polygon as this package
// expects: at least 3 finite vertices, no repeated consecutive vertex,
// every turn a left turn or straight (collinear vertices are allowed), going
// round exactly once, with positive area.
func (p Poly) Valid() bool {
	n := len(p)
	if n < 3 {
		return false
	}
	var turn float64
	for i := range n {
		a, b, c := p[i], p[(i+1)%n], p[(i+2)%n]
		if math.IsNaN(a.X+a.Y) || math.IsInf(a.X+a.Y, 0) || a == b {
			return false
		}
		u, v := b.Sub(a), c.Sub(b)
		x := u.Cross(v)
		if x < -1e-12*u.Len()*v.Len() {
			return false
		}
		turn += math.Atan2(x, u.Dot(v))
	}
	return math.Abs(turn-2*math.Pi) < 1e-6 && p.Area() > 0
}

// RegularPoly returns the regular n-gon inscribed in the circle of centre c
// and radius r, counter-clockwise, its first vertex at c + (r, 0). Every
// vertex lies on the circle, so the polygon lies inside it; the midpoints of
// its edges lie r·(1 − cos(π/n)) inside the circle. It returns nil when
// n < 3 or r ≤ 0.
func RegularPoly(c Vec, r float64, n int) Poly {
	if n < 3 || r <= 0 {
		return nil
	}
	out := make(Poly, n)
	for i := range n {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		out[i] = Vec{c.X + r*co, c.Y + r*s}
	}
	return out
}

// ContainsShape reports whether the shape lies wholly inside the convex
// counter-clockwise polygon p (touching its boundary counts as inside):
// every vertex of a polygon or rectangle, or a circle's centre with its
// radius to spare from every edge.
func (p Poly) ContainsShape(s Shape) bool {
	var buf [4]Vec
	pts, c, isCircle, _ := view(s, &buf)
	if isCircle {
		return polySignedDist(p, c.C) <= -c.R+Eps
	}
	for _, q := range pts {
		if !p.Contains(q) {
			return false
		}
	}
	return true
}

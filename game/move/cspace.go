package move

import (
	"math"

	"warbench/game/geom"
)

// The solver works in configuration space: the footprint A (its vertices
// at the pose where a step begins) meets the obstacle B translated by x
// exactly when x lies in the convex polygon B ⊕ (−A), and the signed
// distance between A + x and B (their edge-to-edge distance when apart,
// minus their penetration depth when they overlap) is the signed distance
// from the point x to that polygon. Along a straight step x = t·w, so the
// distance to an obstacle is a convex function of t and the set of t where
// it is below a gap is one open interval, found here analytically. A disc
// is its centre grown by its radius r (see foot): B ⊕ (−A) is B translated
// by minus the centre, and every level is raised by r.

// tinyEdge is the length below which an edge has no usable normal.
const tinyEdge = 1e-12

// lowest returns the index of the lowest (then leftmost) vertex of p.
func lowest(p []geom.Vec) int {
	k := 0
	for i, v := range p {
		if v.Y < p[k].Y || (v.Y == p[k].Y && v.X < p[k].X) {
			k = i
		}
	}
	return k
}

// cspace appends to dst[:0] the counter-clockwise vertices of b ⊕ (−a),
// a's vertices being a footprint's (its radius is not part of it): for a
// rectangle by merging the edges of both polygons in angular order, for a
// disc by translating b. It allocates only when cap(dst) is less than
// len(b) + 4.
func cspace(dst []geom.Vec, a *foot, b []geom.Vec) []geom.Vec {
	dst = dst[:0]
	if a.n == 1 {
		for _, v := range b {
			dst = append(dst, v.Sub(a.v[0]))
		}
		return dst
	}
	var p [4]geom.Vec
	for i, v := range a.v {
		p[i] = geom.Vec{X: -v.X, Y: -v.Y}
	}
	n, m := len(p), len(b)
	ip, jq := lowest(p[:]), lowest(b)
	i, j := 0, 0
	for i < n || j < m {
		pi, qj := p[(ip+i)%n], b[(jq+j)%m]
		dst = append(dst, pi.Add(qj))
		ep := p[(ip+i+1)%n].Sub(pi)
		eq := b[(jq+j+1)%m].Sub(qj)
		c := ep.Cross(eq)
		switch {
		case j == m || (i < n && c > 0):
			i++
		case i == n || c < 0:
			j++
		default:
			i++
			j++
		}
	}
	return dst
}

// sdPoint returns the signed distance from x to the convex
// counter-clockwise polygon m: the distance to it outside, minus the
// distance to its boundary inside, 0 on the boundary.
func sdPoint(m []geom.Vec, x geom.Vec) float64 {
	if len(m) == 0 {
		return math.Inf(1)
	}
	inside := math.Inf(-1)
	prev := m[len(m)-1]
	for _, cur := range m {
		e := cur.Sub(prev)
		if l := math.Sqrt(e.Len2()); l > tinyEdge {
			inside = max(inside, -e.Cross(x.Sub(prev))/l)
		}
		prev = cur
	}
	if inside <= 0 && len(m) > 2 {
		return inside
	}
	best := math.Inf(1)
	prev = m[len(m)-1]
	for _, cur := range m {
		best = min(best, x.Sub(geom.Seg{A: prev, B: cur}.ClosestPoint(x)).Len2())
		prev = cur
	}
	return math.Sqrt(best)
}

// sdFoot returns the signed distance between the footprint a and the
// convex polygon b (see cspace).
func sdFoot(a *foot, b []geom.Vec) float64 {
	if len(b) == 0 {
		return math.Inf(1)
	}
	var buf [64]geom.Vec
	return sdPoint(cspace(buf[:0], a, b), geom.Vec{}) - a.r
}

// rayInterval returns the open interval (lo, hi) of the t, over the whole
// real line, at which the point t·w (w a unit vector) is closer than level
// to the convex counter-clockwise polygon m (signed distance below level),
// and ok = false when there is none. For level ≤ 0 the set is m shrunk by
// −level, an intersection of half-planes; for level > 0 it is m grown by
// level, covered by m, one slab per edge and one disc per vertex, and the
// line meets it in the convex hull of what it meets of those.
func rayInterval(m []geom.Vec, w geom.Vec, level float64) (lo, hi float64, ok bool) {
	if len(m) == 0 {
		return 0, 0, false
	}
	lo, hi = math.Inf(1), math.Inf(-1)
	if len(m) > 2 {
		// m shrunk by −level, or m itself when level > 0.
		lo, hi = math.Inf(-1), math.Inf(1)
		inset := min(level, 0)
		prev := m[len(m)-1]
		for _, cur := range m {
			e := cur.Sub(prev)
			l := math.Sqrt(e.Len2())
			if l > tinyEdge {
				n := geom.Vec{X: e.Y / l, Y: -e.X / l} // outward
				// Inside this half-plane: n·(t·w − prev) − inset < 0.
				lo, hi = clipBelow(lo, hi, -n.Dot(prev)-inset, n.Dot(w))
			}
			prev = cur
		}
		if level <= 0 {
			return lo, hi, lo < hi
		}
		if lo >= hi {
			lo, hi = math.Inf(1), math.Inf(-1)
		}
	}
	if level <= 0 {
		return 0, 0, false // a segment or a point has no inside
	}
	prev := m[len(m)-1]
	for _, cur := range m {
		// The disc of radius level about the vertex cur.
		b := w.Dot(cur)
		cr := cur.Cross(w)
		if d := level*level - cr*cr; d > 0 {
			s := math.Sqrt(d)
			lo, hi = min(lo, b-s), max(hi, b+s)
		}
		// The slab of width level outside the edge prev→cur.
		e := cur.Sub(prev)
		if l := math.Sqrt(e.Len2()); l > tinyEdge {
			u := geom.Vec{X: e.X / l, Y: e.Y / l}
			n := geom.Vec{X: u.Y, Y: -u.X}
			t0, t1 := math.Inf(-1), math.Inf(1)
			t0, t1 = clipBetween(t0, t1, -n.Dot(prev), n.Dot(w), 0, level)
			t0, t1 = clipBetween(t0, t1, -u.Dot(prev), u.Dot(w), 0, l)
			if t0 < t1 {
				lo, hi = min(lo, t0), max(hi, t1)
			}
		}
		prev = cur
	}
	return lo, hi, lo < hi
}

// clipBelow intersects (lo, hi) with the t where a + b·t < 0.
func clipBelow(lo, hi, a, b float64) (float64, float64) {
	switch {
	case b > 0:
		hi = min(hi, -a/b)
	case b < 0:
		lo = max(lo, -a/b)
	case a >= 0:
		return math.Inf(1), math.Inf(-1)
	}
	return lo, hi
}

// clipBetween intersects (lo, hi) with the t where x0 ≤ a + b·t ≤ x1.
func clipBetween(lo, hi, a, b, x0, x1 float64) (float64, float64) {
	if b == 0 {
		if a < x0 || a > x1 {
			return math.Inf(1), math.Inf(-1)
		}
		return lo, hi
	}
	t0, t1 := (x0-a)/b, (x1-a)/b
	if t0 > t1 {
		t0, t1 = t1, t0
	}
	return max(lo, t0), min(hi, t1)
}

package geom

import "math"

// halfPlane is the closed set {x : N·x ≤ C}, N a unit vector.
type halfPlane struct {
	N Vec
	C float64
}

// localHalfPlane turns the half-plane {α·x + β·y ≤ γ} of r's Local frame
// into a table half-plane, normalising it.
func localHalfPlane(r Rect, alpha, beta, gamma float64) halfPlane {
	n := r.Right().Scale(alpha).Add(r.Forward().Scale(beta))
	l := n.Len()
	return halfPlane{n.Scale(1 / l), (gamma + n.Dot(r.Center)) / l}
}

// dist returns how far p lies outside h (negative inside).
func (h halfPlane) dist(p Vec) float64 { return h.N.Dot(p) - h.C }

// convexMeetsHalfPlanes reports whether the convex polygon pts comes within
// tol of the intersection of hs (each half-plane grown by tol), clipping it
// by each half-plane in turn (Sutherland–Hodgman). It allocates only for
// polygons of more than 36 vertices.
func convexMeetsHalfPlanes(pts []Vec, hs []halfPlane, tol float64) bool {
	var b0, b1 [40]Vec
	cur := append(b0[:0], pts...)
	next := b1[:0]
	for _, h := range hs {
		next = clipHalfPlane(next[:0], cur, h.N, h.C+tol)
		if len(next) == 0 {
			return false
		}
		cur, next = next, cur
	}
	return len(cur) > 0
}

// clipHalfPlane appends to dst the part of the closed polygon (or polyline
// ring) pts with n·x ≤ c; a single kept vertex or a kept edge is returned as
// is, so touching counts.
func clipHalfPlane(dst, pts []Vec, n Vec, c float64) []Vec {
	m := len(pts)
	if m == 0 {
		return dst
	}
	prev := pts[m-1]
	dp := n.Dot(prev) - c
	for _, cur := range pts {
		dc := n.Dot(cur) - c
		if (dp < 0 && dc > 0) || (dp > 0 && dc < 0) {
			dst = append(dst, prev.Lerp(cur, dp/(dp-dc)))
		}
		if dc <= 0 {
			dst = append(dst, cur)
		}
		prev, dp = cur, dc
	}
	return dst
}

// distToHalfPlanes returns the distance from p to the intersection Q of hs
// (at most a few half-planes, Q assumed non-empty): 0 when p is in Q, else
// the least distance to a feasible candidate among p's projections onto
// each boundary line and the pairwise corners of those lines. +Inf when Q
// is empty.
func distToHalfPlanes(p Vec, hs []halfPlane) float64 {
	feasible := func(q Vec) bool {
		for _, h := range hs {
			if h.dist(q) > roundTol {
				return false
			}
		}
		return true
	}
	if feasible(p) {
		return 0
	}
	best := math.Inf(1)
	for i, h := range hs {
		q := p.Sub(h.N.Scale(h.dist(p)))
		if feasible(q) {
			best = min(best, p.Dist(q))
		}
		for _, g := range hs[i+1:] {
			det := h.N.Cross(g.N)
			if det == 0 {
				continue
			}
			// Solve h.N·q = h.C, g.N·q = g.C.
			q := Vec{(h.C*g.N.Y - g.C*h.N.Y) / det, (h.N.X*g.C - g.N.X*h.C) / det}
			if feasible(q) {
				best = min(best, p.Dist(q))
			}
		}
	}
	return best
}

package geom

import (
	"errors"
	"slices"
)

// ConvexParts splits a simple polygon, convex or not, given in either
// winding, into convex polygons that cover it without overlapping, each
// counter-clockwise (Valid): it clips ears into triangles, then merges
// neighbours across their shared edge while the union stays convex
// (Hertel and Mehlhorn), which gives at most four times the fewest parts
// possible and, for the shapes a player draws, usually the fewest. A
// polygon whose edges cross, or with fewer than three corners spanning
// an area, is an error.
func ConvexParts(p Poly) ([]Poly, error) {
	pts := slices.Clone(p)
	pts = slices.CompactFunc(pts, func(a, b Vec) bool { return a.Near(b) })
	for len(pts) > 1 && pts[0].Near(pts[len(pts)-1]) {
		pts = pts[:len(pts)-1]
	}
	pts = dropStraight(pts)
	if len(pts) >= 3 && crossesItself(pts) {
		return nil, errors.New("the outline crosses itself")
	}
	if len(pts) < 3 || Poly(pts).Area() == 0 {
		return nil, errors.New("a shape needs three corners or more that span an area")
	}
	if Poly(pts).Area() < 0 {
		slices.Reverse(pts)
	}
	tris, ok := earClip(pts)
	if !ok {
		return nil, errors.New("the outline cannot be cut into pieces (it touches itself)")
	}
	return mergeConvex(tris), nil
}

// dropStraight leaves out corners where the outline goes straight on.
func dropStraight(pts []Vec) []Vec {
	for changed := true; changed && len(pts) >= 3; {
		changed = false
		for i := range pts {
			a, b, c := pts[(i+len(pts)-1)%len(pts)], pts[i], pts[(i+1)%len(pts)]
			if u, v := b.Sub(a), c.Sub(b); abs(u.Cross(v)) <= 1e-9*u.Len()*v.Len() && u.Dot(v) > 0 {
				pts = slices.Delete(pts, i, i+1)
				changed = true
				break
			}
		}
	}
	return pts
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// crossesItself reports whether two edges of the closed outline that are
// not neighbours share a point.
func crossesItself(pts []Vec) bool {
	n := len(pts)
	for i := range n {
		a := Seg{pts[i], pts[(i+1)%n]}
		for j := i + 2; j < n; j++ {
			if i == 0 && j == n-1 {
				continue // the last edge meets the first at pts[0]
			}
			if _, hit := SegIntersect(a, Seg{pts[j], pts[(j+1)%n]}); hit {
				return true
			}
		}
	}
	return false
}

// earClip cuts a simple counter-clockwise outline into triangles: each
// time a convex corner whose triangle holds no other corner.
func earClip(pts []Vec) ([]Poly, bool) {
	rest := slices.Clone(pts)
	var out []Poly
	for len(rest) > 3 {
		cut := false
		for i := range rest {
			n := len(rest)
			a, b, c := rest[(i+n-1)%n], rest[i], rest[(i+1)%n]
			if b.Sub(a).Cross(c.Sub(b)) <= 0 {
				continue // a reflex or straight corner is no ear
			}
			tri := Poly{a, b, c}
			inside := false
			for k, q := range rest {
				if k != i && k != (i+n-1)%n && k != (i+1)%n && tri.Contains(q) {
					inside = true
					break
				}
			}
			if inside {
				continue
			}
			out = append(out, tri)
			rest = slices.Delete(rest, i, i+1)
			cut = true
			break
		}
		if !cut {
			return nil, false
		}
	}
	return append(out, Poly(rest)), true
}

// mergeConvex joins neighbouring parts across a shared edge while the
// union is convex.
func mergeConvex(parts []Poly) []Poly {
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(parts) && !merged; i++ {
			for j := i + 1; j < len(parts) && !merged; j++ {
				if u, ok := joinAcross(parts[i], parts[j]); ok {
					parts[i] = u
					parts = slices.Delete(parts, j, j+1)
					merged = true
				}
			}
		}
	}
	return parts
}

// joinAcross is the union of two counter-clockwise convex parts that
// share an edge (a→b in p, b→a in q), when it is convex.
func joinAcross(p, q Poly) (Poly, bool) {
	for i := range p {
		a, b := p[i], p[(i+1)%len(p)]
		for j := range q {
			if !q[j].Near(b) || !q[(j+1)%len(q)].Near(a) {
				continue
			}
			// p from b round to a, then q's corners strictly between a and b.
			var u Poly
			for k := range len(p) {
				u = append(u, p[(i+1+k)%len(p)])
			}
			for k := 2; k < len(q); k++ {
				u = append(u, q[(j+k)%len(q)])
			}
			u = dropStraight(u)
			if u.Valid() {
				return u, true
			}
			return nil, false
		}
	}
	return nil, false
}

// OuterEdges are the edges of parts that no other part shares (the same
// two corners, either way round): the outline of a shape split into
// parts, without the seams between them.
func OuterEdges(parts []Poly) []Seg {
	var out []Seg
	for i, p := range parts {
		for e := range p.Edges() {
			shared := false
			for j, q := range parts {
				if j == i {
					continue
				}
				for f := range q.Edges() {
					if (e.A.Near(f.B) && e.B.Near(f.A)) || (e.A.Near(f.A) && e.B.Near(f.B)) {
						shared = true
						break
					}
				}
				if shared {
					break
				}
			}
			if !shared {
				out = append(out, e)
			}
		}
	}
	return out
}

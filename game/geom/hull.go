package geom

import (
	"cmp"
	"errors"
	"math"
	"slices"
)

// errDegenerate is returned by NewPoly for input without area.
var errDegenerate = errors.New("geom: NewPoly needs at least 3 finite, non-collinear points")

// NewPoly returns the convex hull of pts in counter-clockwise order (see
// ConvexHull). It fails when the points are not finite or span no area
// (fewer than 3 non-collinear points).
func NewPoly(pts ...Vec) (Poly, error) {
	for _, p := range pts {
		if math.IsNaN(p.X) || math.IsNaN(p.Y) || math.IsInf(p.X, 0) || math.IsInf(p.Y, 0) {
			return nil, errDegenerate
		}
	}
	h := ConvexHull(pts)
	if len(h) < 3 || h.Area() <= 0 {
		return nil, errDegenerate
	}
	return h, nil
}

// ConvexHull returns the convex hull of pts as a new Poly, counter-clockwise,
// starting at the lowest-leftmost point, without repeated or collinear
// vertices (a vertex within about 1e-12 of a straight angle is dropped). It
// does not modify pts. The result has fewer than 3 vertices when the points
// are all collinear or coincident: the two extreme points, or the single
// point, or nil for no points.
func ConvexHull(pts []Vec) Poly {
	return appendHull(nil, slices.Clone(pts))
}

// appendHull appends the hull of pts to dst[:0], sorting pts in place
// (Andrew's monotone chain).
func appendHull(dst Poly, pts []Vec) Poly {
	dst = dst[:0]
	slices.SortFunc(pts, func(a, b Vec) int {
		if c := cmp.Compare(a.X, b.X); c != 0 {
			return c
		}
		return cmp.Compare(a.Y, b.Y)
	})
	pts = slices.Compact(pts)
	if len(pts) < 3 {
		return append(dst, pts...)
	}
	// turnsLeft reports a strict left turn o→a→b, with a relative tolerance.
	turnsLeft := func(o, a, b Vec) bool {
		oa, ob := a.Sub(o), b.Sub(o)
		return oa.Cross(ob) > 1e-12*math.Sqrt(oa.Len2()*ob.Len2())
	}
	for _, p := range pts { // lower chain
		for len(dst) >= 2 && !turnsLeft(dst[len(dst)-2], dst[len(dst)-1], p) {
			dst = dst[:len(dst)-1]
		}
		dst = append(dst, p)
	}
	lower := len(dst) + 1
	for i := len(pts) - 2; i >= 0; i-- { // upper chain
		p := pts[i]
		for len(dst) >= lower && !turnsLeft(dst[len(dst)-2], dst[len(dst)-1], p) {
			dst = dst[:len(dst)-1]
		}
		dst = append(dst, p)
	}
	dst = dst[:len(dst)-1] // the last point repeats the first
	if len(dst) == 2 && dst[0] == dst[1] {
		dst = dst[:1]
	}
	return dst
}

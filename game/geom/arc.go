package geom

import "math"

// Arc is one of the four sides of a piece a point or shape can be on. With
// ArcCorner45 the arcs are bounded by lines leaving the corners at 45°
// (heading 0 faces up):
//
//	  \      front      /
//	    \FL          FR/
//	     +------------+
//	left |     ^      | right
//	flank|            | flank
//	     +------------+
//	    /RL          RR\
//	  /      rear       \
//
// With ArcHalf180 the line through the centre across the heading divides
// front from rear.
type Arc int

// The arcs, clockwise from the front.
const (
	ArcFront Arc = iota
	ArcRight
	ArcRear
	ArcLeft
)

// String returns "front", "right flank", "rear" or "left flank".
func (a Arc) String() string {
	switch a {
	case ArcFront:
		return "front"
	case ArcRight:
		return "right flank"
	case ArcRear:
		return "rear"
	case ArcLeft:
		return "left flank"
	}
	return "Arc(?)"
}

// ArcStyle is the way a rule system divides the table around a base.
type ArcStyle int

const (
	// ArcCorner45 (rank-and-file blocks): four arcs bounded by lines from
	// each corner at 45° to the sides, bisecting the exterior angle.
	ArcCorner45 ArcStyle = iota
	// ArcHalf180 (skirmish models): the front arc is the half-plane in front of
	// the line through the base's centre perpendicular to its heading, the
	// rear arc the other half; there are no flank arcs.
	ArcHalf180
)

// String returns "corner45" or "half180".
func (s ArcStyle) String() string {
	switch s {
	case ArcCorner45:
		return "corner45"
	case ArcHalf180:
		return "half180"
	}
	return "ArcStyle(?)"
}

// ArcEps is the tolerance of the corner-45 arc rule, in millimetres
// (0.001 inch): a point this close past a front/flank line counts as in
// front.
const ArcEps = 0.0254

// ArcOf returns the arc of r that p lies in.
//
// ArcCorner45 is the corner-45 rule of the rank-and-file rulebooks. With
// x = (p − C)·Right, y = (p − C)·Forward, dx = |x| − W/2, dyF = y − D/2 and
// dyR = −D/2 − y: p is in the front if dyF ≥ 0 and dyF ≥ dx − ArcEps (so a
// point on a front/flank 45° line, or up to ArcEps past it, is FRONT); else
// in the rear if dyR ≥ 0 and dyR > dx + ArcEps (a point on a flank/rear line
// is a FLANK); else in the right flank if x > 0, the left flank otherwise.
// The tests dyF ≥ 0 and dyR ≥ 0 allow roundTol (1e-9 mm) of rounding, so a
// point on the front edge of a rotated base stays FRONT.
//
// Points inside the rectangle or on its boundary get the arc of the same
// formula: the front edge (corners included) is FRONT, the rear edge is REAR
// except within ArcEps of its corners (a flank there), and every other point
// is the right flank for x > 0, the left flank for x ≤ 0.
//
// ArcHalf180 gives ArcFront when (p − C)·Forward ≥ 0 (the dividing line is
// front) and ArcRear otherwise.
func ArcOf(r Rect, style ArcStyle, p Vec) Arc {
	l := r.Local(p)
	x, y := l.X, l.Y
	if style == ArcHalf180 {
		if y >= 0 {
			return ArcFront
		}
		return ArcRear
	}
	dx := math.Abs(x) - r.W/2
	dyF := y - r.D/2
	dyR := -r.D/2 - y
	switch {
	case dyF >= -roundTol && dyF >= dx-ArcEps:
		return ArcFront
	case dyR >= -roundTol && dyR > dx+ArcEps:
		return ArcRear
	case x > 0:
		return ArcRight
	}
	return ArcLeft
}

// ArcRegion returns arc a of r, cut off reach millimetres from the
// rectangle, as a convex counter-clockwise polygon for drawing. For
// ArcCorner45 it is the arc's edge of the rectangle, the two 45° rays from
// its corners extended reach along the rays, and the line reach out from
// that edge, the corners of the reach joined by chords (so the polygon lies
// within reach of the rectangle and is at most reach·(1 − cos 22.5°) short
// of it near the rays). ArcEps is ignored. For ArcHalf180 the front (rear)
// arc is the half of r grown by reach on every side in front of (behind) the
// line through the centre; its flank arcs are empty (nil). It returns nil
// for an unknown arc or when reach ≤ 0. Use ShapeInArc, not this polygon,
// to decide whether something is in an arc.
func ArcRegion(r Rect, style ArcStyle, a Arc, reach float64) Poly {
	if reach <= 0 {
		return nil
	}
	hw, hd, R := r.W/2, r.D/2, reach
	var loc [6]Vec
	if style == ArcHalf180 {
		var y0, y1 float64
		switch a {
		case ArcFront:
			y0, y1 = 0, hd+R
		case ArcRear:
			y0, y1 = -hd-R, 0
		default:
			return nil
		}
		x := hw + R
		return ConvexHull([]Vec{r.World(Vec{-x, y0}), r.World(Vec{x, y0}), r.World(Vec{x, y1}), r.World(Vec{-x, y1})})
	}
	s := R / math.Sqrt2
	// p0, p1: the edge; u0, u1: the rays' far ends relative to p0, p1; n:
	// the edge's outward normal times reach.
	var p0, p1, u0, u1, n Vec
	switch a {
	case ArcFront:
		p0, p1, u0, u1, n = Vec{-hw, hd}, Vec{hw, hd}, Vec{-s, s}, Vec{s, s}, Vec{0, R}
	case ArcRight:
		p0, p1, u0, u1, n = Vec{hw, hd}, Vec{hw, -hd}, Vec{s, s}, Vec{s, -s}, Vec{R, 0}
	case ArcRear:
		p0, p1, u0, u1, n = Vec{hw, -hd}, Vec{-hw, -hd}, Vec{s, -s}, Vec{-s, -s}, Vec{0, -R}
	case ArcLeft:
		p0, p1, u0, u1, n = Vec{-hw, -hd}, Vec{-hw, hd}, Vec{-s, -s}, Vec{-s, s}, Vec{-R, 0}
	default:
		return nil
	}
	loc = [6]Vec{p0, p1, p1.Add(u1), p1.Add(n), p0.Add(n), p0.Add(u0)}
	for i := range loc {
		loc[i] = r.World(loc[i])
	}
	return ConvexHull(loc[:])
}

// arcPieces is an arc's closed unbounded region as up to two convex pieces,
// piece i the intersection of hs[i][:k[i]] (k[i] = 0: no piece).
type arcPieces struct {
	hs [2][3]halfPlane
	k  [2]int
}

// arcHalfPlanes returns the closed unbounded region ArcOf assigns to arc a
// outside the rectangle.
func arcHalfPlanes(r Rect, style ArcStyle, a Arc) (p arcPieces) {
	hw, hd, e := r.W/2, r.D/2, ArcEps
	h := func(al, be, ga float64) halfPlane { return localHalfPlane(r, al, be, ga) }
	if style == ArcHalf180 {
		switch a {
		case ArcFront:
			p.hs[0][0], p.k[0] = h(0, -1, 0), 1
		case ArcRear:
			p.hs[0][0], p.k[0] = h(0, 1, 0), 1
		}
		return p
	}
	switch a {
	case ArcFront:
		p.hs[0] = [3]halfPlane{h(0, -1, -hd), h(1, -1, hw+e-hd), h(-1, -1, hw+e-hd)}
		p.k = [2]int{3, 0}
	case ArcRear:
		p.hs[0] = [3]halfPlane{h(0, 1, -hd), h(1, 1, hw-e-hd), h(-1, 1, hw-e-hd)}
		p.k = [2]int{3, 0}
	case ArcRight:
		// x ≥ W/2, not rear, and not front: below the front edge's line or
		// below the front/flank 45° line.
		side, notRear := h(-1, 0, -hw), h(-1, -1, hd-hw+e)
		p.hs[0] = [3]halfPlane{side, notRear, h(0, 1, hd)}
		p.hs[1] = [3]halfPlane{side, notRear, h(-1, 1, hd-hw-e)}
		p.k = [2]int{3, 3}
	case ArcLeft:
		side, notRear := h(1, 0, -hw), h(1, -1, hd-hw+e)
		p.hs[0] = [3]halfPlane{side, notRear, h(0, 1, hd)}
		p.hs[1] = [3]halfPlane{side, notRear, h(1, 1, hd-hw-e)}
		p.k = [2]int{3, 3}
	}
	return p
}

// ShapeInArc reports whether some point of s lies in arc a of r ("at least
// partially within the front arc"). The arc is the closed, unbounded region
// that ArcOf assigns to a outside the rectangle (ArcEps included), grown by
// Eps: a shape touching a front/flank line is in both the front and that
// flank arc, and one touching the front edge is in the front arc. For
// ArcHalf180 the arcs are the closed half-planes (no flanks: false). The
// test is exact, not a polygon of finite reach: a polygon or rectangle is
// clipped against the half-planes bounding the arc, a circle's centre is
// measured against them.
func ShapeInArc(r Rect, style ArcStyle, a Arc, s Shape) bool {
	var pb [4]Vec
	pts, c, isCircle, _ := view(s, &pb)
	ap := arcHalfPlanes(r, style, a)
	for i, k := range ap.k {
		if k == 0 {
			continue
		}
		piece := ap.hs[i][:k]
		if isCircle {
			if distToHalfPlanes(c.C, piece) <= c.R+Eps {
				return true
			}
		} else if convexMeetsHalfPlanes(pts, piece, Eps) {
			return true
		}
	}
	return false
}

// RectShootingArc returns r with its frontage set to frontWidth: same
// centre, heading and depth, so the same centre line and front edge
// position. Its front arc is r's front arc "as if the front edge were
// frontWidth wide, centred" (for a ruleset whose war engines shoot through a
// front narrower than their base).
func RectShootingArc(r Rect, frontWidth float64) Rect {
	r.W = frontWidth
	return r
}

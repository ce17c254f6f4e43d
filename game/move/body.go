package move

import (
	"math"

	"warbench/game/geom"
)

// Body is a footprint the solver moves, standing at Pose: an oriented
// rectangle W wide (the frontage, along Right) and D deep (along Forward),
// or, when Round, a disc of diameter W (D is then ignored). Lengths are
// millimetres and must be positive.
type Body struct {
	Pose  geom.Pose
	W, D  float64
	Round bool
}

// RectBody returns the rectangular body r.
func RectBody(r geom.Rect) Body {
	return Body{Pose: r.Pose(), W: r.W, D: r.D}
}

// DiscBody returns a round body of diameter d standing at p.
func DiscBody(p geom.Pose, d float64) Body {
	return Body{Pose: p, W: d, D: d, Round: true}
}

// Rect returns b's rectangle at its pose; for a disc, the W × W square
// around it, with the disc's heading.
func (b Body) Rect() geom.Rect {
	d := b.D
	if b.Round {
		d = b.W
	}
	return geom.Rect{Center: b.Pose.Pos, Heading: b.Pose.Heading, W: b.W, D: d}
}

// Shape returns b as a shape for geom's distance and overlap tests: a
// geom.Circle for a disc, the rectangle otherwise.
func (b Body) Shape() geom.Shape {
	if b.Round {
		return geom.Circle{C: b.Pose.Pos, R: b.W / 2}
	}
	return b.Rect()
}

// WithPose returns b standing at p.
func (b Body) WithPose(p geom.Pose) Body {
	b.Pose = p
	return b
}

// foot is a footprint at one pose as the solver measures it: the convex
// polygon of its n vertices, counter-clockwise, grown by the radius r. A
// rectangle is its four corners with r = 0; a disc is its centre with r
// its radius. The signed distance from a foot to a convex polygon B is
// then the signed distance from the polygon's vertices to B minus r, so
// everything the solver does with polygons works for discs with the level
// of each test raised by r.
type foot struct {
	v [4]geom.Vec
	n int
	r float64
}

// footOf returns the foot of the rectangle r (round: of the disc inscribed
// in the square r, of diameter r.W).
func footOf(r geom.Rect, round bool) foot {
	if round {
		return foot{v: [4]geom.Vec{r.Center}, n: 1, r: r.W / 2}
	}
	var f foot
	r.AppendPoly(f.v[:0])
	f.n = 4
	return f
}

// pts returns the vertices of f.
func (f *foot) pts() []geom.Vec { return f.v[:f.n] }

// boundsOf returns the bounding box of the footprint r: the box of the
// rectangle, or of the disc when round.
func boundsOf(r geom.Rect, round bool) geom.Box {
	if round {
		h := geom.V(r.W/2, r.W/2)
		return geom.Box{Min: r.Center.Sub(h), Max: r.Center.Add(h)}
	}
	return r.Bounds()
}

// circleBox returns the box of the circle of radius rad about c.
func circleBox(c geom.Vec, rad float64) geom.Box {
	h := geom.V(rad, rad)
	return geom.Box{Min: c.Sub(h), Max: c.Add(h)}
}

// isFinite reports whether x is neither NaN nor infinite.
func isFinite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

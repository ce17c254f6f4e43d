package geom

import "math"

// Forward returns the unit vector r faces (Forward(r.Heading)).
func (r Rect) Forward() Vec { return Forward(r.Heading) }

// Right returns the unit vector to r's right (Right(r.Heading)).
func (r Rect) Right() Vec { return Right(r.Heading) }

// Corners returns r's corners in the order front-left, front-right,
// rear-right, rear-left (clockwise on the table).
func (r Rect) Corners() [4]Vec {
	s, c := math.Sincos(r.Heading)
	f := Vec{s, c}.Scale(r.D / 2)
	rt := Vec{c, -s}.Scale(r.W / 2)
	front := r.Center.Add(f)
	rear := r.Center.Sub(f)
	return [4]Vec{front.Sub(rt), front.Add(rt), rear.Add(rt), rear.Sub(rt)}
}

// ccw returns r's corners counter-clockwise: FL, RL, RR, FR.
func (r Rect) ccw() [4]Vec {
	c := r.Corners()
	return [4]Vec{c[0], c[3], c[2], c[1]}
}

// LeaderPoint returns the centre of r's front edge: Center + (D/2)·Forward.
func (r Rect) LeaderPoint() Vec { return r.Center.Add(r.Forward().Scale(r.D / 2)) }

// Poly returns r as a convex polygon in counter-clockwise order: front-left,
// rear-left, rear-right, front-right. It allocates; see AppendPoly.
func (r Rect) Poly() Poly { return r.AppendPoly(make(Poly, 0, 4)) }

// AppendPoly writes r's polygon (the order of Poly) into dst[:0] and returns
// it; it allocates only when cap(dst) < 4.
func (r Rect) AppendPoly(dst Poly) Poly {
	c := r.ccw()
	return append(dst[:0], c[0], c[1], c[2], c[3])
}

// Contains reports whether p lies in r or within Eps of its boundary: the
// boundary counts as inside.
func (r Rect) Contains(p Vec) bool {
	l := r.Local(p)
	dx := max(math.Abs(l.X)-r.W/2, 0)
	dy := max(math.Abs(l.Y)-r.D/2, 0)
	return dx*dx+dy*dy <= Eps*Eps
}

// Local returns p in r's frame: X is the lateral offset from the centre
// (positive to the right), Y the offset along Forward. World is its inverse.
func (r Rect) Local(p Vec) Vec {
	s, c := math.Sincos(r.Heading)
	d := p.Sub(r.Center)
	return Vec{d.Dot(Vec{c, -s}), d.Dot(Vec{s, c})}
}

// World returns the table point whose Local coordinates are l.
func (r Rect) World(l Vec) Vec {
	s, c := math.Sincos(r.Heading)
	return r.Center.Add(Vec{c, -s}.Scale(l.X)).Add(Vec{s, c}.Scale(l.Y))
}

// Bounds returns the smallest axis-aligned box containing r.
func (r Rect) Bounds() Box {
	s, c := math.Sincos(r.Heading)
	s, c = math.Abs(s), math.Abs(c)
	ex := c*r.W/2 + s*r.D/2
	ey := s*r.W/2 + c*r.D/2
	return Box{Vec{r.Center.X - ex, r.Center.Y - ey}, Vec{r.Center.X + ex, r.Center.Y + ey}}
}

// WithPose returns r moved to stand at p (same W and D).
func (r Rect) WithPose(p Pose) Rect { return Rect{p.Pos, p.Heading, r.W, r.D} }

// Pose returns r's centre and heading.
func (r Rect) Pose() Pose { return Pose{r.Center, r.Heading} }

// FrontEdge returns the front edge, from front-left to front-right.
func (r Rect) FrontEdge() Seg { c := r.Corners(); return Seg{c[0], c[1]} }

// RightEdge returns the right edge, from front-right to rear-right.
func (r Rect) RightEdge() Seg { c := r.Corners(); return Seg{c[1], c[2]} }

// RearEdge returns the rear edge, from rear-right to rear-left.
func (r Rect) RearEdge() Seg { c := r.Corners(); return Seg{c[2], c[3]} }

// LeftEdge returns the left edge, from rear-left to front-left.
func (r Rect) LeftEdge() Seg { c := r.Corners(); return Seg{c[3], c[0]} }

// Area returns W·D.
func (r Rect) Area() float64 { return r.W * r.D }

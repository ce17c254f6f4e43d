package geom

import "math"

// Vec is a point or a displacement on the table, in millimetres.
type Vec struct{ X, Y float64 }

// V returns the vector (x, y).
func V(x, y float64) Vec { return Vec{x, y} }

// Add returns v + w.
func (v Vec) Add(w Vec) Vec { return Vec{v.X + w.X, v.Y + w.Y} }

// Sub returns v - w.
func (v Vec) Sub(w Vec) Vec { return Vec{v.X - w.X, v.Y - w.Y} }

// Scale returns k·v.
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

// Dot returns the dot product v·w.
func (v Vec) Dot(w Vec) float64 { return v.X*w.X + v.Y*w.Y }

// Cross returns the z component of v×w: positive when w is
// counter-clockwise from v.
func (v Vec) Cross(w Vec) float64 { return v.X*w.Y - v.Y*w.X }

// Len returns |v|.
func (v Vec) Len() float64 { return math.Hypot(v.X, v.Y) }

// Len2 returns |v|², cheaper than Len for comparisons.
func (v Vec) Len2() float64 { return v.X*v.X + v.Y*v.Y }

// Dist returns |v - w|.
func (v Vec) Dist(w Vec) float64 { return math.Hypot(v.X-w.X, v.Y-w.Y) }

// Norm returns v / |v|, or the zero vector when |v| is zero.
func (v Vec) Norm() Vec {
	l := v.Len()
	if l == 0 {
		return Vec{}
	}
	return Vec{v.X / l, v.Y / l}
}

// Perp returns v turned 90° counter-clockwise: (-y, x).
func (v Vec) Perp() Vec { return Vec{-v.Y, v.X} }

// RotateCW returns v turned clockwise by a radians (the sense in which
// headings grow).
func (v Vec) RotateCW(a float64) Vec {
	s, c := math.Sincos(a)
	return Vec{v.X*c + v.Y*s, -v.X*s + v.Y*c}
}

// Lerp returns v + t·(w - v).
func (v Vec) Lerp(w Vec, t float64) Vec { return Vec{v.X + t*(w.X-v.X), v.Y + t*(w.Y-v.Y)} }

// Near reports whether v and w are within Eps of each other.
func (v Vec) Near(w Vec) bool { return v.Dist(w) <= Eps }

// Forward returns the unit vector a piece with heading h faces:
// (sin h, cos h). Heading 0 faces +y; headings grow clockwise.
func Forward(h float64) Vec {
	s, c := math.Sincos(h)
	return Vec{s, c}
}

// Right returns the unit vector to the right of a piece with heading h:
// (cos h, -sin h).
func Right(h float64) Vec {
	s, c := math.Sincos(h)
	return Vec{c, -s}
}

// Deg converts degrees to radians.
func Deg(d float64) float64 { return d * math.Pi / 180 }

// ToDeg converts radians to degrees.
func ToDeg(r float64) float64 { return r * 180 / math.Pi }

// NormAngle returns a in (-π, π].
func NormAngle(a float64) float64 {
	a = math.Mod(a, 2*math.Pi)
	if a <= -math.Pi {
		a += 2 * math.Pi
	} else if a > math.Pi {
		a -= 2 * math.Pi
	}
	return a
}

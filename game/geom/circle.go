package geom

import "math"

// Bounds returns the smallest axis-aligned box containing c.
func (c Circle) Bounds() Box {
	return Box{Vec{c.C.X - c.R, c.C.Y - c.R}, Vec{c.C.X + c.R, c.C.Y + c.R}}
}

// Contains reports whether p lies in the disc c or within Eps of its rim:
// the boundary counts as inside.
func (c Circle) Contains(p Vec) bool { return p.Dist(c.C) <= c.R+Eps }

// Area returns π·R².
func (c Circle) Area() float64 { return math.Pi * c.R * c.R }

// Poly returns the regular n-gon inscribed in c (see RegularPoly).
func (c Circle) Poly(n int) Poly { return RegularPoly(c.C, c.R, n) }

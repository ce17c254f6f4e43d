package geom

// Overlaps reports whether the closed boxes b and o share a point: boxes
// that only touch along an edge or at a corner overlap. Box tests are
// broad-phase filters, so they err on the side of reporting contact; there
// is no Eps tolerance.
func (b Box) Overlaps(o Box) bool {
	return b.Min.X <= o.Max.X && o.Min.X <= b.Max.X &&
		b.Min.Y <= o.Max.Y && o.Min.Y <= b.Max.Y
}

// Contains reports whether p lies in the closed box b: points on the
// boundary are inside. There is no Eps tolerance.
func (b Box) Contains(p Vec) bool {
	return b.Min.X <= p.X && p.X <= b.Max.X && b.Min.Y <= p.Y && p.Y <= b.Max.Y
}

// Expand returns b grown by d on every side. A negative d shrinks it; a
// shrink past the box's half width or height yields Min > Max, an empty box
// that overlaps and contains nothing.
func (b Box) Expand(d float64) Box {
	return Box{Vec{b.Min.X - d, b.Min.Y - d}, Vec{b.Max.X + d, b.Max.Y + d}}
}

// Union returns the smallest box containing both b and o.
func (b Box) Union(o Box) Box {
	return Box{
		Vec{min(b.Min.X, o.Min.X), min(b.Min.Y, o.Min.Y)},
		Vec{max(b.Max.X, o.Max.X), max(b.Max.Y, o.Max.Y)},
	}
}

// Extend returns the smallest box containing b and the point p.
func (b Box) Extend(p Vec) Box {
	return Box{
		Vec{min(b.Min.X, p.X), min(b.Min.Y, p.Y)},
		Vec{max(b.Max.X, p.X), max(b.Max.Y, p.Y)},
	}
}

// Center returns the centre of b.
func (b Box) Center() Vec { return b.Min.Lerp(b.Max, 0.5) }

// Size returns the width and height of b as a vector (Max - Min).
func (b Box) Size() Vec { return b.Max.Sub(b.Min) }

// BoxAround returns the smallest box containing every point of pts; the zero
// Box when pts is empty.
func BoxAround(pts []Vec) Box {
	if len(pts) == 0 {
		return Box{}
	}
	b := Box{pts[0], pts[0]}
	for _, p := range pts[1:] {
		b = b.Extend(p)
	}
	return b
}

package geom

// Shape is a closed plane figure that Overlap, Distance, ClosestPoints,
// PenetrationDepth and ShapeInArc understand: a Poly (convex,
// counter-clockwise), a Rect or a Circle. The set is closed (the interface
// has an unexported method) because those functions dispatch on the concrete
// type; convert other footprints to one of the three.
//
// Passing a Rect, Circle or Poly as a Shape does not allocate: the
// functions above only type-switch on their arguments, so the interface
// values stay on the caller's stack.
type Shape interface {
	// Bounds returns the smallest axis-aligned box containing the shape.
	Bounds() Box
	// Contains reports whether p lies in the shape or within Eps of its
	// boundary.
	Contains(p Vec) bool
	isShape()
}

func (Poly) isShape()   {}
func (Rect) isShape()   {}
func (Circle) isShape() {}

// view resolves s to either a convex counter-clockwise vertex list (a Rect's
// corners are written into buf) or a circle; axes is the number of edges
// whose normals the separating axis test needs (2 for a rectangle, whose
// opposite edges are parallel).
func view(s Shape, buf *[4]Vec) (pts []Vec, c Circle, isCircle bool, axes int) {
	switch s := s.(type) {
	case Poly:
		return s, Circle{}, false, len(s)
	case Rect:
		*buf = s.ccw()
		return buf[:], Circle{}, false, 2
	case Circle:
		return nil, s, true, 0
	case nil:
		panic("geom: nil Shape")
	}
	panic("geom: unknown Shape")
}

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
// corners are written into buf) or a circle.
func view(s Shape, buf *[4]Vec) (pts []Vec, c Circle, isCircle bool) {
	switch s := s.(type) {
	case Poly:
		return s, Circle{}, false
	case Rect:
		*buf = s.ccw()
		return buf[:], Circle{}, false
	case Circle:
		return nil, s, true
	case nil:
		panic("geom: nil Shape")
	}
	panic("geom: unknown Shape")
}

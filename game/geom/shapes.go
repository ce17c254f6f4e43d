package geom

// Seg is the closed segment from A to B.
type Seg struct{ A, B Vec }

// Box is an axis-aligned bounding box; Min ≤ Max on both axes.
type Box struct{ Min, Max Vec }

// Pose is where a piece stands: the centre of its footprint and its heading.
type Pose struct {
	Pos     Vec
	Heading float64 // radians, 0 = +y, clockwise
}

// Rect is an oriented rectangle: a unit's base footprint. W is the frontage
// (along Right), D the depth (along Forward).
type Rect struct {
	Center  Vec
	Heading float64
	W, D    float64
}

// Circle is a round base or a round marker.
type Circle struct {
	C Vec
	R float64
}

// Poly is a convex polygon, its vertices in counter-clockwise order with no
// repeated closing vertex. Constructors (Rect.Poly, NewPoly) guarantee the
// order; code that builds a Poly by hand must keep it.
type Poly []Vec

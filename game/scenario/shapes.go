package scenario

import (
	"math"
	"strings"

	"warbench/game/geom"
)

// Limits that keep a hostile file from costing much time: lengths and
// coordinates within ±maxCoord units, at most maxVertices points in a
// polygon.
const (
	maxCoord    = 100_000
	maxVertices = 64
	roundSides  = 24 // circles and ellipses become inscribed 24-gons
)

// shapeKeys are the shape fields, in the order errors name them.
var shapeKeys = []string{"rect", "circle", "ellipse", "polygon"}

// given lists the shape fields that are set.
func (s shape) given() []string {
	var keys []string
	for i, set := range []bool{s.Rect != nil, s.Circle != nil, s.Ellipse != nil, s.Polygon != nil} {
		if set {
			keys = append(keys, shapeKeys[i])
		}
	}
	return keys
}

// poly converts exactly one shape, given in units of mm millimetres,
// into a convex polygon in millimetres. field is the path of the mapping
// that holds the shape. It records a problem and returns nil when the
// shape is missing, doubled or invalid.
func (d *doc) poly(s shape, field string, mm float64) geom.Poly {
	keys := s.given()
	switch len(keys) {
	case 0:
		d.errorf(field, "missing shape (want one of %s)", strings.Join(shapeKeys, ", "))
		return nil
	case 1:
	default:
		d.errorf(join(field, keys[1]), "give exactly one shape, not both %s and %s", keys[0], keys[1])
		return nil
	}
	field = join(field, keys[0])
	var p geom.Poly
	switch {
	case s.Rect != nil:
		c, ok1 := d.point(s.Rect.At, join(field, "at"), mm)
		w, dep, ok2 := d.pair(s.Rect.Size, join(field, "size"), "[width, depth]")
		ok3 := d.finite(s.Rect.Angle, join(field, "angle"))
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		p = geom.Rect{Center: c, Heading: geom.Deg(s.Rect.Angle), W: w * mm, D: dep * mm}.Poly()
	case s.Circle != nil:
		c, ok1 := d.point(s.Circle.At, join(field, "at"), mm)
		ok2 := d.positive(s.Circle.Radius, join(field, "radius"))
		if !ok1 || !ok2 {
			return nil
		}
		p = geom.RegularPoly(c, s.Circle.Radius*mm, roundSides)
	case s.Ellipse != nil:
		c, ok1 := d.point(s.Ellipse.At, join(field, "at"), mm)
		a, b, ok2 := d.pair(s.Ellipse.Radii, join(field, "radii"), "[across, along]")
		ok3 := d.finite(s.Ellipse.Angle, join(field, "angle"))
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		p = ellipse(c, a*mm, b*mm, geom.Deg(s.Ellipse.Angle))
	default:
		return d.polygon(s.Polygon, field, mm)
	}
	if !p.Valid() {
		d.errorf(field, "is too small to have an area")
		return nil
	}
	return p
}

// ellipse returns the 24-gon inscribed in the ellipse of centre c and
// semi-axes a (along the heading's right) and b (along its forward).
func ellipse(c geom.Vec, a, b, heading float64) geom.Poly {
	r, f := geom.Right(heading), geom.Forward(heading)
	p := make(geom.Poly, roundSides)
	for i := range p {
		s, co := math.Sincos(2 * math.Pi * float64(i) / roundSides)
		p[i] = c.Add(r.Scale(a * co)).Add(f.Scale(b * s))
	}
	return p
}

// polygon checks the points of a convex polygon, in either winding, and
// returns it counter-clockwise in millimetres.
func (d *doc) polygon(pts [][]float64, field string, mm float64) geom.Poly {
	if len(pts) < 3 || len(pts) > maxVertices {
		d.errorf(field, "a polygon needs 3 to %d points, got %d", maxVertices, len(pts))
		return nil
	}
	p := make(geom.Poly, len(pts))
	for i, q := range pts {
		v, ok := d.point(q, index(field, i), mm)
		if !ok {
			return nil
		}
		p[i] = v
	}
	n := len(p)
	for i := range p {
		if p[i].Near(p[(i+1)%n]) {
			d.errorf(index(field, (i+1)%n), "repeats the point before it")
			return nil
		}
	}
	area := 0.0
	for i := range p {
		area += p[i].Cross(p[(i+1)%n])
	}
	if math.Abs(area)/2 <= geom.Eps*geom.Eps {
		d.errorf(field, "the points span no area (they lie on one line)")
		return nil
	}
	sign := 1.0
	if area < 0 {
		sign = -1 // clockwise: every turn must be a right turn
	}
	for i := range p {
		a, b, c := p[(i+n-1)%n], p[i], p[(i+1)%n]
		u, v := b.Sub(a), c.Sub(b)
		if sign*u.Cross(v) < -1e-9*u.Len()*v.Len() {
			d.errorf(index(field, i), "the polygon is not convex at this point (split it into convex parts)")
			return nil
		}
	}
	if area < 0 {
		for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
			p[i], p[j] = p[j], p[i]
		}
	}
	if !p.Valid() {
		d.errorf(field, "the polygon is not convex: its edges cross (split it into convex parts)")
		return nil
	}
	clean, err := geom.NewPoly(p...)
	if err != nil {
		d.errorf(field, "the points span no area")
		return nil
	}
	return clean
}

// point reads [x, y] in units and returns it in millimetres.
func (d *doc) point(v []float64, field string, mm float64) (geom.Vec, bool) {
	if v == nil {
		d.errorf(field, "missing [x, y]")
		return geom.Vec{}, false
	}
	if len(v) != 2 {
		d.errorf(field, "want [x, y], got %d numbers", len(v))
		return geom.Vec{}, false
	}
	if !d.inRange(v[0], field) || !d.inRange(v[1], field) {
		return geom.Vec{}, false
	}
	return geom.V(v[0]*mm, v[1]*mm), true
}

// pair reads two positive lengths such as [width, depth].
func (d *doc) pair(v []float64, field, want string) (a, b float64, ok bool) {
	if len(v) != 2 {
		if v == nil {
			d.errorf(field, "missing %s", want)
		} else {
			d.errorf(field, "want %s, got %d numbers", want, len(v))
		}
		return 0, 0, false
	}
	if !d.positive(v[0], index(field, 0)) || !d.positive(v[1], index(field, 1)) {
		return 0, 0, false
	}
	return v[0], v[1], true
}

// positive checks a length: greater than zero and in range.
func (d *doc) positive(v float64, field string) bool {
	if !d.inRange(v, field) {
		return false
	}
	if v <= 0 {
		d.errorf(field, "must be greater than 0, got %g", v)
		return false
	}
	return true
}

// inRange checks that a coordinate or length is within ±maxCoord.
func (d *doc) inRange(v float64, field string) bool {
	if math.IsNaN(v) || math.Abs(v) > maxCoord {
		d.errorf(field, "%g is out of range (at most %d)", v, maxCoord)
		return false
	}
	return true
}

// finite checks an angle.
func (d *doc) finite(v float64, field string) bool {
	if math.IsNaN(v) || math.Abs(v) > 3600 {
		d.errorf(field, "%g is out of range (-3600 to 3600 degrees)", v)
		return false
	}
	return true
}

// offTable returns how far a box reaches beyond a table of width w and
// depth dep, and past which edge; 0 when it lies on the table (within
// geom.Eps).
func offTable(b geom.Box, w, dep float64) (float64, string) {
	worst, edge := 0.0, ""
	for _, c := range []struct {
		d    float64
		edge string
	}{{-b.Min.X, "west"}, {b.Max.X - w, "east"}, {-b.Min.Y, "south"}, {b.Max.Y - dep, "north"}} {
		if c.d > geom.Eps && c.d > worst {
			worst, edge = c.d, c.edge
		}
	}
	return worst, edge
}

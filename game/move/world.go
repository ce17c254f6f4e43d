package move

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/geom"
)

// Through is the Pass gap of an obstacle the mover may cross (a friend it
// moves through); any negative gap means the same.
const Through = -1.0

// Anywhere is the End gap of an obstacle the mover may end on; any negative
// gap means the same.
const Anywhere = -1.0

// Tol is the tolerance of every gap, in millimetres: a footprint at least
// gap − Tol from an obstacle keeps the gap (ending exactly at a gap is
// legal, and a clamp that stops "exactly" at a gap stays legal after
// rounding).
const Tol = 1e-6

// grace is how much closer than it already is a footprint may come to an
// obstacle whose gap it already breaks, and how far below a gap a step that
// starts on the gap's boundary may go: far below Tol, far above rounding, so
// that sliding along an obstacle at exactly its gap is not refused by
// rounding and repeated moves against it drift by nothing measurable.
const grace = 1e-9

// rounding is the slack of the solver's own direct checks of a pose, so
// that a pose it chose on a boundary passes them again.
const rounding = 1e-10

// Obstacle is something the mover must respect: a convex polygon with the
// gaps to keep from it. A negative gap (Through, Anywhere) sets no
// constraint; a gap of 0 lets the footprint touch the polygon but not
// overlap it.
type Obstacle struct {
	Name    string    // for the player: "Drowned Wardens", "Old Mill", "the table edge"
	Kind    string    // "enemy", "friend", "impassable terrain", … (free text, used in sentences)
	Piece   int       // the piece's ID, 0 for terrain
	Terrain int       // the terrain piece's ID, 0 for pieces
	Poly    geom.Poly // convex, counter-clockwise (NewWorld fixes a clockwise one)
	// Pass is the minimum gap (mm) kept while moving: along straight steps,
	// path legs, wheels and swept pivots, and right after other pivots;
	// Through: it may be crossed.
	Pass float64
	// End is the minimum gap (mm) at the end of the whole move; Anywhere:
	// the move may end on it.
	End float64
	// Cost > 1 makes the ground slow: a straight step or a path leg pays
	// Cost mm of the Budget for each mm it travels while the footprint
	// overlaps Poly (touching is not overlapping), the largest Cost where
	// slow obstacles overlap; turns pay as they always do. Slow ground is
	// usually crossed and ended on (Pass Through, End Anywhere).
	Cost              float64
	PassRule, EndRule string // rule ids for the reasons, e.g. "gaps/enemy"
}

// World is everything on the table the mover must respect. The table edge
// is Bounds: the mover's footprint stays inside it at every pose (touching
// it is inside). Build it with NewWorld; changing Obstacles afterwards is
// not supported.
type World struct {
	Bounds    geom.Box
	EdgeRule  string // rule id for reasons about the table edge
	Obstacles []Obstacle
	// Format writes a length for the player, e.g. `1.00"`; nil writes
	// "%.1f mm".
	Format func(mm float64) string

	boxes []geom.Box // Obstacles[i].Poly.Bounds()
}

// NewWorld returns the world of a move. It keeps its own copy of obs, with
// every polygon made counter-clockwise, cleared of repeated, collinear and
// nearly coincident (closer than 1e-6 mm) vertices; an obstacle with an
// empty polygon is kept but never constrains anything. format may be nil.
func NewWorld(bounds geom.Box, edgeRule string, obs []Obstacle, format func(float64) string) *World {
	w := &World{Bounds: bounds, EdgeRule: edgeRule, Obstacles: slices.Clone(obs), Format: format}
	w.boxes = make([]geom.Box, len(w.Obstacles))
	for i := range w.Obstacles {
		o := &w.Obstacles[i]
		o.Poly = cleanPoly(o.Poly)
		w.boxes[i] = o.Poly.Bounds()
	}
	return w
}

// cleanPoly returns the convex hull of p, counter-clockwise, without
// vertices closer than 1e-6 mm to the previous one.
func cleanPoly(p geom.Poly) geom.Poly {
	if len(p) == 0 {
		return nil
	}
	if h, ok := convexAlready(p); ok {
		return h
	}
	h := geom.ConvexHull(p)
	out := h[:0]
	for _, v := range h {
		if len(out) > 0 && v.Dist(out[len(out)-1]) < 1e-6 {
			continue
		}
		out = append(out, v)
	}
	for len(out) > 1 && out[len(out)-1].Dist(out[0]) < 1e-6 {
		out = out[:len(out)-1]
	}
	return out
}

// box returns the bounding box of obstacle j.
// Without is a copy of the world in which the obstacles of the piece
// with the given ID constrain nothing (their polygons emptied): one world
// of every piece serves each of them as its own mover.
func (w *World) Without(piece int) *World {
	c := *w
	c.Obstacles = slices.Clone(w.Obstacles)
	for i := range c.Obstacles {
		if o := &c.Obstacles[i]; o.Piece == piece && o.Terrain == 0 {
			o.Poly = nil
		}
	}
	return &c
}

func (w *World) box(j int) geom.Box {
	if len(w.boxes) == len(w.Obstacles) {
		return w.boxes[j]
	}
	return w.Obstacles[j].Poly.Bounds()
}

// format writes a length for the player.
func (w *World) format(mm float64) string {
	if w.Format != nil {
		return w.Format(mm)
	}
	return fmt.Sprintf("%.1f mm", mm)
}

// label names obstacle j in a sentence: "Drowned Wardens (enemy)".
func (w *World) label(j int) string {
	o := &w.Obstacles[j]
	switch {
	case o.Name != "" && o.Kind != "":
		return o.Name + " (" + o.Kind + ")"
	case o.Name != "":
		return o.Name
	case o.Kind != "":
		return o.Kind
	}
	return "an obstacle"
}

// boxGap returns a lower bound of the distance between anything in a and
// anything in b: 0 when the boxes overlap or touch.
func boxGap(a, b geom.Box) float64 {
	dx := max(a.Min.X-b.Max.X, b.Min.X-a.Max.X, 0)
	dy := max(a.Min.Y-b.Max.Y, b.Min.Y-a.Max.Y, 0)
	return geom.V(dx, dy).Len()
}

// convexAlready is cleanPoly without sorting for the common case, a
// base's rectangle: a polygon already strictly convex and
// counter-clockwise (by a margin far above the hull's own tolerance),
// with no vertex within 1e-6 mm of the next. Its hull is its vertices
// from the lowest (by X, then Y), as geom.ConvexHull gives them.
func convexAlready(p geom.Poly) (geom.Poly, bool) {
	n := len(p)
	if n < 3 {
		return nil, false
	}
	first := 0
	for i := range n {
		o, a, b := p[i], p[(i+1)%n], p[(i+2)%n]
		oa, ab := a.Sub(o), b.Sub(a)
		if oa.Len() < 1e-3 || oa.Cross(ab) <= 1e-9*math.Sqrt(oa.Len2()*ab.Len2()) {
			return nil, false
		}
		if v := p[i]; v.X < p[first].X || (v.X == p[first].X && v.Y < p[first].Y) {
			first = i
		}
	}
	out := make(geom.Poly, 0, n)
	out = append(out, p[first:]...)
	return append(out, p[:first]...), true
}

package table

import "warbench/game/geom"

// Table is the battlefield. Its origin is the south-west corner: x runs
// along the long (south) edge to Width, y runs to Depth. Player 1 sits at
// the south edge. Lengths are millimetres.
type Table struct {
	Width, Depth float64
	Terrain      []Terrain   // sorted by ID
	Zones        []Zone      // deployment zones
	Objectives   []Objective // sorted by ID
}

// Bounds returns the table's rectangle.
func (t *Table) Bounds() geom.Box { return geom.Box{Max: geom.V(t.Width, t.Depth)} }

// Center returns the centre of the table.
func (t *Table) Center() geom.Vec { return geom.V(t.Width/2, t.Depth/2) }

// Edge returns the table's outline as a polygon.
func (t *Table) Edge() geom.Poly {
	return geom.Poly{geom.V(0, 0), geom.V(t.Width, 0), geom.V(t.Width, t.Depth), geom.V(0, t.Depth)}
}

// ClosedUnder is the first piece of terrain no unit may stand on (Kind
// Closed) that shape s overlaps, or nil.
func (t *Table) ClosedUnder(s geom.Shape) *Terrain {
	for i := range t.Terrain {
		if tr := &t.Terrain[i]; tr.Kind.Closed() && tr.Overlaps(s) {
			return tr
		}
	}
	return nil
}

// Terrain is one piece of terrain: a union of convex parts (so an L-shaped
// building or a winding river is several parts), a kind and a height in the
// ruleset's height levels (e.g. one level per inch of real height).
type Terrain struct {
	ID     int
	Name   string
	Kind   Kind
	Height int
	Parts  []geom.Poly
}

// Bounds returns the box around every part.
func (t *Terrain) Bounds() geom.Box {
	b := t.Parts[0].Bounds()
	for _, p := range t.Parts[1:] {
		b = b.Union(p.Bounds())
	}
	return b
}

// Area returns the total area of the parts (parts are not expected to overlap).
func (t *Terrain) Area() float64 {
	a := 0.0
	for _, p := range t.Parts {
		a += p.Area()
	}
	return a
}

// Overlaps reports whether shape s shares area with any part; touching
// is not overlap.
func (t *Terrain) Overlaps(s geom.Shape) bool {
	if !t.Bounds().Overlaps(s.Bounds()) {
		return false
	}
	for _, p := range t.Parts {
		if geom.Overlap(p, s) {
			return true
		}
	}
	return false
}

// CrossedBy reports whether segment s passes through the inside of any
// part (grazing an edge or a corner does not count).
func (t *Terrain) CrossedBy(s geom.Seg) bool {
	for _, p := range t.Parts {
		if geom.SegCrossesPoly(s, p) {
			return true
		}
	}
	return false
}

// CoveredArea returns how much of polygon q lies on this piece.
func (t *Terrain) CoveredArea(q geom.Poly) float64 {
	a := 0.0
	for _, p := range t.Parts {
		a += geom.IntersectionArea(p, q)
	}
	return a
}

// Zone is a deployment zone for one player.
type Zone struct {
	Player int
	Area   geom.Poly
}

// Objective is a marker on the table: a round base of Radius (the
// ruleset's ObjectiveRadius).
type Objective struct {
	ID     int
	Name   string
	Pos    geom.Vec
	Radius float64
}

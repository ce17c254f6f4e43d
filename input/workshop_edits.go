package input

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"warbench/game/geom"
	"warbench/game/scenario"
	"warbench/game/table"
)

// The workshop's edits of the selected piece or zone: place, turn,
// resize, set a zone's depth, a width or a height, copy, delete, draw a
// polygon. Each goes through edit, which keeps it only when it fits.

// Place puts a new piece of a kind, of a usual size, at a point (or the
// nearest spot around it where it fits) and selects it.
func (w *Workshop) Place(k table.Kind, at geom.Vec) {
	n := 1
	for _, t := range w.Table.Terrain {
		if t.Kind == k {
			n++
		}
	}
	name := strings.ToUpper(k.String()[:1]) + k.String()[1:] + " " + strconv.Itoa(n)
	shape, height := defaultShape(k)
	piece := table.Terrain{ID: nextID(w.Table.Terrain), Name: name, Kind: k, Height: height}
	step := 2 * geom.MMPerInch
	for ring := range 12 {
		for i := range max(1, 8*ring) {
			a := 2 * math.Pi * float64(i) / float64(max(1, 8*ring))
			c := at.Add(geom.V(math.Cos(a), math.Sin(a)).Scale(float64(ring) * step))
			c = geom.V(math.Round(c.X/SnapStep)*SnapStep, math.Round(c.Y/SnapStep)*SnapStep)
			piece.Parts = []geom.Poly{shape.Translate(c)}
			next := cloneTable(w.Table)
			next.Terrain = append(next.Terrain, piece)
			if scenario.PieceFits(&next, len(next.Terrain)-1, w.Rules.Measure()) == nil {
				idx := len(next.Terrain) - 1
				w.edit(Item{}, fmt.Sprintf("Placed %s: drag it, Q/E turn it, [ ] resize it, PgUp/PgDn its height.", name), func(t *table.Table) { *t = next })
				w.Selected = Item{TerrainItem, idx}
				return
			}
		}
	}
	w.say(true, fmt.Sprintf("There is no room for a new %s near there.", k))
}

// defaultShape is a new piece's outline about the origin, and its height.
func defaultShape(k table.Kind) (geom.Poly, int) {
	in := geom.MMPerInch
	switch k {
	case table.Building:
		return geom.Rect{W: 5 * in, D: 4 * in}.Poly(), 3
	case table.Obstacle:
		return geom.Rect{W: 8 * in, D: 0.5 * in}.Poly(), 1
	case table.Hill:
		return ellipseAbout(6*in, 4*in), 1
	case table.Water:
		return ellipseAbout(4*in, 2.5*in), 0
	case table.Forest:
		return ellipseAbout(5*in, 4*in), 3
	case table.Difficult:
		return geom.Rect{W: 6 * in, D: 4 * in}.Poly(), 0
	case table.Impassable:
		return geom.RegularPoly(geom.Vec{}, 2.5*in, 6), 4
	}
	return geom.RegularPoly(geom.Vec{}, in, 8), 0
}

// ellipseAbout is an ellipse of radii a (across) and b as a 16-gon.
func ellipseAbout(a, b float64) geom.Poly {
	p := make(geom.Poly, 16)
	for i := range p {
		s, c := math.Sincos(2 * math.Pi * float64(i) / 16)
		p[i] = geom.V(a*c, b*s)
	}
	return p
}

func nextID(ts []table.Terrain) int {
	id := 0
	for _, t := range ts {
		id = max(id, t.ID)
	}
	return id + 1
}

// transform changes every point of the selected piece about its centre.
func (w *Workshop) transform(what string, f func(v, c geom.Vec) geom.Vec) {
	p := w.piece()
	if p == nil {
		w.say(true, "Select a terrain piece first.")
		return
	}
	c := p.Bounds().Center()
	w.edit(w.Selected, what, func(t *table.Table) {
		tr := &t.Terrain[w.Selected.Index]
		for _, part := range tr.Parts {
			for i, v := range part {
				part[i] = f(v, c)
			}
		}
	})
}

// Turn turns the selected piece clockwise by a radians.
func (w *Workshop) Turn(a float64) {
	w.transform(fmt.Sprintf("Turned by %.0f°.", geom.ToDeg(a)), func(v, c geom.Vec) geom.Vec { return c.Add(v.Sub(c).RotateCW(a)) })
}

// Resize scales the selected piece by k about its centre; a selected
// deployment zone gets k times as deep instead (ZoneDepth).
func (w *Workshop) Resize(k float64) {
	if w.Selected.Kind == ZoneItem {
		b := w.Table.Zones[w.Selected.Index].Area.Bounds()
		w.ZoneDepth(b.Size().Y * k)
		return
	}
	w.transform(fmt.Sprintf("Resized by %.0f%%.", 100*(k-1)), func(v, c geom.Vec) geom.Vec { return c.Add(v.Sub(c).Scale(k)) })
}

// ZoneDepth makes the selected deployment zone mm deep, its edge on the
// table's edge staying where it is: the edge nearer the centre moves.
func (w *Workshop) ZoneDepth(mm float64) {
	if w.Selected.Kind != ZoneItem {
		w.say(true, "Select a deployment zone first.")
		return
	}
	z := w.Table.Zones[w.Selected.Index]
	b := z.Area.Bounds()
	if !(mm > 0) || mm > w.Table.Depth/2 || b.Size().Y <= 0 {
		w.say(true, "A zone is more than 0 deep and at most half the table's depth.")
		return
	}
	edge := b.Min.Y // the zone holds the south edge: its north side moves
	if b.Center().Y > w.Table.Depth/2 {
		edge = b.Max.Y
	}
	k := mm / b.Size().Y
	w.edit(w.Selected, fmt.Sprintf("Player %d's zone is %s deep.", z.Player, w.Rules.Measure().Format(mm)), func(t *table.Table) {
		area := slices.Clone(t.Zones[w.Selected.Index].Area)
		for i, v := range area {
			area[i].Y = edge + (v.Y-edge)*k
		}
		t.Zones[w.Selected.Index].Area = area
	})
}

// SetWidth scales the selected piece, both ways, to a width across (mm,
// of its box); for a deployment zone, a number then W sets its depth.
func (w *Workshop) SetWidth(mm float64) {
	if w.Selected.Kind == ZoneItem {
		w.ZoneDepth(mm)
		return
	}
	p := w.piece()
	if p == nil {
		w.say(true, "Select a terrain piece first.")
		return
	}
	if !(mm > 0) || mm > w.Table.Width {
		w.say(true, "A width is more than 0 and at most the table's.")
		return
	}
	w.Resize(mm / p.Bounds().Size().X)
}

// RaiseBy changes the selected piece's height.
func (w *Workshop) RaiseBy(d int) {
	if p := w.piece(); p != nil {
		w.SetHeight(p.Height + d)
	}
}

// SetHeight sets the selected piece's height (0 to 100 levels).
func (w *Workshop) SetHeight(h int) {
	p := w.piece()
	if p == nil {
		w.say(true, "Select a terrain piece first.")
		return
	}
	if h < 0 || h > 100 {
		w.say(true, "A height is 0 to 100 levels.")
		return
	}
	w.edit(w.Selected, fmt.Sprintf("%s is height %d.", p.Name, h), func(t *table.Table) { t.Terrain[w.Selected.Index].Height = h })
}

// Duplicate copies the selected piece beside it.
func (w *Workshop) Duplicate() {
	p := w.piece()
	if p == nil {
		w.say(true, "Select a terrain piece to copy.")
		return
	}
	shape, c := p.Parts, p.Bounds()
	for _, d := range []geom.Vec{geom.V(c.Size().X+3*geom.MMPerInch, 0), geom.V(-c.Size().X-3*geom.MMPerInch, 0),
		geom.V(0, c.Size().Y+3*geom.MMPerInch), geom.V(0, -c.Size().Y-3*geom.MMPerInch)} {
		cp := table.Terrain{ID: nextID(w.Table.Terrain), Name: p.Name + " copy", Kind: p.Kind, Height: p.Height}
		for _, part := range shape {
			cp.Parts = append(cp.Parts, part.Translate(d))
		}
		next := cloneTable(w.Table)
		next.Terrain = append(next.Terrain, cp)
		if scenario.PieceFits(&next, len(next.Terrain)-1, w.Rules.Measure()) == nil {
			w.edit(Item{}, "Copied "+p.Name+".", func(t *table.Table) { *t = next })
			w.Selected = Item{TerrainItem, len(w.Table.Terrain) - 1}
			return
		}
	}
	w.say(true, "There is no room for a copy of "+p.Name+" beside it.")
}

// Delete removes the selected piece or objective.
func (w *Workshop) Delete() {
	it := w.Selected
	switch it.Kind {
	case TerrainItem:
		name := w.Table.Terrain[it.Index].Name
		w.edit(Item{}, "Deleted "+name+".", func(t *table.Table) {
			t.Terrain = append(t.Terrain[:it.Index:it.Index], t.Terrain[it.Index+1:]...)
		})
	case ObjectiveItem:
		name := w.Table.Objectives[it.Index].Name
		w.edit(Item{}, "Deleted "+name+".", func(t *table.Table) {
			t.Objectives = append(t.Objectives[:it.Index:it.Index], t.Objectives[it.Index+1:]...)
		})
	default:
		w.say(true, "Select a terrain piece or an objective to delete.")
		return
	}
	w.Selected = Item{}
}

// finishPolygon makes the drawn points (their convex hull) a new piece of
// the palette's kind.
func (w *Workshop) finishPolygon() {
	pts := w.Drawing
	w.Drawing = nil
	parts, err := geom.ConvexParts(pts)
	switch {
	case err != nil:
		w.say(true, "Not drawn: "+err.Error()+".")
		return
	case len(parts) > scenario.MaxParts:
		w.say(true, fmt.Sprintf("Not drawn: the outline needs %d convex parts, more than the %d a piece may have.", len(parts), scenario.MaxParts))
		return
	}
	k := w.paletteKind()
	_, h := defaultShape(k)
	n := 1
	for _, t := range w.Table.Terrain {
		if t.Kind == k {
			n++
		}
	}
	name := strings.ToUpper(k.String()[:1]) + k.String()[1:] + " " + strconv.Itoa(n)
	next := cloneTable(w.Table)
	next.Terrain = append(next.Terrain, table.Terrain{ID: nextID(w.Table.Terrain), Name: name, Kind: k, Height: h, Parts: parts})
	idx := len(next.Terrain) - 1
	if err := scenario.PieceFits(&next, idx, w.Rules.Measure()); err != nil {
		w.say(true, err.Error())
		return
	}
	w.edit(Item{}, "Drew "+name+".", func(t *table.Table) { *t = next })
	w.Selected = Item{TerrainItem, idx}
}

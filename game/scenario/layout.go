package scenario

import (
	"fmt"
	"io/fs"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Limits on a layout.
const (
	maxTableSize = 1000 // width and depth, in the ruleset's units
	maxTerrain   = 256  // terrain pieces
	MaxParts     = 64   // parts of one piece (the workshop splits a drawn outline into no more)
	maxAllParts  = 1024 // parts of all pieces, which bounds the overlap tests
	maxHeight    = 100  // terrain and unit heights
)

// layoutRules is what a layout needs from its rule system: the measure
// its lengths are in and the size of an objective marker (mm).
type layoutRules struct {
	m               engine.Measure
	objectiveRadius float64
}

// LoadLayout reads a layout file on its own (to try out a table) under a
// rule system, and returns the table in millimetres (lengths read in the
// system's measure), and the layout's name. Terrain and objectives get IDs
// 1, 2, ... in file order. The zones are the file's own: the system's
// default zones are added by Load. The error is an ErrorList.
func LoadLayout(fsys fs.FS, path string, rs engine.Ruleset) (table.Table, string, error) {
	var errs ErrorList
	t, name, _ := loadLayout(fsys, path, layoutRules{rs.Measure(), rs.ObjectiveRadius()}, &errs, nil, "")
	if err := errs.err(); err != nil {
		return table.Table{}, "", err
	}
	return t, name, nil
}

// loadLayout reads and checks a layout, recording problems in errs. ok is
// false when the table itself is unusable (no size), so units cannot be
// checked against it.
func loadLayout(fsys fs.FS, path string, lr layoutRules, errs *ErrorList, ref *doc, refField string) (t table.Table, name string, ok bool) {
	m := lr.m
	var lf layoutFile
	d := readDoc(fsys, path, &lf, errs, ref, refField)
	if d == nil {
		return table.Table{}, "", false
	}
	if m.MM <= 0 {
		d.errorf("", "scenario: the measure %q has no length", m.Name)
		return table.Table{}, "", false
	}
	if lf.Name == "" {
		d.errorf("name", "missing name")
	}
	switch {
	case lf.Table == nil:
		d.errorf("table", "missing table: {width: ..., depth: ...}")
		return table.Table{}, lf.Name, false
	case !d.size(lf.Table.Width, "table.width", m) || !d.size(lf.Table.Depth, "table.depth", m):
		return table.Table{}, lf.Name, false
	}
	t.Width, t.Depth = lf.Table.Width*m.MM, lf.Table.Depth*m.MM
	d.terrain(&t, lf.Terrain, m)
	d.zones(&t, lf.Deployment, m)
	d.objectives(&t, lf.Objectives, m, lr.objectiveRadius)
	return t, lf.Name, true
}

// size checks a table dimension.
func (d *doc) size(v float64, field string, m engine.Measure) bool {
	if v <= 0 || v > maxTableSize {
		d.errorf(field, "must be greater than 0 and at most %d%s, got %g", maxTableSize, m.Symbol, v)
		return false
	}
	return true
}

// terrain checks every piece and adds the good ones to the table.
func (d *doc) terrain(t *table.Table, ts []terrain, m engine.Measure) {
	if len(ts) > maxTerrain {
		d.errorf("terrain", "too many terrain pieces: %d (at most %d)", len(ts), maxTerrain)
		return
	}
	type placed struct {
		table.Terrain
		field string // the shape's path, where overlaps are reported
	}
	var done []placed
	parts := 0
	for _, tf := range ts {
		parts += max(len(tf.Parts), 1)
	}
	if parts > maxAllParts {
		d.errorf("terrain", "too many terrain parts: %d (at most %d)", parts, maxAllParts)
		return
	}
	for i, tf := range ts {
		field := index("terrain", i)
		ok := true
		if tf.Name == "" {
			d.errorf(join(field, "name"), "missing name")
			ok = false
		}
		kind, err := table.ParseKind(tf.Kind)
		if tf.Kind == "" {
			d.errorf(join(field, "kind"), "missing kind (want one of %s)", kindList())
			ok = false
		} else if err != nil {
			d.errorf(join(field, "kind"), "unknown terrain kind %q (want one of %s)", tf.Kind, kindList())
			ok = false
		}
		if tf.Height < 0 || tf.Height > maxHeight {
			d.errorf(join(field, "height"), "must be 0 to %d height levels, got %d", maxHeight, tf.Height)
			ok = false
		}
		parts, shapeField := d.terrainParts(tf, field, m)
		if parts == nil {
			continue
		}
		piece := table.Terrain{ID: len(t.Terrain) + 1, Name: tf.Name, Kind: kind, Height: tf.Height, Parts: parts}
		label := tf.Name
		if label == "" {
			label = field
		}
		if by, edge := offTable(piece.Bounds(), t.Width, t.Depth); by > 0 {
			d.errorf(shapeField, "%s is %s off the %s edge", label, m.Format(by), edge)
			ok = false
		}
		for _, o := range done {
			if carries(o.Kind) || carries(kind) || !overlaps(o.Terrain, piece) {
				continue
			}
			d.errorf(shapeField, "%s overlaps %s (%s); only hills and water may hold other terrain", label, o.Name, o.field)
			ok = false
			break
		}
		if !ok {
			continue
		}
		t.Terrain = append(t.Terrain, piece)
		done = append(done, placed{piece, field})
	}
}

// terrainParts returns a piece's convex parts in millimetres and the path
// of its shape field.
func (d *doc) terrainParts(tf terrain, field string, m engine.Measure) ([]geom.Poly, string) {
	s := shape{Rect: tf.Rect, Circle: tf.Circle, Ellipse: tf.Ellipse, Polygon: tf.Polygon}
	if tf.Parts == nil {
		p := d.poly(s, field, m.MM)
		if p == nil {
			return nil, ""
		}
		return []geom.Poly{p}, join(field, s.given()[0])
	}
	pf := join(field, "parts")
	if keys := s.given(); len(keys) > 0 {
		d.errorf(pf, "give exactly one shape, not both %s and parts", keys[0])
		return nil, ""
	}
	if len(tf.Parts) == 0 || len(tf.Parts) > MaxParts {
		d.errorf(pf, "want 1 to %d parts, got %d", MaxParts, len(tf.Parts))
		return nil, ""
	}
	parts := make([]geom.Poly, 0, len(tf.Parts))
	ok := true
	for k, part := range tf.Parts {
		p := d.poly(part, index(pf, k), m.MM)
		if p == nil {
			ok = false
			continue
		}
		for j, q := range parts {
			if p.Bounds().Overlaps(q.Bounds()) && geom.Overlap(p, q) {
				d.errorf(index(pf, k), "overlaps parts[%d]; parts may touch but not overlap", j)
				ok = false
				break
			}
		}
		parts = append(parts, p)
	}
	if !ok {
		return nil, ""
	}
	return parts, pf
}

// carries reports whether terrain of this kind may hold other terrain.
func carries(k table.Kind) bool { return k == table.Hill || k == table.Water }

// overlaps reports whether two pieces share area (touching is fine).
func overlaps(a, b table.Terrain) bool {
	if !a.Bounds().Overlaps(b.Bounds()) {
		return false
	}
	for _, p := range a.Parts {
		for _, q := range b.Parts {
			if p.Bounds().Overlaps(q.Bounds()) && geom.Overlap(p, q) {
				return true
			}
		}
	}
	return false
}

// kindList names every terrain kind.
func kindList() string {
	s := ""
	for i, k := range table.Kinds() {
		if i > 0 {
			s += ", "
		}
		s += k.String()
	}
	return s
}

// zones checks the deployment zones: one per player at most, on the table.
func (d *doc) zones(t *table.Table, zs []zone, m engine.Measure) {
	seen := map[int]string{}
	for i, z := range zs {
		field := index("deployment", i)
		ok := true
		switch prev, dup := seen[z.Player]; {
		case z.Player != 1 && z.Player != 2:
			d.errorf(join(field, "player"), "must be 1 or 2, got %d", z.Player)
			ok = false
		case dup:
			d.errorf(join(field, "player"), "player %d already has a zone (%s)", z.Player, prev)
			ok = false
		default:
			seen[z.Player] = field
		}
		p := d.poly(shape{Rect: z.Rect, Circle: z.Circle, Ellipse: z.Ellipse, Polygon: z.Polygon}, field, m.MM)
		if p == nil {
			continue
		}
		if by, edge := offTable(p.Bounds(), t.Width, t.Depth); by > 0 {
			d.errorf(field, "the zone is %s off the %s edge", m.Format(by), edge)
			ok = false
		}
		if ok {
			t.Zones = append(t.Zones, table.Zone{Player: z.Player, Area: p})
		}
	}
}

// objectives checks the markers: each entirely on the table.
func (d *doc) objectives(t *table.Table, os []objective, m engine.Measure, radius float64) {
	if len(os) > maxTerrain {
		d.errorf("objectives", "too many objectives: %d (at most %d)", len(os), maxTerrain)
		return
	}
	for i, o := range os {
		field := index("objectives", i)
		c, ok := d.point(o.At, join(field, "at"), m.MM)
		if !ok {
			continue
		}
		name := o.Name
		if name == "" {
			name = fmt.Sprintf("Objective %d", i+1)
		}
		marker := geom.Circle{C: c, R: radius}
		if by, edge := offTable(marker.Bounds(), t.Width, t.Depth); by > 0 {
			d.errorf(join(field, "at"), "%s is %s off the %s edge", name, m.Format(by), edge)
			continue
		}
		t.Objectives = append(t.Objectives, table.Objective{ID: len(t.Objectives) + 1, Name: name, Pos: c, Radius: radius})
	}
}

package render

import (
	"fmt"
	"image/color"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// staticLayer caches the table, the terrain, the zones and the objectives
// as they look through one camera: they are redrawn only when the camera,
// the window or the table changes (a ruleset sets zones or terrain as a
// game is set up, and an undo takes them back), not every frame.
type staticLayer struct {
	img     *ebiten.Image
	cam     input.Camera
	table   tableKey
	valid   bool
	redraws int // for tests and the frame benchmark
}

// tableKey tells one table's terrain and zones from another's: a ruleset
// never edits them in place but gives the table new ones, so the slices'
// first elements and lengths change with them.
type tableKey struct {
	terrain *table.Terrain
	zones   *table.Zone
	nt, nz  int
}

func keyOf(t *table.Table) tableKey {
	k := tableKey{nt: len(t.Terrain), nz: len(t.Zones)}
	if k.nt > 0 {
		k.terrain = &t.Terrain[0]
	}
	if k.nz > 0 {
		k.zones = &t.Zones[0]
	}
	return k
}

func (l *staticLayer) get(s *engine.State, cam *input.Camera, w, h int, f *fonts) *ebiten.Image {
	if l.img != nil && (l.img.Bounds().Dx() != w || l.img.Bounds().Dy() != h) {
		l.img.Deallocate()
		l.img, l.valid = nil, false
	}
	if l.img == nil {
		l.img = ebiten.NewImage(w, h)
	}
	if l.valid && l.cam == *cam && l.table == keyOf(&s.Table) {
		return l.img
	}
	l.img.Clear()
	drawStatic(l.img, s, cam, f)
	l.cam, l.table, l.valid = *cam, keyOf(&s.Table), true
	l.redraws++
	return l.img
}

func drawStatic(dst *ebiten.Image, s *engine.State, cam *input.Camera, f *fonts) {
	dst.Fill(colBackground)
	p := &painter{dst: dst, cam: cam}
	t := &s.Table
	p.fillPoly(t.Edge(), colTable)
	drawGrid(p, t)
	for _, z := range t.Zones {
		p.fillPoly(z.Area, colZone[z.Player%3])
		p.strokePoly(z.Area, 1.5, colZoneEdge[z.Player%3])
	}
	// Hills first: other terrain stands on them.
	for pass := range 2 {
		for i := range t.Terrain {
			if tr := &t.Terrain[i]; (tr.Kind == table.Hill) == (pass == 0) {
				drawTerrain(p, tr)
			}
		}
	}
	for _, o := range t.Objectives {
		c := geom.Circle{C: o.Pos, R: o.Radius}
		p.fillCircle(c, colObjective)
		p.strokeCircle(c, 2, colTableEdge)
		labelBox(dst, o.Name, f.small, cam.ToScreen(o.Pos.Add(geom.V(0, -o.Radius))).Add(geom.V(0, 12)), colObjective)
	}
	p.strokePoly(t.Edge(), 3, colTableEdge)
	for _, z := range t.Zones {
		labelZone(dst, z, t, cam, f)
	}
	for i := range t.Terrain {
		tr := &t.Terrain[i]
		at := cam.ToScreen(labelSpot(tr))
		name := tr.Name
		if tr.Height > 0 {
			name = fmt.Sprintf("%s · h%d", tr.Name, tr.Height)
		}
		labelBox(dst, name, f.small, at, colTextDim)
	}
}

// drawGrid draws faint lines every 12 (table units are mm; the grid is a
// foot for inch systems) so scale can be judged at a glance.
func drawGrid(p *painter, t *table.Table) {
	const foot = 12 * geom.MMPerInch
	for x := foot; x < t.Width-1; x += foot {
		p.line(geom.V(x, 0), geom.V(x, t.Depth), 1, colGrid)
	}
	for y := foot; y < t.Depth-1; y += foot {
		p.line(geom.V(0, y), geom.V(t.Width, y), 1, colGrid)
	}
}

func drawTerrain(p *painter, tr *table.Terrain) {
	look := terrainLooks[tr.Kind]
	for _, part := range tr.Parts {
		p.fillPoly(part, look.fill)
		if look.hatchGap > 0 {
			hatch(p, part, look.hatchGap, look.hatch)
		}
		switch tr.Kind {
		case table.Forest:
			trees(p, part, tr.ID)
		case table.Hill:
			contours(p, part, tr.Height, look.edge)
		}
	}
	// The outline, without the seams between the convex parts a shape
	// is stored in.
	w := float32(1.5)
	if tr.Kind == table.Obstacle {
		w = 3
	}
	for _, e := range geom.OuterEdges(tr.Parts) {
		p.line(e.A, e.B, w, look.edge)
	}
}

// hatch draws diagonal lines gap mm apart across the polygon, clipped to it.
func hatch(p *painter, poly geom.Poly, gap float64, col color.Color) {
	b := poly.Bounds()
	span := (b.Max.X - b.Min.X) + (b.Max.Y - b.Min.Y)
	for d := gap / 2; d < span; d += gap {
		s := geom.Seg{A: geom.V(b.Min.X+d, b.Min.Y), B: geom.V(b.Min.X+d-span, b.Min.Y+span)}
		if t0, t1, ok := geom.SegClipPoly(s, poly); ok {
			p.line(s.A.Lerp(s.B, t0), s.A.Lerp(s.B, t1), 1, col)
		}
	}
}

// trees scatters tree canopies over a forest, the same way every time.
func trees(p *painter, poly geom.Poly, seed int) {
	rng := rand.New(rand.NewPCG(uint64(seed), 7)) // cosmetic only
	b := poly.Bounds()
	const step = 40.0
	for y := b.Min.Y + step/2; y < b.Max.Y; y += step * 0.87 {
		for x := b.Min.X + step/2; x < b.Max.X; x += step {
			c := geom.V(x+rng.Float64()*16-8, y+rng.Float64()*16-8)
			if !poly.Contains(c) {
				continue
			}
			r := 12 + rng.Float64()*6
			p.fillCircle(geom.Circle{C: c, R: r}, terrainShade(rng))
			p.strokeCircle(geom.Circle{C: c, R: r}, 1, terrainLooks[table.Forest].edge)
		}
	}
}

func terrainShade(rng *rand.Rand) color.NRGBA {
	return color.NRGBA{34, uint8(96 + rng.IntN(40)), 40, 255}
}

// contours draws one inner ring per height level, like a map's contours.
func contours(p *painter, poly geom.Poly, height int, col color.Color) {
	ctr := poly.Centroid()
	for lvl := 1; lvl <= height; lvl++ {
		k := 1 - float64(lvl)/float64(height+1)
		ring := make(geom.Poly, len(poly))
		for i, v := range poly {
			ring[i] = ctr.Add(v.Sub(ctr).Scale(k))
		}
		p.strokePoly(ring, 1.5, col)
	}
}

// labelSpot is where a terrain piece's name goes: its centroid, except on a
// hill, whose label sits towards its northern rim so the pieces standing on
// its top keep their own labels clear, and on walls and hedges, whose
// label goes just south of them so the obstacle itself stays visible.
func labelSpot(tr *table.Terrain) geom.Vec {
	c := tr.Parts[0].Centroid()
	b := tr.Bounds()
	switch tr.Kind {
	case table.Hill:
		c.Y += (b.Max.Y - c.Y) * 0.6
	case table.Obstacle:
		c.Y = b.Min.Y - 12 // below the wall or hedge, which is too thin to hold it
	}
	return c
}

// labelZone names a deployment zone at the left end of its edge farthest
// from the table's centre line (the back of the zone), where units rarely
// stand.
func labelZone(dst *ebiten.Image, z table.Zone, t *table.Table, cam *input.Camera, f *fonts) {
	b := z.Area.Bounds()
	y := b.Min.Y
	if (b.Min.Y+b.Max.Y)/2 > t.Depth/2 {
		y = b.Max.Y
	}
	at := cam.ToScreen(geom.V(b.Min.X, y))
	inward := -10.0 // pixels into the zone, off its edge (y grows down the screen)
	if y == b.Max.Y {
		inward = 10
	}
	s := fmt.Sprintf("Player %d deployment zone", z.Player)
	w, _ := text.Measure(s, f.small, 0)
	c := colZoneEdge[z.Player%3]
	c.A = 255
	labelBox(dst, s, f.small, at.Add(geom.V(w/2+12, inward)), c)
}

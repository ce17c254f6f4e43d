package layout

import (
	"fmt"
	"math/bits"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The heatmap: observers of the reference formation's height stand on a
// grid in each deployment zone (their eyes at the grid points, looking any
// way); each cell of the table is a target point of the same height
// standing there. A cell is seen from an observer when no terrain piece
// that the ruleset says blocks between the two (BlocksSight, with the
// stances its Stance gives) hides the cell (shadow.go). Units are not on
// the table: it is the terrain's share of the battle.

// stanceClass is the cells standing alike (same height, hill and pieces
// under them), which every blocking question treats alike.
type stanceClass struct {
	st    engine.Stance
	cells bitset
}

// sightWorld is what every observer shares.
type sightWorld struct {
	g       grid
	t       *table.Table
	tr      engine.TerrainRules
	ref     engine.Probe
	classes []stanceClass
	parts   [][]geom.Poly // per terrain piece: its parts, counter-clockwise
	valid   bitset        // the cells whose centre is on the table
	masks   map[string][]bitset
}

// sight fills the sides' heatmaps and measures.
func (a *Analysis) sight(t *table.Table, tr engine.TerrainRules, zones [2]geom.Poly, opt Options) {
	g := newGrid(t.Width, t.Depth, opt.Res)
	a.Cols, a.Rows, a.Res = g.cols, g.rows, g.res
	w := &sightWorld{g: g, t: t, tr: tr, ref: a.Reference, masks: map[string][]bitset{}}
	w.classify()
	w.parts = make([][]geom.Poly, len(t.Terrain))
	for i := range t.Terrain {
		for _, p := range t.Terrain[i].Parts {
			w.parts[i] = append(w.parts[i], ccw(p))
		}
	}
	var seen [2]bitset
	for k := range 2 {
		s := &a.Sides[k]
		s.Player, s.Zone = k+1, zones[k]
		s.Heat = make([]uint16, g.cells())
		seen[k] = g.newSet()
		eyes := w.observers(zones[k], opt.Spacing)
		s.Observers = len(eyes)
		hidden := g.newSet()
		var scratch []halfPlane
		for _, eye := range eyes {
			clear(hidden)
			masks := w.blockMasks(eye)
			for i := range t.Terrain {
				if masks[i] == nil {
					continue
				}
				for _, p := range w.parts[i] {
					scratch = g.castShadow(eye, p, masks[i], hidden, scratch)
				}
			}
			for wi := range hidden {
				vis := ^hidden[wi] & w.valid[wi]
				seen[k][wi] |= vis
				for vis != 0 {
					b := bits.TrailingZeros64(vis)
					s.Heat[wi<<6+b]++
					vis &= vis - 1
				}
			}
		}
	}
	a.sideMeasures(g, w.valid, zones, seen)
}

// classify sorts the cells by stance.
func (w *sightWorld) classify() {
	g := w.g
	w.valid = g.newSet()
	index := map[string]int{}
	boxes := make([]geom.Box, len(w.t.Terrain))
	for i := range w.t.Terrain {
		boxes[i] = w.t.Terrain[i].Bounds()
	}
	var open *engine.Stance
	for j := range g.rows {
		for i := range g.cols {
			c := g.center(i, j)
			if c.X > w.t.Width || c.Y > w.t.Depth {
				continue
			}
			k := j*g.cols + i
			w.valid.set(k)
			cell := geom.Rect{Center: c, W: g.res, D: g.res}
			cb := cell.Bounds()
			near := false
			for _, b := range boxes {
				if b.Overlaps(cb) {
					near = true
					break
				}
			}
			var st engine.Stance
			switch {
			case near:
				st = w.tr.Stance(w.t, cell, w.ref.Height)
			case open == nil:
				st = w.tr.Stance(w.t, cell, w.ref.Height)
				open = &st
			default:
				st = *open
			}
			key := stanceKey(st)
			ci, ok := index[key]
			if !ok {
				ci = len(w.classes)
				index[key] = ci
				w.classes = append(w.classes, stanceClass{st: st, cells: g.newSet()})
			}
			w.classes[ci].cells.set(k)
		}
	}
}

func stanceKey(s engine.Stance) string { return fmt.Sprint(s.Height, s.Hill, s.On) }

// observers are the eyes sampled in a zone: grid points spacing apart,
// centred in the zone's box, inside the zone and not inside terrain the
// reference formation cannot stand on (closed to it at every pace).
func (w *sightWorld) observers(zone geom.Poly, spacing float64) []geom.Vec {
	b := zone.Bounds()
	nx, ny := int(b.Size().X/spacing+1e-6), int(b.Size().Y/spacing+1e-6)
	nx, ny = max(nx, 1), max(ny, 1)
	ox := b.Min.X + (b.Size().X-float64(nx-1)*spacing)/2
	oy := b.Min.Y + (b.Size().Y-float64(ny-1)*spacing)/2
	var eyes []geom.Vec
	for j := range ny {
		for i := range nx {
			p := geom.V(ox+float64(i)*spacing, oy+float64(j)*spacing)
			if !zone.Contains(p) || w.closed(p) {
				continue
			}
			eyes = append(eyes, p)
		}
	}
	return eyes
}

// closed reports whether p lies inside terrain closed to the reference
// formation at every pace.
func (w *sightWorld) closed(p geom.Vec) bool {
	paces := len(w.tr.Paces())
	for i := range w.t.Terrain {
		tr := &w.t.Terrain[i]
		in := false
		for _, q := range tr.Parts {
			if q.Contains(p) {
				in = true
				break
			}
		}
		if !in {
			continue
		}
		stops := paces > 0
		for pace := range paces {
			stops = stops && w.tr.Stops(tr, w.ref, pace)
		}
		if stops {
			return true
		}
	}
	return false
}

// blockMasks returns, per terrain piece, the cells it hides from an eye
// when it crosses their sight line (nil: none), by the ruleset's
// BlocksSight between the eye's stance and each class of cells. Eyes
// standing alike share them.
func (w *sightWorld) blockMasks(eye geom.Vec) []bitset {
	obs := w.tr.Stance(w.t, geom.Rect{Center: eye, W: w.ref.W, D: w.ref.D}, w.ref.Height)
	key := stanceKey(obs)
	if m, ok := w.masks[key]; ok {
		return m
	}
	m := make([]bitset, len(w.t.Terrain))
	for i := range w.t.Terrain {
		tr := &w.t.Terrain[i]
		for _, c := range w.classes {
			if !w.tr.BlocksSight(tr, obs, c.st) {
				continue
			}
			if m[i] == nil {
				m[i] = w.g.newSet()
			}
			for k := range m[i] {
				m[i][k] |= c.cells[k]
			}
		}
	}
	w.masks[key] = m
	return m
}

// sideMeasures turns the heatmaps into each side's shares.
func (a *Analysis) sideMeasures(g grid, valid bitset, zones [2]geom.Poly, seen [2]bitset) {
	var zoneCells, half [2]bitset
	c0, c1 := zones[0].Centroid(), zones[1].Centroid()
	axis := c1.Sub(c0)
	mid := c0.Lerp(c1, 0.5)
	for k := range 2 {
		zoneCells[k], half[k] = g.newSet(), g.newSet()
	}
	for j := range g.rows {
		for i := range g.cols {
			idx := j*g.cols + i
			if !valid.has(idx) {
				continue
			}
			c := g.center(i, j)
			for k := range 2 {
				if zones[k].Contains(c) {
					zoneCells[k].set(idx)
				}
			}
			switch d := c.Sub(mid).Dot(axis); {
			case d < 0:
				half[0].set(idx)
			case d > 0:
				half[1].set(idx)
			}
		}
	}
	total := float64(valid.count())
	for k := range 2 {
		s, enemy := &a.Sides[k], 1-k
		s.Seen = float64(seen[k].count()) / total
		s.EnemyZoneSeen = ratio(andCount(seen[k], zoneCells[enemy]), zoneCells[enemy].count())
		s.Shelter = 1 - ratio(andCount(seen[enemy], half[k]), half[k].count())
		sum := 0
		for idx, h := range s.Heat {
			if valid.has(idx) {
				sum += int(h)
			}
		}
		if s.Observers > 0 {
			s.Clear = float64(sum) / (total * float64(s.Observers))
		}
	}
}

// ratio is n/d, 0 when d is 0.
func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

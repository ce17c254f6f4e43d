package layout

import (
	"cmp"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Gap is a way between two pieces of terrain closed to some formation at
// some pace (or between one and the table's edge, or two parts of one
// piece: a river's ford), as narrow as Width, and the formations that
// pass it.
type Gap struct {
	Between [2]string // the pieces' names; "table edge" for the edge
	Width   float64   // mm
	From    geom.Vec  // the nearest points of the two
	To      geom.Vec
	Pass    []Passage // one per formation, in the ruleset's order
}

// Passage is the fastest pace at which a formation passes a gap; "" when
// it passes at none.
type Passage struct {
	Probe string
	Pace  string
}

// EdgeName names the table's edge in a Gap.
const EdgeName = "table edge"

// gapElement is one convex part that may bound a gap.
type gapElement struct {
	piece int // index into Table.Terrain; -1 for the edge
	part  int
	poly  geom.Poly
	box   geom.Box
}

// gaps finds the gaps no wider than maxGap: between any two elements
// (parts of pieces closed to some formation at some pace, strips along
// the table's edge) of different pieces, or not touching parts of one,
// when no other element crosses the way between them; of gaps close
// together, only the narrowest is kept. A formation passes a gap at a pace
// when it is no wider than the gap or when one side of the gap is open to
// it at that pace.
func gaps(t *table.Table, tr engine.TerrainRules, probes []engine.Probe, maxGap float64) []Gap {
	paces := tr.Paces()
	stops := func(piece int, f engine.Probe, pace int) bool {
		return piece < 0 || tr.Stops(&t.Terrain[piece], f, pace)
	}
	var els []gapElement
	for i := range t.Terrain {
		closed := false
		for _, f := range probes {
			for pace := range paces {
				closed = closed || stops(i, f, pace)
			}
		}
		if !closed {
			continue
		}
		for k, p := range t.Terrain[i].Parts {
			els = append(els, gapElement{i, k, p, p.Bounds()})
		}
	}
	const strip = 1.0 // mm: the edge as thin strips just off the table
	w, d := t.Width, t.Depth
	for k, b := range []geom.Box{
		{Min: geom.V(-strip, -strip), Max: geom.V(w+strip, 0)},
		{Min: geom.V(-strip, d), Max: geom.V(w+strip, d+strip)},
		{Min: geom.V(-strip, 0), Max: geom.V(0, d)},
		{Min: geom.V(w, 0), Max: geom.V(w+strip, d)},
	} {
		p := geom.Poly{b.Min, geom.V(b.Max.X, b.Min.Y), b.Max, geom.V(b.Min.X, b.Max.Y)}
		els = append(els, gapElement{-1, k, p, b})
	}
	var cands []Gap
	name := func(piece int) string {
		if piece < 0 {
			return EdgeName
		}
		return t.Terrain[piece].Name
	}
	for i := range els {
		for j := i + 1; j < len(els); j++ {
			a, b := &els[i], &els[j]
			if a.piece < 0 && b.piece < 0 || !a.box.Expand(maxGap).Overlaps(b.box) {
				continue
			}
			pa, pb, dist := geom.ClosestPoints(a.poly, b.poly)
			if dist <= geom.Eps || dist > maxGap {
				continue
			}
			way := geom.Seg{A: pa, B: pb}
			blocked := false
			for k := range els {
				if k != i && k != j && els[k].piece >= 0 && geom.SegCrossesPoly(way, els[k].poly) {
					blocked = true
					break
				}
			}
			if blocked {
				continue
			}
			g := Gap{Between: [2]string{name(a.piece), name(b.piece)}, Width: dist, From: pa, To: pb}
			for _, f := range probes {
				ps := Passage{Probe: f.Name}
				for pace, pn := range paces {
					if f.W <= dist || !stops(a.piece, f, pace) || !stops(b.piece, f, pace) {
						ps.Pace = pn
						break
					}
				}
				g.Pass = append(g.Pass, ps)
			}
			cands = append(cands, g)
		}
	}
	slices.SortStableFunc(cands, func(x, y Gap) int { return cmp.Compare(x.Width, y.Width) })
	var out []Gap
	for _, g := range cands {
		mid := g.From.Lerp(g.To, 0.5)
		dup := false
		for _, h := range out {
			if mid.Dist(h.From.Lerp(h.To, 0.5)) < max(g.Width, h.Width)/2 {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, g)
		}
	}
	return out
}

package kow

import (
	"warbench/game/engine"
	"warbench/game/table"
)

// effectiveHeight is a piece's height for sight and cover: its own height
// plus that of a hill holding the majority of its base (kow2 §2.1, §9;
// §14-A12: more than half the area). It also returns that hill's ID (0 if
// none), which never blocks the piece's own sight lines (§14-A13). The
// closed beta has no hills (kow-beta §10 row 20): its own height only.
func (r *Ruleset) effectiveHeight(t *table.Table, p *engine.Piece) (h, hill int) {
	h = p.Height
	if r.Edition.TrueSight {
		return h, 0
	}
	poly := p.Rect().Poly()
	area := poly.Area()
	for i := range t.Terrain {
		tr := &t.Terrain[i]
		if tr.Kind != table.Hill || !tr.Bounds().Overlaps(poly.Bounds()) {
			continue
		}
		if tr.CoveredArea(poly) > area/2 {
			return h + tr.Height, tr.ID
		}
	}
	return h, 0
}

// inside reports whether any part of the piece's base lies on the terrain.
func inside(tr *table.Terrain, p *engine.Piece) bool { return tr.Overlaps(p.Rect().Poly()) }

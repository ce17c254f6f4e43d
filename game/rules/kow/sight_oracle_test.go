package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// blockers is the blocker rule of kow2 §3.2 written plainly, the oracle
// for the cached version the line of sight uses (blockersFor): an element
// blocks iff its height ≥ both effective heights; Individuals, obstacles,
// water and decorative pieces never block; the hill either unit stands on
// does not (§14-A13); difficult ground does not block sight to or from a
// unit partly in it.
func (r *Ruleset) blockers(s *engine.State, obs, tgt *engine.Piece) []blocker {
	hObs, hillObs := r.effectiveHeight(&s.Table, obs)
	hTgt, hillTgt := r.effectiveHeight(&s.Table, tgt)
	need := max(hObs, hTgt)
	var out []blocker
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.ID == obs.ID || p.ID == tgt.ID || p.HasRule("Individual") {
			continue
		}
		if h, _ := r.effectiveHeight(&s.Table, p); h >= need {
			poly := p.Rect().Poly()
			out = append(out, blocker{Blocker: engine.Blocker{Piece: p.ID, Name: p.Name}, height: h, box: poly.Bounds(), polys: []geom.Poly{poly}})
		}
	}
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		switch tr.Kind {
		case table.Obstacle, table.Water, table.Decorative:
			continue // never block (§3.2, §9)
		case table.Hill:
			if tr.ID == hillObs || tr.ID == hillTgt {
				continue // §14-A13
			}
		case table.Forest, table.Difficult:
			if inside(tr, obs) || inside(tr, tgt) {
				continue // difficult terrain does not block units in it (§3.2)
			}
		}
		if tr.Height >= need {
			out = append(out, blocker{Blocker: engine.Blocker{Terrain: tr.ID, Name: tr.Name}, height: tr.Height, box: tr.Bounds(), polys: tr.Parts})
		}
	}
	return out
}

package kow

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// sightStep is the spacing of the target boundary points tried, in mm
// (kow2 §3.2 implementation note: sampling every 1 mm is enough).
const sightStep = 1.0

// blocker is one element that may stand in the way, with its height.
type blocker struct {
	engine.Blocker
	height int
	box    geom.Box
	polys  []geom.Poly
}

// Sight answers kow2 §3.2: the target must be at least partly in the
// observer's front arc, and some straight line from the observer's Leader
// Point to a point of the target's base inside that arc must pass no
// element at least as tall as both the observer and the target.
// Individuals, obstacles, water and decorative pieces never block; the
// hill either unit stands on does not block (§14-A13); difficult ground
// (a forest) does not block sight to or from a unit partly inside it.
func (r *Ruleset) Sight(s *engine.State, observer, target engine.PieceID) engine.Sight {
	obs, tgt := s.Piece(observer), s.Piece(target)
	if obs == nil || tgt == nil || obs == tgt {
		return engine.Sight{Rule: r.rule("3.2"), Reason: "Pick two different units."}
	}
	oRect, tPoly := obs.Rect(), tgt.Rect().Poly()
	lp := oRect.LeaderPoint()
	if !geom.ShapeInArc(oRect, geom.ArcCorner45, geom.ArcFront, tPoly) {
		return engine.Sight{Line: geom.Seg{A: lp, B: tgt.Pose.Pos}, Rule: r.rule("3.1"),
			Reason: fmt.Sprintf("%s is not in %s's front arc.", tgt.Name, obs.Name)}
	}
	blockers := r.blockers(s, obs, tgt)

	var best geom.Seg
	var bestHits []engine.Blocker
	bestN := math.MaxInt
	tried := false
	walkBoundary(tPoly, sightStep, func(pt geom.Vec) bool {
		if geom.ArcOf(oRect, geom.ArcCorner45, pt) != geom.ArcFront {
			return true // §14-A36: sight lines end on a point inside the front arc
		}
		tried = true
		line := geom.Seg{A: lp, B: pt}
		var hits []engine.Blocker
		for i := range blockers {
			if crosses(&blockers[i], line) {
				hits = append(hits, blockers[i].Blocker)
				if len(hits) >= bestN {
					break
				}
			}
		}
		if len(hits) < bestN {
			best, bestHits, bestN = line, hits, len(hits)
		}
		return bestN > 0
	})
	if !tried {
		return engine.Sight{Line: geom.Seg{A: lp, B: tgt.Pose.Pos}, Rule: r.rule("3.1"),
			Reason: fmt.Sprintf("%s is not in %s's front arc.", tgt.Name, obs.Name)}
	}
	if bestN == 0 {
		return engine.Sight{Clear: true, Line: best, Rule: r.rule("3.2"),
			Reason: fmt.Sprintf("%s sees %s.", obs.Name, tgt.Name)}
	}
	return engine.Sight{Line: best, Blockers: bestHits, Rule: r.rule("3.2"),
		Reason: fmt.Sprintf("%s cannot see %s: %s is in the way.", obs.Name, tgt.Name, bestHits[0].Name)}
}

// blockers lists the elements tall enough to block sight between obs and
// tgt: an element blocks iff its height ≥ both effective heights (§3.2).
func (r *Ruleset) blockers(s *engine.State, obs, tgt *engine.Piece) []blocker {
	hObs, hillObs := effectiveHeight(&s.Table, obs)
	hTgt, hillTgt := effectiveHeight(&s.Table, tgt)
	need := max(hObs, hTgt)
	var out []blocker
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.ID == obs.ID || p.ID == tgt.ID || p.HasRule("Individual") {
			continue
		}
		if h, _ := effectiveHeight(&s.Table, p); h >= need {
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

func crosses(b *blocker, line geom.Seg) bool {
	lb := geom.Box{Min: geom.V(min(line.A.X, line.B.X), min(line.A.Y, line.B.Y)), Max: geom.V(max(line.A.X, line.B.X), max(line.A.Y, line.B.Y))}
	if !b.box.Overlaps(lb) {
		return false
	}
	for _, p := range b.polys {
		if geom.SegCrossesPoly(line, p) {
			return true
		}
	}
	return false
}

// walkBoundary calls f with points every step mm along the polygon's
// boundary, vertices included, until f returns false.
func walkBoundary(p geom.Poly, step float64, f func(geom.Vec) bool) {
	for i, a := range p {
		b := p[(i+1)%len(p)]
		n := max(1, int(math.Ceil(a.Dist(b)/step)))
		for k := range n {
			if !f(a.Lerp(b, float64(k)/float64(n))) {
				return
			}
		}
	}
}

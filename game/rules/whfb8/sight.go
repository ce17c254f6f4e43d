package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Sight is the simplified line of sight of §3.3: a line from the middle
// of the observer's front edge to the nearest point of the target is
// blocked by a unit or terrain whose height class is at least the lower
// of the two units' (forests never block: they give cover, §11; rivers
// and marshes are class 0, terrainBlocks); a unit
// on a hill counts 2 higher (and hills themselves block nothing here).
func (r *Ruleset) Sight(s *engine.State, observer, target engine.PieceID) engine.Sight {
	a, b := s.Piece(observer), s.Piece(target)
	if a == nil || b == nil {
		return engine.Sight{Rule: rule("3.3"), Reason: "Pick two units."}
	}
	from := a.Rect().LeaderPoint()
	_, to, _ := geom.ClosestPoints(geom.Circle{C: from}, b.Shape())
	line := geom.Seg{A: from, B: to}
	low := min(height(s, a), height(s, b))
	sg := engine.Sight{Clear: true, Line: line, Rule: rule("3.3")}
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if together(q, a) || together(q, b) || height(s, q) < low {
			continue
		}
		if geom.SegCrossesPoly(line, q.Rect().Poly()) {
			sg.Blockers = append(sg.Blockers, engine.Blocker{Piece: q.ID, Name: q.Name})
		}
	}
	for _, t := range s.Table.Terrain {
		if !terrainBlocks(t.Kind) || t.Height < low {
			continue
		}
		for _, part := range t.Parts {
			if geom.SegCrossesPoly(line, part) {
				sg.Blockers = append(sg.Blockers, engine.Blocker{Terrain: t.ID, Name: t.Name})
				break
			}
		}
	}
	if len(sg.Blockers) > 0 {
		sg.Clear = false
		sg.Reason = fmt.Sprintf("%s blocks the line from %s to %s.", sg.Blockers[0].Name, a.Name, b.Name)
	} else {
		sg.Reason = fmt.Sprintf("%s sees %s.", a.Name, b.Name)
	}
	return sg
}

// inFront reports whether any part of t is in p's front arc (§3.2).
func inFront(p, t *engine.Piece) bool {
	return geom.ShapeInArc(p.Rect(), geom.ArcCorner45, geom.ArcFront, t.Shape())
}

// gap is the distance between two units' closest points (§3.1), mm.
func gap(p, t *engine.Piece) float64 { return geom.Distance(p.Shape(), t.Shape()) }

// onHill reports whether most of a unit (its centre) stands on a hill.
func onHill(s *engine.State, p *engine.Piece) bool {
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Hill {
			continue
		}
		for _, part := range t.Parts {
			if part.Contains(p.Pose.Pos) {
				return true
			}
		}
	}
	return false
}

// height is a unit's height class for sight (§3.3): its own, 2 more on
// a hill.
func height(s *engine.State, p *engine.Piece) int {
	if onHill(s, p) {
		return p.Height + 2
	}
	return p.Height
}

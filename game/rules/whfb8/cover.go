package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// cover is the to-hit penalty a shot at t suffers (§6.3), and what gives
// it: hard (−2) when another unit too low to block the line stands on it
// (§3.3), soft (−1) when the target stands mostly in a forest or the line
// passes through one the shooter does not stand in, or crosses an
// obstacle (fences and hedges; §11); the two do not add up. The line is
// the one Sight draws, for the whole unit (the digest's model-by-model
// cover is not played).
func (r *Ruleset) cover(s *engine.State, p, t *engine.Piece) (int, string) {
	line := r.Sight(s, p.ID, t.ID).Line
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if !together(q, p) && !together(q, t) && geom.SegCrossesPoly(line, q.Rect().Poly()) {
			return 2, "hard cover −2"
		}
	}
	soft := false
	for _, tr := range s.Table.Terrain {
		switch tr.Kind {
		case table.Forest:
			for _, part := range tr.Parts {
				if part.Contains(p.Pose.Pos) {
					continue // firing out of its own forest
				}
				if part.Contains(t.Pose.Pos) || geom.SegCrossesPoly(line, part) {
					soft = true
				}
			}
		case table.Obstacle:
			for _, part := range tr.Parts {
				if geom.SegCrossesPoly(line, part) {
					soft = true
				}
			}
		}
	}
	if soft {
		return 1, "soft cover −1"
	}
	return 0, ""
}

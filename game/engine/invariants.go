package engine

import (
	"fmt"
	"slices"

	"warbench/game/geom"
)

// Invariants returns what is wrong with a State whatever its ruleset: two
// pieces overlapping (a piece attached to another stands on it and is
// not counted), a piece off the table, a piece attached to one that is
// not on the table, or a counter its ruleset would refuse in a file.
// Pieces still waiting to come into play (Decision.Waiting) are not
// checked.
// Touching is not overlapping; tol is the slack allowed (mm).
func Invariants(rs Ruleset, s *State, tol float64) []string {
	var bad []string
	b := s.Table.Bounds()
	waiting := rs.Decision(s).Waiting // not yet in play: they stand aside
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if slices.Contains(waiting, p.ID) {
			continue
		}
		pb := p.Shape().Bounds()
		if pb.Min.X < b.Min.X-tol || pb.Min.Y < b.Min.Y-tol || pb.Max.X > b.Max.X+tol || pb.Max.Y > b.Max.Y+tol {
			bad = append(bad, fmt.Sprintf("%s is off the table", p.Name))
		}
		if p.Attached != 0 && s.Piece(p.Attached) == nil {
			bad = append(bad, fmt.Sprintf("%s is attached to piece %d, which is not on the table", p.Name, p.Attached))
		}
		for _, c := range p.Counters {
			if err := rs.CheckCounter(c.Name, c.Value); err != nil {
				bad = append(bad, fmt.Sprintf("%s: %v", p.Name, err))
			}
		}
		for j := i + 1; j < len(s.Pieces); j++ {
			q := &s.Pieces[j]
			if p.Attached == q.ID || q.Attached == p.ID || slices.Contains(waiting, q.ID) {
				continue
			}
			if geom.PenetrationDepth(p.Shape(), q.Shape()) > tol {
				bad = append(bad, fmt.Sprintf("%s overlaps %s", p.Name, q.Name))
			}
		}
	}
	return bad
}

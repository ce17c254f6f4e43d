package whfb8

import (
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// cover is the to-hit penalty a shot at t suffers (§6.3), and what gives
// it: hard (−2) when another unit too low to block the line stands on it
// (§3.3), soft (−1) when the target stands mostly in a forest or the line
// passes through one the shooter does not stand in, or crosses an
// obstacle (fences and hedges; §11); the two do not add up. The line is
// one shooting model's (coverGroups).
func (r *Ruleset) cover(s *engine.State, p, t *engine.Piece, line geom.Seg) (int, string) {
	if p.HasRule("Ignores Cover") { // §9.1: no soft, hard or obstacle cover
		return 0, ""
	}
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
			if has(t, "Large Target") { // §6.3: no cover from obstacles
				continue
			}
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

// coverGroup is how many of the shooting models see the target with one
// cover.
type coverGroup struct {
	cover, models int
	why           string
}

// coverGroups sorts p's shooting models by the cover their own line to t
// gives (§6.3: "applied model by model"), the least cover first: the
// first two ranks, and with volley every other model of the ranks behind
// (half, rounded up, §13 A-23). A model's line runs from the front edge
// in its file to the nearest point of t (the second rank and the volley
// use the front rank's sight, §6.1).
func (r *Ruleset) coverGroups(s *engine.State, p, t *engine.Piece, volley bool) []coverGroup {
	var out []coverGroup
	rect := p.Rect()
	type fileCover struct {
		c   int
		why string
	}
	seen := map[float64]fileCover{} // a file's cover by its lateral position, looked up, never ranged over
	back := 0
	for _, sl := range slots(p) {
		if sl.Rank >= 2 {
			if !volley {
				continue
			}
			back++
			if back%2 == 0 {
				continue
			}
		}
		x := rect.Local(sl.Base.Center).X
		fc, ok := seen[x]
		if !ok {
			from := rect.World(geom.V(x, rect.D/2))
			_, to, _ := geom.ClosestPoints(geom.Circle{C: from}, t.Shape())
			fc.c, fc.why = r.cover(s, p, t, geom.Seg{A: from, B: to})
			seen[x] = fc
		}
		c, why := fc.c, fc.why
		i := slices.IndexFunc(out, func(g coverGroup) bool { return g.cover == c })
		if i < 0 {
			out = append(out, coverGroup{cover: c, why: why})
			i = len(out) - 1
		}
		out[i].models++
	}
	slices.SortFunc(out, func(a, b coverGroup) int { return a.cover - b.cover })
	return out
}

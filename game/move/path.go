package move

import "warbench/game/geom"

// pathSlack is how much, in mm, a path leg may overrun what stops it (the
// budget, or a Pass gap or the table edge by that much depth) and still
// not be clamped. A leg clamped at a point P is stored as "to P", and the
// direction and length planning it again recomputes from P differ by
// rounding from the ones that found P: by as much as the whole direction
// for a leg of a few 1e-13 mm, and where the leg runs nearly along the
// edge of a gap a tiny turn moves where it meets the gap a long way. How
// deep the leg would go past the gap is not sensitive to either, so
// planning a clamped leg again reaches P, unclamped. A leg may end at most
// pathSlack closer than a Pass gap, far within Tol.
const pathSlack = 1e-9

// path clamps path leg i, which starts at cur with spent mm used, and
// returns the footprint after it.
func (p *planner) path(i int, s *Step, r *stepRec, cur geom.Rect, spent float64) geom.Rect {
	r.left = max(p.lim.Budget-spent, 0)
	if !isFinite(s.To.X) || !isFinite(s.To.Y) {
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "A path leg needs a finite point to go to, so step %d was ignored.", i+1))
		s.To = cur.Center
		return cur
	}
	d := s.To.Sub(cur.Center)
	l := d.Len()
	if l == 0 {
		return cur
	}
	if !p.lim.FreePath {
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "This order does not allow a free path."))
		s.To = cur.Center
		return cur
	}
	r.fixable = true
	r.wd, r.asked, r.dist = d.Scale(1/l), l, l
	if over, reach, j := p.overBudget(cur, r.wd, l, r.left+pathSlack); over {
		p.res.Reasons = append(p.res.Reasons, p.budgetReason(i, r.left, j))
		r.dist = min(reach, r.left)
	}
	if r.dist > 0 {
		if dl, _ := p.straightLimitBelow(cur, r.wd, r.dist, pathSlack); dl < r.dist {
			dl, st := p.straightLimit(cur, r.wd, r.dist)
			p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.straightText(st, dl, r.asked)))
			r.dist = dl
		}
	}
	if r.dist != l {
		r.setLeg(s, r.dist)
	}
	cur.Center = s.To
	return cur
}

// setLeg makes path leg s, recorded in r, go d mm along its direction, and
// records its length as planning it again will measure it.
func (r *stepRec) setLeg(s *Step, d float64) {
	s.To = r.before.Center
	if d > 0 {
		s.To = s.To.Add(r.wd.Scale(d))
	}
	r.dist = s.To.Sub(r.before.Center).Len()
}

package move

import (
	"math"

	"warbench/game/geom"
)

// wheel clamps wheel step i, which starts at cur with spent mm used, after
// turning turn and making wheels wheels, and returns the footprint after
// it. A wheel turns about the front corner on the inside of the turn, so
// the outer front corner travels W·|angle|: that is its cost, and a wheel
// is checked over every pose it sweeps through.
func (p *planner) wheel(i int, s *Step, r *stepRec, cur geom.Rect, spent, turn float64, wheels int) geom.Rect {
	r.left = max(p.lim.Budget-spent, 0)
	a := s.Angle
	switch {
	case math.IsNaN(a) || math.IsInf(a, 0):
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "A wheel needs a finite angle, so step %d was ignored.", i+1))
		s.Angle = 0
		return cur
	case a == 0:
		return cur
	case p.round:
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "A round base has no corner to wheel about, so step %d was ignored (a round base turns with a pivot).", i+1))
		s.Angle = 0
		return cur
	case wheels >= p.lim.Wheels:
		if p.lim.Wheels == 0 {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "This order allows no wheel."))
		} else {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "This order allows only %d wheel%s.", p.lim.Wheels, plural(p.lim.Wheels)))
		}
		s.Angle = 0
		return cur
	}
	r.fixable = true
	a = p.turnMax(i, a, turn)
	a = p.payTurn(i, a, r.left/cur.W, r.left)
	if a != 0 {
		if th, st := p.swept().limit(p, cur, cur.WheelPivot(a), a); th != a {
			p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.sweptText(Wheel, st, th, a)))
			a = th
		}
	}
	s.Angle = a
	return wheeled(cur, a)
}

package move

import (
	"math"

	"warbench/game/geom"
)

// pivot clamps pivot step i, which starts at cur with spent mm used, after
// turning turn and making pivots pivots, wide of them further than
// PivotMax, and returns the footprint after it.
func (p *planner) pivot(i int, s *Step, r *stepRec, cur geom.Rect, spent, turn float64, pivots, wide int) geom.Rect {
	r.left = max(p.lim.Budget-spent, 0)
	a := s.Angle
	switch {
	case math.IsNaN(a) || math.IsInf(a, 0):
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "A pivot needs a finite angle, so step %d was ignored.", i+1))
		s.Angle = 0
		return cur
	case a == 0:
		return cur
	case pivots >= p.lim.Pivots:
		if p.lim.Pivots == 0 {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "This order allows no pivot."))
		} else {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "This order allows only %d pivot%s.", p.lim.Pivots, plural(p.lim.Pivots)))
		}
		s.Angle = 0
		return cur
	}
	r.fixable = true
	if m := p.lim.PivotMax; m > 0 && math.Abs(a) > m && wide >= p.lim.AnyAngle {
		a = math.Copysign(m, a)
		if p.lim.AnyAngle > 0 {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "A pivot may turn at most %s, but for %d of any angle, already made.", deg(m), p.lim.AnyAngle))
		} else {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "A pivot may turn at most %s.", deg(m)))
		}
	}
	a = p.turnMax(i, a, turn)
	if c := p.lim.PivotCost; c > 0 {
		a = p.payTurn(i, a, r.left/c, r.left)
	}
	if a != 0 {
		if p.lim.SweepPivots {
			if th, st := p.swept().limit(p, cur, cur.Center, a); th != a {
				p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.sweptText(Pivot, st, th, a)))
				a = th
			}
		} else {
			pc := p.newPivotCheck(cur, false, p.cands[:0])
			if th, st, _ := pc.clamp(a); th != a {
				p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.pivotText(Pivot, st, th, a)))
				a = th
			}
		}
	}
	s.Angle = a
	return turned(cur, a)
}

// turnMax clamps the turn a of step i so that the heading, already turned
// by turn, stays within TurnMax of the start's.
func (p *planner) turnMax(i int, a, turn float64) float64 {
	m := p.lim.TurnMax
	if m <= 0 {
		return a
	}
	b := a
	if t := turn + a; t > m {
		b = max(m-turn, 0)
	} else if t < -m {
		b = min(-m-turn, 0)
	}
	if b != a {
		p.res.Reasons = append(p.res.Reasons, p.limit(i,
			"The unit may not turn more than %s from its facing at the start of the order.", deg(m)))
	}
	return b
}

// payTurn clamps the turn a of step i to most, the largest angle the left
// mm of budget pay for.
func (p *planner) payTurn(i int, a, most, left float64) float64 {
	if math.Abs(a) <= most {
		return a
	}
	if left == 0 {
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "No movement is left for step %d.", i+1))
		return 0
	}
	p.res.Reasons = append(p.res.Reasons, p.limit(i, "Only %s of movement left: it pays for a turn of %s.", p.w.format(left), deg(most)))
	return math.Copysign(most, a)
}

// scanStep and refineTo are the resolution of the search for the legal
// pivot angle nearest to the one asked: a scan from it towards 0 in 0.5°
// steps, then bisection to 0.01°.
var (
	scanStep = geom.Deg(0.5)
	refineTo = geom.Deg(0.01)
)

// pcand is an obstacle a pivot's pose must respect, with the least signed
// distance it may have from the pivoted footprint (-Inf: none).
type pcand struct {
	j                       int
	pass, end               float64
	passRelaxed, endRelaxed bool
}

// pivotCheck tells which angles a turn from before may end at.
type pivotCheck struct {
	p      *planner
	before geom.Rect
	wheel  bool     // the turn is a wheel, not a pivot
	sw     *sweeper // a swept turn's conditions, checked at the end pose
	edge   float64  // the least margin to the table edge
	cands  []pcand
}

// newPivotCheck prepares the checks of a pivot from before: the Pass gaps
// (the pose right after a pivot keeps them; an obstacle already too close
// before it may only not get closer) and, when withEnd, the End gaps of a
// pose that ends the move. buf is scratch storage.
func (p *planner) newPivotCheck(before geom.Rect, withEnd bool, buf []pcand) pivotCheck {
	rad := math.Hypot(before.W, before.D) / 2
	reach := geom.Box{Min: before.Center.Sub(geom.V(rad, rad)), Max: before.Center.Add(geom.V(rad, rad))}
	return p.turnCheck(before, reach, true, withEnd, buf)
}

// newSweptCheck prepares the checks of the end pose of a swept turn from
// before (a wheel when wheel, else a pivot), whose every angle between 0
// and its own has been checked by a sweeper: the End gaps, and the swept
// conditions at that angle (so that planning the turn again finds it
// legal).
func (p *planner) newSweptCheck(before geom.Rect, wheel bool, sw *sweeper, buf []pcand) pivotCheck {
	reach := circleBox(sw.c, sw.rad)
	pc := p.turnCheck(before, reach, false, true, buf)
	pc.wheel, pc.sw = wheel, sw
	return pc
}

// turnCheck prepares the pose checks of a turn from before whose footprint
// stays inside reach: the Pass gaps when withPass, the End gaps when
// withEnd.
func (p *planner) turnCheck(before geom.Rect, reach geom.Box, withPass, withEnd bool, buf []pcand) pivotCheck {
	c := p.foot(before)
	g, _ := margin(&c, p.w.Bounds)
	pc := pivotCheck{p: p, before: before, edge: edgeLevel(g), cands: buf[:0]}
	bb := boundsOf(before, p.round)
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		if len(o.Poly) == 0 {
			continue
		}
		box := p.w.box(j)
		near := boxGap(reach, box)
		cd := pcand{j: j, pass: math.Inf(-1), end: math.Inf(-1)}
		if withPass && o.Pass >= 0 && near <= o.Pass {
			cd.pass = o.Pass
			if boxGap(bb, box) <= o.Pass {
				f := sdFoot(&c, o.Poly)
				cd.pass, cd.passRelaxed = min(o.Pass, f-grace), f < o.Pass
			}
		}
		if withEnd && o.End >= 0 && near <= o.End {
			cd.end, cd.endRelaxed = p.endLevel(j)
		}
		if cd.pass > math.Inf(-1) || cd.end > math.Inf(-1) {
			pc.cands = append(pc.cands, cd)
		}
	}
	return pc
}

// legal reports whether the turn may end at theta, and if not why.
func (pc *pivotCheck) legal(theta float64) (bool, stop) {
	r := turned(pc.before, theta)
	if pc.wheel {
		r = wheeled(pc.before, theta)
	}
	c := pc.p.foot(r)
	if g, side := margin(&c, pc.p.w.Bounds); g < pc.edge-rounding {
		return false, stop{obs: -1, side: side}
	}
	rb := boundsOf(r, pc.p.round)
	for _, cd := range pc.cands {
		o := &pc.p.w.Obstacles[cd.j]
		if boxGap(rb, pc.p.w.box(cd.j)) > max(cd.pass, cd.end, 0) {
			continue
		}
		f := sdFoot(&c, o.Poly)
		if f < cd.pass-rounding {
			return false, stop{obs: cd.j, gap: o.Pass, relaxed: cd.passRelaxed}
		}
		if f < cd.end-rounding {
			return false, stop{obs: cd.j, gap: o.End, relaxed: cd.endRelaxed, end: true}
		}
	}
	if pc.sw != nil {
		return pc.sw.okAt(math.Abs(theta))
	}
	return true, stop{obs: noObstacle}
}

// clamp returns the legal angle nearest to a between 0 and a: a itself when
// legal, else found by scanning from a towards 0 in 0.5° steps and
// refining the first legal one by bisection to 0.01°. st says what forbids
// the angles just beyond it; ok is false when no angle, 0 included, is
// legal.
func (pc *pivotCheck) clamp(a float64) (theta float64, st stop, ok bool) {
	legal, st := pc.legal(a)
	if legal || a == 0 {
		return a, st, legal
	}
	sgn := math.Copysign(1, a)
	prev := a
	for k := 1; ; k++ {
		th := a - sgn*float64(k)*scanStep
		if th*sgn <= 0 {
			th = 0
		}
		legal, why := pc.legal(th)
		if !legal {
			st, prev = why, th
			if th == 0 {
				return 0, st, false
			}
			continue
		}
		lo, hi := th, prev // lo legal, hi not
		for math.Abs(hi-lo) > refineTo {
			mid := (lo + hi) / 2
			if legal, why := pc.legal(mid); legal {
				lo = mid
			} else {
				hi, st = mid, why
			}
		}
		return lo, st, true
	}
}

package move

// finish makes the move end legally: while the final pose breaks an End
// gap, the last step still standing is set to its legal value nearest to
// what it was, or cancelled when it has none.
func (p *planner) finish(rec []stepRec) {
	res := p.res
	for k := len(res.Steps) - 1; k >= 0; k-- {
		final := p.start.WithPose(res.Poses[k])
		bad, broken := p.endStop(final)
		if !broken {
			return
		}
		s, r := &res.Steps[k], &rec[k]
		if p.round && s.Kind == Pivot && p.lim.PivotCost == 0 {
			// A disc's free pivot changes nothing the end of the move
			// checks: leave it and fix the step before it.
			continue
		}
		if r.fixable {
			ok, st := p.fixEnd(k, s, r)
			if ok {
				return
			}
			if s.Kind == Straight || s.Kind == Path {
				bad = st
			}
		}
		if standing(s, r) {
			res.Reasons = append(res.Reasons, p.reason(k, bad, p.cancelText(k, s.Kind, bad)))
			switch s.Kind {
			case Straight:
				s.Dist = 0
			case Pivot, Wheel:
				s.Angle = 0
			case Path:
				r.setLeg(s, 0)
			}
		}
		// The steps from k on now stand where step k began.
		for i := k; i < len(res.Steps); i++ {
			res.Poses[i] = r.before.Pose()
		}
	}
}

// standing reports whether step s, recorded in r, moves or turns.
func standing(s *Step, r *stepRec) bool {
	switch s.Kind {
	case Straight:
		return s.Dist != 0
	case Pivot, Wheel:
		return s.Angle != 0
	case Path:
		return r.dist != 0
	}
	return false
}

// fixEnd sets step k, the last one standing, to its value nearest to what
// it is at which the move ends legally, with a reason when that changes
// it, and reports whether there is one: a straight step anywhere in [0,
// the farthest the budget and the Pass gaps allow]; a path leg up to where
// it reached; a pivot or a wheel between 0 and its angle. For a straight
// step or a path leg, st is what forbids the value asked.
func (p *planner) fixEnd(k int, s *Step, r *stepRec) (ok bool, st stop) {
	res := p.res
	switch s.Kind {
	case Straight:
		reach, _ := p.travelReach(r.before, r.wd, r.left, r.left)
		dmax, _ := p.straightLimit(r.before, r.wd, reach)
		d, st, ok := p.nearestEnd(r.before, r.wd, s.Dist, dmax)
		if ok && d != s.Dist {
			res.Reasons = append(res.Reasons, p.reason(k, st, p.endText(st, d, r.asked)))
			s.Dist = d
		}
		return ok, st
	case Path:
		d, st, ok := p.nearestEnd(r.before, r.wd, r.dist, r.dist)
		if ok && d != r.dist {
			res.Reasons = append(res.Reasons, p.reason(k, st, p.endText(st, d, r.asked)))
			r.setLeg(s, d)
		}
		return ok, st
	case Pivot, Wheel:
		pc := p.endCheck(s, r)
		th, st, ok := pc.clamp(s.Angle)
		if ok && th != s.Angle {
			res.Reasons = append(res.Reasons, p.reason(k, st, p.pivotText(s.Kind, st, th, r.asked)))
			s.Angle = th
		}
		return ok, st
	}
	return false, stop{obs: noObstacle}
}

// endCheck returns the checks of the end pose of turn s, recorded in r.
func (p *planner) endCheck(s *Step, r *stepRec) pivotCheck {
	switch {
	case s.Kind == Wheel:
		sw := p.swept()
		sw.setup(p, r.before, r.before.WheelPivot(s.Angle), s.Angle)
		return p.newSweptCheck(r.before, true, sw, p.cands[:0])
	case p.lim.SweepPivots && !p.round:
		sw := p.swept()
		sw.setup(p, r.before, r.before.Center, s.Angle)
		return p.newSweptCheck(r.before, false, sw, p.cands[:0])
	}
	return p.newPivotCheck(r.before, true, p.cands[:0])
}

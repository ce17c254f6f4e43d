package move

import (
	"math"
	"slices"

	"warbench/game/geom"
)

// planner holds what one Plan call needs.
type planner struct {
	w      *World
	lim    *Limits
	start  geom.Rect
	startC [4]geom.Vec // start's corners
	res    *Result
	cands  [32]pcand // scratch for pivot checks
}

// stepRec is what the end of a plan needs to know about a step.
type stepRec struct {
	before  geom.Rect // the footprint before the step
	wd      geom.Vec  // a straight step's world direction
	left    float64   // the budget left before the step
	asked   float64   // Dist or Angle as asked
	fixable bool      // the end of the move may change it (not refused)
}

// Plan applies the steps in order from start and returns the legal move
// nearest to them (see the package comment for the rules). start is
// assumed legal; W and D must be positive. Each step is first clamped in
// order: a straight step to the budget left, to an allowed direction and to
// its Pass gaps and the Bounds; a pivot to the pivot count, PivotMax,
// TurnMax and the Pass gaps of the pose after it. Then, if the final pose
// breaks an End gap, the last step is changed to the legal value nearest to
// what was asked — for a straight step anywhere in [0, the farthest the
// budget and the Pass gaps allow], so possibly longer; for a pivot between
// 0 and its angle — and when none exists it is cancelled and the step
// before it is tried, back to the start. Every change adds a Reason.
//
// Plan does not modify w, so plans on one World may run concurrently, and
// it allocates only its Result. Planning res.Steps again from the same
// start with the same limits gives the same move with Clamped false.
func (w *World) Plan(start geom.Rect, lim Limits, steps []Step) Result {
	n := len(steps)
	res := Result{Start: start, End: start, Steps: slices.Clone(steps), Poses: make([]geom.Pose, n)}
	if res.Steps == nil {
		res.Steps = []Step{}
	}
	p := &planner{w: w, lim: &lim, start: start, startC: corners(start), res: &res}
	var recBuf [8]stepRec
	rec := recBuf[:]
	if n > len(recBuf) {
		rec = make([]stepRec, n)
	}
	rec = rec[:n]
	cur, spent, turn, pivots := start, 0.0, 0.0, 0
	for i := range res.Steps {
		s, r := &res.Steps[i], &rec[i]
		r.before = cur
		switch s.Kind {
		case Straight:
			r.asked = s.Dist
			cur = p.straight(i, s, r, cur, spent)
			spent += s.Dist
		case Pivot:
			r.asked = s.Angle
			cur = p.pivot(i, s, r, cur, turn, pivots)
			turn += s.Angle
			if s.Angle != 0 {
				pivots++
			}
		default:
			res.Reasons = append(res.Reasons, p.limit(i, "Step %d is neither a straight move nor a pivot, so it was ignored.", i+1))
		}
		res.Poses[i] = cur.Pose()
	}
	p.finish(rec)
	// Replay the steps as clamped, the same way, for the poses.
	cur, res.Spent = start, 0
	for i, s := range res.Steps {
		switch s.Kind {
		case Straight:
			cur = moved(cur, rec[i].wd, s.Dist)
			res.Spent += s.Dist
		case Pivot:
			cur = turned(cur, s.Angle)
		}
		res.Poses[i] = cur.Pose()
	}
	res.End = cur
	slices.SortStableFunc(res.Reasons, func(a, b Reason) int { return a.Step - b.Step })
	res.Clamped = len(res.Reasons) > 0
	return res
}

// straight clamps straight step i, which starts at cur with spent mm
// already used, and returns the footprint after it.
func (p *planner) straight(i int, s *Step, r *stepRec, cur geom.Rect, spent float64) geom.Rect {
	r.left = max(p.lim.Budget-spent, 0)
	if !(s.Dist >= 0) {
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "A straight move cannot have a negative length, so step %d was ignored.", i+1))
		s.Dist = 0
		return cur
	}
	u := s.Dir.Norm()
	if !p.lim.allows(u) {
		if s.Dist > 0 {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "This order does not allow moving %s.", dirName(s.Dir)))
			s.Dist = 0
		}
		return cur
	}
	r.fixable = true
	r.wd = cur.Right().Scale(u.X).Add(cur.Forward().Scale(u.Y))
	if s.Dist > r.left {
		if r.left == 0 {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "No movement is left for step %d.", i+1))
		} else {
			p.res.Reasons = append(p.res.Reasons, p.limit(i, "Only %s of movement left.", p.w.format(r.left)))
		}
		s.Dist = r.left
	}
	if s.Dist > 0 {
		if d, st := p.straightLimit(cur, r.wd, s.Dist); d < s.Dist {
			p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.straightText(st, d, r.asked)))
			s.Dist = d
		}
	}
	return moved(cur, r.wd, s.Dist)
}

// pivot clamps pivot step i, which starts at cur after turning turn and
// making pivots pivots, and returns the footprint after it.
func (p *planner) pivot(i int, s *Step, r *stepRec, cur geom.Rect, turn float64, pivots int) geom.Rect {
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
	if m := p.lim.PivotMax; m > 0 && math.Abs(a) > m {
		a = math.Copysign(m, a)
		p.res.Reasons = append(p.res.Reasons, p.limit(i, "A pivot may turn at most %s.", deg(m)))
	}
	if m := p.lim.TurnMax; m > 0 {
		b := a
		if t := turn + a; t > m {
			b = max(m-turn, 0)
		} else if t < -m {
			b = min(-m-turn, 0)
		}
		if b != a {
			p.res.Reasons = append(p.res.Reasons, p.limit(i,
				"The unit may not turn more than %s from its facing at the start of the order.", deg(m)))
			a = b
		}
	}
	if a != 0 {
		pc := p.newPivotCheck(cur, false, p.cands[:0])
		th, st, _ := pc.clamp(a)
		if th != a {
			p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.pivotText(st, th, a)))
		}
		a = th
	}
	s.Angle = a
	return turned(cur, a)
}

// turned returns r pivoted by a; r itself, heading not normalised, when a
// is 0, so that a cancelled pivot leaves the pose exactly as it was.
func turned(r geom.Rect, a float64) geom.Rect {
	if a == 0 {
		return r
	}
	return r.Pivot(a)
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

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
		switch {
		case s.Kind == Straight && r.fixable:
			dmax, _ := p.straightLimit(r.before, r.wd, r.left)
			d, st, ok := p.nearestEnd(r.before, r.wd, s.Dist, dmax)
			if ok {
				if d != s.Dist {
					res.Reasons = append(res.Reasons, p.reason(k, st, p.endText(st, d, r.asked)))
					s.Dist = d
				}
				return
			}
			bad = st
		case s.Kind == Pivot && r.fixable:
			pc := p.newPivotCheck(r.before, true, p.cands[:0])
			th, st, ok := pc.clamp(s.Angle)
			if ok {
				if th != s.Angle {
					res.Reasons = append(res.Reasons, p.reason(k, st, p.pivotText(st, th, r.asked)))
					s.Angle = th
				}
				return
			}
		}
		switch {
		case s.Kind == Straight && s.Dist != 0:
			res.Reasons = append(res.Reasons, p.reason(k, bad, p.cancelText(k, s.Kind, bad)))
			s.Dist = 0
		case s.Kind == Pivot && s.Angle != 0:
			res.Reasons = append(res.Reasons, p.reason(k, bad, p.cancelText(k, s.Kind, bad)))
			s.Angle = 0
		}
		// The steps from k on now stand where step k began.
		for i := k; i < len(res.Steps); i++ {
			res.Poses[i] = r.before.Pose()
		}
	}
}

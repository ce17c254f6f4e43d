package move

import (
	"math"
	"slices"

	"warbench/game/geom"
)

// planner holds what one plan needs.
type planner struct {
	w      *World
	lim    *Limits
	start  geom.Rect // the start's rectangle (a disc's square)
	round  bool      // the footprint is a disc of diameter start.W
	startC foot      // start's footprint
	res    *Result
	cands  [32]pcand // scratch for pivot checks
	sw     *sweeper  // scratch for swept turns, made by the first (see swept)
	slow   bool      // the world has slow ground (cost.go)
}

// stepRec is what the end of a plan needs to know about a step.
type stepRec struct {
	before  geom.Rect // the footprint before the step
	wd      geom.Vec  // a straight step's or path leg's world direction
	left    float64   // the budget left before the step
	asked   float64   // Dist or Angle as asked; a path leg's length
	dist    float64   // a path leg's length as clamped
	fixable bool      // the end of the move may change it (not refused)
}

// Plan is PlanBody for the rectangle start.
func (w *World) Plan(start geom.Rect, lim Limits, steps []Step) Result {
	return w.PlanBody(RectBody(start), lim, steps)
}

// PlanBody applies the steps in order from start and returns the legal
// move nearest to them (see the package comment for the rules). start is
// assumed legal; W and D must be positive. Each step is first clamped in
// order: a straight step to the budget left, to an allowed direction and
// to its Pass gaps and the Bounds; a path leg to Limits.FreePath, the
// budget left, its Pass gaps and the Bounds; a pivot to the pivot count,
// PivotMax, TurnMax, the budget left (PivotCost) and the Pass gaps of the
// pose after it, or of every pose it sweeps through (SweepPivots); a wheel
// to the wheel count, TurnMax, the budget left and the Pass gaps of every
// pose it sweeps through. Then, if the final pose breaks an End gap, the
// last step is changed to the legal value nearest to what was asked — for
// a straight step anywhere in [0, the farthest the budget and the Pass
// gaps allow], so possibly longer; for a path leg between its start and
// the point it reached; for a pivot or a wheel between 0 and its angle —
// and when none exists it is cancelled and the step before it is tried,
// back to the start. Every change adds a Reason.
//
// PlanBody does not modify w, so plans on one World may run concurrently,
// and it allocates only its Result (and, for wheels and swept pivots, the
// scratch of their checks). Planning res.Steps again from the same start
// with the same limits gives the same move with Clamped false.
func (w *World) PlanBody(start Body, lim Limits, steps []Step) Result {
	n := len(steps)
	sr := start.Rect()
	res := Result{Start: sr, End: sr, Round: start.Round, Steps: slices.Clone(steps), Poses: make([]geom.Pose, n)}
	if res.Steps == nil {
		res.Steps = []Step{}
	}
	p := &planner{w: w, lim: &lim, start: sr, round: start.Round, startC: footOf(sr, start.Round), res: &res, slow: w.anySlow()}
	var recBuf [8]stepRec
	rec := recBuf[:]
	if n > len(recBuf) {
		rec = make([]stepRec, n)
	}
	rec = rec[:n]
	cur, spent, turn, pivots, wheels, wide := sr, 0.0, 0.0, 0, 0, 0
	for i := range res.Steps {
		s, r := &res.Steps[i], &rec[i]
		r.before = cur
		switch s.Kind {
		case Straight:
			r.asked = s.Dist
			cur = p.straight(i, s, r, cur, spent)
			spent += p.stepCost(r.before, r.wd, s.Dist)
		case Pivot:
			r.asked = s.Angle
			cur = p.pivot(i, s, r, cur, spent, turn, pivots, wide)
			spent += p.turnCost(s, r.before, r.left)
			turn += s.Angle
			if s.Angle != 0 {
				pivots++
			}
			if p.lim.wide(s.Angle) {
				wide++
			}
		case Wheel:
			r.asked = s.Angle
			cur = p.wheel(i, s, r, cur, spent, turn, wheels)
			spent += p.turnCost(s, r.before, r.left)
			turn += s.Angle
			if s.Angle != 0 {
				wheels++
			}
		case Path:
			cur = p.path(i, s, r, cur, spent)
			spent += min(p.stepCost(r.before, r.wd, r.dist), r.left)
		default:
			res.Reasons = append(res.Reasons, p.limit(i, "Step %d is not a straight move, a pivot, a wheel or a path leg, so it was ignored.", i+1))
		}
		res.Poses[i] = cur.Pose()
	}
	p.finish(rec)
	// Replay the steps as clamped, the same way, for the poses.
	cur, res.Spent = sr, 0
	for i := range res.Steps {
		s, r := &res.Steps[i], &rec[i]
		switch s.Kind {
		case Straight:
			res.Spent += p.stepCost(cur, r.wd, s.Dist)
			cur = moved(cur, r.wd, s.Dist)
		case Pivot:
			if c := p.turnCost(s, cur, max(lim.Budget-res.Spent, 0)); c != 0 {
				res.Spent += c
			}
			cur = turned(cur, s.Angle)
		case Wheel:
			if c := p.turnCost(s, cur, max(lim.Budget-res.Spent, 0)); c != 0 {
				res.Spent += c
			}
			cur = wheeled(cur, s.Angle)
		case Path:
			if r.dist == 0 {
				s.To = cur.Center // a leg that does not move stays where it is
			} else {
				res.Spent += min(p.stepCost(cur, r.wd, r.dist), r.left)
				cur.Center = s.To
			}
		}
		res.Poses[i] = cur.Pose()
	}
	res.End = cur
	slices.SortStableFunc(res.Reasons, func(a, b Reason) int { return a.Step - b.Step })
	res.Clamped = len(res.Reasons) > 0
	return res
}

// swept returns the planner's sweeper, making it on first use. It lives
// apart from the planner: growing its conditions inside the planner would
// make every plan's planner, limits and result escape to the heap.
func (p *planner) swept() *sweeper {
	if p.sw == nil {
		p.sw = &sweeper{conds: make([]tcond, 0, 64)}
	}
	return p.sw
}

// foot returns the footprint at the pose of r.
func (p *planner) foot(r geom.Rect) foot { return footOf(r, p.round) }

// turnCost returns what a pivot or wheel step s from r costs with left mm
// of budget left: PivotCost per radian, or the wheel's outer arc, never
// more than left.
func (p *planner) turnCost(s *Step, r geom.Rect, left float64) float64 {
	if s.Angle == 0 {
		return 0
	}
	per := p.lim.PivotCost
	if s.Kind == Wheel {
		per = r.W
	}
	if per <= 0 {
		return 0
	}
	return min(per*math.Abs(s.Angle), left)
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
	if over, reach, j := p.overBudget(cur, r.wd, s.Dist, r.left); over {
		// Slow ground's reason only when it is what stops the step: a
		// gap short of where the budget runs out says more.
		if d, _ := p.straightLimit(cur, r.wd, reach); j < 0 || d >= reach {
			p.res.Reasons = append(p.res.Reasons, p.budgetReason(i, r.left, j))
		}
		s.Dist = reach
	}
	if s.Dist > 0 {
		if d, st := p.straightLimit(cur, r.wd, s.Dist); d < s.Dist {
			p.res.Reasons = append(p.res.Reasons, p.reason(i, st, p.straightText(st, d, r.asked)))
			s.Dist = d
		}
	}
	return moved(cur, r.wd, s.Dist)
}

// stepCost is what a straight move of d mm along wd from r costs from
// the budget: d, more on slow ground (cost.go).
func (p *planner) stepCost(r geom.Rect, wd geom.Vec, d float64) float64 {
	if d <= 0 {
		return 0
	}
	if !p.slow {
		return d
	}
	return p.travelCost(r, wd, d)
}

// budgetReason is the reason for step i asking more than the left mm
// pay for, slow obstacle j (-1: none) having made it so.
func (p *planner) budgetReason(i int, left float64, j int) Reason {
	if j < 0 || left == 0 {
		return p.noBudget(i, left)
	}
	return p.reason(i, stop{obs: j}, p.slowText(left, j))
}

// noBudget is the reason for step i asking more than the left mm the
// budget has left.
func (p *planner) noBudget(i int, left float64) Reason {
	if left == 0 {
		return p.limit(i, "No movement is left for step %d.", i+1)
	}
	return p.limit(i, "Only %s of movement left.", p.w.format(left))
}

// turned returns r pivoted by a; r itself, heading not normalised, when a
// is 0, so that a cancelled pivot leaves the pose exactly as it was.
func turned(r geom.Rect, a float64) geom.Rect {
	if a == 0 {
		return r
	}
	return r.Pivot(a)
}

// wheeled returns r wheeled by a (geom.Rect.Wheel); r itself when a is 0.
func wheeled(r geom.Rect, a float64) geom.Rect {
	if a == 0 {
		return r
	}
	return r.Wheel(a)
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

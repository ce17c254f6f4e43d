package move

import (
	"fmt"

	"warbench/game/geom"
)

// endLevel returns the least signed distance the final footprint may have
// from obstacle j: its End gap, or a hair below the distance at the start
// of the move when the footprint started closer than that (relaxed).
func (p *planner) endLevel(j int) (level float64, relaxed bool) {
	o := &p.w.Obstacles[j]
	if boxGap(boundsOf(p.start, p.round), p.w.box(j)) > o.End {
		return o.End, false
	}
	f := sdFoot(&p.startC, o.Poly)
	return min(o.End, f-grace), f < o.End
}

// endStop returns the first obstacle (in World order) whose End gap the
// footprint r breaks as the end of the move, with the relaxation of
// endLevel, and whether there is one. The table edge is not checked here:
// every pose of a plan already stays inside it.
func (p *planner) endStop(r geom.Rect) (stop, bool) {
	c := p.foot(r)
	rb := boundsOf(r, p.round)
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		if o.End < 0 || len(o.Poly) == 0 || boxGap(rb, p.w.box(j)) > o.End {
			continue
		}
		level, relaxed := p.endLevel(j)
		if sdFoot(&c, o.Poly) < level-rounding {
			return stop{obs: j, gap: o.End, relaxed: relaxed, end: true}, true
		}
	}
	return stop{obs: noObstacle}, false
}

// EndProblem reports the first reason the rectangle r may not end a move,
// or nil: EndProblemBody of RectBody(r).
func (w *World) EndProblem(r geom.Rect) *Reason {
	return w.EndProblemBody(RectBody(r))
}

// EndProblemBody reports the first reason the footprint b may not end a
// move, or nil: the table edge first (b must lie inside Bounds), then every
// End gap in World order. A footprint at least End − Tol from an obstacle,
// or at most Tol outside the Bounds, is legal; Anywhere gaps are ignored.
// Unlike PlanBody it has no notion of where a move started, so it reports
// a gap the footprint broke before moving too. The Reason's Step is -1.
func (w *World) EndProblemBody(b Body) *Reason {
	r := b.Rect()
	c := footOf(r, b.Round)
	if g, side := margin(&c, w.Bounds); g < -Tol {
		return &Reason{Rule: w.EdgeRule, Step: -1, Obstacle: -1, Zone: edgeStrip(w.Bounds, side),
			Text: "This pose is over the table edge: a move must end on the table."}
	}
	rb := boundsOf(r, b.Round)
	for j := range w.Obstacles {
		o := &w.Obstacles[j]
		if o.End < 0 || len(o.Poly) == 0 || boxGap(rb, w.box(j)) > o.End {
			continue
		}
		f := sdFoot(&c, o.Poly)
		if f >= o.End-Tol {
			continue
		}
		why := &Reason{Rule: o.EndRule, Step: -1, Obstacle: j, Zone: o.Poly, Gap: max(0, o.End)}
		if o.End == 0 || f < 0 {
			why.Text = fmt.Sprintf("This pose overlaps %s: a move may not end on it.", w.label(j))
			if o.End > 0 {
				why.Text = fmt.Sprintf("This pose overlaps %s: a move must end at least %s from it.", w.label(j), w.format(o.End))
			}
		} else {
			why.Text = fmt.Sprintf("This pose is %s from %s: a move must end at least %s from it.", w.format(f), w.label(j), w.format(o.End))
		}
		return why
	}
	return nil
}

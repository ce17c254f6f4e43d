package move

import (
	"fmt"
	"math"

	"warbench/game/geom"
)

// noObstacle marks a stop that nothing caused.
const noObstacle = -2

// stop says what limited a step: an obstacle's gap or the table edge.
type stop struct {
	obs     int     // index into World.Obstacles; -1 the table edge; noObstacle
	side    int     // the side of the table edge
	gap     float64 // the gap the obstacle asks for (Pass, or End when end)
	relaxed bool    // the footprint was already closer than gap
	end     bool    // an End gap, not a Pass gap
}

// reason turns a stop into a Reason for step i with the sentence text.
func (p *planner) reason(i int, st stop, text string) Reason {
	r := Reason{Text: text, Step: i, Obstacle: st.obs}
	switch {
	case st.obs >= 0:
		o := &p.w.Obstacles[st.obs]
		r.Rule, r.Zone, r.Gap = o.PassRule, o.Poly, math.Max(0, st.gap)
		if st.end {
			r.Rule = o.EndRule
		}
	case st.obs == -1:
		r.Rule, r.Zone = p.w.EdgeRule, edgeStrip(p.w.Bounds, st.side)
	default:
		r.Rule, r.Obstacle = p.lim.rule(), -1
	}
	return r
}

// limit returns a Reason about the order's limits for step i.
func (p *planner) limit(i int, format string, args ...any) Reason {
	return p.reason(i, stop{obs: noObstacle}, fmt.Sprintf(format, args...))
}

// straightText is the sentence for a straight step of asked mm stopped
// after d mm by a Pass gap or the table edge.
func (p *planner) straightText(st stop, d, asked float64) string {
	f := p.w.format
	if st.obs < 0 {
		return fmt.Sprintf("Stopped at the table edge after %s of %s: a unit may not leave the table.", f(d), f(asked))
	}
	l := p.w.label(st.obs)
	switch {
	case st.relaxed && st.gap == 0:
		return fmt.Sprintf("Stopped after %s of %s: the unit already overlaps %s and may only move away from it.", f(d), f(asked), l)
	case st.relaxed:
		return fmt.Sprintf("Stopped after %s of %s: the unit is already closer than %s to %s and may only move away from it.", f(d), f(asked), f(st.gap), l)
	case st.gap == 0:
		return fmt.Sprintf("Stopped against %s after %s of %s: a unit may not move through it.", l, f(d), f(asked))
	}
	return fmt.Sprintf("Stopped %s from %s after %s of %s: a unit may not come closer than %s to it while moving.",
		f(st.gap), l, f(d), f(asked), f(st.gap))
}

// where says where a stop puts the unit, after "put the unit" or "end the
// move": "closer than 1.00" to Drowned Wardens (enemy)".
func (p *planner) where(st stop) string {
	if st.obs < 0 {
		return "over the table edge"
	}
	l := p.w.label(st.obs)
	switch {
	case st.relaxed && st.end:
		return fmt.Sprintf("closer to %s than it started", l)
	case st.relaxed && st.gap == 0:
		return fmt.Sprintf("further into %s", l)
	case st.relaxed:
		return fmt.Sprintf("closer to %s, already within %s of it", l, p.w.format(st.gap))
	case st.gap == 0:
		return "on " + l
	}
	return fmt.Sprintf("closer than %s to %s", p.w.format(st.gap), l)
}

// pivotText is the sentence for a pivot or wheel (k) of asked radians
// stopped at got by what its end pose may not do.
func (p *planner) pivotText(k StepKind, st stop, got, asked float64) string {
	verb := "put the unit"
	if st.end {
		verb = "end the move"
	}
	return fmt.Sprintf("%s stopped at %s of %s: %s further would %s %s.", turnName(k), deg(got), deg(asked), turning(k), verb, p.where(st))
}

// sweptText is the sentence for a swept pivot or wheel (k) of asked
// radians stopped at got by a Pass gap or the table edge on its way.
func (p *planner) sweptText(k StepKind, st stop, got, asked float64) string {
	return fmt.Sprintf("%s stopped at %s of %s: %s further would take the unit %s.", turnName(k), deg(got), deg(asked), turning(k), p.into(st))
}

// turnName returns "Wheel" for a wheel, "Pivot" otherwise.
func turnName(k StepKind) string {
	if k == Wheel {
		return "Wheel"
	}
	return "Pivot"
}

// turning returns "wheeling" for a wheel, "turning" otherwise.
func turning(k StepKind) string {
	if k == Wheel {
		return "wheeling"
	}
	return "turning"
}

// into says where a swept turn stopped by a Pass gap or the table edge
// would take the unit: "closer than 1.00" to Drowned Wardens (enemy)",
// "into Old Mill (impassable terrain)".
func (p *planner) into(st stop) string {
	if st.obs >= 0 && st.gap == 0 && !st.relaxed {
		return "into " + p.w.label(st.obs)
	}
	return p.where(st)
}

// endText is the sentence for a last straight step of asked mm changed to
// got mm so that the move ends legally.
func (p *planner) endText(st stop, got, asked float64) string {
	return fmt.Sprintf("Moved %s instead of %s: a move may not end %s.", p.w.format(got), p.w.format(asked), p.where(st))
}

// cancelText is the sentence for step i cancelled because no value of it
// ends the move legally.
func (p *planner) cancelText(i int, k StepKind, st stop) string {
	what := "length"
	if k == Pivot || k == Wheel {
		what = "angle"
	}
	return fmt.Sprintf("Step %d (%s) was cancelled: no %s of it avoids ending the move %s.", i+1, k, what, p.where(st))
}

// deg writes an angle for the player, in whole degrees when it is one.
func deg(a float64) string {
	d := math.Abs(geom.ToDeg(a))
	if math.Abs(d-math.Round(d)) < 0.05 {
		return fmt.Sprintf("%.0f°", d)
	}
	return fmt.Sprintf("%.1f°", d)
}

// dirName names a local direction: "forward", "back", "right", "left" or
// "in direction (x, y)".
func dirName(u geom.Vec) string {
	switch u.Norm() {
	case geom.V(0, 1):
		return "forward"
	case geom.V(0, -1):
		return "back"
	case geom.V(1, 0):
		return "right"
	case geom.V(-1, 0):
		return "left"
	}
	return fmt.Sprintf("in direction (%.2f, %.2f)", u.X, u.Y)
}

package move

import (
	"fmt"
	"slices"

	"warbench/game/geom"
)

// Slow ground: an Obstacle with Cost > 1 makes every straight step and
// path leg pay Cost mm of the Budget for each mm it travels while the
// footprint overlaps its polygon. Along a straight line the footprint
// overlaps a convex polygon over one open interval of distances (see
// cspace.go), so the cost of a step is piecewise linear in its length and
// the farthest a budget pays for is found exactly.

// costSlack is how far over the budget left a step's cost may come and
// still not be clamped: the length found for a budget costs it to
// rounding, and planning that length again must not clamp it.
const costSlack = 1e-9

// costSpan is a stretch [lo, hi] of a straight move during which the
// footprint overlaps slow obstacle j, which charges k per mm.
type costSpan struct {
	lo, hi, k float64
	j         int
}

// costSpans returns, in buf, the stretches of [0, maxD] along the world
// unit vector wd from r during which the footprint overlaps a slow
// obstacle.
func (p *planner) costSpans(buf []costSpan, r geom.Rect, wd geom.Vec, maxD float64) []costSpan {
	out := buf[:0]
	if maxD <= 0 {
		return out
	}
	var swept geom.Box
	c, made := foot{}, false
	var vbuf [64]geom.Vec
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		if !(o.Cost > 1) || len(o.Poly) < 3 {
			continue
		}
		if !made {
			c, swept, made = p.foot(r), p.sweptBox(r, wd, maxD), true
		}
		if boxGap(swept, p.w.box(j)) > 0 {
			continue
		}
		lo, hi, ok := rayInterval(cspace(vbuf[:0], &c, o.Poly), wd, c.r)
		if !ok || hi <= 0 || lo >= maxD {
			continue
		}
		out = append(out, costSpan{lo: max(lo, 0), hi: min(hi, maxD), k: o.Cost, j: j})
	}
	return out
}

// rate returns the cost per mm at distance x along the move (between
// breakpoints), and the obstacle charging it (-1 for open ground).
func rate(spans []costSpan, x float64) (float64, int) {
	k, j := 1.0, -1
	for _, s := range spans {
		if s.lo <= x && x < s.hi && s.k > k {
			k, j = s.k, s.j
		}
	}
	return k, j
}

// breaks returns the sorted distances in [0, maxD] where the rate may
// change, 0 and maxD included.
func breaks(buf []float64, spans []costSpan, maxD float64) []float64 {
	out := append(buf[:0], 0, maxD)
	for _, s := range spans {
		out = append(out, s.lo, s.hi)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// travelCost returns what moving d mm along wd from r costs.
func (p *planner) travelCost(r geom.Rect, wd geom.Vec, d float64) float64 {
	var sbuf [8]costSpan
	spans := p.costSpans(sbuf[:0], r, wd, d)
	if len(spans) == 0 {
		return max(d, 0)
	}
	var bbuf [18]float64
	bs := breaks(bbuf[:0], spans, d)
	cost := 0.0
	for i := 0; i+1 < len(bs); i++ {
		k, _ := rate(spans, (bs[i]+bs[i+1])/2)
		cost += k * (bs[i+1] - bs[i])
	}
	return cost
}

// travelReach returns the farthest distance, up to maxD, that the budget
// pays for moving along wd from r, and the slow obstacle that made it
// shorter than the budget (-1 when none did).
func (p *planner) travelReach(r geom.Rect, wd geom.Vec, maxD, budget float64) (float64, int) {
	maxD = min(maxD, budget)
	var sbuf [8]costSpan
	spans := p.costSpans(sbuf[:0], r, wd, maxD)
	if len(spans) == 0 {
		return max(maxD, 0), -1
	}
	var bbuf [18]float64
	bs := breaks(bbuf[:0], spans, maxD)
	left, slow := budget, -1
	for i := 0; i+1 < len(bs); i++ {
		k, j := rate(spans, (bs[i]+bs[i+1])/2)
		if j >= 0 {
			slow = j
		}
		seg := bs[i+1] - bs[i]
		if k*seg > left {
			return bs[i] + left/k, slow
		}
		left -= k * seg
	}
	return maxD, -1
}

// overBudget reports whether moving d along wd from r costs more than
// left (to costSlack), and if so the farthest left pays for and the slow
// obstacle that shortened it (-1 when only the length did).
func (p *planner) overBudget(r geom.Rect, wd geom.Vec, d, left float64) (bool, float64, int) {
	if !p.slow {
		if d > left {
			return true, left, -1
		}
		return false, d, -1
	}
	if p.travelCost(r, wd, d) <= left+costSlack {
		return false, d, -1
	}
	reach, j := p.travelReach(r, wd, d, left)
	return true, reach, j
}

// anySlow reports whether the world has slow ground.
func (w *World) anySlow() bool {
	for j := range w.Obstacles {
		if w.Obstacles[j].Cost > 1 {
			return true
		}
	}
	return false
}

// slowText is the reason for a step cut short by the budget on slow
// ground j: "Only 2.50" of movement left: moving in Old Wood (difficult
// terrain) costs 2 times the distance."
func (p *planner) slowText(left float64, j int) string {
	return fmt.Sprintf("Only %s of movement left: moving in %s costs %g times the distance.", p.w.format(left), p.w.label(j), p.w.Obstacles[j].Cost)
}

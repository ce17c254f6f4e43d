package move

import (
	"math"

	"warbench/game/geom"
)

// moved returns r translated by d along the world unit vector wd.
func moved(r geom.Rect, wd geom.Vec, d float64) geom.Rect {
	r.Center = r.Center.Add(wd.Scale(d))
	return r
}

// sweptBox returns the box of the footprint r swept d along wd;
// everything when d is not finite.
func (p *planner) sweptBox(r geom.Rect, wd geom.Vec, d float64) geom.Box {
	b := boundsOf(r, p.round)
	if math.IsInf(d, 0) || math.IsNaN(d) {
		inf := math.Inf(1)
		return geom.Box{Min: geom.V(-inf, -inf), Max: geom.V(inf, inf)}
	}
	v := wd.Scale(d)
	return b.Union(geom.Box{Min: b.Min.Add(v), Max: b.Max.Add(v)})
}

// straightLimit returns how far, up to maxD, the footprint r may move along
// the world unit vector wd keeping every Pass gap along the way and staying
// inside the Bounds, and what stops it (noObstacle when nothing does).
//
// For each obstacle the distance f(t) after moving t is convex, so the t
// where f(t) < level form one interval; the step may go up to its start.
// level is the Pass gap, or a hair below the distance at the start when
// the footprint is already that close (it may move only so that the
// distance does not decrease).
func (p *planner) straightLimit(r geom.Rect, wd geom.Vec, maxD float64) (float64, stop) {
	return p.straightLimitBelow(r, wd, maxD, 0)
}

// straightLimitBelow is straightLimit with every level (gap, distance at
// the start, table margin) lowered by slack ≥ 0.
func (p *planner) straightLimitBelow(r geom.Rect, wd geom.Vec, maxD, slack float64) (float64, stop) {
	c := p.foot(r)
	dmax, st := maxD, stop{obs: noObstacle}
	g, _ := margin(&c, p.w.Bounds)
	if t, side := edgeCrossing(&c, p.w.Bounds, wd, edgeLevel(g)-slack); t < dmax {
		dmax, st = t, stop{obs: -1, side: side}
	}
	swept := p.sweptBox(r, wd, dmax)
	var buf [64]geom.Vec
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		if o.Pass < 0 || len(o.Poly) == 0 || boxGap(swept, p.w.box(j)) > o.Pass {
			continue
		}
		m := cspace(buf[:0], &c, o.Poly)
		f0 := sdPoint(m, geom.Vec{}) - c.r
		lo, hi, ok := rayInterval(m, wd, min(o.Pass, f0-grace)+c.r-slack)
		if !ok || hi <= 0 {
			continue
		}
		if t := max(lo, 0); t < dmax {
			dmax, st = t, stop{obs: j, gap: o.Pass, relaxed: f0 < o.Pass}
		}
	}
	return dmax, st
}

// interval is an open interval of distances at which a straight step
// would end too close to obstacle j.
type interval struct {
	lo, hi  float64
	j       int
	relaxed bool
}

// nearestEnd returns the distance nearest to v (ties: the shorter) in
// [0, dmax] at which the footprint r moved along wd ends keeping every End
// gap, and the obstacle that forbids v. ok is false when no distance in
// [0, dmax] works. v itself is returned when it works.
func (p *planner) nearestEnd(r geom.Rect, wd geom.Vec, v, dmax float64) (float64, stop, bool) {
	c := p.foot(r)
	swept := p.sweptBox(r, wd, dmax)
	var buf [64]geom.Vec
	var ivBuf [16]interval
	ivs := ivBuf[:0]
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		if o.End < 0 || len(o.Poly) == 0 || boxGap(swept, p.w.box(j)) > o.End {
			continue
		}
		level, relaxed := p.endLevel(j)
		lo, hi, ok := rayInterval(cspace(buf[:0], &c, o.Poly), wd, level+c.r)
		if ok && hi > 0 && lo < dmax {
			ivs = append(ivs, interval{lo, hi, j, relaxed})
		}
	}
	k := -1
	for i, iv := range ivs {
		if iv.lo < v && v < iv.hi {
			k = i
			break
		}
	}
	if k < 0 {
		return v, stop{obs: noObstacle}, true
	}
	o := &p.w.Obstacles[ivs[k].j]
	why := stop{obs: ivs[k].j, gap: o.End, relaxed: ivs[k].relaxed, end: true}
	lo, hi := ivs[k].lo, ivs[k].hi
	for grown := true; grown; {
		grown = false
		for _, iv := range ivs {
			if iv.lo < hi && lo < iv.hi && (iv.lo < lo || iv.hi > hi) {
				lo, hi, grown = min(lo, iv.lo), max(hi, iv.hi), true
			}
		}
	}
	switch {
	case lo >= 0 && (hi > dmax || v-lo <= hi-v):
		return max(lo, 0), why, true // max: never -0
	case hi <= dmax:
		return hi, why, true
	}
	return 0, why, false
}

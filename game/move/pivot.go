package move

import (
	"math"

	"warbench/game/geom"
)

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

// pivotCheck tells which angles a pivot from before may end at.
type pivotCheck struct {
	p      *planner
	before geom.Rect
	edge   float64 // the least margin to the table edge
	cands  []pcand
}

// newPivotCheck prepares the checks of a pivot from before: the Pass gaps
// (kow2 §14-A7: the pose right after a pivot keeps them, an obstacle
// already too close before it may only not get closer) and, when withEnd,
// the End gaps of a pose that ends the move. buf is scratch storage.
func (p *planner) newPivotCheck(before geom.Rect, withEnd bool, buf []pcand) pivotCheck {
	c := corners(before)
	g, _ := margin(&c, p.w.Bounds)
	pc := pivotCheck{p: p, before: before, edge: edgeLevel(g), cands: buf[:0]}
	rad := math.Hypot(before.W, before.D) / 2
	reach := geom.Box{Min: before.Center.Sub(geom.V(rad, rad)), Max: before.Center.Add(geom.V(rad, rad))}
	bb := before.Bounds()
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		if len(o.Poly) == 0 {
			continue
		}
		box := p.w.box(j)
		near := boxGap(reach, box)
		cd := pcand{j: j, pass: math.Inf(-1), end: math.Inf(-1)}
		if o.Pass >= 0 && near <= o.Pass {
			cd.pass = o.Pass
			if boxGap(bb, box) <= o.Pass {
				f := sdRect(&c, o.Poly)
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

// legal reports whether the pivot may end at theta, and if not why.
func (pc *pivotCheck) legal(theta float64) (bool, stop) {
	r := turned(pc.before, theta)
	c := corners(r)
	if g, side := margin(&c, pc.p.w.Bounds); g < pc.edge-rounding {
		return false, stop{obs: -1, side: side}
	}
	rb := r.Bounds()
	for _, cd := range pc.cands {
		o := &pc.p.w.Obstacles[cd.j]
		if boxGap(rb, pc.p.w.box(cd.j)) > max(cd.pass, cd.end, 0) {
			continue
		}
		f := sdRect(&c, o.Poly)
		if f < cd.pass-rounding {
			return false, stop{obs: cd.j, gap: o.Pass, relaxed: cd.passRelaxed}
		}
		if f < cd.end-rounding {
			return false, stop{obs: cd.j, gap: o.End, relaxed: cd.endRelaxed, end: true}
		}
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

package move

import (
	"math"

	"warbench/game/geom"
)

// A swept turn (a wheel, or a pivot with Limits.SweepPivots) turns the
// footprint A about a centre c. A footprint that keeps a gap L ≥ 0 from a
// convex obstacle B can first come closer than L only when one of these
// point conditions fails (two convex polygons first touch vertex to edge
// or vertex to vertex):
//
//   - a vertex of A, turning on a circle about c, comes closer than L to B;
//   - a vertex of B, turning the other way about c in A's own frame, comes
//     closer than L to A as it stood before the turn.
//
// The table edge is one linear condition per vertex of A and side. (An
// obstacle A already overlaps by up to deepOverlap keeps its level, a hair
// below 0, the same way; a turn starting deeper in one is refused.)
//
// Each condition is u(θ) = sd(x(θ)) − L ≥ 0, x(θ) the point after turning
// θ and sd the signed distance to a convex polygon (or a half-plane),
// which is convex. So at any θ, with g a subgradient of sd at x(θ), the
// plane through it bounds every later value from below:
//
//	u(θ+Δ) ≥ u(θ) + g·(x(θ+Δ) − x(θ)) = u(θ) + ρ·(α·sin Δ − β·(1 − cos Δ)),
//
// ρ the point's distance from c, α and β the parts of g along the point's
// motion and away from c (sdPointBound also accounts for rounding in g;
// see nearGrad). Each condition is sampled at θ = 0 and then stepped to
// the first Δ where that bound reaches −SweepTol, solved in closed form
// (safeTurn): between two samples no pose breaks the condition by more
// than SweepTol. The chord term makes the steps long where it matters: a
// point ρ from the centre that stays at exactly the gap (a corner sliding
// round an obstacle's corner) is sampled every √(2·SweepTol/ρ) radians,
// 0.3 mm of arc at ρ = 100 mm, where a Lipschitz bound ρ·Δ ≤ SweepTol
// would need steps of 5 µrad. The angle a turn ends at is sampled too,
// unless the bound still keeps sureMargin of slack there: the pose a turn
// ends at keeps every gap exactly (within rounding), as a pivot's does.
// When a sample breaks a condition, the turn stops at the last legal angle
// found by bisecting between it and the sample before, and every condition
// is checked again up to there, until none stops it sooner.

// SweepTol is how much, in mm, a pose inside a swept turn (never the pose
// it ends at) may break a Pass gap or the table edge: half of geom.Eps.
const SweepTol = geom.Eps / 2

// sureMargin is the least slack, mm, the plane under a condition must
// keep for the turn to end without sampling the end pose: far above what
// rounding can do to the plane, so the end pose keeps its gaps exactly.
const sureMargin = 1e-4

// maxSamples bounds the samples of one condition of a swept turn; a
// condition that needs more (none is known to) stops the turn at the last
// sample, which is legal.
const maxSamples = 1 << 12

// maxRounds bounds the passes over the conditions of a swept turn, each
// pass checking every condition up to the angle the previous one allowed;
// a turn that does not settle (none is known to) is refused.
const maxRounds = 8

// deepOverlap is how much a footprint may already overlap an obstacle it
// must not cross and still turn: a turn that starts deeper in it is
// refused, as the point conditions do not bound a deep overlap.
const deepOverlap = geom.Eps

// condKind says what a condition of a swept turn watches.
type condKind uint8

const (
	condVertex   condKind = iota // a vertex of the footprint against an obstacle
	condObstacle                 // a vertex of an obstacle against the footprint
	condSide                     // a vertex of the footprint against a side of the table
)

// tcond is one point condition of a swept turn.
type tcond struct {
	kind  condKind
	w     geom.Vec   // the point before the turn, relative to the centre
	rho   float64    // |w|
	sgn   float64    // the point turns by sgn·θ, clockwise positive
	poly  []geom.Vec // condVertex: the obstacle's polygon
	n     geom.Vec   // condSide: the side's inward normal
	d     float64    // condSide: the margin is n·x − d
	level float64    // the least signed distance (or margin) allowed
	st    stop       // what the condition stands for
}

// sweeper checks a swept turn.
type sweeper struct {
	c       geom.Vec    // the centre of the turn
	rad     float64     // the largest distance from c of a point of the footprint
	a0      [4]geom.Vec // the footprint before the turn
	conds   []tcond     // the conditions of the turn
	samples int         // conditions evaluated since setup, for tests
}

// limit returns how far, up to a (radians, clockwise positive), the
// rectangle r may turn about c keeping every Pass gap and the table edge
// at every pose on the way (within SweepTol) and at its end, and what
// stops it (noObstacle when nothing does). A disc turning about its centre
// changes nothing, so it may turn any angle.
func (sw *sweeper) limit(p *planner, r geom.Rect, c geom.Vec, a float64) (float64, stop) {
	if a == 0 || p.round {
		return a, stop{obs: noObstacle}
	}
	if st, ok := sw.setup(p, r, c, a); !ok {
		return 0, st
	}
	whole := math.Abs(a)
	lim, st := whole, stop{obs: noObstacle}
	for range maxRounds {
		changed := false
		for k := range sw.conds {
			if th, ok := sw.run(&sw.conds[k], lim); !ok {
				lim, st, changed = th, sw.conds[k].st, true
			}
		}
		switch {
		case changed:
			continue
		case lim == whole:
			return a, st
		case lim == 0:
			return 0, st
		}
		return math.Copysign(lim, a), st
	}
	return 0, st
}

// setup gathers the conditions of the turn of r by a about c. It returns
// false, with the obstacle, when r already overlaps an obstacle it must
// keep a gap from by more than deepOverlap.
func (sw *sweeper) setup(p *planner, r geom.Rect, c geom.Vec, a float64) (stop, bool) {
	f := p.foot(r)
	sw.c, sw.a0, sw.conds, sw.samples = c, f.v, sw.conds[:0], 0
	sgn := math.Copysign(1, a)
	var rho [4]float64
	sw.rad = 0
	for i, v := range sw.a0 {
		rho[i] = v.Dist(c)
		sw.rad = max(sw.rad, rho[i])
	}
	g, _ := margin(&f, p.w.Bounds)
	edge := edgeLevel(g)
	b := p.w.Bounds
	sides := [4]struct {
		n geom.Vec
		d float64
	}{
		sideLeft: {geom.V(1, 0), b.Min.X}, sideRight: {geom.V(-1, 0), -b.Max.X},
		sideBottom: {geom.V(0, 1), b.Min.Y}, sideTop: {geom.V(0, -1), -b.Max.Y},
	}
	for i, v := range sw.a0 {
		for s, sd := range sides {
			if sd.n.Dot(c)-sd.d-rho[i] >= edge {
				continue // this vertex cannot reach this side
			}
			sw.conds = append(sw.conds, tcond{kind: condSide, w: v.Sub(c), rho: rho[i], sgn: sgn,
				n: sd.n, d: sd.d, level: edge, st: stop{obs: -1, side: s}})
		}
	}
	reach := circleBox(c, sw.rad)
	bb := r.Bounds()
	for j := range p.w.Obstacles {
		o := &p.w.Obstacles[j]
		box := p.w.box(j)
		if o.Pass < 0 || len(o.Poly) == 0 || boxGap(reach, box) > o.Pass {
			continue
		}
		level, relaxed := o.Pass, false
		if boxGap(bb, box) <= o.Pass {
			f0 := sdFoot(&f, o.Poly)
			level, relaxed = min(o.Pass, f0-grace), f0 < o.Pass
		}
		st := stop{obs: j, gap: o.Pass, relaxed: relaxed}
		if level < -deepOverlap {
			return st, false
		}
		near := max(level, 0)
		for i, v := range sw.a0 {
			if boxGap(circleBox(c, rho[i]), box) > near {
				continue
			}
			sw.conds = append(sw.conds, tcond{kind: condVertex, w: v.Sub(c), rho: rho[i], sgn: sgn,
				poly: o.Poly, level: level, st: st})
		}
		for _, v := range o.Poly {
			w := v.Sub(c)
			if rr := w.Len(); rr-sw.rad <= near {
				sw.conds = append(sw.conds, tcond{kind: condObstacle, w: w, rho: rr, sgn: -sgn, level: level, st: st})
			}
		}
	}
	return stop{}, true
}

// eval returns the slack u of condition k after turning th (≥ 0), the
// point x there and a plane under u: u(y) ≥ u − c + g·(y − x) (see
// sdPointBound).
func (sw *sweeper) eval(k *tcond, th float64) (u float64, x, g geom.Vec, c float64) {
	sw.samples++
	x = sw.c.Add(k.w.RotateCW(k.sgn * th))
	var sd float64
	switch k.kind {
	case condSide:
		return k.n.Dot(x) - k.d - k.level, x, k.n, 0
	case condVertex:
		sd, g, c = sdPointBound(k.poly, x)
	default:
		sd, g, c = sdPointBound(sw.a0[:], x)
	}
	return sd - k.level, x, g, c
}

// run checks condition k from 0 to lim (≥ 0) and returns lim, true when it
// holds all the way, else the last legal angle found and false.
func (sw *sweeper) run(k *tcond, lim float64) (float64, bool) {
	th, prev := 0.0, 0.0
	for n := 0; ; n++ {
		u, x, g, c := sw.eval(k, th)
		switch {
		case u < -rounding && n == 0:
			return 0, false
		case u < -rounding:
			return sw.bisect(k, prev, th), false
		case th >= lim || k.rho == 0:
			return lim, true
		}
		q := x.Sub(sw.c).Scale(1 / k.rho)   // away from the centre
		t := geom.V(q.Y, -q.X).Scale(k.sgn) // the point's motion
		alpha, beta := g.Dot(t), g.Dot(q)
		if th+safeTurn(u-c, k.rho, alpha, beta, -sureMargin) >= lim {
			return lim, true
		}
		if n == maxSamples {
			return th, false
		}
		prev, th = th, min(th+safeTurn(u-c, k.rho, alpha, beta, SweepTol), lim)
	}
}

// bisect returns an angle between lo, where condition k holds, and hi,
// where it does not, at which it holds, within 1e-12 mm of the point's
// travel from where it stops holding.
func (sw *sweeper) bisect(k *tcond, lo, hi float64) float64 {
	for (hi-lo)*k.rho > 1e-12 {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			break
		}
		if u, _, _, _ := sw.eval(k, mid); u >= -rounding {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// okAt reports whether every condition holds after turning th (≥ 0), and
// if not which one fails: a turn found legal all the way to some angle
// beyond th is then legal all the way to th when planned again.
func (sw *sweeper) okAt(th float64) (bool, stop) {
	for k := range sw.conds {
		if u, _, _, _ := sw.eval(&sw.conds[k], th); u < -rounding {
			return false, sw.conds[k].st
		}
	}
	return true, stop{obs: noObstacle}
}

// safeTurn returns the least Δ ≥ 0 at which the lower bound
// u + ρ·(α·sin Δ − β·(1 − cos Δ)) of a condition falls to −e, +Inf when it
// never does, 0 when it already is below. Writing α·sin Δ + β·cos Δ as
// κ·cos(Δ − φ) (κ = |(α, β)|, φ = atan2(α, β)), the bound is at least −e
// while cos(Δ − φ) ≥ K/κ with K = β − (u + e)/ρ, an arc about φ that holds
// 0 (at Δ = 0, κ·cos φ = β > K): it ends at φ + acos(K/κ).
func safeTurn(u, rho, alpha, beta, e float64) float64 {
	s := u + e
	if s < 0 {
		return 0
	}
	kappa := math.Hypot(alpha, beta)
	k := beta - s/rho
	if kappa == 0 || k <= -kappa {
		return math.Inf(1)
	}
	return max(0, math.Atan2(alpha, beta)+math.Acos(min(k/kappa, 1)))
}

// nearGrad is the distance, mm, below which sdPointBound does not trust the
// direction from the nearest point (rounding, about 1e-13 mm on a table,
// turns it by up to 2e-13/d radians) and bounds with an edge's normal
// instead. Above it the direction is good to 2e-9 rad: the plane is off
// by at most 2e-9 of the distance from x, 1.2e-6 mm across a 600 mm turn,
// far below SweepTol and sureMargin. Below it the plane is lowered by at
// most nearGrad, less than SweepTol, so a condition that holds always has
// a bound that lets its turn go on.
const nearGrad = 1e-4

// sdPointBound returns sdPoint(m, x) and a plane bounding it from below:
// sd(y) ≥ sd(x) − c + g·(y − x) for every y, c ≥ 0. The signed distance to a
// convex polygon is convex (so is the distance to a segment or a point):
// inside, g is the outward normal of the nearest edge, exactly (c = 0);
// outside, the unit vector from the nearest point to x (c = 0) when that
// is at least nearGrad away, else the normal of the edge whose line is
// farthest from x, whose half-plane holds the polygon: sd(y) is at least
// the distance from y to that line, so c is sd(x) minus x's own distance
// to it. For a segment or a point that close, g = 0 and c = sd(x) (sd ≥ 0).
func sdPointBound(m []geom.Vec, x geom.Vec) (sd float64, g geom.Vec, c float64) {
	if len(m) == 0 {
		return math.Inf(1), geom.Vec{}, 0
	}
	inside, gin := math.Inf(-1), geom.Vec{}
	prev := m[len(m)-1]
	for _, cur := range m {
		e := cur.Sub(prev)
		if l := math.Sqrt(e.Len2()); l > tinyEdge {
			if s := -e.Cross(x.Sub(prev)) / l; s > inside {
				inside, gin = s, geom.Vec{X: e.Y / l, Y: -e.X / l}
			}
		}
		prev = cur
	}
	if inside <= 0 && len(m) > 2 {
		return inside, gin, 0
	}
	best, near := math.Inf(1), m[0]
	prev = m[len(m)-1]
	for _, cur := range m {
		q := geom.Seg{A: prev, B: cur}.ClosestPoint(x)
		if d := x.Sub(q).Len2(); d < best {
			best, near = d, q
		}
		prev = cur
	}
	d := math.Sqrt(best)
	switch {
	case d >= nearGrad:
		return d, x.Sub(near).Scale(1 / d), 0
	case len(m) > 2:
		return d, gin, max(d-inside, 0)
	}
	return d, geom.Vec{}, d
}

package kow

import (
	"cmp"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// The charge move of kow2 §4.7.3 and §14-A5: forward d1, one pivot of at
// most 90° on the centre, forward d2 into contact with the charged facing
// (Nimble: one more pivot of at most 90° first), going around every unit and
// impassable terrain, then the alignment about the contact point and the
// slide of §4.7.4 (§14-A6), which are free. The shortest path (least
// d1 + d2, §14-A5, to which we add the distance from the contact pose to
// the aligned pose, so that a pivot swinging a corner into contact just to
// be slid back is not preferred to a straight approach) among the
// candidates below that the movement solver accepts is the one taken, and
// Hindered is decided on it.
//
// Candidates, for each pivot angle α in a set (0; the angle that makes the
// charger parallel to its final pose; the angle towards the final pose's
// centre; every 10° from −90° to 90°, every 5° in the later rounds):
//   - pivot first (d1 = 0), then forward until the first contact;
//   - forward d1, pivot, forward, with d1 chosen so that the centre line
//     after the pivot passes through the centre of the final pose; for
//     the angle of the final pose this is the canonical path that ends
//     exactly in the aligned pose (the 2 × 2 system C_final = C_0 + d1·f0 +
//     d2·f_final).
// When none of those is legal: the same aimed at flush poses slid along
// the facing (half way and all the way to its ends); then, for Nimble
// units (§8), all of them after a first pivot of ±30°, ±60° or ±90°.
//
// A candidate counts only if its first contact with the target is on the
// charged facing. Its straight moves and the pose after each pivot are
// checked by move.World.Plan in the charge world (chargeWorld); the target
// is an obstacle that may be touched, so the last straight move may end
// against it.

// pathCand is one candidate path.
type pathCand struct {
	pre, d1, a, d2 float64 // Nimble's first pivot, forward, pivot, forward
	exact          bool    // it ends in the aligned pose itself
	cost           float64
	order          int // generation order, for deterministic ties
}

// chargePath is the path found: its steps and the poses along it.
type chargePath struct {
	start geom.Rect
	steps []move.Step
	poses []geom.Pose // start, after each step, then the aligned pose
	final geom.Rect
}

// bigBudget stands for "no path-length limit" (§14-A3 default).
const bigBudget = 1e7

// chargeWorld is what a charger respects while moving (kow2 §4.7.3): every
// other unit, friend or enemy, and impassable terrain must be gone around
// (Pass 0: it may touch, not cross), unless the charger has Fly (§8); where
// it ends is checked by the contact pose, so no End gaps here; difficult
// terrain and obstacles do not stop a charge (they make it Hindered).
func (cx *chargeCtx) chargeWorld() *move.World {
	if cx.world != nil {
		return cx.world
	}
	fly := cx.p.HasRule("Fly")
	if cx.shared == nil {
		cx.world = cx.r.chargeWorldOf(cx.s, cx.p.Owner, fly, cx.p.ID)
		return cx.world
	}
	k := 0
	if fly {
		k = 1
	}
	if cx.p.Owner == 2 {
		k += 2
	}
	if cx.shared.worlds[k] == nil {
		cx.shared.worlds[k] = cx.r.chargeWorldOf(cx.s, cx.p.Owner, fly, 0)
	}
	cx.world = cx.shared.worlds[k].Without(int(cx.p.ID))
	return cx.world
}

// chargeWorldOf is the charge world of a charger of player owner, that
// flies or not, leaving out the piece self (0: none).
func (r *Ruleset) chargeWorldOf(s *engine.State, owner engine.PlayerID, fly bool, self engine.PieceID) *move.World {
	pass := 0.0
	if fly {
		pass = move.Through
	}
	var obs []move.Obstacle
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID == self {
			continue
		}
		kind := "enemy"
		if o.Owner == owner {
			kind = "friend"
		}
		obs = append(obs, move.Obstacle{Name: o.Name, Kind: kind, Piece: int(o.ID), Poly: o.Rect().Poly(),
			Pass: pass, End: move.Anywhere, PassRule: r.rule("4.7.3"), EndRule: r.rule("4.7.4")})
	}
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		if tr.Kind != table.Impassable && tr.Kind != table.Building {
			continue
		}
		for _, part := range tr.Parts {
			obs = append(obs, move.Obstacle{Name: tr.Name, Kind: "impassable terrain", Terrain: tr.ID, Poly: part,
				Pass: pass, End: move.Anywhere, PassRule: r.rule("4.7.3"), EndRule: r.rule("4.7.4")})
		}
	}
	return move.NewWorld(s.Table.Bounds(), r.rule("9"), obs, engine.Inches.Format)
}

// chargeLimits are the charge's pivots (§4.3, §8 Nimble, §14-A9) with no
// limit on distance (§14-A3), or, with the house rule StrictChargePath,
// 2 × Sp of straight movement up to contact (the Leader Point moves as
// far as the centre on a straight move; pivots are free).
func (cx *chargeCtx) chargeLimits() move.Limits {
	budget := bigBudget
	if cx.s.HasHouseRule(StrictChargePath) {
		budget = cx.reach + reachTol
	}
	l := move.Limits{Budget: budget, Dirs: []geom.Vec{dirForward}, Pivots: 1, PivotMax: math.Pi / 2, TurnMax: math.Pi / 2, Rule: cx.r.rule("4.7.3")}
	if nimble(cx.p) {
		l.Pivots, l.TurnMax = 2, math.Pi
		if cx.r.Edition.BetaSpecials { // kow-beta §8: the extra one of any angle
			l.AnyAngle, l.TurnMax = 1, 0
		}
	}
	return l
}

// findPath returns the shortest legal charge path into contact with the
// facing, ending in the aligned pose final, or why there is none.
func (cx *chargeCtx) findPath(t *engine.Piece, fc facing, final geom.Pose, outline engine.Mark) (chargePath, *engine.Illegal) {
	start := cx.rect
	fr := start.WithPose(final)
	tPoly := t.Rect().Poly()
	// First aim at the aligned pose; then, if that fails, also at poses
	// slid along the facing (a slanting approach that touches the facing
	// near one end, the slide being free); then, for Nimble units, the
	// same after a first pivot.
	aims := []geom.Vec{fr.Center}
	cands := cx.candidates(start, 0, &fc, fr, aims, tPoly, nil)
	path, res, ok := cx.firstLegal(start, fr, cands)
	for round := 1; round <= 2 && !ok; round++ {
		if round == 1 {
			lim := fc.slideLimit(fr.W)
			for _, sl := range []float64{-(lim - 1), -lim / 2, lim / 2, lim - 1} {
				aims = append(aims, fc.flush(fr.W, fr.D, sl).Center)
			}
		}
		var more []pathCand
		switch {
		case round == 1:
			more = cx.candidates(start, 0, &fc, fr, aims, tPoly, nil)
		case nimble(cx.p):
			for _, pre := range cx.nimblePivots(start, fr) {
				a := geom.Deg(pre)
				more = cx.candidates(start.Pivot(a), a, &fc, fr, aims, tPoly, more)
			}
		}
		var res2 move.Result
		if path, res2, ok = cx.firstLegal(start, fr, more); !ok && len(res.Reasons) == 0 {
			res = res2
		}
	}
	if ok {
		return path, nil
	}
	marks := []engine.Mark{outline, {Poly: fr.Poly(), Label: cx.p.Name}}
	turns := "one pivot of up to 90°"
	switch {
	case nimble(cx.p) && cx.r.Edition.BetaSpecials:
		turns = "one pivot of up to 90° and one of any angle"
	case nimble(cx.p):
		turns = "two pivots of up to 90°"
	}
	if len(res.Reasons) == 0 {
		return chargePath{}, engine.Refuse(cx.r.rule("4.7.3"), marks,
			"%s cannot reach %s's %s moving forward with %s.", cx.p.Name, t.Name, fc.arc, turns)
	}
	why := res.Reasons[0]
	if len(why.Zone) > 0 {
		marks = append(marks, engine.Mark{Poly: why.Zone, Label: why.Rule})
	}
	within := ""
	if cx.s.HasHouseRule(StrictChargePath) {
		within = " within " + engine.Inches.Format(cx.reach) + " (house rule " + StrictChargePath + ", §14-A3)"
	}
	return chargePath{}, engine.Refuse(cx.r.rule("4.7.3"), marks,
		"No charge path (forward, %s, forward) takes %s around units and impassable terrain into %s's %s%s. %s",
		turns, cx.p.Name, t.Name, fc.arc, within, why.Text)
}

// nimblePivots are the first pivots a Nimble charger tries, degrees: up
// to 90° either way (kow2 §8), and in the beta, whose extra Change Facing
// is any angle (kow-beta §8), all round, with the turn parallel to the
// final pose's heading (an Individual charging what is behind it).
func (cx *chargeCtx) nimblePivots(start, final geom.Rect) []float64 {
	out := []float64{-90, -60, -30, 30, 60, 90}
	if cx.r.Edition.BetaSpecials {
		out = append(out, -150, -120, 120, 150, 180)
		if a := geom.NormAngle(final.Heading-start.Heading) * 180 / math.Pi; math.Abs(a) > 90 {
			out = append(out, a)
		}
	}
	return out
}

// candidates appends the candidate paths from the footprint from (already
// turned by Nimble's first pivot pre) to dst.
func (cx *chargeCtx) candidates(from geom.Rect, pre float64, fc *facing, final geom.Rect, aims []geom.Vec, tPoly geom.Poly, dst []pathCand) []pathCand {
	const quarter = math.Pi/2 + 1e-9
	c0, f0 := from.Center, from.Forward()
	af := geom.NormAngle(final.Heading - from.Heading)
	toFinal := final.Center.Sub(c0)
	ac := geom.NormAngle(math.Atan2(toFinal.X, toFinal.Y) - from.Heading)
	angles := []float64{0}
	if math.Abs(af) <= quarter {
		angles = append(angles, clamp(af, -math.Pi/2, math.Pi/2))
	}
	if math.Abs(ac) <= quarter {
		angles = append(angles, clamp(ac, -math.Pi/2, math.Pi/2))
	}
	step := 10 // coarse for the first try, finer with the slid poses
	if len(aims) > 1 {
		step = 5
	}
	for d := -90; d <= 90; d += step {
		if d != 0 {
			angles = append(angles, geom.Deg(float64(d)))
		}
	}
	// The cost is how far the centre travels: forward, forward, then the
	// free alignment and slide from the contact pose to the final one.
	add := func(c pathCand) {
		end := c0.Add(f0.Scale(c.d1)).Add(geom.Forward(from.Heading + c.a).Scale(c.d2))
		c.pre, c.cost, c.order = pre, c.d1+c.d2+end.Dist(final.Center), len(dst)
		dst = append(dst, c)
	}
	for _, a := range angles {
		turned := from.Pivot(a)
		if a == 0 {
			turned = from
		}
		f1 := turned.Forward()
		if d2, ok := contactAlong(turned, tPoly, fc); ok {
			add(pathCand{a: a, d2: d2})
		}
		det := f0.Cross(f1)
		if math.Abs(det) < 1e-9 {
			continue
		}
		for _, aim := range aims {
			delta := aim.Sub(c0)
			d1, s := delta.Cross(f1)/det, f0.Cross(delta)/det
			if d1 <= 1e-9 || s <= 0 {
				continue
			}
			if a == af && aim == final.Center {
				add(pathCand{d1: d1, a: a, d2: s, exact: true})
				continue
			}
			moved := turned
			moved.Center = c0.Add(f0.Scale(d1))
			if d2, ok := contactAlong(moved, tPoly, fc); ok {
				add(pathCand{d1: d1, a: a, d2: d2})
			}
		}
	}
	return dst
}

// firstLegal plans the candidates, shortest first, and returns the first
// the solver accepts unchanged, with the plan of the shortest one when none
// is accepted.
func (cx *chargeCtx) firstLegal(start, final geom.Rect, cands []pathCand) (chargePath, move.Result, bool) {
	slices.SortFunc(cands, func(x, y pathCand) int {
		if c := cmp.Compare(x.cost, y.cost); c != 0 {
			return c
		}
		return x.order - y.order
	})
	w, lim := cx.chargeWorld(), cx.chargeLimits()
	var first move.Result
	var known []int // obstacles that stopped a candidate already
	for i, c := range cands {
		steps := c.steps()
		if i > 0 && crossesKnown(start, steps, w, known) {
			continue
		}
		res := w.Plan(start, lim, steps)
		if i == 0 {
			first = res
		}
		if !sameSteps(res.Steps, steps) {
			if j := res.Reasons[0].Obstacle; j >= 0 && !slices.Contains(known, j) {
				known = append(known, j)
			}
			continue
		}
		path := chargePath{start: start, steps: steps, final: final, poses: []geom.Pose{start.Pose()}}
		path.poses = append(path.poses, res.Poses...)
		last := path.poses[len(path.poses)-1]
		if last.Pos.Dist(final.Center) <= 1e-6 && math.Abs(geom.NormAngle(last.Heading-final.Heading)) <= 1e-9 {
			path.poses[len(path.poses)-1] = final.Pose()
		} else {
			path.poses = append(path.poses, final.Pose())
		}
		return path, res, true
	}
	return chargePath{}, first, false
}

// crossesKnown is a quick test before planning: whether the path's
// straight moves sweep over, or a pivot ends on, one of the known
// obstacles by more than geom.Eps, which the solver would refuse.
func crossesKnown(start geom.Rect, steps []move.Step, w *move.World, known []int) bool {
	if len(known) == 0 {
		return false
	}
	cur := start
	hit := func(area geom.Poly) bool {
		box := area.Bounds()
		for _, j := range known {
			if o := &w.Obstacles[j]; o.Pass >= 0 && o.Poly.Bounds().Overlaps(box) && geom.Overlap(area, o.Poly) {
				return true
			}
		}
		return false
	}
	for _, st := range steps {
		switch st.Kind {
		case move.Straight:
			d := cur.Forward().Scale(st.Dist)
			if hit(geom.SweepTranslate(cur.Poly(), d)) {
				return true
			}
			cur.Center = cur.Center.Add(d)
		case move.Pivot:
			cur = cur.Pivot(st.Angle)
			if hit(cur.Poly()) {
				return true
			}
		}
	}
	return false
}

// steps returns the candidate as solver steps, leaving out empty ones.
func (c pathCand) steps() []move.Step {
	var out []move.Step
	if c.pre != 0 {
		out = append(out, move.Step{Kind: move.Pivot, Angle: c.pre})
	}
	if c.d1 > 0 {
		out = append(out, move.Step{Kind: move.Straight, Dir: dirForward, Dist: c.d1})
	}
	if c.a != 0 {
		out = append(out, move.Step{Kind: move.Pivot, Angle: c.a})
	}
	if c.d2 > 0 {
		out = append(out, move.Step{Kind: move.Straight, Dir: dirForward, Dist: c.d2})
	}
	return out
}

// sameSteps reports whether the solver left the steps as asked (to
// rounding).
func sameSteps(got, want []move.Step) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if math.Abs(got[i].Dist-want[i].Dist) > 1e-6 || math.Abs(got[i].Angle-want[i].Angle) > 1e-9 {
			return false
		}
	}
	return true
}

// contactAlong returns how far the footprint r moves forward before it
// first touches the target polygon, and whether that first contact is on
// the facing (kow2 §4.7.4 item 1).
func contactAlong(r geom.Rect, tgt geom.Poly, fc *facing) (float64, bool) {
	u := r.Forward()
	a := r.Corners()
	best, on := math.Inf(1), false
	hit := func(t float64, pt geom.Vec) {
		if t < -1e-9 {
			return
		}
		onF := fc.seg.DistTo(pt) <= 1e-6
		switch {
		case t < best-1e-9:
			best, on = t, onF
		case t <= best+1e-9:
			on = on || onF
			best = min(best, t)
		}
	}
	// ray p + t·dir against segment q0→q1: returns t.
	ray := func(p, dir, q0, q1 geom.Vec) (float64, bool) {
		e := q1.Sub(q0)
		den := dir.Cross(e)
		if math.Abs(den) < 1e-12 {
			return 0, false
		}
		w := q0.Sub(p)
		t, k := w.Cross(e)/den, w.Cross(dir)/den
		return t, k >= -1e-9 && k <= 1+1e-9
	}
	n := len(tgt)
	for _, p := range a {
		for j := range n {
			if t, ok := ray(p, u, tgt[j], tgt[(j+1)%n]); ok {
				hit(t, p.Add(u.Scale(t)))
			}
		}
	}
	back := u.Scale(-1)
	for _, q := range tgt {
		for j := range 4 {
			if t, ok := ray(q, back, a[j], a[(j+1)%4]); ok {
				hit(t, q)
			}
		}
	}
	if math.IsInf(best, 1) || !on {
		return 0, false
	}
	return max(best, 0), true
}

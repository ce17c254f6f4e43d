package kow

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// Counter-charge (kow2 §4.8 with the errata, §14-A10): a unit charged by
// enemies in the previous (enemy) turn may charge one of them back, with
// no line of sight or arc needed, reach 2·Sp to the nearest point. It
// pivots on the spot to face the target (front parallel to the target's
// front; failing that, towards the centre of that front), then moves
// straight forward into contact with the target's FRONT, through no unit,
// and aligns as normal. It is never Hindered and Yellow-Bellied does not
// apply.

// chargedUs reports whether t charged p in the previous player turn.
func chargedUs(s *engine.State, p, t *engine.Piece) bool {
	return chargedIn(p, t, playerTurn(s)-1)
}

// chargedIn reports whether t charged p in player turn n.
func chargedIn(p, t *engine.Piece, n int) bool {
	return t.Counter("charged") == int(p.ID) && t.Counter("ordered") == n &&
		t.Counter("order") == int(chargeOrder)+1
}

// canCounterCharge says whether the unit may counter-charge at all now:
// as a charge, except that Fury lets a Wavered unit do it (§4.8 item 1, §8).
func (r *Ruleset) canCounterCharge(s *engine.State, p *engine.Piece) *engine.Illegal {
	if r.Edition.NoCounterCharge { // kow-beta §10 row 16
		return engine.Refuse(r.rule("4.8"), nil, "The %s has no counter-charge.", r.Edition.Name)
	}
	il := r.canCharge(s, p)
	if il != nil && il.Rule == r.rule("4.9") && p.HasRule("Fury") {
		return nil
	}
	return il
}

// counterPlan is the counter-charge of the context's unit on t, or why
// there is none.
func (cx *chargeCtx) counterPlan(t *engine.Piece) ChargeTarget {
	r, p := cx.r, cx.p
	tr := t.Rect()
	tPoly := tr.Poly()
	ct := ChargeTarget{Target: t.ID, Facing: geom.ArcFront, Counter: true}
	outline := engine.Mark{Poly: tPoly, Label: t.Name}
	near := nearestOnPoly(tPoly, cx.lp)
	ct.Reach = near.Dist(cx.lp)
	if ct.Reach > cx.reach+reachTol {
		seg := geom.Seg{A: cx.lp, B: near}
		ct.Why = engine.Refuse(r.rule("4.8"), []engine.Mark{outline, {Seg: &seg, Label: engine.Inches.Format(ct.Reach)}},
			"%s %s away: out of %s's counter-charge reach of %s.", does(t, "are"), engine.Inches.Format(ct.Reach), p.Name, engine.Inches.Format(cx.reach))
		return ct
	}
	fc := newFacing(tr, geom.ArcFront)
	final, why := cx.contactPose(t, fc, outline)
	if why != nil {
		ct.Why = why
		return ct
	}
	if r.Edition.Original { // D6: a charge's move, into the front, sliding to fit
		path, why := cx.findPath(t, fc, final, outline)
		if why != nil {
			ct.Why = why
			return ct
		}
		ct.Path, ct.Contact, ct.Legal = path.poses, final, true
		return ct
	}
	toMid := fc.mid.Sub(cx.rect.Center)
	headings := []float64{t.Pose.Heading + math.Pi, math.Atan2(toMid.X, toMid.Y)}
	w := cx.chargeWorld()
	lim := move.Limits{Budget: bigBudget, Dirs: []geom.Vec{dirForward}, Pivots: 1, PivotMax: math.Pi + 1e-9, TurnMax: math.Pi + 1e-9, Rule: r.rule("4.8")}
	for _, h := range headings {
		a := geom.NormAngle(h - cx.rect.Heading)
		turned := cx.rect.Pivot(a)
		d, ok := contactAlong(turned, tPoly, &fc)
		if !ok {
			continue
		}
		steps := []move.Step{{Kind: move.Pivot, Angle: a}, {Kind: move.Straight, Dir: dirForward, Dist: d}}
		res := w.Plan(cx.rect, lim, steps)
		if !sameSteps(res.Steps, steps) {
			continue
		}
		ct.Path = append([]geom.Pose{cx.rect.Pose()}, res.Poses...)
		ct.Path = append(ct.Path, final)
		ct.Contact, ct.Legal = final, true
		return ct
	}
	ct.Why = engine.Refuse(r.rule("4.8"), []engine.Mark{outline, {Poly: cx.rect.WithPose(final).Poly(), Label: p.Name}},
		"%s cannot counter-charge %s: pivoting to face it and moving straight forward does not reach its front without passing through a unit.", p.Name, t.Name)
	return ct
}

// nearestOnPoly is the point of the polygon's boundary nearest to q.
func nearestOnPoly(poly geom.Poly, q geom.Vec) geom.Vec {
	best, bd := poly[0], math.Inf(1)
	for i, a := range poly {
		e := geom.Seg{A: a, B: poly[(i+1)%len(poly)]}
		if pt := e.At(e.ClosestT(q)); pt.Dist(q) < bd {
			best, bd = pt, pt.Dist(q)
		}
	}
	return best
}

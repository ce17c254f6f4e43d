package kow

import (
	"cmp"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Boxed-in units (kow2 §4.7.8, [000] P&R, digest D8): "a total charge
// block is not allowed", that is, every potential target failing only
// because the charger could not be aligned without overlapping units or
// impassable terrain. Then the charger picks a target, moves into contact,
// and the TARGET is aligned to the charger instead; other units are
// nudged as usual. reversePlans applies it to the charges of one unit when
// none is legal and some failed at the alignment step only.
func (cx *chargeCtx) reversePlans(cts []ChargeTarget) {
	for _, ct := range cts {
		if ct.Legal {
			return // not boxed in
		}
	}
	for i := range cts {
		if cts[i].Why == nil || cts[i].Why.Rule != cx.r.rule("4.7.4") {
			continue
		}
		if rc, ok := cx.reversePlan(cx.s.Piece(cts[i].Target), cts[i].Facing); ok {
			cts[i] = rc
		}
	}
}

// reversePlan moves the charger along the shortest legal path to its
// first contact with the facing, then sets the target flush against the
// charger's front, facing it with that facing, as centred as the other
// units and terrain allow.
func (cx *chargeCtx) reversePlan(t *engine.Piece, arc geom.Arc) (ChargeTarget, bool) {
	tr := t.Rect()
	fc := newFacing(tr, arc)
	start := cx.rect
	flush := start.WithPose(fc.flush(start.W, start.D, 0).Pose())
	cands := cx.candidates(start, 0, &fc, flush, []geom.Vec{flush.Center}, tr.Poly(), nil)
	slices.SortFunc(cands, func(x, y pathCand) int {
		if c := cmp.Compare(x.cost, y.cost); c != 0 {
			return c
		}
		return x.order - y.order
	})
	w, lim := cx.chargeWorld(), cx.chargeLimits()
	for _, c := range cands {
		if c.exact {
			continue // it ends in the flush pose, which has no room
		}
		steps := c.steps()
		res := w.Plan(start, lim, steps)
		if !sameSteps(res.Steps, steps) {
			continue
		}
		contact := res.End
		if cx.endsOnAUnit(contact, t.ID) {
			continue // a flyer's first contact may lie over another unit: it may not end there (§4.7.1)
		}
		pose, ok := cx.alignTarget(t, arc, contact)
		if !ok {
			continue
		}
		path := chargePath{start: start, steps: steps, poses: append([]geom.Pose{start.Pose()}, res.Poses...), final: contact}
		return ChargeTarget{Target: t.ID, Facing: arc, Legal: true, Reverse: true, TargetPose: pose,
			Path: path.poses, Contact: contact.Pose(), Hindered: cx.hindered(path),
			Reach: nearestOnPoly(tr.Poly(), cx.lp).Dist(cx.lp)}, true
	}
	return ChargeTarget{}, false
}

// facingTurn is the heading a unit takes so that the facing arc points
// back at a charger with heading h: its front (h+π), a flank (h±π/2) or
// its rear (h).
func facingTurn(arc geom.Arc, h float64) float64 {
	switch arc {
	case geom.ArcRight:
		return geom.NormAngle(h + math.Pi/2)
	case geom.ArcLeft:
		return geom.NormAngle(h - math.Pi/2)
	case geom.ArcRear:
		return geom.NormAngle(h)
	}
	return geom.NormAngle(h + math.Pi)
}

// alignTarget is where the target stands when aligned to the charger at
// contact: its facing flush on the charger's front edge, centred on the
// Leader Point or slid along the edge as little as the other units and
// impassable terrain allow.
func (cx *chargeCtx) alignTarget(t *engine.Piece, arc geom.Arc, contact geom.Rect) (geom.Pose, bool) {
	h := facingTurn(arc, contact.Heading)
	tr := t.Rect()
	half := tr.D / 2
	if arc == geom.ArcLeft || arc == geom.ArcRight {
		half = tr.W / 2
	}
	facingLen := tr.W
	if arc == geom.ArcLeft || arc == geom.ArcRight {
		facingLen = tr.D
	}
	obs := endObstacles(cx.s, t)
	bounds := cx.s.Table.Bounds()
	base := contact.LeaderPoint().Add(contact.Forward().Scale(half))
	lim := (contact.W+facingLen)/2 - geom.ArcEps
	for step := 0.0; step <= lim; step += 1 {
		for _, sgn := range []float64{1, -1} {
			r := tr.WithPose(geom.Pose{Pos: base.Add(contact.Right().Scale(sgn * step)), Heading: h})
			if endsClear(r, obs, cx.p.ID, bounds) && endsClear(r, []endObs{{poly: contact.Poly(), box: contact.Bounds()}}, 0, bounds) {
				return r.Pose(), true
			}
			if step == 0 {
				break
			}
		}
	}
	return geom.Pose{}, false
}

// endsOnAUnit reports whether the charger's rectangle r overlaps a unit
// other than itself and the target (touching is not overlapping).
func (cx *chargeCtx) endsOnAUnit(r geom.Rect, target engine.PieceID) bool {
	for i := range cx.s.Pieces {
		o := &cx.s.Pieces[i]
		if o.ID == cx.p.ID || o.ID == target {
			continue
		}
		if geom.PenetrationDepth(r, o.Rect()) > 1e-6 {
			return true
		}
	}
	return false
}

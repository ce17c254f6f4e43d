package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// reachTol is how far past 2·Sp a target may be and still be in reach
// (kow2 §14-A1: exactly the distance is legal, with its ε).
const reachTol = Tolerance

// chargeCtx is what every charge of one unit shares: its footprint, its
// Leader Point, its reach, and (built on first use) the sight data and the
// charge world, so ChargeTargets does the per-unit work once.
type chargeCtx struct {
	r     *Ruleset
	s     *engine.State
	p     *engine.Piece
	rect  geom.Rect
	lp    geom.Vec
	reach float64         // 2·Sp, mm (§4.7.1 item 4)
	can   *engine.Illegal // why the unit cannot charge at all, or nil
	sight *sightCache
	// shared, when set, is the sight data of the position every observer
	// shares, worked out once for many (the computer opponent's threats).
	shared *sightShared
	world  *move.World
	ends   []endObs    // what the charge may not end on
	arc    engine.Mark // the front arc, for refusals
	round  bool        // it sees, shoots and charges all round (allRound)
}

func (r *Ruleset) newChargeCtx(s *engine.State, p *engine.Piece) *chargeCtx {
	rect := p.Rect()
	return &chargeCtx{r: r, s: s, p: p, rect: rect, lp: rect.LeaderPoint(), reach: r.chargeReach(p), can: r.canCharge(s, p), round: r.allRound(p)}
}

// allRound reports a unit whose front arc is all round: the closed
// beta's Individual, which has no flanks or rear and "sees, shoots and
// charges all around" (kow-beta §3.2, §8, §10 row 23).
func (r *Ruleset) allRound(p *engine.Piece) bool {
	return r.Edition.BetaSpecials && p.HasRule("Individual")
}

// AllRound reports whether piece id sees all round (engine.AllRounder),
// the window's cue to shade its whole table as its front arc.
func (r *Ruleset) AllRound(s *engine.State, id engine.PieceID) bool {
	p := s.Piece(id)
	return p != nil && r.allRound(p)
}

var _ engine.AllRounder = (*Ruleset)(nil)

// inFront reports whether the polygon is at least partly in the unit's
// front arc (kow2 §3.1), or anywhere for a unit that sees all round.
func (cx *chargeCtx) inFront(poly geom.Poly) bool {
	return cx.round || geom.ShapeInArc(cx.rect, geom.ArcCorner45, geom.ArcFront, poly)
}

// arcMark is the unit's front arc out to its reach, drawn with refusals.
func (cx *chargeCtx) arcMark() engine.Mark {
	if cx.arc.Poly == nil {
		cx.arc = engine.Mark{Poly: geom.ArcRegion(cx.rect, geom.ArcCorner45, geom.ArcFront, cx.reach), Label: "front arc"}
	}
	return cx.arc
}

// ChargeTargets lists every enemy of the unit, sorted by ID, with whether
// it may be charged now (kow2 §4.7.1-§4.7.4) and how: the facing, the
// path, the aligned contact pose and whether the charge is Hindered
// (§4.7.6). Conditions are tested in the order of §4.7.1: the unit may
// charge at all, the target is in its front arc, it is visible, its nearest
// visible point is within 2·Sp, and the facing of §4.7.2 can be contacted
// along a legal path; the first that fails is the refusal.
func (r *Ruleset) ChargeTargets(s *engine.State, unit engine.PieceID) []ChargeTarget {
	p := s.Piece(unit)
	if p == nil {
		return nil
	}
	cx := r.newChargeCtx(s, p)
	var out []ChargeTarget
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.ID == p.ID || t.Owner == p.Owner || t.Owner == 0 {
			continue
		}
		out = append(out, cx.plan(t))
	}
	cx.reversePlans(out)
	return out
}

// planCharge is ChargeTargets for one target: what Check and Apply use.
// When the charge fails at the alignment step, whether the unit is boxed
// in (§4.7.8) depends on all its targets, so they are all planned.
func (r *Ruleset) planCharge(s *engine.State, p, t *engine.Piece) ChargeTarget {
	ct := r.newChargeCtx(s, p).plan(t)
	if ct.Legal || ct.Why == nil || ct.Why.Rule != r.rule("4.7.4") {
		return ct
	}
	for _, c := range r.ChargeTargets(s, p.ID) {
		if c.Target == t.ID {
			return c
		}
	}
	return ct
}

// plan works out the charge of the context's unit against t: a normal
// charge, or a counter-charge (§4.8) on a unit that charged it last turn
// when only that is possible or when the normal charge would strike the
// front anyway (the counter-charge is never Hindered nor Yellow-Bellied,
// so it is then at least as good).
func (cx *chargeCtx) plan(t *engine.Piece) ChargeTarget {
	ct := cx.planNormal(t)
	if !chargedUs(cx.s, cx.p, t) || cx.r.canCounterCharge(cx.s, cx.p) != nil || (ct.Legal && ct.Facing != geom.ArcFront) {
		return ct
	}
	// When neither is possible, the counter-charge's refusal says more:
	// it is the one that ignores arc and sight.
	if cc := cx.counterPlan(t); cc.Legal || !ct.Legal {
		return cc
	}
	return ct
}

// planNormal works out the normal charge of the context's unit on t.
func (cx *chargeCtx) planNormal(t *engine.Piece) ChargeTarget {
	r, p := cx.r, cx.p
	tr := t.Rect()
	tPoly := tr.Poly()
	ct := ChargeTarget{Target: t.ID, Facing: cx.chargeFacing(tr)}
	if cx.can != nil {
		ct.Why = cx.can
		return ct
	}
	outline := engine.Mark{Poly: tPoly, Label: t.Name}
	// §4.7.1 item 2, §3.1: at least partly in the front arc.
	if !cx.inFront(tPoly) {
		ct.Why = engine.Refuse(r.rule("4.7.1"), []engine.Mark{outline, cx.arcMark()},
			"%s not in %s's front arc: a unit may only charge an enemy at least partly inside its front arc.", does(t, "are"), p.Name)
		return ct
	}
	// §4.7.1 items 3 and 4, §3.2, §3.3: the nearest visible point.
	vis := cx.visibility(t, tPoly)
	if !vis.seen {
		ct.Why = cx.blindWhy(t, vis, outline)
		return ct
	}
	dist, seg, defended := cx.chargeDistance(t, ct.Facing, vis)
	ct.Reach = dist
	if dist > cx.reach+reachTol {
		ct.Why = engine.Refuse(r.rule("4.7.1"), []engine.Mark{outline,
			{Seg: &seg, Label: engine.Inches.Format(dist)},
			{Circle: &geom.Circle{C: seg.A, R: cx.reach}, Label: "charge reach"}},
			"%s is %s away: out of %s's charge reach of %s (%s).",
			t.Name, engine.Inches.Format(dist), p.Name, engine.Inches.Format(cx.reach), r.reachWords(p, defended))
		return ct
	}
	// §4.7.2, §4.7.4: the aligned contact pose on the facing.
	fc := newFacing(tr, ct.Facing)
	pose, why := cx.contactPose(t, fc, outline)
	if why != nil {
		ct.Why = why
		return ct
	}
	ct.Contact = pose
	// §4.7.3: a path of the allowed shape into contact.
	path, why := cx.findPath(t, fc, pose, outline)
	if why != nil {
		ct.Why = why
		return ct
	}
	ct.Path = path.poses
	ct.Hindered = cx.hindered(path) || defended != "" // kow-beta §4.8: the defended −1
	ct.Legal = true
	return ct
}

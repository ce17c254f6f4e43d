package kow

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// chargeReach is a unit's charge reach: 2 × Sp, or Sp for Shambling in
// the beta (kow-beta §4.4 item 4, §10 row 15).
func (r *Ruleset) chargeReach(p *engine.Piece) float64 {
	if r.Edition.ShamblingReachSp && p.HasRule("Shambling") {
		return speed(p)
	}
	return 2 * speed(p)
}

// chargeFacing is the side of t a charge must strike: the arc holding
// the charger's Leader Point (kow2 §4.7.2), or in the beta the arc
// holding most of its champion's base, ties to the front, then the
// flank (kow-beta §4.6, §11 A16).
func (cx *chargeCtx) chargeFacing(tr geom.Rect) geom.Arc {
	if !cx.r.Edition.ChampionBase {
		return geom.ArcOf(tr, geom.ArcCorner45, cx.lp)
	}
	if cx.r.houseRule(cx.s, BetaArcByChampionCentre) { // §11 A16's ChampionCentrePoint
		return geom.ArcOf(tr, geom.ArcCorner45, championBase(cx.s, cx.p).Center)
	}
	return championArc(championBase(cx.s, cx.p), tr)
}

// championArc is the arc of tr holding the largest share of the champion
// base cb (kow-beta §4.6).
func championArc(cb, tr geom.Rect) geom.Arc {
	far := math.Hypot(tr.W, tr.D) + 2*math.Hypot(cb.W, cb.D) + cb.Center.Dist(tr.Center)
	best, bestA := geom.ArcFront, -1.0
	for _, a := range []geom.Arc{geom.ArcFront, geom.ArcLeft, geom.ArcRight, geom.ArcRear} {
		area := geom.IntersectionArea(cb.Poly(), geom.ArcRegion(tr, geom.ArcCorner45, a, far))
		if area > bestA+geom.Eps {
			best, bestA = a, area
		}
	}
	return best
}

// chargeDistance is how far t is for a charge's reach: from the Leader
// Point to its nearest visible point (kow2 §4.7.1 item 4), or in the beta
// from the champion's base to its nearest point, or to the obstacle it
// defends (kow-beta §3.4, §4.4, §4.8). seg is the measure, drawn with a
// refusal; defended names the obstacle, "" when none.
func (cx *chargeCtx) chargeDistance(t *engine.Piece, facing geom.Arc, vis visResult) (d float64, seg geom.Seg, defended string) {
	if !cx.r.Edition.ChampionBase {
		return vis.dist, geom.Seg{A: cx.lp, B: vis.point}, ""
	}
	shape := geom.Shape(t.Rect().Poly())
	if cx.r.Edition.DefendedObstacle {
		if o, part, ok := defendedObstacle(cx.s, cx.lp, t.Rect(), facing); ok {
			shape, defended = part, o.Name
		}
	}
	seg, d = rangeFromChampion(cx.s, cx.p, shape)
	return d, seg, defended
}

// defendGap and defendCover are the beta's "drawn up right behind an
// obstacle" (kow-beta §4.8, §11 A21): the obstacle is at most 1" from the
// side charged and covers at least half of it.
const (
	defendGap   = 1 * Inch
	defendCover = 0.5
)

// defendedObstacle finds the obstacle a unit defends against a charger
// whose champion's eye is eye (kow-beta §4.8 REC): it crosses the line
// from the eye to the nearest point of the side charged, lies within
// defendGap of that side and covers defendCover of its length.
func defendedObstacle(s *engine.State, eye geom.Vec, tr geom.Rect, facing geom.Arc) (*table.Terrain, geom.Poly, bool) {
	side := newFacing(tr, facing)
	sight := geom.Seg{A: eye, B: side.seg.ClosestPoint(eye)}
	for i := range s.Table.Terrain {
		o := &s.Table.Terrain[i]
		if o.Kind != table.Obstacle {
			continue
		}
		for _, part := range o.Parts {
			if _, _, crosses := geom.SegClipPoly(sight, part); !crosses {
				continue
			}
			gap, lo, hi := math.Inf(1), math.Inf(1), math.Inf(-1)
			for j := range part {
				e := geom.Seg{A: part[j], B: part[(j+1)%len(part)]}
				gap = min(gap, geom.SegSegDistance(e, side.seg))
				along := part[j].Sub(side.seg.A).Dot(side.u)
				lo, hi = min(lo, along), max(hi, along)
			}
			covered := max(0, min(hi, side.len)-max(lo, 0))
			if gap <= defendGap+Tolerance && covered >= defendCover*side.len-geom.Eps {
				return o, part, true
			}
		}
	}
	return nil, nil, false
}

// reachWords says how the reach was measured, for a refusal.
func (r *Ruleset) reachWords(p *engine.Piece, defended string) string {
	switch {
	case !r.Edition.ChampionBase:
		return "2 × Sp, measured from its Leader Point to the nearest visible point"
	case defended != "":
		return "measured from its champion's base to the " + defended + " the target defends"
	case r.Edition.ShamblingReachSp && p.HasRule("Shambling"):
		return "Sp for Shambling, measured from its champion's base"
	}
	return "2 × Sp, measured from its champion's base"
}

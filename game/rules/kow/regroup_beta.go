package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// separateChargers moves apart, in the closed beta, the units that
// charged one target together and stand closer than 1" to one another
// once their combat is over (kow-beta §6.4 "separate friendly chargers so
// that they are ≥ 1" apart", REC the least sideways move; §10 row 42).
// For each pair, in unit order, the later unit sidesteps straight away
// from the earlier by what the gap lacks, or, when it cannot, the earlier
// the other way; what neither can do stays as it is (the solver lets
// such units move apart later). 2nd edition leaves them as they stand.
func (r *Ruleset) separateChargers(s *engine.State, ids []engine.PieceID) []engine.Event {
	if !r.Edition.FriendsInchApart {
		return nil
	}
	var ev []engine.Event
	for i, a := range ids {
		for _, b := range ids[i+1:] {
			pa, pb := s.Piece(a), s.Piece(b)
			if pa == nil || pb == nil || geom.Distance(pa.Rect(), pb.Rect()) >= Inch-geom.Eps {
				continue
			}
			if e, ok := r.sidestepFrom(s, pb, pa); ok {
				ev = append(ev, e)
			} else if e, ok := r.sidestepFrom(s, pa, pb); ok {
				ev = append(ev, e)
			}
		}
	}
	return ev
}

// sidestepFrom moves p straight sideways away from q until they are 1"
// apart, through no unit; it reports false, moving nothing, when the
// move cannot open the gap.
func (r *Ruleset) sidestepFrom(s *engine.State, p, q *engine.Piece) (engine.Event, bool) {
	pr := p.Rect()
	dir := dirRight
	if q.Pose.Pos.Sub(pr.Center).Dot(pr.Right()) > 0 {
		dir = dirLeft
	}
	need := Inch - geom.Distance(pr, q.Rect())
	w := r.world(s, p, Sidestep, true)
	res := w.Plan(pr, move.Limits{Budget: need, Dirs: []geom.Vec{dir}, Rule: r.rule("6.6")},
		[]move.Step{{Kind: move.Straight, Dir: dir, Dist: need}})
	if res.Clamped || geom.Distance(res.End, q.Rect()) < Inch-geom.Eps {
		return engine.Event{}, false
	}
	from := p.Pose
	p.Pose = res.End.Pose()
	return engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: r.rule("6.6"), From: from, To: p.Pose,
		Text: fmt.Sprintf("%s %s aside to stand 1\" from %s.", does(p, "step"), engine.Inches.Format(need), q.Name)}, true
}

// regroupsDone separates, once the last of them has regrouped, the units
// that routed the target p charged with it (kow-beta §6.4).
func (r *Ruleset) regroupsDone(s *engine.State, p *engine.Piece) []engine.Event {
	if !r.Edition.FriendsInchApart {
		return nil
	}
	tid := p.Counter("charged")
	var ids []engine.PieceID
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner != p.Owner || q.Counter("charged") != tid {
			continue
		}
		if k, ok := orderThisTurn(s, q); !ok || k != chargeOrder || q.Counter("fought") != playerTurn(s) {
			continue // not one that fought beside p this turn
		}
		if mustRegroup(s, q) {
			return nil
		}
		ids = append(ids, q.ID)
	}
	return r.separateChargers(s, ids)
}

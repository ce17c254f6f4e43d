package kow

import (
	"math"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// naive is the baseline the computer opponent must beat by a wide
// margin: each unit charges the nearest enemy it legally can, or else
// turns up to 90° towards the nearest enemy and advances as far as it
// may; it shoots and casts at the nearest legal target, fights every
// combat and regroups forward.
type naive struct {
	turn, player int
	phase        string
	done         []engine.PieceID // units already handled this phase
}

// Kind returns "naive".
func (*naive) Kind() string { return ai.Naive }

// Choose gives the next unit's plain order, or ends the phase.
func (n *naive) Choose(rs engine.Ruleset, s *engine.State, d engine.Decision) ai.Choice {
	if d.Kind == engine.NoDecision {
		return ai.Choice{}
	}
	r := rs.(*Ruleset)
	if n.turn != s.Turn || n.phase != s.Phase || n.player != int(d.Player) {
		n.turn, n.phase, n.player, n.done = s.Turn, s.Phase, int(d.Player), nil
	}
	for _, o := range d.Options {
		if o.Pick == engine.PickNow && o.Order != nil && r.Check(s, o.Order) == nil {
			return ai.Choice{Order: o.Order, Reason: o.Label + " (naive)"}
		}
	}
	for _, id := range d.Pieces { // a unit must regroup, whether handled or not
		for _, o := range r.Orders(s, id) {
			if o.Kind == (Regroup{}).Kind() && o.Pick == engine.PickNow && r.Check(s, o.Order) == nil {
				return ai.Choice{Order: o.Order, Reason: s.Piece(id).Name + ": regroups " + o.Label + " (naive)"}
			}
		}
	}
	for _, id := range d.Pieces {
		if containsID(n.done, id) {
			continue
		}
		n.done = append(n.done, id)
		if o, why := n.order(r, s, d.Player, id); o != nil && r.Check(s, o) == nil {
			return ai.Choice{Order: o, Reason: s.Piece(id).Name + ": " + why + " (naive)"}
		}
	}
	return ai.Choice{Order: engine.EndPhase{By: d.Player}, Reason: "ends the phase (naive)"}
}

// order is a unit's naive order: a charge or a shot or spell at the
// nearest enemy it may aim at, or an advance on the nearest enemy.
func (n *naive) order(r *Ruleset, s *engine.State, me engine.PlayerID, id engine.PieceID) (engine.Order, string) {
	for _, o := range r.Orders(s, id) {
		if o.Kind == (Deploy{}).Kind() { // the first free spot across the zone's front
			if os := ai.DeployOrders(r, s, me, id, o, 6); len(os) > 0 {
				return os[0], "deploys at the first free spot"
			}
			return nil, ""
		}
		if o.Pick != engine.PickTarget {
			continue
		}
		var best engine.Order
		bestD := math.Inf(1)
		for _, t := range r.Targets(s, id, o, nil) {
			if t.Legal {
				if d := s.Piece(id).Pose.Pos.Dist(s.Piece(t.Piece).Pose.Pos); d < bestD {
					best, bestD = t.Order, d
				}
			}
		}
		if best != nil {
			return best, o.Label + " the nearest enemy it may"
		}
	}
	if s.Phase == Movement {
		if o, ok := advanceOn(r, s, id); ok {
			return o, "advances on the nearest enemy"
		}
	}
	return nil, ""
}

// containsID reports whether ids holds id.
func containsID(ids []engine.PieceID, id engine.PieceID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// advanceOn turns up to 90° towards the nearest enemy and advances as far
// as the solver allows, or Halts when Wavered.
func advanceOn(r *Ruleset, s *engine.State, id engine.PieceID) (engine.Order, bool) {
	p := s.Piece(id)
	var near *engine.Piece
	best := math.Inf(1)
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != p.Owner {
			if d := geom.Distance(p.Rect(), e.Rect()); d < best {
				near, best = e, d
			}
		}
	}
	kind := Advance
	if p.Counter("wavered") > 0 || near == nil || r.canTake(s, p, Advance) != nil {
		kind = Halt
	}
	var steps []move.Step
	if kind == Advance {
		to := near.Pose.Pos.Sub(p.Pose.Pos)
		turn := geom.NormAngle(math.Atan2(to.X, to.Y) - p.Pose.Heading)
		turn = max(-math.Pi/2, min(math.Pi/2, turn))
		steps = []move.Step{{Kind: move.Pivot, Angle: turn}, {Kind: move.Straight, Dir: geom.V(0, 1), Dist: speed(p)}}
	}
	res, il := r.Preview(s, NewMove(p.Owner, id, kind, steps))
	if il != nil {
		return nil, false
	}
	var clamped []move.Step
	for _, st := range res.Steps {
		if st.Dist > 1e-9 || math.Abs(st.Angle) > 1e-9 {
			clamped = append(clamped, st)
		}
	}
	return NewMove(p.Owner, id, kind, clamped), true
}

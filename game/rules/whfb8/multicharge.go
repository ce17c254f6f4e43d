package whfb8

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Charges that involve more than one unit (§4.2, §4.6): every enemy the
// charger would touch where it meets its target is charged too and
// reacts on its own (the charged unit's counter "charged-by" waits for
// its reaction, "extra-charge" for the charger's move); and when the
// charger cannot close the door, the charged unit does it instead.

func init() {
	counterBounds = append(counterBounds,
		engine.CounterBound{Name: "charged-by", Max: 1000}, engine.CounterBound{Name: "extra-charge", Max: 1000})
}

// extraTargets are the other enemies, by ID, that the charger would
// touch standing where it meets t (§4.2: "every enemy unit the charger
// would touch is also charged"): not fleeing, not in combat.
func (r *Ruleset) extraTargets(s *engine.State, p, t *engine.Piece) []engine.PieceID {
	pose, _ := r.contactPose(s, p, t)
	ghost := *p
	ghost.Pose = pose
	var out []engine.PieceID
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner != p.Owner && q.ID != t.ID && q.Attached == 0 && q.Counter("fleeing") == 0 && q.Counter("engaged") == 0 && gap(&ghost, q) <= touchTol {
			out = append(out, q.ID)
		}
	}
	return out
}

// declareExtras marks the extra targets of a charge just declared: each
// reacts once the first target has (queueExtraReaction).
func (r *Ruleset) declareExtras(s *engine.State, p, t *engine.Piece) []engine.Event {
	var ev []engine.Event
	for _, id := range r.extraTargets(s, p, t) {
		q := s.Piece(id)
		q.SetCounter("charged-by", int(p.ID))
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.2"),
			Text: fmt.Sprintf("%s's charge will strike %s too.", p.Name, q.Name)})
	}
	return ev
}

// queueExtraReaction asks the next extra target, by ID, for its reaction
// when no other waits (§4.2: it "reacts on its own").
func (r *Ruleset) queueExtraReaction(s *engine.State) {
	if _, ok := pendingCharge(s); ok {
		return
	}
	for i := range s.Pieces {
		q := &s.Pieces[i]
		by := engine.PieceID(q.Counter("charged-by"))
		if by == 0 {
			continue
		}
		q.SetCounter("charged-by", 0)
		if a := s.Piece(by); a == nil || a.Counter("fleeing") != 0 || a.Counter("charging") == 0 {
			continue
		}
		q.SetCounter("extra-charge", int(by))
		sd := side(s, q.Owner)
		sd.SetCounter("charge-by", int(by))
		sd.SetCounter("charge-at", int(q.ID))
		return
	}
}

// engageExtras brings the extra targets still touching the charger into
// its combat once it has charged home (§4.2); the marks are cleared
// whether or not it did.
func (r *Ruleset) engageExtras(s *engine.State, p *engine.Piece, home bool) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Counter("extra-charge") != int(p.ID) {
			continue
		}
		q.SetCounter("extra-charge", 0)
		if !home || q.Counter("fleeing") != 0 || gap(p, q) > touchTol {
			continue
		}
		if q.Counter("engaged") == 0 {
			q.SetCounter("engaged", int(p.ID))
		}
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.2"),
			Text: fmt.Sprintf("%s charges into %s as well.", p.Name, q.Name)})
	}
	return ev
}

// facingEdge is the edge of a unit's arc and its outward normal (§3.2).
func facingEdge(tr geom.Rect, arc geom.Arc) (geom.Seg, geom.Vec) {
	switch arc {
	case geom.ArcFront:
		return tr.FrontEdge(), tr.Forward()
	case geom.ArcRight:
		return tr.RightEdge(), tr.Right()
	case geom.ArcRear:
		return tr.RearEdge(), tr.Forward().Scale(-1)
	}
	return tr.LeftEdge(), tr.Right().Scale(-1)
}

// targetClosesDoor is the charge the charger cannot finish by closing
// the door (§4.6: "If the charger cannot close the door, the charged
// unit does it instead"): the charger moves straight on, within its
// range, until it touches t; t turns so that its charged facing lies
// flush against the charger's front. False when the charger's straight
// line does not reach t, or either would then overlap another unit or
// stand off the table.
func (r *Ruleset) targetClosesDoor(s *engine.State, p, t *engine.Piece, rng int) (charger, target geom.Pose, ok bool) {
	fwd := geom.Forward(p.Pose.Heading)
	ghost := *p
	reached := false
	for d := 0.0; d <= float64(rng)*Inch; d += Inch / 4 {
		ghost.Pose.Pos = p.Pose.Pos.Add(fwd.Scale(d))
		if geom.Overlap(ghost.Shape(), t.Shape()) || gap(&ghost, t) <= touchTol {
			// back to the last clear step, then halve the way to contact
			lo, hi := math.Max(0, d-Inch/4), d
			for range 30 {
				mid := (lo + hi) / 2
				ghost.Pose.Pos = p.Pose.Pos.Add(fwd.Scale(mid))
				if geom.Overlap(ghost.Shape(), t.Shape()) {
					hi = mid
				} else {
					lo = mid
				}
			}
			ghost.Pose.Pos = p.Pose.Pos.Add(fwd.Scale(lo))
			reached = true
			break
		}
	}
	if !reached {
		return charger, target, false
	}
	arc := geom.ArcOf(t.Rect(), geom.ArcCorner45, p.Pose.Pos)
	front := ghost.Rect().FrontEdge()
	mid := front.A.Add(front.B).Scale(0.5)
	turned := *t
	for _, h := range []float64{0, math.Pi / 2, math.Pi, -math.Pi / 2} {
		turned.Pose.Heading = geom.NormAngle(p.Pose.Heading + h)
		if _, n := facingEdge(turned.Rect(), arc); n.Dot(fwd) < -1+1e-9 {
			break
		}
	}
	edge, _ := facingEdge(turned.Rect(), arc)
	emid := edge.A.Add(edge.B).Scale(0.5)
	along := edge.B.Sub(edge.A)
	l := along.Len()
	dir := along.Scale(1 / l)
	u := t.Pose.Pos.Sub(mid).Dot(dir) // keep t's side of the charger's line as far as the edges allow
	if half := (l - p.Footprint.W) / 2; half >= 0 {
		u = max(-half, min(half, u))
	} else {
		u = 0
	}
	want := mid.Add(dir.Scale(u))
	turned.Pose.Pos = turned.Pose.Pos.Add(want.Sub(emid)) // the facing edge on the charger's front line
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.ID == p.ID || q.ID == t.ID {
			continue
		}
		if geom.Overlap(turned.Shape(), q.Shape()) || geom.Overlap(ghost.Shape(), q.Shape()) {
			return charger, target, false
		}
	}
	if !r.onTable(s, &turned) || !r.onTable(s, &ghost) {
		return charger, target, false
	}
	return ghost.Pose, turned.Pose, true
}

package kow

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// playerTurn numbers player turns from 1, so a unit's "ordered" counter
// says in which player turn it last received an order (kow2 §4.1: one
// order per unit per turn).
func playerTurn(s *engine.State) int {
	n := (s.Turn - 1) * 2
	if s.Active != s.First {
		n++
	}
	return n + 1
}

// chargeOrder is the "order" counter's value for a charge, which is not
// one of the movement OrderKinds.
const chargeOrder = numOrderKinds

// markOrdered records that the unit received its order in this player
// turn (counter "ordered") and which one (counter "order" = kind + 1), for
// the shooting rules that depend on it (§5.1, §5.4).
func markOrdered(p *engine.Piece, k OrderKind, turn int) {
	p.SetCounter("ordered", turn)
	p.SetCounter("order", int(k)+1)
}

// orderThisTurn is the order the unit received this turn, if any.
func orderThisTurn(s *engine.State, p *engine.Piece) (OrderKind, bool) {
	if !Ordered(s, p) {
		return 0, false
	}
	return OrderKind(p.Counter("order") - 1), true
}

// Ordered reports whether the unit has had its order this turn.
func Ordered(s *engine.State, p *engine.Piece) bool {
	return s.Turn >= 1 && p.Counter("ordered") == playerTurn(s)
}

// Preview plans a movement order for the UI and the AI: the legal move
// nearest to the steps asked, with the reasons for every clamp. Check and
// Apply call the same function, so a preview never disagrees with the
// result.
func (r *Ruleset) Preview(s *engine.State, m Move) (move.Result, *engine.Illegal) {
	p := s.Piece(m.Unit)
	if p == nil {
		return move.Result{}, engine.Refuse(r.rule("4.2"), nil, "There is no unit %d.", m.Unit)
	}
	if il := r.canTake(s, p, m.Order); il != nil {
		return move.Result{}, il
	}
	w := r.World(s, p, m.Order)
	return w.Plan(p.Rect(), r.Limits(p, m.Order), m.StepList()), nil
}

// checkMove accepts a movement order whose steps are legal as given: the
// UI sends the steps the preview clamped, so a refusal here means the
// order was built by hand (a file, a script) and names the first problem.
func (r *Ruleset) checkMove(s *engine.State, m Move) error {
	p := s.Piece(m.Unit)
	if p == nil || p.Owner != m.By {
		return engine.Refuse(r.rule("4.2"), nil, "Player %d has no such unit to order.", m.By)
	}
	// §6.6: a regroup "stay and pivot" is a Change Facing in the melee phase.
	regroup := s.Phase == Melee && m.Order == ChangeFacing && mustRegroup(s, p)
	// §4.10, §14-A24: an Individual pivots for free before choosing a target.
	aiming := s.Phase == Shooting && m.Order == FreePivot
	if aiming {
		if _, ok := r.shootingPivot(s, p); !ok {
			return engine.Refuse(r.rule("4.10"), nil, "%s may pivot in the shooting phase only once, as an Individual about to shoot.", p.Name)
		}
		regroup = true // not an order: the Halt stands
	}
	if s.Phase != Movement && s.Phase != VanguardPhase && !regroup {
		return engine.Refuse(r.rule("4.1"), nil, "Movement orders are given in the movement phase, not the %s phase.", s.Phase)
	}
	if s.Phase == VanguardPhase {
		if il := r.checkVanguard(p, m); il != nil {
			return il
		}
	}
	if Ordered(s, p) && !regroup {
		return engine.Refuse(r.rule("4.1"), nil, "%s already had its order this turn.", does(p, "have"))
	}
	if m.Order == FreePivot && p.Counter("free-pivot") == playerTurn(s) && !aiming {
		return engine.Refuse(r.rule("4.10"), nil, "%s already made its free pivot this turn.", does(p, "have"))
	}
	res, il := r.Preview(s, m)
	if il != nil {
		return il
	}
	if res.Clamped && !r.withinTolerance(s, p, m) {
		why := res.Reasons[0]
		var marks []engine.Mark
		if len(why.Zone) > 0 {
			marks = append(marks, engine.Mark{Poly: why.Zone, Label: why.Rule})
		}
		return &engine.Illegal{Rule: why.Rule, Reason: why.Text, Marks: marks}
	}
	return nil
}

// withinTolerance reports whether a move the solver cuts short is legal
// all the same by kow2 §14-A1: asked to end less than ε inside 1" of an
// enemy. Such a move is given and stops at exactly 1" (applyMove plans it
// in the usual world), so saves replay the same poses whatever their age.
func (r *Ruleset) withinTolerance(s *engine.State, p *engine.Piece, m Move) bool {
	w := r.World(s, p, m.Order)
	for i := range w.Obstacles {
		if o := &w.Obstacles[i]; o.Kind == "enemy" {
			o.Pass, o.End = min(o.Pass, Inch-Tolerance), Inch-Tolerance
		}
	}
	return !w.Plan(p.Rect(), r.Limits(p, m.Order), m.StepList()).Clamped
}

// applyMove puts the unit at the end of its move and marks it ordered.
func (r *Ruleset) applyMove(s *engine.State, m Move) []engine.Event {
	p := s.Piece(m.Unit)
	var regen []engine.Event
	if m.Order != FreePivot && s.Phase == Movement {
		regen = r.regenerate(s, p) // §8: on receiving the order, before anything else
	}
	res, _ := r.Preview(s, m)
	from := p.Pose
	p.Pose = res.End.Pose()
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: r.rule("4.3"), From: from, To: p.Pose,
		Text: describeMove(p, m, res)}}
	switch {
	case s.Phase == VanguardPhase:
		p.SetCounter("vanguard", 1)
		ev[0].Rule = r.rule("4.12")
		return append(ev, r.nextVanguard(s)...)
	case s.Phase == Shooting: // an Individual's pivot before shooting (§4.10)
		p.SetCounter("aim-pivot", playerTurn(s))
		ev[0].Rule = r.rule("4.10")
	case s.Phase == Melee: // a regroup pivot (§6.6)
		p.SetCounter("regroup", 0)
		ev[0].Rule = r.rule("6.6")
		ev = append(ev, r.regroupsDone(s, p)...)
	case m.Order == FreePivot:
		p.SetCounter("free-pivot", playerTurn(s)) // §4.10: not an order
	default:
		markOrdered(p, m.Order, playerTurn(s))
	}
	return append(regen, ev...)
}

// describeMove is the battle-log line for a move.
func describeMove(p *engine.Piece, m Move, res move.Result) string {
	name := p.Name
	switch m.Order {
	case Halt:
		return does(p, "halt") + "."
	case ChangeFacing, FreePivot:
		turn := geom.ToDeg(geom.NormAngle(res.End.Heading - res.Start.Heading))
		return fmt.Sprintf("%s: %s %.0f°.", name, m.Order.Title(), turn)
	}
	went := 0.0
	for _, st := range res.Steps {
		if st.Kind == move.Straight {
			went += st.Dist
		}
	}
	moved := engine.Inches.Format(went)
	if res.Spent > went+Tolerance { // the beta's difficult terrain (kow-beta §4.3)
		moved += fmt.Sprintf(" (%s of its movement, in difficult terrain)", engine.Inches.Format(res.Spent))
	}
	turn := geom.ToDeg(geom.NormAngle(res.End.Heading - res.Start.Heading))
	if math.Abs(turn) >= 0.5 {
		return fmt.Sprintf("%s: %s %s, pivoting %.0f°.", name, m.Order.Title(), moved, turn)
	}
	return fmt.Sprintf("%s: %s %s.", name, m.Order.Title(), moved)
}

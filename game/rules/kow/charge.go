package kow

import (
	"warbench/game/engine"
)

// Charge is the Charge order of kow2 §4.7: one unit charges one enemy.
// Everything else (the facing, the path, the contact pose, Hindered) is
// worked out from the State by ChargeTargets, so the order is just who
// charges whom and can be logged and replayed as it is.
type Charge struct {
	By     engine.PlayerID
	Unit   engine.PieceID
	Target engine.PieceID
}

// Kind returns "kow/charge".
func (Charge) Kind() string { return "kow/charge" }

// Player returns who gives the order.
func (c Charge) Player() engine.PlayerID { return c.By }

// ChargeOrder builds the order for unit to charge target.
func (r *Ruleset) ChargeOrder(by engine.PlayerID, unit, target engine.PieceID) engine.Order {
	return Charge{By: by, Unit: unit, Target: target}
}

// canCharge says whether the unit may be ordered to charge anything now
// (kow2 §4.1, §4.7.1 item 1, §4.9, §4.11), with the rule and the reason
// when it may not.
func (r *Ruleset) canCharge(s *engine.State, p *engine.Piece) *engine.Illegal {
	switch {
	case s.Over:
		return engine.Refuse(r.rule("11.6"), nil, "The game is over.")
	case s.Phase != Movement:
		return engine.Refuse(r.rule("4.1"), nil, "Charges are declared in the movement phase, not the %s phase.", s.Phase)
	case p.Owner != s.Active:
		return engine.Refuse(r.rule("4.1"), nil, "It is player %d's turn: %s cannot charge now.", s.Active, p.Name)
	case Ordered(s, p):
		return engine.Refuse(r.rule("4.1"), nil, "%s already had its order this turn.", does(p, "have"))
	case p.Type == "WE":
		return engine.Refuse(r.rule("4.11"), nil, "%s a War Engine: it cannot Charge.", does(p, "are"))
	case isWavered(s, p):
		return engine.Refuse(r.rule("4.9"), nil, "%s %s: it may only Halt, Change Facing or go Back.", does(p, "are"), r.resultName(Wavered))
	}
	if _, ok := p.Stat("sp"); !ok {
		return engine.Refuse(r.rule("2.5"), nil, "%s no Speed.", does(p, "have"))
	}
	return nil
}

// chargeOption is the Charge button of Orders: offered only when the unit
// may charge and at least one enemy is a legal target.
func (r *Ruleset) chargeOption(s *engine.State, p *engine.Piece) (engine.OrderOption, bool) {
	if r.canCharge(s, p) != nil && r.canCounterCharge(s, p) != nil {
		return engine.OrderOption{}, false
	}
	legal := false
	for _, t := range r.ChargeTargets(s, p.ID) {
		if t.Legal {
			legal = true
			break
		}
	}
	if !legal {
		return engine.OrderOption{}, false
	}
	return engine.OrderOption{Kind: Charge{}.Kind(), Label: "Charge", Key: "7", Pick: engine.PickTarget, Join: true,
		Hint: "Point at an enemy to see the charge; click other units of yours to charge together (§4.7.7)."}, true
}

// checkCharge accepts a Charge whose target ChargeTargets calls legal.
func (r *Ruleset) checkCharge(s *engine.State, c Charge) error {
	p := s.Piece(c.Unit)
	if p == nil || p.Owner != c.By {
		return engine.Refuse(r.rule("4.2"), nil, "Player %d has no such unit to order.", c.By)
	}
	if il := r.canCharge(s, p); il != nil && r.canCounterCharge(s, p) != nil {
		return il
	}
	t := s.Piece(c.Target)
	if t == nil || t.Owner == p.Owner {
		return engine.Refuse(r.rule("4.7.1"), nil, "%s can only charge an enemy unit.", p.Name)
	}
	ct := r.planCharge(s, p, t)
	if !ct.Legal {
		return ct.Why
	}
	return nil
}

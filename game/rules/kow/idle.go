package kow

import (
	"fmt"

	"warbench/game/engine"
)

// whyIdle says why one of the active player's units has no orders now
// (kow2 §4.1, §4.9, §5.1, §6.1), for the unit card.
func (r *Ruleset) whyIdle(s *engine.State, id engine.PieceID) string {
	p := s.Piece(id)
	if p == nil || s.Over || p.Owner != s.Active || len(r.Orders(s, id)) > 0 {
		return ""
	}
	switch s.Phase {
	case Movement:
		if Ordered(s, p) {
			return fmt.Sprintf("%s had its order this turn (§4.1).", p.Name)
		}
	case Shooting:
		can := func() (Weapon, *engine.Illegal) { return r.canShoot(s, p, "") }
		if len(Weapons(p)) == 0 && len(Spells(p)) > 0 { // a wizard with no weapon (§10.1)
			can = func() (Weapon, *engine.Illegal) { return r.canCast(s, p, "") }
		}
		if _, il := can(); il != nil {
			return il.Reason + " (" + il.Rule + ")"
		}
	case Melee:
		if k, ok := orderThisTurn(s, p); ok && k == chargeOrder && p.Counter("fought") == playerTurn(s) {
			return fmt.Sprintf("%s fought this turn (§6.1).", does(p, "have"))
		}
		if _, ok := chargedThisTurn(s, p); !ok {
			return fmt.Sprintf("%s not charge this turn: only chargers fight (§6.1).", does(p, "do"))
		}
		if u := r.pendingRegroups(s); len(u) > 0 {
			return fmt.Sprintf("%s must regroup first (§6.6).", s.Piece(u[0]).Name)
		}
	case VanguardPhase:
		return "Only units with Vanguard that have not moved make a Vanguard move (§4.12)."
	}
	return ""
}

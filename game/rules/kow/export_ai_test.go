package kow

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// ForgetAIMemos drops what the computer opponent remembers, so that a
// benchmark's turn is a turn of its own (BenchmarkAITurn).
func ForgetAIMemos() {
	reachMemo.Forget()
	aloneMemo.Forget()
	threatMemo.Forget()
	lossMemo.Forget()
	nerveMemo.Forget()
}

// CouldCharge is the threat pass's question: could e charge u from where
// they stand, in e's next turn, and on which side.
func CouldCharge(r *Ruleset, s *engine.State, e, u engine.PieceID) (bool, geom.Arc) {
	ok, arc, _ := r.couldChargeMemo(s, r.newReachAsk(s), pieceIndex(s, e), pieceIndex(s, u))
	return ok, arc
}

// ThreatOn is the threat pass's sum: the worst charge side by could make
// on each unit of side on next turn, summed.
func ThreatOn(r *Ruleset, s *engine.State, by, on engine.PlayerID) float64 {
	v, _ := r.threats(s, r.newReachAsk(s), unitsNow(s, stakes(s)), by, on, nil, 1, false)
	return v
}

// CouldChargeDirect is couldCharge asked afresh of the whole position,
// nothing remembered.
func CouldChargeDirect(r *Ruleset, s *engine.State, e, u engine.PieceID) (bool, geom.Arc) {
	cx := r.newChargeCtx(s, s.Piece(e))
	cx.can = nil
	ok, arc, _ := r.couldCharge(cx, s.Piece(u))
	return ok, arc
}

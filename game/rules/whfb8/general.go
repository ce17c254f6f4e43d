package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// The army's General and Battle Standard Bearer (§10.3) are, in this
// version, the units whose special rules say "General" and "Battle
// Standard": the unit that carries them (characters are not yet models of
// their own).

// commandRange is the reach of Inspiring Presence and Hold Your Ground!
// (§10.3): 12".
const commandRange = 12 * Inch

// near finds a friendly unit of p's with the rule, not fleeing, within
// 12" of p (p itself included).
func near(s *engine.State, p *engine.Piece, ruleName string) *engine.Piece {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner == p.Owner && q.HasRule(ruleName) && q.Counter("fleeing") == 0 &&
			(q.ID == p.ID || gap(p, q) <= reachOf(q)+geom.Eps) {
			return q
		}
	}
	return nil
}

// leadership is the Ld a unit tests on (§2.1, §10.3): its own, or the
// General's within 12" when higher (Inspiring Presence).
func leadership(s *engine.State, p *engine.Piece) int {
	ld := stat(p, "Ld")
	if g := near(s, p, "General"); g != nil {
		ld = max(ld, stat(g, "Ld"))
	}
	return ld
}

// holdYourGround: a failed Leadership test of a unit within 12" of its
// Battle Standard is re-rolled (§10.3).
func holdYourGround(s *engine.State, p *engine.Piece) bool {
	return near(s, p, "Battle Standard") != nil
}

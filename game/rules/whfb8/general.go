package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// The army's General and Battle Standard Bearer (§10.3) are the pieces
// whose special rules say "General" and "Battle Standard": a character
// model (alone or in a unit, §10.2), or, in files written before
// characters were models, the unit that carries them.

// commandRange is the reach of Inspiring Presence and Hold Your Ground!
// (§10.3): 12" (18" from a Large Target, reachOf).
const commandRange = 12 * Inch

// near finds a friendly piece of p's with the rule, not fleeing, within
// its command range of p (p itself, its unit or its characters included).
func near(s *engine.State, p *engine.Piece, ruleName string) *engine.Piece {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner == p.Owner && q.HasRule(ruleName) && q.Counter("fleeing") == 0 && !fleeingHost(s, q) &&
			(together(p, q) || (!farApart(p, q, reachOf(q)) && gap(p, q) <= reachOf(q)+geom.Eps)) {
			return q
		}
	}
	return nil
}

// fleeingHost reports whether q is a character in a fleeing unit.
func fleeingHost(s *engine.State, q *engine.Piece) bool {
	h := s.Piece(q.Attached)
	return q.Attached != 0 && h != nil && h.Counter("fleeing") != 0
}

// leadership is the Ld a unit tests on (§2.1, §10.2, §10.3): the highest
// of its own and its characters' (not one that refused a challenge this
// turn, §10.3), or the General's within range when higher (Inspiring
// Presence). A character in a unit tests with its unit.
func leadership(s *engine.State, p *engine.Piece) int {
	if h := s.Piece(p.Attached); p.Attached != 0 && h != nil {
		p = h
	}
	ld := stat(p, "Ld")
	for _, c := range attachedTo(s, p.ID) {
		if !done(s, c, "refused") {
			ld = max(ld, stat(c, "Ld"))
		}
	}
	if g := near(s, p, "General"); g != nil && !done(s, g, "refused") {
		ld = max(ld, stat(g, "Ld"))
	}
	return ld
}

// holdYourGround: a failed Leadership test of a unit within range of its
// Battle Standard is re-rolled (§10.3).
func holdYourGround(s *engine.State, p *engine.Piece) bool {
	return near(s, p, "Battle Standard") != nil
}

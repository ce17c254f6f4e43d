package kow

import (
	"fmt"

	"warbench/game/engine"
)

// baneBonus is what a Bane-chant adds to a unit's attacks now (kow2
// §10.1, §5.5): +1 Piercing to its ranged attacks and spells and +1
// Crushing Strength in melee, for the rest of the player turn it was cast
// in. The "bane-chant" counter holds that player turn, so the bonus ends
// with the turn without anything to clear, and a second chant in the same
// turn changes nothing (several Bane-chants do not stack). shootingAttack
// and meleeAttack both read it here.
func baneBonus(s *engine.State, p *engine.Piece) int {
	if c := p.Counter("bane-chant"); c != 0 && c == playerTurn(s) {
		return 1
	}
	return 0
}

// baneChant marks the target Bane-chanted for the rest of the turn when
// the spell hit at least once.
func (r *Ruleset) baneChant(s *engine.State, t *engine.Piece, hits int) []engine.Event {
	switch {
	case hits == 0:
		return nil
	case baneBonus(s, t) > 0:
		return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("10.1"),
			Text: fmt.Sprintf("%s already Bane-chanted this turn: several Bane-chants do not stack.", does(t, "are"))}}
	}
	t.SetCounter("bane-chant", playerTurn(s))
	return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("10.1"),
		Text: fmt.Sprintf("%s Bane-chanted: +1 Piercing and +1 Crushing Strength on all its attacks this turn.", does(t, "are"))}}
}

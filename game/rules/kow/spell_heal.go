package kow

import (
	"fmt"

	"warbench/game/engine"
)

// healed is how much damage Heal's hits remove (kow2 §10.1: "Each hit
// removes 1 damage suffered earlier in the game"): one per hit, never more
// than the unit has. The roll and the odds both use it.
func healed(t *engine.Piece, hits int) int { return max(0, min(hits, t.Counter("damage"))) }

// heal removes the damage Heal's hits heal.
func (r *Ruleset) heal(t *engine.Piece, hits int) []engine.Event {
	if hits == 0 {
		return nil
	}
	n := healed(t, hits)
	if n == 0 {
		return []engine.Event{{Kind: engine.Damaged, Piece: t.ID, Rule: r.rule("10.1"),
			Text: fmt.Sprintf("Heal: %s no damage to remove.", does(t, "have"))}}
	}
	t.SetCounter("damage", t.Counter("damage")-n)
	return []engine.Event{{Kind: engine.Damaged, Piece: t.ID, Rule: r.rule("10.1"), Value: -n,
		Text: fmt.Sprintf("Heal: %s %d damage (%d left).", does(t, "lose"), n, t.Counter("damage"))}}
}

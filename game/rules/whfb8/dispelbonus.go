package whfb8

import "warbench/game/engine"

// armyDispelRule is the Dwarf army's +2 to its dispels (§5.3, §13 A-28):
// a unit with it gives its army the bonus.
const armyDispelRule = "Army Dispel Bonus (+2)"

func init() { knownRules = append(knownRules, armyDispelRule) }

// armyDispelBonus is what an army adds when it dispels as a whole, with
// no wizard (§5.3, A-28): +2 when a unit of it carries the rule and the
// army has no wizard at all (one fleeing or drained still counts).
func armyDispelBonus(s *engine.State, player engine.PlayerID) int {
	bonus := 0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != player {
			continue
		}
		if stat(p, "Lvl") > 0 {
			return 0
		}
		if p.HasRule(armyDispelRule) {
			bonus = 2
		}
	}
	return bonus
}

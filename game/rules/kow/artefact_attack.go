package kow

import (
	"strings"

	"warbench/game/engine"
)

// The conditional artefacts of kow2 §10.2 that change an attack's
// numbers. shootingAttack and meleeAttack call these, so the roll and
// its odds both carry them.

// shootingOrder is the order a unit shoots as having had this turn: the
// Boots of Levitation shoot after an Advance as if Halted and after At
// the Double as if Advanced (kow2 §5.4, §10.2).
func shootingOrder(s *engine.State, p *engine.Piece) (OrderKind, bool) {
	k, ok := orderThisTurn(s, p)
	if ok && carries(p, bootsOfLevitation) {
		switch k {
		case Advance:
			k = Halt
		case AtTheDouble:
			k = Advance
		}
	}
	return k, ok
}

// hasRegeneration reports whether the unit has Regeneration(n+) at all.
func hasRegeneration(p *engine.Piece) bool {
	_, ok := ruleIndex(p.Rules, "Regeneration")
	return ok
}

// artefactPiercing is the Piercing an artefact adds to a ranged attack
// (kow2 §5.5, §10.2): Heart-seeking Chant +1 on every ranged attack and
// spell; Fire-Oil +1 on normal ranged attacks against Regeneration.
func (r *Ruleset) artefactPiercing(p, t *engine.Piece, w Weapon, a *attack) int {
	switch {
	case carries(p, heartSeekingChant):
		a.Notes = append(a.Notes, heartSeekingChant+" Piercing +1")
		return 1
	case carries(p, fireOil) && w.normal() && hasRegeneration(t):
		a.Notes = append(a.Notes, fireOil+" Piercing +1 against Regeneration")
		return 1
	}
	return 0
}

// meleeHitBonus is an artefact's bonus to hit in melee (kow2 §6.3,
// §10.2): Brew of Sharpness +1; Quicksilver Rapier +1 against
// Individuals.
func (r *Ruleset) meleeHitBonus(p, t *engine.Piece, a *attack) int {
	switch {
	case carries(p, brewOfSharpness):
		a.Notes = append(a.Notes, brewOfSharpness+" +1")
		return 1
	case carries(p, quicksilverRapier) && t.HasRule("Individual"):
		a.Notes = append(a.Notes, quicksilverRapier+" +1 against an Individual")
		return 1
	}
	return 0
}

// meleeDamageBonus is an artefact's Crushing Strength in melee (kow2
// §5.5, §10.2): Fire-Oil +1 against Regeneration; Blade of the Beast
// Slayer +2 against Large Infantry, Large Cavalry, Monsters and Heroes
// without Individual.
func (r *Ruleset) meleeDamageBonus(p, t *engine.Piece, a *attack) int {
	switch {
	case carries(p, fireOil) && hasRegeneration(t):
		a.Notes = append(a.Notes, fireOil+" Crushing Strength +1 against Regeneration")
		return 1
	case carries(p, beastSlayer) && beastSlain(t):
		a.Notes = append(a.Notes, beastSlayer+" Crushing Strength +2")
		return 2
	}
	return 0
}

// beastSlain reports the Blade of the Beast Slayer's targets: Large
// Infantry, Large Cavalry, Monsters, and Heroes without Individual.
func beastSlain(t *engine.Piece) bool {
	switch {
	case t.Type == "LInf" || t.Type == "LCav" || t.Type == "Mon":
		return true
	case strings.HasPrefix(t.Type, "Hero/"):
		return !t.HasRule("Individual")
	}
	return false
}

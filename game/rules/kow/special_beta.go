package kow

import (
	"strconv"
	"strings"

	"warbench/game/engine"
)

// leech is the rule that heals an attacker for the damage it does in
// melee and the most it heals: 2nd edition's Lifeleech(n) (kow2 §6.4),
// or the beta's Cruel Death (1 a combat) and Undead Giant Rats (1 a
// point of damage) (kow-beta §8).
func (r *Ruleset) leech(p *engine.Piece, dmg int) (string, int) {
	if !r.Edition.BetaSpecials {
		return "Lifeleech", ruleN(p, "Lifeleech")
	}
	switch {
	case p.HasRule("Undead Giant Rats"):
		return "Undead Giant Rats", dmg
	case p.HasRule("Cruel Death"):
		return "Cruel Death", 1
	}
	return "", 0
}

// betaWeapons are the beta's own ranged attacks (kow-beta §8): Breath(n)
// 12" always 4+, Zap!(n) 24" with Penetration (1) and the unit's Ra
// (4+ when it has none, §11 A12).
func betaWeapons(p *engine.Piece) []Weapon {
	var out []Weapon
	ra, _ := p.Stat("ra")
	if n := ruleN(p, "Breath"); n > 0 {
		out = append(out, Weapon{Name: "Breath", Range: 12 * Inch, Dice: n, Always4: true, Breath: true})
	}
	if n := ruleN(p, "Zap!"); n > 0 {
		w := Weapon{Name: "Zap!", Range: 24 * Inch, Dice: n, Piercing: 1, Ra: ra}
		if ra == 0 {
			w.Ra = 4
		}
		out = append(out, w)
	}
	return out
}

// betaHealing is Healing(n) (kow-beta §8): cast as 2nd edition's Heal,
// whose effect it is word for word (12", always 4+, a friend, engaged or
// not, never itself, §11 A15), under its own name.
func betaHealing(p *engine.Piece) (Weapon, bool) {
	a, ok := ruleArg(p, "Healing")
	n, err := strconv.Atoi(strings.TrimSpace(a))
	if !ok || err != nil || n < 1 {
		return Weapon{}, false
	}
	d := spellDefs["Heal"]
	return Weapon{Name: "Healing", Range: d.Range, Dice: n, Always4: true, Spell: true}, true
}

// haltOnly reports a weapon that shoots only after Halt in the beta:
// crossbows, rifles and every War Machine (kow-beta §5.1).
func haltOnly(p *engine.Piece, w Weapon) bool {
	if p.Type == "WE" {
		return true
	}
	low := strings.ToLower(w.Name)
	return strings.Contains(low, "crossbow") || strings.Contains(low, "rifle")
}

// headstrongLifts reports the beta's Headstrong pass: the unit ignores
// all of Disorder this turn, shooting included (kow-beta §8, §10 row 27);
// in 2nd edition a pass lifts only the Waver.
func (r *Ruleset) headstrongLifts(s *engine.State, p *engine.Piece) bool {
	return r.Edition.BetaSpecials && p.Counter("steadied") == playerTurn(s)
}

// piercingName is the rule's name in the edition: the beta's Penetration.
func (r *Ruleset) piercingName() string {
	if r.Edition.BetaSpecials {
		return "Penetration"
	}
	return "Piercing"
}

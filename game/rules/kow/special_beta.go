package kow

import (
	"fmt"
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

// betaRanges are the weapon ranges of kow-beta §5.2, inches, by a word of
// the weapon's name; a War Machine's weapon shoots 48". A weapon of no
// class named here has the range its profile states ("anything else").
var betaRanges = []struct {
	word  string
	inch  int
	class string
}{
	{"bow", 24, "bows and crossbows"}, {"rifle", 24, "rifles"},
	{"pistol", 12, "pistols"}, {"javelin", 12, "javelins"}, {"thrown", 12, "thrown weapons"},
}

// checkWeaponRanges refuses, in the closed beta, a weapon whose range is
// not its class's (kow-beta §5.2, §10 row 9: 2nd edition's 36" and 18"
// weapons do not exist): bows, crossbows and rifles 24"; pistols,
// javelins and thrown weapons 12"; a War Machine's 48".
func (r *Ruleset) checkWeaponRanges(u engine.UnitSpec) error {
	if !r.Edition.WeaponRanges {
		return nil
	}
	for i, rule := range u.Rules {
		name, rng, ok := strings.Cut(rule, "(Range ")
		if !ok {
			continue
		}
		n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(rng, ")")))
		want, class := 0, ""
		if u.Type == "WE" {
			want, class = 48, "a War Machine's weapons"
		}
		low := strings.ToLower(name)
		for _, b := range betaRanges {
			if want == 0 && strings.Contains(low, b.word) {
				want, class = b.inch, b.class
			}
		}
		if want != 0 && n != want {
			return &engine.FieldError{Field: fmt.Sprintf("special[%d]", i),
				Msg: fmt.Sprintf("%q: in the closed beta %s shoot %d\" (kow-beta §5.2)", rule, class, want)}
		}
	}
	return nil
}

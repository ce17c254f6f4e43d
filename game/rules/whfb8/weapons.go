package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// weapon is what a unit's close-combat weapon adds now (§9.2): Strength,
// attacks and supporting ranks.
type weapon struct {
	strength, attacks, extraRank int
}

// weaponOf reads the weapon rules of a unit fighting e (§9.2): a great
// weapon +2 S (and it strikes last, `step`), a halberd +1 S, a flail +2
// and a morning star +1 in the first round, a lance +2 and a spear +1 on
// a mounted unit in the turn it charged, a spear on foot one more
// supporting rank to its front when it did not charge, an additional
// hand weapon +1 A on foot.
func weaponOf(s *engine.State, p, e *engine.Piece) weapon {
	var w weapon
	charged := done(s, p, "charged")
	first := firstRound(s, p, e)
	switch {
	case p.HasRule("Great Weapon"):
		w.strength = 2
	case p.HasRule("Halberd"):
		w.strength = 1
	case p.HasRule("Flail") && first:
		w.strength = 2
	case p.HasRule("Morning Star") && first:
		w.strength = 1
	case p.HasRule("Lance") && mounted(p) && charged:
		w.strength = 2
	case p.HasRule("Spear") && mounted(p) && charged:
		w.strength = 1
	case p.HasRule("Spear") && !mounted(p) && !charged:
		w.extraRank = 1
	case p.HasRule("Additional Hand Weapon") && !mounted(p):
		w.attacks = 1
	}
	return w
}

// parries: hand weapon and shield give a 6+ ward against close-combat
// attacks to the front, not for frenzied or mounted models (§9.2).
func parries(p, attacker *engine.Piece) bool {
	return p.HasRule("Hand Weapon and Shield") && !twoHanded(p) && !frenzied(p) && !mounted(p) && facingOf(p, attacker) == geom.ArcFront
}

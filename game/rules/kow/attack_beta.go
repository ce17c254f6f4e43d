package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// halve is "needs more than 6" (kow2 §5.4; kow-beta §5.3, §6.2): half the
// dice, each needing a 6, rounded down in 2nd edition and up in the beta
// (§10 row 12, §11 A6-A8: once, however far above 6). The house rule
// beta_shooting_halves_down reads the beta's silence on shooting as 2nd
// edition's rounding down.
func (r *Ruleset) halve(s *engine.State, dice, need int, melee bool) (int, int) {
	if melee && need == 6 && r.houseRule(s, BetaMeleeHalvesOn6) { // §11 A7 read literally: "6 or more"
		return (dice + 1) / 2, 6
	}
	if need > 6 && r.Edition.HalveRoundUp && (melee || !r.houseRule(s, BetaShootingHalvesDown)) {
		return (dice + 1) / 2, 6
	}
	return halveOver6(dice, need)
}

// penetration is what the beta's Penetration(n) adds to a ranged attack's
// damage: n on all of them (§11 A11), or with the house rule
// beta_penetration_magic_only on its magical one, Zap!, alone.
func (r *Ruleset) penetration(s *engine.State, p *engine.Piece, w Weapon) int {
	if r.houseRule(s, BetaPenetrationMagicOnly) && w.Name != "Zap!" {
		return 0
	}
	return ruleN(p, "Penetration")
}

// setElite marks an attack's Elite re-rolls: every natural 1 to hit in
// 2nd edition (kow2 §8), one failed die to hit and one to damage in the
// beta, fixed 4+ attacks included (kow-beta §8, §11 A28) unless the
// house rule beta_elite_not_on_fixed_attacks leaves them out.
func (r *Ruleset) setElite(s *engine.State, p *engine.Piece, a *attack, fixed bool) {
	if !p.HasRule("Elite") || (fixed && r.houseRule(s, BetaEliteNotOnFixed)) {
		return
	}
	if !r.Edition.BetaSpecials {
		a.Elite = true
		return
	}
	if a.OneHit == "" {
		a.OneHit = "Elite"
	}
	if a.OneDamage == "" {
		a.OneDamage = "Elite"
	}
}

// championBase is the beta's unit champion (kow-beta §2.3, §11 A1-A2):
// one model base centred on the middle of the front edge, just behind it,
// or with the house rule beta_horde_champion_left, in a horde, half a
// base left of the middle, where a model stands; a single model is its
// own champion.
func championBase(s *engine.State, p *engine.Piece) geom.Rect {
	r := p.Rect()
	w, d := p.Formation.ModelW, p.Formation.ModelD
	if p.Formation.Models <= 1 || w <= 0 || d <= 0 || w > r.W || d > r.D {
		return r
	}
	c := r.LeaderPoint().Sub(r.Forward().Scale(d / 2))
	if isHorde(p) && s != nil && s.HasHouseRule(BetaHordeChampionLeft) {
		c = c.Sub(r.Right().Scale(w / 2))
	}
	return geom.Rect{Center: c, Heading: r.Heading, W: w, D: d}
}

// rangeFromChampion is the beta's range of a shot or charge: from the
// champion's base to the nearest point of the target (kow-beta §3.4).
func rangeFromChampion(s *engine.State, p *engine.Piece, t geom.Shape) (geom.Seg, float64) {
	a, b, d := geom.ClosestPoints(championBase(s, p).Poly(), t)
	return geom.Seg{A: a, B: b}, d
}

// longRange is the beta's −1 to hit beyond 12" (kow-beta §5.3, §10 row
// 8), measured from the champion's base; Indirect Fire never takes it.
func (r *Ruleset) longRange(s *engine.State, p, t *engine.Piece, w Weapon, a *attack) int {
	if r.Edition.LongRange <= 0 || w.Always4 || p.HasRule("Indirect Fire") {
		return 0
	}
	if _, d := rangeFromChampion(s, p, t.Rect().Poly()); d > r.Edition.LongRange+Tolerance {
		a.Notes = append(a.Notes, fmt.Sprintf("long range (over %s) −1", engine.Inches.Format(r.Edition.LongRange)))
		return 1
	}
	return 0
}

// betaMelee is what the beta's special rules add to a charger's attack
// (kow-beta §6.1, §6.2, §8): Phalanx's +5 attacks (+10 for a horde)
// after the multiplier, −1 for cavalry and Fly charging a Phalanx's
// front, −1 against an Individual. It returns the dice and the need.
func (r *Ruleset) betaMelee(s *engine.State, p, t *engine.Piece, front bool, dice, need int, a *attack) (int, int) {
	if !r.Edition.BetaSpecials {
		return dice, need
	}
	if p.HasRule("Phalanx") {
		extra := 5
		if isHorde(p) {
			extra = 10
		}
		dice += extra
		a.Notes = append(a.Notes, fmt.Sprintf("Phalanx +%d", extra))
	}
	if front && t.HasRule("Phalanx") && (p.Type == "Cav" || p.Type == "Hero/Cav" || p.HasRule("Fly")) {
		need++
		a.Notes = append(a.Notes, "Phalanx −1")
	}
	if t.HasRule("Individual") && !r.houseRule(s, BetaIndividualShootingOnly) {
		need++
		a.Notes = append(a.Notes, "Individual −1")
	}
	return dice, need
}

// individualMultiplies reports whether an attacking Individual still
// doubles and triples on flanks and rears: in the beta it does, only
// attacks against an Individual are never multiplied (kow-beta §6.1).
func (r *Ruleset) individualMultiplies() bool { return r.Edition.BetaSpecials }

// flyNeverHindered is the beta's Fly: never the defended or hindered −1
// (kow-beta §8, §10 row 25).
func (r *Ruleset) flyNeverHindered(p *engine.Piece) bool {
	return r.Edition.BetaSpecials && p.HasRule("Fly")
}

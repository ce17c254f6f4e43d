package kow

import (
	"fmt"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
)

// attack is everything the dice of one attack depend on: the result of the
// to-hit and damage modifier tables (kow2 §5.3-5.5, §6.2-6.4). Resolution
// (roll.go) rolls it and the odds (odds.go) enumerate it, so the two can
// never disagree.
type attack struct {
	Attacker, Target engine.PieceID
	Melee            bool
	Dice             int    // dice rolled to hit, after multipliers and the over-6 halving
	Hit              int    // need to hit, 2..6
	Elite            bool   // re-roll natural 1s to hit
	Blast            blast  // each hit becomes this many hits
	Damage           int    // need to damage, 2..6; 7 when the attack cannot damage
	Vicious          bool   // re-roll natural 1s to damage
	Spell            string // the spell cast, "" for a weapon or a melee
	Weapon           string // the weapon or spell used, "" for a melee
	// OneHit and OneDamage name the artefact that re-rolls one failed die
	// to hit or to damage (kow2 §10.2: Blade of Slashing, Mace of
	// Crushing, Piercing Arrow), "" when none.
	OneHit, OneDamage string
	// Effect is what the hits of a spell that does no damage do, in words
	// (kow2 §10.1); such an attack only rolls to hit.
	Effect string
	Notes  []string
	// Chain: each point of damage rolls one more die to hit and to
	// damage, until a round does none (kow-beta §8, chain_beta.go).
	Chain bool
	// RerollFails: every failed damage die is rolled again, once (the
	// Assault Hounds against Shambling, kow-beta §8).
	RerollFails bool
}

// cannotDamage is the Damage need of an attack whose requirement is above 6
// (kow2 §5.5: it cannot damage at all).
const cannotDamage = 7

// hitFace says whether a die succeeds against need: a natural 1 always
// fails (kow2 §5.3, §5.4, §6.3). Both the rolls and the odds use it.
func hitFace(face, need int) bool { return engine.Succeeds(face, need) }

// rerollFace says whether a die is re-rolled: Elite (to hit) and Vicious
// (to damage) re-roll natural, unmodified 1s (kow2 §8).
func rerollFace(face int, reroll1 bool) bool { return reroll1 && face == 1 }

// blastFace is the number of hits one die of a Blast(X) roll adds; D3 is
// a D6 halved, rounded up (kow2 §4.1).
func blastFace(b blast, face int) int {
	if b.sides == 3 {
		return (face + 1) / 2
	}
	return face
}

// halveOver6 applies "needs more than 6" (kow2 §5.4, §14-A22): half the
// dice, rounded down, each needing a 6, once however far above 6.
func halveOver6(dice, need int) (int, int) {
	if need > 6 {
		return dice / 2, 6
	}
	return dice, max(need, 2)
}

// damageNeed is a target's De less the attacker's bonuses, with the floor
// and ceiling of kow2 §5.5.
func damageNeed(de, bonus int) int {
	n := de - bonus
	if n > 6 {
		return cannotDamage
	}
	return max(n, 2)
}

// shootingAttack is the attack of a shooter's weapon on a target
// (kow2 §5.3-5.6). cover is the target's cover from the shooter. An
// artefact's weapon has its own Ra, Piercing and Blast (§10.2).
func (r *Ruleset) shootingAttack(s *engine.State, p, t *engine.Piece, w Weapon, inCover bool) attack {
	a := attack{Attacker: p.ID, Target: t.ID, Dice: w.Dice, Weapon: w.Name, Chain: w.Chain}
	if w.Name == assaultHound && r.houseRule(s, BetaHoundsRollFive) { // kow-beta §11 A13
		a.Dice = 5
	}
	ra, _ := p.Stat("ra")
	if w.Ra > 0 {
		ra = w.Ra
	}
	if w.Name == "Zap!" && r.houseRule(s, BetaZapFixed4) { // kow-beta §11 A12
		ra = 4
	}
	need := ra
	if w.Always4 {
		need = 4
		a.Notes = append(a.Notes, w.Name+": always 4+")
	} else {
		if k, ok := shootingOrder(s, p); ok && k != Halt && !w.Thrown && !nimble(p) && !r.Edition.HaltOnlyWeapons { // Individuals and Fly are Nimble (§4.10, §8); the beta has no −1
			need++
			a.Notes = append(a.Notes, "moved −1")
		}
		need += r.longRange(s, p, t, w, &a)
		if inCover && !p.HasRule("Indirect Fire") {
			need++
			a.Notes = append(a.Notes, "cover −1")
		}
		if t.HasRule("Individual") && !r.houseRule(s, BetaIndividualMeleeOnly) {
			need++
			a.Notes = append(a.Notes, "Individual −1")
		}
		if stealthy(t) {
			need++
			a.Notes = append(a.Notes, "Stealthy −1")
		}
		if w.normal() && carries(p, brewOfKeenEyeness) {
			need--
			a.Notes = append(a.Notes, brewOfKeenEyeness+" +1")
		}
	}
	if need > 6 {
		a.Notes = append(a.Notes, fmt.Sprintf("needs %d+: half the dice on 6s", need))
	}
	a.Dice, a.Hit = r.halve(s, a.Dice, need, false)
	if w.Artefact {
		a.Blast = w.Blast
	} else if b, ok := ruleArg(p, "Blast"); ok && !w.Always4 {
		a.Blast, _ = parseBlast(b)
	}
	de := r.defence(t, r.frontAttack(p, t, false, 0))
	// §8 Piercing: "The unit's ranged attacks" — a Breath Attack is one
	// (§8, §5.2); a spell (§10.1) or an artefact's attack has only its own.
	pierce := w.Piercing
	if !w.Spell && !w.Artefact {
		pierce += ruleN(p, "Piercing") + r.penetration(s, p, w) // the beta's name (§11 A11: ranged)
	}
	if w.Piercing > 0 {
		a.Notes = append(a.Notes, fmt.Sprintf("%s(%d)", r.piercingName(), w.Piercing))
	}
	pierce += r.artefactPiercing(p, t, w, &a)
	if bane := baneBonus(s, p); bane > 0 {
		pierce += bane
		a.Notes = append(a.Notes, "Bane-chant +1 Piercing")
	}
	a.Damage = damageNeed(de, pierce)
	a.Vicious = p.HasRule("Vicious")
	if w.normal() && carries(p, piercingArrow) {
		a.OneDamage = piercingArrow
	}
	r.setElite(s, p, &a, w.Always4)
	houndsOnShambling(w, t, &a)
	return a
}

// stealthy reports whether shooters take −1 against the unit: Stealthy,
// or Camuflaje, which kow2 §8 and §14-A30 read as Stealthy.
func stealthy(t *engine.Piece) bool { return t.HasRule("Stealthy") || t.HasRule("Camuflaje") }

// frontAttack reports whether an attack comes through the target's front:
// in melee, the facing charged; at range, the shooter's Leader Point in
// the target's front arc (§14-A28).
func (r *Ruleset) frontAttack(p, t *engine.Piece, melee bool, facing geom.Arc) bool {
	if melee {
		return facing == geom.ArcFront
	}
	return geom.ArcOf(t.Rect(), geom.ArcCorner45, p.Rect().LeaderPoint()) == geom.ArcFront
}

// defence is the target's De against an attack: Big Shields make it 6+
// through the front (kow2 §8).
func (r *Ruleset) defence(t *engine.Piece, front bool) int {
	de, _ := t.Stat("de")
	if front && t.HasRule("Big Shields") {
		return 6
	}
	return de
}

// meleeAttack is the attack of a charger on the facing it charged
// (kow2 §6.2-6.4).
func (r *Ruleset) meleeAttack(s *engine.State, p, t *engine.Piece, facing geom.Arc, hindered bool) attack {
	a := attack{Attacker: p.ID, Target: t.ID, Melee: true, Vicious: p.HasRule("Vicious")}
	att, _ := p.Stat("att")
	mult := 1
	switch {
	case t.HasRule("Individual"):
	case t.Type == "WE":
		mult = 3
		a.Notes = append(a.Notes, "War Engine ×3")
	case p.HasRule("Individual") && !r.individualMultiplies():
	case facing == geom.ArcRear:
		mult = 3
		a.Notes = append(a.Notes, "rear ×3")
	case facing == geom.ArcLeft || facing == geom.ArcRight:
		mult = 2
		a.Notes = append(a.Notes, "flank ×2")
	}
	me, _ := p.Stat("me")
	need := me
	if hindered && !r.flyNeverHindered(p) {
		need++
		a.Notes = append(a.Notes, "hindered −1")
	}
	front := facing == geom.ArcFront
	if front && t.HasRule("Ensnare") {
		need++
		a.Notes = append(a.Notes, "Ensnare −1")
	}
	need -= r.meleeHitBonus(p, t, &a)
	dice, need := r.betaMelee(s, p, t, front, att*mult, need, &a)
	if need == 6 && r.houseRule(s, BetaMeleeHalvesOn6) {
		a.Notes = append(a.Notes, "needs 6+: half the dice (house rule "+BetaMeleeHalvesOn6+")")
	}
	a.Dice, a.Hit = r.halve(s, dice, need, true)
	bonus := ruleN(p, "Crushing Strength") + r.meleeDamageBonus(p, t, &a)
	if bane := baneBonus(s, p); bane > 0 {
		bonus += bane
		a.Notes = append(a.Notes, "Bane-chant +1 CS")
	}
	if tc := ruleN(p, "Thunderous Charge"); tc > 0 {
		switch {
		case p.Counter("disordered") > 0:
			a.Notes = append(a.Notes, "no Thunderous Charge: Disordered")
		case hindered:
			a.Notes = append(a.Notes, "no Thunderous Charge: hindered")
		case front && t.HasRule("Phalanx"):
			a.Notes = append(a.Notes, "no Thunderous Charge: Phalanx")
		default:
			bonus += tc
		}
	}
	a.Damage = damageNeed(r.defence(t, front), bonus)
	if carries(p, bladeOfSlashing) {
		a.OneHit = bladeOfSlashing
	}
	if carries(p, maceOfCrushing) {
		a.OneDamage = maceOfCrushing
	}
	r.setElite(s, p, &a, false)
	return a
}

// describe is the attack's dice in words, e.g. "30 dice, hit on 4+
// (flank ×2), damage on 3+".
func (a attack) describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d dice, hit on %d+", a.Dice, a.Hit)
	if a.Elite {
		b.WriteString(" (Elite)")
	}
	if a.OneHit != "" {
		fmt.Fprintf(&b, " (%s: re-roll one miss)", a.OneHit)
	}
	if !a.Blast.none() {
		b.WriteString(", Blast")
	}
	switch {
	case a.Effect != "":
		fmt.Fprintf(&b, ", %s", a.Effect)
	case a.Damage == cannotDamage:
		b.WriteString(", cannot damage")
	default:
		fmt.Fprintf(&b, ", damage on %d+", a.Damage)
	}
	if a.Vicious {
		b.WriteString(" (Vicious)")
	}
	if a.OneDamage != "" {
		fmt.Fprintf(&b, " (%s: re-roll one failure)", a.OneDamage)
	}
	if len(a.Notes) > 0 {
		fmt.Fprintf(&b, "; %s", strings.Join(a.Notes, ", "))
	}
	return b.String()
}

// rolls is the attack as data, roll by roll in the order roll.go makes
// them (kow2 §5.3-§5.5, §6.3): to hit, Blast for each hit, to damage for
// each hit, with Elite's and Vicious's re-rolls of natural 1s.
func (a attack) rolls() []engine.OddsRoll {
	reroll := func(on bool, one string) string {
		switch {
		case on && one != "":
			return "1, then one failed die"
		case on:
			return "1"
		case one != "":
			return "one failed die"
		}
		return ""
	}
	out := []engine.OddsRoll{{What: "to hit", Dice: a.Dice, Sides: 6, Need: a.Hit, Reroll: reroll(a.Elite, a.OneHit)}}
	if !a.Blast.none() {
		out = append(out, engine.OddsRoll{What: "blast", Dice: a.Blast.n, PerSuccess: true, Sides: a.Blast.sides, Plus: a.Blast.plus})
	}
	if a.Damage != cannotDamage && a.Effect == "" {
		out = append(out, engine.OddsRoll{What: "to damage", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Damage, Reroll: reroll(a.Vicious, a.OneDamage)})
	}
	return out
}

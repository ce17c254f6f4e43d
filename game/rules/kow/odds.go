package kow

import (
	"math/big"
	"strings"

	"warbench/game/engine"
	"warbench/game/prob"
)

// dieOdds is one die's chance to succeed against need, with the re-roll
// of natural 1s, as weights over 36 (a first and a possible second die).
// It enumerates the faces through hitFace and rerollFace, the functions
// the rolls use.
func dieOdds(need int, reroll1 bool) prob.Dist {
	var fail, ok int64
	for f := 1; f <= 6; f++ {
		if rerollFace(f, reroll1) {
			for g := 1; g <= 6; g++ {
				if hitFace(g, need) {
					ok++
				} else {
					fail++
				}
			}
			continue
		}
		if hitFace(f, need) {
			ok += 6
		} else {
			fail += 6
		}
	}
	return prob.FromWeights(fail, ok)
}

// blastOdds is the number of hits one hit becomes under Blast(X), from
// blastFace.
func blastOdds(b blast) prob.Dist {
	if b.none() {
		return prob.Point(1)
	}
	w := make([]int64, 7)
	for f := 1; f <= 6; f++ {
		w[blastFace(b, f)]++
	}
	return prob.Point(b.plus).Add(prob.FromWeights(w...).Sum(b.n))
}

// damageOdds is the exact distribution of the damage an attack does
// (kow2 §5.3, §6.7): each die hits, each hit may become several (Blast),
// each hit rolls to damage.
func damageOdds(a attack) prob.Dist {
	if a.Damage == cannotDamage || a.Dice == 0 {
		return prob.Point(0)
	}
	if a.Chain {
		return chainOdds(a)
	}
	hit, dmg := dieOdds(a.Hit, a.Elite), damageDie(a)
	if a.OneHit != "" || a.OneDamage != "" {
		return oneRerollDamageOdds(a)
	}
	if a.Blast.none() {
		// Each die independently hits and then damages: one die's damage,
		// summed over the dice (the same as hits, then damage per hit).
		return hit.Compound(dmg).Sum(a.Dice)
	}
	return hit.Sum(a.Dice).Compound(blastOdds(a.Blast)).Compound(dmg)
}

// damageDie is one hit's damage roll: Vicious re-rolls 1s, the beta's
// Hounds every failure against Shambling.
func damageDie(a attack) prob.Dist {
	if a.RerollFails {
		return failRerollOdds(a.Damage)
	}
	return dieOdds(a.Damage, a.Vicious)
}

// oneRerollDamageOdds is damageOdds for an attack that re-rolls one
// failed die to hit or to damage (kow2 §10.2), from oneRerollOdds.
func oneRerollDamageOdds(a attack) prob.Dist {
	hits := dieOdds(a.Hit, a.Elite).Sum(a.Dice)
	if a.OneHit != "" {
		hits = oneRerollOdds(a.Dice, a.Hit, a.Elite)[a.Dice]
	}
	if !a.Blast.none() {
		hits = hits.Compound(blastOdds(a.Blast))
	}
	if a.OneDamage == "" {
		return hits.Compound(damageDie(a))
	}
	return mixture(hits, oneRerollOdds(hits.Max(), a.Damage, a.Vicious))
}

// nerveOdds is the chance of each nerve result for the unit after taking
// damage d, as weights over 36·36 (a roll and a possible re-roll), from
// nerveOutcome and nerveReroll.
func nerveOdds(nt nerveTarget) [numNerveResults]int64 {
	// One roll's results over 36; a re-roll is another such roll.
	var once [numNerveResults]int64
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			once[nerveOutcome(a, b, nt)]++
		}
	}
	var w [numNerveResults]int64
	for res, n := range once {
		if !nerveReroll(nerveResult(res), nt) {
			w[res] += 36 * n
			continue
		}
		for again, m := range once {
			w[again] += n * m
		}
	}
	return w
}

// attackOdds is the Odds of the attacks on one target: the damage, its
// mean, and the target's state after the nerve test that follows (kow2
// §7.1: only a target that took damage tests; tested is true when it
// tests anyway, having taken damage earlier in the phase).
func (r *Ruleset) attackOdds(s *engine.State, t *engine.Piece, as []attack, brutal, tested bool) engine.Odds {
	dmg := prob.Point(0)
	var texts []string
	var rolls []engine.OddsRoll
	for _, a := range as {
		dmg = dmg.Add(damageOdds(a))
		texts = append(texts, a.describe())
		rolls = append(rolls, a.rolls()...)
	}
	out := engine.Odds{Mean: dmg.Mean(), Text: strings.Join(texts, "; "), Rolls: rolls}
	for v := 0; v <= dmg.Max(); v++ {
		out.Damage = append(out.Damage, engine.Outcome{Label: itoa(v), Value: v, P: dmg.P(v)})
	}
	var acc [numNerveResults]*big.Int
	for i := range acc {
		acc[i] = new(big.Int)
	}
	var t1, t2 big.Int
	for v, w := range dmg.W {
		var nw [numNerveResults]int64
		if v == 0 && !tested {
			nw[Steady] = 36 * 36
		} else {
			nw = nerveOdds(r.nerveFor(s, t, as, v, brutal))
		}
		for i := range nw {
			acc[i].Add(acc[i], t1.Mul(w, t2.SetInt64(nw[i])))
		}
	}
	den := new(big.Int).Mul(dmg.Den, big.NewInt(36*36))
	for i := range acc {
		out.Results = append(out.Results, engine.Outcome{Label: r.resultName(nerveResult(i)), Value: i, P: new(big.Rat).SetFrac(acc[i], den), Tone: nerveResult(i).tone()})
	}
	return out
}

// nerveFor is what the nerve test of t after attacks as depends on, with
// extra damage not yet marked on it: its nerve (nerveOf) and a charging
// Musician among the attackers (the beta). The odds and the opponent's
// judgement both ask it.
func (r *Ruleset) nerveFor(s *engine.State, t *engine.Piece, as []attack, extra int, brutal bool) nerveTarget {
	nt := r.nerveOf(s, t, extra, brutal)
	r.chargerMusician(s, &nt, as)
	return nt
}

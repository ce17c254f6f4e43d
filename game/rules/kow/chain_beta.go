package kow

import (
	"fmt"

	"math/big"
	"strings"
	"warbench/game/dice"

	"warbench/game/engine"
	"warbench/game/prob"
)

// The beta's chained one-shot attacks (kow-beta §8): the Elven
// Sabre-toothed Cat (a hero's; 5 dice, always 4+, Penetration (1); only
// at Heroes, Monsters, War Machines and units of 10 models or fewer) and
// the Dwarf Assault Hounds (the unit's At, always 4+, §11 A13): "for
// every point of damage, roll one more die to hit and to damage. Repeat
// until a round inflicts nothing." Each is thrown once in a game (12").

// Their weapon names, and the counters that mark them used.
const (
	sabreCat     = "Sabre-tooth Cat"
	assaultHound = "Assault Hounds"
)

// chainWeapons are the unit's chained attacks not yet thrown.
func chainWeapons(p *engine.Piece) []Weapon {
	var out []Weapon
	if p.HasRule("Sabre-tooth Cat") && strings.HasPrefix(p.Type, "Hero/") && p.Counter(usedCounter(sabreCat)) == 0 {
		out = append(out, Weapon{Name: sabreCat, Range: 12 * Inch, Dice: 5, Always4: true, Thrown: true, Piercing: 1, Chain: true})
	}
	if p.HasRule("Assault Hounds") && p.Counter(usedCounter(assaultHound)) == 0 {
		att, _ := p.Stat("att")
		out = append(out, Weapon{Name: assaultHound, Range: 12 * Inch, Dice: att, Always4: true, Thrown: true, Chain: true})
	}
	return out
}

// usedCounter is the counter set when a one-shot weapon is thrown.
func usedCounter(weapon string) string {
	return strings.ToLower(strings.ReplaceAll(weapon, " ", "-")) + "-used"
}

// chainTarget refuses a target the Cat may not be thrown at (kow-beta
// §8): not a Hero, Monster or War Machine, and more than 10 models.
func (r *Ruleset) chainTarget(w Weapon, t *engine.Piece) *engine.Illegal {
	if w.Name != sabreCat || strings.HasPrefix(t.Type, "Hero/") || t.Type == "Mon" || t.Type == "WE" || t.Formation.Models <= 10 {
		return nil
	}
	return engine.Refuse(r.rule("8"), nil, "The %s is thrown only at Heroes, Monsters, War Machines and units of 10 models or fewer; %s have %d.", sabreCat, t.Name, t.Formation.Models)
}

// chainNext is the next round of a chained attack that did dmg damage:
// as many dice (kow-beta §8).
func chainNext(a attack, dmg int) attack {
	a.Dice = dmg
	return a
}

// chainCap is where the odds of a chain lump the rest: "cap or more".
// Above 28 damage any beta unit routs (2 + 28 − Ne ≥ 10 for Ne ≤ 20).
const chainCap = 30

// chainOdds is the exact distribution of a chain's total damage, the
// values from chainCap up lumped at chainCap (their total weight is one
// less all the others, so it is exact too): f(n, k), the chance that n
// dice end the chain with k damage in all, is the sum over the first
// round's damage d of P(d | n) · f(d, k − d), f(0, 0) = 1.
func chainOdds(a attack) prob.Dist {
	n0 := a.Dice
	f := make([][]*big.Rat, n0+1)
	for n := range f {
		f[n] = make([]*big.Rat, chainCap)
		for k := range f[n] {
			f[n][k] = new(big.Rat)
		}
	}
	f[0][0].SetInt64(1)
	var t big.Rat
	for n := 1; n <= n0; n++ {
		round := damageOdds(attack{Dice: n, Hit: a.Hit, Damage: a.Damage, Elite: a.Elite, Vicious: a.Vicious, OneHit: a.OneHit, OneDamage: a.OneDamage, RerollFails: a.RerollFails})
		for k := range chainCap {
			for d := 0; d <= min(n, k) && d <= round.Max(); d++ {
				if d == 0 && k > 0 {
					continue
				}
				f[n][k].Add(f[n][k], t.Mul(round.P(d), f[d][k-d]))
			}
		}
	}
	rest := big.NewRat(1, 1)
	den := big.NewInt(1)
	for _, q := range f[n0] {
		rest.Sub(rest, q)
		den.Mul(den, new(big.Int).Quo(q.Denom(), new(big.Int).GCD(nil, nil, den, q.Denom())))
	}
	den.Mul(den, new(big.Int).Quo(rest.Denom(), new(big.Int).GCD(nil, nil, den, rest.Denom())))
	w := make([]*big.Int, chainCap+1)
	for k := range w {
		q := rest
		if k < chainCap {
			q = f[n0][k]
		}
		w[k] = new(big.Int).Quo(new(big.Int).Mul(q.Num(), den), q.Denom())
	}
	return prob.Dist{W: w, Den: den}
}

// chainEvent says the chain goes on.
func (r *Ruleset) chainEvent(p *engine.Piece, dmg int) engine.Event {
	return engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("8"), Value: dmg,
		Text: fmt.Sprintf("The chain goes on: %d more %s to hit and to damage.", dmg, plural2(dmg, "die", "dice"))}
}

func plural2(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// houndsOnShambling: "Against Shambling targets, every failed damage die
// may be rerolled" (kow-beta §8); no die is re-rolled twice, so Elite's
// one re-roll to damage has nothing left to do.
func houndsOnShambling(w Weapon, t *engine.Piece, a *attack) {
	if w.Name == assaultHound && t.HasRule("Shambling") {
		a.RerollFails, a.OneDamage = true, ""
		a.Notes = append(a.Notes, "failed damage re-rolled against Shambling")
	}
}

// failRerollOdds is one die against need with a failure rolled again.
func failRerollOdds(need int) prob.Dist {
	var ok, fail int64
	for f := 1; f <= 6; f++ {
		for g := 1; g <= 6; g++ {
			if hitFace(f, need) || hitFace(g, need) {
				ok++
			} else {
				fail++
			}
		}
	}
	return prob.FromWeights(fail, ok)
}

// rollRerollingFails rolls n dice against need and each failure again.
func rollRerollingFails(s *engine.State, n, need int, purpose string) (int, []dice.Die) {
	ds := s.Dice.RollN(nil, n, 6, purpose)
	for i := range ds {
		if !hitFace(ds[i].Face, need) {
			was := ds[i].Face
			ds[i] = s.Dice.Roll(6, purpose+" (re-roll)")
			ds[i].Was = was
		}
	}
	n = 0
	for _, d := range ds {
		if hitFace(d.Face, need) {
			n++
		}
	}
	return n, ds
}

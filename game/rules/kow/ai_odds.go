package kow

import (
	"warbench/game/ai"
	"warbench/game/engine"
)

// The opponent's odds are the rules' own: the damage of an attack is
// damageOdds and a nerve test is nerveOdds, the exact distributions the
// Odds preview shows (Blast, the re-roll of one failed die, Chain and
// all), read as floats. Each attack's distribution is worked out once
// and remembered by the dice it depends on, shared by the games
// self-play runs at once and forgotten when the memory grows large.

// diceKey is everything damageOdds reads of an attack.
type diceKey struct {
	dice, hit, damage  int
	elite, vicious     bool
	blast              blast
	oneHit, oneDamage  string
	chain, rerollFails bool
}

// keyOf is a's diceKey.
func keyOf(a attack) diceKey {
	return diceKey{a.Dice, a.Hit, a.Damage, a.Elite, a.Vicious, a.Blast, a.OneHit, a.OneDamage, a.Chain, a.RerollFails}
}

const damageMemoMax = 1 << 14

var damageMemo = ai.Memo[diceKey, []float64]{Max: damageMemoMax}

// damageChances is the chance of each amount of damage attack a does:
// damageOdds as floats, remembered. The slice is shared: read only.
func damageChances(a attack) []float64 {
	if a.Damage == cannotDamage || a.Dice <= 0 {
		return []float64{1}
	}
	return damageMemo.Get(keyOf(a), func() []float64 {
		exact := damageOdds(attack{Dice: a.Dice, Hit: a.Hit, Damage: a.Damage, Elite: a.Elite, Vicious: a.Vicious,
			Blast: a.Blast, OneHit: a.OneHit, OneDamage: a.OneDamage, Chain: a.Chain, RerollFails: a.RerollFails})
		d := make([]float64, exact.Max()+1)
		for v := range d {
			d[v], _ = exact.P(v).Float64()
		}
		return d
	})
}

// combatDamage is the distribution of the damage attacks as do together
// (each independent), from damageChances.
func combatDamage(as []attack) []float64 {
	if len(as) == 1 {
		return damageChances(as[0])
	}
	dist := []float64{1}
	for _, a := range as {
		dist = convolve(dist, damageChances(a))
	}
	return dist
}

// convolve is the distribution of the sum of two independent counts.
func convolve(a, b []float64) []float64 {
	out := make([]float64, len(a)+len(b)-1)
	for i, x := range a {
		for j, y := range b {
			out[i+j] += x * y
		}
	}
	return out
}

// expectedLossNT is what attacks as cost the target's side on average,
// the chance they rout it and the chance they stop it charging next
// turn: the damage (combatDamage) and the nerve test after it
// (nerveChances), given the target's nerve before the damage (nerveFor
// with none); damage short of a rout counts with chance later
// (worthIf). A target that takes no damage does not test (§7.1).
func expectedLossNT(t *engine.Piece, as []attack, nt0 nerveTarget, later float64) (loss, rout, stop float64) {
	dist := combatDamage(as)
	dmg := t.Counter("damage")
	now := worthIf(t, dmg, later)
	for v, pv := range dist {
		if pv == 0 {
			continue
		}
		pr, ps := 0.0, 0.0
		if v > 0 {
			nt := nt0
			nt.Damage += v
			pr, ps = nerveChances(nt)
		}
		rout += pv * pr
		stop += pv * ps
		loss += pv * (pr*now + (1-pr)*(now-worthIf(t, dmg+v, later)))
	}
	return loss, rout, stop
}

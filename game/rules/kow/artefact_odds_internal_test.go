package kow

import (
	"math/big"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/prob"
)

// enumerate runs roll on every sequence of l dice faces, each with weight
// 1/6^l, and returns the exact distribution of what it returns.
func enumerate(l int, roll func(s *engine.State) int) prob.Dist {
	faces := make([]int, l)
	for i := range faces {
		faces[i] = 1
	}
	var w []int64
	for {
		s := &engine.State{Dice: dice.NewFixed(1, faces)}
		v := roll(s)
		for len(w) <= v {
			w = append(w, 0)
		}
		w[v]++
		i := 0
		for i < l && faces[i] == 6 {
			faces[i] = 1
			i++
		}
		if i == l {
			return prob.FromWeights(w...)
		}
		faces[i]++
	}
}

func sameDist(a, b prob.Dist) bool {
	for v := 0; v <= max(a.Max(), b.Max()); v++ {
		if a.P(v).Cmp(b.P(v)) != 0 {
			return false
		}
	}
	return true
}

// kow2 §10.2: "Blade of Slashing | In melee, may re-roll one failed
// to-hit die"; §6.3: "A die is never re-rolled twice". oneRerollOdds is
// exactly what rollRerollingOne rolls, for every need, with and without
// Elite's re-roll of 1s, for up to 3 dice (every face sequence counted).
func TestOneRerollOddsAreExact(t *testing.T) {
	for _, elite := range []bool{false, true} {
		for need := 2; need <= 6; need++ {
			odds := oneRerollOdds(3, need, elite)
			for n := 0; n <= 3; n++ {
				got := enumerate(2*n+1, func(s *engine.State) int {
					k, _ := rollRerollingOne(s, n, need, elite, bladeOfSlashing, "to hit")
					return k
				})
				if !sameDist(got, odds[n]) {
					t.Errorf("%d dice at %d+, Elite %v: odds %v/%v, dice %v/%v", n, need, elite, odds[n].W, odds[n].Den, got.W, got.Den)
				}
			}
		}
	}
	// One die at 4+ without Elite: 1/2 + 1/2 · 1/2 = 3/4.
	if p := oneRerollOdds(1, 4, false)[1].P(1); p.Cmp(big.NewRat(3, 4)) != 0 {
		t.Errorf("one die at 4+ with one re-roll: %s, want 3/4", p)
	}
}

// kow2 §10.2: Blade of Slashing (one failed to-hit die) and Mace of
// Crushing (one failed damage die) together, with Elite: the attack's
// damage odds equal the dice of resolve's order (to hit, then one damage
// die per hit), every face sequence of 2 attack dice counted.
func TestOneRerollDamageOddsAreExact(t *testing.T) {
	a := attack{Dice: 2, Hit: 4, Elite: true, Damage: 3, OneHit: bladeOfSlashing, OneDamage: maceOfCrushing}
	got := enumerate(8, func(s *engine.State) int {
		hits, _ := rollRerollingOne(s, a.Dice, a.Hit, a.Elite, a.OneHit, "to hit")
		dmg, _ := rollRerollingOne(s, hits, a.Damage, a.Vicious, a.OneDamage, "to damage")
		return dmg
	})
	if want := damageOdds(a); !sameDist(got, want) {
		t.Fatalf("odds %v/%v, dice %v/%v", want.W, want.Den, got.W, got.Den)
	}
}

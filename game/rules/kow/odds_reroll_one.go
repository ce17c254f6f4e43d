package kow

import (
	"math/big"

	"warbench/game/prob"
)

// The exact odds of the artefacts that re-roll one failed die (kow2
// §10.2: Blade of Slashing to hit, Mace of Crushing and Piercing Arrow to
// damage). The dice are no longer independent, so the odds follow
// rollRerollingOne: after the re-rolls of natural 1s, the first failed
// die not re-rolled yet is rolled again, once.

// dieStates is one die before the one re-roll, as weights over 36: a
// success, a failure that may still be re-rolled, and a failure already
// re-rolled (a natural 1 under Elite or Vicious), through hitFace and
// rerollFace as the rolls use them.
func dieStates(need int, reroll1 bool) (ok, fresh, spent int64) {
	for f := 1; f <= 6; f++ {
		if !rerollFace(f, reroll1) {
			if hitFace(f, need) {
				ok += 6
			} else {
				fresh += 6
			}
			continue
		}
		for g := 1; g <= 6; g++ {
			if hitFace(g, need) {
				ok++
			} else {
				spent++
			}
		}
	}
	return ok, fresh, spent
}

// oneRerollOdds is, for each h from 0 to n, the distribution of the
// successes of h dice with the one re-roll. A die-by-die recursion keeps
// two weight rows over 36^h: no re-rollable failure yet (A) and at least
// one (B); the re-roll then adds a fresh die to B.
func oneRerollOdds(n, need int, reroll1 bool) []prob.Dist {
	ok, fresh, spent := dieStates(need, reroll1)
	var q int64 // the re-rolled die's faces that succeed, of 6
	for f := 1; f <= 6; f++ {
		if hitFace(f, need) {
			q++
		}
	}
	bi := big.NewInt
	A, B := []*big.Int{bi(1)}, []*big.Int{bi(0)}
	den := bi(6)
	out := make([]prob.Dist, 0, n+1)
	var t big.Int
	for h := 0; ; h++ {
		w := make([]*big.Int, h+1)
		for k := range w {
			w[k] = new(big.Int).Mul(A[k], bi(6))
			w[k].Add(w[k], t.Mul(B[k], bi(6-q)))
			if k > 0 {
				w[k].Add(w[k], t.Mul(B[k-1], bi(q)))
			}
		}
		out = append(out, trimmed(prob.Dist{W: w, Den: new(big.Int).Set(den)}))
		if h == n {
			return out
		}
		na, nb := make([]*big.Int, h+2), make([]*big.Int, h+2)
		for k := range na {
			na[k], nb[k] = new(big.Int), new(big.Int)
			if k <= h {
				na[k].Mul(A[k], bi(spent))
				nb[k].Mul(B[k], bi(fresh+spent))
				nb[k].Add(nb[k], t.Mul(A[k], bi(fresh)))
			}
			if k > 0 {
				na[k].Add(na[k], t.Mul(A[k-1], bi(ok)))
				nb[k].Add(nb[k], t.Mul(B[k-1], bi(ok)))
			}
		}
		A, B = na, nb
		den.Mul(den, bi(36))
	}
}

// mixture is the distribution of Y_X for X ~ x, Y_h ~ ys[h]: the damage
// of a random number of hits when the hits' dice are not independent.
func mixture(x prob.Dist, ys []prob.Dist) prob.Dist {
	common := big.NewInt(1) // the least common multiple of every ys[h].Den
	var g big.Int
	for h := range x.W {
		g.GCD(nil, nil, common, ys[h].Den)
		common.Mul(common, new(big.Int).Quo(ys[h].Den, &g))
	}
	var acc []*big.Int
	var t, f big.Int
	for h, xw := range x.W {
		if xw.Sign() == 0 {
			continue
		}
		f.Quo(common, ys[h].Den)
		f.Mul(&f, xw)
		for v, yw := range ys[h].W {
			for len(acc) <= v {
				acc = append(acc, new(big.Int))
			}
			acc[v].Add(acc[v], t.Mul(&f, yw))
		}
	}
	return trimmed(prob.Dist{W: acc, Den: new(big.Int).Mul(x.Den, common)})
}

// trimmed drops trailing zero weights, so Max is the largest possible value.
func trimmed(d prob.Dist) prob.Dist {
	n := len(d.W)
	for n > 1 && d.W[n-1].Sign() == 0 {
		n--
	}
	d.W = d.W[:n]
	return d
}

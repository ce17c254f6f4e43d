// Package prob holds exact discrete distributions over small whole numbers
// (damage points, hits, wounds), for the odds previews every rule system
// shows before a player commits an attack.
//
// A Dist keeps integer weights over one common denominator, so combining
// distributions is integer arithmetic; rationals are made only at the end.
// That keeps a 60-dice attack well under a millisecond.
package prob

import (
	"math/big"
)

// Dist is a distribution over 0..len(W)-1: P(v) = W[v] / Den.
// The zero value is not valid; use Point, Die or FromWeights.
type Dist struct {
	W   []*big.Int
	Den *big.Int
}

// Point is the certain value v.
func Point(v int) Dist {
	w := make([]*big.Int, v+1)
	for i := range w {
		w[i] = new(big.Int)
	}
	w[v].SetInt64(1)
	return Dist{W: w, Den: big.NewInt(1)}
}

// FromWeights is the distribution P(v) = w[v] / sum(w). The weights must
// be non-negative with a positive sum.
func FromWeights(w ...int64) Dist {
	d := Dist{W: make([]*big.Int, len(w)), Den: new(big.Int)}
	for i, x := range w {
		if x < 0 {
			panic("prob: negative weight")
		}
		d.W[i] = big.NewInt(x)
		d.Den.Add(d.Den, d.W[i])
	}
	if d.Den.Sign() == 0 {
		panic("prob: weights sum to zero")
	}
	// Reduce by the weights' common factor: smaller numbers make every
	// later sum cheaper (4+ is 1/2, not 3/6).
	g := new(big.Int).Set(d.Den)
	for _, w := range d.W {
		g.GCD(nil, nil, g, w)
	}
	if g.Cmp(big.NewInt(1)) != 0 {
		for _, w := range d.W {
			w.Quo(w, g)
		}
		d.Den.Quo(d.Den, g)
	}
	return d.trim()
}

// Add is the distribution of X + Y for independent X ~ d and Y ~ e.
func (d Dist) Add(e Dist) Dist {
	out := Dist{W: make([]*big.Int, len(d.W)+len(e.W)-1), Den: new(big.Int).Mul(d.Den, e.Den)}
	for i := range out.W {
		out.W[i] = new(big.Int)
	}
	var t big.Int
	for i, a := range d.W {
		if a.Sign() == 0 {
			continue
		}
		for j, b := range e.W {
			if b.Sign() == 0 {
				continue
			}
			out.W[i+j].Add(out.W[i+j], t.Mul(a, b))
		}
	}
	return out.trim()
}

// Sum is the distribution of the sum of n independent copies of d.
func (d Dist) Sum(n int) Dist {
	out := Point(0)
	for range n {
		out = out.Add(d)
	}
	return out
}

// Compound is the distribution of Y_1 + ... + Y_X, where X ~ d counts how
// many independent copies of Y ~ y are summed. It is how "each hit rolls
// to damage" and "each hit becomes D3 hits" combine.
func (d Dist) Compound(y Dist) Dist {
	den := new(big.Int).Set(d.Den)
	// The k-fold sums share the denominator y.Den^k; bring all to the
	// largest, y.Den^(len-1), so they add as integers.
	maxK := len(d.W) - 1
	scale := func(k int) *big.Int { return new(big.Int).Exp(y.Den, big.NewInt(int64(maxK-k)), nil) }
	den.Mul(den, new(big.Int).Exp(y.Den, big.NewInt(int64(maxK)), nil))
	var acc []*big.Int
	sum := Point(0)
	var t big.Int
	for k, w := range d.W {
		if k > 0 {
			sum = sum.Add(y)
		}
		if w.Sign() == 0 {
			continue
		}
		f := new(big.Int).Mul(w, scale(k))
		for len(acc) < len(sum.W) {
			acc = append(acc, new(big.Int))
		}
		for v, sw := range sum.W {
			acc[v].Add(acc[v], t.Mul(f, sw))
		}
	}
	return Dist{W: acc, Den: den}.trim()
}

// P is the exact probability of v.
func (d Dist) P(v int) *big.Rat {
	if v < 0 || v >= len(d.W) {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(d.W[v], d.Den)
}

// Mean is the exact expected value.
func (d Dist) Mean() *big.Rat {
	num := new(big.Int)
	var t big.Int
	for v, w := range d.W {
		num.Add(num, t.Mul(w, big.NewInt(int64(v))))
	}
	return new(big.Rat).SetFrac(num, d.Den)
}

// Max is the largest value with a non-zero probability.
func (d Dist) Max() int { return len(d.W) - 1 }

// trim drops trailing zero weights (keeping at least value 0).
func (d Dist) trim() Dist {
	n := len(d.W)
	for n > 1 && d.W[n-1].Sign() == 0 {
		n--
	}
	d.W = d.W[:n]
	return d
}

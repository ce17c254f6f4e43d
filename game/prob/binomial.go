package prob

import "math/big"

// Binomial is the distribution of successes among n independent trials
// that each succeed with probability p (0 ≤ p ≤ 1): P(k) = C(n,k) p^k
// (1−p)^(n−k), over the common denominator den(p)^n. It costs O(n) big
// multiplications, where Sum of n trials costs O(n²).
func Binomial(n int, p *big.Rat) Dist {
	a := new(big.Int).Set(p.Num())
	b := new(big.Int).Set(p.Denom())
	q := new(big.Int).Sub(b, a) // 1 − p, over b
	w := make([]*big.Int, n+1)
	// pa[k] = a^k, pq[k] = q^k
	pa := make([]*big.Int, n+1)
	pq := make([]*big.Int, n+1)
	pa[0], pq[0] = big.NewInt(1), big.NewInt(1)
	for k := 1; k <= n; k++ {
		pa[k] = new(big.Int).Mul(pa[k-1], a)
		pq[k] = new(big.Int).Mul(pq[k-1], q)
	}
	c := big.NewInt(1) // C(n, k)
	for k := 0; k <= n; k++ {
		if k > 0 {
			c.Mul(c, big.NewInt(int64(n-k+1)))
			c.Quo(c, big.NewInt(int64(k)))
		}
		w[k] = new(big.Int).Mul(c, pa[k])
		w[k].Mul(w[k], pq[n-k])
	}
	return Dist{W: w, Den: new(big.Int).Exp(b, big.NewInt(int64(n)), nil)}.trim()
}

package prob

import (
	"math/big"
	"testing"
)

// Binomial agrees with n trials summed one by one, exactly.
func TestBinomialMatchesSum(t *testing.T) {
	p := big.NewRat(5, 18)
	b := Binomial(7, p)
	s := FromWeights(13, 5).Sum(7)
	for k := 0; k <= 7; k++ {
		if b.P(k).Cmp(s.P(k)) != 0 {
			t.Errorf("P(%d) = %v, want %v", k, b.P(k), s.P(k))
		}
	}
	// P(7) = (5/18)^7 exactly.
	want := new(big.Rat).SetFrac(big.NewInt(78125), big.NewInt(612220032))
	if b.P(7).Cmp(want) != 0 {
		t.Errorf("P(7) = %v, want %v", b.P(7), want)
	}
	if z := Binomial(3, new(big.Rat)); z.P(0).Cmp(big.NewRat(1, 1)) != 0 || z.Max() != 0 {
		t.Errorf("p = 0 gives %v", z.W)
	}
}

package prob

import (
	"math/big"
	"testing"
)

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

func TestBernoulliSum(t *testing.T) {
	// Three dice hitting on 4+ (1/2 each): 0,1,2,3 hits with 1,3,3,1 / 8.
	d := FromWeights(3, 3).Sum(3)
	for v, want := range []*big.Rat{rat(1, 8), rat(3, 8), rat(3, 8), rat(1, 8)} {
		if d.P(v).Cmp(want) != 0 {
			t.Errorf("P(%d) = %s, want %s", v, d.P(v), want)
		}
	}
	if d.Mean().Cmp(rat(3, 2)) != 0 {
		t.Errorf("mean = %s, want 3/2", d.Mean())
	}
	if d.P(4).Sign() != 0 || d.P(-1).Sign() != 0 {
		t.Error("values outside the support must have probability 0")
	}
}

// TestCompoundAgainstEnumeration checks Compound against brute force: two
// dice each hit on 5+ (1/3); each hit becomes D3 hits (1, 2 or 3).
func TestCompoundAgainstEnumeration(t *testing.T) {
	hits := FromWeights(4, 2).Sum(2)
	d3 := FromWeights(0, 2, 2, 2)
	got := hits.Compound(d3)
	want := map[int]*big.Rat{}
	add := func(v int, p *big.Rat) {
		if want[v] == nil {
			want[v] = new(big.Rat)
		}
		want[v].Add(want[v], p)
	}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for x := 1; x <= 3; x++ {
				for y := 1; y <= 3; y++ {
					v := 0
					if a >= 5 {
						v += x
					}
					if b >= 5 {
						v += y
					}
					add(v, rat(1, 36*9))
				}
			}
		}
	}
	for v := 0; v <= 6; v++ {
		w := want[v]
		if w == nil {
			w = new(big.Rat)
		}
		if got.P(v).Cmp(w) != 0 {
			t.Errorf("P(%d) = %s, want %s", v, got.P(v), w)
		}
	}
	total := new(big.Rat)
	for v := 0; v <= got.Max(); v++ {
		total.Add(total, got.P(v))
	}
	if total.Cmp(rat(1, 1)) != 0 {
		t.Errorf("probabilities sum to %s", total)
	}
}

func TestPoint(t *testing.T) {
	if p := Point(2); p.P(2).Cmp(rat(1, 1)) != 0 || p.P(0).Sign() != 0 || p.Max() != 2 {
		t.Errorf("Point(2) = %v", p)
	}
	if z := FromWeights(1, 0, 0); z.Max() != 0 {
		t.Errorf("trailing zeros not trimmed: max %d", z.Max())
	}
}

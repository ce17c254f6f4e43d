package geom

import (
	"math"
	"testing"
)

func TestCircle(t *testing.T) {
	c := Circle{V(1, 2), 10}
	if b := c.Bounds(); b != (Box{V(-9, -8), V(11, 12)}) {
		t.Errorf("Bounds = %v", b)
	}
	cases := []struct {
		name string
		p    Vec
		want bool
	}{
		{"centre", V(1, 2), true},
		{"on rim", V(11, 2), true},
		{"on rim diagonally", V(1+6, 2+8), true},
		{"within Eps", V(11+0.9*Eps, 2), true},
		{"beyond Eps", V(11+1.1*Eps, 2), false},
	}
	for _, k := range cases {
		if got := c.Contains(k.p); got != k.want {
			t.Errorf("%s: Contains = %v, want %v", k.name, got, k.want)
		}
	}
	checkF(t, "Area", c.Area(), 100*math.Pi)
}

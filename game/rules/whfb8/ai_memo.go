package whfb8

import (
	"sync"
)

// The computer opponent weighs the same blows over and over (one
// candidate order moves one unit; every other combat and threat is
// weighed again as before). woundsMemo remembers each attack's wound
// distribution by everything woundsDist reads (a pure function, so no
// play changes), shared by the games self-play runs at once, and
// forgotten when it grows large.

// attackKey is an attack without its words and its cover groups.
type attackKey struct {
	n, hit, hit2                         int
	reroll, auto, kb, poison, double     bool
	wound, armour, ward, lookOut, multi  int
	random, randomDie, w, wounded, model int
}

const woundsMemoMax = 1 << 15

var woundsMemo struct {
	sync.Mutex
	m map[attackKey][]float64
}

// woundsFloat is the distribution of the wounds an attack inflicts
// (attack.woundsDist), in floats, remembered when it has no cover
// groups.
func woundsFloat(a attack) []float64 {
	if len(a.More) > 0 {
		return floats(a)
	}
	k := attackKey{a.N, a.Hit, a.Hit2, a.Reroll, a.Auto, a.KB, a.Poison, a.Double,
		a.Wound, a.Armour, a.Ward, a.LookOut, a.Multi, a.Random, a.RandomDie, a.W, a.Wounded, a.Models}
	woundsMemo.Lock()
	d, ok := woundsMemo.m[k]
	woundsMemo.Unlock()
	if ok {
		return d
	}
	d = floats(a)
	woundsMemo.Lock()
	if woundsMemo.m == nil || len(woundsMemo.m) >= woundsMemoMax {
		woundsMemo.m = make(map[attackKey][]float64, 1024)
	}
	woundsMemo.m[k] = d
	woundsMemo.Unlock()
	return d
}

// floats is woundsDist as floats.
func floats(a attack) []float64 {
	if a.N == 0 && a.Random == 0 && len(a.More) == 0 {
		return []float64{1}
	}
	d := a.woundsDist()
	out := make([]float64, d.Max()+1)
	for v := range out {
		out[v], _ = d.P(v).Float64()
	}
	return out
}

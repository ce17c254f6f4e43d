package kow

import (
	"sync"

	"warbench/game/engine"
)

// The threat pass asks expectedLossNT the same questions over and over:
// one candidate order moves one unit, and every other pair of units is
// weighed again as before. lossMemo remembers the answers by everything
// the answer depends on (a pure function, so no play changes), shared by
// the games self-play runs at once, and forgotten when it grows large.

// lossKey is what expectedLossNT of one attack reads: the attack's dice
// (attackDist), the target's nerve (routChance, stopChance) and what the
// target is worth (worthIf).
type lossKey struct {
	dice, hit, damage int
	elite, vicious    bool
	blast             blast
	nDamage, mods     int
	waver, rout       int
	fearless, insp    bool
	noSix             bool // the beta's nerve: no double 6
	points, routStat  int
	dmg               int
	later             float64
}

type lossVal struct{ loss, rout float64 }

const lossMemoMax = 1 << 16

var lossMemo struct {
	sync.Mutex
	m map[lossKey]lossVal
}

// memoLoss is expectedLossNT of the one attack a on t, remembered.
func memoLoss(t *engine.Piece, a attack, nt nerveTarget, later float64) (loss, rout float64) {
	rs := routValue(t)
	k := lossKey{a.Dice, a.Hit, a.Damage, a.Elite, a.Vicious, a.Blast, nt.Damage, nt.Mods, nt.Waver, nt.Rout,
		nt.Fearless, nt.Inspired, nt.NoDoubleSix, t.Points, rs, t.Counter("damage"), later}
	lossMemo.Lock()
	v, ok := lossMemo.m[k]
	lossMemo.Unlock()
	if ok {
		return v.loss, v.rout
	}
	loss, rout, _ = expectedLossNT(t, []attack{a}, nt, later)
	lossMemo.Lock()
	if lossMemo.m == nil || len(lossMemo.m) >= lossMemoMax {
		lossMemo.m = make(map[lossKey]lossVal, 1024)
	}
	lossMemo.m[k] = lossVal{loss, rout}
	lossMemo.Unlock()
	return loss, rout
}

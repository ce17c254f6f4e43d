package kow

import (
	"warbench/game/ai"
	"warbench/game/engine"
)

// The threat pass asks expectedLossNT the same questions over and over:
// one candidate order moves one unit, and every other pair of units is
// weighed again as before. lossMemo remembers the answers by everything
// the answer depends on (a pure function, so no play changes), shared by
// the games self-play runs at once, and forgotten when it grows large;
// nerveMemo the same for each nerve test's chances.

// maxTogether bounds the attacks on one target whose loss is remembered.
const maxTogether = 4

// lossKey is what expectedLossNT of up to maxTogether attacks reads: the
// attacks' dice (damageChances), the target's nerve (nerveChances) and
// what the target is worth (worthIf).
type lossKey struct {
	dice             [maxTogether]diceKey // the attacks, in the order given
	n                int
	nDamage, mods    int
	waver, rout      int
	fearless, insp   bool
	noSix            bool // the beta's nerve: no double 6
	points, routStat int
	dmg              int
	later            float64
}

type lossVal struct{ loss, rout float64 }

const lossMemoMax = 1 << 16

var lossMemo = ai.Memo[lossKey, lossVal]{Max: lossMemoMax}

// memoLoss is expectedLossNT of attacks as (at most maxTogether) on t,
// remembered.
func memoLoss(t *engine.Piece, as []attack, nt nerveTarget, later float64) (loss, rout float64) {
	if len(as) > maxTogether {
		loss, rout, _ = expectedLossNT(t, as, nt, later)
		return loss, rout
	}
	k := lossKey{n: len(as), nDamage: nt.Damage, mods: nt.Mods, waver: nt.Waver, rout: nt.Rout,
		fearless: nt.Fearless, insp: nt.Inspired, noSix: nt.NoDoubleSix, points: t.Points, routStat: routValue(t),
		dmg: t.Counter("damage"), later: later}
	for i, a := range as {
		k.dice[i] = keyOf(a)
	}
	v := lossMemo.Get(k, func() lossVal {
		loss, rout, _ := expectedLossNT(t, as, nt, later)
		return lossVal{loss, rout}
	})
	return v.loss, v.rout
}

// nerveKey is what nerveOdds reads of a nerve target, through
// nerveOutcome and nerveReroll.
type nerveKey struct {
	damage, mods, waver, rout int
	fearless, noSix, inspired bool
}

type nerveVal struct{ rout, stop float64 }

var nerveMemo = ai.Memo[nerveKey, nerveVal]{Max: lossMemoMax}

// nerveChances is a nerve test's chance to rout, and to leave the unit
// Wavered or Routed so that it cannot charge in its next turn (kow2
// §7.3): nerveOdds, Inspiring's re-roll and all, remembered.
func nerveChances(nt nerveTarget) (rout, stop float64) {
	k := nerveKey{nt.Damage, nt.Mods, nt.Waver, nt.Rout, nt.Fearless, nt.NoDoubleSix, nt.Inspired}
	v := nerveMemo.Get(k, func() nerveVal {
		w := nerveOdds(nt)
		const den = 36 * 36
		return nerveVal{float64(w[Routed]) / den, 1 - float64(w[Steady])/den}
	})
	return v.rout, v.stop
}

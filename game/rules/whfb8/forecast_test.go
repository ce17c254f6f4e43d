package whfb8

import (
	"math"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// The computer's forecast of a round (forecast.go) is the fight's own
// numbers (whfb8 §7.2–§7.9): twenty models (5 × 4) that charged strike a
// block of twenty that strikes nothing (A 0). Ten attacks (five in
// contact, five supporting) hit on 4+ and wound on 4+, no save: the
// wounds are binomial (10, 1/4), 2.5 on average. The charger's result is
// the wounds, +1 for the charge and +3 for its ranks; the defender's +2
// for the three full ranks it keeps of the 17 left when its expected 3
// casualties are off (the forecast's one approximation: it takes them
// off before the result): it loses by the wounds + 2 and, with fewer
// ranks, tests on Ld 7 less that; broken, it is caught when a 2D6
// pursuit roll is at least its 2D6 flee roll, 721/1296.
func TestForecastOfARound(t *testing.T) {
	s := engagedDuel(t, piece(t, nil), piece(t, map[string]int{"A": 0}))
	s.Piece(1).SetCounter("charged", playerTurn(s))
	// Regression: §7.2, a supporting model "makes one attack at most,
	// whatever its A": with A 0, none (its second rank struck 5 times)
	if a := blows(s, s.Piece(2), s.Piece(1)); a.N != 0 {
		t.Fatalf("a block of A 0 strikes %d times", a.N)
	}
	o := roundOutlook(scratch(s), []engine.PieceID{1, 2})
	d := o.at(2)
	if math.Abs(o.wounds[d]-2.5) > 1e-9 || o.wounds[o.at(1)] != 0 {
		t.Errorf("expected wounds %v on the defender, %v on the charger; want 2.5 and 0", o.wounds[d], o.wounds[o.at(1)])
	}
	breaks := 0.0
	for w := 0; w <= 10; w++ {
		pw := float64(binomInt(10, w)) * math.Pow(0.25, float64(w)) * math.Pow(0.75, float64(10-w))
		breaks += pw * (1 - float64(ldChance(7-(w+2)))/36)
	}
	if want := breaks * 721 / 1296; math.Abs(o.gone[d]-want) > 1e-9 {
		t.Errorf("P(destroyed) %v, want %v", o.gone[d], want)
	}
	if want := breaks * (1 - 721.0/1296); math.Abs(o.flees[d]-want) > 1e-9 {
		t.Errorf("P(broken, getting away) %v, want %v", o.flees[d], want)
	}
	if math.Abs(o.win[1]-1) > 1e-9 {
		t.Errorf("the charger wins with %v, want 1 (it is 1 up with no wound)", o.win[1])
	}
}

// The forecast of a charge places the charger where the charge would
// put it (contactPose) and forecasts the round with its charge bonuses:
// the same numbers as the round fought in contact.
func TestForecastOfACharge(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, map[string]int{"A": 0}), 5*Inch, Charge)
	r := &Ruleset{}
	o, ok := r.chargeOutlook(scratch(s), []engine.PieceID{1}, 2)
	if !ok {
		t.Fatal("no room for the charge")
	}
	fought := engagedDuel(t, piece(t, nil), piece(t, map[string]int{"A": 0}))
	fought.Piece(1).SetCounter("charged", playerTurn(fought))
	want := roundOutlook(scratch(fought), []engine.PieceID{1, 2})
	if math.Abs(o.gone[o.at(2)]-want.gone[want.at(2)]) > 1e-9 || math.Abs(o.wounds[o.at(2)]-want.wounds[want.at(2)]) > 1e-9 {
		t.Errorf("charge forecast %v/%v, the round in contact %v/%v", o.gone[o.at(2)], o.wounds[o.at(2)], want.gone[want.at(2)], want.wounds[want.at(2)])
	}
	if p := reachChance(s, s.Piece(1), gap(s.Piece(1), s.Piece(2)), nil, 0); math.Abs(p-1) > 1e-9 {
		t.Errorf("M 4 + 2D6 against 5\": %v, want 1", p)
	}
	s.Piece(2).Pose.Pos = s.Piece(2).Pose.Pos.Add(geom.V(0, 5*Inch)) // now 10": 26/36 (TestChargeOdds)
	if p := reachChance(s, s.Piece(1), gap(s.Piece(1), s.Piece(2)), nil, 0); math.Abs(p-26.0/36) > 1e-9 {
		t.Errorf("M 4 + 2D6 against 10\": %v, want 26/36", p)
	}
}

// binomInt is n choose k.
func binomInt(n, k int) int {
	c := 1
	for i := 0; i < k; i++ {
		c = c * (n - i) / (i + 1)
	}
	return c
}

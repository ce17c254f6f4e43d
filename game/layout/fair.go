package layout

import "math"

// fairness compares the two sides on every measure of sight: a mirrored
// layout scores 1.
func (a *Analysis) fairness() {
	s0, s1 := a.Sides[0], a.Sides[1]
	a.Terms = []Term{
		term("seen", s0.Seen, s1.Seen),
		term("enemy zone seen", s0.EnemyZoneSeen, s1.EnemyZoneSeen),
		term("shelter", s0.Shelter, s1.Shelter),
		term("clear sight", s0.Clear, s1.Clear),
	}
	sum := 0.0
	for _, t := range a.Terms {
		sum += t.Score
	}
	a.Fairness = sum / float64(len(a.Terms))
}

// term compares two sides' values of a measure.
func term(name string, x, y float64) Term {
	t := Term{Name: name, Sides: [2]float64{x, y}, Score: 1}
	if m := max(math.Abs(x), math.Abs(y)); m > 1e-12 {
		t.Score = 1 - math.Abs(x-y)/m
	}
	return t
}

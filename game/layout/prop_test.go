package layout_test

import (
	"testing"

	"warbench/game/layout"
)

// On random generated layouts of every symmetry the analysis keeps its
// bounds: shares within 0 and 1, no cell seen by more observers than the
// zone has, gaps no wider than asked and narrowest first, and a perfectly
// fair score under symmetry.
func TestAnalysisBounds(t *testing.T) {
	rs := ruleset(t)
	in01 := func(x float64) bool { return x >= 0 && x <= 1 }
	for seed := range uint64(12) {
		c := layout.Constraints{Width: 72 * in, Depth: 48 * in, Pieces: 4 + int(seed%7), Seed: seed,
			Symmetry: layout.Symmetry(seed % 3), Density: []float64{0, 0.15, 0.3}[seed%3]}
		tb, err := layout.Generate(c, rs)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		a, err := layout.Analyze(&tb, rs, layout.Options{Res: in, MaxGap: 10 * in})
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range a.Sides {
			if !in01(s.Seen) || !in01(s.EnemyZoneSeen) || !in01(s.Shelter) || !in01(s.Clear) || s.Observers == 0 {
				t.Errorf("seed %d side %d: %v %v %v %v, %d observers", seed, s.Player, s.Seen, s.EnemyZoneSeen, s.Shelter, s.Clear, s.Observers)
			}
			for _, h := range s.Heat {
				if int(h) > s.Observers {
					t.Fatalf("seed %d: a cell seen by %d of %d observers", seed, h, s.Observers)
				}
			}
		}
		if !in01(a.Fairness) || (c.Symmetry != layout.NoSymmetry && a.Fairness != 1) {
			t.Errorf("seed %d (%s): fairness %g", seed, c.Symmetry, a.Fairness)
		}
		for i, g := range a.Gaps {
			if g.Width > 10*in || (i > 0 && g.Width < a.Gaps[i-1].Width) || len(g.Pass) != len(a.Probes) {
				t.Errorf("seed %d: gap %d %+v", seed, i, g)
			}
		}
		for _, l := range a.Lanes {
			if !in01(l.Share) || l.Lanes < 0 || (l.Share > 0) != (l.Lanes > 0) {
				t.Errorf("seed %d: lane %+v", seed, l)
			}
		}
	}
}

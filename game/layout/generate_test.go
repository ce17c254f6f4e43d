package layout_test

import (
	"math"
	"reflect"
	"strings"
	"testing"

	"warbench/game/geom"
	"warbench/game/layout"
	"warbench/game/scenario"
	"warbench/game/table"
)

func constraints(seed uint64) layout.Constraints {
	return layout.Constraints{Width: 72 * in, Depth: 48 * in, Seed: seed,
		Kinds: []layout.KindCount{{table.Forest, 2}, {table.Hill, 2}, {table.Building, 2}, {table.Obstacle, 2}, {table.Difficult, 1}}}
}

// The same constraints and seed give the same table, bit for bit, and the
// same file; another seed gives another table.
func TestGenerateIsReproducible(t *testing.T) {
	rs := ruleset(t)
	for _, sym := range []layout.Symmetry{layout.NoSymmetry, layout.Mirror, layout.Rotate} {
		c := constraints(42)
		c.Symmetry = sym
		a, err := layout.Generate(c, rs)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := layout.Generate(c, rs)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: two runs differ", sym)
		}
		fa, _ := scenario.WriteLayout("G", a, rs.Measure(), "")
		fb, _ := scenario.WriteLayout("G", b, rs.Measure(), "")
		if string(fa) != string(fb) {
			t.Errorf("%s: two files differ", sym)
		}
		c.Seed = 43
		if d, _ := layout.Generate(c, rs); reflect.DeepEqual(a.Terrain, d.Terrain) {
			t.Errorf("%s: seeds 42 and 43 give the same table", sym)
		}
	}
}

// Every piece asked for is there, wholly on the table, at least the gap
// from every other; the table gets the ruleset's zones.
func TestGenerateKeepsConstraints(t *testing.T) {
	rs := ruleset(t)
	for seed := range uint64(20) {
		c := constraints(seed)
		c.MinGap = 4 * in
		tb, err := layout.Generate(c, rs)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		count := map[table.Kind]int{}
		for i, p := range tb.Terrain {
			count[p.Kind]++
			b := p.Bounds()
			if b.Min.X < 0 || b.Min.Y < 0 || b.Max.X > tb.Width || b.Max.Y > tb.Depth {
				t.Errorf("seed %d: %s off the table: %v", seed, p.Name, b)
			}
			for _, q := range tb.Terrain[i+1:] {
				if d := geom.Distance(p.Parts[0], q.Parts[0]); d < c.MinGap-1e-9 {
					t.Errorf("seed %d: %s and %s %g mm apart, want %g", seed, p.Name, q.Name, d, c.MinGap)
				}
			}
		}
		for _, kc := range c.Kinds {
			if count[kc.Kind] != kc.N {
				t.Errorf("seed %d: %d pieces of %s, want %d", seed, count[kc.Kind], kc.Kind, kc.N)
			}
		}
		if len(tb.Zones) != 2 {
			t.Errorf("seed %d: zones %v", seed, tb.Zones)
		}
		// The file it makes loads, with the loader's own checks.
		data, err := scenario.WriteLayout("G", tb, rs.Measure(), "")
		if err != nil {
			t.Fatal(err)
		}
		load(t, string(data))
	}
}

// Under symmetry every piece has its image (the mirror across the middle
// line, or the half turn about the centre), and the analysis scores the
// layout as perfectly fair.
func TestGenerateSymmetry(t *testing.T) {
	rs := ruleset(t)
	for _, c := range []struct {
		sym layout.Symmetry
		img func(tb table.Table, v geom.Vec) geom.Vec
	}{
		{layout.Mirror, func(tb table.Table, v geom.Vec) geom.Vec { return geom.V(v.X, tb.Depth-v.Y) }},
		{layout.Rotate, func(tb table.Table, v geom.Vec) geom.Vec { return geom.V(tb.Width-v.X, tb.Depth-v.Y) }},
	} {
		sym, img := c.sym, c.img
		for seed := range uint64(5) {
			c := constraints(seed)
			c.Symmetry = sym
			tb, err := layout.Generate(c, rs)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range tb.Terrain {
				found := false
				for _, q := range tb.Terrain {
					if q.Kind == p.Kind && q.Height == p.Height && samePoints(p.Parts[0], q.Parts[0], func(v geom.Vec) geom.Vec { return img(tb, v) }) {
						found = true
						break
					}
				}
				if !found {
					t.Errorf("%s seed %d: %s has no image", sym, seed, p.Name)
				}
			}
			if f := analyze(t, tb).Fairness; f != 1 {
				t.Errorf("%s seed %d: fairness %g, want 1", sym, seed, f)
			}
		}
	}
}

// samePoints reports whether q holds the images of p's points (to a
// micrometre).
func samePoints(p, q geom.Poly, img func(geom.Vec) geom.Vec) bool {
	if len(p) != len(q) {
		return false
	}
	for _, v := range p {
		w := img(v)
		ok := false
		for _, x := range q {
			if x.Dist(w) < 1e-3 {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// With a density, the pieces (obstacles aside) cover about that share of
// the table: each is drawn at 0.6 to 1.4 times its share.
func TestGenerateDensity(t *testing.T) {
	rs := ruleset(t)
	c := layout.Constraints{Width: 72 * in, Depth: 48 * in, Density: 0.25, Seed: 5,
		Kinds: []layout.KindCount{{table.Forest, 3}, {table.Hill, 2}, {table.Building, 2}, {table.Difficult, 1}}}
	tb, err := layout.Generate(c, rs)
	if err != nil {
		t.Fatal(err)
	}
	area := 0.0
	for _, p := range tb.Terrain {
		area += p.Area()
	}
	if share := area / (tb.Width * tb.Depth); share < 0.6*0.25 || share > 1.4*0.25 {
		t.Errorf("covered %g of the table, want about 0.25", share)
	}
}

// A search keeps the best of its candidates, the same every time; the
// candidate it names is Generate's table for that seed.
func TestSearch(t *testing.T) {
	rs := ruleset(t)
	c := constraints(100)
	goal := layout.Goal{Blocked: 0.3, BlockedSet: true, Lanes: 2}
	f, err := layout.Search(c, goal, 6, rs, layout.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, _ := layout.Search(c, goal, 6, rs, layout.Options{})
	if f.Seed != g.Seed || f.Score != g.Score || f.Tried != 6 {
		t.Errorf("two searches: seed %d score %g, seed %d score %g; %d tried", f.Seed, f.Score, g.Seed, g.Score, f.Tried)
	}
	for i := range uint64(6) {
		ci := c
		ci.Seed = c.Seed + i
		tb, _ := layout.Generate(ci, rs)
		a := analyze(t, tb)
		if s := goal.Score(a); s > f.Score {
			t.Errorf("seed %d scores %g, more than the best found (%g)", ci.Seed, s, f.Score)
		}
		if ci.Seed == f.Seed && !reflect.DeepEqual(tb, f.Table) {
			t.Errorf("seed %d does not make the table found", ci.Seed)
		}
	}
	// The score: blocked sight 0.3 and two lanes both met give 1.
	a := f.Analysis
	want := 1 - (math.Min(1, math.Abs(a.Blocked()-0.3))+math.Max(0, float64(2-a.WidestLanes()))/2)/2
	if math.Abs(f.Score-want) > 1e-12 {
		t.Errorf("score %g, want %g", f.Score, want)
	}
}

// With a clear centre no piece comes nearer the middle than asked; an odd
// piece under symmetry, which would stand there, is refused.
func TestGenerateCentreClear(t *testing.T) {
	rs := ruleset(t)
	for seed := range uint64(8) {
		c := layout.Constraints{Width: 72 * in, Depth: 48 * in, Pieces: 6, Seed: seed, CentreClear: 12 * in, Symmetry: layout.Symmetry(seed % 3)}
		tb, err := layout.Generate(c, rs)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for _, p := range tb.Terrain {
			if d := geom.Distance(p.Parts[0], geom.Circle{C: tb.Center()}); d < 12*in-1e-9 {
				t.Errorf("seed %d: %s %g\" from the centre", seed, p.Name, d/in)
			}
		}
	}
	c := layout.Constraints{Width: 72 * in, Depth: 48 * in, Pieces: 5, CentreClear: 12 * in, Symmetry: layout.Mirror}
	if _, err := layout.Generate(c, rs); err == nil || !strings.Contains(err.Error(), "even") {
		t.Errorf("an odd piece under symmetry with a clear centre: %v", err)
	}
}

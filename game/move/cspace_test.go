package move

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/geom"
)

// genRect draws a footprint near the origin.
func genRect(t *rapid.T, label string) geom.Rect {
	return geom.Rect{
		Center:  geom.V(rapid.Float64Range(-150, 150).Draw(t, label+"x"), rapid.Float64Range(-150, 150).Draw(t, label+"y")),
		Heading: rapid.Float64Range(-math.Pi, math.Pi).Draw(t, label+"h"),
		W:       rapid.Float64Range(10, 200).Draw(t, label+"w"),
		D:       rapid.Float64Range(10, 120).Draw(t, label+"d"),
	}
}

// genPoly draws a convex polygon: a rectangle or a regular polygon.
func genPoly(t *rapid.T, label string) geom.Poly {
	if rapid.Bool().Draw(t, label+"isRect") {
		return genRect(t, label).Poly()
	}
	c := geom.V(rapid.Float64Range(-150, 150).Draw(t, label+"cx"), rapid.Float64Range(-150, 150).Draw(t, label+"cy"))
	p := geom.RegularPoly(c, rapid.Float64Range(5, 100).Draw(t, label+"r"), rapid.IntRange(3, 9).Draw(t, label+"n"))
	return cleanPoly(p)
}

// The configuration-space signed distance agrees with geom's distance and
// penetration depth.
func TestSdFootMatchesGeom(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genRect(t, "a")
		b := genPoly(t, "b")
		c := footOf(a, false)
		got, want := sdFoot(&c, b), sd(a, b)
		if !near(got, want, 1e-9) {
			t.Fatalf("sdFoot = %v, geom says %v", got, want)
		}
	})
}

// rayInterval is exactly the set of distances along the ray where the
// distance is below the level: checked by sampling.
func TestRayIntervalMatchesSampling(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := genRect(t, "a")
		b := genPoly(t, "b")
		h := rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "dir")
		w := geom.Forward(h)
		level := rapid.Float64Range(-30, 60).Draw(t, "level")
		c := footOf(a, false)
		var buf [64]geom.Vec
		m := cspace(buf[:0], &c, b)
		lo, hi, ok := rayInterval(m, w, level)
		for k := -400; k <= 400; k++ {
			tt := float64(k) * 1.37
			f := sd(moved(a, w, tt), b)
			inside := ok && lo < tt && tt < hi
			if inside && f > level+1e-7 {
				t.Fatalf("t=%v in (%v, %v) but distance %v ≥ level %v", tt, lo, hi, f, level)
			}
			if !inside && f < level-1e-7 {
				t.Fatalf("t=%v outside (%v, %v, %v) but distance %v < level %v", tt, lo, hi, ok, f, level)
			}
		}
		if ok {
			for _, tt := range []float64{lo, hi} {
				if f := sd(moved(a, w, tt), b); !near(f, level, 1e-7) && !math.IsInf(tt, 0) {
					t.Fatalf("boundary t=%v has distance %v, want level %v", tt, f, level)
				}
			}
		}
	})
}

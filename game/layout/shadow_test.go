package layout

import (
	"math"
	"math/rand/v2"
	"testing"

	"warbench/game/geom"
)

// The shadows the heatmap casts are geom.SegCrossesPoly's answer, cell by
// cell, for random convex pieces seen from random eyes around them; the
// two may differ only where the sight line passes within a few geom.Eps of
// a corner or along an edge.
func TestShadowIsSegCrossesPoly(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	g := newGrid(600, 400, 5)
	all := g.newSet()
	for w := range all {
		all[w] = ^uint64(0)
	}
	checked, borderline := 0, 0
	for trial := range 300 {
		c := geom.V(100+r.Float64()*400, 100+r.Float64()*200)
		var part geom.Poly
		switch trial % 3 {
		case 0:
			part = geom.RegularPoly(c, 10+r.Float64()*60, 3+r.IntN(22))
		case 1:
			part = geom.Rect{Center: c, Heading: r.Float64() * 2 * math.Pi, W: 5 + r.Float64()*100, D: 1 + r.Float64()*40}.Poly()
		default:
			pts := make([]geom.Vec, 8)
			for i := range pts {
				pts[i] = c.Add(geom.V(r.Float64()*80-40, r.Float64()*80-40))
			}
			part = geom.ConvexHull(pts)
		}
		eye := geom.V(r.Float64()*600, r.Float64()*400)
		if part.Contains(eye) {
			continue
		}
		hidden := g.newSet()
		g.castShadow(eye, part, all, hidden, nil)
		for j := range g.rows {
			for i := range g.cols {
				q := g.center(i, j)
				want := geom.SegCrossesPoly(geom.Seg{A: eye, B: q}, part)
				if got := hidden.has(j*g.cols + i); got != want {
					if grazes(eye, q, part) {
						borderline++
						continue
					}
					t.Fatalf("trial %d: eye %v, cell %v of %v: hidden %v, want %v", trial, eye, q, part, got, want)
				}
				checked++
			}
		}
	}
	if checked < 1_000_000 || borderline > checked/10000 {
		t.Errorf("%d cells checked, %d borderline", checked, borderline)
	}
}

// grazes reports whether the sight line eye→q passes within a few
// geom.Eps of a corner of part, or q lies that near its edges.
func grazes(eye, q geom.Vec, part geom.Poly) bool {
	s := geom.Seg{A: eye, B: q}
	for i, v := range part {
		if s.DistTo(v) < 4*geom.Eps || part.Edge(i).DistTo(q) < 4*geom.Eps {
			return true
		}
	}
	return false
}

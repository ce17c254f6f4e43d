package move

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"warbench/game/geom"
)

// convexAlready must give exactly what the hull gives (the same vertices
// from the same one) for rectangles at any pose, and refuse what is not
// strictly convex and counter-clockwise.
func TestConvexAlreadyIsTheHull(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		r := geom.Rect{Center: geom.V(rng.Float64()*1200, rng.Float64()*1200), Heading: (rng.Float64()*2 - 1) * math.Pi,
			W: 20 + rng.Float64()*200, D: 20 + rng.Float64()*100}
		if rng.IntN(4) == 0 {
			r.Heading = float64(rng.IntN(4)) * math.Pi / 2
		}
		p := r.Poly()
		got, ok := convexAlready(p)
		if !ok {
			t.Fatalf("rect %v refused", r)
		}
		if want := geom.ConvexHull(p); !slices.Equal(got, want) {
			t.Fatalf("rect %v: %v, hull %v", r, got, want)
		}
	}
	sq := geom.Poly{geom.V(0, 0), geom.V(10, 0), geom.V(10, 10), geom.V(0, 10)}
	if got, ok := convexAlready(sq); !ok || !slices.Equal(got, sq) {
		t.Fatalf("square: %v %v", got, ok)
	}
	cw := slices.Clone(sq)
	slices.Reverse(cw)
	if _, ok := convexAlready(cw); ok {
		t.Fatal("a clockwise square was taken as it is")
	}
	if _, ok := convexAlready(geom.Poly{geom.V(0, 0), geom.V(5, 0), geom.V(10, 0), geom.V(10, 10)}); ok {
		t.Fatal("collinear vertices were taken as they are")
	}
}

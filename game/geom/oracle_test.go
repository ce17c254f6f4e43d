package geom

// Property tests against an independent oracle: simplefeatures' overlay,
// distance and buffer operations (a port of JTS), on shapes drawn by rapid.

import (
	"math"
	"testing"

	sf "github.com/peterstace/simplefeatures/geom"
	"pgregory.net/rapid"
)

func sfPoly(p Poly) sf.Geometry {
	xy := make([]float64, 0, 2*len(p)+2)
	for _, v := range p {
		xy = append(xy, v.X, v.Y)
	}
	xy = append(xy, p[0].X, p[0].Y)
	return sf.NewPolygonXY(xy).AsGeometry()
}

func sfSeg(s Seg) sf.Geometry { return sf.NewLineStringXY(s.A.X, s.A.Y, s.B.X, s.B.Y).AsGeometry() }

func sfIntersection(t *rapid.T, a, b sf.Geometry) sf.Geometry {
	g, err := sf.Intersection(a, b)
	if err != nil {
		t.Skipf("oracle failed: %v", err)
	}
	return g
}

// sfShrink returns p eroded by d (a negative buffer), empty if p vanishes.
func sfShrink(t *rapid.T, p Poly, d float64) sf.Geometry {
	g, err := sf.Buffer(sfPoly(p), -d)
	if err != nil {
		t.Skipf("oracle buffer failed: %v", err)
	}
	return g
}

func drawRect(t *rapid.T, name string) Rect {
	return Rect{
		Center:  V(rapid.Float64Range(-150, 150).Draw(t, name+".x"), rapid.Float64Range(-150, 150).Draw(t, name+".y")),
		Heading: rapid.Float64Range(-math.Pi, math.Pi).Draw(t, name+".h"),
		W:       rapid.Float64Range(5, 120).Draw(t, name+".w"),
		D:       rapid.Float64Range(5, 120).Draw(t, name+".d"),
	}
}

// drawRectPair draws two rectangles, often placed in or near contact: b is
// slid along the line of closest approach to a gap drawn from values around
// zero and Eps.
func drawRectPair(t *rapid.T) (Rect, Rect) {
	a, b := drawRect(t, "a"), drawRect(t, "b")
	if rapid.Bool().Draw(t, "slide") {
		gap := rapid.SampledFrom([]float64{0, 1e-4, 5e-4, 1e-3, 2e-3, 1e-2, -1e-4, -5e-4, -1e-3, -2e-3, -1e-2, 3}).Draw(t, "gap")
		if pa, pb, d := ClosestPoints(a, b); d > 0 {
			b.Center = b.Center.Add(pa.Sub(pb).Scale((d - gap) / d))
		}
	}
	if rapid.Bool().Draw(t, "aligned") {
		b.Heading = a.Heading + rapid.SampledFrom([]float64{0, math.Pi / 2, math.Pi}).Draw(t, "turn")
		b.Center = a.World(V(rapid.SampledFrom([]float64{-1, 0, 1}).Draw(t, "side")*(a.W+b.W)/2+
			rapid.SampledFrom([]float64{0, 1e-3, -1e-3, 0.01, -0.01}).Draw(t, "offset"),
			rapid.Float64Range(-60, 60).Draw(t, "along")))
		if b.Heading != a.Heading && b.Heading != a.Heading+math.Pi {
			b.W, b.D = b.D, b.W // keep the flanks parallel to a's when turned 90°
		}
	}
	return a, b
}

// lineDist returns the distance from p to the line through e.
func lineDist(e Seg, p Vec) float64 { return math.Abs(e.Dir().Cross(p.Sub(e.A))) / e.Len() }

func diameter(r Rect) float64 { return math.Hypot(r.W, r.D) }

// TestOracleOverlap checks Overlap against intersection areas.
//
//   - If a and b do not overlap (penetration ≤ Eps), their intersection lies
//     in a slab Eps wide no longer than the smaller diameter: an oracle area
//     above Eps·diameter (+1e-6) must be an overlap.
//   - Rectangles penetrating by p have an intersection of area ≥ p²: an
//     oracle area below 1e-7 (< Eps²) must not be an overlap.
//   - Between the two, near-touching cases are skipped by that test, but:
//     with no overlap, a cannot meet the interior of b eroded by 1.5·Eps
//     (the separating move, at most Eps, would leave a point of a inside b),
//     and an overlap has a positive oracle area.
func TestOracleOverlap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := drawRectPair(t)
		area := sfIntersection(t, sfPoly(a.Poly()), sfPoly(b.Poly())).Area()
		ov := Overlap(a, b)
		hi := Eps*min(diameter(a), diameter(b)) + 1e-6
		switch {
		case area > hi && !ov:
			t.Fatalf("area %v > %v but no overlap (depth %v)", area, hi, PenetrationDepth(a, b))
		case area < 1e-7 && ov:
			t.Fatalf("area %v but overlap (depth %v)", area, PenetrationDepth(a, b))
		case ov && area <= 0:
			t.Fatalf("overlap without area")
		}
		if !ov {
			inner := sfIntersection(t, sfPoly(a.Poly()), sfShrink(t, b.Poly(), 1.5*Eps)).Area()
			if inner > 1e-9 {
				t.Fatalf("no overlap, yet a meets b eroded by 1.5·Eps over %v mm² (depth %v)", inner, PenetrationDepth(a, b))
			}
		}
	})
}

// TestOracleDistance checks Distance and ClosestPoints against the
// oracle's distance.
func TestOracleDistance(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := drawRectPair(t)
		want, ok := sf.Distance(sfPoly(a.Poly()), sfPoly(b.Poly()))
		if !ok {
			t.Skip("empty geometry")
		}
		if got := Distance(a, b); math.Abs(got-want) > 1e-6 {
			t.Fatalf("Distance = %v, oracle %v", got, want)
		}
		pa, pb, d := ClosestPoints(a, b)
		if math.Abs(d-want) > 1e-6 || math.Abs(pa.Dist(pb)-want) > 1e-6 {
			t.Fatalf("ClosestPoints = %v %v %v, oracle distance %v", pa, pb, d, want)
		}
	})
}

// TestOracleIntersectionArea checks IntersectionArea against the oracle.
func TestOracleIntersectionArea(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := drawRectPair(t)
		var pb Poly = b.Poly()
		if rapid.Bool().Draw(t, "regular") {
			pb = RegularPoly(b.Center, b.W/2, rapid.IntRange(3, 24).Draw(t, "n"))
		}
		want := sfIntersection(t, sfPoly(a.Poly()), sfPoly(pb)).Area()
		if got := IntersectionArea(a.Poly(), pb); math.Abs(got-want) > 1e-6 {
			t.Fatalf("IntersectionArea = %v, oracle %v", got, want)
		}
	})
}

// TestOracleSegCrossesPoly checks SegCrossesPoly against its definition
// computed by the oracle: the length of s inside p eroded by Eps, compared
// with Eps (skipping lengths within 1e-6 of Eps), and SegClipPoly's length
// against the oracle's length of s ∩ p (except for segments along an edge;
// a grazing segment may gain the length that roundTol slack gives it).
func TestOracleSegCrossesPoly(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRect(t, "r")
		p := r.Poly()
		c := r.Corners()
		var s Seg
		switch rapid.IntRange(0, 3).Draw(t, "kind") {
		case 0: // anywhere
			s = Seg{V(rapid.Float64Range(-300, 300).Draw(t, "ax"), rapid.Float64Range(-300, 300).Draw(t, "ay")),
				V(rapid.Float64Range(-300, 300).Draw(t, "bx"), rapid.Float64Range(-300, 300).Draw(t, "by"))}
		case 1: // along an edge line, offset a little
			i := rapid.IntRange(0, 3).Draw(t, "edge")
			e := Seg{c[i], c[(i+1)%4]}
			off := rapid.SampledFrom([]float64{0, 5e-4, -5e-4, 2e-3, -2e-3, 0.1, -0.1}).Draw(t, "off")
			n := e.Dir().Perp().Norm().Scale(off)
			s = Seg{e.At(rapid.Float64Range(-1, 0.5).Draw(t, "t0")).Add(n), e.At(rapid.Float64Range(0.5, 2).Draw(t, "t1")).Add(n)}
		case 2: // through or past a corner
			k := c[rapid.IntRange(0, 3).Draw(t, "corner")]
			dir := Forward(rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "dir"))
			off := rapid.SampledFrom([]float64{0, 5e-4, -5e-4, 0.01, -0.01}).Draw(t, "off")
			k = k.Add(dir.Perp().Scale(off))
			s = Seg{k.Sub(dir.Scale(rapid.Float64Range(0, 100).Draw(t, "back"))), k.Add(dir.Scale(rapid.Float64Range(0, 100).Draw(t, "on")))}
		case 3: // from inside to somewhere
			s = Seg{r.World(V(rapid.Float64Range(-r.W/2, r.W/2).Draw(t, "lx"), rapid.Float64Range(-r.D/2, r.D/2).Draw(t, "ly"))),
				V(rapid.Float64Range(-300, 300).Draw(t, "bx"), rapid.Float64Range(-300, 300).Draw(t, "by"))}
		}
		if s.Len() < 1e-3 {
			t.Skip("degenerate segment")
		}
		deep := sfIntersection(t, sfSeg(s), sfShrink(t, p, Eps)).Length()
		got := SegCrossesPoly(s, p)
		if math.Abs(deep-Eps) > 1e-6 && got != (deep > Eps) {
			t.Fatalf("SegCrossesPoly = %v, oracle length deeper than Eps %v", got, deep)
		}
		all := sfIntersection(t, sfSeg(s), sfPoly(p)).Length()
		for e := range p.Edges() {
			// The oracle's overlay is unreliable for a segment lying along the
			// boundary (it loses parts of the overlap to rounding).
			if lineDist(e, s.A) < 1e-6 && lineDist(e, s.B) < 1e-6 {
				return
			}
		}
		t0, t1, ok := SegClipPoly(s, p)
		clip := 0.0
		if ok {
			clip = (t1 - t0) * s.Len()
		}
		// SegClipPoly allows roundTol of slack, which a grazing segment
		// turns into a longer stretch: bound it by p grown by 2·roundTol.
		grown, err := sf.Buffer(sfPoly(p), 2*roundTol)
		if err != nil {
			t.Skipf("oracle buffer failed: %v", err)
		}
		allGrown := sfIntersection(t, sfSeg(s), grown).Length()
		if clip < all-1e-6 || clip > allGrown+1e-6 {
			t.Fatalf("SegClipPoly length %v (%v %v %v), oracle %v (%v with slack)", clip, t0, t1, ok, all, allGrown)
		}
		if got && all <= Eps {
			t.Fatalf("crossing with only %v inside", all)
		}
	})
}

package geom

import (
	"math"
	"math/rand/v2"
	"testing"
)

func newRNG() *rand.Rand { return rand.New(rand.NewPCG(1, 1)) }

func uniform(rng *rand.Rand, lo, hi float64) float64 { return lo + (hi-lo)*rng.Float64() }

func randRect(rng *rand.Rand) Rect {
	return Rect{
		Center:  V(uniform(rng, -200, 200), uniform(rng, -200, 200)),
		Heading: uniform(rng, -math.Pi, math.Pi),
		W:       uniform(rng, 10, 150),
		D:       uniform(rng, 10, 150),
	}
}

func randShape(rng *rand.Rand) Shape {
	switch rng.IntN(3) {
	case 0:
		return randRect(rng)
	case 1:
		return Circle{V(uniform(rng, -200, 200), uniform(rng, -200, 200)), uniform(rng, 5, 80)}
	}
	pts := make([]Vec, 3+rng.IntN(8))
	c := V(uniform(rng, -200, 200), uniform(rng, -200, 200))
	for i := range pts {
		pts[i] = c.Add(V(uniform(rng, -60, 60), uniform(rng, -60, 60)))
	}
	p, err := NewPoly(pts...)
	if err != nil {
		return randRect(rng)
	}
	return p
}

// translate moves any shape by d.
func translate(s Shape, d Vec) Shape {
	switch s := s.(type) {
	case Rect:
		s.Center = s.Center.Add(d)
		return s
	case Circle:
		s.C = s.C.Add(d)
		return s
	case Poly:
		return s.Translate(d)
	}
	panic("unknown shape")
}

func TestRandomDistanceOverlap(t *testing.T) {
	rng := newRNG()
	for i := range 5000 {
		a, b := randShape(rng), randShape(rng)
		// Half the time, slide b to a chosen gap from a along the line of
		// closest approach: touching and near-touching cases.
		gap := math.NaN()
		if i%2 == 0 {
			if pa, pb, d := ClosestPoints(a, b); d > 0 {
				gap = []float64{0, 0.0005, 0.01, -0.0005, -0.01, 3}[rng.IntN(6)]
				b = translate(b, pa.Sub(pb).Scale((d-gap)/d))
			}
		}
		d := Distance(a, b)
		if d2 := Distance(b, a); math.Abs(d-d2) > 1e-9 {
			t.Fatalf("case %d: Distance not symmetric: %v vs %v", i, d, d2)
		}
		pa, pb, dc := ClosestPoints(a, b)
		if math.Abs(dc-d) > 1e-12 || math.Abs(pa.Dist(pb)-d) > 1e-9 {
			t.Fatalf("case %d: ClosestPoints %v %v %v vs Distance %v", i, pa, pb, dc, d)
		}
		if !a.Contains(pa) || !b.Contains(pb) {
			t.Fatalf("case %d: closest points %v, %v not in %v, %v", i, pa, pb, a, b)
		}
		ov := Overlap(a, b)
		if ov != Overlap(b, a) {
			t.Fatalf("case %d: Overlap not symmetric", i)
		}
		depth := PenetrationDepth(a, b)
		switch {
		case ov && d != 0:
			t.Fatalf("case %d: overlapping shapes at distance %v", i, d)
		case d > 1e-9 && depth > 0:
			t.Fatalf("case %d: shapes %v apart have depth %v", i, d, depth)
		case d == 0 && !ov && depth > Eps:
			t.Fatalf("case %d: neither touching nor overlapping at distance 0", i)
		}
		if !math.IsNaN(gap) {
			if gap >= 0 && math.Abs(d-gap) > 1e-9 {
				t.Fatalf("case %d: slid to gap %v, Distance %v", i, gap, d)
			}
			if gap >= 0 && ov {
				t.Fatalf("case %d: gap %v overlaps", i, gap)
			}
			if gap < 0 && depth > -gap+1e-9 {
				t.Fatalf("case %d: pushed %v in, depth %v", i, -gap, depth)
			}
			if gap == -0.0005 && ov {
				t.Fatalf("case %d: 0.0005 mm contact counted as overlap", i)
			}
		}
	}
}

func TestRandomPivotWheel(t *testing.T) {
	rng := newRNG()
	for range 2000 {
		r := randRect(rng)
		a := uniform(rng, -2*math.Pi, 2*math.Pi)
		back := r.Pivot(a).Pivot(-a)
		got, want := back.Corners(), r.Corners()
		for i := range got {
			if !nearVec(got[i], want[i], 1e-9) {
				t.Fatalf("Pivot(%v) then back: %v, want %v", a, got, want)
			}
		}
		w := r.Wheel(a)
		pv := r.WheelPivot(a)
		wc := w.Corners()
		k := 0 // the pivot corner keeps its place and role
		if a > 0 {
			k = 1
		}
		if !nearVec(wc[k], pv, 1e-9) {
			t.Fatalf("Wheel(%v): pivot corner moved from %v to %v", a, pv, wc[k])
		}
		if !near(w.Heading, NormAngle(r.Heading+a), 1e-12) || !near(w.WheelDistance(a), r.W*math.Abs(a), 1e-12) {
			t.Fatalf("Wheel(%v): heading %v", a, w.Heading)
		}
		if l := r.Local(r.World(V(3, -7))); !nearVec(l, V(3, -7), 1e-9) {
			t.Fatalf("Local(World) = %v", l)
		}
	}
}

func TestRandomSweepRotate(t *testing.T) {
	rng := newRNG()
	var sw []Poly
	for i := range 500 {
		r := randRect(rng)
		p := r.Poly()
		if q, ok := randShape(rng).(Poly); ok && i%2 == 0 {
			p = q // a random convex polygon instead
		}
		var pivot Vec
		switch i % 3 {
		case 0:
			pivot = r.Center
		case 1:
			pivot = p[rng.IntN(len(p))]
		default:
			pivot = r.Center.Add(V(uniform(rng, -300, 300), uniform(rng, -300, 300)))
		}
		angle := uniform(rng, -2*math.Pi, 2*math.Pi)
		if i%5 == 0 {
			angle = uniform(rng, -1, 1)
		}
		sw = SweepRotate(p, pivot, angle, sw)
		rhoMax := 0.0
		for _, v := range p {
			rhoMax = max(rhoMax, v.Dist(pivot))
		}
		// Containment: every vertex of 50 intermediate poses.
		for k := 0; k <= 50; k++ {
			a := angle * float64(k) / 50
			for _, v := range p {
				q := pivot.Add(v.Sub(pivot).RotateCW(a))
				if !inAny(sw, q, 1e-7) {
					t.Fatalf("case %d: pose at %v of %v: vertex %v outside the sweep", i, a, angle, q)
				}
			}
		}
		// Tightness: for small turns, every vertex of every polygon is within
		// the documented overshoot of some intermediate pose.
		if i%5 != 0 || math.Abs(angle) > 1 {
			continue
		}
		n := math.Ceil(math.Abs(angle) / MaxSweepStep)
		bound := rhoMax * (1/math.Cos(angle/n/2) - 1)
		samples := 200 * n
		slack := rhoMax * math.Abs(angle) / samples // sampling error
		for _, poly := range sw {
			for _, q := range poly {
				best := math.Inf(1)
				for k := 0.0; k <= samples; k++ {
					best = min(best, polyDistAt(p, pivot, angle*k/samples, q))
				}
				if best > bound+slack+1e-9 {
					t.Fatalf("case %d: sweep vertex %v is %v from the swept area, bound %v", i, q, best, bound)
				}
			}
		}
	}
}

// polyDistAt returns the distance from q to p rotated about pivot by a.
func polyDistAt(p Poly, pivot Vec, a float64, q Vec) float64 {
	// Rotate q back instead of p forward.
	return polyDist(p, pivot.Add(q.Sub(pivot).RotateCW(-a)))
}

func TestRandomSweepTranslate(t *testing.T) {
	rng := newRNG()
	for range 1000 {
		r := randRect(rng)
		p := r.Poly()
		d := V(uniform(rng, -200, 200), uniform(rng, -200, 200))
		s := SweepTranslate(p, d)
		if !s.Valid() {
			t.Fatalf("invalid sweep %v", s)
		}
		// Area = area + |d| × the width of p across d.
		n := d.Perp().Norm()
		lo, hi := project(p, n)
		if want := p.Area() + d.Len()*(hi-lo); math.Abs(s.Area()-want) > 1e-6 {
			t.Fatalf("sweep area %v, want %v", s.Area(), want)
		}
		for k := 0; k <= 20; k++ {
			for _, v := range p {
				if q := v.Add(d.Scale(float64(k) / 20)); polyDist(s, q) > 1e-9 {
					t.Fatalf("intermediate vertex %v outside the sweep", q)
				}
			}
		}
	}
}

func TestRandomArcs(t *testing.T) {
	rng := newRNG()
	arcs := []Arc{ArcFront, ArcRight, ArcRear, ArcLeft}
	for range 20000 {
		r := randRect(rng)
		p := r.Center.Add(V(uniform(rng, -300, 300), uniform(rng, -300, 300)))
		if r.Contains(p) {
			continue
		}
		for _, style := range []ArcStyle{ArcCorner45, ArcHalf180} {
			got := ArcOf(r, style, p)
			if !ShapeInArc(r, style, got, Circle{p, 0}) {
				t.Fatalf("%v: point in %v is not ShapeInArc of it", style, got)
			}
			for _, b := range arcs {
				if b == got || !ShapeInArc(r, style, b, Circle{p, 0}) {
					continue
				}
				// Only points next to a dividing line may be in two arcs.
				moved := false
				for k := range 16 {
					if ArcOf(r, style, p.Add(Forward(float64(k)*math.Pi/8).Scale(0.05))) == b {
						moved = true
					}
				}
				if !moved {
					t.Fatalf("%v: point %v in %v is also ShapeInArc %v", style, r.Local(p), got, b)
				}
			}
		}
	}
}

func TestRandomAreas(t *testing.T) {
	rng := newRNG()
	for i := range 3000 {
		a, b := randRect(rng), randRect(rng)
		pa, pb := a.Poly(), b.Poly()
		ar := IntersectionArea(pa, pb)
		if !near(ar, IntersectionArea(pb, pa), 1e-6) || ar < 0 || ar > min(a.Area(), b.Area())+1e-6 {
			t.Fatalf("case %d: IntersectionArea %v (%v)", i, ar, IntersectionArea(pb, pa))
		}
		if c := ClipPoly(pa, pb); c != nil && !c.Valid() {
			t.Fatalf("case %d: invalid clip %v", i, c)
		}
		if Overlap(a, b) != (ar > 0) && PenetrationDepth(a, b) > 2*Eps {
			t.Fatalf("case %d: Overlap %v but area %v", i, Overlap(a, b), ar)
		}
		s := Seg{a.Center.Add(V(uniform(rng, -200, 200), uniform(rng, -200, 200))), a.Center.Add(V(uniform(rng, -200, 200), uniform(rng, -200, 200)))}
		cr := SegCrossesPoly(s, pa)
		if cr != SegCrossesPoly(s.Reverse(), pa) {
			t.Fatalf("case %d: SegCrossesPoly not symmetric", i)
		}
		t0, t1, ok := SegClipPoly(s, pa)
		if cr && (!ok || (t1-t0)*s.Len() <= Eps) {
			t.Fatalf("case %d: crossing segment clips to %v %v %v", i, t0, t1, ok)
		}
		if ok && (!pa.Contains(s.At(t0)) || !pa.Contains(s.At(t1)) || !pa.Contains(s.At((t0+t1)/2))) {
			t.Fatalf("case %d: clip ends outside", i)
		}
	}
	for range 1000 {
		pts := make([]Vec, 3+rng.IntN(30))
		for i := range pts {
			pts[i] = V(uniform(rng, -100, 100), uniform(rng, -100, 100))
		}
		p, err := NewPoly(pts...)
		if err != nil || !p.Valid() {
			t.Fatalf("NewPoly(%v) = %v, %v", pts, p, err)
		}
		for _, q := range pts {
			if !p.Contains(q) {
				t.Fatalf("hull %v misses %v", p, q)
			}
		}
	}
}

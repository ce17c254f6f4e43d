package geom

import "testing"

var (
	benchA = Rect{V(0, 0), 0.3, 100, 50}
	benchB = Rect{V(60, 40), -0.7, 50, 50}
	sinkB  bool
	sinkF  float64
)

func BenchmarkOverlapRectRect(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkB = Overlap(benchA, benchB)
	}
}

func BenchmarkDistanceRectRect(b *testing.B) {
	far := benchB
	far.Center = V(200, 150)
	b.ReportAllocs()
	for b.Loop() {
		sinkF = Distance(benchA, far)
	}
}

func BenchmarkSegCrossesPoly(b *testing.B) {
	p := benchA.Poly()
	s := Seg{V(-200, -30), V(200, 45)}
	b.ReportAllocs()
	for b.Loop() {
		sinkB = SegCrossesPoly(s, p)
	}
}

func BenchmarkOverlapPolyCircle(b *testing.B) {
	p := RegularPoly(V(0, 0), 50, 16)
	c := Circle{V(45, 30), 12.5}
	b.ReportAllocs()
	for b.Loop() {
		sinkB = Overlap(p, c)
	}
}

func BenchmarkIntersectionArea(b *testing.B) {
	p, q := benchA.Poly(), benchB.Poly()
	b.ReportAllocs()
	for b.Loop() {
		sinkF = IntersectionArea(p, q)
	}
}

func BenchmarkShapeInArc(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkB = ShapeInArc(benchA, ArcCorner45, ArcRight, benchB)
	}
}

func BenchmarkSweepRotateWheel(b *testing.B) {
	p := benchA.Poly()
	var dst []Poly
	b.ReportAllocs()
	for b.Loop() {
		dst = SweepRotate(p, benchA.WheelPivot(1), 1, dst)
	}
}

// TestHotPathsDoNotAllocate pins the zero-allocation promise of the hot
// paths, whatever the benchmarks are run with.
func TestHotPathsDoNotAllocate(t *testing.T) {
	p := benchA.Poly()
	c := Circle{V(45, 30), 12.5}
	s := Seg{V(-200, -30), V(200, 45)}
	cases := map[string]func(){
		"Overlap rect-rect":    func() { sinkB = Overlap(benchA, benchB) },
		"Overlap poly-circle":  func() { sinkB = Overlap(p, c) },
		"Distance rect-rect":   func() { sinkF = Distance(benchA, benchB) },
		"Distance circle-rect": func() { sinkF = Distance(c, benchB) },
		"ClosestPoints":        func() { _, _, sinkF = ClosestPoints(benchA, p) },
		"PenetrationDepth":     func() { sinkF = PenetrationDepth(benchA, benchB) },
		"SegCrossesPoly":       func() { sinkB = SegCrossesPoly(s, p) },
		"SegClipPoly":          func() { _, _, sinkB = SegClipPoly(s, p) },
		"SegCrossesCircle":     func() { sinkB = SegCrossesCircle(s, c) },
		"SegSegDistance":       func() { sinkF = SegSegDistance(s, Seg{V(0, 0), V(1, 1)}) },
		"IntersectionArea":     func() { sinkF = IntersectionArea(p, p) },
		"ShapeInArc rect":      func() { sinkB = ShapeInArc(benchA, ArcCorner45, ArcRight, benchB) },
		"ShapeInArc circle":    func() { sinkB = ShapeInArc(benchA, ArcCorner45, ArcFront, c) },
		"ArcOf":                func() { sinkB = ArcOf(benchA, ArcCorner45, V(3, 4)) == ArcFront },
		"Rect.Contains":        func() { sinkB = benchA.Contains(V(3, 4)) },
		"Poly.Contains":        func() { sinkB = p.Contains(V(3, 4)) },
		"Rect.Bounds/Overlaps": func() { sinkB = benchA.Bounds().Overlaps(benchB.Bounds()) },
	}
	for name, f := range cases {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s allocates %v times per call", name, n)
		}
	}
}

package move

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"warbench/game/geom"
)

// benchWorld is a busy 6' × 4' table: 40 units 100-250 mm wide, none
// overlapping another or the mover, half of them enemies, and 20 terrain
// polygons (impassable terrain, forests and buildings), the mover 125 ×
// 100 mm in the middle.
func benchWorld() (*World, geom.Rect) {
	rng := rand.New(rand.NewPCG(1, 2))
	mover := geom.Rect{Center: geom.V(914.4, 609.6), Heading: 0.3, W: 125, D: 100}
	placed := []geom.Rect{mover}
	var obs []Obstacle
	for len(placed) < 41 {
		r := geom.Rect{
			Center:  geom.V(100+rng.Float64()*1628.8, 100+rng.Float64()*1019.2),
			Heading: rng.Float64() * 2 * math.Pi,
			W:       100 + rng.Float64()*150,
			D:       40 + rng.Float64()*80,
		}
		if slices.ContainsFunc(placed, func(o geom.Rect) bool { return geom.Distance(r, o) < 2*inch }) {
			continue
		}
		placed = append(placed, r)
		if len(placed)%2 == 0 {
			obs = append(obs, enemy("enemy", r.Poly()))
		} else {
			obs = append(obs, friend("friend", r.Poly()))
		}
	}
	for len(obs) < 60 {
		c := geom.V(rng.Float64()*1828.8, rng.Float64()*1219.2)
		p := geom.RegularPoly(c, 30+rng.Float64()*90, 5+rng.IntN(6))
		if geom.Distance(mover, p) < 50 {
			continue
		}
		obs = append(obs, impassable("wood", p))
	}
	return NewWorld(table, "table", obs, inches), mover
}

// BenchmarkDragUpdate is one Plan per frame of a drag: a 2-step advance
// (pivot 20°, forward 6") whose target moves a little every iteration. It
// reports the 99th percentile of one Plan's time (budget: 500 µs).
func BenchmarkDragUpdate(b *testing.B) {
	w, mover := benchWorld()
	lim := advance(8)
	steps := []Step{turn(20), ahead(6 * inch)}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		jitter := float64(i%97) / 97
		steps[0].Angle = geom.Deg(20 + 4*jitter)
		steps[1].Dist = (6 + jitter) * inch
		t0 := time.Now()
		w.Plan(mover, lim, steps)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100]), "p99-ns")
}

// BenchmarkDragUpdateBlocked is the same drag straight into the nearest
// enemy, so every Plan clamps and ends at its 1" zone.
func BenchmarkDragUpdateBlocked(b *testing.B) {
	w, mover := benchWorld()
	best, target := math.Inf(1), geom.Vec{}
	for _, o := range w.Obstacles {
		if o.Kind == "enemy" {
			if d := geom.Distance(mover, o.Poly); d < best {
				best, target = d, o.Poly.Centroid()
			}
		}
	}
	to := target.Sub(mover.Center)
	h := math.Atan2(to.X, to.Y) // heading facing the target
	lim := Limits{Budget: 2000, Dirs: []geom.Vec{fwd}, Pivots: 1}
	steps := []Step{{Kind: Pivot}, ahead(best + 200)}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		steps[0].Angle = geom.NormAngle(h - mover.Heading + geom.Deg(float64(i%21-10)/10))
		t0 := time.Now()
		res := w.Plan(mover, lim, steps)
		times = append(times, time.Since(t0))
		if !res.Clamped {
			b.Fatal("the drag into an enemy was not clamped")
		}
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100]), "p99-ns")
}

// BenchmarkPivotWorstCase is a Change Facing of 179° for a unit boxed in by
// four enemies 26 mm away: every angle beyond about 1° is illegal, so the
// scan visits the whole half turn.
func BenchmarkPivotWorstCase(b *testing.B) {
	u := geom.Rect{Center: geom.V(900, 600), W: 125, D: 100}
	g := inch + 0.6
	w := world(
		enemy("north", rectPoly(900, 650+g+50, 300, 100)),
		enemy("south", rectPoly(900, 550-g-50, 300, 100)),
		enemy("east", rectPoly(962.5+g+50, 600, 100, 300)),
		enemy("west", rectPoly(837.5-g-50, 600, 100, 300)),
	)
	lim := Limits{Pivots: 1}
	steps := []Step{turn(179)}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		res := w.Plan(u, lim, steps)
		times = append(times, time.Since(t0))
		if math.Abs(res.Steps[0].Angle) > geom.Deg(2) {
			b.Fatalf("pivoted %v°", geom.ToDeg(res.Steps[0].Angle))
		}
	}
	b.StopTimer()
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100]), "p99-ns")
}

// p99 returns the 99th percentile of times.
func p99(times []time.Duration) float64 {
	slices.Sort(times)
	return float64(times[len(times)*99/100])
}

// BenchmarkDragUpdateDiscPath is a drag of a free path for a 40 mm round
// base on the busy table: two legs and a pivot to face the way, the
// target moving a little every iteration. It reports the 99th percentile
// of one PlanBody (budget: 500 µs).
func BenchmarkDragUpdateDiscPath(b *testing.B) {
	w, mover := benchWorld()
	start := DiscBody(mover.Pose(), 40)
	lim := Limits{Budget: 10 * inch, FreePath: true, Pivots: 1}
	steps := []Step{{Kind: Path}, {Kind: Path}, {Kind: Pivot}}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		jitter := float64(i%97) / 97
		steps[0].To = start.Pose.Pos.Add(geom.V(90+20*jitter, -70))
		steps[1].To = steps[0].To.Add(geom.V(56, 72+20*jitter))
		steps[2].Angle = geom.Deg(-30 + 10*jitter)
		t0 := time.Now()
		w.PlanBody(start, lim, steps)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(p99(times), "p99-ns")
}

// BenchmarkDragUpdateWheel is a drag of a rectangle that pivots, moves,
// wheels and moves on the busy table with SweepPivots, so both turns are
// checked over every pose they sweep through: a swept pivot of 90° to
// 100°, forward 1", a wheel of 35° to 45° that a unit nearby stops at
// about 30°, forward 2". It reports the 99th percentile of one PlanBody
// (budget: 500 µs).
func BenchmarkDragUpdateWheel(b *testing.B) {
	w, mover := benchWorld()
	start := RectBody(mover)
	lim := Limits{Budget: 8 * inch, Dirs: []geom.Vec{fwd}, Pivots: 1, Wheels: 1, SweepPivots: true, TurnMax: math.Pi}
	steps := []Step{{Kind: Pivot}, ahead(inch), {Kind: Wheel}, ahead(2 * inch)}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		jitter := float64(i%97) / 97
		steps[0].Angle = geom.Deg(90 + 10*jitter)
		steps[2].Angle = geom.Deg(35 + 10*jitter)
		t0 := time.Now()
		w.PlanBody(start, lim, steps)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(p99(times), "p99-ns")
}

// BenchmarkWheelCornerOrbit is the hardest case known for the swept
// check: an enemy's corner exactly 1" from the corner the unit wheels
// about circles it at exactly the gap for 45° (see TestWheelCornerOrbit).
func BenchmarkWheelCornerOrbit(b *testing.B) {
	fr := geom.V(962.5, 350)
	corner := fr.Add(geom.V(1, 1).Scale(inch / math.Sqrt2))
	w := world(enemy("Drowned Wardens", rectPoly(corner.X+50, corner.Y+40, 100, 80)))
	steps := []Step{{Kind: Wheel, Angle: geom.Deg(80)}}
	times := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		t0 := time.Now()
		w.Plan(unit, wheelLim, steps)
		times = append(times, time.Since(t0))
	}
	b.StopTimer()
	b.ReportMetric(p99(times), "p99-ns")
}

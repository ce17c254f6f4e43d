package move

import (
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/geom"
)

// bodyScene is a random planning problem for any footprint and every kind
// of step.
type bodyScene struct {
	w          *World
	start      Body
	lim        Limits
	steps      []Step
	startLegal bool // EndProblemBody(start) == nil
}

// genBody draws a rectangle or a disc inside the small table.
func genBody(t *rapid.T) Body {
	b := Body{Pose: geom.Pose{Heading: rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "h")}}
	if rapid.IntRange(0, 2).Draw(t, "round") == 0 {
		b.Round = true
		b.W = rapid.Float64Range(20, 80).Draw(t, "diameter")
		b.D = b.W
	} else {
		b.W = rapid.Float64Range(20, 160).Draw(t, "w")
		b.D = rapid.Float64Range(20, 100).Draw(t, "d")
	}
	rad := math.Hypot(b.W, b.D) / 2
	b.Pose.Pos = geom.V(rapid.Float64Range(rad, 700-rad).Draw(t, "x"), rapid.Float64Range(rad, 600-rad).Draw(t, "y"))
	return b
}

// placeAt slides the polygon p along the line of closest approach so that
// it is gap from b (when they are apart).
func placeAt(b Body, p geom.Poly, gap float64) geom.Poly {
	pa, pb, d := geom.ClosestPoints(b.Shape(), p)
	if d <= 0 {
		return p
	}
	return p.Translate(pa.Sub(pb).Scale((d - gap) / d))
}

// genBodyScene draws a world, a footprint, limits and steps of every kind.
// Some obstacles are slid to exactly their Pass gap or to contact, where
// rounding and sliding matter most.
func genBodyScene(t *rapid.T, maxSteps int) bodyScene {
	start := genBody(t)
	keepBad := rapid.IntRange(0, 4).Draw(t, "keepBad") == 0
	var obs []Obstacle
	for range rapid.IntRange(0, 8).Draw(t, "n") {
		o := genObstacle(t, start.Pose.Pos)
		switch rapid.IntRange(0, 5).Draw(t, "place") {
		case 0:
			o.Poly = placeAt(start, o.Poly, max(o.Pass, o.End, 0))
		case 1:
			o.Poly = placeAt(start, o.Poly, max(o.Pass, 0))
		}
		if sdBody(start, o.Poly) < max(o.Pass, o.End)-1e-9 && !keepBad {
			continue
		}
		obs = append(obs, o)
	}
	w := NewWorld(smallTable, "edge", obs, nil)
	all := []geom.Vec{fwd, back, left, right}
	var lim Limits
	lim.Budget = genLength(t, "budget", 500)
	for _, d := range all {
		if rapid.IntRange(0, 7).Draw(t, "dirOK") > 0 {
			lim.Dirs = append(lim.Dirs, d)
		}
	}
	lim.Pivots = rapid.SampledFrom([]int{1, 2, 0, 3}).Draw(t, "pivots")
	lim.PivotMax = rapid.SampledFrom([]float64{0, math.Pi / 2}).Draw(t, "pivotMax")
	lim.PivotCost = rapid.SampledFrom([]float64{0, 0, 30, 150}).Draw(t, "pivotCost")
	lim.SweepPivots = rapid.Bool().Draw(t, "sweepPivots")
	lim.Wheels = rapid.SampledFrom([]int{1, 2, 0}).Draw(t, "wheels")
	lim.FreePath = rapid.IntRange(0, 3).Draw(t, "freePath") > 0
	lim.TurnMax = rapid.SampledFrom([]float64{0, math.Pi / 2, math.Pi}).Draw(t, "turnMax")
	var steps []Step
	for range rapid.IntRange(1, maxSteps).Draw(t, "steps") {
		switch rapid.IntRange(0, 3).Draw(t, "kind") {
		case 0:
			steps = append(steps, Step{Kind: Straight, Dir: rapid.SampledFrom(all).Draw(t, "dir"), Dist: genLength(t, "dist", 400)})
		case 1:
			steps = append(steps, Step{Kind: Pivot, Angle: geom.Deg(rapid.Float64Range(-150, 150).Draw(t, "angle"))})
		case 2:
			steps = append(steps, Step{Kind: Wheel, Angle: geom.Deg(rapid.Float64Range(-120, 120).Draw(t, "wheel"))})
		default:
			to := start.Pose.Pos.Add(geom.V(rapid.Float64Range(-350, 350).Draw(t, "tx"), rapid.Float64Range(-350, 350).Draw(t, "ty")))
			steps = append(steps, Step{Kind: Path, To: to})
		}
	}
	return bodyScene{w: w, start: start, lim: lim, steps: steps, startLegal: w.EndProblemBody(start) == nil}
}

// fatalf is what the checks need of a test: *testing.T or *rapid.T.
type fatalf interface {
	Fatalf(format string, args ...any)
}

// checkStraightPath checks that b moving straight by v keeps every Pass
// gap over the area it sweeps, or, for an obstacle it starts too close to,
// never comes closer, and stays on the table.
func checkStraightPath(t fatalf, w *World, b Body, v geom.Vec, what string) {
	for j, o := range w.Obstacles {
		if o.Pass < 0 {
			continue
		}
		f0 := sdBody(b, o.Poly)
		if f0 >= o.Pass-Tol {
			if d := sweptStraightSD(b, v, o.Poly); d < o.Pass-1e-5 {
				t.Fatalf("%s: the path comes %v from obstacle %d (%s), gap %v", what, d, j, o.Kind, o.Pass)
			}
			continue
		}
		prev := f0
		for k := 1; k <= 100; k++ {
			f := sdBody(b.WithPose(geom.Pose{Pos: b.Pose.Pos.Add(v.Scale(float64(k) / 100)), Heading: b.Pose.Heading}), o.Poly)
			if f < prev-1e-5 {
				t.Fatalf("%s: starting %v from obstacle %d (gap %v), the distance falls from %v to %v", what, f0, j, o.Pass, prev, f)
			}
			prev = f
		}
	}
	if m0 := marginBody(b, w.Bounds); m0 >= 0 {
		end := b.WithPose(geom.Pose{Pos: b.Pose.Pos.Add(v), Heading: b.Pose.Heading})
		if m := marginBody(end, w.Bounds); m < -1e-6 {
			t.Fatalf("%s: ends %v over the table edge", what, -m)
		}
	}
}

// checkSwept checks, on 300 poses of a turn of b by a about c (denser
// towards the end), that no pose comes closer than an obstacle's Pass gap
// (or than it was, when it started closer) by more than SweepTol, nor goes
// over the table edge by more than SweepTol, and the pose it ends at by
// more than 1e-6.
func checkSwept(t fatalf, w *World, b Body, c geom.Vec, a float64, what string) {
	var f0 []float64
	for _, o := range w.Obstacles {
		f0 = append(f0, sdBody(b, o.Poly))
	}
	m0 := marginBody(b, w.Bounds)
	check := func(frac, tol float64) {
		q := turnedBy(b, c, a*frac)
		for j, o := range w.Obstacles {
			if o.Pass < 0 {
				continue
			}
			if f, level := sdBody(q, o.Poly), min(o.Pass, f0[j]); f < level-tol {
				t.Fatalf("%s: at %.6f of the turn, %v from obstacle %d (%s), must keep %v (%v at the start)", what, frac, f, j, o.Kind, level, f0[j])
			}
		}
		if m := marginBody(q, w.Bounds); m < min(m0, 0)-tol {
			t.Fatalf("%s: at %.6f of the turn, %v over the table edge", what, frac, -m)
		}
	}
	const slack = SweepTol + 1e-9
	for k := range 250 {
		check(float64(k)/250, slack)
	}
	for k := range 50 {
		check(0.98+0.02*float64(k)/50, slack)
	}
	check(1, 1e-6)
}

func TestBodyPlanProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genBodyScene(t, 4)
		checkPlan(t, s.w, s.start, s.lim, s.steps)
	})
}

// Seeded random cases: 400 moves of every kind of footprint and step on a
// busy 6' × 4' table.
func TestSeededPlans(t *testing.T) {
	w, _ := benchWorld()
	rng := rand.New(rand.NewPCG(1, 1))
	all := []geom.Vec{fwd, back, left, right}
	for n := 0; n < 400; {
		b := Body{Pose: geom.Pose{Pos: geom.V(rng.Float64()*1828.8, rng.Float64()*1219.2), Heading: rng.Float64()*2*math.Pi - math.Pi}}
		if b.Round = rng.IntN(3) == 0; b.Round {
			b.W, b.D = 20+rng.Float64()*40, 0
		} else {
			b.W, b.D = 40+rng.Float64()*160, 20+rng.Float64()*100
		}
		if w.EndProblemBody(b) != nil {
			continue
		}
		n++
		lim := Limits{Budget: rng.Float64() * 500, Pivots: rng.IntN(3), PivotCost: []float64{0, 50}[rng.IntN(2)],
			SweepPivots: rng.IntN(2) == 0, Wheels: rng.IntN(3), FreePath: rng.IntN(2) == 0, TurnMax: []float64{0, math.Pi / 2}[rng.IntN(2)]}
		for _, d := range all {
			if rng.IntN(3) > 0 {
				lim.Dirs = append(lim.Dirs, d)
			}
		}
		var steps []Step
		for range 1 + rng.IntN(4) {
			switch rng.IntN(4) {
			case 0:
				steps = append(steps, Step{Kind: Straight, Dir: all[rng.IntN(4)], Dist: rng.Float64() * 300})
			case 1:
				steps = append(steps, Step{Kind: Pivot, Angle: (rng.Float64()*2 - 1) * math.Pi})
			case 2:
				steps = append(steps, Step{Kind: Wheel, Angle: (rng.Float64()*2 - 1) * math.Pi})
			default:
				steps = append(steps, Step{Kind: Path, To: b.Pose.Pos.Add(geom.V(rng.Float64()*600-300, rng.Float64()*600-300))})
			}
		}
		checkPlan(t, w, b, lim, steps)
	}
}

// checkPlan plans steps from start and checks every property of the
// result against the oracle.
func checkPlan(t fatalf, w *World, start Body, lim Limits, steps []Step) {
	s := bodyScene{w: w, start: start, lim: lim, steps: steps, startLegal: w.EndProblemBody(start) == nil}
	res := s.w.PlanBody(s.start, s.lim, s.steps)
	if res.Round != s.start.Round || res.StartBody().Rect() != s.start.Rect() {
		t.Fatalf("start %+v, round %v", res.Start, res.Round)
	}
	// (1) A legal start ends legally, and an End gap the start broke
	// is no worse at the end.
	end := res.EndBody()
	if s.startLegal {
		if p := s.w.EndProblemBody(end); p != nil {
			t.Fatalf("the end pose is illegal: %s", p.Text)
		}
	}
	for j, o := range s.w.Obstacles {
		if o.End >= 0 {
			if f, f0 := sdBody(end, o.Poly), sdBody(s.start, o.Poly); f < min(o.End, f0)-1e-5 {
				t.Fatalf("ends %v from obstacle %d (End %v, %v at the start)", f, j, o.End, f0)
			}
		}
	}
	// (2) Each step follows from its kind, keeps its Pass gaps and
	// stays within what was asked and allowed.
	cur := s.start
	var cost, turned float64
	var pivots, wheels int
	for i, st := range res.Steps {
		next := cur.WithPose(res.Poses[i])
		asked := s.steps[i]
		what := st.Kind.String()
		if st.Kind != Straight && st.Kind != Path && next.Pose.Pos.Dist(turnCentre(cur, st).Add(cur.Pose.Pos.Sub(turnCentre(cur, st)).RotateCW(st.Angle))) > 1e-9 {
			t.Fatalf("step %d: %v does not follow %+v from %v", i, next.Pose, st, cur.Pose)
		}
		switch st.Kind {
		case Straight:
			wd := worldDir(cur.Rect(), st.Dir.Norm())
			if !next.Pose.Pos.Sub(cur.Pose.Pos).Sub(wd.Scale(st.Dist)).Near(geom.Vec{}) {
				t.Fatalf("step %d: pose %v does not follow %+v from %v", i, next.Pose, st, cur.Pose)
			}
			if st.Dist > 0 {
				checkStraightPath(t, s.w, cur, wd.Scale(st.Dist), what)
			}
			if st.Dist < 0 || st.Dist > asked.Dist && i != lastFixed(res, s.lim) {
				t.Fatalf("step %d: %v asked, %v given", i, asked.Dist, st.Dist)
			}
			cost += st.Dist
		case Path:
			leg := st.To.Sub(cur.Pose.Pos)
			if next.Pose.Pos != st.To || next.Pose.Heading != cur.Pose.Heading {
				t.Fatalf("step %d: pose %v is not the leg's end %v", i, next.Pose, st.To)
			}
			if l := leg.Len(); l > 0 {
				if !s.lim.FreePath {
					t.Fatalf("step %d: a leg without FreePath", i)
				}
				ask := asked.To.Sub(cur.Pose.Pos)
				if l > ask.Len()+1e-9 || math.Abs(leg.Cross(ask.Norm())) > 1e-9 || leg.Dot(ask) < 0 {
					t.Fatalf("step %d: leg %v for %v asked", i, leg, ask)
				}
				checkStraightPath(t, s.w, cur, leg, what)
			}
			cost += leg.Len()
		case Pivot, Wheel:
			if math.Abs(st.Angle) > math.Abs(asked.Angle)+1e-12 || st.Angle*asked.Angle < 0 {
				t.Fatalf("step %d: %v asked, %v given", i, asked.Angle, st.Angle)
			}
			if !near(next.Pose.Heading, geom.NormAngle(cur.Pose.Heading+st.Angle), 1e-9) && st.Angle != 0 {
				t.Fatalf("step %d: heading %v after %v from %v", i, next.Pose.Heading, st.Angle, cur.Pose.Heading)
			}
			turned += st.Angle
			if s.lim.TurnMax > 0 && math.Abs(turned) > s.lim.TurnMax+1e-12 {
				t.Fatalf("turned %v", turned)
			}
			if st.Angle == 0 {
				break
			}
			if st.Kind == Pivot {
				pivots++
				cost += s.lim.PivotCost * math.Abs(st.Angle)
				if s.lim.PivotMax > 0 && math.Abs(st.Angle) > s.lim.PivotMax+1e-12 {
					t.Fatalf("pivot of %v", st.Angle)
				}
				if !s.lim.SweepPivots {
					if !cur.Round { // a disc's footprint does not turn
						checkPivotPose(t, s.w, cur.Rect(), next.Rect(), what)
					}
					break
				}
			} else {
				wheels++
				cost += cur.W * math.Abs(st.Angle)
				if cur.Round {
					t.Fatalf("a disc wheeled")
				}
			}
			checkSwept(t, s.w, cur, turnCentre(cur, st), st.Angle, what)
		}
		cur = next
	}
	if pivots > s.lim.Pivots || wheels > s.lim.Wheels {
		t.Fatalf("%d pivots and %d wheels", pivots, wheels)
	}
	// (3) The budget.
	if res.Spent > s.lim.Budget+1e-9 || !near(res.Spent, cost, 1e-6) {
		t.Fatalf("spent %v of %v (steps say %v)", res.Spent, s.lim.Budget, cost)
	}
	// (4) Determinism, and re-planning the answer changes nothing.
	if again := s.w.PlanBody(s.start, s.lim, s.steps); !reflect.DeepEqual(again, res) {
		t.Fatalf("PlanBody is not deterministic")
	}
	if again := s.w.PlanBody(s.start, s.lim, res.Steps); again.Clamped || again.End != res.End || again.Spent != res.Spent {
		t.Fatalf("re-planning the clamped steps: %+v", again.Reasons)
	}
}

// lastFixed returns the index of the last step of res the end of the
// move may have lengthened: the last that moves or turns, a disc's free
// pivots aside (they change nothing the end of the move checks).
func lastFixed(res Result, lim Limits) int {
	for i := len(res.Steps) - 1; i >= 0; i-- {
		st := res.Steps[i]
		before := res.Start.Center
		if i > 0 {
			before = res.Poses[i-1].Pos
		}
		switch {
		case res.Round && st.Kind == Pivot && lim.PivotCost == 0:
		case st.Dist != 0 || st.Angle != 0 || st.Kind == Path && st.To != before:
			return i
		}
	}
	return -1
}

package move

import (
	"math"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/geom"
)

// The property tests use a small table so that obstacles are often in the
// way.
var smallTable = geom.Box{Min: geom.V(0, 0), Max: geom.V(700, 600)}

// scene is a random planning problem.
type scene struct {
	w          *World
	start      geom.Rect
	lim        Limits
	steps      []Step
	startLegal bool // EndProblem(start) == nil
}

// genObstacle draws an enemy, a friend or impassable terrain within 300 mm
// of c.
func genObstacle(t *rapid.T, c geom.Vec) Obstacle {
	r := geom.Rect{
		Center:  c.Add(geom.V(rapid.Float64Range(-300, 300).Draw(t, "ox"), rapid.Float64Range(-300, 300).Draw(t, "oy"))),
		Heading: rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "oh"),
		W:       rapid.Float64Range(20, 200).Draw(t, "ow"),
		D:       rapid.Float64Range(20, 120).Draw(t, "od"),
	}
	switch rapid.IntRange(0, 2).Draw(t, "kind") {
	case 0:
		return enemy("enemy", r.Poly())
	case 1:
		return friend("friend", r.Poly())
	}
	return impassable("rock", r.Poly())
}

// genLength draws a length of up to about max mm, spread over the whole
// range (rapid favours small numbers).
func genLength(t *rapid.T, label string, max float64) float64 {
	k := rapid.SampledFrom([]float64{0, 0.1, 0.25, 0.5, 0.75, 1}).Draw(t, label)
	return k*max + rapid.Float64Range(0, max/8).Draw(t, label+"+")
}

// genScene draws a world, a start inside the table, limits and steps.
// Obstacles the start breaks a gap of are usually dropped, so the start is
// usually legal; the others test the moves of a footprint already too
// close to something.
func genScene(t *rapid.T, maxSteps int) scene {
	start := geom.Rect{
		Heading: rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "h"),
		W:       rapid.Float64Range(20, 160).Draw(t, "w"),
		D:       rapid.Float64Range(20, 100).Draw(t, "d"),
	}
	rad := math.Hypot(start.W, start.D) / 2
	start.Center = geom.V(rapid.Float64Range(rad, 700-rad).Draw(t, "x"), rapid.Float64Range(rad, 600-rad).Draw(t, "y"))
	keepBad := rapid.IntRange(0, 4).Draw(t, "keepBad") == 0
	var obs []Obstacle
	for range rapid.IntRange(0, 8).Draw(t, "n") {
		o := genObstacle(t, start.Center)
		if sd(start, o.Poly) < max(o.Pass, o.End)+1e-3 && !keepBad {
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
	lim.TurnMax = rapid.SampledFrom([]float64{0, math.Pi / 2, math.Pi}).Draw(t, "turnMax")
	var steps []Step
	for range rapid.IntRange(1, maxSteps).Draw(t, "steps") {
		if rapid.IntRange(0, 2).Draw(t, "isPivot") == 0 {
			steps = append(steps, Step{Kind: Pivot, Angle: geom.Deg(rapid.Float64Range(-150, 150).Draw(t, "angle"))})
		} else {
			steps = append(steps, Step{Kind: Straight, Dir: rapid.SampledFrom(all).Draw(t, "dir"), Dist: genLength(t, "dist", 400)})
		}
	}
	return scene{w: w, start: start, lim: lim, steps: steps, startLegal: w.EndProblem(start) == nil}
}

// worldDir returns the world direction of a step's local direction for a
// footprint r.
func worldDir(r geom.Rect, u geom.Vec) geom.Vec {
	return r.Right().Scale(u.X).Add(r.Forward().Scale(u.Y))
}

// checkPass checks that a straight step of d along wd from r keeps every
// Pass gap over its swept area, or, for an obstacle it starts too close to,
// never brings the footprint closer.
func checkPass(t *rapid.T, w *World, r geom.Rect, wd geom.Vec, d float64, what string) {
	swept := geom.SweepTranslate(r.Poly(), wd.Scale(d))
	for j, o := range w.Obstacles {
		if o.Pass < 0 {
			continue
		}
		f0 := sd(r, o.Poly)
		if f0 >= o.Pass-Tol {
			if o.Pass == 0 && geom.Overlap(swept, o.Poly) {
				t.Fatalf("%s: the path crosses obstacle %d (%s)", what, j, o.Kind)
			}
			if dist := geom.Distance(swept, o.Poly); o.Pass > 0 && dist < o.Pass-1e-5 {
				t.Fatalf("%s: the path comes %v from obstacle %d, gap %v", what, dist, j, o.Pass)
			}
			continue
		}
		prev := f0
		for k := 1; k <= 100; k++ {
			f := sd(moved(r, wd, d*float64(k)/100), o.Poly)
			if f < prev-1e-5 {
				t.Fatalf("%s: starting %v from obstacle %d (gap %v), the distance falls from %v to %v", what, f0, j, o.Pass, prev, f)
			}
			prev = f
		}
	}
	for _, c := range moved(r, wd, d).Corners() {
		if !w.Bounds.Expand(1e-6).Contains(c) && w.Bounds.Expand(1e-6).Contains(r.Center) {
			t.Fatalf("%s: corner %v leaves the table", what, c)
		}
	}
}

// checkPivotPose checks the pose after a pivot against the Pass gaps, or
// for an obstacle it started closer to, against that distance.
func checkPivotPose(t fatalf, w *World, before, after geom.Rect, what string) {
	for j, o := range w.Obstacles {
		if o.Pass < 0 {
			continue
		}
		if f, f0 := sd(after, o.Poly), sd(before, o.Poly); f < min(o.Pass, f0)-1e-5 {
			t.Fatalf("%s: the pose is %v from obstacle %d (gap %v, %v before)", what, f, j, o.Pass, f0)
		}
	}
}

func TestPlanProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScene(t, 4)
		res := s.w.Plan(s.start, s.lim, s.steps)
		// (1) A legal start ends legally.
		if s.startLegal {
			if p := s.w.EndProblem(res.End); p != nil {
				t.Fatalf("the end pose is illegal: %s", p.Text)
			}
		}
		// Every End gap the start broke is no worse at the end.
		for j, o := range s.w.Obstacles {
			if o.End >= 0 {
				if f, f0 := sd(res.End, o.Poly), sd(s.start, o.Poly); f < min(o.End, f0)-1e-5 {
					t.Fatalf("ends %v from obstacle %d (End %v, %v at the start)", f, j, o.End, f0)
				}
			}
		}
		// (2) Pass gaps along every straight step and after every pivot.
		cur := s.start
		var spent, turned float64
		for i, st := range res.Steps {
			next := cur.WithPose(res.Poses[i])
			switch st.Kind {
			case Straight:
				if st.Dist > 0 {
					wd := worldDir(cur, st.Dir.Norm())
					if !next.Center.Sub(cur.Center).Sub(wd.Scale(st.Dist)).Near(geom.Vec{}) {
						t.Fatalf("step %d: pose %v does not follow %+v from %v", i, next, st, cur)
					}
					checkPass(t, s.w, cur, wd, st.Dist, "step "+st.Kind.String())
				}
				if st.Dist < 0 || st.Dist > s.steps[i].Dist && i != lastMoving(res.Steps) {
					t.Fatalf("step %d: %v asked, %v given", i, s.steps[i].Dist, st.Dist)
				}
				spent += st.Dist
			case Pivot:
				if math.Abs(st.Angle) > math.Abs(s.steps[i].Angle)+1e-12 || st.Angle*s.steps[i].Angle < 0 {
					t.Fatalf("step %d: %v asked, %v given", i, s.steps[i].Angle, st.Angle)
				}
				if s.lim.PivotMax > 0 && math.Abs(st.Angle) > s.lim.PivotMax+1e-12 {
					t.Fatalf("pivot of %v", st.Angle)
				}
				turned += st.Angle
				if s.lim.TurnMax > 0 && math.Abs(turned) > s.lim.TurnMax+1e-12 {
					t.Fatalf("turned %v", turned)
				}
				if st.Angle != 0 {
					checkPivotPose(t, s.w, cur, next, "pivot")
				}
			}
			cur = next
		}
		// (3) The budget.
		if res.Spent > s.lim.Budget+1e-9 || !near(res.Spent, spent, 1e-9) {
			t.Fatalf("spent %v of %v (steps say %v)", res.Spent, s.lim.Budget, spent)
		}
		// (5) Determinism, and re-planning the answer changes nothing.
		if again := s.w.Plan(s.start, s.lim, s.steps); !reflect.DeepEqual(again, res) {
			t.Fatalf("Plan is not deterministic")
		}
		if again := s.w.Plan(s.start, s.lim, res.Steps); again.Clamped || again.End != res.End {
			t.Fatalf("re-planning the clamped steps: %+v", again.Reasons)
		}
	})
}

// lastMoving returns the index of the last step that moves or turns: the
// only one the end of the move may lengthen.
func lastMoving(steps []Step) int {
	for i := len(steps) - 1; i >= 0; i-- {
		if steps[i].Dist != 0 || steps[i].Angle != 0 {
			return i
		}
	}
	return -1
}

// (4) A single straight step ends at the legal distance nearest to the one
// asked: brute force over 0.1 mm steps finds none nearer.
func TestSingleStepNearest(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genScene(t, 1)
		if !s.startLegal {
			t.Skip("the start is not legal")
		}
		u := rapid.SampledFrom([]geom.Vec{fwd, back, left, right}).Draw(t, "u")
		asked := genLength(t, "asked", 400)
		s.lim.Dirs = []geom.Vec{u}
		res := s.w.Plan(s.start, s.lim, []Step{toward(u, asked)})
		got := res.Steps[0].Dist
		wd := worldDir(s.start, u)
		// Path-legal distances are [0, dmax]: find dmax by bisection with
		// geom's swept polygons. The oracle has no tolerance, so what it
		// finds legal the solver must find legal too (up to rounding).
		pathOK := func(d float64) bool {
			if d > s.lim.Budget {
				return false
			}
			swept := geom.SweepTranslate(s.start.Poly(), wd.Scale(d))
			for _, o := range s.w.Obstacles {
				if o.Pass == 0 && geom.PenetrationDepth(swept, o.Poly) > 0 ||
					o.Pass > 0 && geom.Distance(swept, o.Poly) < o.Pass {
					return false
				}
			}
			for _, c := range moved(s.start, wd, d).Corners() {
				if !s.w.Bounds.Contains(c) {
					return false
				}
			}
			return true
		}
		endOK := func(r geom.Rect) bool {
			for _, o := range s.w.Obstacles {
				if o.End >= 0 && sd(r, o.Poly) < o.End {
					return false
				}
			}
			return true
		}
		lo, hi := 0.0, 1000.0
		for hi-lo > 1e-7 {
			if mid := (lo + hi) / 2; pathOK(mid) {
				lo = mid
			} else {
				hi = mid
			}
		}
		dmax := lo
		if got > dmax+1e-5 {
			t.Fatalf("moved %v, but the path is legal only to %v", got, dmax)
		}
		if p := s.w.EndProblem(res.End); p != nil {
			t.Fatalf("moved %v (asked %v) to an illegal end: %s", got, asked, p.Text)
		}
		best := math.Inf(1)
		for d := 0.0; d <= dmax; d += 0.1 {
			if endOK(moved(s.start, wd, d)) {
				best = min(best, math.Abs(d-asked))
			}
		}
		if math.Abs(got-asked) > best+1e-6 {
			t.Fatalf("moved %v for %v asked, but %v away is legal (path legal to %v)", got, asked, best, dmax)
		}
	})
}

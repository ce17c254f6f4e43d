package move

import (
	"errors"
	"math"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/geom"
)

// pose builds a goal pose.
func pose(x, y, deg float64) geom.Pose {
	return geom.Pose{Pos: geom.V(x, y), Heading: geom.Deg(deg)}
}

// Route picks the first shape the limits allow, and its steps end at the
// goal.
func TestRouteShapes(t *testing.T) {
	start := RectBody(unit) // at (900, 300) facing up
	fwdPivot := Limits{Dirs: []geom.Vec{fwd}, Pivots: 1}
	sidestep := Limits{Dirs: []geom.Vec{left, right}}
	for _, c := range []struct {
		name  string
		start Body
		lim   Limits
		goal  geom.Pose
		kinds []StepKind
	}{
		{"still", start, fwdPivot, pose(900, 300, 0), nil},
		{"on the spot", start, fwdPivot, pose(900, 300, 30), []StepKind{Pivot}},
		{"ahead", start, fwdPivot, pose(900, 400, 0), []StepKind{Straight}},
		{"back", start, Limits{Dirs: []geom.Vec{back}}, pose(900, 250, 0), []StepKind{Straight}},
		{"right", start, sidestep, pose(950, 300, 0), []StepKind{Straight}},
		{"left", start, sidestep, pose(850, 300, 0), []StepKind{Straight}},
		{"pivot between", start, fwdPivot, pose(1000, 500, 90), []StepKind{Straight, Pivot, Straight}},
		{"pivot first", start, fwdPivot, pose(1000, 300, 90), []StepKind{Pivot, Straight}},
		{"pivot last", start, fwdPivot, pose(900, 500, -45), []StepKind{Straight, Pivot}},
		{"wheel between", start, Limits{Dirs: []geom.Vec{fwd}, Wheels: 1}, pose(1000, 500, 90), []StepKind{Straight, Wheel, Straight}},
		{"wheel only", start, Limits{Dirs: []geom.Vec{fwd}, Wheels: 1}, pose(912.5, 412.5, 90), []StepKind{Wheel}},
		{"wheel left", start, Limits{Dirs: []geom.Vec{fwd}, Wheels: 1}, pose(700, 600, -90), []StepKind{Straight, Wheel, Straight}},
		{"path", start, Limits{FreePath: true}, pose(1000, 250, 0), []StepKind{Path}},
		{"path and face", start, Limits{FreePath: true, Pivots: 1}, pose(1000, 250, 120), []StepKind{Path, Pivot}},
		{"disc path", disc, Limits{FreePath: true, Pivots: 1}, pose(700, 250, -20), []StepKind{Path, Pivot}},
	} {
		steps, err := Route(c.start, c.lim, c.goal)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if len(steps) != len(c.kinds) {
			t.Errorf("%s: steps %+v, want %v", c.name, steps, c.kinds)
			continue
		}
		for i, s := range steps {
			if s.Kind != c.kinds[i] {
				t.Errorf("%s: steps %+v, want %v", c.name, steps, c.kinds)
			}
		}
		lim := c.lim
		lim.Budget = 1e4
		res := world().PlanBody(c.start, lim, steps)
		if res.Clamped || !res.End.Center.Near(c.goal.Pos) || math.Abs(geom.NormAngle(res.End.Heading-c.goal.Heading)) > 1e-9 {
			t.Errorf("%s: ends at %v, want %v; %+v", c.name, res.End.Pose(), c.goal, res.Reasons)
		}
	}
}

func TestRouteErrors(t *testing.T) {
	start := RectBody(unit)
	for _, c := range []struct {
		lim  Limits
		goal geom.Pose
		want error
	}{
		{Limits{Dirs: []geom.Vec{fwd}}, pose(900, 300, 10), ErrNoPivot},
		{Limits{Dirs: []geom.Vec{back}}, pose(1000, 300, 90), ErrNoShape},
		{Limits{Dirs: []geom.Vec{fwd}}, pose(900, 500, 10), ErrNoShape},
		{Limits{Pivots: 1}, pose(1000, 500, 90), ErrNoShape},
		{Limits{Dirs: []geom.Vec{fwd}, Pivots: 1}, pose(900, 200, 90), ErrNoTurnBetween},   // behind
		{Limits{Dirs: []geom.Vec{fwd}, Pivots: 1}, pose(1000, 500, 180), ErrNoTurnBetween}, // parallel
		{Limits{Dirs: []geom.Vec{fwd}, Wheels: 1}, pose(900, 200, 90), ErrNoTurnBetween},
		{Limits{FreePath: true}, pose(1000, 500, 90), ErrNoShape}, // a path cannot turn
	} {
		if _, err := Route(start, c.lim, c.goal); !errors.Is(err, c.want) {
			t.Errorf("%+v to %v: %v, want %v", c.lim, c.goal, err, c.want)
		}
	}
	// A disc has no corner to wheel about.
	if _, err := Route(disc, Limits{Dirs: []geom.Vec{fwd}, Wheels: 1}, pose(1000, 500, 90)); !errors.Is(err, ErrNoShape) {
		t.Errorf("a disc wheeled: %v", err)
	}
}

// PlanTo plans the route's steps, clamped as any plan is, and says why
// when there is no route.
func TestPlanTo(t *testing.T) {
	foe := rectPoly(900, 600, 125, 100) // near edge at y = 550
	w := world(enemy("Drowned Wardens", foe))
	res := w.PlanTo(RectBody(unit), advance(12), pose(900, 600, 0))
	if !near(res.Spent, 200-inch, 1e-6) {
		t.Fatalf("spent %v", res.Spent)
	}
	mentions(t, only(t, res), "Drowned Wardens")
	res = w.PlanTo(RectBody(unit), Limits{Dirs: []geom.Vec{back}, Budget: 100, Rule: "back"}, pose(1000, 400, 0))
	r := only(t, res)
	if len(res.Steps) != 0 || res.End != unit || !res.Clamped || r.Step != -1 || r.Rule != "back" {
		t.Fatalf("%+v", res)
	}
	mentions(t, r, "cannot reach that pose")
	if again := w.PlanBody(RectBody(unit), advance(12), res.Steps); again.Clamped {
		t.Fatal("re-planning no steps is clamped")
	}
}

// Whatever Route returns ends at the goal when nothing is in the way.
func TestRouteReachesGoal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		start := genBody(t)
		lim := Limits{
			Budget:   1e6,
			Dirs:     rapid.SampledFrom([][]geom.Vec{{fwd}, {back}, {left, right}, {fwd, back, left, right}}).Draw(t, "dirs"),
			Pivots:   rapid.IntRange(0, 1).Draw(t, "pivots"),
			Wheels:   rapid.IntRange(0, 1).Draw(t, "wheels"),
			FreePath: rapid.Bool().Draw(t, "free"),
		}
		goal := geom.Pose{Pos: start.Pose.Pos.Add(geom.V(rapid.Float64Range(-300, 300).Draw(t, "dx"), rapid.Float64Range(-300, 300).Draw(t, "dy"))),
			Heading: rapid.Float64Range(-math.Pi, math.Pi).Draw(t, "goalHeading")}
		if rapid.Bool().Draw(t, "sameHeading") {
			goal.Heading = start.Pose.Heading
		}
		steps, err := Route(start, lim, goal)
		if err != nil {
			return
		}
		for _, st := range steps {
			if st.Dist > 1e5 {
				t.Skip("headings so nearly parallel that the route runs for kilometres")
			}
		}
		w := NewWorld(geom.Box{Min: geom.V(-1e6, -1e6), Max: geom.V(1e6, 1e6)}, "edge", nil, nil)
		res := w.PlanBody(start, lim, steps)
		if res.Clamped || res.End.Center.Dist(goal.Pos) > 1e-5 || math.Abs(geom.NormAngle(res.End.Heading-goal.Heading)) > 1e-9 {
			t.Fatalf("steps %+v end at %v, want %v; %+v", steps, res.End.Pose(), goal, res.Reasons)
		}
	})
}

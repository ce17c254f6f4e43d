package move

import (
	"math"
	"testing"

	"warbench/game/geom"
)

// A pivot costs PivotCost per radian from the budget; one costing more
// than what is left turns as far as what is left pays.
func TestPivotCost(t *testing.T) {
	lim := Limits{Budget: 100, Dirs: []geom.Vec{fwd}, Pivots: 2, PivotCost: 100}
	res := plan(t, world(), unit, lim, turn(30), ahead(20))
	if res.Clamped || !near(res.Spent, 100*math.Pi/6+20, 1e-9) {
		t.Fatalf("spent %v, %+v", res.Spent, res.Reasons)
	}
	res = plan(t, world(), unit, lim, turn(-90), ahead(20))
	if !near(res.Steps[0].Angle, -1, 1e-12) || res.Steps[1].Dist != 0 || !near(res.Spent, 100, 1e-9) {
		t.Fatalf("%+v", res)
	}
	if len(res.Reasons) != 2 {
		t.Fatalf("reasons %+v", res.Reasons)
	}
	mentions(t, res.Reasons[0], `Only 3.94" of movement left`, "57.3°")
	mentions(t, res.Reasons[1], "No movement is left for step 2")
	// With nothing left, a pivot is refused.
	res = plan(t, world(), unit, lim, ahead(100), turn(10))
	if res.Steps[1].Angle != 0 {
		t.Fatalf("pivoted %v with no budget", res.Steps[1].Angle)
	}
	mentions(t, only(t, res), "No movement is left for step 2")
}

// A swept pivot stops where the footprint's corners first reach the wall,
// though the pose it was asked for is clear: the same set-up as
// TestPivotSweepsThrough.
func TestSweptPivotStopsAtFirstContact(t *testing.T) {
	lim := free
	lim.SweepPivots = true
	for _, c := range []struct {
		w         *World
		wall, gap float64 // the wall's distance from the unit, its Pass gap
		name      string
	}{
		{pivotWall(impassable, 10), 10, 0, "into Wall (impassable terrain)"},
		{pivotWall(enemy, 30), 30, inch, `closer than 1.00" to Wall (enemy)`},
	} {
		want := firstBad(62.5 + c.wall - c.gap)
		res := plan(t, c.w, unit, lim, turn(90))
		if got := res.Steps[0].Angle; !near(got, want, 1e-9) {
			t.Fatalf("%s: pivoted %.6f°, want %.6f°", c.name, geom.ToDeg(got), geom.ToDeg(want))
		}
		mentions(t, only(t, res), "Pivot stopped", "turning further would take the unit", c.name)
	}
	// Friends may be crossed: the swept pivot past one is as before.
	if res := plan(t, pivotWall(friend, 10), unit, lim, turn(90)); res.Clamped {
		t.Fatalf("swept pivot past a friend refused: %+v", res.Reasons)
	}
}

// With SweepPivots false a pivot is checked at its end pose only, exactly
// as before: the 80° pivot past an enemy's 1" zone stays legal.
func TestUnsweptPivotUnchanged(t *testing.T) {
	w := pivotWall(enemy, 30)
	if res := plan(t, w, unit, free, turn(80)); res.Clamped {
		t.Fatalf("80° pivot refused: %+v", res.Reasons)
	}
	lim := free
	lim.SweepPivots = true
	if res := plan(t, w, unit, lim, turn(80)); !res.Clamped {
		t.Fatal("swept 80° pivot through an enemy's zone allowed")
	}
}

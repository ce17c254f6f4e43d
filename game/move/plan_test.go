package move

import (
	"math"
	"strings"
	"testing"

	"warbench/game/geom"
)

// unit is the mover of the table tests: 125 mm wide, 100 mm deep, facing
// up (+y) at (900, 300), so its front edge is at y = 350.
var unit = geom.Rect{Center: geom.V(900, 300), W: 125, D: 100}

// world builds a world on the 6' × 4' table, in inches.
func world(obs ...Obstacle) *World { return NewWorld(table, "table", obs, inches) }

// plan runs Plan and checks the invariants every result keeps (see
// checkResult).
func plan(t *testing.T, w *World, start geom.Rect, lim Limits, steps ...Step) Result {
	t.Helper()
	res := w.Plan(start, lim, steps)
	checkResult(t, w, RectBody(start), lim, steps, res)
	return res
}

// only returns the single reason of res, failing unless there is exactly one.
func only(t *testing.T, res Result) Reason {
	t.Helper()
	if len(res.Reasons) != 1 {
		t.Fatalf("want 1 reason, got %+v", res.Reasons)
	}
	return res.Reasons[0]
}

// mentions fails unless the reason's text contains every part.
func mentions(t *testing.T, r Reason, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(r.Text, p) {
			t.Errorf("reason %q does not mention %q", r.Text, p)
		}
	}
}

// An advancing unit stops exactly 1" from an enemy whose Pass gap is 1"
// (gaps are inclusive: exactly 1" is legal).
func TestStopsOneInchFromEnemy(t *testing.T) {
	foe := rectPoly(900, 600, 125, 100) // its near edge at y = 550, 200 mm away
	w := world(enemy("Drowned Wardens", foe))
	res := plan(t, w, unit, advance(12), ahead(300))
	if want := 200 - inch; !near(res.Steps[0].Dist, want, 1e-6) || !near(res.Spent, want, 1e-6) {
		t.Fatalf("moved %v, want %v", res.Steps[0].Dist, want)
	}
	if d := geom.Distance(res.End, foe); !near(d, inch, 1e-6) {
		t.Fatalf("ends %v mm from the enemy, want exactly %v", d, inch)
	}
	r := only(t, res)
	mentions(t, r, "Drowned Wardens", `1.00"`)
	if r.Rule != "gaps" || r.Obstacle != 0 || r.Step != 0 || len(r.Zone) != 4 {
		t.Fatalf("reason %+v", r)
	}
	if p := w.EndProblem(res.End); p != nil {
		t.Fatalf("end pose refused: %s", p.Text)
	}
}

// A unit may move through a friend (Pass: Through) but not end
// on it; it ends at the legal distance nearest to the one asked, before or
// after the friend.
func TestThroughFriendButNotOnIt(t *testing.T) {
	pal := rectPoly(900, 500, 200, 50) // y from 475 to 525
	w := world(friend("Old Guard", pal))
	// Legal ends: front ≤ 474.5 (d ≤ 124.5) or rear ≥ 525.5 (d ≥ 275.5).
	for _, c := range []struct {
		asked, budget, want float64
	}{
		{150, 300, 124.5}, // 25.5 short is nearer than 125.5 beyond
		{250, 300, 275.5}, // 25.5 beyond is nearer
		{200, 300, 124.5}, // a tie (75.5 either way) goes to the shorter
		{195, 300, 124.5}, // 70.5 short against 80.5 beyond
		{205, 300, 275.5}, // 80.5 short against 70.5 beyond
		{250, 260, 124.5}, // the budget cannot clear the friend
		{300, 300, 300},   // clear of it: not clamped
		{100, 300, 100},
	} {
		lim := Limits{Budget: c.budget, Dirs: []geom.Vec{fwd}}
		res := plan(t, w, unit, lim, ahead(c.asked))
		if !near(res.Steps[0].Dist, c.want, 1e-6) {
			t.Errorf("asked %v (budget %v): moved %v, want %v; %+v", c.asked, c.budget, res.Steps[0].Dist, c.want, res.Reasons)
			continue
		}
		if p := w.EndProblem(res.End); p != nil {
			t.Errorf("asked %v: end refused: %s", c.asked, p.Text)
		}
		if c.want != c.asked {
			mentions(t, only(t, res), "Old Guard", "0.02\"")
		}
	}
}

// A unit that starts within 1" of an enemy may move away (or
// along it) but not closer.
func TestMayMoveAwayFromCloseEnemy(t *testing.T) {
	foe := rectPoly(900, 370, 125, 20) // near edge at y = 360: 10 mm from the front
	w := world(enemy("Drowned Wardens", foe))
	lim := Limits{Budget: 200, Dirs: []geom.Vec{fwd, back, left, right}}

	res := plan(t, w, unit, lim, toward(back, 50))
	if res.Clamped || res.Spent != 50 {
		t.Fatalf("moving away: %+v", res)
	}
	res = plan(t, w, unit, lim, toward(right, 30)) // along it: the distance stays 10 mm
	if res.Clamped || res.Spent != 30 {
		t.Fatalf("moving along: %+v", res.Reasons)
	}
	res = plan(t, w, unit, lim, ahead(5))
	if !near(res.Spent, 0, 1e-6) {
		t.Fatalf("moving closer: moved %v", res.Spent)
	}
	mentions(t, only(t, res), "Drowned Wardens", "already closer than 1.00\"")
	// Away, then back towards it: a straight move that starts within 1"
	// may not close in; one that starts beyond 1" stops at 1".
	res = plan(t, w, unit, lim, toward(back, 10), ahead(15))
	if !near(res.Steps[1].Dist, 0, 1e-6) {
		t.Fatalf("coming back from 20 mm: moved %v", res.Steps[1].Dist)
	}
	res = plan(t, w, unit, lim, toward(back, 20), ahead(15))
	if !near(res.Steps[1].Dist, 30-inch, 1e-6) {
		t.Fatalf("coming back from 30 mm: moved %v", res.Steps[1].Dist)
	}
}

// Impassable terrain (Pass 0) stops a straight move at contact; touching
// is allowed.
func TestImpassableStopsAtContact(t *testing.T) {
	rock := rectPoly(900, 525, 100, 150) // y from 450
	w := world(impassable("Old Mill", rock))
	res := plan(t, w, unit, free, ahead(200))
	if !near(res.Spent, 100, 1e-6) {
		t.Fatalf("moved %v, want 100", res.Spent)
	}
	if geom.Overlap(res.End, rock) || geom.Distance(res.End, rock) > 1e-6 {
		t.Fatalf("does not end in contact")
	}
	mentions(t, only(t, res), "Old Mill", "may not move through")
	// From contact it may slide along the terrain and back off.
	res = plan(t, w, res.End, free, toward(right, 50), toward(back, 10))
	if res.Clamped {
		t.Fatalf("sliding along terrain refused: %+v", res.Reasons)
	}
}

// The table edge stops a straight move.
func TestTableEdgeStops(t *testing.T) {
	start := geom.Rect{Center: geom.V(900, 1100), W: 125, D: 100} // front at 1150
	w := world()
	res := plan(t, w, start, free, ahead(200))
	if !near(res.Spent, 1219.2-1150, 1e-6) {
		t.Fatalf("moved %v", res.Spent)
	}
	r := only(t, res)
	mentions(t, r, "table edge")
	if r.Obstacle != -1 || r.Rule != "table" || len(r.Zone) != 4 {
		t.Fatalf("reason %+v", r)
	}
}

// pivotWall is the pivot test set-up: a wall whose face is 30 mm right of
// the unit's right edge. Turning clockwise swings the right corners out to
// 62.5·cos θ + 50·sin θ from the centre, past 62.5 + 30 − 25.4 = 67.1 for
// θ between about 5.6° and 71.7°.
func pivotWall(o func(string, geom.Poly) Obstacle, gap float64) *World {
	return world(o("Wall", rectPoly(962.5+gap+100, 300, 200, 600)))
}

// firstBad returns the smallest angle at which the corners reach x.
func firstBad(reach float64) float64 {
	r, phi := math.Hypot(62.5, 50), math.Atan2(50, 62.5)
	return phi - math.Acos(reach/r)
}

// Without SweepPivots, a pivot whose pose would be within 1" of an enemy is
// clamped to the largest legal angle; one that ends clear may sweep past it.
func TestPivotClampedByEnemy(t *testing.T) {
	w := pivotWall(enemy, 30)
	res := plan(t, w, unit, free, turn(30))
	want := firstBad(62.5 + 30 - inch)
	got := res.Steps[0].Angle
	if got > want+1e-9 || got < want-geom.Deg(0.01) {
		t.Fatalf("pivoted %.4f°, want the largest legal angle %.4f° (to 0.01°)", geom.ToDeg(got), geom.ToDeg(want))
	}
	if d := geom.Distance(res.End, w.Obstacles[0].Poly); d < inch-1e-6 {
		t.Fatalf("ends %v from the enemy", d)
	}
	mentions(t, only(t, res), "Wall (enemy)", `1.00"`, "30°")
	// 80° ends clear (62.5 + 30 − 67.1 ≥ 0): the sweep may cross the 1" zone.
	if res := plan(t, w, unit, free, turn(80)); res.Clamped {
		t.Fatalf("80° pivot refused: %+v", res.Reasons)
	}
}

// Without SweepPivots, pivots may sweep through friends and impassable
// terrain when the pose they end at is clear.
func TestPivotSweepsThrough(t *testing.T) {
	for _, w := range []*World{pivotWall(impassable, 10), pivotWall(friend, 10)} {
		// The corners reach 80.04 mm at 38.7°, 7.5 mm into the wall; at
		// 90° they are 50 mm out, 22.5 mm clear of it.
		if res := plan(t, w, unit, free, turn(90)); res.Clamped {
			t.Fatalf("90° pivot past %s refused: %+v", w.Obstacles[0].Kind, res.Reasons)
		}
		if res := plan(t, w, unit, free, turn(40)); !res.Clamped {
			t.Fatalf("40° pivot ending in %s allowed", w.Obstacles[0].Kind)
		}
	}
}

// An advance of 5" asked 7" moves 5".
func TestBudget(t *testing.T) {
	res := plan(t, world(), unit, advance(5), ahead(7*inch))
	if res.Spent != 5*inch {
		t.Fatalf("spent %v", res.Spent)
	}
	r := only(t, res)
	if r.Text != `Only 5.00" of movement left.` || r.Rule != "order" || r.Obstacle != -1 || r.Zone != nil {
		t.Fatalf("reason %+v", r)
	}
}

// A 5" advance: move 4", pivot, then 1" more: pivots
// cost nothing.
func TestPivotsAreFree(t *testing.T) {
	w := world()
	res := plan(t, w, unit, advance(5), ahead(4*inch), turn(30), ahead(inch))
	if res.Clamped || !near(res.Spent, 5*inch, 1e-9) {
		t.Fatalf("legal move: spent %v, %+v", res.Spent, res.Reasons)
	}
	if !near(res.End.Heading, geom.Deg(30), 1e-12) {
		t.Fatalf("heading %v", res.End.Heading)
	}
	want := unit.Center.Add(geom.V(0, 4*inch)).Add(geom.Forward(geom.Deg(30)).Scale(inch))
	if !res.End.Center.Near(want) {
		t.Fatalf("ends at %v, want %v", res.End.Center, want)
	}
	res = plan(t, w, unit, advance(5), ahead(4*inch), turn(30), ahead(2*inch))
	if !near(res.Steps[2].Dist, inch, 1e-9) || only(t, res).Step != 2 {
		t.Fatalf("last step %v, reasons %+v", res.Steps[2].Dist, res.Reasons)
	}
}

// An advance turns at most 90° from the starting facing (TurnMax).
func TestTurnMax(t *testing.T) {
	res := plan(t, world(), unit, advance(5), turn(120))
	if !near(res.Steps[0].Angle, math.Pi/2, 1e-12) {
		t.Fatalf("turned %v°", geom.ToDeg(res.Steps[0].Angle))
	}
	// Two pivots of ≤ 90°, still ≤ 90° in all.
	lim := advance(5)
	lim.Pivots = 2
	res = plan(t, world(), unit, lim, turn(60), ahead(inch), turn(60))
	if !near(res.Steps[2].Angle, geom.Deg(30), 1e-12) {
		t.Fatalf("second pivot %v°", geom.ToDeg(res.Steps[2].Angle))
	}
	mentions(t, only(t, res), "90°")
	res = plan(t, world(), unit, lim, turn(-60), turn(-60))
	if !near(res.End.Heading, -math.Pi/2, 1e-12) {
		t.Fatalf("heading %v°", geom.ToDeg(res.End.Heading))
	}
}

// An advance has one pivot; a second is refused.
func TestSecondPivotRefused(t *testing.T) {
	res := plan(t, world(), unit, advance(5), turn(20), ahead(inch), turn(10))
	if res.Steps[2].Angle != 0 || res.Steps[0].Angle != geom.Deg(20) {
		t.Fatalf("steps %+v", res.Steps)
	}
	r := only(t, res)
	if r.Step != 2 || r.Text != "This order allows only 1 pivot." {
		t.Fatalf("reason %+v", r)
	}
	// An order with Pivots 0 has no pivot at all.
	res = plan(t, world(), unit, Limits{Budget: 2.5 * inch, Dirs: []geom.Vec{back}}, turn(10))
	mentions(t, only(t, res), "no pivot")
}

// An advance moves forward only.
func TestDirectionRefused(t *testing.T) {
	res := plan(t, world(), unit, advance(5), toward(right, inch))
	if res.Spent != 0 || res.End != unit {
		t.Fatalf("moved %v", res.Spent)
	}
	mentions(t, only(t, res), "does not allow moving right")
}

// A pivot onto a friend that the move then ends on is clamped at the end
// of the move; a last pivot the End gap forbids is turned less.
func TestEndPivotNearestAngle(t *testing.T) {
	w := pivotWall(friend, 10)
	res := plan(t, w, unit, free, turn(40))
	got, want := res.Steps[0].Angle, firstBad(62.5+10-0.5)
	if got > want+1e-9 || got < want-geom.Deg(0.01) {
		t.Fatalf("pivoted %.4f°, want %.4f°", geom.ToDeg(got), geom.ToDeg(want))
	}
	mentions(t, only(t, res), "Wall (friend)", "end the move")
	// A straight move after the pivot that clears the friend makes it legal.
	res = plan(t, w, unit, free, turn(40), toward(left, 30))
	if res.Clamped {
		t.Fatalf("pivot then clearing refused: %+v", res.Reasons)
	}
}

// When the last step cannot be fixed it is cancelled and the one before it
// is clamped instead.
func TestEndFallsBack(t *testing.T) {
	pal := rectPoly(900, 600, 600, 300) // y from 450 to 750: too deep to cross
	w := world(friend("Old Guard", pal))
	lim := Limits{Budget: 400, Dirs: []geom.Vec{fwd, right}, Pivots: 1}
	// Forward into the friend, then right: still in it, and no length of
	// the sidestep gets out, so it is cancelled and the advance shortened.
	res := plan(t, w, unit, lim, ahead(200), toward(right, 20))
	if res.Steps[1].Dist != 0 || !near(res.Steps[0].Dist, 99.5, 1e-6) {
		t.Fatalf("steps %+v, reasons %+v", res.Steps, res.Reasons)
	}
	if len(res.Reasons) != 2 || res.Reasons[0].Step != 0 || res.Reasons[1].Step != 1 {
		t.Fatalf("reasons %+v", res.Reasons)
	}
	mentions(t, res.Reasons[1], "Step 2 (straight) was cancelled", "Old Guard")
}

func TestEndProblem(t *testing.T) {
	foe := rectPoly(900, 600, 125, 100)
	w := world(enemy("Drowned Wardens", foe), friend("Old Guard", rectPoly(1200, 300, 100, 100)))
	if p := w.EndProblem(unit); p != nil {
		t.Fatalf("legal pose refused: %s", p.Text)
	}
	at := func(y float64) geom.Rect { r := unit; r.Center.Y = y; return r }
	if p := w.EndProblem(at(300 + 200 - inch)); p != nil { // exactly 1": gaps are inclusive
		t.Fatalf("exactly 1\" refused: %s", p.Text)
	}
	p := w.EndProblem(at(300 + 200 - inch + 0.01))
	if p == nil || p.Obstacle != 0 || p.Step != -1 || p.Rule != "gaps" {
		t.Fatalf("0.01 mm inside 1\": %+v", p)
	}
	mentions(t, *p, "Drowned Wardens", `1.00"`)
	r := unit
	r.Center.X = 1200 - 50 - 62.5 // touching the friend
	if p := w.EndProblem(r); p == nil || p.Obstacle != 1 {
		t.Fatalf("touching a friend: %+v", p)
	}
	r.Center = geom.V(30, 300)
	if p := w.EndProblem(r); p == nil || p.Obstacle != -1 {
		t.Fatalf("off the table: %+v", p)
	}
}

func TestStepKindString(t *testing.T) {
	if Straight.String() != "straight" || Pivot.String() != "pivot" || StepKind(7).String() != "StepKind(7)" {
		t.Fatal("StepKind.String")
	}
}

// Degenerate input is clamped with reasons, never a panic or a NaN.
func TestBadSteps(t *testing.T) {
	res := plan(t, world(), unit, free, Step{Kind: Straight, Dir: fwd, Dist: -3},
		Step{Kind: Straight, Dir: fwd, Dist: math.NaN()}, Step{Kind: Pivot, Angle: math.Inf(1)}, Step{Kind: Straight, Dist: 5})
	if len(res.Reasons) != 4 || res.End != unit {
		t.Fatalf("%+v", res)
	}
	// A step of no known kind is reported every time.
	res = world().Plan(unit, free, []Step{{Kind: 9}})
	if len(res.Reasons) != 1 || res.End != unit {
		t.Fatalf("%+v", res)
	}
	if res := plan(t, world(), unit, free); res.Clamped || res.End != unit || len(res.Steps) != 0 {
		t.Fatalf("no steps: %+v", res)
	}
}

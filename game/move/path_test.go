package move

import (
	"math"
	"testing"

	"warbench/game/geom"
)

// pathLim allows free paths of 500 mm and one pivot.
var pathLim = Limits{Budget: 500, FreePath: true, Pivots: 1}

// legTo builds a path leg to (x, y).
func legTo(x, y float64) Step { return Step{Kind: Path, To: geom.V(x, y)} }

// A path leg goes to a world point, keeps the heading and costs its
// length; a pivot after it faces somewhere.
func TestPathLeg(t *testing.T) {
	res := plan(t, world(), unit, pathLim, legTo(1000, 400), turn(45))
	if res.Clamped || res.End.Center != geom.V(1000, 400) || !near(res.End.Heading, math.Pi/4, 1e-12) {
		t.Fatalf("%+v", res)
	}
	if res.Poses[0].Heading != 0 || !near(res.Spent, math.Hypot(100, 100), 1e-12) {
		t.Fatalf("poses %+v spent %v", res.Poses, res.Spent)
	}
}

// Without FreePath a leg is refused; a leg longer than the budget left
// stops where the budget runs out.
func TestPathLimits(t *testing.T) {
	res := plan(t, world(), unit, free, legTo(1000, 400))
	mentions(t, only(t, res), "does not allow a free path")
	if res.Steps[0].To != unit.Center || res.End != unit {
		t.Fatalf("%+v", res)
	}
	lim := pathLim
	lim.Budget = 50
	res = plan(t, world(), unit, lim, legTo(1000, 300), legTo(1000, 400))
	if !res.End.Center.Near(geom.V(950, 300)) || res.Steps[1].To != res.Steps[0].To || !near(res.Spent, 50, 1e-9) {
		t.Fatalf("%+v", res)
	}
	if len(res.Reasons) != 2 {
		t.Fatalf("reasons %+v", res.Reasons)
	}
	mentions(t, res.Reasons[0], `Only 1.97" of movement left`)
	res = plan(t, world(), unit, pathLim, Step{Kind: Path, To: geom.V(math.NaN(), 3)})
	mentions(t, only(t, res), "finite point")
}

// A leg into terrain stops at contact; two legs around it pass.
func TestPathAroundObstacle(t *testing.T) {
	rock := rectPoly(900, 500, 100, 100) // y from 450, x from 850 to 950
	w := world(impassable("Old Mill", rock))
	res := plan(t, w, unit, pathLim, legTo(900, 700))
	if !res.End.Center.Near(geom.V(900, 400)) {
		t.Fatalf("ends at %v", res.End.Center)
	}
	mentions(t, only(t, res), "Old Mill", "may not move through")
	// Round its right side: the unit's left edge clears x = 950.
	lim := pathLim
	lim.Budget = 600
	res = plan(t, w, unit, lim, legTo(1013, 300), legTo(1013, 700))
	if res.Clamped || !near(res.Spent, 113+400, 1e-9) {
		t.Fatalf("%+v", res.Reasons)
	}
}

// A leg that ends on a friend ends short of it, never past the point it
// was going to.
func TestPathEndsShort(t *testing.T) {
	pal := rectPoly(900, 500, 200, 50) // y from 475 to 525
	w := world(friend("Old Guard", pal))
	res := plan(t, w, unit, pathLim, legTo(900, 450)) // front at 500: on the friend
	if !res.End.Center.Near(geom.V(900, 424.5)) {
		t.Fatalf("ends at %v", res.End.Center)
	}
	mentions(t, only(t, res), "Old Guard", "instead of")
}

// Regression: when the end of the move cancels a last leg, it stays where
// the leg before it now ends, so planning the answer again is unchanged.
func TestPathCancelledLegFollows(t *testing.T) {
	pal := rectPoly(900, 600, 600, 300) // y from 450 to 750: too deep to cross
	w := world(friend("Old Guard", pal))
	res := plan(t, w, unit, pathLim, legTo(900, 500), legTo(920, 500))
	if res.Steps[1].To != res.Steps[0].To || !res.End.Center.Near(geom.V(900, 399.5)) {
		t.Fatalf("steps %+v end %v", res.Steps, res.End.Center)
	}
	if len(res.Reasons) != 2 {
		t.Fatalf("reasons %+v", res.Reasons)
	}
	mentions(t, res.Reasons[1], "Step 2 (path) was cancelled", "Old Guard")
}

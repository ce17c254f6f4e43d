package move

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"warbench/game/geom"
)

const inch = geom.MMPerInch

// table is a 6' × 4' table.
var table = geom.Box{Min: geom.V(0, 0), Max: geom.V(1828.8, 1219.2)}

// inches writes a length in inches, as a ruleset measuring in inches does.
func inches(mm float64) string { return fmt.Sprintf("%.2f\"", mm/inch) }

// rectPoly returns the polygon of a W × D rectangle centred at (x, y),
// heading 0.
func rectPoly(x, y, w, d float64) geom.Poly {
	return geom.Rect{Center: geom.V(x, y), W: w, D: d}.Poly()
}

// enemy, friend and impassable build the obstacles of a ruleset that
// keeps 1" from enemies while moving and at the end, may cross friends but
// must end 0.5 mm from them, and may never enter impassable terrain.
func enemy(name string, p geom.Poly) Obstacle {
	return Obstacle{Name: name, Kind: "enemy", Piece: 1, Poly: p, Pass: inch, End: inch, PassRule: "gaps", EndRule: "gaps"}
}

func friend(name string, p geom.Poly) Obstacle {
	return Obstacle{Name: name, Kind: "friend", Piece: 2, Poly: p, Pass: Through, End: 0.5, PassRule: "gaps", EndRule: "gaps"}
}

func impassable(name string, p geom.Poly) Obstacle {
	return Obstacle{Name: name, Kind: "impassable terrain", Terrain: 3, Poly: p, Pass: 0, End: 0, PassRule: "terrain", EndRule: "terrain"}
}

// Local directions.
var (
	fwd   = geom.V(0, 1)
	back  = geom.V(0, -1)
	right = geom.V(1, 0)
	left  = geom.V(-1, 0)
)

// ahead and turn build steps.
func ahead(d float64) Step              { return Step{Kind: Straight, Dir: fwd, Dist: d} }
func toward(u geom.Vec, d float64) Step { return Step{Kind: Straight, Dir: u, Dist: d} }
func turn(deg float64) Step             { return Step{Kind: Pivot, Angle: geom.Deg(deg)} }

// advance is the Limits of an advance of sp inches: forward only, one
// pivot of at most 90°, never more than 90° from the starting facing.
func advance(sp float64) Limits {
	return Limits{Budget: sp * inch, Dirs: []geom.Vec{fwd}, Pivots: 1, PivotMax: math.Pi / 2, TurnMax: math.Pi / 2, Rule: "order"}
}

// free allows everything: 1000 mm, every direction, any pivots.
var free = Limits{Budget: 1000, Dirs: []geom.Vec{fwd, back, left, right}, Pivots: 10}

// sd is the oracle signed distance between two shapes, from geom alone:
// the distance when apart, minus the penetration depth when overlapping.
func sd(a, b geom.Shape) float64 {
	if d := geom.PenetrationDepth(a, b); d > 0 {
		return -d
	}
	return geom.Distance(a, b)
}

// near reports whether a and b are within tol.
func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// checkResult checks the invariants every result keeps: a step and a pose
// for each step asked, reasons that are sentences with a rule, and
// planning the clamped steps again changes nothing.
func checkResult(t *testing.T, w *World, start Body, lim Limits, steps []Step, res Result) {
	t.Helper()
	if len(res.Steps) != len(steps) || len(res.Poses) != len(steps) {
		t.Fatalf("got %d steps and %d poses for %d steps", len(res.Steps), len(res.Poses), len(steps))
	}
	if res.Clamped != (len(res.Reasons) > 0) {
		t.Fatalf("Clamped = %v with %d reasons", res.Clamped, len(res.Reasons))
	}
	for _, r := range res.Reasons {
		if r.Text == "" || !strings.HasSuffix(r.Text, ".") || r.Text[0] < 'A' || r.Text[0] > 'Z' {
			t.Errorf("reason %q is not a sentence", r.Text)
		}
		if r.Rule == "" {
			t.Errorf("reason %q has no rule", r.Text)
		}
	}
	again := w.PlanBody(start, lim, res.Steps)
	if again.Clamped || again.End != res.End || again.Spent != res.Spent {
		t.Fatalf("re-planning the clamped steps gives %+v, spent %v, reasons %+v; first %+v, spent %v", again.End, again.Spent, again.Reasons, res.End, res.Spent)
	}
}

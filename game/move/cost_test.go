package move

import (
	"testing"

	"warbench/game/geom"
)

// slow is slow ground costing k mm a mm, crossed and ended on freely.
func slow(name string, p geom.Poly, k float64) Obstacle {
	return Obstacle{Name: name, Kind: "difficult terrain", Terrain: 4, Poly: p, Pass: Through, End: Anywhere, Cost: k, PassRule: "terrain", EndRule: "terrain"}
}

// A unit advancing 6" into a band of slow ground costing 2 mm a mm: its
// front (y = 350) reaches the band (y ≥ 400) after 50 mm, which cost 50;
// the 102.4 mm left pay for 51.2 mm in the band: 101.2 mm in all.
func TestSlowGroundCostsDouble(t *testing.T) {
	band := rectPoly(900, 600, 1000, 400) // y 400..800
	w := world(slow("Old Wood", band, 2))
	res := plan(t, w, unit, advance(6), ahead(6*inch))
	if !near(res.Steps[0].Dist, 101.2, 1e-6) || !near(res.Spent, 6*inch, 1e-6) {
		t.Fatalf("moved %v mm spending %v, want 101.2 mm spending %v", res.Steps[0].Dist, res.Spent, 6*inch)
	}
	r := only(t, res)
	mentions(t, r, "Old Wood", "2 times")
	if r.Obstacle != 0 || r.Rule != "terrain" {
		t.Errorf("reason %+v", r)
	}
	// A unit starting inside (y 250..350 in a band y 200..480) pays 2
	// from the first mm.
	inside := world(slow("Old Wood", rectPoly(900, 340, 1000, 280), 2)) // y 200..480
	res = plan(t, inside, unit, advance(12), ahead(12*inch))
	// Its rear edge would leave after 230 mm, which cost 460 > 304.8: it
	// goes 152.4 mm, all in the wood.
	if !near(res.Steps[0].Dist, 152.4, 1e-6) {
		t.Errorf("inside the wood: moved %v mm, want 152.4", res.Steps[0].Dist)
	}
	// Touching the band's edge is not being in it: a step that ends with
	// the front edge on y = 400 costs its length.
	res = plan(t, w, unit, advance(6), ahead(50))
	if res.Clamped || !near(res.Spent, 50, 1e-9) {
		t.Errorf("up to the edge: spent %v, clamped %v", res.Spent, res.Clamped)
	}
}

// Where two slow pieces overlap, the dearer is paid; a path leg and a
// disc pay the same way; a costly piece with Cost ≤ 1 is open ground.
func TestSlowGroundOverlapsPathsAndDiscs(t *testing.T) {
	w := world(slow("Marsh", rectPoly(900, 600, 1000, 400), 2), slow("Bog", rectPoly(900, 450, 1000, 100), 3), slow("Grass", rectPoly(900, 300, 1000, 1000), 1))
	// Front edge 350: 50 mm open (50), 100 mm in the Bog at 3 (300):
	// 350 > 304.8, so 50 + 254.8/3 = 134.933 mm.
	res := plan(t, w, unit, advance(12), ahead(12*inch))
	if want := 50 + (12*inch-50)/3; !near(res.Steps[0].Dist, want, 1e-6) {
		t.Errorf("moved %v, want %v", res.Steps[0].Dist, want)
	}
	mentions(t, only(t, res), "Bog", "3 times")
	lim := Limits{Budget: 6 * inch, FreePath: true, Rule: "order"}
	leg := Step{Kind: Path, To: geom.V(900, 300+6*inch)}
	res = plan(t, w, unit, lim, leg)
	if got := res.End.Center.Y - 300; !near(got, 50+(6*inch-50)/3, 1e-6) {
		t.Errorf("path leg moved %v", got)
	}
	disc := Body{Pose: geom.Pose{Pos: geom.V(900, 300)}, W: 50, D: 50, Round: true}
	dres := w.PlanBody(disc, advance(6), []Step{ahead(6 * inch)})
	// The disc's edge (y = 325) reaches the Bog after 75 mm.
	if want := 75 + (6*inch-75)/3; !near(dres.Steps[0].Dist, want, 1e-6) {
		t.Errorf("disc moved %v, want %v", dres.Steps[0].Dist, want)
	}
	if again := w.PlanBody(disc, advance(6), dres.Steps); again.Clamped || again.Spent != dres.Spent {
		t.Errorf("disc re-planned: %+v", again.Reasons)
	}
}

package geom_test

import (
	"fmt"

	"warbench/game/geom"
)

// The Kings of War arcs (ArcCorner45) of a 100 mm × 50 mm unit facing up
// (heading 0). The arcs are divided by lines leaving each corner at 45°;
// a point on a front/flank line is in the front, one on a flank/rear line in
// the flank. ArcHalf180 (Confrontation) divides the table along the line
// through the centre instead: front above it (the line included), rear
// below.
//
//	   \              front             /
//	     \                            /
//	       \ FL (-50,25)  (50,25) FR /
//	         +----------------------+
//	left     |           ^          |     right
//	flank    |        (0,0)         |     flank
//	         +----------------------+
//	       /                          \
//	     /             rear             \
func ExampleArcOf() {
	unit := geom.Rect{Center: geom.V(0, 0), Heading: 0, W: 100, D: 50}
	for _, p := range []geom.Vec{
		geom.V(0, 100),   // straight ahead
		geom.V(60, 35),   // on the front/right 45° line: front wins
		geom.V(60, 30),   // below that line
		geom.V(60, -35),  // on the right/rear 45° line: the flank wins
		geom.V(-10, -90), // behind
	} {
		fmt.Printf("%v: %v / %v\n", p, geom.ArcOf(unit, geom.ArcCorner45, p), geom.ArcOf(unit, geom.ArcHalf180, p))
	}
	// A war engine wider than 50 mm shoots through a 50 mm front arc.
	fmt.Println(geom.ArcOf(geom.RectShootingArc(unit, 50), geom.ArcCorner45, geom.V(40, 30)))
	// Output:
	// {0 100}: front / front
	// {60 35}: front / front
	// {60 30}: right flank / front
	// {60 -35}: right flank / rear
	// {-10 -90}: rear / rear
	// right flank
}

// Overlap ignores contact: bases in base contact touch but do not overlap.
func ExampleOverlap() {
	a := geom.Rect{Center: geom.V(0, 0), W: 100, D: 50}
	b := geom.Rect{Center: geom.V(100, 0), W: 100, D: 50} // side by side
	c := geom.Rect{Center: geom.V(99.99, 0), W: 100, D: 50}
	fmt.Println(geom.Overlap(a, b), geom.Distance(a, b))
	fmt.Println(geom.Overlap(a, c))
	// Output:
	// false 0
	// true
}

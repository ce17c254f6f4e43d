package move

import (
	"testing"

	"warbench/game/geom"
)

// One world serves each of its pieces as the mover: Without(id) is the
// world with that piece's footprint gone. A piece 1" ahead stops a unit's
// 2" move in the whole world; without it the unit moves the whole 2", as
// in a world built without it. The world it came from is left whole, and
// terrain with the same number is kept.
func TestWithoutLeavesOutOnePiece(t *testing.T) {
	start := geom.Rect{Center: geom.V(300, 300), W: 100, D: 40}
	ahead := Obstacle{Name: "ahead", Kind: "friend", Piece: 7, Poly: rectPoly(300, 300+40+inch, 100, 40), PassRule: "gaps", EndRule: "gaps"}
	rock := impassable("rock", rectPoly(800, 800, 100, 40))
	rock.Terrain = 7
	whole := NewWorld(table, "edge", []Obstacle{ahead, rock}, inches)
	lim := Limits{Budget: 6 * inch, Dirs: []geom.Vec{geom.V(0, 1)}}
	steps := []Step{{Kind: Straight, Dir: geom.V(0, 1), Dist: 2 * inch}}
	got := whole.Without(7).Plan(start, lim, steps)
	want := NewWorld(table, "edge", []Obstacle{rock}, inches).Plan(start, lim, steps)
	if got.End != want.End || got.End.Center.Dist(geom.V(300, 300+2*inch)) > 1e-6 {
		t.Fatalf("without the piece ahead the unit ends at %v, want %v (2\" forward)", got.End, want.End)
	}
	if stopped := whole.Plan(start, lim, steps); stopped.End.Center.Y > 300+inch+1e-6 {
		t.Fatalf("the whole world let the unit through the piece ahead, to %v", stopped.End)
	}
	if len(whole.Without(7).Obstacles[1].Poly) == 0 {
		t.Fatal("the terrain numbered like the piece was left out too")
	}
}

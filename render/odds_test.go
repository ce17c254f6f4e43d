package render

import (
	"testing"

	"warbench/game/geom"
)

// The odds card never covers what it is about: it goes beside the target
// (right, else left, else above or below), inside the table view.
func TestOddsCardKeepsClearOfItsTarget(t *testing.T) {
	view := geom.Box{Min: geom.V(0, 34), Max: geom.V(980, 800)}
	size := geom.V(oddsW, 200)
	for _, target := range []geom.Box{
		{Min: geom.V(100, 100), Max: geom.V(200, 160)},   // room on the right
		{Min: geom.V(800, 100), Max: geom.V(900, 160)},   // only on the left
		{Min: geom.V(300, 600), Max: geom.V(700, 780)},   // low on the screen
		{Min: geom.V(-100, 300), Max: geom.V(1100, 400)}, // as wide as the view
	} {
		at := oddsSpot(target, view, size)
		card := geom.Box{Min: at, Max: at.Add(size)}
		if card.Overlaps(target) {
			t.Errorf("the card %v covers its target %v", card, target)
		}
		if card.Min.X < view.Min.X || card.Max.X > view.Max.X || card.Min.Y < view.Min.Y || card.Max.Y > view.Max.Y {
			t.Errorf("the card %v leaves the view for target %v", card, target)
		}
	}
}

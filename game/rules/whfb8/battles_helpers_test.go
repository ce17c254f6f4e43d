package whfb8

import (
	"testing"

	"warbench/game/engine"
)

// takeHalf gives the roll-off winner's choice of table half: the i-th
// of the halves offered.
func takeHalf(t *testing.T, g *engine.Game, i int) {
	t.Helper()
	d := g.Decision()
	if len(d.Options) <= i || d.Options[i].Kind != (ChooseHalf{}).Kind() {
		t.Fatalf("want a choice of half, got %+v", d)
	}
	do(t, g, d.Options[i].Order)
}

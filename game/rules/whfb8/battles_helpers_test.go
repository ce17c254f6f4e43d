package whfb8

import (
	"testing"

	"warbench/game/ai"
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

// firstSpot is the first legal placement of a waiting unit that
// ai.DeployOrders finds.
func firstSpot(t *testing.T, g *engine.Game, id engine.PieceID) engine.Order {
	t.Helper()
	for _, opt := range g.Rules.Orders(g.State, id) {
		if opt.Kind != (Deploy{}).Kind() {
			continue
		}
		if os := ai.DeployOrders(g.Rules, g.State, g.State.Piece(id).Owner, id, opt, 12); len(os) > 0 {
			return os[0]
		}
	}
	t.Fatalf("nowhere to deploy %s", g.State.Piece(id).Name)
	return nil
}

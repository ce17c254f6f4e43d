package whfb8

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/scenario"
)

// whfb8 §12: "Alternating units: roll off to see who sets up the first
// unit, then take turns to deploy one unit at a time in your own zone";
// "First turn: roll off after deployment; the player who finished
// deploying first adds +1".
func TestAlternatingDeployment(t *testing.T) {
	sc, err := scenario.Load(Example, ExampleScenario)
	if err != nil {
		t.Fatal(err)
	}
	sc.State.Deployment = PlayersDeploy
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	if g.State.Phase != DeployPhase || len(g.Decision().Waiting) != 8 {
		t.Fatalf("phase %q, decision %+v", g.State.Phase, g.Decision())
	}
	takeHalf(t, g, 0)
	// Regression: before turn 1 every turn-stamped counter read as "done
	// this turn" (a unit counted as stupid), so no Deploy was offered to
	// the window or the computer.
	d := g.Decision()
	if opts := g.Rules.Orders(g.State, d.Pieces[0]); len(opts) != 1 || opts[0].Kind != (Deploy{}).Kind() {
		t.Fatalf("the unit to deploy is offered %v, want Deploy", opts)
	}
	// outside the zone: refused, naming the rule
	p := g.State.Piece(d.Pieces[0])
	mid := geom.V(p.Pose.Pos.X, 24*Inch)
	if _, err := g.Do(NewDeploy(d.Player, p.ID, []move.Step{{Kind: move.Path, To: mid}})); err == nil || !strings.Contains(err.Error(), "deployment zone") {
		t.Errorf("deployed in the middle of the table: %v", err)
	}
	var players []engine.PlayerID
	for g.State.Phase == DeployPhase {
		d := g.Decision()
		players = append(players, d.Player)
		p := g.State.Piece(d.Pieces[0])
		do(t, g, NewDeploy(d.Player, p.ID, []move.Step{{Kind: move.Path, To: p.Pose.Pos}}))
	}
	for i := 1; i < len(players); i++ {
		if players[i] == players[i-1] {
			t.Errorf("player %d deployed twice in a row: %v", players[i], players)
		}
	}
	last := g.Log[len(g.Log)-1].Events
	if g.State.Turn != 1 || g.State.Phase != Charge || !strings.Contains(last[len(last)-2].Text, "Roll-off for the first turn (+1 for finishing deployment first)") {
		t.Errorf("after deployment: turn %d, %s, %v", g.State.Turn, g.State.Phase, texts(last))
	}
	// the player who deployed first finished first, and gets the +1
	if sd := g.State.Side(players[0]); sd.Counter("deployed-first") != 1 {
		t.Errorf("player %d finished first but has no +1", players[0])
	}
}

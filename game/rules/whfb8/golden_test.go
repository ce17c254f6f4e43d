package whfb8

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/move"
)

var update = flag.Bool("update", false, "rewrite testdata/golden-game.txt")

// scriptTurn plays the decision in front of it the same way every time,
// through the Ruleset contract only: react with the first option offered
// (Hold, §4.3) in odd game turns and the last (Flee when it may) in even
// ones, charge the first legal target, shoot the
// first legal target, fight every combat, move every unit forward as far
// as the solver allows (§4.7), then end the phase.
func scriptTurn(t *testing.T, g *engine.Game) []engine.Event {
	t.Helper()
	d := g.Decision()
	if d.Kind == engine.React {
		if g.State.Turn%2 == 1 {
			return do(t, g, d.Options[0].Order)
		}
		return do(t, g, d.Options[len(d.Options)-1].Order)
	}
	for _, id := range d.Pieces {
		for _, opt := range g.Rules.Orders(g.State, id) {
			switch opt.Pick {
			case engine.PickNow:
				return do(t, g, opt.Order)
			case engine.PickTarget:
				for _, tg := range g.Rules.Targets(g.State, id, opt, nil) {
					if tg.Legal {
						return do(t, g, tg.Order)
					}
				}
			case engine.PickMove:
				if opt.Kind != (Move{Mode: Normal}).Kind() {
					continue
				}
				o, _ := g.Rules.MoveOrder(d.Player, id, opt.Kind, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: opt.Move.Budget}})
				res, err := g.Rules.PreviewMove(g.State, o)
				if err != nil {
					continue
				}
				o, _ = g.Rules.MoveOrder(d.Player, id, opt.Kind, res.Steps)
				return do(t, g, o)
			}
		}
	}
	return do(t, g, engine.EndPhase{By: d.Player})
}

// A whole game of the sample scenario, played by the script above to
// its end, fixed event by event with the final hash: any change to the
// rules' dice, texts or geometry shows here (rewrite with -update after a
// deliberate change and read the diff).
func TestGoldenGame(t *testing.T) {
	g := example(t)
	var b strings.Builder
	write := func(ev []engine.Event) {
		for _, e := range ev {
			fmt.Fprintf(&b, "%s %s: %s\n", e.Kind, e.Rule, e.Text)
		}
	}
	write(g.Log[0].Events)
	for n := 0; !g.State.Over; n++ {
		if n > 2000 {
			t.Fatal("the game did not end in 2000 orders")
		}
		write(scriptTurn(t, g))
	}
	fmt.Fprintf(&b, "score: %s\nhash: %s\n", g.Rules.Score(g.State).Text, g.State.Hash())
	const path = "testdata/golden-game.txt"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("the game differs from %s; run with -update and read the diff", path)
	}
}

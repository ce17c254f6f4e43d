package cli

import (
	"encoding/json"
	"testing"

	"warbench/game/engine"
)

// The score's breakdown is written once the game is over, player 1's
// lines then player 2's, each with its tone; while the game runs, and
// for a ruleset that gives none, the field is left out, so the outputs
// of games in progress read as before.
func TestScoreLinesWhenOver(t *testing.T) {
	sc := engine.Score{Points: [3]int{0, 355, 90}, Winner: 1, Text: "Player 1 wins, 355 - 90"}
	sc.Lines[1] = []engine.Line{{Text: "Kill: 355", Tone: engine.Good}}
	sc.Lines[2] = []engine.Line{{Text: "Kill: 90", Tone: engine.Bad}}
	b, err := json.Marshal(scoreOf(sc, true))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"points":[355,90],"winner":1,"text":"Player 1 wins, 355 - 90","lines":[[{"text":"Kill: 355","tone":"good"}],[{"text":"Kill: 90","tone":"bad"}]]}`
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	for _, c := range []struct {
		sc   engine.Score
		over bool
	}{{sc, false}, {engine.Score{Text: "toy"}, true}} {
		b, _ := json.Marshal(scoreOf(c.sc, c.over))
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		if _, ok := m["lines"]; ok {
			t.Errorf("over %v: lines written: %s", c.over, b)
		}
	}
}

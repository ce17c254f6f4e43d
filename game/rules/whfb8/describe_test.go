package whfb8

import (
	"testing"

	"warbench/game/engine"
)

// whfb8 §2.1: the unit card prints the stat line as the rulebook does,
// M WS BS S T W I A Ld, under the troop type and formation (§2.3).
func TestCardStatLine(t *testing.T) {
	g := example(t)
	p := byName(t, g.State, "Ashmark Halberdiers")
	card := g.Rules.Card(g.State, p.ID)
	want := []string{
		"Infantry · 25 models, 5 × 5",
		"M  WS BS S  T  W  I  A  Ld",
		"4  3  3  3  3  1  3  1  7 ",
	}
	for i, w := range want {
		if card[i].Text != w {
			t.Errorf("line %d: %q, want %q", i, card[i].Text, w)
		}
	}
	_, tags := g.Rules.Tags(g.State, p.ID)
	if len(tags) == 0 || tags[0] != (engine.Line{Text: "25"}) {
		t.Errorf("tags %v: want the model count first", tags)
	}
}

package kow_test

import (
	"slices"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// kow2 §2.5: the stat line reads as the book prints it ("-" for no ranged
// attack and for a Fearless waver value); the tags are the damage and the
// statuses of §6.5 and §7.3, with their tones, and the unit card says the
// same in words.
func TestProfileTagsAndCard(t *testing.T) {
	r := kow.New(kow.KoW2)
	p := gametest.Stat(gametest.KoW(1, 1, "Wardens", "Inf", "regiment", 36, 10, 0), "waver", 0)
	if got, want := r.Profile(&p), "Sp 5  Me 4+  Ra -  De 4+  Att 10  Ne -/15"; got != want {
		t.Errorf("profile %q, want %q", got, want)
	}
	s := gametest.Table(72, 48, p).State
	if dmg, tags := r.Tags(s, 1); dmg != 0 || len(tags) != 0 {
		t.Errorf("a fresh unit is tagged %d %v", dmg, tags)
	}
	if !slices.Contains(r.Card(s, 1), engine.Line{Text: "Status: steady, no damage", Tone: engine.Good}) {
		t.Errorf("card %v", r.Card(s, 1))
	}
	u := s.Piece(1)
	u.SetCounter("damage", 3)
	u.SetCounter("wavered", 4)
	u.SetCounter("disordered", 4)
	dmg, tags := r.Tags(s, 1)
	want := []engine.Line{{Text: kow.StatusWavered, Tone: engine.Warn}, {Text: kow.StatusDisordered, Tone: engine.Bad}}
	if dmg != 3 || !slices.Equal(tags, want) {
		t.Errorf("tags %d %v", dmg, tags)
	}
	if !slices.Contains(r.Card(s, 1), engine.Line{Text: "Status: 3 damage, wavered, disordered", Tone: engine.Bad}) {
		t.Errorf("card %v", r.Card(s, 1))
	}
}

// kow2 §9: every kind of terrain has its rules written on its card, for
// the player who selects a piece of it.
func TestTerrainCards(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, k := range table.Kinds() {
		s := gametest.Table(72, 48).With(gametest.Terrain(1, "Piece", k, 1, gametest.Box(36, 24, 4, 4))).State
		card := r.TerrainCard(s, 1)
		if len(card) < 2 || card[len(card)-1].Text != "(kow2/9)" {
			t.Errorf("%s: card %v", k, card)
		}
	}
	if card := r.TerrainCard(gametest.Table(72, 48).State, 1); card != nil {
		t.Errorf("no terrain 1, card %v", card)
	}
}

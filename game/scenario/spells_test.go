package scenario_test

import (
	"slices"
	"testing"
	"testing/fstest"

	_ "warbench/game/rules/all"
	"warbench/game/scenario"
)

// A unit's spells reach its placed piece among its rules, as written, so
// the ruleset can cast them; the army file's special rules are unchanged.
func TestSpellsReachThePiece(t *testing.T) {
	fsys := fstest.MapFS{
		"b.scenario.yaml": {Data: []byte(`name: Duel
ruleset: kow2
seed: 1
layout: f.layout.yaml
armies:
  - {player: 1, army: a.army.yaml, deploy: [{unit: mage, at: [24, 6], facing: 0}]}
  - {player: 2, army: a.army.yaml, deploy: [{unit: mage, at: [24, 42], facing: 180}]}
`)},
		"f.layout.yaml": {Data: []byte("name: Field\ntable: {width: 48, depth: 48}\n")},
		"a.army.yaml": {Data: []byte(`name: Mages
units:
  - {id: mage, name: Mage, type: Hero/Inf, size: single, base: [25, 25], stats: {sp: 5, me: 4, ra: 0, de: 4, att: 2, waver: 11, rout: 13, pts: 80}, special: [Individual], spells: [Lightning Bolt(3), Fireball(5)]}
`)},
	}
	s, err := scenario.Load(fsys, "b.scenario.yaml")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Fireball(5)", "Individual", "Lightning Bolt(3)"}
	if got := s.State.Pieces[0].Rules; !slices.Equal(got, want) {
		t.Fatalf("rules %q, want %q", got, want)
	}
}

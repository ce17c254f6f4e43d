package save_test

import (
	"strings"
	"testing"

	"warbench/game/rules/toy"
	"warbench/game/save"
)

// A header's victory condition and game size go into the game's State,
// and into its save: the game loads again with them; a roll is rolled
// with the game's own dice, so the same seed rolls the same; an unknown
// victory or a negative size is refused.
func TestHeaderChoosesVictoryAndPoints(t *testing.T) {
	sc, src, err := save.OpenScenario(toy.Example, toy.ExampleScenario, false)
	if err != nil {
		t.Fatal(err)
	}
	h := save.NewHeader(sc, src, 0, nil, nil)
	h.Victory, h.Points = "flag", 1500
	s, err := save.New(h)
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	if st := s.Game.State; st.Victory != "flag" || st.Points != 1500 {
		t.Fatalf("victory %q, points %d; want flag, 1500", st.Victory, st.Points)
	}
	var b strings.Builder
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	l, _, err := save.Load(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if st := l.Game.State; st.Victory != "flag" || st.Points != 1500 {
		t.Fatalf("loaded: victory %q, points %d; want flag, 1500", st.Victory, st.Points)
	}

	h.Victory, h.Points = save.RollVictory, 0
	r1, err := save.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if r1.Game.State.Victory != "flag" || r1.Game.State.Dice.Count() != 1 {
		t.Fatalf("rolled %q with %d dice; want flag with 1", r1.Game.State.Victory, r1.Game.State.Dice.Count())
	}
	if r1.Header.Initial == s.Header.Initial {
		t.Fatal("the roll left the first State's hash unchanged")
	}

	for _, bad := range []save.Header{{Victory: "nonesuch"}, {Points: -5}} {
		h2 := save.NewHeader(sc, src, 0, nil, nil)
		h2.Victory, h2.Points = bad.Victory, bad.Points
		if _, err := save.New(h2); err == nil {
			t.Errorf("victory %q, points %d: no error", bad.Victory, bad.Points)
		}
	}
}

// A header's house rules replace the scenario's: an empty list plays
// none, a rule the ruleset does not offer (the toy system offers none) is
// refused with the field named, and a header without the field keeps the
// scenario's own and is written as before (no "house_rules" key).
func TestHeaderChoosesHouseRules(t *testing.T) {
	sc, src, err := save.OpenScenario(toy.Example, toy.ExampleScenario, false)
	if err != nil {
		t.Fatal(err)
	}
	h := save.NewHeader(sc, src, 0, nil, nil)
	plain, err := save.New(h)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := plain.Save(&b); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "house_rules") {
		t.Fatal("a header that chose no house rules writes the field")
	}
	h.HouseRules = []string{}
	none, err := save.New(h)
	if err != nil {
		t.Fatal(err)
	}
	if none.Game.State.HouseRules != nil || none.Header.Initial != plain.Header.Initial {
		t.Fatalf("an empty list: house rules %q, initial state changed: %v", none.Game.State.HouseRules, none.Header.Initial != plain.Header.Initial)
	}
	h.HouseRules = []string{"long_strikes"}
	if _, err := save.New(h); err == nil || !strings.Contains(err.Error(), "house_rules") {
		t.Fatalf("an unknown house rule: %v", err)
	}
}

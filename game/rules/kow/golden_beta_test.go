package kow_test

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
)

// A whole closed-beta game of the built-in beta battle, scripted like the
// 2nd-edition golden game, with the scenario's seed: any change to a beta
// rule's outcome, its dice or its log text shows up here (kow-beta
// §4-§8). The log must show the beta at work: nerve against one Ne,
// Disordered rather than Wavered, and no D6 for an extra turn (§11 A29).
// Run with -update to accept a deliberate change.
func TestGoldenBetaGame(t *testing.T) {
	sc, err := scenario.Load(kow.BetaExample, kow.BetaScenario)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	got := playScripted(t, g)
	for _, want := range []string{"kowbeta/", "against Ne ", "(Disordered "} {
		if !strings.Contains(got, want) {
			t.Errorf("the beta game's log never says %q", want)
		}
	}
	for _, never := range []string{"Wavered", "one more turn", "Thunderous"} {
		if strings.Contains(got, never) {
			t.Errorf("the beta game's log says %q", never)
		}
	}
	compareGolden(t, "testdata/golden-beta-game.txt", got)
}

package kow_test

import (
	"pgregory.net/rapid"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// closerBattle loads and starts the built-in battle, then moves each army
// the given number of inches towards the centre line, so that moves and
// charges meet enemies often. Some units may then stand on terrain; the
// property tests only count new problems, or drop such units.
func closerBattle(rt *rapid.T, inches float64) (*kow.Ruleset, *engine.State) {
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		rt.Fatal(err)
	}
	r := sc.Rules.(*kow.Ruleset)
	gametest.StartP1(r, sc.State)
	for i := range sc.State.Pieces {
		p := &sc.State.Pieces[i]
		p.Pose.Pos.Y += inches * kow.Inch * float64(3-2*p.Owner) // player 1 north, player 2 south
	}
	return r, sc.State
}

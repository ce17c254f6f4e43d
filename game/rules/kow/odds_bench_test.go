package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
)

// BenchmarkOdds is the exact damage distribution and nerve outcome of a
// 60-dice attack with re-rolls to hit and to damage (budget: 1 ms), as the
// shooting planner asks for it on hover.
func BenchmarkOdds(b *testing.B) {
	shooter := gametest.Stat(archers("Elite", "Vicious"), "att", 60)
	target := gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 24, 180, "Inspiring")
	g := started(gametest.Table(72, 48, shooter, target))
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		b.Fatal(err)
	}
	o := kow.Shoot{By: 1, Unit: 1, Target: 2}
	if odds, err := g.Rules.Odds(g.State, o); err != nil || len(odds.Damage) != 61 {
		b.Fatalf("odds %v, %d outcomes", err, len(odds.Damage))
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := g.Rules.Odds(g.State, o); err != nil {
			b.Fatal(err)
		}
	}
}

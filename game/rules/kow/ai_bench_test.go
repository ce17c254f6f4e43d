package kow_test

import (
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// battle20 is the built-in battle with 20 units a side: nine of each
// side's units copied 10" nearer the centre, started, player 1 to move.
func battle20(tb testing.TB) *engine.Game {
	tb.Helper()
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		tb.Fatal(err)
	}
	s := sc.State
	next := engine.PieceID(0)
	for _, p := range s.Pieces {
		next = max(next, p.ID)
	}
	var extra []engine.Piece
	for pl := engine.PlayerID(1); pl <= 2; pl++ {
		n := 0
		for _, p := range s.Pieces {
			if p.Owner != pl || n == 9 {
				continue
			}
			n++
			next++
			c := *s.Clone().Piece(p.ID)
			c.ID = next
			c.Name += " II"
			if pl == 1 {
				c.Pose.Pos.Y += 10 * kow.Inch
			} else {
				c.Pose.Pos.Y -= 10 * kow.Inch
			}
			extra = append(extra, c)
		}
	}
	s.Pieces = append(s.Pieces, extra...)
	s.SortPieces()
	if bad := engine.Invariants(sc.Rules, s, 1e-6); len(bad) > 0 {
		tb.Fatal(bad)
	}
	g := &engine.Game{Rules: sc.Rules, State: s}
	g.Start()
	for g.State.Active != 1 || g.State.Phase != kow.Movement {
		g.Do(engine.EndPhase{By: g.State.Active})
	}
	return g
}

// BenchmarkAITurn is one whole computer turn (movement, shooting and
// melee phases) for 20 units against 20, at the normal level: the budget
// is 1 s on a 2-core machine (DESIGN.md, performance budgets).
func BenchmarkAITurn(b *testing.B) {
	start := battle20(b)
	for b.Loop() {
		kow.ForgetAIMemos() // a turn of its own: nothing remembered from the last
		g := &engine.Game{Rules: start.Rules, State: start.State.Clone()}
		p, _ := ai.New("normal", g.Rules, 1)
		for g.State.Active == 1 && !g.State.Over {
			c := ai.Next(g, p)
			if _, err := g.Do(c.Order); err != nil {
				b.Fatal(err)
			}
		}
	}
}

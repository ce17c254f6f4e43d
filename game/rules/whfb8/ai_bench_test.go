package whfb8

import (
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/scenario"
)

// battle12 is the sample battle with war machines, each side's six units
// copied 10" nearer the centre: 12 units a side, the copies 12" apart,
// started, player 1 to move.
func battle12(tb testing.TB) *engine.Game {
	tb.Helper()
	sc, err := scenario.Load(Example, "example/cairn-ridge-guns.scenario.yaml")
	if err != nil {
		tb.Fatal(err)
	}
	s := sc.State
	next := engine.PieceID(0)
	for _, p := range s.Pieces {
		next = max(next, p.ID)
	}
	var extra []engine.Piece
	for _, p := range s.Pieces {
		next++
		c := *s.Clone().Piece(p.ID)
		c.ID = next
		c.Name += " II"
		if p.Owner == 1 {
			c.Pose.Pos.Y += 10 * Inch
		} else {
			c.Pose.Pos.Y -= 10 * Inch
		}
		extra = append(extra, c)
	}
	s.Pieces = append(s.Pieces, extra...)
	s.SortPieces()
	if bad := engine.Invariants(sc.Rules, s, 1e-6); len(bad) > 0 {
		tb.Fatal(bad)
	}
	g := &engine.Game{Rules: sc.Rules, State: s}
	g.Start()
	for g.State.Active != 1 || g.State.Phase != Charge {
		g.Do(engine.EndPhase{By: g.State.Active})
	}
	return g
}

// BenchmarkAITurn is one whole computer turn (charges, movement, magic,
// shooting and combat) for 12 units against 12, the nearest 12" apart,
// at the normal level, with nothing remembered from an earlier turn: the
// budget is 1 s on a 2-core machine (DESIGN.md, performance budgets).
func BenchmarkAITurn(b *testing.B) {
	start := battle12(b)
	for b.Loop() {
		gainMemo.Forget() // a turn of its own: nothing remembered from the last
		woundsMemo.Forget()
		shotMemo.Forget()
		g := &engine.Game{Rules: start.Rules, State: start.State.Clone()}
		p, _ := ai.New("normal", g.Rules, 1)
		q, _ := ai.New(ai.Naive, g.Rules, 1) // the enemy's answers (reactions, pursuits)
		for g.State.Active == 1 && !g.State.Over {
			who := p
			if g.Decision().Player != 1 {
				who = q
			}
			c := ai.Next(g, who)
			if _, err := g.Do(c.Order); err != nil {
				b.Fatal(err)
			}
		}
	}
}

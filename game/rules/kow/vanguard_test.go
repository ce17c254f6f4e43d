package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// kow2 §4.12: after deployment each Vanguard unit may make one Advance or
// At the Double; with Vanguard units on both sides the players roll off
// and then alternate one unit at a time; then turn 1 begins.
func TestVanguardMoves(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Scouts", "Inf", "troop", 20, 6, 0, "Vanguard"),
		gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 6, 0),
		gametest.KoW(3, 2, "Rangers", "Inf", "troop", 20, 42, 180, "Vanguard"),
		gametest.KoW(4, 2, "Riders", "Cav", "troop", 50, 42, 180, "Vanguard", "Shambling"))
	g := started(s)
	st := g.State
	if st.Phase != kow.VanguardPhase || st.Turn != 0 {
		t.Fatalf("phase %q turn %d, want the Vanguard phase before turn 1", st.Phase, st.Turn)
	}
	first := st.Active
	// Only Vanguard units, only Advance or At the Double.
	if opts := g.Rules.Orders(st, 2); len(opts) != 0 {
		t.Fatalf("a unit without Vanguard is offered %v", opts)
	}
	mover := engine.PieceID(1)
	if first == 2 {
		mover = 3
	}
	if _, err := g.Do(kow.NewMove(first, mover, kow.Back, []move.Step{back(1)})); err == nil {
		t.Fatal("a Vanguard move went Back")
	}
	if _, err := g.Do(kow.NewMove(first, mover, kow.AtTheDouble, []move.Step{fwd(10)})); err != nil {
		t.Fatal(err)
	}
	if st.Active == first {
		t.Fatal("the Vanguard moves did not alternate")
	}
	// Shambling units may go At the Double in their Vanguard move.
	if st.Active == 2 {
		if _, err := g.Do(kow.NewMove(2, 4, kow.AtTheDouble, []move.Step{fwd(3)})); err != nil {
			t.Fatalf("a Shambling Vanguard unit could not go At the Double: %v", err)
		}
	} else {
		if _, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)})); err != nil {
			t.Fatal(err)
		}
	}
	for st.Phase == kow.VanguardPhase {
		if _, err := g.Do(engine.EndPhase{By: st.Active}); err != nil {
			t.Fatal(err)
		}
	}
	if st.Turn != 1 || st.Phase != kow.Movement || st.Active != st.First {
		t.Fatalf("after the Vanguard moves: turn %d, %s, player %d", st.Turn, st.Phase, st.Active)
	}
	if _, err := g.Do(kow.NewMove(1, 2, kow.Advance, []move.Step{fwd(1)})); err != nil {
		t.Fatalf("turn 1 orders refused: %v", err)
	}
}

// Without Vanguard units the game starts at turn 1.
func TestNoVanguardNoPhase(t *testing.T) {
	g := started(gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 6, 0)))
	if g.State.Phase != kow.Movement || g.State.Turn != 1 {
		t.Fatalf("phase %q turn %d", g.State.Phase, g.State.Turn)
	}
}

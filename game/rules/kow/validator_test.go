package kow_test

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// kow2 §4.9 "Restrictions by status, type and rule (validator table)",
// every cell: each row is a condition of the Spears (Inf regiment, Sp 5,
// Ra 4+ with 24" bows), each column an order, ✓ legal and ✗ refused:
//
//	| Condition | Halt | CF | Adv | Back | Side | AtD | Charge | Counter | Shoot |
//	| Normal    | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | if charged last turn | ✓ |
//	| Wavered   | ✓ | ✓ | ✗ | ✓ | ✗ | ✗ | ✗ | ✗ (✓ with Fury) | ✗ (it is Disordered) |
//	| Wavered, Headstrong roll 4+ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✗ (still Disordered) |
//	| Disordered | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✓ | ✗ (includes spells) |
//	| War Engine | ✓ | ✓ | ✓ | ✓ | ✓ | ✗ | ✗ | ✗ | ✓ (48" default) |
//	| Shambling | ✓ | ✓ | ✓ | ✓ | ✓ | ✗ (except the Vanguard move) | ✓ | ✓ | ✓ |
//	| Reload!   | | | | | | | | | only if it Halted |
//	| In contact with an enemy | ... | ✗, and it cannot be shot at |
func TestValidatorTable(t *testing.T) {
	const (
		halt = iota
		changeFacing
		advance
		backStep
		sidestep
		atTheDouble
		charge
		counter
		shoot
		columns
	)
	names := [columns]string{"Halt", "Change Facing", "Advance", "Back", "Sidestep", "At the Double", "Charge", "Counter-charge", "Shoot"}
	type row struct {
		name  string
		apply func(s *engine.State, p *engine.Piece)
		want  [columns]bool
	}
	wavered := func(s *engine.State, p *engine.Piece) {
		p.SetCounter("wavered", 99)
		p.SetCounter("disordered", 99)
	}
	rows := []row{
		{"Normal", func(*engine.State, *engine.Piece) {}, [columns]bool{true, true, true, true, true, true, true, true, true}},
		{"Wavered", wavered, [columns]bool{true, true, false, true, false, false, false, false, false}},
		{"Wavered with Fury", func(s *engine.State, p *engine.Piece) { wavered(s, p); withRule(p, "Fury") },
			[columns]bool{true, true, false, true, false, false, false, true, false}},
		{"Wavered, Headstrong roll 4+", func(s *engine.State, p *engine.Piece) {
			wavered(s, p)
			withRule(p, "Headstrong")
			p.SetCounter("steadied", playerTurnOf(s))
		}, [columns]bool{true, true, true, true, true, true, true, true, false}},
		{"Disordered", func(_ *engine.State, p *engine.Piece) { p.SetCounter("disordered", 99) },
			[columns]bool{true, true, true, true, true, true, true, true, false}},
		{"War Engine", func(_ *engine.State, p *engine.Piece) { p.Type = "WE" },
			[columns]bool{true, true, true, true, true, false, false, false, true}},
		{"Shambling", func(_ *engine.State, p *engine.Piece) { withRule(p, "Shambling") },
			[columns]bool{true, true, true, true, true, false, true, true, true}},
	}
	steps := [atTheDouble + 1]struct {
		k     kow.OrderKind
		steps []move.Step
	}{
		{kow.Halt, nil}, {kow.ChangeFacing, []move.Step{pivot(90)}}, {kow.Advance, []move.Step{fwd(1)}},
		{kow.Back, []move.Step{back(1)}}, {kow.Sidestep, []move.Step{{Kind: move.Straight, Dir: geom.V(1, 0), Dist: 1 * in}}},
		{kow.AtTheDouble, []move.Step{fwd(1)}},
	}
	spearsWithBows := func() engine.Piece { return gametest.Stat(spears("Bows (Range 24)"), "ra", 4) }
	for _, rw := range rows {
		var got [columns]bool
		// The orders of the movement phase, the Wolves 6.9" in front.
		for c := halt; c <= charge; c++ {
			g := started(gametest.Table(72, 48, spearsWithBows(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)))
			rw.apply(g.State, g.State.Piece(1))
			if c == charge {
				got[c] = target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2).Legal
				continue
			}
			got[c] = g.Rules.Check(g.State, kow.NewMove(1, 1, steps[c].k, steps[c].steps)) == nil
		}
		// The counter-charge on the Wolves that charged the Spears' flank
		// in player 2's turn.
		g := counterChargeGame(t)
		p := g.State.Piece(1)
		p.SetCounter("wavered", 0)
		p.SetCounter("disordered", 0)
		rw.apply(g.State, p)
		ct := target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2)
		got[counter] = ct.Legal && ct.Counter
		// Shooting after the implicit Halt.
		g = started(gametest.Table(72, 48, spearsWithBows(), wolves()))
		rw.apply(g.State, g.State.Piece(1))
		toShooting(t, g)
		got[shoot] = g.Rules.Check(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2}) == nil
		for c := range columns {
			if got[c] != rw.want[c] {
				t.Errorf("%s, %s: legal %v, want %v", rw.name, names[c], got[c], rw.want[c])
			}
		}
	}
	// Normal, the counter-charge column: "if charged last turn" — a turn
	// later it is gone (TestCounterChargeOnlyTheNextTurn), and a unit never
	// charged has none: the Wolves in front are a plain charge.
	g := started(gametest.Table(72, 48, spearsWithBows(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 20, 180)))
	if ct := target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2); ct.Counter {
		t.Error("a counter-charge on a unit that never charged")
	}
}

// kow2 §4.9 Reload!: "only if it Halted"; §8: "May shoot only if it
// received Halt this turn". The implicit Halt of §4.2 counts.
func TestValidatorReload(t *testing.T) {
	for _, c := range []struct {
		name  string
		order []engine.Order
		want  bool
	}{
		{"no order (the implicit Halt)", nil, true},
		{"Halt", []engine.Order{kow.NewMove(1, 1, kow.Halt, nil)}, true},
		{"Change Facing", []engine.Order{kow.NewMove(1, 1, kow.ChangeFacing, []move.Step{pivot(10)})}, false},
		{"Advance", []engine.Order{kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)})}, false},
	} {
		g := started(gametest.Table(72, 48, archers("Reload!"), wolves()))
		toShooting(t, g, c.order...)
		err := g.Rules.Check(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2})
		if (err == nil) != c.want {
			t.Errorf("Reload! after %s: %v, want legal %v", c.name, err, c.want)
		}
	}
}

// kow2 §4.9 "In contact with an enemy: ✗ (Shoot), and it cannot be shot
// at"; §5.2 item 5. The Wolves stand against the Spears' front: the
// Spears may not shoot, and the Archers behind them may not shoot the
// engaged Wolves.
func TestValidatorInContact(t *testing.T) {
	// The Spears' front edge is at 10" + 40 mm; the Wolves (80 mm deep)
	// face south against it.
	wolvesY := (10*in + 40 + 40) / in
	g := started(gametest.Table(72, 48,
		gametest.Stat(spears("Bows (Range 24)"), "ra", 4),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, wolvesY, 180),
		gametest.Stat(gametest.KoW(3, 1, "Archers", "Inf", "regiment", 26, 3, 0, "Bows (Range 24)"), "ra", 4)))
	toShooting(t, g)
	for _, c := range []struct {
		unit engine.PieceID
		why  string
	}{{1, "in contact"}, {3, "contact"}} {
		err := g.Rules.Check(g.State, kow.Shoot{By: 1, Unit: c.unit, Target: 2})
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), c.why) {
			t.Errorf("unit %d shooting the engaged Wolves: %v, want a refusal saying %q", c.unit, err, c.why)
		}
	}
}

// playerTurnOf numbers player turns from 1 as the ruleset's counters do
// (kow2 §4.1): the first player's turns are odd.
func playerTurnOf(s *engine.State) int {
	n := (s.Turn-1)*2 + 1
	if s.Active != s.First {
		n++
	}
	return n
}

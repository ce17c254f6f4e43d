package kow_test

import (
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
)

// regrouping is a game in player 1's melee phase of turn 1 in which the
// Spears, alone in the middle of the table, must regroup (their counter
// says so, as Fight leaves it after a rout), with the given die to come.
func regrouping(t *testing.T, face int) *engine.Game {
	t.Helper()
	g := started(gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 24, 0),
		gametest.KoW(2, 2, "Far Guard", "Inf", "regiment", 10, 44, 180)))
	for g.State.Phase != kow.Melee {
		if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	g.State.Piece(1).SetCounter("regroup", 1) // player turn 1
	g.State.Dice = dice.NewFixed(1, []int{face})
	return g
}

// kow2 §6.6 (c): a victor regroups straight back D3" — a D6 halved,
// rounded up (§4.1): 1, 1, 2, 2, 3, 3" for faces 1 to 6 — or straight
// forward the full D6" when nothing is in the way. The Decision waits on
// the unit until it has, and says so.
func TestRegroupDistances(t *testing.T) {
	for face := 1; face <= 6; face++ {
		for _, back := range []bool{true, false} {
			g := regrouping(t, face)
			if d := g.Decision(); len(d.Pieces) != 1 || d.Pieces[0] != 1 || !strings.Contains(d.Prompt, "Spears must regroup") {
				t.Fatalf("decision %+v", d)
			}
			y0 := g.State.Piece(1).Pose.Pos.Y
			if _, err := g.Do(kow.Regroup{By: 1, Unit: 1, Back: back}); err != nil {
				t.Fatal(err)
			}
			want := float64(face)
			if back {
				want = -float64((face + 1) / 2)
			}
			if got := (g.State.Piece(1).Pose.Pos.Y - y0) / kow.Inch; math.Abs(got-want) > 1e-9 {
				t.Errorf("face %d back %v: moved %.3f\", want %g\"", face, back, got, want)
			}
			if d := g.Decision(); len(d.Pieces) != 0 {
				t.Errorf("after the regroup the game still waits on %v", d.Pieces)
			}
		}
	}
}

// kow2 §4.7.7 with §4.8: a unit that alone would counter-charge (never
// hindered) joins a joint charge as a normal charge: the target planner
// then says what the group does, and the odds and the order agree with it.
func TestJointChargeLinesAgreeWithTheOrder(t *testing.T) {
	g := started(gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 33, 20, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 39, 20, 0),
		gametest.KoW(3, 2, "Wolves", "Inf", "horde", 36, 27, 180)))
	r := g.Rules.(*kow.Ruleset)
	var charge engine.OrderOption
	for _, o := range r.Orders(g.State, 1) {
		if o.Kind == "kow/charge" {
			charge = o
		}
	}
	if charge.Pick != engine.PickTarget || !charge.Join {
		t.Fatalf("charge option %+v", charge)
	}
	var tg *engine.Target
	for _, x := range r.Targets(g.State, 1, charge, []engine.PieceID{2}) {
		if x.Piece == 3 {
			tg = &x
		}
	}
	if tg == nil || !tg.Legal || len(tg.Ghosts) != 2 || tg.Order.Kind() != "kow/multi-charge" {
		t.Fatalf("joint target %+v", tg)
	}
	if len(tg.Lines) != 1 || !strings.Contains(tg.Lines[0].Text, "Spears strikes its front") || strings.Contains(tg.Lines[0].Text, "never hindered") {
		t.Errorf("lines %+v", tg.Lines)
	}
	if _, err := r.Odds(g.State, tg.Order); err != nil {
		t.Errorf("odds of the joint charge: %v", err)
	}
	if err := r.Check(g.State, tg.Order); err != nil {
		t.Errorf("the planner's order is refused: %v", err)
	}
}

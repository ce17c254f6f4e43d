package kow_test

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
)

// kow2 §4.10 overrun: "If the new target is also an Individual and is
// also Routed, the attacker may advance D6" again, and so on." The
// Brutes rout a Hero, advance D6" (a 6) into a second Hero 3" on, rout
// it in the new combat, advance a 6 again and strike the Guard 3.82" on:
// three combats in one melee phase, each into the front.
func TestOverrunChain(t *testing.T) {
	brutes := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Brutes", "Inf", "regiment", 36, 10, 0), "att", 30), "me", 2)
	g := chargedIntoMelee(t, brutes,
		gametest.KoW(2, 2, "Hero", "Hero/Inf", "single", 36, 16, 180, "Individual"),
		gametest.KoW(3, 2, "Second Hero", "Hero/Inf", "single", 36, 19, 180, "Individual"),
		gametest.KoW(4, 2, "Guard", "Inf", "regiment", 36, 24, 180))
	g.State.Dice = dice.NewFixed(1, slices.Repeat([]int{6}, 200))
	f := g.Rules.(*kow.Ruleset)
	for _, next := range []engine.PieceID{2, 3} {
		if _, err := g.Do(f.FightOrder(1, next)); err != nil {
			t.Fatal(err)
		}
		if g.State.Piece(next) != nil {
			t.Fatalf("%d was not routed by 30 sixes", next)
		}
		forward := slices.IndexFunc(g.Rules.Orders(g.State, 1), func(o engine.OrderOption) bool { return strings.Contains(o.Label, "D6") })
		if forward < 0 {
			t.Fatalf("no forward D6\" regroup: %+v", g.Rules.Orders(g.State, 1))
		}
		ev, err := g.Do(g.Rules.Orders(g.State, 1)[forward].Order)
		if err != nil {
			t.Fatal(err)
		}
		if len(ev) < 2 || ev[0].Dice[0].Face != 6 || !strings.HasPrefix(ev[1].Text, "Overrun") {
			t.Fatalf("after routing %d: %+v", next, ev)
		}
		cs := f.Combats(g.State)
		want := next + 1
		if len(cs) != 1 || cs[0].Target != want {
			t.Fatalf("after routing %d: combats %+v, want one on %d", next, cs, want)
		}
		p := g.State.Piece(1)
		if geom.Distance(p.Rect(), g.State.Piece(want).Rect()) > 1e-6 || geom.Arc(p.Counter("charge-facing")-1) != geom.ArcFront || p.Counter("hindered") != 0 {
			t.Fatalf("overrun into %d: facing %d, hindered %d", want, p.Counter("charge-facing")-1, p.Counter("hindered"))
		}
	}
}

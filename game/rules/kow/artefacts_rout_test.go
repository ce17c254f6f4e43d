package kow_test

import (
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
)

// kow2 §6.5: "If it carried the Crystal Pendant of Retribution: every
// unit in contact with it takes 2D6 hits with Piercing(3), rolled by the
// player who Routed it against his own units. No nerve test follows."
// "The Pendant forbids the D6" forward option." The brutes (De 4) are hit
// 2D6 times, each damaging on 2+ (4 − 3, never below 2+): their damage is
// the dice of 2 or more.
func TestCrystalPendantOfRetribution(t *testing.T) {
	brutes := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Brutes", "Inf", "regiment", 36, 10, 0), "att", 30), "me", 2)
	frail := with(gametest.Stat(gametest.KoW(2, 2, "Thralls", "Inf", "regiment", 36, 18, 180), "rout", 3), "Crystal Pendant of Retribution")
	for seed := uint64(1); seed < 50; seed++ {
		g := chargedIntoMelee(t, brutes, frail)
		g.State.Dice = dice.New(seed)
		ev, err := g.Do(g.Rules.(*kow.Ruleset).FightOrder(1, 2))
		if err != nil {
			t.Fatal(err)
		}
		if g.State.Piece(2) != nil {
			continue // a double 1 held the line: try another seed
		}
		hits, dmg, nerve := -1, -1, 0
		for _, e := range ev {
			switch {
			case e.Kind == engine.Rolled && e.Rule == "kow2/10.2" && len(e.Dice) == 2 && e.Dice[0].Purpose == "pendant hits":
				hits = dice.Sum(e.Dice)
			case e.Kind == engine.Rolled && e.Rule == "kow2/10.2" && e.Need == 2:
				dmg = 0
				for _, d := range e.Dice {
					if d.Face >= 2 {
						dmg++
					}
				}
				if len(e.Dice) != hits {
					t.Fatalf("%d damage dice for %d hits", len(e.Dice), hits)
				}
			case e.Kind == engine.Rolled && e.Rule == "kow2/7.2":
				nerve++
			}
		}
		if hits < 2 || dmg < 0 || g.State.Piece(1).Counter("damage") != dmg || nerve != 1 {
			t.Fatalf("hits %d, damage %d (the brutes have %d), nerve tests %d: %v", hits, dmg, g.State.Piece(1).Counter("damage"), nerve, ev)
		}
		opts := g.Rules.Orders(g.State, 1)
		if len(opts) != 2 || strings.Contains(opts[0].Label+opts[1].Label, "Forward") {
			t.Fatalf("regroup options %+v", opts)
		}
		_, err = g.Do(kow.Regroup{By: 1, Unit: 1})
		var il *engine.Illegal
		if !asIllegal(err, &il) || il.Rule != "kow2/10.2" {
			t.Fatalf("regroup forward: %v", err)
		}
		if _, err := g.Do(kow.Regroup{By: 1, Unit: 1, Back: true}); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatal("no seed routed the target")
}

// kow2 §10.2 "Crepognon's Scrying Gem of Zellak | When deployment
// starts, the opponent must deploy D3+1 units instead of one ([REC]: at
// his first placement)". Player 2 carries it; the roll-off (2 against 5)
// gives player 2 the first placement, the Gem's die is a 3: D3 = 2, so
// player 1 then deploys 3 units in a row before player 2's second.
func TestScryingGem(t *testing.T) {
	p1 := func(id int, x float64) engine.Piece {
		return gametest.KoW(id, 1, "Spears", "Inf", "regiment", x, 6, 0)
	}
	p2 := func(id int, x float64) engine.Piece {
		return gametest.KoW(id, 2, "Wolves", "Inf", "regiment", x, 42, 180)
	}
	g, ev := deployGame(t, []int{2, 5, 3}, p1(1, 10), p1(2, 20), p1(3, 30), p1(4, 40),
		with(p2(5, 10), "Crepognon's Scrying Gem of Zellak"), p2(6, 20))
	if !strings.Contains(ev[len(ev)-2].Text, "player 1 must deploy 3 units") || g.State.Active != 2 {
		t.Fatalf("start: %v, active %d", ev, g.State.Active)
	}
	deploy(t, g, 5, at(10, 42, 180))
	for i, id := range []engine.PieceID{1, 2, 3} {
		if g.State.Active != 1 {
			t.Fatalf("unit %d of player 1's first placement: player %d deploys", i+1, g.State.Active)
		}
		deploy(t, g, id, at(float64(10*id), 6, 0))
	}
	if g.State.Active != 2 {
		t.Fatalf("after the first placement player %d deploys", g.State.Active)
	}
	deploy(t, g, 6, at(20, 42, 180))
	if g.State.Active != 1 {
		t.Fatalf("the players alternate again: player %d deploys", g.State.Active)
	}
}

package whfb8

import (
	"math"
	"testing"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/scenario"
)

// The computer opponent plays Warhammer through the contract: the
// planner at its normal level and the naive baseline play the sample
// battle to its end from either side with legal orders only, the table
// legal after each (what they are worth against each other is for
// self-play, docs/cli.md).
func TestComputerPlaysTheSample(t *testing.T) {
	for side := engine.PlayerID(1); side <= 2; side++ {
		g := example(t)
		var ps [3]ai.Player
		var err error
		if ps[side], err = ai.New("normal", g.Rules, 1); err != nil {
			t.Fatal(err)
		}
		ps[engine.Opponent(side)], _ = ai.New(ai.Naive, g.Rules, 1)
		err = ai.Play(g, ps, 5000, func(by engine.PlayerID, c ai.Choice, err error) {
			if err != nil {
				t.Errorf("player %d (%s): %s refused: %v", by, ps[by].Kind(), c.Reason, err)
			}
			if bad := gametest.Invariants(g.Rules, g.State, 1e-6); len(bad) > 0 {
				t.Fatalf("after %s: %v", c.Order.Kind(), bad)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if !g.State.Over {
			t.Errorf("playing side %d: the game did not end", side)
		}
	}
}

// The computer deploys its army when the players deploy (§12), and plays
// the battle on to its end (cairn-ridge-deploy), from either side.
func TestComputerDeploysAndPlays(t *testing.T) {
	for side := engine.PlayerID(1); side <= 2; side++ {
		sc, err := scenario.Load(Example, "example/cairn-ridge-deploy.scenario.yaml")
		if err != nil {
			t.Fatal(err)
		}
		g := &engine.Game{Rules: sc.Rules, State: sc.State}
		g.Start()
		var ps [3]ai.Player
		ps[side], _ = ai.New("normal", g.Rules, 1)
		ps[engine.Opponent(side)], _ = ai.New(ai.Naive, g.Rules, 1)
		err = ai.Play(g, ps, 5000, func(by engine.PlayerID, c ai.Choice, err error) {
			if err != nil {
				t.Errorf("player %d (%s): %s refused: %v", by, ps[by].Kind(), c.Reason, err)
			}
		})
		t.Logf("side %d: turn %d, %s", side, g.State.Turn, g.Rules.Score(g.State).Text)
		if err != nil || !g.State.Over || g.State.Turn == 0 {
			t.Errorf("playing side %d: %v; over %v, turn %d", side, err, g.State.Over, g.State.Turn)
		}
	}
}

// Regression (game/ai's plan key): the planner answered a second charge
// on the same unit, declared at once after the first, with the answer it
// had ranked second for the first (a Flee where a fresh look holds): each
// reaction is planned afresh.
func TestComputerAnswersEachChargeAfresh(t *testing.T) {
	weak := func() *engine.Piece { return piece(t, map[string]int{"A": 1, "S": 1, "models": 5}) }
	s := duel(t, weak(), piece(t, map[string]int{"S": 4, "T": 4}), 6*Inch, Charge)
	second := *weak()
	second.ID, second.Owner, second.Name = 3, 1, "Second"
	second.Pose = geom.Pose{Pos: s.Piece(1).Pose.Pos.Add(geom.V(-5*Inch, 0))}
	s.Pieces = append(s.Pieces, second)
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	p, _ := ai.New("normal", g.Rules, 1)
	do(t, g, ai.Next(g, p).Order)
	do(t, g, DeclareCharge{By: 1, Unit: 3, Target: 2})
	fresh, _ := ai.New("normal", g.Rules, 1)
	if got, want := ai.Next(g, p).Order, ai.Next(g, fresh).Order; got != want {
		t.Errorf("the second charge answered %v, a fresh look %v", got, want)
	}
}

// whfb8 §12, The Watchtower: "Whoever has a unit occupying the tower
// then wins". The computer weighs holding the tower as a large unit
// (towerWorth, 400 points) and draws its nearest infantry toward it: a
// unit standing in it is worth 400 to its side and −400 to the other.
func TestComputerWantsTheWatchtower(t *testing.T) {
	sc, err := scenario.Load(Example, "example/old-beacon-watchtower.scenario.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	s := g.State.Clone()
	tw := tower(s)
	if tw == nil {
		t.Fatal("no watchtower")
	}
	for i := range s.Pieces {
		s.Pieces[i].SetCounter(undeployed, 0)
	}
	var inf *engine.Piece
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == 1 && p.Type == "In" && p.Attached == 0 {
			inf = p
			break
		}
	}
	if inf == nil {
		t.Fatal("player 1 has no infantry")
	}
	inf.Pose.Pos = tw.Pose.Pos
	if towerHolder(s) != 1 {
		t.Skip("another unit stands on the tower too")
	}
	if mine, theirs := battleWorth(s, 1), battleWorth(s, 2); math.Abs(mine-towerWorth) > 1e-9 || theirs > -towerWorth+1e-9 {
		t.Errorf("holding the tower: worth %v to player 1, %v to player 2; want %d and at most −%d", mine, theirs, towerWorth, towerWorth)
	}
}

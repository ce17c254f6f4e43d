package kow

import (
	"fmt"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// kow2 §14-A34: "Order of combats and nerve tests. → The active player
// chooses; the UI must expose this." With the house rule
// choose_nerve_order, ending a shooting phase in which two enemy units
// were damaged asks which tests first; the dice go in that order. Units 2
// and 3 take 1 damage each (waver 14): 6+6 wavers, 1+1 is Steady. Played
// in unit order (TestPhaseNerveTestsInIDOrder) the first pair goes to
// unit 2; choosing unit 3 first gives it to unit 3.
func TestChooseNerveOrder(t *testing.T) {
	unit := func(id engine.PieceID, owner engine.PlayerID, x float64) engine.Piece {
		return engine.Piece{ID: id, Name: fmt.Sprintf("Unit %d", id), Owner: owner, Type: "Inf", Size: "regiment",
			Footprint: engine.Footprint{W: 100, D: 80}, Pose: geom.Pose{Pos: geom.V(x, 300)},
			Stats: []engine.Stat{{Name: "att", Value: 10}, {Name: "de", Value: 4}, {Name: "me", Value: 4},
				{Name: "ra", Value: 0}, {Name: "rout", Value: 15}, {Name: "sp", Value: 5}, {Name: "waver", Value: 14}}}
	}
	setup := func() (*engine.Game, *engine.State) {
		r := New(KoW2)
		s := &engine.State{Ruleset: "kow2", Players: []engine.Player{{ID: 1}, {ID: 2}}, Dice: dice.New(1),
			Table:      table.Table{Width: 1800, Depth: 1200},
			Pieces:     []engine.Piece{unit(1, 1, 200), unit(2, 2, 600), unit(3, 2, 1000)},
			HouseRules: []string{ChooseNerveOrder}}
		startP1(r, s)
		g := &engine.Game{Rules: r, State: s}
		if _, err := g.Do(engine.EndPhase{By: 1}); err != nil { // to the shooting phase
			t.Fatal(err)
		}
		for _, id := range []engine.PieceID{2, 3} {
			s.Piece(id).SetCounter("damage", 1)
			s.Piece(id).SetCounter("phase-damage", 1)
		}
		s.Dice = dice.NewFixed(1, []int{6, 6, 1, 1})
		return g, s
	}

	g, s := setup()
	if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
		t.Fatal(err)
	}
	d := g.Rules.Decision(s)
	if s.Phase != Shooting || len(d.Options) != 2 || d.Options[0].Label != "Test Unit 2" || d.Options[1].Label != "Test Unit 3" {
		t.Fatalf("after ending the phase: phase %s, options %+v", s.Phase, d.Options)
	}
	if err := g.Rules.Check(s, Move{By: 1, Unit: 1, Order: Halt}); err == nil {
		t.Error("an order other than a nerve test is accepted while the order is chosen")
	}
	if _, err := g.Do(d.Options[1].Order); err != nil { // unit 3 first
		t.Fatal(err)
	}
	if s.Phase != Melee || s.Piece(3).Counter("wavered") == 0 || s.Piece(2).Counter("wavered") != 0 || len(s.Sides) != 0 {
		t.Errorf("unit 3 chosen first: phase %s, unit 3 wavered %d, unit 2 wavered %d, sides %v",
			s.Phase, s.Piece(3).Counter("wavered"), s.Piece(2).Counter("wavered"), s.Sides)
	}

	// Ending the phase again instead takes the rest in unit order.
	g, s = setup()
	for range 2 {
		if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Phase != Melee || s.Piece(2).Counter("wavered") == 0 || s.Piece(3).Counter("wavered") != 0 {
		t.Errorf("end phase twice: phase %s, unit 2 wavered %d, unit 3 %d", s.Phase, s.Piece(2).Counter("wavered"), s.Piece(3).Counter("wavered"))
	}
	// Without the house rule there is no choice (saves made before it).
	if err := New(KoW2).Check(s, NerveTest{By: 1, Unit: 2}); err == nil {
		t.Error("a nerve test is accepted with nothing to choose")
	}
}

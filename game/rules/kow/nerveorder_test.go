package kow

import (
	"testing"

	"warbench/game/engine"
)

// kow2 §14-A34: "Order of combats and nerve tests. → The active player
// chooses; the UI must expose this." With the house rule
// choose_nerve_order, ending a shooting phase in which two enemy units
// were damaged asks which tests first; the dice go in that order. Units 2
// and 3 take 1 damage each (waver 14): 6+6 wavers, 1+1 is Steady. Played
// in unit order (TestPhaseNerveTestsInIDOrder) the first pair goes to
// unit 2; choosing unit 3 first gives it to unit 3.
func TestChooseNerveOrder(t *testing.T) {
	setup := func() (*engine.Game, *engine.State) {
		return twoDamagedInShooting(t, []int{6, 6, 1, 1}, ChooseNerveOrder)
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

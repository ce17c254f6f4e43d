package whfb8

import (
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// whfb8 §9.1 Vanguard: "After both sides have deployed ... the unit may
// make a move of up to 12", whatever its M. It may not march ... it may
// not end within 12" of the enemy ... Vanguard units may not declare
// charges in turn 1 if their side goes first."
func TestVanguard(t *testing.T) {
	fc := troop(t, "Ca", map[string]int{"M": 9, "models": 5, "files": 5}, "Fast Cavalry")
	s := duel(t, fc, piece(t, nil), 40*Inch, "")
	s.Dice = dice.NewFixed(1, []int{6, 1}) // player 1 goes first
	r := &Ruleset{}
	g := &engine.Game{Rules: r, State: s}
	g.Start()
	if s.Phase != VanguardPhase || s.Active != 1 {
		t.Fatalf("phase %q, player %d: want the vanguard moves of player 1", s.Phase, s.Active)
	}
	far := NewMove(1, 1, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 12 * Inch}})
	if _, err := g.Do(far); err != nil {
		t.Errorf("a 12\" vanguard move: %v", err)
	}
	if s.Phase != Charge || s.Turn != 1 {
		t.Fatalf("after the only vanguard move: phase %q, turn %d", s.Phase, s.Turn)
	}
	if r.canCharge(s, s.Piece(1)) == nil {
		t.Error("a vanguard unit charged in turn 1 of its side")
	}
	// too far: 13" ends within 12" of an enemy 40" away less the move
	s2 := duel(t, troop(t, "Ca", map[string]int{"M": 9, "models": 5, "files": 5}, "Vanguard"), piece(t, nil), 23*Inch, "")
	s2.Dice = dice.NewFixed(1, []int{6, 1})
	g2 := &engine.Game{Rules: r, State: s2}
	g2.Start()
	if _, err := g2.Do(NewMove(1, 1, Normal, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 12 * Inch}})); err == nil {
		t.Error("a vanguard move ended 11\" from the enemy")
	}
	if _, err := g2.Do(NewMove(1, 1, March, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 2 * Inch}})); err == nil {
		t.Error("a vanguard march")
	}
}

// whfb8 §9.1 Scouts: "Deploy after every non-scout unit of both armies.
// They may deploy in their own deployment zone or anywhere more than 12"
// from the enemy. If deployed outside their zone and their side has the
// first turn, they may not charge in turn 1."
func TestScouts(t *testing.T) {
	sc := piece(t, nil)
	sc.Rules = []string{"Scouts"}
	s := duel(t, sc, piece(t, nil), 30*Inch, "")
	other := piece(t, nil)
	other.ID, other.Owner, other.Name = 3, 1, "Spears"
	other.Pose = geom.Pose{Pos: geom.V(300, 200)}
	s.Pieces = append(s.Pieces, *other)
	s.Deployment = PlayersDeploy
	s.Table.Zones = []table.Zone{
		{Player: 1, Area: geom.Rect{Center: geom.V(s.Table.Width/2, 6*Inch), W: s.Table.Width, D: 12 * Inch}.Poly()},
		{Player: 2, Area: geom.Rect{Center: geom.V(s.Table.Width/2, s.Table.Depth-6*Inch), W: s.Table.Width, D: 12 * Inch}.Poly()},
	}
	s.Dice = dice.NewFixed(1, []int{6, 1}) // player 1 deploys first
	r := &Ruleset{}
	g := &engine.Game{Rules: r, State: s}
	g.Start()
	takeHalf(t, g, 0)
	place := func(id engine.PieceID, at geom.Vec) error {
		_, err := g.Do(NewDeploy(s.Active, id, []move.Step{{Kind: move.Path, To: at}}))
		return err
	}
	if place(1, geom.V(900, 100)) == nil {
		t.Error("scouts deployed before the other units")
	}
	if err := place(3, geom.V(300, 100)); err != nil {
		t.Fatal(err)
	}
	if err := place(2, geom.V(900, s.Table.Depth-100)); err != nil {
		t.Fatal(err)
	}
	if place(1, geom.V(900, s.Table.Depth-100-10*Inch)) == nil {
		t.Error("scouts deployed outside their zone within 12\" of the enemy")
	}
	// out of its zone, more than 12" from the enemy
	if err := place(1, geom.V(900, s.Table.Depth-100-25*Inch)); err != nil {
		t.Errorf("scouts outside their zone, more than 12\" away: %v", err)
	}
	if s.Piece(1).Counter("scouted") != 1 {
		t.Error("scouts outside their zone not marked")
	}
}

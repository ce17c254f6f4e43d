package whfb8

import (
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// whfb8 §4.3: a unit that flees "through an enemy unit ... every model
// ... takes a Dangerous Terrain test" (§11: on a 1, a wound with no
// armour save), and "passing through a friendly unit: that unit takes a
// panic test" once the move is complete; a flee move that would end
// within 1" of a unit carries on past it.
func TestFleeThroughFriendsAndFoes(t *testing.T) {
	a, b := piece(t, nil), piece(t, nil)
	s := duel(t, a, b, 6*Inch, Charge)
	bPos := s.Pieces[1].Pose.Pos
	friend := piece(t, nil)
	friend.ID, friend.Owner, friend.Name = 3, 2, "Friends"
	friend.Pose = geom.Pose{Pos: bPos.Add(geom.V(0, 40+2*Inch+40))}
	foe := piece(t, nil)
	foe.ID, foe.Owner, foe.Name = 4, 1, "Foes"
	foe.Pose = geom.Pose{Pos: bPos.Add(geom.V(0, 240))}
	s.Pieces = append(s.Pieces, *friend, *foe)
	faces := []int{6, 6, 1, 1} // flee 12", then two 1s of 20 dangerous terrain dice
	for range 18 {
		faces = append(faces, 4)
	}
	faces = append(faces, 6, 6) // the friends fail their panic test
	s.Dice = dice.NewFixed(5, faces)
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	ev := do(t, g, React{By: 2, Reaction: Flee})
	for _, want := range []string{"Targets passes through Foes: dangerous terrain, 2 rolls of 1.", "Targets loses 2 wounds, 2 models.",
		"Friends fails its panic test (a friend flees through): 6 + 6 against Ld 7."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
	fled := g.State.Piece(2)
	if d := gap(fled, g.State.Piece(4)); d < Inch-1e-6 {
		t.Errorf("the flight ended %g mm from the foes; it carries on past them", d)
	}
	if g.State.Piece(3).Counter("fleeing") == 0 {
		t.Error("the friends passed through did not flee")
	}
}

// whfb8 §11: "Cavalry, monstrous cavalry and chariots take a Dangerous
// Terrain test when they march, charge, overrun, flee or pursue through"
// a forest: 5 riders marching through a wood roll 1, 1, 4, 4, 4 and lose
// two models.
func TestCavalryMarchThroughForest(t *testing.T) {
	a := piece(t, map[string]int{"models": 5, "files": 5, "M": 8})
	a.Type = "Ca"
	s := duel(t, a, piece(t, nil), 40*Inch, Movement)
	mid := s.Pieces[0].Pose.Pos.Add(geom.V(0, 8*Inch))
	s.Table.Terrain = []table.Terrain{{ID: 1, Name: "Wood", Kind: table.Forest, Height: 2,
		Parts: []geom.Poly{geom.Rect{Center: mid, W: 8 * Inch, D: 4 * Inch}.Poly()}}}
	s.Dice = dice.NewFixed(1, []int{1, 1, 4, 4, 4})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, NewMove(1, 1, March, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 14 * Inch}}))
	if !hasText(ev, "Shooters passes through Wood: dangerous terrain, 2 rolls of 1.") || g.State.Piece(1).Formation.Models != 3 {
		t.Errorf("%d left: %v", g.State.Piece(1).Formation.Models, texts(ev))
	}
}

// Regression: a unit broken in combat, still waiting for its flee move,
// took a panic test when a friend that panicked at its breaking fled
// through it, fled off the table on failing it, and the pursuit then
// caught a unit no longer there. Broken, it flees already (whfb8 §7.7),
// so it takes no panic test (§8.1: fleeing units do not test).
func TestBrokenUnitTakesNoPanicTest(t *testing.T) {
	w, l := piece(t, nil), piece(t, nil)
	s := duel(t, w, l, 0, Combat)
	lose := &s.Pieces[1]
	friend := block(t, 3, 2, "Friends", lose.Pose.Pos.Add(geom.V(0, lose.Footprint.D/2+2*Inch+10)), math.Pi)
	foe := block(t, 4, 1, "Foes", friend.Pose.Pos.Add(geom.V(0, 20+2*Inch)), math.Pi)
	s.Pieces = append(s.Pieces, friend, foe)
	lose = s.Piece(2)
	s.Pieces[0].SetCounter("engaged", 2)
	lose.SetCounter("engaged", 1)
	// the flee roll 2, the pursuit roll 2, the friends fail their panic
	// test and flee 12" through the broken unit; then two 6s for a panic
	// test the broken unit must not take
	s.Dice = dice.NewFixed(5, []int{1, 1, 1, 1, 6, 6, 6, 6, 6, 6})
	r := &Ruleset{}
	ev := r.flight(s, lose, &s.Pieces[0], []engine.PieceID{1}, nil)
	if !hasText(ev, "Friends fails its panic test (a friend breaks): 6 + 6 against Ld 7.") {
		t.Fatalf("the friends did not panic: %v", texts(ev))
	}
	for _, e := range ev {
		if e.Piece == 2 && strings.Contains(e.Text, "panic test") {
			t.Errorf("the broken unit took a panic test: %q", e.Text)
		}
	}
	if !hasText(ev, "Targets is caught and destroyed.") {
		t.Errorf("the pursuit roll 2 against the flee roll 2 did not catch the broken unit: %v", texts(ev))
	}
}

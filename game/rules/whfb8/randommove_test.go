package whfb8

import (
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
)

// whfb8 §9.1 Random Movement: "No marching, no charge declarations.
// Always moves in the compulsory-moves sub-phase. Pivot about the centre,
// roll, move straight with no wheel. Contact with an enemy = a charge
// with no reaction allowed."
func TestRandomMovement(t *testing.T) {
	rm := troop(t, "Sw", map[string]int{"models": 3, "files": 3}, "Random Movement (2D6)")
	s := duel(t, rm, piece(t, nil), 6*Inch, Compulsory)
	r := &Ruleset{}
	p := &s.Pieces[0]
	if r.canCharge(s, p) == nil || r.canMove(s, p, Normal) == nil {
		t.Error("a random mover may charge or move at will")
	}
	if il := r.checkEnd(s); il == nil {
		t.Error("the compulsory moves ended before the random move")
	}
	o := RandomMove{By: 1, Unit: 1, Heading: p.Pose.Heading}
	data, err := r.EncodeOrder(o)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := r.DecodeOrder(o.Kind(), data); err != nil || back != o {
		t.Fatalf("round trip: %v, %v", back, err)
	}
	s.Dice = dice.NewFixed(1, []int{4, 5}) // 9": the enemy 6" ahead is reached
	ev := do(t, &engine.Game{Rules: r, State: s}, o)
	if !hasText(ev, "Shooters moves 9\" at random.") || !hasText(ev, "Shooters crashes into Targets.") {
		t.Errorf("%v", texts(ev))
	}
	if p.Counter("engaged") != 2 || !done(s, p, "charged") {
		t.Error("the random mover did not charge the enemy it reached")
	}
	if il := r.checkEnd(s); il != nil {
		t.Errorf("after the random move: %v", il)
	}
}

package whfb8

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/move"
)

// whfb8 §4.7: "March: Move up to 2×M. If a non-fleeing enemy unit is
// within 8" when it wants to march, it must first pass a Ld test ... On
// a failure it may only make a normal move, but it still counts as
// having marched"; "Moving backwards and sideways ... each inch counts
// double" (§14: "not combinable"). M 4: a march 8", cut to 4" by a
// failed test with an enemy 7" away; back or sideways 2" at most.
func TestMarchBackAndSideways(t *testing.T) {
	for _, c := range []struct {
		gap  float64
		dice []int
		want float64
	}{{20 * Inch, nil, 8}, {7 * Inch, []int{1, 2}, 6}, {7 * Inch, []int{6, 6}, 4}} {
		s := duel(t, piece(t, nil), piece(t, nil), c.gap, Movement)
		s.Dice = dice.NewFixed(1, c.dice)
		far := c.gap - 1.5*Inch // stop 1" short of the enemy when it is near
		dist := min(8*Inch, far)
		ev := do(t, &engine.Game{Rules: &Ruleset{}, State: s}, NewMove(1, 1, March, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: dist}}))
		moved := s.Piece(1).Pose.Pos.Y - 400
		if math.Abs(moved-min(c.want*Inch, dist)) > 1e-6 || !done(s, s.Piece(1), "marched") {
			t.Errorf("gap %.0f\", dice %v: marched %.2f\", want %.0f\" and counted as marched: %v", c.gap/Inch, c.dice, moved/Inch, c.want, texts(ev))
		}
	}
	s := duel(t, piece(t, nil), piece(t, nil), 20*Inch, Movement)
	r := &Ruleset{}
	for _, k := range []MoveKind{Backward, Sideways} {
		if l := limits(s.Piece(1), k); math.Abs(l.Budget-2*Inch) > 1e-9 || len(l.Dirs) == 0 || l.Wheels != 0 {
			t.Errorf("%s: budget %v, wheels %d; want 2\" straight", k, l.Budget/Inch, l.Wheels)
		}
	}
	do(t, &engine.Game{Rules: r, State: s}, NewMove(1, 1, Backward, []move.Step{{Kind: move.Straight, Dir: dirBack, Dist: 2 * Inch}}))
	if il := r.canMove(s, s.Piece(1), Sideways); il == nil {
		t.Error("a sideways move after a move back")
	}
}

// whfb8 §8.1: "Heavy casualties: a unit that loses 25% or more of the
// models it had at the start of the phase tests at once"; a failed test
// flees from what caused it. A volley kills 5 of 20 (25%): a test, 6 + 6
// fails; 4 of 20 would not.
func TestHeavyCasualtiesPanic(t *testing.T) {
	for _, c := range []struct {
		kills  int
		tested bool
	}{{4, false}, {5, true}} {
		s := duel(t, piece(t, map[string]int{"range": 24, "RS": 3}), piece(t, nil), 10*Inch, Shooting)
		faces := make([]int, 0, 40)
		for i := range 10 { // to hit: the first kills hit
			if i < c.kills {
				faces = append(faces, 6)
			} else {
				faces = append(faces, 1)
			}
		}
		for range c.kills { // to wound
			faces = append(faces, 6)
		}
		s.Dice = dice.NewFixed(1, append(faces, 6, 6, 6, 6))
		ev := do(t, &engine.Game{Rules: &Ruleset{}, State: s}, Shoot{By: 1, Unit: 1, Target: 2})
		tested := hasText(ev, "Targets fails its panic test: 6 + 6 against Ld 7.")
		if tested != c.tested || tested && s.Piece(2).Counter("fleeing") == 0 {
			t.Errorf("%d of 20 slain: tested %v, want %v: %v", c.kills, tested, c.tested, texts(ev))
		}
	}
}

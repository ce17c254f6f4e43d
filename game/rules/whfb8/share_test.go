package whfb8

import (
	"math/big"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
)

// whfb8 §10.2: a character in a unit with fewer than 5 rank-and-file of
// his troop type may be shot at with it: "the controlling player
// distributes the hits, but must give one hit to every model before
// giving any model a second" (this version gives the rank-and-file
// theirs first). With 3 rank-and-file and a captain, of 5 hits he takes
// 1 (the fifth) and of 3 none; the odds of the unit's own wounds are
// exact over the hits: 10 shots hitting on 4+, wounding on 4+, no save.
func TestCharacterTakesHisShareOfHits(t *testing.T) {
	if got := (share{RankFile: 3, Chars: 1}).charHits(5); got[0] != 1 {
		t.Errorf("of 5 hits the captain takes %d, want 1", got[0])
	}
	if got := (share{RankFile: 3, Chars: 2}).charHits(9); got[0] != 2 || got[1] != 1 {
		t.Errorf("of 9 hits on 3 and two characters: %v, want [2 1]", got)
	}
	s := duel(t, piece(t, map[string]int{"range": 24, "RS": 3}), piece(t, map[string]int{"models": 3, "files": 3}), 10*Inch, Shooting)
	capt := hero(t, 3, 2, "Captain", map[string]int{"W": 2})
	capt.Attached = 2
	s.Pieces = append(s.Pieces, capt)
	placeCharacters(s)
	r := &Ruleset{}
	od, err := r.Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	// oracle: P(the unit takes no wound) = Σ_h P(h hits) (1/2)^(h − the
	// captain's), h of 10 shots each hitting with 1/2
	want := new(big.Rat)
	for h := 0; h <= 10; h++ {
		ph := new(big.Rat).Mul(binom(10, h), big.NewRat(1, 1024))
		unit := h - (share{RankFile: 3, Chars: 1}).charHits(h)[0]
		want.Add(want, new(big.Rat).Mul(ph, big.NewRat(1, 1<<unit)))
	}
	if od.Damage[0].P.Cmp(want) != 0 {
		t.Errorf("P(no wound on the unit) = %v, want %v", od.Damage[0].P, want)
	}
	// 5 hits of the 10 shots: the captain takes the fifth
	s.Dice = dice.NewFixed(1, []int{4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1})
	ev := do(t, &engine.Game{Rules: r, State: s}, Shoot{By: 1, Unit: 1, Target: 2})
	if !hasText(ev, "The hits are shared: Captain takes 1 hit.") || !hasText(ev, "Captain is hit: 1 hit.") {
		t.Errorf("%v", texts(ev))
	}
	if s.Piece(3).Counter("wounded") != 1 {
		t.Errorf("the captain has %d wounds, want 1 (a 6 to wound, no save)", s.Piece(3).Counter("wounded"))
	}
}

// binom is n choose k.
func binom(n, k int) *big.Rat {
	return new(big.Rat).SetInt(new(big.Int).Binomial(int64(n), int64(k)))
}

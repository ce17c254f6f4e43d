package whfb8

import (
	"math/big"
	"strings"
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

// whfb8 §9.1 Sniper: "the model may make a sniper shot at −1 to hit on
// top of normal modifiers. It may target any model it can see, including
// characters and champions, who get no Look Out Sir!". Ten snipers (BS 3,
// 4+, with the sniper's −1 5+) aim at a captain shielded by 20 of his kind;
// a plain shot may not. At the unit's champion, a wound slays him: the
// unit loses a model and its champion.
func TestSniper(t *testing.T) {
	sn := piece(t, map[string]int{"range": 24, "RS": 4})
	sn.Rules = []string{"Sniper"}
	s := duel(t, sn, piece(t, nil), 10*Inch, Shooting)
	s.Pieces[1].Rules = []string{"Champion"}
	capt := hero(t, 3, 2, "Captain", map[string]int{"W": 2})
	capt.Attached = 2
	s.Pieces = append(s.Pieces, capt)
	placeCharacters(s)
	r := &Ruleset{}
	if il := r.checkShoot(s, Shoot{By: 1, Unit: 1, Target: 3}); il == nil {
		t.Fatal("a plain shot at a shielded captain")
	}
	o := Snipe{By: 1, Unit: 1, Target: 3}
	od, err := r.Odds(s, o)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(od.Text, "5+ to hit (sniper −1)") || strings.Contains(od.Text, "Look Out") {
		t.Errorf("odds %q: want 5+ with the sniper's −1 and no Look Out Sir!", od.Text)
	}
	// each shot wounds the captain (T 3, S 4: 3+, no save) with 1/3 · 2/3 = 2/9
	want := big.NewRat(1, 1)
	for range 10 {
		want.Mul(want, big.NewRat(7, 9))
	}
	if od.Damage[0].P.Cmp(want) != 0 {
		t.Errorf("P(no wound) %v, want (7/9)^10", od.Damage[0].P)
	}
	found := false
	for _, tg := range r.Targets(s, 1, r.snipeOptions(s, s.Piece(1))[0], nil) {
		found = found || tg.Piece == 3 && tg.Legal
	}
	if !found {
		t.Error("the captain is not offered as a sniper's target")
	}
	// at the champion: one hit (a 5), wounded (a 3): he falls
	s.Dice = dice.NewFixed(1, []int{5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3})
	ev := do(t, &engine.Game{Rules: r, State: s}, Snipe{By: 1, Unit: 1, Target: 2, Champion: true})
	if u := s.Piece(2); !hasText(ev, "The champion of Targets falls.") || u.Formation.Models != 19 || hasChampion(u) {
		t.Errorf("%v; %d models, champion %v", texts(ev), u.Formation.Models, hasChampion(u))
	}
}

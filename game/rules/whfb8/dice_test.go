package whfb8

import (
	"math/big"
	"testing"
)

// whfb8 §6.2: "needed = 7 − BS + (sum of penalties) ... a final value of
// 1 or less means 2+ ... 7: 6 then 4+; 8: 6 then 5+; 9: 6 then 6; ≥10
// impossible".
func TestShootNeedTable(t *testing.T) {
	cases := []struct {
		bs, pen, first, second int
		ok                     bool
	}{
		{1, 0, 6, 0, true}, {2, 0, 5, 0, true}, {3, 0, 4, 0, true}, {4, 0, 3, 0, true},
		{5, 0, 2, 0, true}, {6, 0, 2, 0, true}, {10, 0, 2, 0, true},
		{3, 1, 5, 0, true}, {3, 2, 6, 0, true}, {3, 3, 6, 4, true}, {3, 4, 6, 5, true},
		{3, 5, 6, 6, true}, {3, 6, 0, 0, false}, {1, 1, 6, 4, true},
	}
	for _, c := range cases {
		f, s, ok := shootNeed(c.bs, c.pen)
		if f != c.first || s != c.second || ok != c.ok {
			t.Errorf("BS%d with %d penalties: %d then %d (%v), want %d then %d (%v)", c.bs, c.pen, f, s, ok, c.first, c.second, c.ok)
		}
	}
}

// whfb8 §7.4: the WS table, row by row as the digest prints it.
func TestMeleeNeedTable(t *testing.T) {
	table := [10][10]int{
		{4, 4, 5, 5, 5, 5, 5, 5, 5, 5},
		{3, 4, 4, 4, 5, 5, 5, 5, 5, 5},
		{3, 3, 4, 4, 4, 4, 5, 5, 5, 5},
		{3, 3, 3, 4, 4, 4, 4, 4, 5, 5},
		{3, 3, 3, 3, 4, 4, 4, 4, 4, 4},
		{3, 3, 3, 3, 3, 4, 4, 4, 4, 4},
		{3, 3, 3, 3, 3, 3, 4, 4, 4, 4},
		{3, 3, 3, 3, 3, 3, 3, 4, 4, 4},
		{3, 3, 3, 3, 3, 3, 3, 3, 4, 4},
		{3, 3, 3, 3, 3, 3, 3, 3, 3, 4},
	}
	for a := 1; a <= 10; a++ {
		for d := 1; d <= 10; d++ {
			if got := meleeNeed(a, d); got != table[a-1][d-1] {
				t.Errorf("WS%d against WS%d: %d+, want %d+", a, d, got, table[a-1][d-1])
			}
		}
	}
}

// whfb8 §6.4: the S against T chart, "needed = clamp(4 + T − S, 2, 6)",
// checked on the printed rows for S1, S3 and S10.
func TestWoundNeedTable(t *testing.T) {
	rows := map[int][10]int{
		1:  {4, 5, 6, 6, 6, 6, 6, 6, 6, 6},
		3:  {2, 3, 4, 5, 6, 6, 6, 6, 6, 6},
		10: {2, 2, 2, 2, 2, 2, 2, 2, 3, 4},
	}
	for _, s := range []int{1, 3, 10} {
		for tough := 1; tough <= 10; tough++ {
			if got := woundNeed(s, tough); got != rows[s][tough-1] {
				t.Errorf("S%d against T%d: %d+, want %d+", s, tough, got, rows[s][tough-1])
			}
		}
	}
}

// whfb8 §6.5: "needed = base + max(0, S − 3) + (1 if Armour Piercing)";
// "a 1+ save does absorb one point of modifier: against S4 a 1+ becomes
// 2+"; "if needed > 6, no armour save is possible".
func TestArmourNeed(t *testing.T) {
	cases := []struct {
		base, s int
		ap      bool
		want    int
	}{
		{5, 3, false, 5}, {5, 4, false, 6}, {5, 5, false, 0}, {4, 4, true, 6},
		{1, 4, false, 2}, {1, 3, false, 2}, {2, 10, false, 0}, {0, 1, false, 0}, {3, 6, false, 6},
	}
	for _, c := range cases {
		if got := armourNeed(c.base, c.s, c.ap); got != c.want {
			t.Errorf("%d+ against S%d (AP %v): %d, want %d", c.base, c.s, c.ap, got, c.want)
		}
	}
}

// whfb8 §6.6: "Ward saves never combine: use the best one"; Regeneration
// "instead of a ward save. The owner picks"; "Wounds from Flaming Attacks
// cannot be regenerated".
func TestWardOrRegeneration(t *testing.T) {
	p := piece(t, map[string]int{"Ward": 5, "Regen": 4})
	if n, name := wardOf(p, false); n != 4 || name != "regeneration" {
		t.Errorf("5+ ward, 4+ regeneration: %d+ %s, want 4+ regeneration", n, name)
	}
	if n, name := wardOf(p, true); n != 5 || name != "ward save" {
		t.Errorf("against flaming: %d+ %s, want 5+ ward save", n, name)
	}
}

// whfb8 §6.2 (7+ to hit) and §6.5: BS3 at −3 needs a 6 then 4+: 1/12 to
// hit; S3 against T3 wounds on 4+; a 5+ save fails 2/3: one shot is an
// unsaved wound with 1/12 · 1/2 · 2/3 = 1/36.
func TestUnsavedChanceSevenPlus(t *testing.T) {
	a := attack{N: 1, Hit: 6, Hit2: 4, Wound: 4, Armour: 5}
	if got := a.unsavedChance(); got.Cmp(big.NewRat(1, 36)) != 0 {
		t.Errorf("chance %v, want 1/36", got)
	}
}

// whfb8 §7.3: ASF with the higher Initiative "re-rolls failed to-hit
// rolls": 4+ becomes 1/2 + 1/2 · 1/2 = 3/4; Poisoned Attacks (§9.1): "a
// natural 6 to hit wounds automatically": WS 4+, S3 against T5 (6+): the
// hit chance 3/4 of which the 6s are 1/6 + 1/2 · 1/6 = 1/4; wounds =
// 1/4 + (3/4 − 1/4) · 1/6 = 1/3.
func TestRerollAndPoison(t *testing.T) {
	a := attack{N: 1, Hit: 4, Reroll: true, Poison: true, Wound: 6}
	hit, six := a.hitChance()
	if hit.Cmp(big.NewRat(3, 4)) != 0 || six.Cmp(big.NewRat(1, 4)) != 0 {
		t.Errorf("hit %v, sixes %v; want 3/4, 1/4", hit, six)
	}
	if got := a.unsavedChance(); got.Cmp(big.NewRat(1, 3)) != 0 {
		t.Errorf("unsaved %v, want 1/3", got)
	}
}

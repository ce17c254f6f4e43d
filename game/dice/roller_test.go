package dice

import "testing"

func TestSameSeedSameDice(t *testing.T) {
	a, b := New(42), New(42)
	for i := range 1000 {
		if x, y := a.Roll(6, ""), b.Roll(6, ""); x != y {
			t.Fatalf("die %d: %v != %v", i, x, y)
		}
	}
	if a.Count() != 1000 {
		t.Fatalf("count = %d, want 1000", a.Count())
	}
}

func TestDifferentSeedsDiffer(t *testing.T) {
	a, b := New(1), New(2)
	same := 0
	for range 100 {
		if a.Roll(6, "").Face == b.Roll(6, "").Face {
			same++
		}
	}
	if same > 40 { // expected about 17 of 100
		t.Fatalf("seeds 1 and 2 agree on %d of 100 dice", same)
	}
}

// A copied Roller is an independent generator at the same point: this is
// what makes cloning a game State cheap and exact.
func TestCopyIsIndependent(t *testing.T) {
	a := New(7)
	a.Roll(6, "")
	b := a
	x, y := a.Roll(6, ""), b.Roll(6, "")
	if x != y {
		t.Fatalf("copy diverged: %v vs %v", x, y)
	}
	a.Roll(6, "")
	if a.Count() == b.Count() {
		t.Fatal("copy shares its counter with the original")
	}
}

func TestFacesInRangeAndFair(t *testing.T) {
	r := New(3)
	var n [7]int
	const rolls = 60000
	for range rolls {
		f := r.Roll(6, "").Face
		if f < 1 || f > 6 {
			t.Fatalf("face %d out of range", f)
		}
		n[f]++
	}
	for f := 1; f <= 6; f++ {
		if n[f] < rolls/6-600 || n[f] > rolls/6+600 { // about 6 standard deviations
			t.Errorf("face %d came up %d times of %d", f, n[f], rolls)
		}
	}
}

func TestStateRestore(t *testing.T) {
	a := New(9)
	a.RollN(nil, 5, 6, "")
	st, err := a.State()
	if err != nil {
		t.Fatal(err)
	}
	var b Roller
	if err := b.Restore(st, a.Count()); err != nil {
		t.Fatal(err)
	}
	want := a.RollN(nil, 10, 6, "")
	got := b.RollN(nil, 10, 6, "")
	for i := range want {
		if want[i] != got[i] {
			t.Fatalf("die %d after restore: %v, want %v", i, got[i], want[i])
		}
	}
	if err := b.Restore([]byte("bad"), 0); err == nil {
		t.Fatal("restore of garbage succeeded")
	}
}

func TestSum(t *testing.T) {
	if s := Sum([]Die{{Sides: 6, Face: 3}, {Sides: 6, Face: 5}}); s != 8 {
		t.Fatalf("Sum = %d", s)
	}
}

// NewFixed gives the listed faces first, whatever the die, then the
// seeded dice from their start; a face that does not fit its die is
// brought into range and reported.
func TestFixedDice(t *testing.T) {
	r := NewFixed(7, []int{6, 1, 5, 9})
	plain := New(7)
	got := []int{r.Roll(6, "a").Face, r.Roll(6, "b").Face, r.Roll(3, "c").Face}
	if want := []int{6, 1, 2}; got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("faces %v, want %v (5 on a D3 reduces to 2)", got, want)
	}
	i, f, sides, ok := r.Misfit()
	if !ok || i != 2 || f != 5 || sides != 3 {
		t.Fatalf("Misfit = %d, %d, %d, %v; want die 2, face 5, a D3", i, f, sides, ok)
	}
	if d := r.Roll(6, "d"); d.Face != 3 { // 9 on a D6
		t.Fatalf("9 on a D6 gave %d, want 3", d.Face)
	}
	if used, listed := r.Fixed(); used != 4 || listed != 4 {
		t.Fatalf("Fixed = %d, %d", used, listed)
	}
	for range 20 {
		if a, b := r.Roll(6, ""), plain.Roll(6, ""); a.Face != b.Face {
			t.Fatal("after the list, the dice are not those of New(seed)")
		}
	}
	if r.Count() != 24 {
		t.Fatalf("Count = %d, want 24", r.Count())
	}
	c := NewFixed(1, []int{2})
	d := c // a copy rolls the same
	if c.Roll(6, "").Face != d.Roll(6, "").Face {
		t.Fatal("a copied fixed roller differs")
	}
}

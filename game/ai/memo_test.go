package ai

import "testing"

// A Memo gives f's answer, asks f once per key while it remembers, and
// forgets everything when full (then asks again).
func TestMemo(t *testing.T) {
	m := Memo[int, int]{Max: 2}
	calls := 0
	sq := func(k int) func() int { return func() int { calls++; return k * k } }
	for _, k := range []int{3, 3, 4, 3} {
		if got := m.Get(k, sq(k)); got != k*k {
			t.Fatalf("Get(%d) = %d, want %d", k, got, k*k)
		}
	}
	if calls != 2 {
		t.Fatalf("%d calls for keys 3, 3, 4, 3; want 2", calls)
	}
	m.Get(5, sq(5)) // full: forgets 3 and 4
	m.Get(3, sq(3))
	if calls != 4 {
		t.Fatalf("%d calls after the memo filled; want 4", calls)
	}
	m.Forget()
	m.Get(3, sq(3))
	if calls != 5 {
		t.Fatalf("%d calls after Forget; want 5", calls)
	}
}

package kow

import "testing"

// The percentages on a card never claim a sure thing that is not.
func TestRoundPercent(t *testing.T) {
	for _, tc := range []struct {
		n, d int64
		want string
	}{{0, 1296, "0%"}, {1, 1296, "<1%"}, {7, 1296, "1%"}, {1295, 1296, ">99%"}, {1296, 1296, "100%"}, {15, 36, "42%"}} {
		if got := roundPercent(tc.n, tc.d); got != tc.want {
			t.Errorf("%d/%d: %q, want %q", tc.n, tc.d, got, tc.want)
		}
	}
}

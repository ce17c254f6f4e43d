package scenario

import (
	"strings"
	"testing"
)

// The victory condition and the agreed game size reach the State: the
// ruleset's default victory (the first it lists) is kept as "", as in
// saves made before the State held it, so their hashes do not change;
// points: is the agreed size, 0 when not given; a negative size and a
// victory the ruleset cannot score are refused with their line.
func TestVictoryAndPointsReachTheState(t *testing.T) {
	for _, tc := range []struct {
		lines, victory string
		points         int
		err            string
	}{
		{"", "", 0, ""},
		{"victory: kill\n", "", 0, ""},
		{"victory: pillage\npoints: 2000\n", "pillage", 2000, ""},
		{"victory: loot\npoints: 1500\n", "loot", 1500, ""},
		{"points: -5\n", "", 0, "s.yaml:2:9: points: must be 0 (the ruleset's default) or the agreed game size, got -5"},
		{"victory: conquest\n", "", 0, `s.yaml:2:10: victory: unknown victory "conquest" for kow2 (want one of kill, invade, dominate, pillage, loot, kill-and-pillage)`},
	} {
		fsys := editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\n" + tc.lines})
		s, err := Load(fsys, "s.yaml")
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %s", tc.lines, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", tc.lines, err)
			continue
		}
		if s.State.Victory != tc.victory || s.State.Points != tc.points || s.Points != tc.points {
			t.Errorf("%q: state victory %q points %d, want %q %d", tc.lines, s.State.Victory, s.State.Points, tc.victory, tc.points)
		}
	}
}

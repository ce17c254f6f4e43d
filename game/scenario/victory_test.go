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

// A deploy entry may set the ruleset's counters on its unit, so a player
// can set up a situation (damage taken, a status) and practise it again
// and again; each is checked by the ruleset's CheckCounter and refused
// at its line and column when unknown or out of bounds.
func TestDeployCounters(t *testing.T) {
	fsys := editedFS(t, edit{"s.yaml", "{unit: riders, at: [20, 6]}", "{unit: riders, at: [20, 6], counters: {damage: 3, disordered: 2}}"})
	s, err := Load(fsys, "s.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p := s.State.Piece(2)
	if p.Counter("damage") != 3 || p.Counter("disordered") != 2 || s.State.Piece(1).Counter("damage") != 0 {
		t.Errorf("counters %+v", p.Counters)
	}
	for _, tc := range []struct{ counters, want string }{
		{"{damage: -1}", `s.yaml:9:56: armies[0].deploy[1].counters.damage: counter "damage" must be 0 to 999, got -1`},
		{"{bogus: 1}", `s.yaml:9:55: armies[0].deploy[1].counters.bogus: unknown counter "bogus"`},
		{"{damage: lots}", `s.yaml:9:56: armies[0].deploy[1].counters.damage: want a whole number`},
	} {
		fsys := editedFS(t, edit{"s.yaml", "{unit: riders, at: [20, 6]}", "{unit: riders, at: [20, 6], counters: " + tc.counters + "}"})
		_, err := Load(fsys, "s.yaml")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %s", tc.counters, err, tc.want)
		}
	}
}

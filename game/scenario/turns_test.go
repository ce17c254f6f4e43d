package scenario

import (
	"fmt"
	"strings"
	"testing"
)

// Regression (tests review): kow2 §11.6: a game lasts the ruleset's
// turns unless the scenario says otherwise; a scenario's turns is 0 (the
// default) to 99, and anything else is refused with its line, never
// played (a game of -1 turns ended after the first).
func TestScenarioTurnsAreBounded(t *testing.T) {
	for _, tc := range []struct {
		turns string
		ok    bool
	}{{"0", true}, {"4", true}, {"99", true}, {"-1", false}, {"100", false}, {"100000", false}} {
		fsys := editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\nturns: " + tc.turns + "\n"})
		s, err := Load(fsys, "s.yaml")
		switch {
		case tc.ok && err != nil:
			t.Errorf("turns %s: %v", tc.turns, err)
		case tc.ok && fmt.Sprint(s.Turns) != tc.turns:
			t.Errorf("turns %s: loaded %d", tc.turns, s.Turns)
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "s.yaml:2:8: turns: must be 0")):
			t.Errorf("turns %s: error %v, want s.yaml:2:8: turns: must be 0 ...", tc.turns, err)
		}
	}
}

package scenario

import (
	"strings"
	"testing"
)

// kow2 §11.4: a scenario that places its units itself (no "deployment:
// players", no "start") places each wholly inside its player's zone; the
// error names the file, line, column and unit.
func TestUnitsOutsideTheirZone(t *testing.T) {
	_, err := Load(editedFS(t, edit{"s.yaml", "{unit: riders, at: [20, 6]}", "{unit: riders, at: [20, 14]}"}), "s.yaml")
	if err == nil || !strings.Contains(err.Error(), "s.yaml:9:28: armies[0].deploy[1].at: Red Riders is not wholly inside player 1's deployment zone") {
		t.Fatalf("got %v", err)
	}
	// A game that starts mid-way may stand anywhere.
	if _, err := Load(editedFS(t, edit{"s.yaml", "{unit: riders, at: [20, 6]}", "{unit: riders, at: [20, 14]}"},
		edit{"s.yaml", "name: Test\n", "name: Test\nstart: {turn: 2, phase: movement, player: 1}\n"}), "s.yaml"); err != nil {
		t.Fatal(err)
	}
}

// "deployment: players" is stored in the State for the ruleset's Start;
// any other value, or with "start", is an error at its line.
func TestDeploymentByThePlayers(t *testing.T) {
	sc, err := Load(editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\ndeployment: players\n"}), "s.yaml")
	if err != nil || sc.State.Deployment != "players" {
		t.Fatalf("%v %+v", err, sc)
	}
	sc, err = Load(baseFS(), "s.yaml")
	if err != nil || sc.State.Deployment != "" {
		t.Fatalf("by default: %v %q", err, sc.State.Deployment)
	}
	_, err = Load(editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\ndeployment: players\n"},
		edit{"l.yaml", "", "name: T\ntable: {width: 48, depth: 24}\n"}), "s.yaml")
	if err == nil || !strings.Contains(err.Error(), "s.yaml:2:13: deployment: player 1 has no deployment zone") {
		t.Errorf("a table too shallow for zones: %v", err)
	}
	for _, tc := range []struct{ add, want string }{
		{"deployment: scouts\n", `s.yaml:2:13: deployment: want players`},
		{"deployment: players\nstart: {turn: 2, phase: movement, player: 1}\n", "s.yaml:2:13: deployment: a game that starts mid-way"},
	} {
		_, err := Load(editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\n" + tc.add}), "s.yaml")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.add, err, tc.want)
		}
	}
}

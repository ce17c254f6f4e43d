package scenario

import (
	"strings"
	"testing"

	"warbench/game/engine"
)

// kow2 §11.5 and the "start from any position": a scenario may
// start the game at a turn, a phase and a player, to practise a
// situation; the ruleset then starts there, with no roll-off, and waits
// on that player. A phase the ruleset does not have, a turn out of the
// game or a player other than 1 or 2 is refused at its line.
func TestScenarioStartsMidGame(t *testing.T) {
	fsys := editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\nstart: {turn: 3, phase: melee, player: 2}\n"})
	sc, err := Load(fsys, "s.yaml")
	if err != nil {
		t.Fatal(err)
	}
	ev := sc.Rules.Start(sc.State)
	for _, e := range ev {
		if e.Kind == engine.Rolled {
			t.Fatalf("a roll at a mid-game start: %+v", e)
		}
	}
	s := sc.State
	if s.Turn != 3 || s.Phase != "melee" || s.Active != 2 || sc.Rules.Decision(s).Player != 2 {
		t.Fatalf("started at turn %d, %s, player %d", s.Turn, s.Phase, s.Active)
	}
	for _, tc := range []struct{ start, want string }{
		{"{turn: 3, phase: lunch, player: 2}", `s.yaml:2:25: start.phase: unknown phase "lunch" (want one of movement, shooting, melee)`},
		{"{turn: 0, phase: melee, player: 2}", "s.yaml:2:15: start.turn: must be 1 to 99, got 0"},
		{"{turn: 2, phase: melee, player: 3}", "s.yaml:2:40: start.player: must be 1 or 2"},
	} {
		_, err := Load(editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\nstart: " + tc.start + "\n"}), "s.yaml")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("start %s: %v, want %s", tc.start, err, tc.want)
		}
	}
}

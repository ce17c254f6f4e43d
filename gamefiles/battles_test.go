package gamefiles

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/rules"
	"warbench/input"
)

// A system whose victory conditions are battles with zones of their own
// (engine.Battles): a new game of a built-in scenario under another
// battle than the scenario's is deployed afresh by the players, in that
// battle's zones; under the scenario's own battle it is the scenario as
// it is. The form shows each battle by the system's title.
func TestStartsNewBattle(t *testing.T) {
	st, f, s := builtinStarts(t, func() uint64 { return 3 })
	tried := 0
	for _, sys := range s.Systems() {
		rs, err := rules.Lookup(sys.ID)
		if err != nil {
			t.Fatal(err)
		}
		b, ok := rs.(engine.Battles)
		if !ok {
			continue
		}
		if len(sys.VictoryTitles) != len(sys.Victories) {
			t.Errorf("%s: %d titles for %d battles", sys.Name, len(sys.VictoryTitles), len(sys.Victories))
		}
		var sc *input.StartScenario
		for i := range sys.Scenarios {
			if sys.Scenarios[i].Victory == "" { // the default battle
				sc = &sys.Scenarios[i]
				break
			}
		}
		if sc == nil {
			continue
		}
		for _, v := range sys.Victories[1:] {
			o, err := s.NewGame(input.NewGame{System: sys.ID, Scenario: sc.Key, Victory: v})
			if err != nil {
				t.Fatalf("%s, %s: %v", sys.Name, v, err)
			}
			state := o.Game.State
			if state.Victory != v || state.Deployment == "" {
				t.Errorf("%s: victory %q, deployment %q: want %s deployed by the players", sys.Name, state.Victory, state.Deployment, v)
			}
			if title, about := sys.VictoryText(v); title == "" || about == "" {
				t.Errorf("%s: %s is shown as %q, %q", sys.Name, v, title, about)
			}
			want := b.BattleZones(v, state.Table)
			for _, z := range want {
				found := false
				for _, g := range state.Table.Zones {
					found = found || (g.Player == z.Player && len(g.Area) == len(z.Area))
				}
				if !found {
					t.Errorf("%s, %s: player %d's zone is not the battle's", sys.Name, v, z.Player)
				}
			}
			st.Close(f.Session)
			tried++
		}
		if _, err := s.NewGame(input.NewGame{System: sys.ID, Scenario: sc.Key, Victory: sys.Victories[0]}); err != nil {
			t.Fatal(err)
		}
		if h := f.Session.Header; !h.Scenario.Builtin {
			t.Errorf("%s: the scenario's own battle was composed anew", sys.Name)
		}
		st.Close(f.Session)
	}
	if tried == 0 {
		t.Skip("no system has battles with zones of their own")
	}
}

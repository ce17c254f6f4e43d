package whfb8

import (
	"sort"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/scenario"
)

// piece is a unit of 20 infantry on 20 mm bases, 5 wide, with the stats
// given over a plain profile (M4 WS3 BS3 S3 T3 W1 I3 A1 Ld7).
func piece(t testing.TB, over map[string]int) *engine.Piece {
	t.Helper()
	stats := map[string]int{"M": 4, "WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "models": 20, "files": 5}
	for k, v := range over {
		stats[k] = v
	}
	spec := engine.UnitSpec{Name: "Test", Type: "In", Size: "unit", BaseW: 20, BaseD: 20}
	names := make([]string, 0, len(stats))
	for k := range stats {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		spec.Stats = append(spec.Stats, engine.Stat{Name: k, Value: stats[k]})
	}
	fit, err := (&Ruleset{}).Unit(spec)
	if err != nil {
		t.Fatal(err)
	}
	return &engine.Piece{ID: 1, Name: "Test", Owner: 1, Type: "In", Size: "unit", Footprint: fit.Footprint, Formation: fit.Formation,
		Height: fit.Height, Stats: spec.Stats, Pose: geom.Pose{Pos: geom.V(500, 500)}}
}

// example loads the sample scenario and starts it.
func example(t testing.TB) *engine.Game {
	t.Helper()
	sc, err := scenario.Load(Example, ExampleScenario)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	return g
}

// byName finds a piece by its name.
func byName(t testing.TB, s *engine.State, name string) *engine.Piece {
	t.Helper()
	for i := range s.Pieces {
		if s.Pieces[i].Name == name {
			return &s.Pieces[i]
		}
	}
	t.Fatalf("no piece %q", name)
	return nil
}

// do gives an order and fails the test when it is refused.
func do(t testing.TB, g *engine.Game, o engine.Order) []engine.Event {
	t.Helper()
	ev, err := g.Do(o)
	if err != nil {
		t.Fatalf("%s: %v", o.Kind(), err)
	}
	return ev
}

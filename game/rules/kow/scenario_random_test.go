package kow_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// markerInvariants are what the markers of kow2 §11.3 keep after every
// order: a loot counter held is held by its carrier's player, the carrier
// on the table or gone off its own edge with the counter safe; a counter
// on the ground is nobody's; loot and objectives are never lost.
func markerInvariants(s *engine.State, n int) []string {
	var bad []string
	if len(s.Markers) != n {
		bad = append(bad, fmt.Sprintf("%d markers, want %d", len(s.Markers), n))
	}
	for _, m := range s.Markers {
		if m.Kind != kow.LootKind {
			continue
		}
		id := engine.PieceID(m.Counter("carrier"))
		switch c := s.PieceOrGone(id); {
		case id == 0 && m.Owner != 0:
			bad = append(bad, fmt.Sprintf("%s on the ground is player %d's", m.Name, m.Owner))
		case id == 0:
		case c == nil || c.Owner != m.Owner:
			bad = append(bad, fmt.Sprintf("%s: carrier %d is not player %d's", m.Name, id, m.Owner))
		case s.Piece(id) == nil && (c.Counter("left") != 1 || m.Counter("safe") != 1):
			bad = append(bad, fmt.Sprintf("%s: its carrier %s routed and kept it", m.Name, c.Name))
		case c.HasRule("Individual"):
			bad = append(bad, fmt.Sprintf("%s carried by the Individual %s", m.Name, c.Name))
		}
	}
	return bad
}

// Property: the built-in battle as a Loot!, a Pillage! and a Kill &
// Pillage! game played by the random player keeps the pieces' and the
// markers' invariants after every order and replays to the same game;
// every side gets a breakdown, and some loot is picked up.
func TestRandomScenarioBattles(t *testing.T) {
	held := 0
	for _, v := range []string{kow.Loot, kow.Pillage, kow.KillAndPillage} {
		for seed := uint64(1); seed <= 4; seed++ {
			sc, err := scenario.Load(scenarios.FS, scenarios.Default)
			if err != nil {
				t.Fatal(err)
			}
			sc.State.Victory, sc.State.Points = v, 2000
			if v == kow.Loot {
				sc.State.Table.Objectives = nil // D3+4 counters at the default spots
			}
			start := sc.State.Clone()
			g := &engine.Game{Rules: sc.Rules, State: sc.State}
			g.Start()
			n := len(g.State.Markers)
			if n == 0 {
				t.Fatalf("%s: no markers", v)
			}
			rng := rand.New(rand.NewPCG(seed, 12))
			var given []engine.Order
			for k := 0; k < 400 && !g.State.Over; k++ {
				o := gametest.RandomOrder(g, rng)
				if _, err := g.Do(o); err != nil {
					continue
				}
				given = append(given, o)
				bad := append(gametest.Invariants(g.Rules, g.State, 1e-6), markerInvariants(g.State, n)...)
				if len(bad) > 0 {
					t.Fatalf("%s seed %d after %s: %v", v, seed, o.Kind(), bad)
				}
			}
			again := &engine.Game{Rules: sc.Rules, State: start}
			again.Start()
			for _, o := range given {
				if _, err := again.Do(o); err != nil {
					t.Fatalf("%s seed %d: replaying %s: %v", v, seed, o.Kind(), err)
				}
			}
			if again.State.Hash() != g.State.Hash() {
				t.Fatalf("%s seed %d: the replay differs", v, seed)
			}
			sc2 := g.Rules.Score(g.State)
			if v == kow.Loot {
				held += sc2.Points[1] + sc2.Points[2]
			}
			if len(sc2.Lines[1]) == 0 || len(sc2.Lines[2]) == 0 {
				t.Errorf("%s: no breakdown: %+v", v, sc2)
			}
		}
	}
	if held == 0 {
		t.Error("no loot was ever picked up")
	}
}

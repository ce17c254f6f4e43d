package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// kow2 §3.2 "Line of sight": a line from the observer's Leader Point to
// any point of the target inside its front arc; an element blocks it iff
// h(element) ≥ h(observer) and h(element) ≥ h(target).
func TestSight(t *testing.T) {
	r := kow.New(kow.KoW2)
	obs := func() engine.Piece { return gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0) }
	cases := []struct {
		name    string
		s       gametest.State
		clear   bool
		blocker string
		rule    string
	}{
		{name: "open ground",
			s:     gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)),
			clear: true, rule: "kow2/3.2"},
		{name: "a tall building hides the whole target",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Tower", table.Building, 3, gametest.Box(36, 20, 12, 3))),
			blocker: "Tower", rule: "kow2/3.2"},
		{name: "looking past the edge of a narrow blocker",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "horde", 36, 30, 180)).
				With(gametest.Terrain(1, "Pillar", table.Building, 3, gametest.Box(36, 20, 3, 3))),
			clear: true},
		{name: "a building lower than the target does not block (cavalry, height 2)",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Riders", "Cav", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Cottage", table.Building, 1, gametest.Box(36, 20, 12, 3))),
			clear: true},
		{name: "a unit of equal height blocks",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180),
				gametest.KoW(3, 1, "Screen", "Inf", "horde", 36, 20, 0)),
			blocker: "Screen"},
		{name: "Individuals never block",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "troop", 36, 30, 180),
				gametest.KoW(3, 1, "Captain", "Hero/Inf", "single", 36, 20, 0, "Individual")),
			clear: true},
		{name: "obstacles never block",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 20, 20, 0.5))),
			clear: true},
		{name: "a target behind the observer is out of its front arc",
			s:    gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 2, 0)),
			rule: "kow2/3.1"},
		{name: "a forest blocks sight to units behind it",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Wood", table.Forest, 2, gametest.Box(36, 20, 14, 6))),
			blocker: "Wood"},
		{name: "a forest does not block sight to a unit partly inside it",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Wood", table.Forest, 2, gametest.Box(36, 26, 14, 6))),
			clear: true},
		{name: "a hill lifts the observer over a building (§9: majority of the base on it)",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Tower", table.Building, 2, gametest.Box(36, 20, 12, 3)),
					gametest.Terrain(2, "Rise", table.Hill, 2, gametest.Box(36, 10, 10, 8))),
			clear: true},
		{name: "a hill between two units blocks like terrain of its height",
			s: gametest.Table(72, 48, obs(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 30, 180)).
				With(gametest.Terrain(1, "Ridge", table.Hill, 1, gametest.Box(36, 20, 30, 4))),
			blocker: "Ridge"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := r.Sight(c.s.State, 1, 2)
			if got.Clear != c.clear {
				t.Fatalf("Clear = %v, want %v (%s)", got.Clear, c.clear, got.Reason)
			}
			if c.blocker != "" && (len(got.Blockers) == 0 || got.Blockers[0].Name != c.blocker) {
				t.Fatalf("blockers %+v, want %s first", got.Blockers, c.blocker)
			}
			if c.rule != "" && got.Rule != c.rule {
				t.Fatalf("rule %s, want %s", got.Rule, c.rule)
			}
			if got.Clear && len(got.Blockers) != 0 {
				t.Fatalf("clear with blockers %+v", got.Blockers)
			}
			if got.Reason == "" {
				t.Fatal("no reason given")
			}
		})
	}
}

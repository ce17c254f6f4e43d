package kow_test

import (
	"strings"
	"testing"

	"warbench/game/gametest"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// kow2 §4.11: War Engines "Treat obstacles as impassable when moving";
// §4.5 "War Engine only: crosses an obstacle (treated as impassable for
// War Engines)". A low wall 2" ahead stops the engine's Advance; a
// Monster on the same 50 mm base crosses it.
func TestWarEngineObstaclesImpassable(t *testing.T) {
	wall := gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 13, 8, 0.5))
	for _, c := range []struct {
		typ  string
		want bool
	}{{"WE", false}, {"Mon", true}} {
		g := started(gametest.Table(72, 48, gametest.KoW(1, 1, "Engine", c.typ, "single", 36, 10, 0), wolves()).With(wall))
		err := g.Rules.Check(g.State, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(5)}))
		if (err == nil) != c.want {
			t.Errorf("%s advancing 5\" over a wall: %v, want legal %v", c.typ, err, c.want)
		}
	}
}

// kow2 §3.1, §4.11: "Shooting arc is 50 mm wide when the base is wider":
// "45° rays from the points LP ± 25 mm along the front edge". A troop
// standing right of the 45° ray from the engine's real front-right corner
// but wholly right of the ray from LP + 25 mm is in a 100 mm wide
// Monster's arc and not in the War Engine's. The engine shoots 48" by
// default (§5.2).
func TestWarEngineShootingArc(t *testing.T) {
	// In the shooter's frame (centre at the origin, front edge at y = 25
	// mm), the troop covers x 150..250 mm, y 100..140 mm: its corner
	// (150, 140) is 100 mm right of the real corner (50, 25) and 115 mm
	// ahead (inside); it is 125 mm right of (25, 25) and at most 115 mm
	// ahead (outside).
	for _, c := range []struct {
		typ    string
		rules  []string
		inArc  bool
		weapon string
	}{{"WE", nil, false, "War engine"}, {"Mon", []string{"Bows (Range 24)"}, true, "Bows"}} {
		shooter := gametest.Stat(gametest.KoW(1, 1, "Shooter", c.typ, "single", 36, 10, 0, c.rules...), "ra", 4)
		shooter.Footprint.W = 100
		troop := gametest.KoW(2, 2, "Troop", "Inf", "troop", 36+200/in, 10+120/in, 180)
		g := started(gametest.Table(72, 48, shooter, troop))
		if ws := kow.Weapons(g.State.Piece(1)); len(ws) != 1 || ws[0].Name != c.weapon || (c.typ == "WE" && ws[0].Range != 48*in) {
			t.Fatalf("%s weapons %+v", c.typ, ws)
		}
		toShooting(t, g)
		err := g.Rules.Check(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2})
		if (err == nil) != c.inArc {
			t.Errorf("%s: %v, want in arc %v", c.typ, err, c.inArc)
		}
		if err != nil && !strings.Contains(err.Error(), "front arc") {
			t.Errorf("%s: refused for %v, want the front arc", c.typ, err)
		}
	}
}

// kow2 §4.11 "Cannot be ordered At the Double or to Charge"; §4.9: no
// counter-charge either (TestValidatorTable). A War Engine is charged
// like any unit (§4.7.1 "Who can be charged: any enemy unit, including
// ... War Engines").
func TestWarEngineIsCharged(t *testing.T) {
	g := started(gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Cannon", "WE", "single", 36, 18, 180)))
	ct := target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2)
	if !ct.Legal {
		t.Fatalf("charging a War Engine: %v", ct.Why)
	}
	g = started(gametest.Table(72, 48, gametest.KoW(1, 1, "Cannon", "WE", "single", 36, 10, 0), wolves()))
	if ct := target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2); ct.Legal || ct.Why == nil || ct.Why.Rule != "kow2/4.11" && ct.Why.Rule != "kow2/4.9" {
		t.Fatalf("a War Engine charging: %+v", ct)
	}
}

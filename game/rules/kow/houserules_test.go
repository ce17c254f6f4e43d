package kow_test

import (
	"errors"
	"math"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// withHouseRules turns house rules on in a test State (a scenario's
// house_rules).
func withHouseRules(s *engine.State, names ...string) { s.HouseRules = names }

// kow2 §14-A3: "Default: no path-length limit beyond 'shortest possible
// path'"; "Option strict_charge_path (house rule): the LP's travel along
// the path up to first contact must also be ≤ 2·Sp." The Wolves, facing
// west, are 8.76" from the Spears' Leader Point (reach 10"), beyond a low
// rock (it hides nothing) running north past the Spears' right: the only
// way in is north about 9", a pivot, then east about 4.85", some 13.8" in
// all.
func TestStrictChargePath(t *testing.T) {
	for _, strict := range []bool{false, true} {
		g := started(gametest.Table(72, 48, spears(), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 44, 19.5, 270)).With(
			gametest.Terrain(1, "Rock", table.Impassable, 0, gametest.Box(39.5, 11.5, 1, 11))))
		if strict {
			withHouseRules(g.State, kow.StrictChargePath)
		}
		ct := target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2)
		if math.Abs(ct.Reach-8.76*in) > 0.01*in {
			t.Fatalf("reach %.3f\", want 8.76\"", ct.Reach/in)
		}
		if ct.Legal == strict {
			t.Errorf("strict %v: legal %v (%v)", strict, ct.Legal, ct.Why)
		}
		if strict && (ct.Why == nil || !strings.Contains(ct.Why.Reason, `within 10.00" (house rule strict_charge_path`)) {
			t.Errorf("strict refusal %v does not name the house rule", ct.Why)
		}
	}
}

// kow2 §14-A4: "Measure to the nearest point of the target's base that
// lies inside the shooter's vision arc. Option: nearest visible point,
// mirroring the charge rule." A building hides the middle of a Horde's
// front 23.9" ahead of the Archers' bows (24"): its nearest point is in
// range, its nearest visible point (about 3.2" to the side) is not.
func TestRangeToVisiblePoint(t *testing.T) {
	for _, visible := range []bool{false, true} {
		horde := gametest.KoW(2, 2, "Horde", "Inf", "horde", 36, 11.575+23.9+1.575, 180)
		g := started(gametest.Table(72, 48, archers(), horde).With(
			gametest.Terrain(1, "Tower", table.Building, 3, gametest.Box(36, 31.7, 5.4, 0.6))))
		if visible {
			withHouseRules(g.State, kow.RangeToVisiblePoint)
		}
		toShooting(t, g)
		var st kow.ShootTarget
		for _, x := range g.Rules.(*kow.Ruleset).ShootTargets(g.State, 1, "") {
			if x.Target == 2 {
				st = x
			}
		}
		switch {
		case !visible && (math.Abs(st.Range-23.9*in) > 0.01 || !st.Legal):
			t.Errorf("default: range %.3f\", legal %v (%v), want 23.9\" and legal", st.Range/in, st.Legal, st.Why)
		case visible && (st.Range < 24.05*in || st.Range > 24.2*in || st.Legal || st.Why == nil || st.Why.Rule != "kow2/5.2"):
			t.Errorf("visible point: range %.3f\", legal %v (%v), want about 24.1\" and out of range", st.Range/in, st.Legal, st.Why)
		}
	}
}

// kow2 §14-A25: "Measure from the centre line parallel to the long edges
// ... Option: measure from the centre point." A layout zone reaching to
// the centre line: the Spears 4" from the line but 14" to the side of
// the centre are refused under the default and deployed with the option;
// 4" from the line right by the centre both refuse.
func TestDeployFromCentrePoint(t *testing.T) {
	for _, point := range []bool{false, true} {
		g, _ := deployGame(t, []int{5, 2},
			gametest.KoW(1, 1, "Spears", "Inf", "regiment", 10, 6, 0),
			gametest.KoW(3, 2, "Brutes", "Inf", "regiment", 30, 42, 180))
		s := g.State
		if point {
			withHouseRules(s, kow.DeployFromCentrePoint)
		}
		s.Table.Zones[0] = table.Zone{Player: 1, Area: geom.Rect{Center: geom.V(36*in, 12*in), W: 72 * in, D: 24 * in}.Poly()}
		// Front edge 4" short of the line (y = 24").
		y := 20 - s.Piece(1).Footprint.D/2/in
		var il *engine.Illegal
		_, err := g.Do(kow.DeployAt(1, s.Piece(1), at(36, y, 0)))
		if !errors.As(err, &il) || il.Rule != "kow2/14-A25" {
			t.Fatalf("point %v, by the centre: %v", point, err)
		}
		_, err = g.Do(kow.DeployAt(1, s.Piece(1), at(36+14+1.97, y, 0)))
		if (err == nil) != point {
			t.Errorf("point %v, 14\" to the side: %v", point, err)
		}
	}
}

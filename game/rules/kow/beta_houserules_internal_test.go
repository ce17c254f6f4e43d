package kow

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The settings kow-beta §11 names (A2, A5, A7, A11, A13, A15, A19, A27),
// offered as house rules: each where it changes the answer from the
// recommendation the game plays without it.
func TestBetaMoreHouseRules(t *testing.T) {
	t.Run("A2 horde champion", func(t *testing.T) {
		// "hordeChampionOffset = {0, ±½ base}": a horde of 20 mm bases
		// facing north; its champion's base moves 10 mm west.
		s := betaState(bp(1, 1, "Inf", 10, 3, 20, 20, 1000, 500, 0, st6))
		mid := championBase(s, s.Piece(1)).Center
		s.HouseRules = []string{BetaHordeChampionLeft}
		if got := championBase(s, s.Piece(1)).Center; got.Dist(mid.Add(geom.V(-10, 0))) > 1e-9 || mid.Dist(geom.V(1000, 520)) > 1e-9 {
			t.Errorf("champion at %v, then %v; want (1000, 520), then 10 mm west", mid, got)
		}
		s = betaState(bp(1, 1, "Inf", 5, 3, 20, 20, 1000, 500, 0, st6))
		s.HouseRules = []string{BetaHordeChampionLeft}
		if got := championBase(s, s.Piece(1)).Center; got.Dist(geom.V(1000, 520)) > 1e-9 {
			t.Errorf("a five-wide unit's champion moved to %v", got)
		}
	})
	t.Run("A5 nerve after each shot", func(t *testing.T) {
		// "shootingNerveTiming = AfterEachShootingUnit": two bow units do 1
		// damage each; each shot is followed by a test (1 + 2, Hold) and
		// none is left for the end of the phase.
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 900, 500, 0, st6, "Bows (Range 24)"),
			bp(2, 1, "Inf", 5, 2, 20, 20, 1100, 500, 0, st6, "Bows (Range 24)"),
			bp(3, 2, "Inf", 5, 2, 20, 20, 1000, 800, 180, st6))
		s.Phase, s.HouseRules = Shooting, []string{BetaNerveAfterEachShot}
		s.Dice = dice.NewFixed(1, []int{6, 6, 1, 2, 6, 6, 1, 2})
		tests := 0
		for _, id := range []engine.PieceID{1, 2} {
			for _, e := range beta.Apply(s, Shoot{By: 1, Unit: id, Target: 3}) {
				if e.Kind == engine.Rolled && len(e.Dice) == 2 {
					tests++
				}
			}
		}
		for _, e := range beta.Apply(s, engine.EndPhase{By: 1}) {
			if e.Kind == engine.Rolled && len(e.Dice) == 2 {
				t.Errorf("a test at the end of the phase: %s", e.Text)
			}
		}
		if tests != 2 {
			t.Errorf("%d tests after the shots, want 2", tests)
		}
	})
	t.Run("A7 melee halves on 6", func(t *testing.T) {
		// "meleeHalveTrigger": Me 5+ hindered needs 6: 10 dice, or 5 read
		// literally ("6 or more").
		p, tg := unit("Inf", 10, 5, 4), unit("Inf", 10, 4, 4)
		for rules, want := range map[string]int{"": 10, BetaMeleeHalvesOn6: 5} {
			a := beta.meleeAttack(&engine.State{HouseRules: []string{rules}}, p, tg, geom.ArcFront, true)
			if a.Dice != want || a.Hit != 6 {
				t.Errorf("%q: %d dice on %d+, want %d on 6+", rules, a.Dice, a.Hit, want)
			}
		}
	})
	t.Run("A11 Penetration", func(t *testing.T) {
		// "penetrationScope = Ranged": bows with Penetration(1) damage De 4
		// on 3+; read as "magical attacks" only, on 4+; Zap! on 2+ either way.
		p := unit("Inf", 10, 4, 4, "Penetration(1)", "Bows (Range 24)", "Zap!(3)")
		tg := unit("Inf", 10, 4, 4)
		ws := Weapons(p)
		for rules, want := range map[string][2]int{"": {3, 2}, BetaPenetrationMagicOnly: {4, 2}} {
			s := &engine.State{HouseRules: []string{rules}}
			if bow, zap := beta.shootingAttack(s, p, tg, ws[0], false), beta.shootingAttack(s, p, tg, ws[1], false); bow.Damage != want[0] || zap.Damage != want[1] {
				t.Errorf("%q: bows %d+, Zap! %d+; want %d+, %d+", rules, bow.Damage, zap.Damage, want[0], want[1])
			}
		}
	})
	t.Run("A13 hounds", func(t *testing.T) {
		// "houndsDice = {UnitAt, Five}": At 3, or 5.
		p := unit("Inf", 3, 4, 4, "Assault Hounds")
		w, _ := weapon(p, assaultHound)
		for rules, want := range map[string]int{"": 3, BetaHoundsRollFive: 5} {
			if a := beta.shootingAttack(&engine.State{HouseRules: []string{rules}}, p, unit("Inf", 10, 4, 4), w, false); a.Dice != want {
				t.Errorf("%q: %d dice, want %d", rules, a.Dice, want)
			}
		}
	})
	t.Run("A15 healing itself", func(t *testing.T) {
		// "healSelf = false": a damaged healer is no target of its own
		// Healing; with the setting it is.
		st := map[string]int{"sp": 5, "me": 4, "ra": 0, "de": 4, "att": 3, "ne": 3}
		s := betaState(bp(1, 1, "Hero/Inf", 1, 1, 25, 25, 1000, 500, 0, st, "Individual", "Healing(3)"))
		s.Phase = Shooting
		s.Piece(1).SetCounter("damage", 2)
		for rules, want := range map[string]bool{"": false, BetaHealingOnItself: true} {
			s.HouseRules = []string{rules}
			got := false
			for _, tg := range beta.castTargets(s, s.Piece(1), "Healing") {
				got = got || (tg.Piece == 1 && tg.Legal)
			}
			if got != want {
				t.Errorf("%q: heals itself %v, want %v", rules, got, want)
			}
		}
	})
	t.Run("A19 regroup in terrain", func(t *testing.T) {
		// "regroupIgnoresTerrain = false": a 6 in a wood is 3", or 6".
		for rules, want := range map[string]float64{"": 3 * Inch, BetaRegroupIgnoresTerrain: 6 * Inch} {
			s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st6))
			s.Table.Terrain = []table.Terrain{terrainRect(1, "Fen Wood", table.Forest, 1000, 700, 600, 600)}
			s.Phase, s.HouseRules = Melee, []string{rules}
			s.Piece(1).SetCounter("regroup", playerTurn(s))
			s.Dice = dice.NewFixed(1, []int{6})
			beta.Apply(s, Regroup{By: 1, Unit: 1})
			if got := s.Piece(1).Pose.Pos.Y - 500; math.Abs(got-want) > 1e-6 {
				t.Errorf("%q: regrouped %.3f mm, want %.3f", rules, got, want)
			}
		}
	})
	t.Run("A27 Fly in difficult terrain", func(t *testing.T) {
		// "flyIgnoresDifficult = true": a flyer in a wood Advances 6"; with
		// the setting, 3".
		st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 5, "ne": 3}
		for rules, want := range map[string]float64{"": 6 * Inch, BetaFlyPaysDifficult: 3 * Inch} {
			s := betaState(bp(1, 1, "Mon", 1, 1, 50, 50, 1000, 500, 0, st, "Fly"))
			s.Table.Terrain = []table.Terrain{terrainRect(1, "Fen Wood", table.Forest, 1000, 700, 600, 600)}
			s.HouseRules = []string{rules}
			if got, res := forwardEnd(t, beta, s, 1, Advance, 6*Inch); math.Abs(got-want) > 1e-6 {
				t.Errorf("%q: went %.3f mm, want %.3f (%v)", rules, got, want, res.Reasons)
			}
		}
	})
}

package kow

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// The closed beta's movement differences (kow-beta §10 rows 19, 38, 41,
// 42), each on one position under both editions.

// forwardEnd previews an order of one straight step forward of dist mm
// and returns how far the unit's centre went and the plan.
func forwardEnd(t *testing.T, r *Ruleset, s *engine.State, id engine.PieceID, k OrderKind, dist float64) (float64, move.Result) {
	t.Helper()
	p := s.Piece(id)
	res, il := r.Preview(s, NewMove(p.Owner, id, k, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: dist}}))
	if il != nil {
		t.Fatalf("%s: %v", r.ID(), il)
	}
	return res.End.Center.Dist(res.Start.Center), res
}

// terrainRect is a terrain piece of kind k, a w × d rectangle centred at
// (x, y) mm.
func terrainRect(id int, name string, k table.Kind, x, y, w, d float64) table.Terrain {
	return table.Terrain{ID: id, Name: name, Kind: k, Height: 2, Parts: []geom.Poly{geom.Rect{Center: geom.V(x, y), W: w, D: d}.Poly()}}
}

// kow-beta §4.3: difficult area terrain "is passable, but each inch moved
// in it counts as 2"" on Advance, Back, Sidestep and At the Double, never
// on a charge; §10 row 19: 2nd edition has "no slowdown; At the Double
// treats it as impassable". A 100 × 40 mm regiment (Sp 6) 20 mm short of
// a wood: Advance 6" goes 152.4 mm in 2nd edition, 20 + 132.4/2 = 86.2 mm
// in the beta; At the Double stops at the wood's edge in 2nd edition and
// goes 20 + 284.8/2 = 162.4 mm in the beta. Fly ignores the cost (§11
// A27); the charge through the wood reaches as far in both (12").
func TestBetaDifficultTerrainCostsDouble(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 10, "ne": 3, "waver": 10, "rout": 12}
	s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st), bp(2, 1, "Mon", 1, 1, 50, 50, 1300, 495, 0, st, "Fly"))
	s.Table.Terrain = []table.Terrain{terrainRect(1, "Fen Wood", table.Forest, 1100, 800, 600, 520)} // y 540..1060
	for _, c := range []struct {
		k          OrderKind
		kow2, beta float64
	}{{Advance, 6 * Inch, 20 + (6*Inch-20)/2}, {AtTheDouble, 20, 20 + (12*Inch-20)/2}} {
		for r, want := range map[*Ruleset]float64{kow2: c.kow2, beta: c.beta} {
			if got, res := forwardEnd(t, r, s, 1, c.k, 2*speed(s.Piece(1))); math.Abs(got-want) > 1e-6 {
				t.Errorf("%s %s: went %.3f mm, want %.3f (%v)", r.ID(), c.k.Title(), got, want, res.Reasons)
			}
		}
	}
	_, res := forwardEnd(t, beta, s, 1, Advance, 6*Inch)
	if len(res.Reasons) != 1 || res.Reasons[0].Text != `Only 6.00" of movement left: moving in Fen Wood (difficult terrain) costs 2 times the distance.` {
		t.Errorf("beta's reason: %+v", res.Reasons)
	}
	if got := describeMove(s.Piece(1), NewMove(1, 1, Advance, nil), res); got != `Inf A: Advance 3.39" (6.00" of its movement, in difficult terrain).` {
		t.Errorf("battle log: %q", got)
	}
	if got, _ := forwardEnd(t, beta, s, 2, Advance, 6*Inch); math.Abs(got-6*Inch) > 1e-6 {
		t.Errorf("beta Fly: went %.3f mm, want 152.4", got)
	}
	// The charge: an enemy in the wood 280 mm ahead is charged through it
	// in both editions (Hindered), its path not slowed.
	s.Pieces = append(s.Pieces, bp(3, 2, "Inf", 5, 2, 20, 20, 1000, 520+280+20, 180, st))
	for _, r := range []*Ruleset{kow2, beta} {
		if ct := r.planCharge(s, s.Piece(1), s.Piece(3)); !ct.Legal || !ct.Hindered {
			t.Errorf("%s: charge through the wood legal %v hindered %v: %v", r.ID(), ct.Legal, ct.Hindered, ct.Why)
		}
	}
}

// kow-beta §10 row 41: War Machines have "no special restriction" at
// obstacles; 2nd edition's "treat obstacles as impassable when moving".
// A War Machine (Sp 5) 35 mm short of a wall crosses it with an Advance
// in the beta and stops against it in 2nd edition.
func TestBetaWarMachinesCrossObstacles(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 5, "ra": 4, "de": 4, "att": 2, "ne": 2, "waver": 10, "rout": 12}
	s := betaState(bp(1, 1, "WE", 1, 1, 50, 50, 1000, 500, 0, st))
	s.Table.Terrain = []table.Terrain{terrainRect(1, "Low Wall", table.Obstacle, 1000, 566.35, 300, 12.7)} // y 560..572.7
	for r, want := range map[*Ruleset]float64{kow2: 35, beta: 5 * Inch} {
		if got, res := forwardEnd(t, r, s, 1, Advance, 5*Inch); math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: went %.3f mm, want %.3f (%v)", r.ID(), got, want, res.Reasons)
		}
	}
	if beta.terrainBars(table.Obstacle, true, false, false) == "" {
		t.Error("beta: At the Double crosses an obstacle")
	}
}

// kow-beta §3.5: "The doc also asks players to keep their own units at
// least 1" apart"; §10 row 42: 2nd edition's friends "may be closer than
// 1" but never in base contact" (a 0.5 mm gap here). A regiment 80 mm
// behind a friend, advancing 6": 79.5 mm in 2nd edition, 54.6 mm in the
// beta.
func TestBetaFriendsOneInchApart(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 10, "ne": 3, "waver": 10, "rout": 12}
	s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st), bp(2, 1, "Inf", 5, 2, 20, 20, 1000, 620, 0, st))
	for r, want := range map[*Ruleset]float64{kow2: 80 - friendGap, beta: 80 - Inch} {
		if got, res := forwardEnd(t, r, s, 1, Advance, 6*Inch); math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: went %.3f mm, want %.3f (%v)", r.ID(), got, want, res.Reasons)
		}
	}
}

// kow-beta §6.4: after a combat whose target survives each charger moves
// back 1", then "separate friendly chargers so that they are ≥ 1" apart"
// (§10 row 42; 2nd edition leaves a visible gap). Two regiments charged a
// horde's front side by side, 0.5 mm apart; every die misses: both back
// off 1", and in the beta the second steps 24.9 mm aside.
func TestBetaChargersSeparatedAfterCombat(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 2, "ne": 3, "waver": 10, "rout": 12}
	for r, want := range map[*Ruleset]float64{kow2: friendGap, beta: Inch} {
		target := bp(3, 2, "Inf", 10, 2, 20, 20, 1000, 1000, 0, st) // front edge y = 1020
		a := bp(1, 1, "Inf", 5, 2, 20, 20, 949.75, 1040, 180, st)
		b := bp(2, 1, "Inf", 5, 2, 20, 20, 1050.25, 1040, 180, st)
		s := betaState(a, b, target)
		s.Phase = Melee
		for _, p := range []*engine.Piece{s.Piece(1), s.Piece(2)} {
			markOrdered(p, chargeOrder, playerTurn(s))
			p.SetCounter("charged", 3)
			p.SetCounter("charge-facing", int(geom.ArcFront)+1)
		}
		s.Dice = dice.NewFixed(1, []int{1, 1, 1, 1})
		r.Apply(s, Fight{By: 1, Target: 3})
		pa, pb := s.Piece(1), s.Piece(2)
		if got := geom.Distance(pa.Rect(), pb.Rect()); math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: chargers %.3f mm apart, want %.3f", r.ID(), got, want)
		}
		if got := geom.Distance(pa.Rect(), s.Piece(3).Rect()); math.Abs(got-Inch) > 1e-6 {
			t.Errorf("%s: backed off %.3f mm, want 1\"", r.ID(), got)
		}
	}
}

// kow-beta §3.5 REC, §10 row 38: always 1" from enemies while moving
// (charges excepted), and "for pivots, check only the pose after the
// pivot" — as 2nd edition. A regiment 26.1 mm from an enemy's corner
// may pivot 90° though its corner sweeps 25.3 mm from it, passes it on an
// Advance, and stops exactly 1" from it sidestepping towards it; both
// editions answer alike.
func TestBetaMovementNearEnemiesAsSecondEdition(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 10, "ne": 3, "waver": 10, "rout": 12}
	s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st), bp(2, 2, "Inf", 5, 2, 20, 20, 1126, 542, 0, st))
	for _, r := range []*Ruleset{kow2, beta} {
		res, _ := r.Preview(s, NewMove(1, 1, ChangeFacing, []move.Step{{Kind: move.Pivot, Angle: math.Pi / 2}}))
		if res.Clamped {
			t.Errorf("%s: the pivot is refused: %v", r.ID(), res.Reasons)
		}
		got, _ := forwardEnd(t, r, s, 1, Advance, 6*Inch)
		res, _ = r.Preview(s, NewMove(1, 1, Sidestep, []move.Step{{Kind: move.Straight, Dir: dirRight, Dist: 3 * Inch}}))
		if d := geom.Distance(res.End, s.Piece(2).Rect()); math.Abs(d-Inch) > 1e-6 || math.Abs(got-6*Inch) > 1e-6 {
			t.Errorf("%s: sidestep ends %.3f mm from the enemy (want 1\"), advance %.1f", r.ID(), d, got)
		}
	}
}

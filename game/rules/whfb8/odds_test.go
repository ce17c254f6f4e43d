package whfb8

import (
	"math/big"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// duel is a State on a 72" × 48" table with a at the south facing north
// and b gap mm north of it facing south, player 1 in the given phase.
func duel(t *testing.T, a, b *engine.Piece, gapMM float64, phase string) *engine.State {
	t.Helper()
	a.ID, a.Owner, a.Name = 1, 1, "Shooters"
	b.ID, b.Owner, b.Name = 2, 2, "Targets"
	a.Pose = geom.Pose{Pos: geom.V(900, 400)}
	b.Pose = geom.Pose{Pos: geom.V(900, 400+a.Footprint.D/2+gapMM+b.Footprint.D/2), Heading: 3.141592653589793}
	s := &engine.State{Ruleset: ID, Table: table.Table{Width: 72 * Inch, Depth: 48 * Inch},
		Players: []engine.Player{{ID: 1}, {ID: 2}}, Pieces: []engine.Piece{*a, *b},
		Turn: 1, Phase: phase, Active: 1, First: 1, Turns: 6, Dice: dice.New(1)}
	return s
}

// whfb8 §6.2, §6.4, §6.5: ten shooters (the first two ranks of a 5-wide
// unit) at BS3 hit on 4+, S3 against T3 wound on 4+, a 5+ armour save
// fails 2/3: each shot is an unsaved wound with 1/6, so no wound at all
// is (5/6)^10 and the mean is 10/6.
func TestShootingOddsExact(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3})
	b := piece(t, map[string]int{"Sv": 5})
	s := duel(t, a, b, 10*Inch, Shooting)
	r := &Ruleset{}
	od, err := r.Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if want := big.NewRat(9765625, 60466176); od.Damage[0].P.Cmp(want) != 0 {
		t.Errorf("P(0) = %v, want %v", od.Damage[0].P, want)
	}
	if od.Mean.Cmp(big.NewRat(5, 3)) != 0 {
		t.Errorf("mean %v, want 5/3", od.Mean)
	}
	if od.Text != "10 shots, 4+ to hit, 4+ to wound, 5+ armour save" {
		t.Errorf("text %q", od.Text)
	}
	// §6.2: long range (more than half of 24") is −1: 5+ to hit.
	s = duel(t, a, b, 13*Inch, Shooting)
	od, _ = r.Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if od.Text != "10 shots, 5+ to hit (long range −1), 4+ to wound, 5+ armour save" {
		t.Errorf("long range: %q", od.Text)
	}
	// §6.1: out of range is refused.
	s = duel(t, a, b, 25*Inch, Shooting)
	if err := r.Check(s, Shoot{By: 1, Unit: 1, Target: 2}); err == nil {
		t.Error("a target 25\" away was shot at with a 24\" weapon")
	}
}

// whfb8 §6.7: "for each unsaved wound, apply the multiplier ... Wounds
// beyond a model's remaining Wounds are lost": one attack hitting on 2+
// and wounding on 2+ (25/36), D3 wounds against one model of W2:
// 1 wound with 25/36 · 1/3, 2 with 25/36 · 2/3.
func TestMultipleWoundsCapped(t *testing.T) {
	a := attack{N: 1, Hit: 2, Wound: 2, Multi: -3, W: 2, Models: 1}
	d := a.woundsDist()
	want := []*big.Rat{big.NewRat(11, 36), big.NewRat(25, 108), big.NewRat(25, 54)}
	for v, w := range want {
		if d.P(v).Cmp(w) != 0 {
			t.Errorf("P(%d) = %v, want %v", v, d.P(v), w)
		}
	}
	// Two such attacks on two models of W2 that took no wound yet: the
	// second wound may finish the first model (1 + 1) or fall on a fresh
	// one; P(4 wounds) = (25/36)² · (2/3)².
	a.N, a.Models = 2, 2
	if got, w := a.woundsDist().P(4), new(big.Rat).Mul(big.NewRat(625, 1296), big.NewRat(4, 9)); got.Cmp(w) != 0 {
		t.Errorf("P(4) = %v, want %v", got, w)
	}
}

// whfb8 §4.6, §13 A-1: the charge succeeds when M + 2D6 "equals or
// exceeds" the distance: M4 against 10" needs 6+ on 2D6: 26/36.
func TestChargeOdds(t *testing.T) {
	p := piece(t, nil)
	od := chargeOdds(&engine.State{}, p, 10*Inch)
	if od.Results[0].P.Cmp(big.NewRat(26, 36)) != 0 {
		t.Errorf("reach %v, want 13/18", od.Results[0].P)
	}
	p.Rules = []string{"Swiftstride"} // 3D6 drop lowest ≥ 6: 193 of the 216 throws
	if od := chargeOdds(&engine.State{}, p, 10*Inch); od.Results[0].P.Cmp(big.NewRat(193, 216)) != 0 {
		t.Errorf("swiftstride reach %v, want 193/216", od.Results[0].P)
	}
}

// whfb8 §4.6 (Swiftstride): a charge, flee or pursuit roll is 3D6 with
// the lowest dropped: 3, 4, 6 move 10, the 3 dropped; the two dice kept
// say so on the tray ("Rolling 2D6 · move (the best 2 of 3D6)"), where a
// plain 2D6 roll says "2D6 move".
func TestSwiftstrideRollIsNamed(t *testing.T) {
	r := &Ruleset{}
	p := piece(t, nil)
	s := &engine.State{Dice: dice.NewFixed(1, []int{2, 5, 3, 4, 6})}
	if got, ds := r.fleeRoll(s, p); got != 7 || len(ds) != 2 || ds[0].Purpose != "2D6 move" {
		t.Fatalf("2D6 of 2, 5: %d %+v, want 7 from two dice named 2D6 move", got, ds)
	}
	p.Rules = []string{"Swiftstride"}
	got, ds := r.fleeRoll(s, p)
	if got != 10 || len(ds) != 2 || ds[0].Face != 4 || ds[1].Face != 6 || ds[0].Purpose != "move (the best 2 of 3D6)" {
		t.Fatalf("3D6 of 3, 4, 6: %d %+v, want 10 from 4 and 6 named move (the best 2 of 3D6)", got, ds)
	}
}

// The budget: exact odds of a 40-attack combat with saves in at
// most 1 ms: 40 attacks at 4+, S4 against T3 (3+), a 4+ save worsened to
// 5+, a 6+ ward, against 40 models.
func BenchmarkOdds40AttacksWithSaves(b *testing.B) {
	a := attack{N: 40, Hit: 4, Wound: 3, Armour: armourNeed(4, 4, false), Ward: 6, W: 1, Models: 40}
	for b.Loop() {
		d := a.woundsDist()
		_ = d.Mean()
	}
}

// whfb8 §6.3: "Soft cover (−1) ... a target seen through a forest";
// §6.2: BS3 needs 4+, 5+ behind the wood.
func TestShootingThroughAForest(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "RS": 3})
	b := piece(t, nil)
	s := duel(t, a, b, 10*Inch, Shooting)
	mid := s.Pieces[0].Pose.Pos.Add(geom.V(0, s.Pieces[0].Footprint.D/2+5*Inch))
	s.Table.Terrain = []table.Terrain{{ID: 1, Name: "Copse", Kind: table.Forest, Height: 2,
		Parts: []geom.Poly{geom.Rect{Center: mid, W: 4 * Inch, D: 2 * Inch}.Poly()}}}
	od, err := (&Ruleset{}).Odds(s, Shoot{By: 1, Unit: 1, Target: 2})
	if err != nil {
		t.Fatal(err)
	}
	if od.Text != "10 shots, 5+ to hit (soft cover −1), 4+ to wound, no armour save" {
		t.Errorf("text %q", od.Text)
	}
}

// whfb8 §7.5: "Killing Blow: a natural 6 to wound slays the model
// outright, whatever its Wounds. No armour save ... a ward save is
// allowed": one attack hitting on 4+ and wounding on 4+ against a 4+
// save and a model of 3 W: the 6s (1/2 · 1/6 = 1/12) take all 3 wounds;
// the 4s and 5s (1/2 · 1/3) get through the save half the time, 1/12 of
// one wound; no attack deals exactly 2.
func TestKillingBlowOdds(t *testing.T) {
	a := attack{N: 1, Hit: 4, Wound: 4, Armour: 4, KB: true, W: 3, Models: 1}
	d := a.woundsDist()
	for v, w := range []*big.Rat{big.NewRat(5, 6), big.NewRat(1, 12), new(big.Rat), big.NewRat(1, 12)} {
		if d.P(v).Cmp(w) != 0 {
			t.Errorf("P(%d) = %v, want %v", v, d.P(v), w)
		}
	}
}

// whfb8 §7.5, §6.8: a Killing Blow rolled: the 6 to wound skips the
// armour save and removes a whole 3-wound model.
func TestKillingBlowResolves(t *testing.T) {
	tgt := piece(t, map[string]int{"W": 3, "Sv": 2, "models": 2, "files": 2})
	s := duel(t, piece(t, nil), tgt, 0, Combat)
	s.Dice = dice.NewFixed(1, []int{4, 6})
	a := attack{N: 1, Hit: 4, Wound: 4, Armour: 2, KB: true, W: 3, Models: 2}
	res := a.roll(s, &s.Pieces[1], rule("7.5"))
	if res.Inflicted != 3 || res.Slain != 1 || s.Pieces[1].Formation.Models != 1 {
		t.Errorf("inflicted %d, slain %d, %d left", res.Inflicted, res.Slain, s.Pieces[1].Formation.Models)
	}
}

// whfb8 §9.1, §13 A-23: "Volley Fire: half the models in the 3rd and
// later ranks, rounded up" (not after moving); Multiple Shots (2):
// twice the shots at −1 to hit.
func TestVolleyAndMultipleShots(t *testing.T) {
	a := piece(t, map[string]int{"range": 24, "models": 25})
	a.Rules = []string{"Volley Fire"}
	s := duel(t, a, piece(t, nil), 10*Inch, Shooting)
	r := &Ruleset{}
	v, il := r.aim(s, &s.Pieces[0], &s.Pieces[1], false)
	if il != nil || v.N != 10+8 { // 15 in ranks 3 to 5: 8
		t.Errorf("volley: %d shots (%v), want 18", v.N, il)
	}
	s.Pieces[0].SetCounter("moved", playerTurn(s))
	if v, _ := r.aim(s, &s.Pieces[0], &s.Pieces[1], false); v.N != 10 {
		t.Errorf("volley after moving: %d shots, want 10", v.N)
	}
	s.Pieces[0].SetCounter("moved", 0)
	s.Pieces[0].Rules = []string{"Multiple Shots (2)"}
	if v, _ := r.aim(s, &s.Pieces[0], &s.Pieces[1], false); v.N != 20 || v.Hit != 5 {
		t.Errorf("multiple shots: %d shots at %d+, want 20 at 5+", v.N, v.Hit)
	}
}

// whfb8 §13 A-1's flag chargeStrictlyGreater (house rule
// charge_strictly_greater): the range must exceed the distance: M4
// against 10" needs 7 or more on 2D6, 21/36.
func TestChargeStrictlyGreater(t *testing.T) {
	s := &engine.State{HouseRules: []string{ChargeStrictlyGreater}}
	if od := chargeOdds(s, piece(t, nil), 10*Inch); od.Results[0].P.Cmp(big.NewRat(21, 36)) != 0 {
		t.Errorf("reach %v, want 7/12", od.Results[0].P)
	}
	// A-2's fearMode = minusOne: WS3 afraid fights at WS2.
	s = &engine.State{HouseRules: []string{FearMinusOne}, Turn: 1, Active: 1, First: 1}
	p := piece(t, nil)
	p.SetCounter("afraid", playerTurn(s))
	if got := ws(s, p); got != 2 {
		t.Errorf("afraid WS %d, want 2", got)
	}
}

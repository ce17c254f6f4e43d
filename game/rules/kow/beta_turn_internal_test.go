package kow

import (
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The rows of kow-beta §10 about the turn, melee and charges (5, 6, 17,
// 34, 36, 37, 39, 44): where the beta differs, on one position under
// both editions; where it says the two agree, the same answer from both.

// st6 is a plain profile both editions read: Sp 6, Me 4+, Ra 4+, De 4+,
// At 1; Ne 3 for the beta, 10/12 for 2nd edition.
var st6 = map[string]int{"sp": 6, "me": 4, "ra": 4, "de": 4, "att": 1, "ne": 3, "waver": 10, "rout": 12}

// kow-beta §5.6, §7.1: every unit damaged in the shooting phase tests
// "once per damaged unit, at the end of the Shooting phase, using its
// total damage" (§11 A5), and in melee "at the end of each combat"; §10
// row 6: 2nd edition tests at the end of the movement and shooting phases
// and after each combat: the same. Two bow units each do 1 damage to one
// target: no test until the phase ends, then one test with 2 damage.
func TestBetaNerveTimingAsSecondEdition(t *testing.T) {
	for _, r := range []*Ruleset{kow2, beta} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 900, 500, 0, st6, "Bows (Range 24)"),
			bp(2, 1, "Inf", 5, 2, 20, 20, 1100, 500, 0, st6, "Bows (Range 24)"),
			bp(3, 2, "Inf", 5, 2, 20, 20, 1000, 800, 180, st6))
		s.Phase = Shooting
		s.Dice = dice.NewFixed(1, []int{6, 6, 6, 6, 1, 2})
		for _, id := range []engine.PieceID{1, 2} {
			for _, e := range r.Apply(s, Shoot{By: 1, Unit: id, Target: 3}) {
				if e.Kind == engine.Rolled && len(e.Dice) == 2 {
					t.Errorf("%s: a nerve test after one shot: %s", r.ID(), e.Text)
				}
			}
		}
		tests := 0
		for _, e := range r.Apply(s, engine.EndPhase{By: 1}) {
			if e.Kind == engine.Rolled && len(e.Dice) == 2 && e.Piece == 3 {
				tests++
				if !strings.Contains(e.Text, "2 damage") {
					t.Errorf("%s: %s, want the test with 2 damage", r.ID(), e.Text)
				}
			}
		}
		if tests != 1 {
			t.Errorf("%s: %d nerve tests at the end of the phase, want 1", r.ID(), tests)
		}
	}
}

// kow-beta §10 row 5: 2nd edition makes "any unit damaged in melee"
// Disordered; the beta has only the nerve test's Disordered. One charger
// does 1 damage, the nerve test (1 + 2) holds: 2nd edition Disorders the
// target, the beta does not.
func TestBetaNoDisorderFromMeleeDamage(t *testing.T) {
	for r, want := range map[*Ruleset]bool{kow2: true, beta: false} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 960, 180, st6), bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 920, 0, st6))
		s.Phase = Melee
		markOrdered(s.Piece(1), chargeOrder, playerTurn(s))
		s.Piece(1).SetCounter("charged", 2)
		s.Piece(1).SetCounter("charge-facing", int(geom.ArcFront)+1)
		s.Dice = dice.NewFixed(1, []int{6, 6, 1, 2})
		r.Apply(s, Fight{By: 1, Target: 2})
		if got := s.Piece(2).Counter("disordered") > 0; got != want || s.Piece(2).Counter("damage") != 1 {
			t.Errorf("%s: Disordered %v, want %v (damage %d)", r.ID(), got, want, s.Piece(2).Counter("damage"))
		}
	}
}

// kow-beta §4.7 REC: several chargers "move them one at a time ... as 2nd
// edition does", share the side "as evenly as possible", "corner-only
// contact is not contact" (§11 A25); §10 row 17. Two regiments charge a
// horde's 200 mm front together: both editions put their Leader Points
// 50.25 mm either side of its middle, in the same poses.
func TestBetaMultipleChargesAsSecondEdition(t *testing.T) {
	horde := bp(3, 2, "Inf", 10, 2, 20, 20, 1000, 1000, 180, st6) // front edge y = 980
	s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 930, 800, 0, st6), bp(2, 1, "Inf", 5, 2, 20, 20, 1070, 800, 0, st6), horde)
	var first []geom.Pose
	for _, r := range []*Ruleset{kow2, beta} {
		poses, il := r.PlanMultiCharge(s, NewMultiCharge(1, 3, []engine.PieceID{1, 2}))
		if il != nil {
			t.Fatalf("%s: %v", r.ID(), il)
		}
		for i, want := range []float64{1000 - 50.25, 1000 + 50.25} {
			lp := s.Piece(engine.PieceID(i + 1)).Rect().WithPose(poses[i]).LeaderPoint()
			if lp.Dist(geom.V(want, 980)) > 1e-4 {
				t.Errorf("%s: unit %d's Leader Point %v, want (%.2f, 980)", r.ID(), i+1, lp, want)
			}
		}
		if first == nil {
			first = poses
		} else if first[0] != poses[0] || first[1] != poses[1] {
			t.Errorf("the editions place the chargers apart: %v and %v", first, poses)
		}
	}
}

// kow-beta §4.1: "the winner of a die roll takes the first turn" (§10 row
// 34). 2nd edition's winner chooses who goes first; warbench has the
// winner take the first turn in 2nd edition too (kow2 §11.5 as played
// here, docs/kow.md), so both editions answer alike: player 2 rolls 5
// against 2 and moves first.
func TestBetaFirstTurnToTheRollOffWinner(t *testing.T) {
	for _, r := range []*Ruleset{kow2, beta} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 300, 0, st6), bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 900, 180, st6))
		s.Phase, s.Turn, s.Active, s.First = "", 0, 0, 0
		s.Dice = dice.NewFixed(1, []int{2, 5})
		r.Start(s)
		if s.First != 2 || s.Active != 2 || s.Phase != Movement {
			t.Errorf("%s: first %d, active %d, phase %s; want player 2's movement", r.ID(), s.First, s.Active, s.Phase)
		}
	}
}

// kow-beta §11 A32, §10 row 36: a unit given no order "counts as Halt",
// as in 2nd edition. Crossbows shoot only after Halt in the beta (§5.1):
// a crossbow unit left without an order in the movement phase may shoot,
// and 2nd edition gives it no −1 for moving.
func TestBetaUnorderedUnitsHalt(t *testing.T) {
	for _, r := range []*Ruleset{kow2, beta} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st6, "Crossbows (Range 24)"), bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 700, 180, st6))
		r.Apply(s, engine.EndPhase{By: 1})
		if k, ok := orderThisTurn(s, s.Piece(1)); s.Phase != Shooting || !ok || k != Halt {
			t.Fatalf("%s: phase %s, order %v %v; want a Halt in the shooting phase", r.ID(), s.Phase, k, ok)
		}
		sts := r.ShootTargets(s, 1, "")
		if len(sts) != 1 || !sts[0].Legal {
			t.Fatalf("%s: %+v", r.ID(), sts)
		}
		w, _ := weapon(s.Piece(1), "")
		if a := r.shootingAttack(s, s.Piece(1), s.Piece(2), w, false); a.Hit != 4 {
			t.Errorf("%s: hits on %d+, want 4+ (no −1)", r.ID(), a.Hit)
		}
	}
}

// kow-beta §2.6 REC, §10 row 37: "a die is never rerolled more than
// once", as 2nd edition says. An Elite unit of 2 dice rolls 1 and 1:
// the beta re-rolls one failed die (a 1 again) and stops, 3 dice in all;
// 2nd edition re-rolls both 1s (1 and 1 again) and stops, 4 dice.
func TestBetaNoRerollOfAReroll(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "ra": 4, "de": 4, "att": 2, "ne": 3, "waver": 10, "rout": 12}
	for r, want := range map[*Ruleset]int{beta: 3, kow2: 4} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, "Elite", "Bows (Range 24)"), bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 700, 180, st))
		s.Phase = Shooting
		s.Dice = dice.NewFixed(1, []int{1, 1, 1, 1, 1, 1})
		r.Apply(s, Shoot{By: 1, Unit: 1, Target: 2})
		if used, _ := s.Dice.Fixed(); used != want {
			t.Errorf("%s: %d dice rolled, want %d", r.ID(), used, want)
		}
	}
}

// kow-beta §6.4: the D6" forward regroup stops "1" short of any other
// unit"; "the beta has no follow-up charge"; difficult terrain counts
// double (§11 A19); §10 row 39: 2nd edition moves the full distance
// regardless of terrain, and after routing an Individual the advance may
// reach another enemy, a new charge. A unit that routed an Individual
// rolls a 6 with an enemy regiment 3" ahead: 2nd edition charges it; the
// beta stops 1" short. In a wood, a 6 is 6" in 2nd edition, 3" in the
// beta.
func TestBetaRegroupStopsShort(t *testing.T) {
	for r, charges := range map[*Ruleset]bool{kow2: true, beta: false} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st6), bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 520+3*Inch+20, 180, st6))
		s.Phase = Melee
		p := s.Piece(1)
		p.SetCounter("regroup", playerTurn(s))
		p.SetCounter("overrun", playerTurn(s))
		s.Dice = dice.NewFixed(1, []int{6})
		r.Apply(s, Regroup{By: 1, Unit: 1})
		d := geom.Distance(s.Piece(1).Rect(), s.Piece(2).Rect())
		if got := d < contactTol; got != charges || (!charges && math.Abs(d-Inch) > 1e-6) {
			t.Errorf("%s: ends %.3f mm from the enemy; charges %v, want %v", r.ID(), d, got, charges)
		}
	}
	for r, want := range map[*Ruleset]float64{kow2: 6 * Inch, beta: 3 * Inch} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st6))
		s.Table.Terrain = []table.Terrain{terrainRect(1, "Fen Wood", table.Forest, 1000, 700, 600, 600)}
		s.Phase = Melee
		s.Piece(1).SetCounter("regroup", playerTurn(s))
		s.Dice = dice.NewFixed(1, []int{6})
		r.Apply(s, Regroup{By: 1, Unit: 1})
		if got := s.Piece(1).Pose.Pos.Y - 500; math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: regrouped %.3f mm in the wood, want %.3f", r.ID(), got, want)
		}
	}
}

// kow-beta §4.5 REC, §11 A24, §10 row 44: a charger that ends touching an
// enemy other than its target pushes "that enemy straight away from C
// until 1" apart, or as far as possible (2nd-edition practice)". Both
// editions nudge the troop beside the target 1" from the charger.
func TestBetaNudgeAsSecondEdition(t *testing.T) {
	for _, r := range []*Ruleset{kow2, beta} {
		s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 800, 0, st6),
			bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 1000, 180, st6), // front edge y = 980
			bp(3, 2, "Inf", 5, 2, 20, 20, 1070, 950, 90, st6))   // x 1050..1090, y 900..1000
		ev := r.Apply(s, Charge{By: 1, Unit: 1, Target: 2})
		if d := geom.Distance(s.Piece(1).Rect(), s.Piece(3).Rect()); math.Abs(d-Inch) > 1e-6 {
			t.Errorf("%s: the troop stands %.3f mm from the charger, want 1\" (%v)", r.ID(), d, ev)
		}
		if s.Piece(1).Counter("charged") != 2 {
			t.Errorf("%s: no charge", r.ID())
		}
	}
}

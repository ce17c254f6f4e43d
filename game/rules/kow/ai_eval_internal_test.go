package kow

import (
	"math"
	"testing"

	"warbench/game/engine"
)

// kow2 §7.1-7.2, §5.3, §6.7, §10.2: the opponent judges a combat with
// the exact odds the player sees (attackOdds): for every attack, Blast,
// the artefacts that re-roll one failed die, Elite and Vicious, against
// Inspired, Fearless and plain nerve, its chance to rout the target is
// the odds' Routed and its chance to stop it charging the odds' Wavered
// or Routed, to 1e-12.
func TestEvaluatorOddsAreTheRules(t *testing.T) {
	r := New(KoW2)
	attacks := [][]attack{
		{{Dice: 10, Hit: 4, Damage: 4}},
		{{Dice: 25, Hit: 3, Damage: 5, Elite: true}},
		{{Dice: 3, Hit: 4, Damage: 4, Blast: blast{n: 1, sides: 6}}},
		{{Dice: 12, Hit: 4, Damage: 3, OneHit: bladeOfSlashing, OneDamage: maceOfCrushing}},
		{{Dice: 15, Hit: 4, Damage: 4, Vicious: true}, {Dice: 5, Hit: 3, Damage: 4, Blast: blast{n: 1, sides: 3, plus: 1}}},
		{{Dice: 12, Hit: 4, Damage: cannotDamage}},
	}
	for _, rules := range [][]string{nil, {"Inspiring"}} {
		for _, nerve := range [][2]int{{0, 14}, {10, 12}, {21, 23}} {
			for _, dmg := range []int{0, 6} {
				tp := unit("Inf", 10, 4, 4, rules...)
				tp.Points = 150
				tp.Stats = append(tp.Stats, engine.Stat{Name: "waver", Value: nerve[0]}, engine.Stat{Name: "rout", Value: nerve[1]})
				tp.SetCounter("damage", dmg)
				s := &engine.State{Pieces: []engine.Piece{*tp}}
				tp = &s.Pieces[0]
				for _, as := range attacks {
					odds := r.attackOdds(s, tp, as, false, false)
					_, rout, stop := expectedLossNT(tp, as, r.nerveFor(s, tp, as, 0, false), 1)
					wantRout, _ := odds.Results[Routed].P.Float64()
					steady, _ := odds.Results[Steady].P.Float64()
					if math.Abs(rout-wantRout) > 1e-12 || math.Abs(stop-(1-steady)) > 1e-12 {
						t.Errorf("%v %v damage %d, %+v: rout %v stop %v, the odds say %v and %v", rules, nerve, dmg, as, rout, stop, wantRout, 1-steady)
					}
				}
			}
		}
	}
}

// kow2 §6.7 "Blast(X): each hit becomes X hits (roll X separately for
// each hit)": one die at 4+ with Blast(D3), damaging on 4+, does no
// damage with 1/2 + 1/2 · (1/3 · 1/2 + 1/3 · 1/4 + 1/3 · 1/8) = 31/48
// (counted at its mean, two hits' worth of dice, it was 27/48).
func TestEvaluatorBlastIsExact(t *testing.T) {
	d := damageChances(attack{Dice: 1, Hit: 4, Damage: 4, Blast: blast{n: 1, sides: 3}})
	if len(d) != 4 || math.Abs(d[0]-31.0/48) > 1e-12 {
		t.Fatalf("P(no damage) of %v, want 31/48 and up to 3 damage", d)
	}
	// kow2 §7.2: 10 damage against Rout 14 routs on 4 or more on 2D6: 33/36.
	if rout, _ := nerveChances(nerveTarget{Damage: 10, Rout: 14, Waver: 12}); math.Abs(rout-33.0/36) > 1e-12 {
		t.Fatalf("10 damage against Rout 14: %v, want 33/36", rout)
	}
}

// The army's worth (the opponent's scale): a unit is worth its points
// less half the share of its Rout value its damage used up: 200 points,
// Rout 20, 10 damage: 150.
func TestWorth(t *testing.T) {
	p := engine.Piece{Points: 200, Stats: []engine.Stat{{Name: "rout", Value: 20}}}
	for _, c := range []struct {
		dmg  int
		want float64
	}{{0, 200}, {10, 150}, {20, 100}, {40, 100}} {
		if got := worth(&p, c.dmg); got != c.want {
			t.Errorf("%d damage: %v, want %v", c.dmg, got, c.want)
		}
	}
}

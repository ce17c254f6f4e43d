package kow

import (
	"math"
	"testing"

	"warbench/game/engine"
)

// kow2 §7.2: "total = d1 + d2 + T.damage + mods ... if d1 == d2 == 1:
// result = STEADY ... elif total >= T.rout: result = ROUT ... if result
// == ROUT and inspired(T): re-roll once". The opponent's quick chances
// to rout, and to Waver or rout (which stops a charge next turn, §7.3),
// are the exact odds' (nerveOdds) for every damage, modifier, nerve and
// Inspiring; e.g. 10 damage against Rout 14 routs on 4 or more on 2D6:
// 33/36.
func TestRoutChanceIsTheOdds(t *testing.T) {
	for dmg := 0; dmg <= 30; dmg++ {
		for _, mods := range []int{0, 1} {
			for _, insp := range []bool{false, true} {
				for _, nerve := range [][2]int{{0, 14}, {10, 12}, {13, 15}, {21, 23}} {
					nt := nerveTarget{Damage: dmg, Mods: mods, Waver: nerve[0], Rout: nerve[1], Fearless: nerve[0] == 0, Inspired: insp}
					w := nerveOdds(nt)
					want := float64(w[Routed]) / (36 * 36)
					if got := routChance(nt); math.Abs(got-want) > 1e-12 {
						t.Fatalf("%+v: %v, the odds say %v", nt, got, want)
					}
					stop := 1 - float64(w[Steady])/(36*36)
					if got := stopChance(nt); math.Abs(got-stop) > 1e-12 {
						t.Fatalf("%+v: Wavered or Routed %v, the odds say %v", nt, got, stop)
					}
				}
			}
		}
	}
	if got := routChance(nerveTarget{Damage: 10, Rout: 14, Waver: 12}); math.Abs(got-33.0/36) > 1e-12 {
		t.Fatalf("10 damage against Rout 14: %v, want 33/36", got)
	}
}

// kow2 §5.3, §6.3: each die hits on its need (a natural 1 always fails;
// Elite re-rolls 1s to hit), then each hit damages on its need (Vicious
// re-rolls 1s to damage). Without Blast, the opponent's damage
// distribution is the exact one (damageOdds) to 1e-12.
func TestAttackDistIsTheOdds(t *testing.T) {
	for _, a := range []attack{
		{Dice: 10, Hit: 4, Damage: 4},
		{Dice: 25, Hit: 3, Damage: 5, Elite: true},
		{Dice: 1, Hit: 6, Damage: 2, Vicious: true},
		{Dice: 60, Hit: 4, Damage: 3, Elite: true, Vicious: true},
		{Dice: 12, Hit: 4, Damage: cannotDamage},
	} {
		exact, got := damageOdds(a), attackDist(a)
		for v := 0; v < max(len(got), exact.Max()+1); v++ {
			want, _ := exact.P(v).Float64()
			g := 0.0
			if v < len(got) {
				g = got[v]
			}
			if math.Abs(g-want) > 1e-12 {
				t.Fatalf("%+v: P(%d damage) = %v, the odds say %v", a, v, g, want)
			}
		}
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

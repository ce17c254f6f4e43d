package kow

import (
	"math"
	"math/big"
	"slices"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// unit is a bare piece with a profile, for the modifier tables (no
// geometry needed).
func unit(typ string, att, me, de int, rules ...string) *engine.Piece {
	slices.Sort(rules)
	return &engine.Piece{Name: typ, Type: typ, Rules: rules, Stats: []engine.Stat{
		{Name: "att", Value: att}, {Name: "de", Value: de}, {Name: "me", Value: me}, {Name: "ra", Value: 4}}}
}

// kow2 §6.2: "base = Att; if target is Individual: mult = 1; elif target is
// War Engine: mult = 3; elif attacker is Individual: mult = 1; else
// {front:1, flank:2, rear:3}".
func TestMeleeDiceMultipliers(t *testing.T) {
	r := New(KoW2)
	inf, ind, we := unit("Inf", 10, 4, 4), unit("Hero/Inf", 5, 3, 5, "Individual"), unit("WE", 1, 5, 4)
	cases := []struct {
		name string
		p, t *engine.Piece
		f    geom.Arc
		want int
	}{
		{"front", inf, inf, geom.ArcFront, 10},
		{"left flank", inf, inf, geom.ArcLeft, 20},
		{"right flank", inf, inf, geom.ArcRight, 20},
		{"rear", inf, inf, geom.ArcRear, 30},
		{"rear of an Individual", inf, ind, geom.ArcRear, 10},
		{"front of a War Engine", inf, we, geom.ArcFront, 30},
		{"an Individual on a War Engine", ind, we, geom.ArcFront, 15},
		{"an Individual in the rear", ind, inf, geom.ArcRear, 5},
	}
	for _, c := range cases {
		if a := r.meleeAttack(&engine.State{}, c.p, c.t, c.f, false); a.Dice != c.want {
			t.Errorf("%s: %d dice, want %d", c.name, a.Dice, c.want)
		}
	}
}

// kow2 §6.3-6.4, §5.5, §8: Hindered −1 to hit; Ensnare −1 from the
// front; Crushing Strength and Thunderous Charge lower the damage need,
// TC lost when Disordered, Hindered or against a Phalanx's front; Big
// Shields make De 6+ from the front; the floor is 2+, above 6 no damage.
func TestMeleeModifiers(t *testing.T) {
	r := New(KoW2)
	knights := unit("Cav", 16, 3, 5, "Crushing Strength(1)", "Thunderous Charge(2)")
	spears := unit("Inf", 12, 4, 4, "Phalanx", "Ensnare")
	shields := unit("Inf", 12, 4, 4, "Big Shields")
	check := func(name string, a attack, hit, dmg int) {
		t.Helper()
		if a.Hit != hit || a.Damage != dmg {
			t.Errorf("%s: hit %d+ damage %d+, want %d+ %d+ (%s)", name, a.Hit, a.Damage, hit, dmg, a.describe())
		}
	}
	plain := unit("Inf", 10, 4, 4)
	check("CS1 + TC2 on De 4 (4-3 = 1, floor 2)", r.meleeAttack(&engine.State{}, knights, plain, geom.ArcFront, false), 3, 2)
	check("hindered: −1 to hit, no TC", r.meleeAttack(&engine.State{}, knights, plain, geom.ArcFront, true), 4, 3)
	check("Phalanx and Ensnare front", r.meleeAttack(&engine.State{}, knights, spears, geom.ArcFront, false), 4, 3)
	check("Phalanx and Ensnare flank", r.meleeAttack(&engine.State{}, knights, spears, geom.ArcLeft, false), 3, 2)
	check("Big Shields front: De 6", r.meleeAttack(&engine.State{}, plain, shields, geom.ArcFront, false), 4, 6)
	check("Big Shields rear: De 4", r.meleeAttack(&engine.State{}, plain, shields, geom.ArcRear, false), 4, 4)
	dis := *knights
	dis.SetCounter("disordered", 3)
	check("Disordered: no TC", r.meleeAttack(&engine.State{}, &dis, plain, geom.ArcFront, false), 3, 3)
	// Me 6+, hindered, Ensnare: needs 8 → half the dice, on 6s (§14-A22).
	weak := unit("Inf", 9, 6, 4)
	a := r.meleeAttack(&engine.State{}, weak, spears, geom.ArcFront, true)
	if a.Dice != 4 || a.Hit != 6 {
		t.Errorf("needs 8: %d dice on %d+, want 4 on 6+", a.Dice, a.Hit)
	}
	// De 6 + Big Shields against no bonus: 6+; a −1 modifier never makes 7+
	// possible to damage, but De 6 with a penalty is outside the core rules.
	if n := damageNeed(6, -1); n != cannotDamage {
		t.Errorf("need 7 to damage: %d, want cannot damage", n)
	}
}

// dieOdds is the chance for one die (kow2 §5.3, §8 Elite/Vicious):
// 4+ is 1/2; with the re-roll of 1s 1/2 + 1/6·1/2 = 7/12; a natural 1
// always fails, so "2+" is 5/6.
func TestDieOdds(t *testing.T) {
	cases := []struct {
		need    int
		reroll1 bool
		want    *big.Rat
	}{{4, false, big.NewRat(1, 2)}, {4, true, big.NewRat(7, 12)}, {2, false, big.NewRat(5, 6)}, {6, true, big.NewRat(7, 36)}}
	for _, c := range cases {
		if got := dieOdds(c.need, c.reroll1).P(1); got.Cmp(c.want) != 0 {
			t.Errorf("%d+ reroll %v: %s, want %s", c.need, c.reroll1, got, c.want)
		}
	}
}

// kow2 §8 Blast(D6+1) and §4.1 D3: one hit becomes 2-7 hits (D6+1), or
// 1-3 (D3 = D6 halved, rounded up), each equally likely.
func TestBlastOdds(t *testing.T) {
	b, ok := parseBlast("D6+1")
	if !ok {
		t.Fatal("D6+1 not read")
	}
	d := blastOdds(b)
	for v := 2; v <= 7; v++ {
		if d.P(v).Cmp(big.NewRat(1, 6)) != 0 {
			t.Errorf("D6+1 = %d: %s, want 1/6", v, d.P(v))
		}
	}
	b3, _ := parseBlast("D3")
	d3 := blastOdds(b3)
	for v := 1; v <= 3; v++ {
		if d3.P(v).Cmp(big.NewRat(1, 3)) != 0 {
			t.Errorf("D3 = %d: %s, want 1/3", v, d3.P(v))
		}
	}
	for _, bad := range []string{"", "D5", "x", "D6+", "0"} {
		if _, ok := parseBlast(bad); ok {
			t.Errorf("Blast(%s) accepted", bad)
		}
	}
}

// The exact damage of 10 dice hitting on 4+ and damaging on 4+ is
// Binomial(10, 1/4): P(0) = (3/4)^10, mean 5/2.
func TestDamageOddsBinomial(t *testing.T) {
	d := damageOdds(attack{Dice: 10, Hit: 4, Damage: 4})
	want0 := new(big.Rat).SetFrac(new(big.Int).Exp(big.NewInt(3), big.NewInt(10), nil), new(big.Int).Exp(big.NewInt(4), big.NewInt(10), nil))
	if d.P(0).Cmp(want0) != 0 || d.Mean().Cmp(big.NewRat(5, 2)) != 0 || d.Max() != 10 {
		t.Errorf("P(0) %s mean %s max %d", d.P(0), d.Mean(), d.Max())
	}
	if none := damageOdds(attack{Dice: 10, Hit: 4, Damage: cannotDamage}); none.Max() != 0 {
		t.Error("an attack that cannot damage has damage")
	}
}

// Weapons reads "Name (Range N)", Breath Attack(n) and a War Engine's
// default 48" (kow2 §5.2); javelins shoot without the moving penalty.
func TestWeapons(t *testing.T) {
	p := unit("Inf", 10, 4, 4, "Bows (Range 24)", "Javelins (Range 12)")
	ws := Weapons(p)
	if len(ws) != 2 || ws[0].Name != "Bows" || math.Abs(ws[0].Range-24*Inch) > 1e-9 || ws[0].Thrown || !ws[1].Thrown {
		t.Errorf("weapons %+v", ws)
	}
	drake := unit("Mon", 8, 3, 5, "Breath Attack(10)")
	if ws := Weapons(drake); len(ws) != 1 || ws[0].Dice != 10 || !ws[0].Always4 || math.Abs(ws[0].Range-12*Inch) > 1e-9 {
		t.Errorf("breath %+v", ws)
	}
	cannon := unit("WE", 1, 5, 4)
	if ws := Weapons(cannon); len(ws) != 1 || math.Abs(ws[0].Range-48*Inch) > 1e-9 {
		t.Errorf("war engine %+v", ws)
	}
	if ws := Weapons(unit("Inf", 10, 4, 4)); len(ws) != 0 {
		t.Errorf("a unit with Ra but no weapon named has %+v", ws)
	}
}

// kow2 §8 Blast(D6+1): a cannon's one die hitting on 5+ becomes 2-7 hits,
// each damaging on 2+ (Piercing(4) against De 4). No damage at all is a
// miss (4/6), or a hit whose X hits all roll a 1: 2/6 · Σ (1/6)·(1/6)^x
// for x = 2..7.
func TestBlastDamageOdds(t *testing.T) {
	d := damageOdds(attack{Dice: 1, Hit: 5, Blast: blast{n: 1, sides: 6, plus: 1}, Damage: 2})
	sum := new(big.Rat)
	for x := int64(2); x <= 7; x++ {
		p := big.NewRat(1, 6)
		for range x {
			p.Mul(p, big.NewRat(1, 6))
		}
		sum.Add(sum, p)
	}
	want := new(big.Rat).Add(big.NewRat(4, 6), new(big.Rat).Mul(big.NewRat(2, 6), sum))
	if d.P(0).Cmp(want) != 0 || d.Max() != 7 {
		t.Fatalf("P(0) = %s, want %s; max %d", d.P(0), want, d.Max())
	}
	// The mean: 1/3 of a hit, 4.5 hits each, 5/6 of them damage.
	if m := d.Mean(); m.Cmp(big.NewRat(5, 4)) != 0 {
		t.Fatalf("mean %s, want 5/4", m)
	}
}

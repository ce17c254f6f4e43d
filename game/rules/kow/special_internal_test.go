package kow

import (
	"math/big"
	"slices"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// The special rules of kow2 §8 checked on the attack profile the roll
// and the odds share (attack.go), with exact needs and dice. Each case
// quotes the digest's row.

// facingOff is a shooter (ID 1, player 1) at (36", 10") facing north and a
// target (ID 2, player 2) 14" north facing it, both Inf regiments
// (100 × 80 mm) with Att 10, Ra 4+, De 4+, Me 4+, in the shooting phase
// of player 1's first turn. at, if given, moves the shooter's centre.
func facingOff(shooter, target []string, at ...geom.Vec) (*engine.State, *engine.Piece, *engine.Piece) {
	mk := func(id engine.PieceID, owner engine.PlayerID, x, y, deg float64, rules []string) engine.Piece {
		rules = slices.Clone(rules)
		slices.Sort(rules)
		return engine.Piece{ID: id, Owner: owner, Name: "u", Type: "Inf", Size: "regiment", Rules: rules,
			Footprint: engine.Footprint{W: 100, D: 80}, Pose: geom.Pose{Pos: geom.V(x*Inch, y*Inch), Heading: geom.Deg(deg)},
			Stats: []engine.Stat{{Name: "att", Value: 10}, {Name: "de", Value: 4}, {Name: "me", Value: 4}, {Name: "ra", Value: 4}, {Name: "rout", Value: 15}, {Name: "sp", Value: 5}, {Name: "waver", Value: 13}}}
	}
	s := &engine.State{Turn: 1, Active: 1, First: 1, Phase: Shooting,
		Pieces: []engine.Piece{mk(1, 1, 36, 10, 0, shooter), mk(2, 2, 36, 24, 180, target)}}
	if len(at) > 0 {
		s.Pieces[0].Pose.Pos = at[0]
	}
	markOrdered(&s.Pieces[0], Halt, playerTurn(s))
	return s, &s.Pieces[0], &s.Pieces[1]
}

var (
	bows      = Weapon{Name: "Bows", Range: 24 * Inch, Dice: 10}
	breath    = Weapon{Name: "Breath Attack", Range: 12 * Inch, Dice: 10, Always4: true}
	fireball  = Weapon{Name: "Fireball", Range: 12 * Inch, Dice: 10, Always4: true, Spell: true}
	lightning = Weapon{Name: "Lightning Bolt", Range: 24 * Inch, Dice: 10, Always4: true, Spell: true, Piercing: 1}
)

// shotCase is one attack and the dice, needs and Blast it must come to.
type shotCase struct {
	name              string
	shooter, target   []string
	w                 Weapon
	cover             bool
	dice, hit, damage int
}

func checkShots(t *testing.T, cases []shotCase) {
	t.Helper()
	r := New(KoW2)
	for _, c := range cases {
		s, p, tg := facingOff(c.shooter, c.target)
		a := r.shootingAttack(s, p, tg, c.w, c.cover)
		if a.Dice != c.dice || a.Hit != c.hit || a.Damage != c.damage {
			t.Errorf("%s: %s; want %d dice, hit %d+, damage %d+", c.name, a.describe(), c.dice, c.hit, c.damage)
		}
	}
}

// kow2 §8 Stealthy: "Units shooting at it get −1 to hit" ("Ignored by
// spells and Breath"); Camuflaje: "[REC] Treat as Stealthy" (§14-A30);
// §4.10: "Enemies shooting at an Individual take −1 to hit. Spells and
// Breath attacks ignore this"; §5.4 "Stacking. All applicable modifiers
// add up"; §8 Indirect Fire: "Ignores the −1 for cover".
func TestStealthyIndividualCoverAndIndirectFire(t *testing.T) {
	checkShots(t, []shotCase{
		{name: "in the open", w: bows, dice: 10, hit: 4, damage: 4},
		{name: "Stealthy", target: []string{"Stealthy"}, w: bows, dice: 10, hit: 5, damage: 4},
		{name: "Camuflaje", target: []string{"Camuflaje"}, w: bows, dice: 10, hit: 5, damage: 4},
		{name: "Individual", target: []string{"Individual"}, w: bows, dice: 10, hit: 5, damage: 4},
		{name: "Stealthy Individual", target: []string{"Individual", "Stealthy"}, w: bows, dice: 10, hit: 6, damage: 4},
		{name: "Stealthy Individual in cover: 7+, half the dice on 6s", target: []string{"Individual", "Stealthy"}, w: bows, cover: true, dice: 5, hit: 6, damage: 4},
		{name: "Breath ignores Stealthy, Individual and cover", target: []string{"Individual", "Stealthy"}, w: breath, cover: true, dice: 10, hit: 4, damage: 4},
		{name: "a spell ignores them too", target: []string{"Individual", "Camuflaje"}, w: fireball, cover: true, dice: 10, hit: 4, damage: 4},
		{name: "cover", w: bows, cover: true, dice: 10, hit: 5, damage: 4},
		{name: "Indirect Fire ignores cover", shooter: []string{"Indirect Fire"}, w: bows, cover: true, dice: 10, hit: 4, damage: 4},
		{name: "Indirect Fire still takes Stealthy", shooter: []string{"Indirect Fire"}, target: []string{"Stealthy"}, w: bows, cover: true, dice: 10, hit: 5, damage: 4},
	})
}

// kow2 §8 Piercing(n): "The unit's ranged attacks get +n to the damage
// roll"; Crushing Strength(n): "All of the unit's melee attacks get +n";
// §10.1 Lightning Bolt: Piercing(1), the spell's own, never the unit's
// (a spell is not the unit's ranged weapon); Blast(n): "Each hit ... becomes
// n hits", not for a Breath Attack or a spell.
func TestPiercingCrushingStrengthAndBlast(t *testing.T) {
	checkShots(t, []shotCase{
		{name: "Piercing(2) on De 4", shooter: []string{"Piercing(2)"}, w: bows, dice: 10, hit: 4, damage: 2},
		{name: "Crushing Strength does nothing at range", shooter: []string{"Crushing Strength(2)"}, w: bows, dice: 10, hit: 4, damage: 4},
		{name: "Lightning Bolt: its own Piercing(1)", shooter: []string{"Piercing(2)"}, w: lightning, dice: 10, hit: 4, damage: 3},
		{name: "a Breath Attack takes the unit's Piercing", shooter: []string{"Piercing(1)"}, w: breath, dice: 10, hit: 4, damage: 3},
	})
	r := New(KoW2)
	s, p, tg := facingOff([]string{"Blast(D6+3)"}, nil)
	if a := r.shootingAttack(s, p, tg, bows, false); a.Blast != (blast{n: 1, sides: 6, plus: 3}) {
		t.Errorf("Blast(D6+3): %+v", a.Blast)
	}
	if a := r.shootingAttack(s, p, tg, breath, false); !a.Blast.none() {
		t.Errorf("a Breath Attack with Blast: %+v", a.Blast)
	}
	cs := unit("Inf", 10, 4, 4, "Crushing Strength(2)", "Piercing(2)")
	if a := r.meleeAttack(&engine.State{}, cs, unit("Inf", 10, 4, 4), geom.ArcFront, false); a.Damage != 2 || a.Hit != 4 || a.Dice != 10 {
		t.Errorf("CS(2) in melee on De 4: %s, want damage 2+ (Piercing does nothing in melee)", a.describe())
	}
	pierce := unit("Inf", 10, 4, 4, "Piercing(2)")
	if a := r.meleeAttack(&engine.State{}, pierce, unit("Inf", 10, 4, 4), geom.ArcFront, false); a.Damage != 4 {
		t.Errorf("Piercing in melee: %s, want damage 4+", a.describe())
	}
}

// kow2 §8 Big Shields: "De 6+ against all attacks, ranged or melee, that
// come through its front arc"; "[REC] the shooter's LP is in the target's
// front arc" (§14-A28). It sets De to 6+: Piercing(1) then needs 5+.
func TestBigShieldsAtRange(t *testing.T) {
	r := New(KoW2)
	s, p, tg := facingOff([]string{"Piercing(1)"}, []string{"Big Shields"})
	if a := r.shootingAttack(s, p, tg, bows, false); a.Damage != 5 {
		t.Errorf("through the front: damage %d+, want 5+ (De 6, Piercing 1)", a.Damage)
	}
	// The shooter 10" east of the target, level with it: its Leader Point
	// is in the target's flank arc.
	s, p, tg = facingOff([]string{"Piercing(1)"}, []string{"Big Shields"}, geom.V(46*Inch, 24*Inch))
	p.Pose.Heading = geom.Deg(-90)
	if a := r.shootingAttack(s, p, tg, bows, false); a.Damage != 3 {
		t.Errorf("through the flank: damage %d+, want 3+ (De 4, Piercing 1)", a.Damage)
	}
}

// kow2 §4.3, §5.4 "Moved −1 ... Not applied to pistols, javelins and
// thrown weapons, nor to Nimble units (and so not to Individuals)"; §8
// Fly "Also has Nimble"; §8 Yellow-Bellied: "The Halt still counts as
// 'not moved'".
func TestMovedPenalty(t *testing.T) {
	r := New(KoW2)
	javelins := Weapon{Name: "Javelins", Range: 12 * Inch, Dice: 10, Thrown: true}
	for _, c := range []struct {
		name  string
		rules []string
		order OrderKind
		w     Weapon
		hit   int
	}{
		{"Halted", nil, Halt, bows, 4},
		{"Change Facing is not Halt", nil, ChangeFacing, bows, 5},
		{"Advanced", nil, Advance, bows, 5},
		{"Advanced with javelins", nil, Advance, javelins, 4},
		{"Nimble", []string{"Nimble"}, Advance, bows, 4},
		{"Individual", []string{"Individual"}, Advance, bows, 4},
		{"Fly", []string{"Fly"}, Back, bows, 4},
	} {
		s, p, tg := facingOff(c.rules, nil)
		markOrdered(p, c.order, playerTurn(s))
		if a := r.shootingAttack(s, p, tg, c.w, false); a.Hit != c.hit {
			t.Errorf("%s: hit %d+, want %d+", c.name, a.Hit, c.hit)
		}
	}
}

// kow2 §8 Brutal: "+1 to the total" of the nerve test, "+1 in total,
// however many Brutal units took part" (§14-A18). Ne 11/13 with 3 damage
// and Brutal: Routed on 2D6 ≥ 9 (10/36), Wavered on 7 or 8 (11/36),
// Steady below (15/36).
func TestBrutal(t *testing.T) {
	r := New(KoW2)
	s := &engine.State{Pieces: []engine.Piece{
		{ID: 1, Owner: 1, Rules: []string{"Brutal"}}, {ID: 2, Owner: 1, Rules: []string{"Brutal"}},
		{ID: 3, Owner: 2, Stats: []engine.Stat{{Name: "rout", Value: 13}, {Name: "waver", Value: 11}}}}}
	s.Pieces[2].SetCounter("damage", 3)
	if !brutal(s, []engine.PieceID{1, 2}) || brutal(s, []engine.PieceID{3}) {
		t.Fatal("brutal() does not see who is Brutal")
	}
	nt := r.nerveOf(s, &s.Pieces[2], 0, brutal(s, []engine.PieceID{1, 2}))
	if nt.Mods != 1 {
		t.Fatalf("two Brutal attackers: +%d, want +1", nt.Mods)
	}
	w := nerveOdds(nt)
	want := []int64{15, 11, 10}
	for i, n := range want {
		if got, exp := big.NewRat(w[i], 36*36), big.NewRat(n, 36); got.Cmp(exp) != 0 {
			t.Errorf("%s: %s, want %s", nerveResult(i), got, exp)
		}
	}
}

// kow2 §6.2 and §4.11: "Anyone attacking a War Engine in melee triples its
// attacks, whatever the facing. The exception is an Individual War
// Engine, which is never multiplied"; §4.10: "An Individual never doubles
// or triples its attacks for flank or rear, but does triple against War
// Engines".
func TestWarEngineMultipliers(t *testing.T) {
	r := New(KoW2)
	inf, hero := unit("Inf", 10, 4, 4), unit("Hero/Inf", 5, 3, 5, "Individual")
	we, indWE := unit("WE", 1, 5, 4), unit("WE", 1, 5, 4, "Individual")
	for _, c := range []struct {
		name string
		p, t *engine.Piece
		f    geom.Arc
		want int
	}{
		{"front of a War Engine", inf, we, geom.ArcFront, 30},
		{"flank of a War Engine", inf, we, geom.ArcLeft, 30},
		{"rear of a War Engine", inf, we, geom.ArcRear, 30},
		{"an Individual on a War Engine's front", hero, we, geom.ArcFront, 15},
		{"rear of an Individual War Engine", inf, indWE, geom.ArcRear, 10},
		{"an Individual on an Individual War Engine", hero, indWE, geom.ArcLeft, 5},
	} {
		if a := r.meleeAttack(&engine.State{}, c.p, c.t, c.f, false); a.Dice != c.want {
			t.Errorf("%s: %d dice, want %d", c.name, a.Dice, c.want)
		}
	}
}

// kow2 §7.2 "a friendly unit with Inspiring is within 6" of T ... and T
// is not an allied unit from its point of view (units of the main army and
// of an allied contingent do not inspire each other [REC])".
func TestInspiringNotAcrossAllies(t *testing.T) {
	unitAt := func(id engine.PieceID, x float64, allied bool, rules ...string) engine.Piece {
		return engine.Piece{ID: id, Owner: 1, Name: "u", Rules: rules, Allied: allied,
			Footprint: engine.Footprint{W: 100, D: 80}, Pose: geom.Pose{Pos: geom.V(x, 0)}}
	}
	for _, c := range []struct {
		name           string
		target, leader bool
		want           bool
	}{
		{"main army", false, false, true},
		{"both allied", true, true, true},
		{"an allied leader", false, true, false},
		{"an allied unit", true, false, false},
	} {
		s := &engine.State{Pieces: []engine.Piece{unitAt(1, 0, c.target), unitAt(2, 100+3*Inch, c.leader, "Inspiring")}}
		if got, _ := inspired(s, &s.Pieces[0]); got != c.want {
			t.Errorf("%s: inspired %v, want %v", c.name, got, c.want)
		}
	}
}

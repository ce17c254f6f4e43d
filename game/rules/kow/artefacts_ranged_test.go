package kow_test

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// shootOdds is the Odds of player 1's unit 1 shooting unit 2 with weapon.
func shootOdds(t *testing.T, g *engine.Game, weapon string) engine.Odds {
	t.Helper()
	o, err := g.Rules.Odds(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2, Weapon: weapon})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// kow2 §10.2: "Kevinar's Flying Hammer | Ranged attack with 1 die
// regardless of Att, 12", always hits on 4+ ignoring modifiers,
// Piercing(2)"; "War-bow of Kaba | Ranged attack with 1 die, 24", hits as
// Ra 4+ with normal modifiers, Piercing(1)"; "Kaba's Holy Hand Grenades
// | ... on a hit, Blast(D6) and Piercing(2)". A Hero with no Ra of its
// own at a Stealthy De 4 target: the Hammer hits on 4+ and damages on
// 2+ (1/2 · 5/6 = 5/12); the War-bow hits on 5+ (Stealthy −1) and
// damages on 3+ (1/3 · 2/3 = 2/9); the Grenades at a plain target hit on
// 4+, make D6 hits each damaging on 2+: 1/2 · 7/2 · 5/6 = 35/24 on average.
func TestArtefactWeapons(t *testing.T) {
	cases := []struct {
		item, text string
		target     engine.Piece
		check      func(o engine.Odds) bool
	}{
		{"Kevinar's Flying Hammer", "1 dice, hit on 4+, damage on 2+", near("Stealthy"), func(o engine.Odds) bool { return ratIs(o.Damage[1].P, 5, 12) }},
		{"War-bow of Kaba", "1 dice, hit on 5+, damage on 3+", near("Stealthy"), func(o engine.Odds) bool { return ratIs(o.Damage[1].P, 2, 9) }},
		{"Kaba's Holy Hand Grenades", "1 dice, hit on 4+, Blast, damage on 2+", near(), func(o engine.Odds) bool { return ratIs(o.Mean, 35, 24) }},
	}
	for _, c := range cases {
		g := started(gametest.Table(72, 48, with(hero(), c.item), c.target))
		toShooting(t, g)
		o := shootOdds(t, g, c.item)
		if !strings.HasPrefix(o.Text, c.text) || !c.check(o) {
			t.Errorf("%s: odds %q, damage %v, mean %s", c.item, o.Text, o.Damage, o.Mean)
		}
	}
	// Kevinar's 12" is from the Leader Point: the wolves 14" away are out of range.
	g := started(gametest.Table(72, 48, with(hero(), "Kevinar's Flying Hammer"), wolves()))
	toShooting(t, g)
	if _, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2}); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("the Hammer at 14\": %v", err)
	}
}

// kow2 §10.2 "Diadem of Dragon-kind | Breath Attack(10)"; §8 Breath
// Attack: "It is a separate ranged attack ... Two Breath attacks never
// merge (P&R)". A unit with Breath Attack(5) has both, and the Diadem's
// 10 dice hit on 4+ and damage De 4 on 4+: no damage is (3/4)^10.
func TestDiademIsASecondBreath(t *testing.T) {
	g := started(gametest.Table(72, 48, with(hero("Breath Attack(5)"), "Diadem of Dragon-kind"), near()))
	ws := kow.Weapons(g.State.Piece(1))
	if len(ws) != 2 || ws[0].Dice != 5 || ws[1].Dice != 10 || ws[1].Name != "Diadem of Dragon-kind" {
		t.Fatalf("weapons %+v", ws)
	}
	toShooting(t, g)
	if o := shootOdds(t, g, "Diadem of Dragon-kind"); o.Damage[0].P.Cmp(pow(3, 4, 10)) != 0 {
		t.Fatalf("odds %q P(0) %s", o.Text, o.Damage[0].P)
	}
}

// kow2 §10.2 "Jar of the Four Winds | "Normal" ranged attacks +12""
// ("Normal" excludes spells and Breath): 24" bows reach 36", a Breath
// Attack stays 12"; wolves 30" away may be shot.
func TestJarOfTheFourWinds(t *testing.T) {
	far := gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 42, 180)
	for _, item := range []string{"", "Jar of the Four Winds"} {
		g := started(gametest.Table(72, 48, with(archers("Breath Attack(3)"), item), far))
		ws := kow.Weapons(g.State.Piece(1))
		want := 24.0
		if item != "" {
			want = 36
		}
		if math.Abs(ws[0].Range-want*kow.Inch) > 1e-9 || ws[1].Range != 12*kow.Inch {
			t.Errorf("%q: ranges %g, %g", item, ws[0].Range/kow.Inch, ws[1].Range/kow.Inch)
		}
		toShooting(t, g)
		_, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2, Weapon: "Bows"})
		if (err == nil) != (item != "") {
			t.Errorf("%q: shooting 30\": %v", item, err)
		}
	}
}

// kow2 §5.4 "Brew of Keen-eyeness | +1 | "Normal" ranged attacks of the
// bearer": archers that Advanced hit on 4+ instead of 5+, so no damage
// is (1 − 1/2 · 1/2)^10 = (3/4)^10.
func TestBrewOfKeenEyeness(t *testing.T) {
	g := started(gametest.Table(72, 48, with(archers(), "Brew of Keen-eyeness"), wolves()))
	toShooting(t, g, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
	o := odds(t, g)
	if !strings.Contains(o.Text, "hit on 4+") || !strings.Contains(o.Text, "moved −1") || o.Damage[0].P.Cmp(pow(3, 4, 10)) != 0 {
		t.Fatalf("odds %q P(0) %s", o.Text, o.Damage[0].P)
	}
}

// kow2 §5.5 "Heart-seeking Chant | Piercing +1 (or Piercing(1)) on all
// ranged attacks and spells": Piercing(1) bows damage De 4 on 2+ (no
// damage (1 − 1/2 · 5/6)^10 = (7/12)^10); a Fireball(8) on 3+ ((2/3)^8).
func TestHeartSeekingChant(t *testing.T) {
	g := started(gametest.Table(72, 48, with(archers("Piercing(1)"), "Heart-seeking Chant"), wolves()))
	toShooting(t, g)
	if o := odds(t, g); !strings.Contains(o.Text, "damage on 2+") || o.Damage[0].P.Cmp(pow(7, 12, 10)) != 0 {
		t.Errorf("bows: odds %q P(0) %s", o.Text, o.Damage[0].P)
	}
	g = started(gametest.Table(72, 48, with(wizard("Fireball(8)"), "Heart-seeking Chant"), near()))
	toShooting(t, g)
	if o := castOdds(t, g, "Fireball"); !strings.Contains(o.Text, "damage on 3+") || o.Damage[0].P.Cmp(pow(2, 3, 8)) != 0 {
		t.Errorf("Fireball: odds %q P(0) %s", o.Text, o.Damage[0].P)
	}
}

// kow2 §5.5 "Fire-Oil | Piercing(1) (normal ranged) ... against
// Regeneration units only": bows damage a regenerating De 4 unit on 3+
// (no damage (2/3)^10), any other on 4+ ((3/4)^10).
func TestFireOilShooting(t *testing.T) {
	for _, c := range []struct {
		target engine.Piece
		p      *big.Rat
	}{{wolves("Regeneration(5+)"), pow(2, 3, 10)}, {wolves(), pow(3, 4, 10)}} {
		g := started(gametest.Table(72, 48, with(archers(), "Fire-Oil"), c.target))
		toShooting(t, g)
		if o := odds(t, g); o.Damage[0].P.Cmp(c.p) != 0 {
			t.Errorf("against %v: odds %q P(0) %s, want %s", c.target.Rules, o.Text, o.Damage[0].P, c.p)
		}
	}
}

// kow2 §10.2 "Piercing Arrow | With a "normal" ranged attack, may re-roll
// one failed damage die". Ten 4+ dice at De 4: with h hits, no damage
// needs every damage die and the re-roll to fail, (1/2)^h · 1/2 (h ≥ 1),
// so P(0) = (1/2)^10 · (1 + (3/2)^10) / 2 = 60073/2097152. The dice agree
// over 3000 seeds. A Breath Attack is not "normal": (3/4)^5 as without it.
func TestPiercingArrow(t *testing.T) {
	g := started(gametest.Table(72, 48, with(archers("Breath Attack(5)"), "Piercing Arrow"), near()))
	toShooting(t, g)
	o := shootOdds(t, g, "Bows")
	if !ratIs(o.Damage[0].P, 60073, 2097152) || !strings.Contains(o.Text, "Piercing Arrow") {
		t.Fatalf("odds %q P(0) %s", o.Text, o.Damage[0].P)
	}
	if b := shootOdds(t, g, "Breath Attack"); b.Damage[0].P.Cmp(pow(3, 4, 5)) != 0 {
		t.Errorf("breath: odds %q P(0) %s", b.Text, b.Damage[0].P)
	}
	oddsMatchDice(t, g, kow.Shoot{By: 1, Unit: 1, Target: 2, Weapon: "Bows"}, o)
}

// kow2 §5.4 "The Boots of Levitation hero may Advance and shoot as if
// Halted, or go At the Double and shoot as if it had Advanced": a Ra 4+
// Hero (not an Individual, so not Nimble) hits on 4+ after an Advance, and
// may shoot after At the Double, on 5+; without the Boots it may not.
func TestBootsOfLevitation(t *testing.T) {
	bowman := gametest.Stat(hero("Bows (Range 24)"), "ra", 4)
	for _, c := range []struct {
		item  string
		order kow.OrderKind
		want  string // the odds' start, or the refusal
	}{
		{"Boots of Levitation", kow.Advance, "10 dice, hit on 4+"},
		{"Boots of Levitation", kow.AtTheDouble, "10 dice, hit on 5+"},
		{"", kow.Advance, "10 dice, hit on 5+"},
		{"", kow.AtTheDouble, "At the Double"},
	} {
		g := started(gametest.Table(72, 48, with(bowman, c.item), wolves()))
		toShooting(t, g, kow.NewMove(1, 1, c.order, []move.Step{fwd(1)}))
		o, err := g.Rules.Odds(g.State, kow.Shoot{By: 1, Unit: 1, Target: 2})
		switch {
		case err != nil && !strings.Contains(err.Error(), c.want):
			t.Errorf("%q after %v: %v", c.item, c.order, err)
		case err == nil && !strings.HasPrefix(o.Text, c.want):
			t.Errorf("%q after %v: odds %q, want %q", c.item, c.order, o.Text, c.want)
		}
	}
}

// kow2 §10.2 "Myrddin's Amulet of the Fire-heart | Once per game,
// straight after using a ranged attack or spell, may use a different
// ranged attack or spell it has"; §5.1 "One ranged attack per unit per
// turn ... Exception: Myrddin's Amulet".
func TestMyrddinsAmulet(t *testing.T) {
	mage := func(item string) engine.Piece {
		return with(gametest.Stat(wizard("Bows (Range 24)", "Fireball(3)"), "ra", 4), item)
	}
	bows := kow.Shoot{By: 1, Unit: 1, Target: 2, Weapon: "Bows"}
	fire := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"}
	other := kow.Shoot{By: 1, Unit: 3, Target: 2}
	archers2 := gametest.Stat(gametest.KoW(3, 1, "Archers", "Inf", "regiment", 44, 10, 0, "Bows (Range 24)"), "ra", 4)
	cases := []struct {
		name   string
		item   string
		orders []engine.Order
		rule   string // the last order's refusal, "" when it is given
	}{
		{"bows then Fireball", myrddin, []engine.Order{bows, fire}, ""},
		{"Fireball then bows", myrddin, []engine.Order{fire, bows}, ""},
		{"a third attack", myrddin, []engine.Order{bows, fire, bows}, "kow2/5.1"},
		{"the same attack twice", myrddin, []engine.Order{bows, bows}, "kow2/10.2"},
		{"not straight after", myrddin, []engine.Order{bows, other, fire}, "kow2/5.1"},
		{"without the Amulet", "", []engine.Order{bows, fire}, "kow2/5.1"},
	}
	for _, c := range cases {
		g := started(gametest.Table(72, 48, mage(c.item), near(), archers2))
		toShooting(t, g)
		var err error
		for i, o := range c.orders {
			if _, err = g.Do(o); err != nil && i < len(c.orders)-1 {
				t.Fatalf("%s: order %d: %v", c.name, i, err)
			}
		}
		var il *engine.Illegal
		switch {
		case c.rule == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.rule != "" && (!asIllegal(err, &il) || il.Rule != c.rule):
			t.Errorf("%s: %v, want a refusal by %s", c.name, err, c.rule)
		}
	}
}

const myrddin = "Myrddin's Amulet of the Fire-heart"

package kow_test

import (
	"math/big"
	"slices"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// wizard is a single Hero at (36", 10") facing north with the given rules
// (its spells among them) and no weapon.
func wizard(rules ...string) engine.Piece {
	return gametest.KoW(1, 1, "Wizard", "Hero/Inf", "single", 36, 10, 0, rules...)
}

// castOdds is the Odds of player 1's unit 1 casting spell at unit 2.
func castOdds(t *testing.T, g *engine.Game, spell string) engine.Odds {
	t.Helper()
	o, err := g.Rules.Odds(g.State, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: spell})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// near is a regiment of wolves 8" north of the wizard, facing it.
func near(rules ...string) engine.Piece {
	return gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 18, 180, rules...)
}

// kow2 §10.1: "Roll n dice (the spell's value), not Att." "Spells always
// hit on 4+ and ignore all to-hit modifiers." Fireball(8): "Normal damage
// rolls", so against De 4 each die does damage with 1/2 · 1/2: no damage
// at all is (3/4)^8 and the mean is 8/4 — after an Advance, at an
// Individual, Stealthy target in cover, all of which a shot would feel.
func TestFireballIgnoresToHitModifiers(t *testing.T) {
	wall := gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(36, 15, 8, 0.5))
	g := started(gametest.Table(72, 48, wizard("Fireball(8)"), near("Individual", "Stealthy")).With(wall))
	toShooting(t, g, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
	o := castOdds(t, g, "Fireball")
	if !strings.HasPrefix(o.Text, "8 dice, hit on 4+, damage on 4+") {
		t.Fatalf("odds %q, want 8 dice at 4+ damaging on 4+", o.Text)
	}
	if o.Damage[0].P.Cmp(pow(3, 4, 8)) != 0 {
		t.Fatalf("P(no damage) = %s, want (3/4)^8", o.Damage[0].P)
	}
	if o.Mean.Cmp(big.NewRat(2, 1)) != 0 {
		t.Fatalf("mean %s, want 2", o.Mean)
	}
}

// kow2 §10.1: "Lightning Bolt(n) | 24" | enemy | Piercing(1); normal
// damage rolls": De 4 is damaged on 3+, so each die does damage with
// 1/2 · 2/3 and no damage is (2/3)^5.
func TestLightningBoltPierces(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Lightning Bolt(5)"), wolves()))
	toShooting(t, g)
	o := castOdds(t, g, "Lightning Bolt")
	if !strings.HasPrefix(o.Text, "5 dice, hit on 4+, damage on 3+") || !strings.Contains(o.Text, "Piercing(1)") {
		t.Fatalf("odds %q, want 5 dice at 4+ damaging on 3+", o.Text)
	}
	if o.Damage[0].P.Cmp(pow(2, 3, 5)) != 0 {
		t.Fatalf("P(no damage) = %s, want (2/3)^5", o.Damage[0].P)
	}
}

// kow2 §10.1: "Re-rolls still apply, e.g. Elite": an Elite wizard's
// Fireball(3) hits with 1/2 + 1/6 · 1/2 = 7/12, damages De 4 on 4+, so no
// damage is (1 − 7/24)^3 = (17/24)^3.
func TestSpellKeepsElite(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Elite", "Fireball(3)"), near()))
	toShooting(t, g)
	if o := castOdds(t, g, "Fireball"); o.Damage[0].P.Cmp(pow(17, 24, 3)) != 0 {
		t.Fatalf("P(no damage) = %s, want (17/24)^3", o.Damage[0].P)
	}
}

// kow2 §10.1: the spells' ranges, and "all shooting rules apply": no
// spells after At the Double, one ranged attack or spell per turn, only
// at an enemy, only spells the unit knows.
func TestCastRefusals(t *testing.T) {
	cases := []struct {
		name   string
		pieces []engine.Piece
		move   []engine.Order
		cast   kow.Cast
		rule   string
		says   string
	}{
		{"Fireball is 12\"", []engine.Piece{wizard("Fireball(8)"), wolves()}, nil,
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"}, "kow2/5.2", "out of range"},
		{"At the Double", []engine.Piece{wizard("Fireball(8)"), near()},
			[]engine.Order{kow.NewMove(1, 1, kow.AtTheDouble, []move.Step{fwd(1)})},
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"}, "kow2/5.1", "At the Double"},
		{"unknown spell", []engine.Piece{wizard("Fireball(8)"), near()}, nil,
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Lightning Bolt"}, "kow2/10.1", "does not know"},
		{"no spell", []engine.Piece{wizard(), near()}, nil,
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"}, "kow2/10.1", "does not know"},
		{"behind", []engine.Piece{wizard("Fireball(8)"), gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 4, 0)}, nil,
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"}, "kow2/5.2", "front arc"},
		{"friend", []engine.Piece{wizard("Fireball(8)"), gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 18, 0)}, nil,
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"}, "kow2/10.1", "enemy"},
	}
	for _, c := range cases {
		g := started(gametest.Table(72, 48, c.pieces...))
		toShooting(t, g, c.move...)
		_, err := g.Do(c.cast)
		var il *engine.Illegal
		if !asIllegal(err, &il) || il.Rule != c.rule || !strings.Contains(il.Reason, c.says) {
			t.Errorf("%s: %v, want %s saying %q", c.name, err, c.rule, c.says)
		}
	}
}

// kow2 §10.1: "one ranged attack or spell per turn": a wizard with a bow
// that cast may not shoot, and the target tests its nerve at the end of
// the phase as for shooting (§5.3, §7.1).
func TestCastThenNoShotThenNerve(t *testing.T) {
	w := gametest.Stat(wizard("Fireball(8)", "Bow (Range 24)"), "ra", 5)
	g := started(gametest.Table(72, 48, w, near()))
	toShooting(t, g)
	labels := ""
	for _, o := range g.Rules.Orders(g.State, 1) {
		labels += o.Label + "; "
	}
	if !strings.Contains(labels, "Cast Fireball(8)") || !strings.Contains(labels, "Shoot (Bow)") {
		t.Fatalf("orders %q, want both the bow and the Fireball", labels)
	}
	ev, err := g.Do(kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Fireball"})
	if err != nil {
		t.Fatal(err)
	}
	if ev[0].Kind != engine.Rolled || len(ev[0].Dice) != 8 || ev[0].Need != 4 || !strings.Contains(ev[0].Text, "casts Fireball at Wolves") {
		t.Fatalf("first event %+v, want 8 dice to hit on 4+", ev[0])
	}
	dmg := g.State.Piece(2).Counter("damage")
	if _, err := g.Do(kow.Shoot{By: 1, Unit: 1, Target: 2}); err == nil || !strings.Contains(err.Error(), "one ranged attack or spell") {
		t.Fatalf("a wizard shot after casting: %v", err)
	}
	end, err := g.Do(engine.EndPhase{By: 1})
	if err != nil {
		t.Fatal(err)
	}
	tested := false
	for _, e := range end {
		if e.Rule == "kow2/7.2" && e.Kind == engine.Rolled {
			tested = true
		}
	}
	if tested != (dmg > 0) {
		t.Fatalf("nerve test taken %v with %d damage", tested, dmg)
	}
}

// The window offers each spell as a target pick (engine.Targeter), and the
// click's order is the one Check accepts.
func TestCastTargets(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Fireball(8)", "Lightning Bolt(4)"), wolves()))
	toShooting(t, g)
	r := g.Rules.(*kow.Ruleset)
	opts := r.Orders(g.State, 1)
	if len(opts) != 2 || opts[0].Pick != engine.PickTarget || opts[1].Arg != "Lightning Bolt" {
		t.Fatalf("options %+v, want Fireball and Lightning Bolt to aim", opts)
	}
	fb := r.Targets(g.State, 1, opts[0], nil)
	if len(fb) != 1 || fb[0].Legal || fb[0].Why == nil {
		t.Fatalf("Fireball targets %+v: the wolves are out of its 12\"", fb)
	}
	lb := r.Targets(g.State, 1, opts[1], nil)
	if len(lb) != 1 || !lb[0].Legal {
		t.Fatalf("Lightning Bolt targets %+v", lb)
	}
	if err := g.Rules.Check(g.State, lb[0].Order); err != nil {
		t.Fatal(err)
	}
	if od, err := g.Rules.Odds(g.State, lb[0].Order); err != nil || od.Damage[0].P.Cmp(pow(2, 3, 4)) != 0 {
		t.Fatalf("the target's odds %v %v, want (2/3)^4 of no damage", od.Damage, err)
	}
	if d := g.Decision(); !slices.Contains(d.Pieces, 1) {
		t.Fatalf("a wizard with no weapon is not offered in the shooting phase: %v", d.Pieces)
	}
	if _, err := g.Do(lb[0].Order); err != nil {
		t.Fatal(err)
	}
	if d := g.Decision(); slices.Contains(d.Pieces, 1) {
		t.Fatalf("a wizard that cast is still offered: %v", d.Pieces)
	}
	if why := whyIdle(r, g.State, 1); !strings.Contains(why, "one ranged attack or spell") {
		t.Fatalf("the wizard's card after casting: %q", why)
	}
}

// The odds and the dice are one implementation: over many seeds, the
// damage of a Lightning Bolt matches the exact distribution.
func TestCastOddsMatchTheDice(t *testing.T) {
	base := started(gametest.Table(72, 48, wizard("Lightning Bolt(6)"), wolves()))
	toShooting(t, base)
	cast := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Lightning Bolt"}
	o := castOdds(t, base, cast.Spell)
	oddsMatchDice(t, base, cast, o)
}

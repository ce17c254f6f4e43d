package kow_test

import (
	"math/big"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
)

// guards is player 1's regiment 8" north of the wizard, facing north.
func guards(rules ...string) engine.Piece {
	return gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 18, 0, rules...)
}

// farWolves is player 2's regiment 20" north of the wizard, facing it.
func farWolves() engine.Piece { return gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 36, 30, 180) }

// castWithHits gives the cast on g with the first seed whose dice score
// exactly k hits, and returns its events.
func castWithHits(t *testing.T, g *engine.Game, c kow.Cast, k int) []engine.Event {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		try := &engine.Game{Rules: g.Rules, State: g.State.Clone()}
		try.State.Dice = dice.New(seed)
		ev, err := try.Do(c)
		if err != nil {
			t.Fatal(err)
		}
		if ev[0].Value == k {
			g.State = try.State
			return ev
		}
	}
	t.Fatalf("no seed gives %d hits", k)
	return nil
}

// oddsOf is the Odds of an order.
func oddsOf(t *testing.T, g *engine.Game, o engine.Order) engine.Odds {
	t.Helper()
	od, err := g.Rules.Odds(g.State, o)
	if err != nil {
		t.Fatal(err)
	}
	return od
}

// resultP is the probability of the named result in the odds (nil when
// it is not listed).
func resultP(o engine.Odds, label string) *big.Rat {
	for _, r := range o.Results {
		if r.Label == label {
			return r.P
		}
	}
	return nil
}

// kow2 §10.1: "Heal(n) | 12" | friendly only, may be engaged | No damage.
// Each hit removes 1 damage suffered earlier in the game". Heal(4) at 4+
// on a unit with 3 damage removes min(hits, 3): 0, 1, 2 with 1/16, 4/16,
// 6/16, all 3 with 4/16 + 1/16 = 5/16; the mean is 31/16. Two hits take
// it to 1 damage, four hits to 0, never below.
func TestHealRemovesDamage(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Heal(4)"), guards(), farWolves()))
	g.State.Piece(2).SetCounter("damage", 3)
	toShooting(t, g)
	heal := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}
	o := oddsOf(t, g, heal)
	want := []*big.Rat{big.NewRat(1, 16), big.NewRat(4, 16), big.NewRat(6, 16), big.NewRat(5, 16)}
	if len(o.Damage) != len(want) || o.Counts != "damage removed" {
		t.Fatalf("odds %+v, want damage removed 0..3", o)
	}
	for v, p := range want {
		if o.Damage[v].P.Cmp(p) != 0 {
			t.Errorf("P(%d removed) = %s, want %s", v, o.Damage[v].P, p)
		}
	}
	if o.Mean.Cmp(big.NewRat(31, 16)) != 0 || resultP(o, "No damage left").Cmp(big.NewRat(5, 16)) != 0 {
		t.Errorf("mean %s, no damage left %s; want 31/16 and 5/16", o.Mean, resultP(o, "No damage left"))
	}
	if len(o.Rolls) != 1 || o.Rolls[0].What != "to hit" || !strings.Contains(o.Text, "each hit removes 1 damage") {
		t.Errorf("rolls %+v, text %q: want only the roll to hit", o.Rolls, o.Text)
	}
	two := &engine.Game{Rules: g.Rules, State: g.State.Clone()}
	castWithHits(t, two, heal, 2)
	if d := two.State.Piece(2).Counter("damage"); d != 1 {
		t.Errorf("two hits leave %d damage, want 1", d)
	}
	four := &engine.Game{Rules: g.Rules, State: g.State.Clone()}
	ev := castWithHits(t, four, heal, 4)
	if d := four.State.Piece(2).Counter("damage"); d != 0 || ev[len(ev)-1].Value != -3 {
		t.Errorf("four hits leave %d damage (event %+v), want 0 after removing 3", d, ev[len(ev)-1])
	}
	if four.State.Piece(1).Counter("shot") == 0 {
		t.Error("Heal is the wizard's ranged attack of the turn")
	}
	oddsMatchDiceBy(t, g, heal, o, func(after *engine.Game, _ []engine.Event) int { return 3 - after.State.Piece(2).Counter("damage") })
}

// kow2 §5.2 item 5: "The target is not in contact with an enemy. The
// exception is friendly-only spells, which may target engaged friends";
// §10.1: Heal "may be engaged". The Spears, side by side with the wizard's
// view, fight the Wolves: the wizard may Heal them but not Fireball the
// Wolves.
func TestFriendlySpellAtEngagedFriend(t *testing.T) {
	sp := gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 18, 90)
	wo := gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 36+80/kow.Inch, 18, 270)
	g := started(gametest.Table(72, 48, wizard("Heal(3)", "Fireball(5)", "Wind Blast(3)"), sp, wo))
	toShooting(t, g)
	if err := g.Rules.Check(g.State, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}); err != nil {
		t.Errorf("Heal at engaged Spears refused: %v", err)
	}
	for _, sp := range []string{"Fireball", "Wind Blast"} {
		err := g.Rules.Check(g.State, kow.Cast{By: 1, Unit: 1, Target: 3, Spell: sp})
		var il *engine.Illegal
		if !asIllegal(err, &il) || il.Rule != "kow2/5.2" || !strings.Contains(il.Reason, "in contact") {
			t.Errorf("%s at engaged Wolves: %v, want refused as in contact", sp, err)
		}
	}
}

// kow2 §10.1: "'Friendly only' spells cannot target the caster itself,
// nor units from an allied contingent. A main-army wizard cannot
// Bane-chant an allied unit, and an allied wizard cannot Heal a main-army
// unit"; Surge: "friendly Shambling units only"; Wind Blast is cast at an
// enemy; §14-A32: friendly-only spells still need the front arc.
func TestFriendlyOnlyRefusals(t *testing.T) {
	allied := func(p engine.Piece) engine.Piece { p.Allied = true; return p }
	w := wizard("Heal(3)", "Bane-chant(2)", "Wind Blast(3)", "Surge(4)")
	engagedZombies := []engine.Piece{w, gametest.KoW(2, 1, "Zombies", "Inf", "regiment", 36, 18, 90, "Shambling"),
		gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 36+80/kow.Inch, 18, 270)}
	cases := []struct {
		name   string
		pieces []engine.Piece
		cast   kow.Cast
		rule   string
		says   string
	}{
		{"itself", []engine.Piece{w, guards(), farWolves()}, kow.Cast{By: 1, Unit: 1, Target: 1, Spell: "Heal"}, "kow2/10.1", "caster itself"},
		{"allied unit", []engine.Piece{w, allied(guards()), farWolves()}, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Bane-chant"}, "kow2/10.1", "contingents"},
		{"allied wizard", []engine.Piece{allied(w), guards(), farWolves()}, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}, "kow2/10.1", "contingents"},
		{"enemy", []engine.Piece{w, near()}, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}, "kow2/10.1", "friendly only"},
		{"Wind Blast at a friend", []engine.Piece{w, guards(), farWolves()}, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Wind Blast"}, "kow2/10.1", "enemy"},
		{"Surge not Shambling", []engine.Piece{w, guards(), farWolves()}, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}, "kow2/10.1", "Shambling"},
		{"Surge engaged", engagedZombies, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Surge"}, "kow2/5.2", "in contact"},
		{"Heal behind", []engine.Piece{w, gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 4, 0), farWolves()},
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}, "kow2/5.2", "front arc"},
		{"Heal is 12\"", []engine.Piece{w, gametest.KoW(2, 1, "Spears", "Inf", "regiment", 36, 25, 0), farWolves()},
			kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}, "kow2/5.2", "out of range"},
	}
	for _, c := range cases {
		g := started(gametest.Table(72, 48, c.pieces...))
		toShooting(t, g)
		_, err := g.Do(c.cast)
		var il *engine.Illegal
		if !asIllegal(err, &il) || il.Rule != c.rule || !strings.Contains(il.Reason, c.says) {
			t.Errorf("%s: %v, want %s saying %q", c.name, err, c.rule, c.says)
		}
	}
	// Both of the allied contingent: allowed.
	g := started(gametest.Table(72, 48, allied(w), allied(guards()), farWolves()))
	toShooting(t, g)
	if err := g.Rules.Check(g.State, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Heal"}); err != nil {
		t.Errorf("an allied wizard healing an allied unit: %v", err)
	}
}

// The window's planner is driven by Targets: a friendly-only spell lists
// the player's own units but the caster, no enemy; an enemy spell lists
// the enemies.
func TestFriendlyCastTargets(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Heal(3)", "Wind Blast(3)"), guards(), farWolves()))
	toShooting(t, g)
	r := g.Rules.(*kow.Ruleset)
	opts := r.Orders(g.State, 1)
	if len(opts) != 2 || opts[0].Arg != "Wind Blast" || opts[1].Arg != "Heal" {
		t.Fatalf("options %+v, want Wind Blast then Heal", opts)
	}
	heal := r.Targets(g.State, 1, opts[1], nil)
	if len(heal) != 1 || heal[0].Piece != 2 || !heal[0].Legal {
		t.Fatalf("Heal targets %+v, want the Spears alone", heal)
	}
	if err := g.Rules.Check(g.State, heal[0].Order); err != nil {
		t.Fatal(err)
	}
	blast := r.Targets(g.State, 1, opts[0], nil)
	if len(blast) != 1 || blast[0].Piece != 3 {
		t.Fatalf("Wind Blast targets %+v, want only the Wolves", blast)
	}
}

// bowmen is player 1's archer regiment 8" north of the wizard, Ra 4+.
func bowmen() engine.Piece {
	return gametest.Stat(gametest.KoW(2, 1, "Archers", "Inf", "regiment", 36, 18, 0, "Bows (Range 24)"), "ra", 4)
}

// kow2 §10.1: "Bane-chant(n) | 12" | friendly only | If ≥ 1 hit: for the
// rest of the turn, all the target's melee and ranged attacks get
// Piercing +1 and CS +1 (or gain Piercing(1)/CS(1)). Several Bane-chants
// do not stack." Archers shooting De 4 damage on 4+; chanted, on 3+; a
// second chant leaves 3+; in their next turn, 4+ again. Bane-chant(2)
// hits at least once with 3/4.
func TestBaneChantPiercesThisTurnOnly(t *testing.T) {
	second := gametest.KoW(4, 1, "Chanter", "Hero/Inf", "single", 40, 10, 0, "Bane-chant(2)")
	g := started(gametest.Table(72, 48, wizard("Bane-chant(2)"), bowmen(), farWolves(), second))
	toShooting(t, g)
	shot := kow.Shoot{By: 1, Unit: 2, Target: 3}
	if o := oddsOf(t, g, shot); !strings.Contains(o.Text, "damage on 4+") {
		t.Fatalf("before: %q", o.Text)
	}
	chant := kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Bane-chant"}
	o := oddsOf(t, g, chant)
	if p := resultP(o, "Bane-chanted"); p == nil || p.Cmp(big.NewRat(3, 4)) != 0 {
		t.Fatalf("P(chanted) = %v, want 3/4 (%+v)", p, o.Results)
	}
	castWithHits(t, g, chant, 1)
	if c := g.State.Piece(2).Counter("bane-chant"); c != 1 {
		t.Fatalf("bane-chant counter %d, want player turn 1", c)
	}
	if o := oddsOf(t, g, shot); !strings.Contains(o.Text, "damage on 3+") || !strings.Contains(o.Text, "Bane-chant +1 Piercing") {
		t.Fatalf("chanted: %q, want damage on 3+", o.Text)
	}
	if _, tags := g.Rules.Tags(g.State, 2); len(tags) != 1 || tags[0].Text != kow.StatusBaneChanted {
		t.Fatalf("tags %v, want Bane-chanted", tags)
	}
	again := kow.Cast{By: 1, Unit: 4, Target: 2, Spell: "Bane-chant"}
	if o := oddsOf(t, g, again); resultP(o, "No effect").Cmp(big.NewRat(1, 1)) != 0 {
		t.Fatalf("a second chant's odds %+v, want no effect", o.Results)
	}
	ev := castWithHits(t, g, again, 2)
	if !strings.Contains(ev[len(ev)-1].Text, "do not stack") {
		t.Errorf("second chant: %q", ev[len(ev)-1].Text)
	}
	if o := oddsOf(t, g, shot); !strings.Contains(o.Text, "damage on 3+") {
		t.Fatalf("two chants: %q, want still damage on 3+", o.Text)
	}
	for g.State.Turn < 2 || g.State.Active != 1 || g.State.Phase != kow.Shooting {
		if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	if o := oddsOf(t, g, shot); !strings.Contains(o.Text, "damage on 4+") || strings.Contains(o.Text, "Bane") {
		t.Fatalf("next turn: %q, want damage on 4+", o.Text)
	}
	if _, tags := g.Rules.Tags(g.State, 2); len(tags) != 0 {
		t.Fatalf("tags next turn %v, want none", tags)
	}
}

// kow2 §10.1: Bane-chant "may be engaged", and gives "CS +1 (or CS(1))"
// to melee attacks: Spears that charged the Wolves this turn, chanted in
// the shooting phase, damage De 4 on 3+ in the melee phase instead of 4+.
func TestBaneChantGivesCrushingStrength(t *testing.T) {
	g := started(gametest.Table(72, 48, wizard("Bane-chant(3)"), guards(), gametest.KoW(3, 2, "Wolves", "Inf", "regiment", 36, 24, 180)))
	toShooting(t, g, kow.Charge{By: 1, Unit: 2, Target: 3})
	plain := &engine.Game{Rules: g.Rules, State: g.State.Clone()}
	castWithHits(t, g, kow.Cast{By: 1, Unit: 1, Target: 2, Spell: "Bane-chant"}, 1)
	for _, gg := range []*engine.Game{g, plain} {
		if _, err := gg.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	if o := oddsOf(t, plain, kow.Fight{By: 1, Target: 3}); !strings.Contains(o.Text, "damage on 4+") {
		t.Fatalf("unchanted fight: %q", o.Text)
	}
	if o := oddsOf(t, g, kow.Fight{By: 1, Target: 3}); !strings.Contains(o.Text, "damage on 3+") || !strings.Contains(o.Text, "Bane-chant +1 CS") {
		t.Fatalf("chanted fight: %q, want damage on 3+", o.Text)
	}
}

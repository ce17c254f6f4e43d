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
)

// with is p with the named artefact (the army file's "artefact").
func with(p engine.Piece, item string) engine.Piece {
	p.Gear = []string{item}
	return p
}

// hero is a single Hero/Inf of player 1 at (36", 10") facing north.
func hero(rules ...string) engine.Piece {
	return gametest.KoW(1, 1, "Hero", "Hero/Inf", "single", 36, 10, 0, rules...)
}

// kow2 §10.2 table, the artefacts that grant a rule or change the
// profile: "Dwarven Ale | Headstrong", "Pipes of Terror | Brutal",
// "Inspiring Talisman | Inspiring", "Potion of the Caterpillar |
// Pathfinder", "Blessing of the Gods | Elite", "Chant of Hate | Vicious",
// "Orcsbain's Amulet of Thorns | Phalanx", "The Fog | Camuflaje, [REC]
// i.e. Stealthy", "Wine of Elvenkind | Nimble", "Medallion of Life |
// Regeneration(5+)", "Boots of the Seven Leagues | Vanguard", "Healing
// Charm | The Heal(3) spell", "The Boomstick | The Lightning Bolt(3)
// spell", "Brew of Haste | +1 Sp", "Wings of Honeymaze | Fly, and Sp
// becomes 10", "Brew of Strength | CS(1), or +1 to existing CS",
// "Ensorcelled Armour | De +1, to a maximum of 6+", "Darklord's Onyx Ring
// | Regeneration improves by 1 (e.g. 5+ → 4+)", "Scarletmaw's Fenulian
// Amulet | Lightning Bolt's n +2", "Mreb's Grimoire | Surge's n +4". Once
// the game starts the carrier has them, as every rule reads it.
func TestArtefactsGrantRulesAndProfiles(t *testing.T) {
	cases := []struct {
		item  string
		rules []string // the unit's own
		want  []string // its rules once the game starts
		stat  string
		de    int // the unit's De before, when stat is "de"
		value int
	}{
		{item: "Dwarven Ale", want: []string{"Headstrong"}},
		{item: "Pipes of Terror", want: []string{"Brutal"}},
		{item: "Inspiring Talisman", want: []string{"Inspiring"}},
		{item: "Maccwar's Potion of the Caterpillar", want: []string{"Pathfinder"}},
		{item: "Blessing of the Gods", want: []string{"Elite"}},
		{item: "Chant of Hate", want: []string{"Vicious"}},
		{item: "Orcsbain's Amulet of Thorns", want: []string{"Phalanx"}},
		{item: "The Fog", want: []string{"Stealthy"}},
		{item: "Wine of Elvenkind", want: []string{"Nimble"}},
		{item: "Medallion of Life", want: []string{"Regeneration(5+)"}},
		{item: "Boots of the Seven Leagues", rules: []string{"Individual"}, want: []string{"Individual", "Vanguard"}},
		{item: "Healing Charm", want: []string{"Heal(3)"}},
		{item: "The Boomstick", want: []string{"Lightning Bolt(3)"}},
		{item: "Brew of Haste", stat: "sp", value: 6},
		{item: "Wings of Honeymaze", rules: []string{"Individual"}, want: []string{"Fly", "Individual"}, stat: "sp", value: 10},
		{item: "Brew of Strength", want: []string{"Crushing Strength(1)"}},
		{item: "Brew of Strength", rules: []string{"Crushing Strength(2)"}, want: []string{"Crushing Strength(3)"}},
		{item: "Ensorcelled Armour", stat: "de", de: 4, value: 5},
		{item: "Ensorcelled Armour", stat: "de", de: 6, value: 6},
		{item: "Darklord's Onyx Ring", rules: []string{"Regeneration(5+)"}, want: []string{"Regeneration(4+)"}},
		{item: "Scarletmaw's Fenulian Amulet", rules: []string{"Lightning Bolt(3)"}, want: []string{"Lightning Bolt(5)"}},
		{item: "Mreb's Grimoire of Unspeakable Darkness", rules: []string{"Surge(4)"}, want: []string{"Surge(8)"}},
	}
	for _, c := range cases {
		p := hero(c.rules...)
		if c.de != 0 {
			p = gametest.Stat(p, "de", c.de)
		}
		g := started(gametest.Table(72, 48, with(p, c.item)))
		got := g.State.Piece(1)
		if c.want != nil && !slices.Equal(got.Rules, c.want) {
			t.Errorf("%s on %v: rules %v, want %v", c.item, c.rules, got.Rules, c.want)
		}
		if c.stat != "" {
			if v, _ := got.Stat(c.stat); v != c.value {
				t.Errorf("%s: %s %d, want %d", c.item, c.stat, v, c.value)
			}
		}
	}
}

// kow2 §10.2 "Brew of Haste | +1 Sp", acting through the movement rules:
// a Sp 5 unit may Advance 6" (§4.3) and no further.
func TestBrewOfHasteMoves(t *testing.T) {
	g := started(gametest.Table(72, 48, with(gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0), "Brew of Haste")))
	if _, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(6.1)})); err == nil {
		t.Fatal("advanced 6.1\" with Sp 6")
	}
	if _, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(6)})); err != nil {
		t.Fatal(err)
	}
}

// kow2 §10.2: "Blessing of the Gods | Elite" reaches the odds: Ra 4+
// archers' 10 dice hit with 1/2 + 1/6 · 1/2 = 7/12 and damage De 4 on
// 4+, so no damage at all is (1 − 7/24)^10 = (17/24)^10.
func TestBlessingOfTheGodsInTheOdds(t *testing.T) {
	g := started(gametest.Table(72, 48, with(archers(), "Blessing of the Gods"), wolves()))
	toShooting(t, g)
	o := odds(t, g)
	if !strings.HasPrefix(o.Text, "10 dice, hit on 4+ (Elite)") || o.Damage[0].P.Cmp(pow(17, 24, 10)) != 0 {
		t.Fatalf("odds %q, P(0) %s", o.Text, o.Damage[0].P)
	}
}

// The Card's line for the artefact, revealed at deployment (kow2 §10.2:
// "Artefacts are revealed at deployment").
func TestCardShowsTheArtefact(t *testing.T) {
	g := started(gametest.Table(72, 48, with(archers(), "Brew of Strength"), with(wolves(), "Everflame Torch")))
	r := g.Rules.(*kow.Ruleset)
	has := func(id engine.PieceID, text string) bool {
		return slices.ContainsFunc(r.Card(g.State, id), func(l engine.Line) bool { return l.Text == text })
	}
	if !has(1, "Brew of Strength (30 pts): Crushing Strength +1") {
		t.Errorf("card %+v", r.Card(g.State, 1))
	}
	if !has(2, "Everflame Torch: not a magic artefact of kow2 §10.2, no effect") {
		t.Errorf("card %+v", r.Card(g.State, 2))
	}
}

// ratIs reports whether r is exactly n/d.
func ratIs(r *big.Rat, n, d int64) bool { return r.Cmp(big.NewRat(n, d)) == 0 }

// kow2 §10.2 "The Boomstick | Heroes | The Lightning Bolt(3) spell"
// (§10.1: the bearer is not a wizard, it just has the spell): 3 dice at
// 4+, Piercing(1), 24", so the wolves 14" away take no damage with
// (1 − 1/2 · 2/3)^3 = (2/3)^3.
func TestBoomstickCastsLightningBolt(t *testing.T) {
	g := started(gametest.Table(72, 48, with(hero(), "The Boomstick"), wolves()))
	toShooting(t, g)
	o := castOdds(t, g, "Lightning Bolt")
	if !strings.HasPrefix(o.Text, "3 dice, hit on 4+, damage on 3+") || o.Damage[0].P.Cmp(pow(2, 3, 3)) != 0 {
		t.Fatalf("odds %q P(0) %s", o.Text, o.Damage[0].P)
	}
}

// kow2 §10.2: "Healing Charm | Heroes | The Heal(3) spell"; "Mreb's
// Grimoire of Unspeakable Darkness | Units with Surge | Surge's n +4":
// Spells, the one list of what a unit casts, has them.
func TestArtefactSpells(t *testing.T) {
	for _, c := range []struct {
		item, rule, spell string
		dice              int
	}{
		{"Healing Charm", "", "Heal", 3},
		{"Mreb's Grimoire of Unspeakable Darkness", "Surge(4)", "Surge", 8},
		{"Scarletmaw's Fenulian Amulet", "Lightning Bolt(3)", "Lightning Bolt", 5},
	} {
		p := hero()
		if c.rule != "" {
			p = hero(c.rule)
		}
		g := started(gametest.Table(72, 48, with(p, c.item)))
		ws := kow.Spells(g.State.Piece(1))
		if len(ws) != 1 || ws[0].Name != c.spell || ws[0].Dice != c.dice {
			t.Errorf("%s: spells %+v, want %s(%d)", c.item, ws, c.spell, c.dice)
		}
	}
}

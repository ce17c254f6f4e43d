package kow_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// kow2 §2.5: the stat line reads as the book prints it ("-" for no ranged
// attack and for a Fearless waver value); the tags are the damage and the
// statuses of §6.5 and §7.3, with their tones, and the unit card says the
// same in words.
func TestProfileTagsAndCard(t *testing.T) {
	r := kow.New(kow.KoW2)
	p := gametest.Stat(gametest.KoW(1, 1, "Wardens", "Inf", "regiment", 36, 10, 0), "waver", 0)
	if got, want := r.Profile(&p), "Sp 5  Me 4+  Ra -  De 4+  Att 10  Ne -/15"; got != want {
		t.Errorf("profile %q, want %q", got, want)
	}
	s := gametest.Table(72, 48, p).State
	if dmg, tags := r.Tags(s, 1); dmg != 0 || len(tags) != 0 {
		t.Errorf("a fresh unit is tagged %d %v", dmg, tags)
	}
	if !slices.Contains(r.Card(s, 1), engine.Line{Text: "Status: steady, no damage", Tone: engine.Good}) {
		t.Errorf("card %v", r.Card(s, 1))
	}
	u := s.Piece(1)
	u.SetCounter("damage", 3)
	u.SetCounter("wavered", 4)
	u.SetCounter("disordered", 4)
	dmg, tags := r.Tags(s, 1)
	want := []engine.Line{{Text: kow.StatusWavered, Tone: engine.Warn}, {Text: kow.StatusDisordered, Tone: engine.Bad}}
	if dmg != 3 || !slices.Equal(tags, want) {
		t.Errorf("tags %d %v", dmg, tags)
	}
	if !slices.Contains(r.Card(s, 1), engine.Line{Text: "Status: 3 damage, wavered, disordered", Tone: engine.Bad}) {
		t.Errorf("card %v", r.Card(s, 1))
	}
}

// kow2 §9: every kind of terrain has its rules written on its card, for
// the player who selects a piece of it.
func TestTerrainCards(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, k := range table.Kinds() {
		s := gametest.Table(72, 48).With(gametest.Terrain(1, "Piece", k, 1, gametest.Box(36, 24, 4, 4))).State
		card := r.TerrainCard(s, 1)
		if len(card) < 2 || card[len(card)-1].Text != "(kow2/9)" {
			t.Errorf("%s: card %v", k, card)
		}
	}
	if card := r.TerrainCard(gametest.Table(72, 48).State, 1); card != nil {
		t.Errorf("no terrain 1, card %v", card)
	}
}

// kow2 §7.1-7.2: a damaged unit's card says how it would fare in a nerve
// test now. Waver 10, Rout 12 and 3 damage: 2D6+3 of 12 or more routs
// (2D6 of 9+, 10/36), 10 or 11 wavers (7 or 8, 11/36), the rest is steady
// (15/36). Inspiring re-rolls the rout once: 100/1296 routed, 506/1296
// wavered, 690/1296 steady. A result that cannot happen is left out, and
// a chance under half a percent reads "<1%".
func TestCardNerveNow(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, tc := range []struct {
		rules []string
		want  engine.Line
	}{
		{nil, engine.Line{Text: "Nerve test now: steady 42% · wavered 31% · routed 28%", Tone: engine.Warn}},
		{[]string{"Inspiring"}, engine.Line{Text: "Nerve test now: steady 53% · wavered 39% · routed 8%", Tone: engine.Warn}},
		// Rout 21: 2D6+3 never reaches it; Waver 14 needs 11+ (3/36, 8%).
		{[]string{"Rout21"}, engine.Line{Text: "Nerve test now: steady 92% · wavered 8%", Tone: engine.Plain}},
	} {
		p := gametest.KoW(1, 1, "Wardens", "Inf", "regiment", 36, 10, 0, tc.rules...)
		p = gametest.Stat(gametest.Stat(p, "waver", 10), "rout", 12)
		if slices.Contains(tc.rules, "Rout21") {
			p = gametest.Stat(gametest.Stat(p, "waver", 14), "rout", 21)
		}
		s := gametest.Table(72, 48, p).State
		for _, l := range r.Card(s, 1) {
			if strings.HasPrefix(l.Text, "Nerve test now") {
				t.Errorf("an undamaged unit shows %q", l.Text)
			}
		}
		s.Piece(1).SetCounter("damage", 3)
		if card := r.Card(s, 1); !slices.Contains(card, tc.want) {
			t.Errorf("%v: card %v, want %v", tc.rules, card, tc.want)
		}
	}
}

// kow2 §7.1-7.2: the odds of a nerve test can be asked on their own (the
// same numbers as the unit card: 15/36 steady, 11/36 wavered, 10/36 routed
// for Waver 10, Rout 12 and 3 damage), but a nerve test is never ordered.
func TestNerveTestOdds(t *testing.T) {
	r := kow.New(kow.KoW2)
	p := gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Wardens", "Inf", "regiment", 36, 10, 0), "waver", 10), "rout", 12)
	g := started(gametest.Table(72, 48, p))
	g.State.Piece(1).SetCounter("damage", 3)
	od, err := r.Odds(g.State, kow.NerveTest{By: 1, Unit: 1})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"5/12", "11/36", "5/18"}
	for i, o := range od.Results {
		if o.P.RatString() != want[i] {
			t.Errorf("%s: %s, want %s", o.Label, o.P.RatString(), want[i])
		}
	}
	if len(od.Results) != 3 || od.Mean.Sign() != 0 {
		t.Errorf("odds %+v", od)
	}
	if _, err := g.Do(kow.NerveTest{By: 1, Unit: 1}); err == nil || !strings.Contains(err.Error(), "not ordered") {
		t.Errorf("a nerve test was ordered: %v", err)
	}
	if _, err := r.Odds(g.State, kow.NerveTest{By: 1, Unit: 9}); err == nil {
		t.Error("odds of a missing unit's nerve test")
	}
}

// kow2 §8 Regeneration (n+): when the unit is next ordered it rolls a die
// per point of damage, each n+ healing one. With 5+ and 3 damage each die
// heals with 1/3: 1.0 on average, all three 1/27 (4%); with 4+ and 2
// damage, 1.0 on average and both 1/4 (25%).
func TestCardRegeneration(t *testing.T) {
	r := kow.New(kow.KoW2)
	for _, tc := range []struct {
		need, dmg int
		want      string
	}{
		{5, 3, "Regeneration (5+) at its next order: heals 1.0 of 3 damage on average, all of it 4%"},
		{4, 2, "Regeneration (4+) at its next order: heals 1.0 of 2 damage on average, all of it 25%"},
	} {
		p := gametest.KoW(1, 1, "Trolls", "Inf", "regiment", 36, 10, 0, fmt.Sprintf("Regeneration(%d+)", tc.need))
		s := gametest.Table(72, 48, p).State
		s.Piece(1).SetCounter("damage", tc.dmg)
		if card := r.Card(s, 1); !slices.Contains(card, engine.Line{Text: tc.want, Tone: engine.Good}) {
			t.Errorf("card %v, want %q", card, tc.want)
		}
	}
}

// kow2 §10.1: the card lists a wizard's spells with its rules; one the
// program does not cast yet would say so, and every spell of the §10.1
// table is cast now, so none does.
func TestCardMarksSpellsNotCastYet(t *testing.T) {
	r := kow.New(kow.KoW2)
	p := gametest.KoW(1, 1, "Shaman", "Hero/Inf", "single", 36, 10, 0, "Fireball(8)", "Heal(4)", "Individual")
	s := gametest.Table(72, 48, p).State
	want := engine.Line{Text: "Fireball(8), Heal(4), Individual"}
	if card := r.Card(s, 1); !slices.Contains(card, want) {
		t.Errorf("card %v, want %q", card, want.Text)
	}
}

// kow2 §11.2: a unit of an allied contingent says so on its card, since
// friendly-only spells and Inspiring treat it apart (§8, §10.1).
func TestCardMarksAllies(t *testing.T) {
	r := kow.New(kow.KoW2)
	p := gametest.KoW(1, 1, "Hired Blades", "Inf", "regiment", 36, 10, 0)
	p.Allied = true
	q := gametest.KoW(2, 1, "Home Guard", "Inf", "regiment", 10, 10, 0)
	s := gametest.Table(72, 48, p, q).State
	if head := r.Card(s, 1)[0].Text; !strings.HasSuffix(head, " · allied contingent") {
		t.Errorf("allied card head %q", head)
	}
	if head := r.Card(s, 2)[0].Text; strings.Contains(head, "allied") {
		t.Errorf("main army card head %q", head)
	}
}

package whfb8

import (
	"math/big"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
)

// whfb8 §5.1, §13 A-5, A-6: "Irresistible Force: two or more 6s among
// the dice rolled"; "if the natural total of the dice is 1 or 2 ... the
// cast fails whatever the wizard's level"; else total + level against the
// casting value.
func TestCastOutcome(t *testing.T) {
	cases := []struct {
		faces           []int
		lvl, value, res int
		cast, irr       bool
	}{
		{[]int{6, 6}, 1, 20, 13, true, true},
		{[]int{1, 1}, 4, 5, 6, false, false},
		{[]int{2}, 4, 5, 6, false, false},
		{[]int{3}, 2, 5, 5, true, false},
		{[]int{3, 4}, 1, 9, 8, false, false},
		{[]int{6, 6, 6, 1}, 0, 5, 19, true, true},
	}
	for _, c := range cases {
		res, cast, irr := castOutcome(c.faces, c.lvl, c.value)
		if res != c.res || cast != c.cast || irr != c.irr {
			t.Errorf("%v level %d against %d: %d %v %v, want %d %v %v", c.faces, c.lvl, c.value, res, cast, irr, c.res, c.cast, c.irr)
		}
	}
	// 2 dice + level 1 against 5+: totals 4 or more, 33 of 36, of which
	// 6 + 6 is irresistible: cast 32/36, irresistible 1/36, fails 3/36.
	od := castOdds(2, 1, 5)
	want := []*big.Rat{big.NewRat(1, 36), big.NewRat(32, 36), big.NewRat(3, 36)}
	for i, w := range want {
		if od.Results[i].P.Cmp(w) != 0 {
			t.Errorf("%s: %v, want %v", od.Results[i].Label, od.Results[i].P, w)
		}
	}
}

// A magic phase with dice fixed face by face: whfb8 §5.1 (Winds of Magic
// 4 + 3: 7 power dice, the highest, 4, dispel dice; the wizard channels
// on a 6 only), §5.3 (the army dispels with no level: 2 + 3 = 5 does not
// reach 9), §5.2 (a magic missile hits automatically: a D6 of 4 hits at
// S4 against T3, wounding on 3+, no save).
func TestCastAndDispel(t *testing.T) {
	r := &Ruleset{}
	w := piece(t, map[string]int{"Lvl": 2, "models": 1, "files": 1})
	w.Rules = []string{"Cinder Bolt"}
	b := piece(t, nil)
	s := duel(t, w, b, 10*Inch, Movement)
	s.Dice = dice.NewFixed(1, []int{4, 3, 2, 3, 4, 2, 3, 4, 3, 3, 1, 6})
	g := &engine.Game{Rules: r, State: s}
	ev := do(t, g, engine.EndPhase{By: 1})
	if !hasText(ev, "Winds of Magic: 4 + 3: 7 power dice, 4 dispel dice.") || s.Side(1).Counter("power") != 7 || s.Side(2).Counter("dispel") != 4 {
		t.Fatalf("winds: %v", texts(ev))
	}
	ev = do(t, g, Cast{By: 1, Wizard: 1, Target: 2, Spell: 0, Dice: 2})
	if !hasText(ev, "Shooters casts Cinder Bolt at Targets: 7 + level 2 = 9 against 5+: it is cast.") {
		t.Errorf("cast: %v", texts(ev))
	}
	if d := g.Decision(); d.Player != 2 || d.Kind != engine.React || len(d.Options) != 5 {
		t.Fatalf("decision %+v: want player 2 to dispel with 1 to 4 dice or not", d)
	}
	ev = do(t, g, Dispel{By: 2, Dice: 2})
	for _, want := range []string{"Player 2's dispel of Cinder Bolt: 5 + level 0 = 5 against 9: it fails.", "Cinder Bolt: 4 hits.", "Targets loses 3 wounds, 3 models."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
	if s.Side(1).Counter("power") != 5 || s.Side(2).Counter("dispel") != 2 || s.Piece(2).Formation.Models != 17 {
		t.Errorf("pools %d, %d; %d models", s.Side(1).Counter("power"), s.Side(2).Counter("dispel"), s.Piece(2).Formation.Models)
	}
	if _, err := g.Do(Cast{By: 1, Wizard: 1, Target: 2, Spell: 0, Dice: 1}); err == nil {
		t.Error("a spell was cast twice in a phase")
	}
	do(t, g, engine.EndPhase{By: 1})
	if s.Side(1).Counter("power") != 0 || s.Side(2).Counter("dispel") != 0 {
		t.Error("the pools outlived the magic phase")
	}
}

// whfb8 §5.4: "Roll on this table after the spell's effect whenever
// irresistible force is rolled": 6 + 6 casts, the spell strikes, then
// 5 + 5 is Power Drain: the level drops by D3 (a 3: 2 levels).
func TestIrresistibleForceMiscasts(t *testing.T) {
	r := &Ruleset{}
	w := piece(t, map[string]int{"Lvl": 2, "models": 1, "files": 1})
	w.Rules = []string{"Cinder Bolt"}
	s := duel(t, w, piece(t, nil), 10*Inch, Movement)
	// winds, channel, the cast, D6 hits (1), a wound roll (1), miscast 5 + 5, D3
	s.Dice = dice.NewFixed(1, []int{4, 3, 2, 6, 6, 1, 1, 5, 5, 3})
	g := &engine.Game{Rules: r, State: s}
	do(t, g, engine.EndPhase{By: 1})
	ev := do(t, g, Cast{By: 1, Wizard: 1, Target: 2, Spell: 0, Dice: 2})
	for _, want := range []string{"Shooters miscasts: 10, Power Drain.", "Shooters loses 2 wizard levels and casts no more this phase."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
	if g.Decision().Player != 1 || level(s.Piece(1)) != 0 {
		t.Errorf("after the miscast: decision for %d, level %d", g.Decision().Player, level(s.Piece(1)))
	}
}

// whfb8 §13 A-26: "MR(n) improves an existing ward save by n. Without a
// ward save, it grants one of (7−n)+ against spell damage only": MR2
// with no ward is a 5+; a 5+ ward becomes 3+.
func TestMagicResistance(t *testing.T) {
	w := piece(t, map[string]int{"Lvl": 1, "models": 1, "files": 1})
	w.Rules = []string{"Frost Lance"}
	b := piece(t, nil)
	b.Rules = []string{"Magic Resistance (2)"}
	s := duel(t, w, b, 5*Inch, Magic)
	// one S6 hit (Frost Lance: 1 hit, no dice), wounds on 2+ (a 5), the ward 5+ (a 5)
	s.Dice = dice.NewFixed(1, []int{5, 5})
	ev := (&Ruleset{}).spellEffect(s, 1, 2, lores[2])
	if !hasText(ev, "Frost Lance strikes Targets: 1 hit, hitting automatically, 2+ to wound, no armour save, 5+ ward save (Magic Resistance).") {
		t.Errorf("no magic resistance in %v", texts(ev))
	}
	if s.Pieces[1].Formation.Models != 20 {
		t.Errorf("the ward save of 5 did not save: %d models", s.Pieces[1].Formation.Models)
	}
}

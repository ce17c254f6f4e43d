package whfb8

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// engagedDuel is two units in contact, player 1 in the combat phase.
func engagedDuel(t *testing.T, a, b *engine.Piece) *engine.State {
	s := duel(t, a, b, 0, Combat)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	return s
}

// whfb8 §8.2: "At the start of each round of close combat ... every unit
// in base contact with one or more fear-causing models takes a Ld test.
// If it fails, the unit's WS is reduced to 1" (§13 A-2): then WS3
// against it hits on 3+, and its own blows need 5+ (WS3 more than twice
// 1, §7.4). The fear-causer does not test.
func TestFearReducesWSToOne(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Fear"}
	s := engagedDuel(t, a, piece(t, nil))
	s.Dice = dice.NewFixed(3, []int{6, 6})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, Fight{By: 1, Unit: 1})
	for _, want := range []string{"Targets fails its fear test: 6 + 6 against Ld 7.", "Targets fights this round at WS 1.",
		"Shooters strikes at Targets: 10 attacks, 3+ to hit, 4+ to wound, no armour save.",
		"Targets strikes at Shooters: 10 attacks, 5+ to hit, 4+ to wound, no armour save."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
	if slices.ContainsFunc(ev, func(e engine.Event) bool { return e.Piece == 1 && e.Kind == engine.Rolled && e.Rule == rule("8.2") }) {
		t.Error("the fear-causer took a fear test")
	}
}

// whfb8 §8.3, §4.2: "when a unit that causes Terror declares a charge,
// the target takes a panic test immediately. If it fails, it must choose
// Flee."
func TestTerrorForcesFlight(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Terror"}
	s := duel(t, a, piece(t, map[string]int{"range": 24}), 8*Inch, Charge)
	s.Dice = dice.NewFixed(3, []int{5, 4})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	if !hasText(ev, "Targets fails its terror test: 5 + 4 against Ld 7.") {
		t.Errorf("no terror test in %v", texts(ev))
	}
	if d := g.Decision(); len(d.Options) != 1 || d.Options[0].Order != (React{By: 2, Reaction: Flee}) {
		t.Errorf("reactions %+v, want Flee alone", d.Options)
	}
}

// whfb8 §8.4: Frenzy: "+1 A ... Immune to Psychology ... Loses Frenzy
// after losing a combat"; Hatred: "Re-roll failed to-hit rolls against
// the hated enemy in the first round".
func TestFrenzyAndHatred(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Frenzy", "Hatred"}
	s := engagedDuel(t, a, piece(t, nil))
	p, e := &s.Pieces[0], &s.Pieces[1]
	if at := blows(s, p, e); at.N != 15 || at.Reroll { // 5 × 2 A in contact + 5 supporting
		t.Errorf("frenzied blows %d, re-roll %v; want 15 without (not the first round)", at.N, at.Reroll)
	}
	p.SetCounter("charged", playerTurn(s))
	if at := blows(s, p, e); !at.Reroll {
		t.Error("Hatred does not re-roll in the first round")
	}
	if !immune(p) {
		t.Error("a frenzied unit is not Immune to Psychology")
	}
	p.SetCounter("frenzy-lost", 1)
	if at := blows(s, p, e); at.N != 10 || immune(p) {
		t.Errorf("after losing its Frenzy: %d blows, immune %v", at.N, immune(p))
	}
}

// whfb8 §7.7, §13 A-35: "Unstable units lose 1 wound for each point of
// the margin, with no saves of any kind"; Unstable and Unbreakable take
// no break test after.
func TestUnstable(t *testing.T) {
	lose := piece(t, map[string]int{"Sv": 2, "Ward": 4})
	lose.Rules = []string{"Unbreakable", "Unstable"}
	s := engagedDuel(t, piece(t, nil), lose)
	ev := (&Ruleset{}).breakTest(s, &s.Pieces[0], &s.Pieces[1], 3)
	if s.Pieces[1].Formation.Models != 17 || !hasText(ev, "Targets loses by 3 but is Unbreakable.") {
		t.Errorf("%d models left: %v", s.Pieces[1].Formation.Models, texts(ev))
	}
}

// whfb8 §8.4: "Stupidity: unless engaged in combat, the unit takes a Ld
// test (start of turn). If it fails, it moves D6" straight forward and
// takes no other action that turn" (§13 A-31: in the compulsory moves).
func TestStupidity(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Stupidity"}
	s := duel(t, a, piece(t, nil), 30*Inch, Combat)
	s.Active = 2 // player 2's close combat phase: player 1's turn comes next
	s.Dice = dice.NewFixed(1, []int{6, 5, 3})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, engine.EndPhase{By: 2})
	if !hasText(ev, "Shooters fails its Stupidity test: 6 + 5 against Ld 7.") || len(g.Rules.Orders(g.State, 1)) != 0 {
		t.Fatalf("no failed test, or orders still offered: %v", texts(ev))
	}
	before := g.State.Piece(1).Pose.Pos
	ev = do(t, g, engine.EndPhase{By: 1})
	if !hasText(ev, "Shooters stumbles 3\" forward.") || g.State.Piece(1).Pose.Pos.Dist(before.Add(geom.V(0, 3*Inch))) > 1e-6 {
		t.Errorf("stumbled to %v: %v", g.State.Piece(1).Pose.Pos.Sub(before), texts(ev))
	}
	do(t, g, engine.EndPhase{By: 1}) // to the remaining moves
	if err := g.Rules.Check(g.State, NewMove(1, 1, Normal, nil)); err == nil || !strings.Contains(err.Error(), "Stupidity") {
		t.Errorf("a stupid unit was given a move: %v", err)
	}
}

// whfb8 §8.4: Frenzy: "Must declare a charge if able, unless it passes a
// Ld test; if the test fails, it charges the nearest enemy".
func TestFrenziedMustCharge(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Frenzy"}
	s := duel(t, a, piece(t, nil), 8*Inch, Combat)
	far := piece(t, nil)
	far.ID, far.Owner, far.Name = 3, 2, "Far Ones"
	far.Pose = s.Pieces[1].Pose
	far.Pose.Pos = far.Pose.Pos.Add(geom.V(130, 4*Inch)) // beside and beyond: chargeable, farther
	s.Pieces = append(s.Pieces, *far)
	s.Active = 2
	s.Dice = dice.NewFixed(1, []int{6, 6})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, engine.EndPhase{By: 2})
	if !hasText(ev, "Shooters is frenzied and must charge Targets.") {
		t.Fatalf("no forced charge: %v", texts(ev))
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err == nil || !strings.Contains(err.Error(), "must declare its charge") {
		t.Errorf("the charge phase ended without the frenzied charge: %v", err)
	}
	if err := g.Rules.Check(g.State, DeclareCharge{By: 1, Unit: 1, Target: 3}); err == nil || !strings.Contains(err.Error(), "frenzied") {
		t.Errorf("the frenzied unit may charge another enemy than the nearest: %v", err)
	}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
}

package whfb8

import (
	"math"
	"slices"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// A multiple combat (whfb8 §7.6, p.59): two units fight one, one to its
// front and one to its flank. Each side counts the charge once, the best
// rank bonus of one unit (+3), and +1 for the enemy unit fought in the
// flank; the defender, engaged in its flank by two ranks of five, is
// disrupted and has no rank bonus. Every blow misses; it loses by 5,
// fails its break test on Ld 7 − 5, and the winner that fights nobody
// else may pursue (§7.9).
func TestMultipleCombat(t *testing.T) {
	s := flanked(t, 0)
	for _, i := range []int{0, 2} {
		s.Pieces[i].SetCounter("charged", playerTurn(s))
	}
	faces := make([]int, 34)
	for i := range faces {
		faces[i] = 1
	}
	s.Dice = dice.NewFixed(1, append(faces, 6, 6))
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	if ids := combatOf(s, &s.Pieces[0]); !slices.Equal(ids, []engine.PieceID{1, 2, 3}) {
		t.Fatalf("combat %v, want all three", ids)
	}
	ev := do(t, g, Fight{By: 1, Unit: 1})
	want := "Combat result: Shooters, Flankers 5 (0 wounds, charge +1, ranks +3, flank +1) against Targets 0 (0 wounds)."
	if !hasText(ev, want) {
		t.Errorf("no %q in %v", want, texts(ev))
	}
	// its left file of four touches the flankers; the corner model of it
	// touches the front enemy too and strikes that one (§7.2, splitting)
	if !hasText(ev, "Targets strikes at Flankers: 3 attacks, 4+ to hit, 4+ to wound, no armour save.") ||
		!hasText(ev, "Targets strikes at Shooters: 10 attacks, 4+ to hit, 4+ to wound, no armour save.") {
		t.Errorf("the defender's flank models do not strike back: %v", texts(ev))
	}
	if d := g.Decision(); d.Player != 1 || len(d.Pieces) != 1 || d.Pieces[0] != 1 {
		t.Errorf("decision %+v, want player 1 to pursue with the unit in front", d)
	}
	for _, id := range []engine.PieceID{1, 2, 3} {
		if !done(g.State, g.State.Piece(id), "fought") {
			t.Errorf("unit %d has not fought", id)
		}
	}
}

// Regression: casualties left a unit apart from the enemy it is recorded
// against, in a combat of two against one; when the other player fought
// that combat from the enemy's side the unit apart was no part of it, was
// never marked as fought, and the combat phase could not end (whfb8
// §4.1: every combat is fought each turn). It is part of its enemy's
// combat, and closes up after the round (§7.9, p.61).
func TestUnitApartStaysInItsCombat(t *testing.T) {
	s := flanked(t, Inch/2) // ½" short
	s.Active = 2
	if ids := combatOf(s, s.Piece(2)); !slices.Equal(ids, []engine.PieceID{1, 2, 3}) {
		t.Fatalf("combat %v, want all three", ids)
	}
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, Fight{By: 2, Unit: 2})
	if p := g.State.Piece(3); !done(g.State, p, "fought") {
		t.Error("the unit apart was not in the round")
	}
	if il := (&Ruleset{}).checkEnd(g.State); il != nil {
		t.Errorf("the combat phase cannot end: %v", il)
	}
}

// Regression: a unit fought a lone character in contact while a second
// enemy, recorded against it, stood apart; when the character fell the
// unit was no longer recorded in any combat, so it could leave it, and
// the other player's combat phase could not end with that enemy's
// combat unfought. Its recorded enemy is the one still recorded against
// it (whfb8 §7.9, p.61: they close up after the round).
func TestReleasedUnitStaysEngagedWithTheEnemyApart(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 0, Combat)
	apart := block(t, 3, 1, "Apart", s.Piece(2).Pose.Pos.Add(geom.V(-50-10-Inch, 0)), math.Pi/2)
	apart.SetCounter("engaged", 2)
	s.Pieces = append(s.Pieces, apart)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	r := &Ruleset{}
	r.destroy(s, 1, rule("7.3"), "Shooters is wiped out.")
	if got := s.Piece(2).Counter("engaged"); got != 3 {
		t.Errorf("after its foe fell the unit is recorded against %d, want 3 (the enemy apart)", got)
	}
}

// whfb8 §7.9: "A fleeing unit escapes only if its flee roll beats the
// roll of every pursuer"; "The pursuing player chooses the order of
// pursuits". The unit broken by a front and a flank attacker, which
// both touch it and nobody else, is asked after by each in turn; it
// flees 10", the front unit pursues 4" and the flankers 12": caught.
func TestTwoPursuersOfOneBrokenUnit(t *testing.T) {
	s := flanked(t, 0)
	for _, i := range []int{0, 2} {
		s.Pieces[i].SetCounter("charged", playerTurn(s))
	}
	faces := make([]int, 33) // every blow misses
	for i := range faces {
		faces[i] = 1
	}
	s.Dice = dice.NewFixed(1, append(faces, 6, 6, 5, 5, 2, 2, 6, 6))
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, Fight{By: 1, Unit: 1})
	if w, ok := pendingPursuit(s); !ok || w.By != 1 {
		t.Fatalf("first asked: %+v, want the front unit", w)
	}
	do(t, g, Pursue{By: 1, Pursue: true})
	if w, ok := pendingPursuit(s); !ok || w.By != 3 {
		t.Fatalf("then asked: %+v, want the flankers", w)
	}
	ev := do(t, g, Pursue{By: 1, Pursue: true})
	for _, want := range []string{"Targets flees 10\".", "Shooters pursues 4\".", "Flankers pursues 12\".", "Targets is caught and destroyed."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
}

// flanked is a duel in the combat phase (unit 1 against unit 2, front to
// front) with unit 3, "Flankers" of player 1, ten models facing unit 2's
// left flank gap short of it; all three engaged.
func flanked(t *testing.T, gap float64) *engine.State {
	t.Helper()
	a1, b := piece(t, nil), piece(t, nil)
	s := duel(t, a1, b, 0, Combat)
	a2 := piece(t, map[string]int{"models": 10})
	a2.ID, a2.Owner, a2.Name = 3, 1, "Flankers"
	bp := &s.Pieces[1]
	a2.Pose = geom.Pose{Pos: geom.V(bp.Pose.Pos.X-50-20-gap, bp.Pose.Pos.Y), Heading: math.Pi / 2}
	s.Pieces = append(s.Pieces, *a2)
	s.Pieces[0].SetCounter("engaged", 2)
	s.Pieces[2].SetCounter("engaged", 2)
	s.Pieces[1].SetCounter("engaged", 1)
	return s
}

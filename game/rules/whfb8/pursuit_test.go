package whfb8

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// A whole combat with dice fixed, face by face: whfb8 §4.6 (M 4 + 3 + 3
// reaches 3"), §7.3 (both I3: simultaneous, each with the models it has
// at the step's start), §7.6 ("+1 for every unsaved wound", charge +1,
// ranks: the winner's three extra full ranks, none for the loser's one
// rank left), §7.7 (Ld 7 − 9 fails on 3 + 4), §7.9 ("a unit that does not
// want to pursue must pass a Ld test. If it passes, it holds"): the winner
// holds on 2 + 2 and the loser flees 4 + 4 = 8" away.
func TestCombatBreakAndHoldBack(t *testing.T) {
	r := &Ruleset{}
	a := piece(t, nil)
	b := piece(t, map[string]int{"models": 10})
	s := duel(t, a, b, 3*Inch, Charge)
	faces := []int{3, 3}                                // the charge
	faces = append(faces, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6) // to hit: 10 hits
	faces = append(faces, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1) // to wound: 5
	faces = append(faces, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1) // the defender misses
	faces = append(faces, 3, 4, 2, 2, 4, 4)             // break, hold back, flee
	s.Dice = dice.NewFixed(1, faces)
	g := &engine.Game{Rules: r, State: s}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	do(t, g, React{By: 2, Reaction: Hold})
	for g.State.Phase != Combat {
		do(t, g, engine.EndPhase{By: 1})
	}
	ev := do(t, g, Fight{By: 1, Unit: 1})
	want := "Combat result: Shooters 9 (5 wounds, charge +1, ranks +3) against Targets 0 (0 wounds)."
	if !hasText(ev, want) {
		t.Errorf("no %q in %v", want, texts(ev))
	}
	if d := g.Decision(); d.Player != 1 || d.Kind != engine.React || len(d.Options) != 2 {
		t.Fatalf("decision %+v, want player 1 to choose the pursuit", d)
	}
	before := g.State.Piece(2).Pose.Pos
	ev = do(t, g, Pursue{By: 1})
	for _, w := range []string{"Shooters passes its test to hold back: 2 + 2 against Ld 7.", "Targets flees 8\"."} {
		if !hasText(ev, w) {
			t.Errorf("no %q in %v", w, texts(ev))
		}
	}
	p := g.State.Piece(2)
	if p == nil || p.Counter("fleeing") == 0 {
		t.Fatalf("the loser is not fleeing: %v", texts(ev))
	}
	// it turned its back on the winner (north, away from the south) and
	// fled 8" straight on
	if d := p.Pose.Pos.Sub(before); d.Dist(geom.V(0, 8*Inch)) > 1e-6 {
		t.Errorf("fled by %v, want 8\" north", d)
	}
	// §7.8: "If it passes, it holds and may even reform"
	reforms := 0
	for _, o := range g.Rules.Orders(g.State, 1) {
		if o.Kind == (Reform{}).Kind() {
			reforms++
		}
	}
	if reforms == 0 {
		t.Error("the unit that held back may not reform")
	}
	if used, listed := g.State.Dice.Fixed(); used != listed {
		t.Errorf("%d of the %d fixed dice rolled", used, listed)
	}
}

func hasText(ev []engine.Event, text string) bool {
	for _, e := range ev {
		if e.Text == text {
			return true
		}
	}
	return false
}

// whfb8 §7.9 (p.61): "if casualties leave a unit out of base contact
// with the enemy, it moves to restore contact": a 5-wide unit reduced to
// 2 models closes up on its centre, away from the charger standing at
// the left; the charger slides back into contact.
func TestKeepContactAfterCasualties(t *testing.T) {
	a := piece(t, map[string]int{"models": 3, "files": 3})
	b := piece(t, map[string]int{"models": 10, "files": 5})
	s := engagedDuel(t, a, b)
	// the charger stands against the defender's left end
	s.Pieces[0].Pose.Pos = s.Pieces[0].Pose.Pos.Add(geom.V(-60, 0))
	removeModels(&s.Pieces[1], 8) // 2 left, 40 mm wide in the middle: 10 mm clear of the charger
	r := &Ruleset{}
	if d := gap(&s.Pieces[0], &s.Pieces[1]); d < 1 {
		t.Fatalf("still in contact (%g mm)", d)
	}
	ev := r.keepContact(s, 1, 2)
	if len(ev) != 1 || gap(&s.Pieces[0], &s.Pieces[1]) > 1e-6 {
		t.Errorf("contact not restored: %v, gap %g", texts(ev), gap(&s.Pieces[0], &s.Pieces[1]))
	}
}

// whfb8 §7.9: "Overrun: a unit that charged this turn and annihilated
// its enemy may move 2D6" straight ahead"; §7.2: corner-to-corner
// contact fights (three models touch the lone enemy, three support).
func TestOverrun(t *testing.T) {
	a := piece(t, nil)
	b := piece(t, map[string]int{"models": 1, "files": 1})
	s := engagedDuel(t, a, b)
	s.Pieces[0].SetCounter("charged", playerTurn(s))
	s.Dice = dice.NewFixed(1, []int{6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 1, 3, 4})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, Fight{By: 1, Unit: 1})
	if !hasText(ev, "Shooters strikes at Targets: 6 attacks, 4+ to hit, 4+ to wound, no armour save.") || g.State.Piece(2) != nil {
		t.Fatalf("the lone model was not wiped out: %v", texts(ev))
	}
	var over engine.Order
	for _, o := range g.Rules.Orders(g.State, 1) {
		if o.Kind == (Overrun{}).Kind() {
			over = o.Order
		}
	}
	if over == nil {
		t.Fatal("no overrun offered")
	}
	before := g.State.Piece(1).Pose.Pos
	ev = do(t, g, over)
	if !hasText(ev, "Shooters overruns 7\".") || g.State.Piece(1).Pose.Pos.Dist(before.Add(geom.V(0, 7*Inch))) > 1e-6 {
		t.Errorf("overrun: %v, moved %v", texts(ev), g.State.Piece(1).Pose.Pos.Sub(before))
	}
	do(t, g, engine.EndPhase{By: 1}) // the combat is over: the phase may end
}

// whfb8 §4.3, Charging a fleeing unit: "if the charge range reaches the
// fled unit's new position, ... the fleeing unit is destroyed. The
// charger may then take a Ld test: if it passes, it makes an immediate
// reform; either way it cannot move further in this movement phase." The
// target flees 2" from a charge 4" off; the charge of 12" runs it down;
// in the compulsory moves the charger may reform, on a passed test.
func TestChargeRunsDownAFleeingUnit(t *testing.T) {
	for _, pass := range []bool{true, false} {
		s := duel(t, piece(t, nil), piece(t, map[string]int{"models": 5}), 4*Inch, Charge)
		test := []int{6, 6}
		if pass {
			test = []int{3, 3}
		}
		s.Dice = dice.NewFixed(1, append([]int{1, 1, 6, 6}, test...))
		g := &engine.Game{Rules: &Ruleset{}, State: s}
		do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
		do(t, g, React{By: 2, Reaction: Flee})
		if _, _, ok := pendingRedirect(g.State); ok {
			do(t, g, Redirect{By: 1, Unit: 1}) // keep on after it
		}
		ev := do(t, g, engine.EndPhase{By: 1})
		if !hasText(ev, "Targets is caught fleeing and destroyed.") {
			t.Fatalf("%v", texts(ev))
		}
		var reform engine.Order
		for _, o := range g.Rules.Orders(g.State, 1) {
			if o.Kind == (Reform{}).Kind() && o.Order != nil {
				reform = o.Order
				break
			}
		}
		if reform == nil {
			t.Fatalf("no reform offered in the compulsory moves (phase %s)", g.State.Phase)
		}
		ev = do(t, g, reform)
		reformed := hasText(ev, "Shooters passes its test to reform: 3 + 3 against Ld 7.")
		if reformed != pass || (!pass && !hasText(ev, "Shooters stays as it stands.")) {
			t.Errorf("pass %v: %v", pass, texts(ev))
		}
		if err := g.Rules.Check(g.State, reform); err == nil {
			t.Error("a second reform after running the unit down")
		}
	}
}

// Regression (self-play of the Battle for the Pass): a pursuer along the
// table's edge turned to face where the fleeing unit stood, and the turn
// put a corner of it over the edge. A turn that would is not made
// (whfb8 §7.9: the pursuer halts at the table edge).
func TestPursuerDoesNotTurnOverTheEdge(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 30*Inch, Combat)
	p := s.Piece(1)
	p.Pose = geom.Pose{Pos: geom.V(900, p.Footprint.W/2+2), Heading: math.Pi / 2} // 2 mm from the edge y = 0
	r := &Ruleset{}
	r.pursueInto(s, p, p.Pose.Pos.Add(geom.V(200, -60)), 0)
	if !r.onTable(s, s.Piece(1)) {
		t.Errorf("the pursuer turned to heading %.3f, over the edge", s.Piece(1).Pose.Heading)
	}
}

package whfb8

import (
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// whfb8 §4.1: "Each player turn has four phases, in this order: Movement
// (... charge ... compulsory moves ... remaining moves), Magic, Shooting,
// Close combat"; then the other player's turn.
func TestPhasesInOrder(t *testing.T) {
	g := example(t)
	first := g.State.Active
	var seen []string
	for range 7 {
		seen = append(seen, g.State.Phase)
		if d := g.Decision(); d.Player != first && len(seen) < 7 {
			t.Fatalf("phase %s decided by player %d", g.State.Phase, d.Player)
		}
		do(t, g, engine.EndPhase{By: g.State.Active})
	}
	want := []string{Charge, Compulsory, Movement, Magic, Shooting, Combat, Charge}
	if !slices.Equal(seen, want) {
		t.Errorf("phases %v, want %v", seen, want)
	}
	if g.State.Active != engine.Opponent(first) || g.State.Turn != 1 {
		t.Errorf("after a player turn: player %d, turn %d", g.State.Active, g.State.Turn)
	}
}

// whfb8 §4.3: "Each charged unit picks one reaction immediately after the
// charge against it is declared": the Decision passes to the charged
// player mid-turn. Stand & Shoot is not offered against a charger closer
// than its own M (§13 A-10), and only with a missile weapon.
func TestChargeReactionByTheOtherPlayer(t *testing.T) {
	r := &Ruleset{}
	for _, c := range []struct {
		gapInches float64
		want      []string
	}{{3, []string{"Hold", "Flee!"}}, {6, []string{"Hold", "Stand and shoot", "Flee!"}}} {
		a := piece(t, nil)
		b := piece(t, map[string]int{"range": 24})
		s := duel(t, a, b, c.gapInches*Inch, Charge)
		g := &engine.Game{Rules: r, State: s}
		do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
		d := g.Decision()
		if d.Player != 2 || d.Kind != engine.React {
			t.Fatalf("decision %+v, want player 2 to react", d)
		}
		var labels []string
		for _, o := range d.Options {
			labels = append(labels, o.Label)
		}
		if !slices.Equal(labels, c.want) {
			t.Errorf("%g\": reactions %v, want %v", c.gapInches, labels, c.want)
		}
		if _, err := g.Do(engine.EndPhase{By: 1}); err == nil {
			t.Error("player 1 ended the phase while player 2 was to react")
		}
	}
}

// whfb8 §4.6: "the charge succeeds if the charge range reaches the
// distance" and the charger closes the door flush with the charged
// facing; §7.2: five models in contact and five supporting behind them;
// §7.6: the charge gives +1.
func TestChargeIntoCombat(t *testing.T) {
	r := &Ruleset{}
	a := piece(t, nil)
	b := piece(t, nil)
	g := &engine.Game{Rules: r, State: duel(t, a, b, 3*Inch, Charge)}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	do(t, g, React{By: 2, Reaction: Hold})
	ev := do(t, g, engine.EndPhase{By: 1}) // M4 + 2D6 ≥ 6 > 3": always reaches
	p, e := g.State.Piece(1), g.State.Piece(2)
	if p.Counter("engaged") != 2 || e.Counter("engaged") != 1 {
		t.Fatalf("not engaged: %v", ev)
	}
	if d := gap(p, e); d > 1e-6 {
		t.Errorf("charger %g mm from its target", d)
	}
	if c, s := fighters(p, e); c != 5 || s != 5 {
		t.Errorf("%d in contact, %d supporting; want 5 and 5", c, s)
	}
	for g.State.Phase != Combat {
		do(t, g, engine.EndPhase{By: 1})
	}
	if _, err := g.Do(engine.EndPhase{By: 1}); err == nil {
		t.Error("the combat phase ended with a combat unfought")
	}
	ev = do(t, g, Fight{By: 1, Unit: 1})
	found := false
	for _, e := range ev {
		if strings.HasPrefix(e.Text, "Combat result: Shooters") && strings.Contains(e.Text, "charge +1") {
			found = true
		}
	}
	if !found {
		t.Errorf("no combat result with the charge bonus in %v", texts(ev))
	}
}

// whfb8 §2.3, §7.2: "A horde makes supporting attacks from the third
// rank as well as the second": 10 wide and 3 deep against a 10-wide
// front, 10 in contact and 20 supporting.
func TestHordeSupports(t *testing.T) {
	a := piece(t, map[string]int{"models": 30, "files": 10})
	b := piece(t, map[string]int{"models": 30, "files": 10})
	s := duel(t, a, b, 0, Combat)
	if c, sup := fighters(&s.Pieces[0], &s.Pieces[1]); c != 10 || sup != 20 {
		t.Errorf("%d in contact, %d supporting; want 10 and 20", c, sup)
	}
}

// whfb8 §7.7: "Steadfast: if the unit has more ranks than its enemy, it
// tests on its unmodified Ld"; Stubborn is always steadfast; otherwise
// Ld − margin; Unbreakable needs no test.
func TestBreakTestLeadership(t *testing.T) {
	deep := piece(t, nil)                                      // 4 ranks
	thin := piece(t, map[string]int{"models": 10, "files": 5}) // 2 ranks
	if ld, _, _ := testedLd(&engine.State{}, thin, deep, 3); ld != 7 {
		t.Errorf("steadfast loser tests on %d, want 7", ld)
	}
	if ld, _, _ := testedLd(&engine.State{}, deep, thin, 3); ld != 4 {
		t.Errorf("loser by 3 tests on %d, want 4", ld)
	}
	thin.Rules = []string{"Stubborn"}
	if ld, _, _ := testedLd(&engine.State{}, deep, thin, 3); ld != 7 {
		t.Errorf("stubborn loser tests on %d, want 7", ld)
	}
	thin.Rules = []string{"Unbreakable"}
	if _, _, test := testedLd(&engine.State{}, deep, thin, 3); test {
		t.Error("an Unbreakable unit took a break test")
	}
	// §2.1: 2D6 ≤ Ld passes, a double 1 always: Ld 2 passes on 1+1 only.
	if ldChance(2) != 1 || ldChance(7) != 21 || ldChance(0) != 1 {
		t.Errorf("Ld 2, 7, 0 pass in %d, %d, %d of 36", ldChance(2), ldChance(7), ldChance(0))
	}
}

func texts(ev []engine.Event) []string {
	var out []string
	for _, e := range ev {
		out = append(out, e.Text)
	}
	return out
}

// whfb8 §4.6 and §13 A-12: the charger moves forward with one wheel and
// may pass within 1" of other units but not through them: a friend
// standing in part of its path blocks the charge.
func TestChargeBlockedOnTheWay(t *testing.T) {
	r := &Ruleset{}
	a := piece(t, nil)
	b := piece(t, nil)
	s := duel(t, a, b, 6*Inch, Charge)
	blocker := piece(t, map[string]int{"models": 1, "files": 1})
	blocker.ID, blocker.Owner, blocker.Name = 3, 1, "Blocker"
	blocker.Pose.Pos = s.Pieces[0].Pose.Pos.Add(geom.V(-40, s.Pieces[0].Footprint.D/2+30))
	s.Pieces = append(s.Pieces, *blocker)
	g := &engine.Game{Rules: r, State: s}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	do(t, g, React{By: 2, Reaction: Hold})
	ev := do(t, g, engine.EndPhase{By: 1})
	if g.State.Piece(1).Counter("engaged") != 0 || !slices.ContainsFunc(ev, func(e engine.Event) bool {
		return strings.Contains(e.Text, "charge is blocked") && strings.Contains(e.Text, "Blocker")
	}) {
		t.Errorf("the charge went through its friend: %v", texts(ev))
	}
}

// whfb8 §4.3: "Redirecting a charge: if the target reacts by fleeing,
// the charger may take a Ld test. If it passes, it may declare a new
// charge against another eligible unit, and that unit may react
// normally. Each unit may redirect only once per turn."
func TestRedirectCharge(t *testing.T) {
	a, b := piece(t, nil), piece(t, nil)
	s := duel(t, a, b, 6*Inch, Charge)
	other := piece(t, nil)
	other.ID, other.Owner, other.Name = 3, 2, "Others"
	other.Pose = s.Pieces[1].Pose
	other.Pose.Pos = other.Pose.Pos.Add(geom.V(-130, 0)) // beside the target, 1.2" apart
	s.Pieces = append(s.Pieces, *other)
	s.Dice = dice.NewFixed(1, []int{2, 2, 3, 3}) // flee 4", then the test passes
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	do(t, g, React{By: 2, Reaction: Flee})
	d := g.Decision()
	if d.Player != 1 || len(d.Options) != 2 || d.Options[1].Order != (Redirect{By: 1, Unit: 1, Target: 3}) {
		t.Fatalf("decision %+v: want player 1 to keep the charge or redirect to the others", d)
	}
	ev := do(t, g, d.Options[1].Order)
	if !hasText(ev, "Shooters passes its test to redirect: 3 + 3 against Ld 7.") {
		t.Errorf("no test in %v", texts(ev))
	}
	if d := g.Decision(); d.Player != 2 || d.Kind != engine.React || g.State.Piece(1).Counter("charging") != 3 {
		t.Errorf("after the redirect: decision %+v, charging %d", d, g.State.Piece(1).Counter("charging"))
	}
}

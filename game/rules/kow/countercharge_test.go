package kow_test

import (
	"math"
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
)

// counterChargeGame is counterChargeSetup with the first seed that
// leaves the Spears standing.
func counterChargeGame(t *testing.T, ed ...kow.Edition) *engine.Game {
	t.Helper()
	for seed := uint64(1); seed < 20; seed++ {
		if g := counterChargeSetup(t, seed, ed...); g != nil {
			return g
		}
	}
	t.Fatal("the spears routed with every seed")
	return nil
}

// counterChargeSetup plays player 2's turn: the Wolves charge the Spears'
// left flank, fight, and back off 1"; it returns the game at the start of
// player 1's turn, or nil when the Spears routed with this seed.
func counterChargeSetup(t *testing.T, seed uint64, ed ...kow.Edition) *engine.Game {
	t.Helper()
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 24, 10.5, 90))
	g := started(s)
	if len(ed) > 0 {
		g.Rules = kow.New(ed[0])
	}
	g.State.First, g.State.Active = 2, 2
	g.State.Dice = dice.New(seed)
	r := g.Rules.(*kow.Ruleset)
	if ct := target(t, r, g.State, 2, 1); !ct.Legal || ct.Facing != geom.ArcLeft {
		t.Fatalf("the wolves' charge: legal %v facing %v (%v)", ct.Legal, ct.Facing, ct.Why)
	}
	if _, err := g.Do(r.ChargeOrder(2, 2, 1)); err != nil {
		t.Fatal(err)
	}
	for g.State.Phase != kow.Melee {
		if _, err := g.Do(engine.EndPhase{By: 2}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := g.Do(r.FightOrder(2, 1)); err != nil {
		t.Fatal(err)
	}
	if g.State.Piece(1) == nil {
		return nil
	}
	if _, err := g.Do(engine.EndPhase{By: 2}); err != nil {
		t.Fatal(err)
	}
	return g
}

// kow2 §4.8 (errata), §14-A10: "A unit that was charged by one or more
// enemy units during the previous (enemy) turn may counter-charge" one of
// them, with "no LoS and no front-arc requirement": it pivots to face the
// target, moves straight forward into contact with the target's FRONT,
// aligns, and is never Hindered.
func TestCounterCharge(t *testing.T) {
	g := counterChargeGame(t)
	r := g.Rules.(*kow.Ruleset)
	s := g.State
	if s.Active != 1 || s.Phase != kow.Movement {
		t.Fatalf("player %d %s, want player 1's movement phase", s.Active, s.Phase)
	}
	ct := target(t, r, s, 1, 2)
	if !ct.Legal || !ct.Counter || ct.Facing != geom.ArcFront || ct.Hindered {
		t.Fatalf("counter-charge %+v (%v)", ct, ct.Why)
	}
	ev, err := g.Do(r.ChargeOrder(1, 1, 2))
	if err != nil {
		t.Fatal(err)
	}
	if ev[0].Rule != "kow2/4.8" {
		t.Fatalf("first event %+v, want the counter-charge", ev[0])
	}
	sp, w := s.Piece(1), s.Piece(2)
	if d := geom.Distance(sp.Rect(), w.Rect()); d > 1e-6 {
		t.Fatalf("after the counter-charge the units are %.3f mm apart", d)
	}
	// Front to front: the spears face opposite to the wolves.
	if a := math.Abs(geom.NormAngle(sp.Pose.Heading - w.Pose.Heading - math.Pi)); a > 1e-6 {
		t.Fatalf("the spears are at %.2f° from facing the wolves' front", geom.ToDeg(a))
	}
	if sp.Counter("hindered") != 0 {
		t.Fatal("a counter-charge was Hindered")
	}
}

// kow2 §4.8: only a unit that charged this one in the previous turn may be
// counter-charged; a turn later the chance is gone.
func TestCounterChargeOnlyTheNextTurn(t *testing.T) {
	g := counterChargeGame(t)
	for g.State.Active == 1 {
		if _, err := g.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	for g.State.Active == 2 {
		if _, err := g.Do(engine.EndPhase{By: 2}); err != nil {
			t.Fatal(err)
		}
	}
	ct := target(t, g.Rules.(*kow.Ruleset), g.State, 1, 2)
	if ct.Legal || ct.Counter {
		t.Fatalf("a counter-charge two turns later: %+v", ct)
	}
}

// kow2 §1.3 D6, the counter-charge as first printed: "charge normally,
// except that no LoS or front-arc requirement applies", into the target's
// front. The Spears reach the Wolves' front with a charge's move.
func TestCounterChargeAsFirstPrinted(t *testing.T) {
	g := counterChargeGame(t, kow.KoW2Original)
	r := g.Rules.(*kow.Ruleset)
	ct := target(t, r, g.State, 1, 2)
	if !ct.Legal || !ct.Counter || ct.Facing != geom.ArcFront {
		t.Fatalf("counter-charge as first printed %+v (%v)", ct, ct.Why)
	}
	if _, err := g.Do(r.ChargeOrder(1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	if d := geom.Distance(g.State.Piece(1).Rect(), g.State.Piece(2).Rect()); d > 1e-6 {
		t.Fatalf("the units are %.3f mm apart", d)
	}
}

// Regression (tests review): kow2 §4.8 item 2, §14-A10: the counter-charge
// reaches 2 × Sp (10" for Sp 5) to the nearest point of the target, no
// further: the Wolves drawn back step by step are counter-charged while
// within 10" and never beyond.
func TestCounterChargeReachIsTwiceSpeed(t *testing.T) {
	g := counterChargeGame(t)
	r := g.Rules.(*kow.Ruleset)
	s := g.State
	lp := s.Piece(1).Rect().LeaderPoint()
	x0 := s.Piece(2).Pose.Pos.X
	sawIn, sawOut := false, false
	for shift := 0.0; shift <= 14; shift += 0.5 {
		s.Piece(2).Pose.Pos.X = x0 - shift*kow.Inch
		near := geom.Distance(geom.Circle{C: lp}, s.Piece(2).Rect())
		ct := target(t, r, s, 1, 2)
		switch {
		case near < 10*kow.Inch-1e-3 && !ct.Legal:
			t.Fatalf("Wolves %.2f\" away: no counter-charge (%v)", near/kow.Inch, ct.Why)
		case near > 10*kow.Inch+1e-3 && ct.Legal:
			t.Fatalf("Wolves %.2f\" away: counter-charged beyond 2 x Sp", near/kow.Inch)
		}
		sawIn = sawIn || near < 10*kow.Inch
		sawOut = sawOut || near > 10*kow.Inch
	}
	if !sawIn || !sawOut {
		t.Fatal("the test never crossed the reach")
	}
}

// kow2 §8 Fury: "May declare a counter-charge while Wavered". A Wavered
// unit may not charge (§4.9), so without Fury its counter-charge is
// refused for the Waver; with Fury the same counter-charge is legal.
func TestFuryCounterChargesWhileWavered(t *testing.T) {
	g := counterChargeGame(t)
	r := g.Rules.(*kow.Ruleset)
	spears := g.State.Piece(1)
	spears.SetCounter("wavered", 99)
	if ct := target(t, r, g.State, 1, 2); ct.Legal || ct.Why == nil || !strings.Contains(ct.Why.Reason, "Wavered") {
		t.Fatalf("a Wavered unit without Fury: legal %v (%v)", ct.Legal, ct.Why)
	}
	spears.Rules = append(spears.Rules, "Fury")
	slices.Sort(spears.Rules)
	if ct := target(t, r, g.State, 1, 2); !ct.Legal || !ct.Counter {
		t.Fatalf("a Wavered unit with Fury: legal %v, counter %v (%v)", ct.Legal, ct.Counter, ct.Why)
	}
	if _, err := g.Do(r.ChargeOrder(1, 1, 2)); err != nil {
		t.Fatalf("the Fury counter-charge was refused: %v", err)
	}
}

// kow2 §1.3 D6, one position, both editions: as first printed a
// counter-charge moves as a charge ("Charge normally, except that no LoS
// or front-arc requirement applies"): forward, one pivot, forward, round
// other units. The errata: "pivot on the spot to face the target, then
// move straight forward until contact with the target's front. No moving
// through units". The Wolves drawn back 3.5" and a Captain of the
// Spears' own standing between them: the errata's straight line runs
// into the Captain and is refused; the charge's path goes round him.
func TestCounterChargeEditionsDiffer(t *testing.T) {
	for _, ed := range []kow.Edition{kow.KoW2, kow.KoW2Original} {
		g := counterChargeGame(t, ed)
		s := g.State
		s.Piece(2).Pose.Pos.X -= 3.5 * in
		captain := gametest.KoW(3, 1, "Captain", "Hero/Inf", "single", 31.8, s.Piece(2).Pose.Pos.Y/in, 0)
		s.Pieces = append(s.Pieces, captain)
		r := g.Rules.(*kow.Ruleset)
		ct := target(t, r, s, 1, 2)
		if ct.Legal != ed.Original {
			t.Fatalf("%s: counter-charge legal %v (%v)", ed.ID, ct.Legal, ct.Why)
		}
		if !ed.Original {
			if ct.Why == nil || ct.Why.Rule != "kow2/4.8" || !strings.Contains(ct.Why.Reason, "passing through a unit") {
				t.Fatalf("errata refusal %v, want kow2/4.8", ct.Why)
			}
			continue
		}
		if !ct.Counter || ct.Facing != geom.ArcFront {
			t.Fatalf("original: %+v", ct)
		}
		if _, err := g.Do(r.ChargeOrder(1, 1, 2)); err != nil {
			t.Fatal(err)
		}
		sp, w := s.Piece(1).Rect(), s.Piece(2).Rect()
		if d := geom.Distance(sp, w); d > 1e-6 || frontOverlap(w, sp.FrontEdge()) <= 0 {
			t.Fatalf("original: the Spears are %.3f mm from the Wolves' front", d)
		}
		if geom.Overlap(s.Piece(1).Rect(), s.Piece(3).Rect()) {
			t.Fatal("original: the Spears end on their Captain")
		}
	}
}

package whfb8

import (
	"math"
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// Every setting of §13 that names a flag is offered as a house rule,
// each with the digest's item in its words.
func TestHouseRulesOffered(t *testing.T) {
	var names []string
	for _, h := range (&Ruleset{}).HouseRules() {
		names = append(names, h.Name)
		if !strings.Contains(h.What, "§13 A-") && !strings.Contains(h.What, "whfb8 §12") {
			t.Errorf("%s does not name its item of the digest: %q", h.Name, h.What)
		}
	}
	for _, want := range []string{ChargeStrictlyGreater, FearMinusOne, PanicOnAnyFlee, BacklashBothArmies, DetonationHitsWizard,
		SpellOncePerArmy, StandAndShootWhenClose, HeavyCasualtiesByWounds, ASFMirrorByInitiative, SkirmishGapOneInch, UnstableSkipsBreakTest} {
		if !slices.Contains(names, want) {
			t.Errorf("no house rule %s", want)
		}
	}
}

// whfb8 §13 A-3: "Default: break-from-combat only. Flag panicOnAnyFlee."
// A unit that flees from a charge makes a friend 2" away test for panic
// only under the house rule.
func TestPanicOnAnyFlee(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := duel(t, piece(t, nil), piece(t, nil), 6*Inch, Charge)
		tg := s.Piece(2)
		s.Pieces = append(s.Pieces, block(t, 3, 2, "Friends", tg.Pose.Pos.Add(geom.V(tg.Footprint.W/2+2*Inch+50, 0)), math.Pi))
		if on {
			s.HouseRules = []string{PanicOnAnyFlee}
		}
		s.Dice = dice.NewFixed(1, []int{3, 3, 6, 6})
		g := &engine.Game{Rules: &Ruleset{}, State: s}
		do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
		ev := do(t, g, React{By: 2, Reaction: Flee})
		tested := hasText(ev, "Friends fails its panic test (a friend flees): 6 + 6 against Ld 7.")
		if tested != on {
			t.Errorf("house rule %v: the friends tested %v: %v", on, tested, texts(ev))
		}
	}
}

// whfb8 §13 A-7: "Default: the caster's own army only. Flag
// backlashBothArmies." A miscast of 8 (Power Backlash) hits the enemy's
// wizard too only under the house rule.
func TestBacklashBothArmies(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := duel(t, piece(t, map[string]int{"Lvl": 1, "models": 1, "files": 1}), piece(t, map[string]int{"Lvl": 1, "models": 1, "files": 1}), 20*Inch, Magic)
		if on {
			s.HouseRules = []string{BacklashBothArmies}
		}
		s.Dice = dice.NewFixed(1, []int{4, 4, 1, 1, 1})
		ev := (&Ruleset{}).miscast(s, 1)
		hit := hasText(ev, "Power Backlash strikes Targets.")
		if !hasText(ev, "Power Backlash strikes Shooters.") || hit != on {
			t.Errorf("house rule %v: the enemy wizard hit %v: %v", on, hit, texts(ev))
		}
	}
}

// whfb8 §13 A-15: "A one-model unit never takes a heavy-casualties test
// ... Flag heavyCasualtiesByWounds for multi-wound single models." A
// monster of 4 wounds losing 1 to a volley (25%) tests only under the
// house rule.
func TestHeavyCasualtiesByWounds(t *testing.T) {
	for _, on := range []bool{false, true} {
		m := troop(t, "Mo", map[string]int{"models": 1, "files": 1, "W": 4, "T": 3})
		s := duel(t, piece(t, map[string]int{"range": 24, "RS": 3}), m, 10*Inch, Shooting)
		if on {
			s.HouseRules = []string{HeavyCasualtiesByWounds}
		}
		// ten shots: one hit, one wound; then the panic test 6, 6
		s.Dice = dice.NewFixed(1, []int{4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 6, 6})
		ev := do(t, &engine.Game{Rules: &Ruleset{}, State: s}, Shoot{By: 1, Unit: 1, Target: 2})
		tested := hasText(ev, "Targets fails its panic test: 6 + 6 against Ld 7.")
		if !hasText(ev, "Targets loses 1 wound, 0 models.") || tested != on {
			t.Errorf("house rule %v: tested %v: %v", on, tested, texts(ev))
		}
	}
}

// whfb8 §13 A-22: ASF against ASF strike "simultaneous, no re-rolls";
// "Keep flag asfMirrorByInitiative (default off) only for 7th/9th-style
// house rules": then the higher Initiative strikes first, among those
// striking first and among those striking last.
func TestASFMirrorByInitiative(t *testing.T) {
	fast, slow := piece(t, map[string]int{"I": 5}), piece(t, map[string]int{"I": 3})
	fast.Rules, slow.Rules = []string{"Always Strikes First"}, []string{"Always Strikes First"}
	s := duel(t, fast, slow, 0, Combat)
	if a, b := step(s, s.Piece(1)), step(s, s.Piece(2)); a != b || rerolls(s.Piece(1), s.Piece(2)) {
		t.Errorf("steps %d and %d, re-roll %v: want together and no re-roll", a, b, rerolls(s.Piece(1), s.Piece(2)))
	}
	s.HouseRules = []string{ASFMirrorByInitiative}
	if a, b := step(s, s.Piece(1)), step(s, s.Piece(2)); a <= b || b <= stat(s.Piece(1), "I") {
		t.Errorf("house rule: steps %d and %d, want I 5 first, both before every Initiative", a, b)
	}
	s.Piece(1).Rules, s.Piece(2).Rules = []string{"Great Weapon"}, []string{"Great Weapon"}
	if a, b := step(s, s.Piece(1)), step(s, s.Piece(2)); a <= b || a >= 1 {
		t.Errorf("house rule, striking last: steps %d and %d, want I 5 first, both after every Initiative", a, b)
	}
}

// whfb8 §13 A-34: "Default ½" (model centres spaced base width + 0.5").
// Flag skirmishGap (0.5 / 1.0)." Under the house rule skirmishers
// begin the game 1" apart, and close up from there.
func TestSkirmishGapOneInch(t *testing.T) {
	sk := piece(t, map[string]int{"models": 10})
	sk.Rules = []string{"Skirmishers"}
	sk.Formation = formation(10, 5, 20+skirmishGap, 20+skirmishGap)
	sk.Footprint = footprint(sk.Formation)
	s := duel(t, sk, piece(t, nil), 20*Inch, "")
	s.Turn, s.Active, s.First = 0, 0, 0
	s.HouseRules = []string{SkirmishGapOneInch}
	(&Ruleset{}).Start(s)
	p := s.Piece(1)
	if math.Abs(p.Formation.ModelW-(20+Inch)) > 1e-9 {
		t.Fatalf("model spacing %v mm, want 20 + 1\"", p.Formation.ModelW)
	}
	closeRanks(s, p)
	if math.Abs(p.Formation.ModelW-20) > 1e-9 {
		t.Errorf("closed up: %v mm, want the 20 mm bases", p.Formation.ModelW)
	}
}

// whfb8 §13 A-35: "Default: Unstable + Unbreakable → no break test;
// Unstable alone → take the Unstable wounds, then a normal break test.
// Flag unstableSkipsBreakTest." An Unstable unit that is not
// Unbreakable loses by 2: it takes 2 wounds, then tests, unless the
// house rule spares it the test.
func TestUnstableSkipsBreakTest(t *testing.T) {
	for _, on := range []bool{false, true} {
		lose := piece(t, nil)
		lose.Rules = []string{"Unstable"}
		s := engagedDuel(t, piece(t, nil), lose)
		if on {
			s.HouseRules = []string{UnstableSkipsBreakTest}
		}
		s.Dice = dice.NewFixed(1, []int{1, 1})
		ev := (&Ruleset{}).breakTest(s, &s.Pieces[0], &s.Pieces[1], 2)
		tested := hasText(ev, "Targets passes its break test: 1 + 1 against Ld 5. (Ld 7 − 2)")
		if s.Pieces[1].Formation.Models != 18 || tested == on {
			t.Errorf("house rule %v: %d models left, tested %v: %v", on, s.Pieces[1].Formation.Models, tested, texts(ev))
		}
	}
}

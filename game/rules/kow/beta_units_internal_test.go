package kow

import (
	"math"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// The closed beta's unit differences (kow-beta §10 rows 9, 23, 24, 40,
// 43 and §9.4's alignments), each on one position under both editions.

// kow-beta §3.2: "A unit with Individual (§8) has no flanks or rear: its
// front arc is all 360°"; §8: "it sees, shoots and charges all around"
// (§10 row 23: 2nd edition's Individual pivots for free before its order
// and before shooting instead). A hero with a bow faces north; an enemy
// regiment stands 8" behind it: the beta shoots and charges it where it
// stands (the charge turning it with Nimble's any-angle Change Facing),
// 2nd edition refuses both as out of its front arc and lets it pivot
// first; the beta has no free pivot.
func TestBetaIndividualSeesAllRound(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 3, "ra": 4, "de": 5, "att": 5, "ne": 4, "waver": 11, "rout": 13}
	hero := bp(1, 1, "Hero/Inf", 1, 1, 25, 25, 1000, 800, 0, st, "Individual", "Bows (Range 24)")
	foe := bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 800-12.5-8*Inch-20, 0, st)
	s := betaState(hero, foe)
	for r, want := range map[*Ruleset]bool{kow2: false, beta: true} {
		ct := r.planCharge(s, s.Piece(1), s.Piece(2))
		if ct.Legal != want {
			t.Errorf("%s: charges behind it: %v, want %v (%v)", r.ID(), ct.Legal, want, ct.Why)
		}
		if !want && (ct.Why == nil || !strings.Contains(ct.Why.Error(), "front arc")) {
			t.Errorf("%s: refusal %v, want the front arc", r.ID(), ct.Why)
		}
		if want && math.Abs(geom.NormAngle(ct.Contact.Heading-math.Pi)) > 1e-6 {
			t.Errorf("%s: ends facing %.1f°, want 180° (south, into the regiment's rear)", r.ID(), geom.ToDeg(ct.Contact.Heading))
		}
		if il := r.canTake(s, s.Piece(1), FreePivot); (il == nil) == want {
			t.Errorf("%s: free pivot %v", r.ID(), il)
		}
		if r.AllRound(s, 1) != want || r.AllRound(s, 2) {
			t.Errorf("%s: the window's all-round arc %v for the hero", r.ID(), r.AllRound(s, 1))
		}
	}
	s.Phase = Shooting
	for r, want := range map[*Ruleset]bool{kow2: false, beta: true} {
		if sts := r.ShootTargets(s, 1, ""); len(sts) != 1 || sts[0].Legal != want {
			t.Errorf("%s: shoots behind it: %+v, want %v", r.ID(), sts, want)
		}
		if _, ok := r.shootingPivot(s, s.Piece(1)); ok == want {
			t.Errorf("%s: pivot before shooting offered %v", r.ID(), ok)
		}
	}
}

// kow-beta §4.6: "if T.has(Individual): return Front (T has no
// flanks/rear)"; §10 row 43: "every charge hits its front (REC); the seed
// does not make the Individual turn", where 2nd edition's Individual
// "turns flush to face" the charger. A regiment charges a hero from its
// left: in 2nd edition the hero turns to face it; in the beta it stays,
// the regiment against its left side, and the charge counts as a front
// charge (×1, not the flank's ×2).
func TestBetaChargingAnIndividual(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 5, "att": 10, "ne": 4, "waver": 11, "rout": 13}
	for r, turned := range map[*Ruleset]bool{kow2: true, beta: false} {
		charger := bp(1, 1, "Inf", 5, 2, 20, 20, 1000-12.5-100-20, 800, 90, st)
		hero := bp(2, 2, "Hero/Inf", 1, 1, 25, 25, 1000, 800, 0, st, "Individual")
		s := betaState(charger, hero)
		r.Apply(s, Charge{By: 1, Unit: 1, Target: 2})
		h, c := s.Piece(2), s.Piece(1)
		if got := math.Abs(geom.NormAngle(h.Pose.Heading-0)) > 1e-6; got != turned {
			t.Errorf("%s: the hero turned %v (heading %.1f°), want %v", r.ID(), got, geom.ToDeg(h.Pose.Heading), turned)
		}
		if c.Counter("charged") != 2 || geom.Distance(c.Rect(), h.Rect()) > contactTol {
			t.Errorf("%s: the charge did not reach the hero", r.ID())
		}
		want := geom.ArcLeft
		if r == beta {
			want = geom.ArcFront
		}
		if got := geom.Arc(c.Counter("charge-facing") - 1); got != want {
			t.Errorf("%s: charged the hero's %v, want %v", r.ID(), got, want)
		}
		if a := r.meleeAttack(s, c, h, geom.Arc(c.Counter("charge-facing")-1), false); a.Dice != 10 {
			t.Errorf("%s: %d dice, want 10 (never multiplied against an Individual)", r.ID(), a.Dice)
		}
	}
}

// kow-beta §8 Nimble: "One extra Change Facing (any angle, about the
// centre) at any point during the unit's movement"; REC "usable with
// Advance, Back, Sidestep, At the Double and Charge" (§11 A17); §10 row
// 24: 2nd edition's extra pivot is at most 90° (with Advance, the two at
// most 180° in all, kow2 §14-A9). A Nimble unit Advances turning 150°,
// moving 2", then turning 80°: the beta gives it; 2nd edition clamps the
// first turn to 90°. The charge's limits say the same.
func TestBetaNimbleAnyAngleWithAdvanceAndCharge(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 10, "ne": 3, "waver": 10, "rout": 12}
	s := betaState(bp(1, 1, "Cav", 5, 1, 25, 50, 900, 600, 0, st, "Nimble"))
	steps := []move.Step{{Kind: move.Pivot, Angle: geom.Deg(150)}, {Kind: move.Straight, Dir: dirForward, Dist: 2 * Inch}, {Kind: move.Pivot, Angle: geom.Deg(-80)}}
	for r, want := range map[*Ruleset]float64{beta: 70, kow2: 10} {
		res, il := r.Preview(s, NewMove(1, 1, Advance, steps))
		if il != nil {
			t.Fatal(il)
		}
		if got := geom.ToDeg(geom.NormAngle(res.End.Heading - res.Start.Heading)); math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: turned %.1f° in all, want %.1f° (%v)", r.ID(), got, want, res.Reasons)
		}
	}
	for r, any := range map[*Ruleset]int{beta: 1, kow2: 0} {
		if l := r.newChargeCtx(s, s.Piece(1)).chargeLimits(); l.AnyAngle != any || l.Pivots != 2 || l.PivotMax != math.Pi/2 {
			t.Errorf("%s: charge limits %+v", r.ID(), l)
		}
	}
}

// kow-beta §10 row 40: a War Machine's arc is drawn "from the base
// corners", where 2nd edition draws "the arc of a 50 mm front even on
// wider bases". A War Machine on a 100 mm wide base: a target beyond the
// 45° line from its corner but short of the line from a 50 mm front's
// corner may be shot in the beta only.
func TestBetaWarMachineArcFromCorners(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 5, "ra": 4, "de": 4, "att": 2, "ne": 2, "waver": 10, "rout": 12}
	we := bp(1, 1, "WE", 1, 1, 100, 50, 1000, 500, 0, st) // front edge y = 525, x 950..1050
	target := bp(2, 2, "Hero/Inf", 1, 1, 25, 25, 1200, 662.5, 180, st)
	s := betaState(we, target)
	s.Phase = Shooting
	for r, want := range map[*Ruleset]bool{kow2: false, beta: true} {
		sts := r.ShootTargets(s, 1, "")
		if len(sts) != 1 || sts[0].Legal != want {
			t.Fatalf("%s: %+v, want legal %v", r.ID(), sts, want)
		}
		if !want && !strings.Contains(sts[0].Why.Error(), "front arc") {
			t.Errorf("%s: refused for %v, want the arc", r.ID(), sts[0].Why)
		}
	}
}

// kow-beta §5.2: "Bows, crossbows, rifles 24"; Pistols, javelins, thrown
// weapons 12"; War machines 48"; Anything else: as stated"; §10 row 9:
// 2nd edition "adds 36" (long rifles, heavy crossbows) and 18"". A unit of
// rifles at 36" is read under 2nd edition and refused by the beta; slings
// at 18" are "anything else" in both.
func TestBetaWeaponRanges(t *testing.T) {
	spec := func(typ, size string, ne bool, rule string) engine.UnitSpec {
		u := engine.UnitSpec{Name: "Gunners", Type: typ, Size: size, Rules: []string{rule},
			Stats: []engine.Stat{{Name: "att", Value: 8}, {Name: "de", Value: 4}, {Name: "me", Value: 5}, {Name: "pts", Value: 100}, {Name: "ra", Value: 4}, {Name: "sp", Value: 5}}}
		if ne {
			u.Stats = append(u.Stats, engine.Stat{Name: "ne", Value: 3})
		} else {
			u.Stats = append(u.Stats, engine.Stat{Name: "rout", Value: 12}, engine.Stat{Name: "waver", Value: 10})
		}
		return u
	}
	for _, c := range []struct {
		typ, rule string
		beta      string // the beta's refusal, "" for none
	}{
		{"Inf", "Long Rifles (Range 36)", `in the closed beta rifles shoot 24"`},
		{"Inf", "Heavy Crossbows (Range 36)", `bows and crossbows shoot 24"`},
		{"Inf", "Pistols (Range 18)", `pistols shoot 12"`},
		{"Inf", "Slings (Range 18)", ""},
		{"WE", "Great Ballista (Range 36)", `a War Machine's weapons shoot 48"`},
		{"WE", "Great Ballista (Range 48)", ""},
	} {
		size := "10"
		if c.typ == "WE" {
			size = "single"
		}
		if _, err := kow2.Unit(spec(c.typ, map[string]string{"Inf": "troop", "WE": "single"}[c.typ], false, c.rule)); err != nil {
			t.Errorf("kow2 refuses %s: %v", c.rule, err)
		}
		_, err := beta.Unit(spec(c.typ, size, true, c.rule))
		if (err == nil) != (c.beta == "") || (err != nil && !strings.Contains(err.Error(), c.beta)) {
			t.Errorf("beta %s: %v, want %q", c.rule, err, c.beta)
		}
	}
}

// kow-beta §9.4: "Alignments: Good, Evil, Neutral. Good never allies with
// Evil; anyone may ally with Neutral" (2nd edition: "only if the opponent
// agrees", not checked). Each unit's alignment is its army file's, or its
// own.
func TestBetaAlignments(t *testing.T) {
	u := func(name, align string, allied bool) armies.Unit {
		return armies.Unit{Name: name, Type: "Inf", Size: "20", Points: 100, Alignment: align, Allied: allied}
	}
	good := []armies.Unit{u("Lantern Spears", "Good", false), u("Marsh Elves", "Neutral", true)}
	if br := (BetaArmies{}).Validate(good, 0); len(br) != 0 {
		t.Errorf("Good with Neutral allies: %v", br)
	}
	bad := append(good, u("Bog Ghouls", "evil", true))
	br := (BetaArmies{}).Validate(bad, 0)
	if len(br) != 1 || br[0].Msg != "Lantern Spears is Good and Bog Ghouls is Evil: Good never allies with Evil (Neutral allies with either)" {
		t.Errorf("Good with Evil allies: %v", br)
	}
	for _, b := range ValidateArmy(bad, 0) {
		if strings.Contains(b.Msg, "Evil") {
			t.Errorf("kow2 checks alignments: %v", b)
		}
	}
}

// kow-beta §10 rows 29 and 31: the beta's only spells are its Zap!(n)
// and Healing(n) rules ("a spell system ... 2nd edition only") and it has
// no magic artefacts. A wizard with 2nd edition's Fireball(6) and a Brew
// of Strength: 2nd edition equips the brew (Crushing Strength(1)) and
// casts the Fireball; the beta drops the brew at the start, saying so,
// refuses the Fireball, and its army check reports both.
func TestBetaNoSpellModuleNorArtefacts(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "ra": 0, "de": 4, "att": 3, "ne": 3, "waver": 10, "rout": 12}
	for r, beta := range map[*Ruleset]bool{kow2: false, beta: true} {
		w := bp(1, 1, "Hero/Inf", 1, 1, 25, 25, 1000, 500, 0, st, "Fireball(6)")
		w.Gear = []string{"Brew of Strength"}
		s := betaState(w, bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 700, 180, st))
		s.Phase, s.Turn = "", 0
		s.Dice = dice.NewFixed(1, []int{6, 1})
		ev := r.Start(s)
		if got := ruleN(s.Piece(1), "Crushing Strength") == 1; got == beta {
			t.Errorf("%s: the brew's Crushing Strength %v", r.ID(), got)
		}
		if beta && (len(ev) == 0 || ev[0].Text != "Hero/Inf A's Brew of Strength is not played: the closed beta has no magic items.") {
			t.Errorf("%s: %+v", r.ID(), ev)
		}
		s.Phase = Shooting
		if _, il := r.canCast(s, s.Piece(1), "Fireball"); (il != nil) != beta {
			t.Errorf("%s: Fireball refused %v", r.ID(), il)
		}
	}
	br := (BetaArmies{}).Validate([]armies.Unit{{Name: "Witch", Type: "Hero/Inf", Size: "single", Artefact: "Brew of Strength", Spells: []string{"Fireball(6)"}}}, 0)
	if len(br) != 3 || !strings.Contains(br[1].Msg, "no magic items") || !strings.Contains(br[2].Msg, "no spells") {
		t.Errorf("army check: %v", br)
	}
}

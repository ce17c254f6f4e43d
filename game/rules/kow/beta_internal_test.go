package kow

import (
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// The closed beta's differences from 2nd edition (kow-beta §10), each
// checked on one position and one set of dice under both editions.

// bp is a piece for the beta tests: files × ranks bases of mw × md mm,
// its centre at (x, y) mm, facing deg clockwise from north.
func bp(id engine.PieceID, owner engine.PlayerID, typ string, files, ranks int, mw, md, x, y, deg float64, stats map[string]int, rules ...string) engine.Piece {
	p := engine.Piece{ID: id, Owner: owner, Name: typ + " " + string(rune('A'+id-1)), Type: typ, Size: "single",
		Footprint: engine.Footprint{W: float64(files) * mw, D: float64(ranks) * md},
		Formation: engine.Formation{Files: files, Ranks: ranks, Models: files * ranks, ModelW: mw, ModelD: md},
		Pose:      geom.Pose{Pos: geom.V(x, y), Heading: deg * math.Pi / 180}}
	for n, v := range stats {
		p.Stats = append(p.Stats, engine.Stat{Name: n, Value: v})
	}
	slices.SortFunc(p.Stats, func(a, b engine.Stat) int { return strings.Compare(a.Name, b.Name) })
	slices.Sort(rules)
	p.Rules = rules
	return p
}

// betaState is an open 72" × 48" table in player 1's movement phase.
func betaState(ps ...engine.Piece) *engine.State {
	return &engine.State{Turn: 1, Active: 1, First: 1, Phase: Movement,
		Table: table.Table{Width: 72 * Inch, Depth: 48 * Inch}, Pieces: ps}
}

var (
	kow2 = New(KoW2)
	beta = New(KoWBeta)
)

// kow-beta §7.2: "v = 2D6 + damage − Ne: ≤ 6 Hold, 7–9 Disordered, ≥ 10
// Rout"; §10 row 2: a double 6 has "no special effect" in the beta. A
// beta Ne 6 unit and a 2nd-edition 13/16 unit share thresholds; only
// the double 6 parts them.
func TestBetaNerveOneValue(t *testing.T) {
	b := bp(1, 1, "Inf", 5, 4, 20, 20, 500, 500, 0, map[string]int{"ne": 6})
	k := bp(2, 1, "Inf", 5, 4, 20, 20, 900, 500, 0, map[string]int{"waver": 13, "rout": 16})
	s := betaState(b, k)
	nb, nk := beta.nerveOf(s, &s.Pieces[0], 0, false), kow2.nerveOf(s, &s.Pieces[1], 0, false)
	if nb.Waver != 13 || nb.Rout != 16 {
		t.Fatalf("Ne 6 gives %d/%d, want Disordered at 13, Rout at 16", nb.Waver, nb.Rout)
	}
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= 6; d2++ {
			for dmg := 0; dmg <= 6; dmg++ {
				nb.Damage, nk.Damage = dmg, dmg
				v := d1 + d2 + dmg - 6 // the beta's own formula
				want := Steady
				switch {
				case d1 == 1 && d2 == 1:
				case v >= 10:
					want = Routed
				case v >= 7:
					want = Wavered
				}
				if got := nerveOutcome(d1, d2, nb); got != want {
					t.Errorf("beta %d+%d, %d damage: %v, want %v", d1, d2, dmg, got, want)
				}
				kw := nerveOutcome(d1, d2, nk)
				if d1 == 6 && d2 == 6 && dmg == 0 {
					if kw != Wavered || want != Steady {
						t.Errorf("double 6, no damage: kow2 %v (want Wavered), beta %v (want Hold)", kw, want)
					}
				} else if kw != want {
					t.Errorf("%d+%d, %d damage: kow2 %v, beta %v: only the double 6 differs", d1, d2, dmg, kw, want)
				}
			}
		}
	}
	// The names: Hold, Disordered, Rout.
	if beta.resultName(Wavered) != "Disordered" || kow2.resultName(Wavered) != "Wavered" || beta.resultName(Steady) != "Hold" {
		t.Error("result names")
	}
}

// kow-beta §2.5: "Standard: +1 to the unit's own Ne. An Army Standard
// Bearer does not get this +1"; "Musician: an enemy unit in combat with
// one or more units that include a musician suffers −1 to its Ne" (once,
// §11 A26). 2nd edition has neither (§10 row 4).
func TestBetaStandardsAndMusicians(t *testing.T) {
	st := map[string]int{"ne": 3, "waver": 10, "rout": 13}
	target := bp(1, 2, "Inf", 5, 2, 20, 20, 1000, 1000, 0, st, "Standard")
	bearer := bp(2, 2, "Hero/Inf", 1, 1, 25, 25, 2000, 1000, 0, st, "Standard", "Army Standard Bearer")
	// Two musician units touching the target's front and its left flank.
	m1 := bp(3, 1, "Inf", 5, 2, 20, 20, 1000, 1040, 180, st, "Musician")
	m2 := bp(4, 1, "Inf", 5, 2, 20, 20, 930, 1000, 90, st, "Musician")
	s := betaState(target, bearer)
	if n := beta.nerveOf(s, &s.Pieces[0], 0, false); n.Waver != 11 || n.Rout != 14 {
		t.Errorf("Standard: %d/%d, want 11/14 (Ne 4)", n.Waver, n.Rout)
	}
	if n := beta.nerveOf(s, &s.Pieces[1], 0, false); n.Waver != 10 || n.Rout != 13 {
		t.Errorf("Army Standard Bearer: %d/%d, want 10/13 (no +1)", n.Waver, n.Rout)
	}
	s = betaState(target, bearer, m1, m2)
	if n := beta.nerveOf(s, &s.Pieces[0], 0, false); n.Waver != 10 || n.Rout != 13 || !n.Musician {
		t.Errorf("Standard and two Musicians in contact: %d/%d, want 10/13 (Ne 3 + 1 − 1)", n.Waver, n.Rout)
	}
	if n := kow2.nerveOf(s, &s.Pieces[0], 0, false); n.Waver != 10 || n.Rout != 13 {
		t.Errorf("kow2 ignores them: %d/%d, want 10/13", n.Waver, n.Rout)
	}
	// A charge previewed before contact counts the charger's Musician.
	s = betaState(target, m1)
	s.Pieces[1].Pose.Pos.Y += 200
	n := beta.nerveOf(s, &s.Pieces[0], 0, false)
	beta.chargerMusician(s, &n, []attack{{Attacker: 3, Melee: true}})
	if n.Rout != 13 {
		t.Errorf("charger's Musician before contact: rout %d, want 13", n.Rout)
	}
}

// kow-beta §3.4: weapon range and charge reach are measured "from the
// champion's base", a rectangle one model base wide centred on the front
// edge (§2.3), "not a point distance. It differs from 2nd edition's
// leader point by up to half a base width" (§10 row 13). The target is
// 459.89 mm from the Leader Point and 454.53 mm from the champion's base:
// in range of 18" (457.2 mm) in the beta only.
func TestBetaRangeFromTheChampionsBase(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "ra": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11}
	shooter := bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, "Slings (Range 18)")
	target := bp(2, 2, "Inf", 5, 2, 20, 20, 1300, 520+386+20, 180, st)
	s := betaState(shooter, target)
	s.Phase = Shooting
	want := map[*Ruleset]struct {
		d     float64
		legal bool
	}{kow2: {math.Hypot(250, 386), false}, beta: {math.Hypot(240, 386), true}}
	for r, w := range want {
		sts := r.ShootTargets(s, 1, "")
		if len(sts) != 1 {
			t.Fatalf("%s: %d targets", r.ID(), len(sts))
		}
		if math.Abs(sts[0].Range-w.d) > 0.01 || sts[0].Legal != w.legal {
			t.Errorf("%s: range %.2f mm legal %v, want %.2f mm legal %v (%v)", r.ID(), sts[0].Range, sts[0].Legal, w.d, w.legal, sts[0].Why)
		}
	}
}

// kow-beta §4.6: "Champion mostly in T's left or right flank arc → it
// must hit that flank", "mostly" = the arc holding the largest share of
// the champion-base area (§11 A16); 2nd edition takes the arc of the
// Leader Point (§10 row 14). Here the Leader Point is 1 mm inside the
// left flank arc while 339.5 of the base's 400 mm² are in the front arc.
func TestBetaChargedSideByTheChampionsBase(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11}
	target := bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 980, 0, st) // front edge y = 1000, corners x 950..1050
	// The charger faces south; its Leader Point is (900, 1049), its
	// champion's base x 890..910, y 1049..1069.
	charger := bp(1, 1, "Inf", 5, 2, 20, 20, 900, 1069, 180, st)
	s := betaState(charger, target)
	cb := championBase(s, &s.Pieces[0])
	front := geom.IntersectionArea(cb.Poly(), geom.ArcRegion(s.Pieces[1].Rect(), geom.ArcCorner45, geom.ArcFront, 1000))
	if math.Abs(front-339.5) > 0.01 {
		t.Fatalf("champion's base in the front arc: %.2f mm², want 339.5", front)
	}
	for r, want := range map[*Ruleset]geom.Arc{kow2: geom.ArcLeft, beta: geom.ArcFront} {
		if got := r.newChargeCtx(s, &s.Pieces[0]).chargeFacing(s.Pieces[1].Rect()); got != want {
			t.Errorf("%s: charges the %v, want the %v", r.ID(), got, want)
		}
	}
}

// kow-beta §5.1: "it is armed with crossbows or rifles, or is a War
// Machine, and did not receive Halt this turn" — it may not shoot; bows
// "may be used after any order except At the Double. There is no penalty
// for moving" (§10 row 7). 2nd edition: −1 after any order but Halt.
func TestBetaWhichWeaponsShootAfterMoving(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "ra": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11}
	xbows := bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, "Crossbows (Range 24)")
	bows := bp(2, 1, "Inf", 5, 2, 20, 20, 1200, 500, 0, st, "Bows (Range 24)")
	we := bp(3, 1, "WE", 1, 1, 50, 50, 1400, 500, 0, st)
	target := bp(4, 2, "Inf", 5, 2, 20, 20, 1100, 700, 180, st)
	s := betaState(xbows, bows, we, target)
	s.Phase = Shooting
	for i := range 3 {
		s.Pieces[i].SetCounter("ordered", playerTurn(s))
		s.Pieces[i].SetCounter("order", int(Advance)+1)
	}
	for _, id := range []engine.PieceID{1, 3} {
		if _, il := beta.canShoot(s, s.Piece(id), ""); il == nil {
			t.Errorf("beta: %s shot after an Advance", s.Piece(id).Name)
		}
		if _, il := kow2.canShoot(s, s.Piece(id), ""); il != nil {
			t.Errorf("kow2: %s refused after an Advance: %v", s.Piece(id).Name, il)
		}
	}
	w, _ := weapon(s.Piece(2), "")
	if a := beta.shootingAttack(s, s.Piece(2), s.Piece(4), w, false); a.Hit != 4 {
		t.Errorf("beta: bows after an Advance hit on %d+, want 4+ (no penalty)", a.Hit)
	}
	if a := kow2.shootingAttack(s, s.Piece(2), s.Piece(4), w, false); a.Hit != 5 {
		t.Errorf("kow2: bows after an Advance hit on %d+, want 5+ (moved −1)", a.Hit)
	}
	s.Pieces[0].SetCounter("order", int(Halt)+1)
	if _, il := beta.canShoot(s, s.Piece(1), ""); il != nil {
		t.Errorf("beta: crossbows refused after a Halt: %v", il)
	}
}

// kow-beta §5.3: "if dist(championBase(U), T) > 12 and not
// U.has(IndirectFire): pen += 1" (§10 row 8: 2nd edition has no long
// range). At 13" Ra 4+ needs 5+ in the beta, 4+ in 2nd edition; at 11"
// 4+ in both; Indirect Fire never takes it.
func TestBetaLongRange(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "ra": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11}
	for _, c := range []struct {
		inches     float64
		rules      []string
		beta, kow2 int
	}{
		{13, []string{"Bows (Range 24)"}, 5, 4},
		{11, []string{"Bows (Range 24)"}, 4, 4},
		{13, []string{"Bows (Range 24)", "Indirect Fire"}, 4, 4},
	} {
		shooter := bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, c.rules...)
		target := bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 520+c.inches*Inch+20, 180, st)
		s := betaState(shooter, target)
		w, _ := weapon(&s.Pieces[0], "")
		for r, want := range map[*Ruleset]int{beta: c.beta, kow2: c.kow2} {
			if a := r.shootingAttack(s, &s.Pieces[0], &s.Pieces[1], w, false); a.Hit != want {
				t.Errorf("%s at %g\" %v: %d+, want %d+", r.ID(), c.inches, c.rules, a.Hit, want)
			}
		}
	}
}

// kow-beta §6.2: "if need > 6: need = 6; dice = ceil(dice / 2)" — "Doc
// says round up (melee)", and shooting the same (§11 A6); 2nd edition
// rounds down (§10 row 12). 9 dice needing 7: 5 against 4.
func TestBetaHalvedDiceRoundUp(t *testing.T) {
	weak := unit("Inf", 9, 6, 4)
	ind := unit("Hero/Inf", 5, 4, 4, "Individual")
	// Me 6+ against an Individual: −1 in the beta only (§8), so need 7
	// there; hindered in both.
	b := beta.meleeAttack(&engine.State{}, weak, ind, geom.ArcFront, true)
	if b.Dice != 5 || b.Hit != 6 {
		t.Errorf("beta: %d dice on %d+, want 5 on 6+", b.Dice, b.Hit)
	}
	if d, n := kow2.halve(nil, 9, 7, true); d != 4 || n != 6 {
		t.Errorf("kow2: %d dice on %d+, want 4 on 6+", d, n)
	}
	if d, n := beta.halve(nil, 9, 6, true); d != 9 || n != 6 {
		t.Errorf("need 6 is not halved: %d on %d+", d, n)
	}
}

// kow-beta §8 Elite: "Whenever the unit rolls to hit or to damage, it
// may reroll one die that failed" (§10 row 21: 2nd edition re-rolls every
// 1 to hit). One die hitting on 4+ and damaging on 4+: 2nd edition
// 7/12 × 1/2 = 7/24; the beta 3/4 × 3/4 = 9/16.
func TestBetaElite(t *testing.T) {
	elite := unit("Inf", 1, 4, 4, "Elite")
	plain := unit("Inf", 1, 4, 4)
	for r, want := range map[*Ruleset]*big.Rat{kow2: big.NewRat(7, 24), beta: big.NewRat(9, 16)} {
		a := r.meleeAttack(&engine.State{}, elite, plain, geom.ArcFront, false)
		if got := damageOdds(a).P(1); got.Cmp(want) != 0 {
			t.Errorf("%s: P(1 damage) = %v, want %v (%s)", r.ID(), got, want, a.describe())
		}
	}
}

// kow-beta §6.1: "if C.has(Phalanx): dice += (C is a horde ? 10 : 5)",
// "added AFTER the multiplication"; "if T.has(Individual): mult = 1", "An
// attacking Individual does multiply against flanks"; §6.2 −1 to hit
// against an Individual and for cavalry or Fly charging a Phalanx's front;
// Fly "never suffers the defended / hindered −1" (§10 rows 22-25).
func TestBetaSpecialRulesInMelee(t *testing.T) {
	phalanx := unit("Inf", 10, 4, 4, "Phalanx")
	horde := unit("Inf", 20, 4, 4, "Phalanx")
	horde.Formation.Files = 10
	plain := unit("Inf", 10, 4, 4)
	hero := unit("Hero/Inf", 5, 3, 5, "Individual")
	knights := unit("Cav", 10, 3, 4)
	flyer := unit("Mon", 8, 4, 5, "Fly")
	cases := []struct {
		name       string
		p, t       *engine.Piece
		f          geom.Arc
		hindered   bool
		beta, kow2 [2]int // dice, hit
	}{
		{"Phalanx on a flank: 10 × 2 + 5", phalanx, plain, geom.ArcLeft, false, [2]int{25, 4}, [2]int{20, 4}},
		{"Phalanx horde in front: 20 + 10", horde, plain, geom.ArcFront, false, [2]int{30, 4}, [2]int{20, 4}},
		{"on an Individual: ×1, −1", plain, hero, geom.ArcRear, false, [2]int{10, 5}, [2]int{10, 4}},
		{"an Individual on a flank: ×2", hero, plain, geom.ArcLeft, false, [2]int{10, 3}, [2]int{5, 3}},
		{"cavalry on a Phalanx's front: −1", knights, phalanx, geom.ArcFront, false, [2]int{10, 4}, [2]int{10, 3}},
		{"Fly hindered: no −1 in the beta", flyer, plain, geom.ArcFront, true, [2]int{8, 4}, [2]int{8, 5}},
	}
	for _, c := range cases {
		for r, want := range map[*Ruleset][2]int{beta: c.beta, kow2: c.kow2} {
			a := r.meleeAttack(&engine.State{}, c.p, c.t, c.f, c.hindered)
			if a.Dice != want[0] || a.Hit != want[1] {
				t.Errorf("%s, %s: %d dice on %d+, want %d on %d+", c.name, r.ID(), a.Dice, a.Hit, want[0], want[1])
			}
		}
	}
}

// kow-beta §8: Shambling "A Disordered result counts as Hold ... Charge
// reach = Sp (not doubled)" (§10 row 15); Headstrong "on 4+ it ignores
// all Disorder effects that turn" (§10 row 27: 2nd edition lifts only the
// Waver, the unit still cannot shoot); no counter-charge (row 16).
func TestBetaShamblingHeadstrongCounterCharge(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "ra": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11}
	sh := bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, "Shambling")
	hs := bp(2, 1, "Inf", 5, 2, 20, 20, 1500, 500, 0, st, "Headstrong", "Bows (Range 24)")
	s := betaState(sh, hs)
	if got := beta.chargeReach(&s.Pieces[0]); got != 5*Inch {
		t.Errorf("beta Shambling reach %.1f mm, want Sp 127", got)
	}
	if got := kow2.chargeReach(&s.Pieces[0]); got != 10*Inch {
		t.Errorf("kow2 Shambling reach %.1f mm, want 2 × Sp 254", got)
	}
	nt := beta.nerveOf(s, &s.Pieces[0], 0, false)
	if got := nerveOutcome(4, 4, nt); got != Steady { // v = 8 − 2 = 6: Hold
		t.Errorf("beta Shambling 4+4: %v", got)
	}
	if got := nerveOutcome(5, 4, nt); got != Steady { // v = 7: Disordered counts as Hold
		t.Errorf("beta Shambling v = 7: %v, want Hold", got)
	}
	p := &s.Pieces[1]
	s.Phase = Shooting
	p.SetCounter("wavered", 2)
	p.SetCounter("disordered", 2)
	p.SetCounter("steadied", playerTurn(s))
	if il := beta.rangedState(s, p, "shoot"); il != nil {
		t.Errorf("beta: a Headstrong pass still refuses shooting: %v", il)
	}
	if il := kow2.rangedState(s, p, "shoot"); il == nil {
		t.Error("kow2: a Headstrong pass let a Disordered unit shoot")
	}
	if beta.canCounterCharge(s, &s.Pieces[0]) == nil {
		t.Error("beta: counter-charge allowed")
	}
}

// kow-beta §8: Cruel Death "removes one damage point from itself" per
// combat; Undead Giant Rats "remove one damage point per damage point
// inflicted"; Penetration(n) "+n on all the unit's ranged damage rolls"
// (§11 A11); Zap!(n) "n dice ... 24"; Penetration (1)", to hit the
// unit's Ra (§11 A12); Breath(n) 12" always 4+; Healing(n) 12", a friend
// (§10 rows 28-30). None of them plays in 2nd edition's rule list.
func TestBetaOnlyRules(t *testing.T) {
	cruel := unit("Inf", 10, 4, 4, "Cruel Death")
	rats := unit("Inf", 10, 4, 4, "Undead Giant Rats", "Cruel Death")
	for _, c := range []struct {
		p    *engine.Piece
		dmg  int
		want int
	}{{cruel, 3, 4}, {rats, 3, 2}, {cruel, 0, 5}} {
		c.p.SetCounter("damage", 5)
		beta.lifeleech(c.p, c.dmg)
		if got := c.p.Counter("damage"); got != c.want {
			t.Errorf("%v after %d damage dealt: %d damage left, want %d", c.p.Rules, c.dmg, got, c.want)
		}
	}
	witch := unit("Hero/Inf", 3, 5, 4, "Zap!(5)", "Breath(8)", "Healing(3)", "Penetration(1)")
	ws := Weapons(witch)
	if len(ws) != 2 || ws[0].Name != "Breath" || ws[0].Dice != 8 || !ws[0].Always4 || ws[0].Range != 12*Inch ||
		ws[1].Name != "Zap!" || ws[1].Dice != 5 || ws[1].Range != 24*Inch || ws[1].Piercing != 1 || ws[1].Ra != 4 {
		t.Fatalf("weapons %+v", ws)
	}
	// Zap!: Ra 4+ (the unit's), damage De 4 − Pen 1 − Penetration 1 = 2+.
	if a := beta.shootingAttack(&engine.State{}, witch, unit("Inf", 10, 4, 4), ws[1], false); a.Hit != 4 || a.Damage != 2 {
		t.Errorf("Zap!: %s", a.describe())
	}
	if sp := Spells(witch); len(sp) != 1 || sp[0].Name != "Healing" || sp[0].Dice != 3 || !spellOf(sp[0]).Friendly {
		t.Errorf("Healing: %+v", sp)
	}
	for _, rule := range []string{"Cruel Death", "Zap!(5)", "Penetration(1)", "Healing(3)", "Standard"} {
		if checkRule(rule, betaSpecialRules) != "" || checkRule(rule, specialRules) == "" {
			t.Errorf("%s: beta %q, kow2 %q", rule, checkRule(rule, betaSpecialRules), checkRule(rule, specialRules))
		}
	}
	if checkRule("Thunderous Charge(1)", betaSpecialRules) == "" {
		t.Error("the beta plays Thunderous Charge")
	}
}

// kow-beta §4.8: "the charger only has to reach the near side of the
// obstacle, and charge range is measured to the obstacle instead of to
// the unit. The combat suffers the −1 'defended position' modifier" (§10
// row 18). The target stands 5 mm behind a half-inch wall; the charger's
// front is 250 mm from the wall and 267.7 mm from the target, its reach
// 254 mm: the beta charges (hindered), 2nd edition cannot reach.
func TestBetaChargingAUnitDefendingAnObstacle(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11}
	target := bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 980, 0, st) // front edge y = 1000
	charger := bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 1000+5+12.7+250+20, 180, st)
	s := betaState(charger, target)
	wall := geom.Rect{Center: geom.V(1000, 1000+5+6.35), W: 140, D: 12.7}.Poly()
	s.Table.Terrain = []table.Terrain{{ID: 1, Name: "Wall", Kind: table.Obstacle, Height: 1, Parts: []geom.Poly{wall}}}
	ctB := beta.planCharge(s, &s.Pieces[0], &s.Pieces[1])
	if !ctB.Legal || !ctB.Hindered || math.Abs(ctB.Reach-250) > 0.01 {
		t.Errorf("beta: legal %v hindered %v reach %.2f, want a hindered charge at 250 mm (%v)", ctB.Legal, ctB.Hindered, ctB.Reach, ctB.Why)
	}
	ctK := kow2.planCharge(s, &s.Pieces[0], &s.Pieces[1])
	if ctK.Legal || math.Abs(ctK.Reach-267.7) > 0.01 {
		t.Errorf("kow2: legal %v reach %.2f, want out of reach at 267.7 mm", ctK.Legal, ctK.Reach)
	}
	// Without the wall, the beta measures to the unit and cannot reach.
	s.Table.Terrain = nil
	if ct := beta.planCharge(s, &s.Pieces[0], &s.Pieces[1]); ct.Legal {
		t.Error("beta: no wall, still in reach")
	}
}

// kow-beta §9.4: "Solid unit = a unit of ≥ 20 infantry models or ≥ 10
// cavalry models. For each solid unit you may include 1 War Machine and 1
// Hero or Monster"; "each War Machine or Hero/Monster of a race needs a
// solid unit of that race"; "[1] may be taken only once" (§10 row 33:
// 2nd edition unlocks by regiments and hordes, allies ≤ 25%).
func TestBetaArmySelection(t *testing.T) {
	u := func(name, typ, size string, pts int) armies.Unit {
		return armies.Unit{Name: name, Type: typ, Size: size, Points: pts}
	}
	army := []armies.Unit{
		u("Spears", "Inf", "20", 150), u("Riders", "Cav", "10", 200), u("Bows", "Inf", "10", 100),
		u("Bolt", "WE", "single", 90), u("Bolt", "WE", "single", 90),
		u("Hero", "Hero/Inf", "single", 100), u("Dragon", "Mon", "single", 250),
	}
	if b := (BetaArmies{}).Validate(army, 1000); len(b) != 0 {
		t.Errorf("2 solid units, 2 War Machines, a Hero and a Monster: %v", b)
	}
	// Riders of 5 are not solid: one slot left for two of each.
	army[1].Size = "5"
	if b := (BetaArmies{}).Validate(army, 0); len(b) != 2 {
		t.Errorf("1 solid unit: %v, want two breaches", b)
	}
	army[1].Size = "10"
	// An allied hero needs a solid unit of its own contingent.
	ally := append(slices.Clone(army), armies.Unit{Name: "Ally Hero", Type: "Hero/Inf", Size: "single", Points: 80, Allied: true})
	if b := (BetaArmies{}).Validate(ally, 0); len(b) != 1 || !strings.Contains(b[0].Msg, "allied") {
		t.Errorf("an allied hero without an allied solid unit: %v", b)
	}
	ally = append(ally, armies.Unit{Name: "Ally Spears", Type: "Inf", Size: "25", Points: 150, Allied: true})
	if b := (BetaArmies{}).Validate(ally, 0); len(b) != 0 {
		t.Errorf("with an allied solid unit: %v", b)
	}
	// [1] twice; over the points.
	legend := armies.Unit{Name: "The Old One", Type: "Hero/Inf", Size: "single", Points: 10, Legend: true}
	if b := (BetaArmies{}).Validate(append(slices.Clone(army[:3]), legend, legend), 460); len(b) != 2 {
		t.Errorf("[1] twice and 470 points of 460: %v", b)
	}
	// The same force under 2nd edition's rules: sizes it does not know
	// unlock nothing, so its War Engines, Hero and Monster breach §11.2.
	if b := ValidateArmy(army, 1000); len(b) == 0 {
		t.Error("kow2 accepted the beta force")
	}
}

// kow-beta §2.1, §2.4: unit sizes are model counts (5 wide, hordes of
// 30-50 ten wide) and Ne is one number; 2nd edition's regiment and its
// waver/rout do not load as a beta profile, nor the beta's under kow2.
func TestBetaUnitProfiles(t *testing.T) {
	spec := engine.UnitSpec{Name: "Horde", Type: "Inf", Size: "40", BaseW: 20, BaseD: 20,
		Stats: []engine.Stat{{Name: "att", Value: 25}, {Name: "de", Value: 4}, {Name: "me", Value: 5}, {Name: "ne", Value: 4}, {Name: "sp", Value: 5}}}
	fit, err := beta.Unit(spec)
	if err != nil || fit.Formation.Files != 10 || fit.Formation.Ranks != 4 || fit.Footprint.W != 200 || fit.Footprint.D != 80 {
		t.Fatalf("beta horde of 40: %+v %v, want 10 × 4 of 20 mm", fit.Formation, err)
	}
	if _, err := kow2.Unit(spec); err == nil {
		t.Error("kow2 loaded a size of 40 models")
	}
	spec.Size = "regiment"
	if _, err := beta.Unit(spec); err == nil {
		t.Error("the beta loaded a regiment")
	}
	spec.Size, spec.Stats[3] = "20", engine.Stat{Name: "rout", Value: 14}
	if _, err := beta.Unit(spec); err == nil || !strings.Contains(err.Error(), "rout") {
		t.Errorf("the beta loaded waver/rout: %v", err)
	}
	spec.Type = "LInf"
	if _, err := beta.Unit(spec); err == nil {
		t.Error("the beta loaded large infantry")
	}
	p := bp(1, 1, "Inf", 5, 4, 20, 20, 0, 0, 0, map[string]int{"sp": 6, "me": 4, "ra": 0, "de": 4, "att": 10, "ne": 3}, "Standard")
	if got := beta.Profile(&p); got != "Sp 6  Me 4+  Ra -  De 4+  At 10  Ne 3 (+1 Standard)" {
		t.Errorf("beta stat line %q", got)
	}
}

// kow-beta §9.3: "Chess clock ... Running out of time during your turn
// loses the game at once." 2nd edition's timed games only end the
// player's phases (kow2 §14-A35): it refuses the TimeUp the clock gives.
func TestBetaTimedGameLostOnTime(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "de": 4, "att": 10, "ne": 2, "waver": 9, "rout": 11, "pts": 100}
	s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, 500, 500, 0, st), bp(2, 2, "Inf", 5, 2, 20, 20, 900, 900, 0, st))
	up := engine.TimeUp{By: 1}
	if err := kow2.Check(s, up); err == nil {
		t.Error("kow2 accepted TimeUp")
	}
	if err := beta.Check(s, up); err != nil {
		t.Fatalf("beta refused TimeUp: %v", err)
	}
	ev := beta.Apply(s, up)
	sc := beta.Score(s)
	if !s.Over || sc.Winner != 2 || len(ev) != 1 || ev[0].Kind != engine.GameEnded {
		t.Errorf("over %v, winner %d, events %+v", s.Over, sc.Winner, ev)
	}
	kind, data, err := engine.EncodeOrder(beta, up)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := engine.DecodeOrder(beta, kind, data); err != nil || back != up {
		t.Errorf("TimeUp round trip: %v %v", back, err)
	}
}

// The house rules of kow-beta §11, each where it changes the answer:
// A6 "halfAttacksRounding = Up" (shooting 9 dice needing 7: 5, the house
// rule 4); A10 "individualHitPenalty = {All, Melee, Shooting}"; A12
// "zapToHit = {UnitRa, Fixed4}"; A16 "arcTestMode = ChampionCentrePoint";
// A28 "eliteOnFixedAttacks = true; false is a house rule".
func TestBetaHouseRules(t *testing.T) {
	with := func(names ...string) *engine.State { return &engine.State{HouseRules: names} }
	if d, _ := beta.halve(with(), 9, 7, false); d != 5 {
		t.Errorf("shooting halved: %d, want 5", d)
	}
	if d, _ := beta.halve(with(BetaShootingHalvesDown), 9, 7, false); d != 4 {
		t.Errorf("shooting halved, house rule: %d, want 4", d)
	}
	if d, _ := beta.halve(with(BetaShootingHalvesDown), 9, 7, true); d != 5 {
		t.Errorf("melee halved, house rule: %d, want 5 (melee rounds up)", d)
	}
	plain, hero := unit("Inf", 10, 4, 4), unit("Hero/Inf", 5, 3, 5, "Individual")
	bows := Weapon{Name: "Bows", Range: 24 * Inch, Dice: 10}
	for _, c := range []struct {
		rule         string
		melee, shoot int
	}{{"", 5, 5}, {BetaIndividualMeleeOnly, 5, 4}, {BetaIndividualShootingOnly, 4, 5}} {
		s := with(c.rule)
		if a := beta.meleeAttack(s, plain, hero, geom.ArcFront, false); a.Hit != c.melee {
			t.Errorf("%q: melee on an Individual %d+, want %d+", c.rule, a.Hit, c.melee)
		}
		if a := beta.shootingAttack(s, plain, hero, bows, false); a.Hit != c.shoot {
			t.Errorf("%q: shooting an Individual %d+, want %d+", c.rule, a.Hit, c.shoot)
		}
	}
	witch := unit("Hero/Inf", 3, 5, 4, "Zap!(5)")
	witch.Stats[3].Value = 5 // Ra 5+
	zap := Weapons(witch)[0]
	if a := beta.shootingAttack(with(), witch, plain, zap, false); a.Hit != 5 {
		t.Errorf("Zap! with Ra 5+: %d+", a.Hit)
	}
	if a := beta.shootingAttack(with(BetaZapFixed4), witch, plain, zap, false); a.Hit != 4 {
		t.Errorf("Zap!, house rule: %d+, want 4+", a.Hit)
	}
	elite := unit("Mon", 3, 4, 4, "Elite", "Breath(6)")
	breath := Weapons(elite)[0]
	if a := beta.shootingAttack(with(), elite, plain, breath, false); a.OneHit != "Elite" {
		t.Errorf("Elite Breath: %s", a.describe())
	}
	if a := beta.shootingAttack(with(BetaEliteNotOnFixed), elite, plain, breath, false); a.OneHit != "" || a.OneDamage != "" {
		t.Errorf("Elite Breath, house rule: %s", a.describe())
	}
	// A16: a line through a square leaves the larger part on the side of
	// its centre, so the point test agrees with the area test wherever
	// the champion's base stands clear of the target: checked over a
	// sweep of poses around a target's front-left corner.
	st := map[string]int{"sp": 5, "me": 4, "de": 4, "att": 10, "ne": 2}
	for x := 800.0; x <= 940; x += 7 {
		for y := 1035.0; y <= 1120; y += 7 {
			for _, deg := range []float64{180, 135, 90} {
				s := betaState(bp(1, 1, "Inf", 5, 2, 20, 20, x, y, deg, st), bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 980, 0, st))
				if geom.Distance(s.Pieces[0].Rect(), s.Pieces[1].Rect()) < 1 {
					continue
				}
				area := beta.newChargeCtx(s, &s.Pieces[0]).chargeFacing(s.Pieces[1].Rect())
				s.HouseRules = []string{BetaArcByChampionCentre}
				centre := beta.newChargeCtx(s, &s.Pieces[0]).chargeFacing(s.Pieces[1].Rect())
				if want := geom.ArcOf(s.Pieces[1].Rect(), geom.ArcCorner45, championBase(s, &s.Pieces[0]).Center); centre != want || centre != area {
					t.Errorf("at (%g, %g) facing %g: area %v, centre %v, want %v", x, y, deg, area, centre, want)
				}
			}
		}
	}
	var names []string
	for _, h := range beta.HouseRules() {
		names = append(names, h.Name)
	}
	if !slices.Contains(names, BetaZapFixed4) || slices.Contains(names, RangeToVisiblePoint) {
		t.Errorf("beta house rules %v", names)
	}
}

// kow-beta §8, the Sabre-tooth Cat: "Roll 5 dice to hit regardless of the
// hero's At; always hits on 4+ ... Damage with Penetration (1). For every
// point of damage, roll one more die to hit and to damage. Repeat until a
// round inflicts nothing", "Expected total against De 4+ = 2.5"; only at
// "Heroes, Monsters, War Machines, and Infantry or Cavalry units of ≤ 10
// models"; thrown once. Assault Hounds: the unit's At (§11 A13).
func TestBetaChainedAttacks(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "ra": 0, "de": 4, "att": 3, "ne": 3}
	hero := bp(1, 1, "Hero/Inf", 1, 1, 25, 25, 1000, 500, 0, st, "Sabre-tooth Cat", "Assault Hounds")
	small := bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 700, 180, st)
	horde := bp(3, 2, "Inf", 5, 4, 20, 20, 1200, 700, 180, st)
	s := betaState(hero, small, horde)
	s.Phase = Shooting
	ws := Weapons(&s.Pieces[0])
	if len(ws) != 2 || ws[0].Name != sabreCat || ws[0].Dice != 5 || ws[1].Name != assaultHound || ws[1].Dice != 3 {
		t.Fatalf("weapons %+v", ws)
	}
	a := beta.shootingAttack(s, &s.Pieces[0], &s.Pieces[1], ws[0], false)
	if a.Hit != 4 || a.Damage != 3 || !a.Chain {
		t.Fatalf("the Cat: %s", a.describe())
	}
	d := damageOdds(a)
	if got := d.P(0); got.Cmp(big.NewRat(32, 243)) != 0 {
		t.Errorf("P(0) = %v, want (2/3)^5 = 32/243", got)
	}
	if got := d.P(1); got.Cmp(big.NewRat(160, 729)) != 0 {
		t.Errorf("P(1) = %v, want 5·(1/3)(2/3)^4 · 2/3 = 160/729", got)
	}
	sum := new(big.Rat)
	for v := 0; v <= d.Max(); v++ {
		sum.Add(sum, d.P(v))
	}
	if mean, _ := d.Mean().Float64(); sum.Cmp(big.NewRat(1, 1)) != 0 || math.Abs(mean-2.5) > 1e-4 {
		t.Errorf("total %v, mean %.6f, want 1 and 2.5", sum, mean)
	}
	// Rolled: 5 dice 4 4 1 1 1 hit twice; 3 5 damage twice; then 2 dice
	// 6 2 hit once; 2 fails to damage: the chain ends with 2.
	s.Dice = dice.NewFixed(1, []int{4, 4, 1, 1, 1, 3, 5, 6, 2, 2})
	ev := beta.Apply(s, Shoot{By: 1, Unit: 1, Target: 2, Weapon: sabreCat})
	if got := s.Piece(2).Counter("damage"); got != 2 {
		t.Errorf("damage %d, want 2: %v", got, ev)
	}
	if _, ok := weapon(s.Piece(1), sabreCat); ok {
		t.Error("the Cat was thrown twice")
	}
	var st2 ShootTarget
	beta.aim(s, beta.shootCtx(s, s.Piece(1)), ws[0], s.Piece(3), &st2)
	if st2.Legal || st2.Why == nil || !strings.Contains(st2.Why.Error(), "10 models") {
		t.Errorf("the Cat at 20 models: %v", st2.Why)
	}
	if checkRule("Sabre-tooth Cat", specialRules) == "" {
		t.Error("kow2 plays the Sabre-tooth Cat")
	}
}

// kow-beta §8, Assault Hounds: "Against Shambling targets, every failed
// damage die may be rerolled": one Hound die against De 4, 4+ to hit,
// damages with 1/2, re-rolling failures 3/4; a round of one die then does
// damage with 1/4 against 3/8. The roll re-rolls each failure once.
func TestBetaHoundsOnShambling(t *testing.T) {
	st := map[string]int{"sp": 5, "me": 4, "ra": 0, "de": 4, "att": 1, "ne": 3}
	hounds := bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, "Assault Hounds")
	plain := bp(2, 2, "Inf", 5, 2, 20, 20, 1000, 700, 180, st)
	dead := bp(3, 2, "Inf", 5, 2, 20, 20, 1200, 700, 180, st, "Shambling")
	s := betaState(hounds, plain, dead)
	s.Phase = Shooting
	w, _ := weapon(&s.Pieces[0], assaultHound)
	one := func(a attack) *big.Rat { a.Chain = false; return damageOdds(a).P(1) }
	if got := one(beta.shootingAttack(s, &s.Pieces[0], &s.Pieces[1], w, false)); got.Cmp(big.NewRat(1, 4)) != 0 {
		t.Errorf("Hounds on a unit: P(1) = %v, want 1/4", got)
	}
	if got := one(beta.shootingAttack(s, &s.Pieces[0], &s.Pieces[2], w, false)); got.Cmp(big.NewRat(3, 8)) != 0 {
		t.Errorf("Hounds on Shambling: P(1) = %v, want 3/8", got)
	}
	// To hit 5; to damage 2, re-rolled 6: one damage; the chain's next
	// die: to hit 1, and the chain ends: four dice in all.
	s.Dice = dice.NewFixed(1, []int{5, 2, 6, 1})
	beta.Apply(s, Shoot{By: 1, Unit: 1, Target: 3, Weapon: assaultHound})
	if got := s.Piece(3).Counter("damage"); got != 1 {
		t.Errorf("damage %d, want 1", got)
	}
	if used, _ := s.Dice.Fixed(); used != 4 {
		t.Errorf("%d dice used, want 4", used)
	}
}

// kow-beta §8 Nimble: "One extra Change Facing (any angle, about the
// centre) at any point during the unit's movement" (§10 row 24: 2nd
// edition's extra pivot is at most 90°). A Nimble unit going Back turns
// 150° first: the beta gives it, 2nd edition clamps it to 90°. (With
// Advance and Charge: TestBetaNimbleAnyAngleWithAdvanceAndCharge.)
func TestBetaNimbleAnyAngle(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 10, "ne": 3, "waver": 10, "rout": 12}
	s := betaState(bp(1, 1, "Cav", 5, 1, 25, 50, 900, 600, 0, st, "Nimble"))
	turn := 150 * math.Pi / 180
	steps := []move.Step{{Kind: move.Pivot, Angle: turn}, {Kind: move.Straight, Dir: geom.V(0, -1), Dist: 2 * Inch}}
	for r, want := range map[*Ruleset]float64{beta: turn, kow2: math.Pi / 2} {
		res, il := r.Preview(s, NewMove(1, 1, Back, steps))
		if il != nil {
			t.Fatal(il)
		}
		if got := geom.NormAngle(res.End.Heading - res.Start.Heading); math.Abs(got-want) > 1e-6 {
			t.Errorf("%s: turned %.1f°, want %.1f°", r.ID(), got*180/math.Pi, want*180/math.Pi)
		}
	}
}

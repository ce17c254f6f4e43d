package whfb8

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// troop is a unit of the given troop type on its typical base, with the
// stats given over the plain profile of piece.
func troop(t *testing.T, code string, over map[string]int, rules ...string) *engine.Piece {
	t.Helper()
	p := piece(t, over)
	tt, _ := troopType(code)
	p.Type, p.Rules = code, slices.Sorted(slices.Values(rules))
	w, d := tt.BaseW, tt.BaseD
	p.Formation = formation(p.Formation.Models, p.Formation.Files, w, d)
	p.Footprint = footprint(p.Formation)
	p.Height = tt.Height
	return p
}

// whfb8 §2.4, §10.1: "mounted (cavalry rider): improves the save by 1";
// "mount with barding: improves the save by 2 in total instead of 1;
// barding also gives −1 M"; §9.1 Scaly Skin: "each +1 of armour improves
// the scaly-skin save by 1".
func TestMountedArmourAndBarding(t *testing.T) {
	ca := troop(t, "Ca", map[string]int{"M": 8, "Ar": 5}) // heavy armour 5+
	if got := stat(ca, "Sv"); got != 4 {
		t.Errorf("heavy armour on a horse: %d+, want 4+", got)
	}
	ca.Rules = []string{"Barding"}
	if sv, m := stat(ca, "Sv"), stat(ca, "M"); sv != 3 || m != 7 {
		t.Errorf("with barding: %d+ and M %d, want 3+ and M 7", sv, m)
	}
	bare := troop(t, "Ca", map[string]int{"M": 8})
	if got := stat(bare, "Sv"); got != 6 {
		t.Errorf("no armour on a horse: %d+, want 6+", got)
	}
	whole := troop(t, "Ca", map[string]int{"M": 8, "Sv": 3}) // the file's whole save
	if got := stat(whole, "Sv"); got != 3 {
		t.Errorf("a file's Sv: %d+, want it as given (3+)", got)
	}
	scaly := troop(t, "In", map[string]int{"Sv": 6, "Scaly": 5}) // light armour and Scaly Skin 5+
	if got := stat(scaly, "Sv"); got != 4 {
		t.Errorf("Scaly Skin 5+ with light armour: %d+, want 4+", got)
	}
}

// whfb8 §2.2, §10.1: cavalry, war beasts and monstrous beasts have
// Swiftstride; the monstrous types Stomp; monsters Thunderstomp; swarms
// are Skirmishers, Unbreakable and Unstable.
func TestTroopTypeRules(t *testing.T) {
	for _, c := range []struct {
		code, rule string
		want       bool
	}{
		{"Ca", "Swiftstride", true}, {"WB", "Swiftstride", true}, {"MB", "Swiftstride", true}, {"In", "Swiftstride", false},
		{"MI", "Stomp", true}, {"MC", "Stomp", true}, {"Mo", "Thunderstomp", true}, {"Ca", "Stomp", false},
		{"Sw", "Skirmishers", true}, {"Sw", "Unbreakable", true}, {"Sw", "Unstable", true},
	} {
		if got := has(troop(t, c.code, nil), c.rule); got != c.want {
			t.Errorf("%s has %s: %v, want %v", c.code, c.rule, got, c.want)
		}
	}
	fc := troop(t, "Ca", nil, "Flying Cavalry")
	if !has(fc, "Fast Cavalry") || !has(fc, "Fly") || !has(fc, "Vanguard") || !has(fc, "Skirmishers") {
		t.Error("Flying Cavalry: Fast Cavalry plus Fly (§9.1), so Vanguard, and a unit of flyers skirmishes")
	}
}

// whfb8 §7.2: "For mounted models, only the rider supports"; §10.1:
// cavalry mounts attack with their own WS, S and I; "Monstrous Support:
// the rider makes as many supporting attacks as its A, up to 3".
func TestMountsAndRiderSupport(t *testing.T) {
	ca := troop(t, "Ca", map[string]int{"models": 10, "mA": 1, "mS": 3, "mI": 3, "mWS": 3})
	s := engagedDuel(t, ca, piece(t, nil)) // cavalry 25 mm wide against 20 mm infantry
	p, e := &s.Pieces[0], &s.Pieces[1]
	c, sup := fighters(p, e)
	if a := blows(s, p, e); a.N != c+sup || sup == 0 {
		t.Errorf("riders: %d attacks, want %d in contact + %d supporting, one each", a.N, c, sup)
	}
	if m := mountBlows(s, p, e); m.N != c {
		t.Errorf("mounts: %d attacks, want one per model in contact (%d), none supporting", m.N, c)
	}
	mc := troop(t, "MC", map[string]int{"models": 6, "files": 3, "A": 2})
	s = engagedDuel(t, mc, piece(t, nil))
	p, e = &s.Pieces[0], &s.Pieces[1]
	c, sup = fighters(p, e)
	if a := blows(s, p, e); a.N != 2*c+2*sup || sup == 0 {
		t.Errorf("monstrous cavalry: %d attacks, want 2 × %d in contact + 2 × %d supporting", a.N, c, sup)
	}
}

// whfb8 §10.1 Chariots: "Beasts may only attack enemies in contact with
// the chariot's front"; "No supporting attacks"; Impact Hits (D6), D6+1
// with scythes, "automatic hits at the model's S ... count for combat
// resolution" (§9.1).
func TestChariotImpactHits(t *testing.T) {
	ch := troop(t, "Ch", map[string]int{"models": 1, "files": 1, "S": 3, "mS": 5, "mA": 2, "T": 4, "W": 4})
	s := engagedDuel(t, ch, piece(t, nil))
	p, e := &s.Pieces[0], &s.Pieces[1]
	if m := mountBlows(s, p, e); m.N != 2 {
		t.Errorf("beasts at the front: %d attacks, want 2", m.N)
	}
	p.SetCounter("charged", playerTurn(s))
	// impact D6 = 4 hits at S5 (the beasts') against T3: 2+ to wound
	s.Dice = dice.NewFixed(1, []int{4, 6, 6, 6, 1})
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, Fight{By: 1, Unit: 1})
	for _, want := range []string{"Shooters's impact hits: 4.", "Shooters crashes into Targets: 4 impact hits.",
		"To wound: 3 of 4 on 2+.", "Targets loses 3 wounds, 3 models."} {
		if !hasText(ev, want) {
			t.Errorf("no %q in %v", want, texts(ev))
		}
	}
	ch.Rules = []string{"Scythes"}
	if impactDice(ch) != -7 {
		t.Error("a chariot with scythes: D6+1 impact hits")
	}
	// §10.1: the beasts of a chariot engaged in the flank do not attack
	s = engagedDuel(t, troop(t, "Ch", map[string]int{"models": 1, "files": 1, "mA": 2}), piece(t, nil))
	s.Pieces[0].Pose.Heading = 3.141592653589793 / 2
	if m := mountBlows(s, &s.Pieces[0], &s.Pieces[1]); m.N != 0 {
		t.Errorf("beasts against a foe at the flank: %d attacks, want 0", m.N)
	}
}

// whfb8 §9.1: "Impact Hits ... Hits are split evenly among the units
// contacted, and any remainder goes at random."
func TestImpactHitsSplit(t *testing.T) {
	s := &engine.State{Dice: dice.NewFixed(1, []int{2})}
	if got := splitHits(s, 7, 2); got[0] != 3 || got[1] != 4 {
		t.Errorf("7 hits on 2 units with a 2 for the remainder: %v, want [3 4]", got)
	}
}

// whfb8 §9.1 Stomp: "one automatic hit at the model's S against one
// enemy unit of infantry, war beasts or swarms in base contact";
// Thunderstomp: "D6 automatic hits"; §7.3: they strike last.
func TestStompAndThunderstomp(t *testing.T) {
	mi := troop(t, "MI", map[string]int{"models": 3, "files": 3, "S": 4, "W": 3, "T": 4})
	s := engagedDuel(t, mi, piece(t, nil))
	p := &s.Pieces[0]
	n, e, _ := (&Ruleset{}).stomps(s, p)
	c, _ := fighters(p, &s.Pieces[1])
	if n != c || e == nil || e.ID != 2 {
		t.Errorf("stomp: %d hits, want one per model in contact (%d)", n, c)
	}
	if a := stompAttack(p, e, n); !a.Auto || a.Wound != 3 {
		t.Errorf("stomp: auto %v, %d+ to wound; want automatic hits at S4 against T3 (3+)", a.Auto, a.Wound)
	}
	mo := troop(t, "Mo", map[string]int{"models": 1, "files": 1, "S": 6})
	s = engagedDuel(t, mo, piece(t, nil))
	s.Dice = dice.NewFixed(1, []int{5})
	n, _, ev := (&Ruleset{}).stomps(s, &s.Pieces[0])
	if n != 5 || len(ev) != 1 || ev[0].Text != "Shooters thunderstomps: 5 hits." {
		t.Errorf("thunderstomp with a 5: %d hits, %v", n, texts(ev))
	}
	cav := troop(t, "MC", nil)
	s = engagedDuel(t, troop(t, "MI", map[string]int{"models": 3, "files": 3}), cav)
	if n, _, _ := (&Ruleset{}).stomps(s, &s.Pieces[0]); n != 0 {
		t.Errorf("stomp against monstrous cavalry: %d hits, want none", n)
	}
}

// whfb8 §9.1: "Extra Attack: +1 A"; "Devastating Charge: +1 A in the
// turn the model charges"; "Heroic Killing Blow: Killing Blow against any
// troop type except swarms"; §6.7 "Flammable: unsaved wounds from flaming
// attacks are doubled"; "Ethereal: can be wounded only by spells or
// magical attacks".
func TestAttackRules(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Devastating Charge", "Extra Attack"}
	s := engagedDuel(t, a, piece(t, map[string]int{"W": 3}))
	p, e := &s.Pieces[0], &s.Pieces[1]
	if b := blows(s, p, e); b.N != 5*2+5 {
		t.Errorf("Extra Attack: %d attacks, want 5 × 2 + 5 supporting", b.N)
	}
	p.SetCounter("charged", playerTurn(s))
	if b := blows(s, p, e); b.N != 5*3+5 {
		t.Errorf("Extra Attack and Devastating Charge on the charge: %d attacks, want 5 × 3 + 5", b.N)
	}
	p.Rules = []string{"Heroic Killing Blow"}
	for code, want := range map[string]bool{"MI": true, "Mo": true, "Sw": false} {
		if got := killsOutright(p, troop(t, code, nil)); got != want {
			t.Errorf("Heroic Killing Blow against %s: %v, want %v", code, got, want)
		}
	}
	p.Rules = []string{"Flaming Attacks"}
	e.Rules = []string{"Flammable"}
	b := blows(s, p, e)
	// one attack: 4+ to hit, 4+ to wound: an unsaved wound 1/4, two wounds each
	b.N, b.W, b.Models = 1, 3, 20
	d := b.woundsDist()
	if d.P(2).Cmp(big.NewRat(1, 4)) != 0 || d.P(1).Sign() != 0 {
		t.Errorf("Flammable: P(2 wounds) = %v, P(1) = %v; want 1/4 and 0", d.P(2), d.P(1))
	}
	e.Rules = []string{"Ethereal"}
	if b := blows(s, p, e); b.Hit != 0 {
		t.Errorf("against Ethereal without magical attacks: %d+ to hit, want no hit possible", b.Hit)
	}
	p.Rules = []string{"Magical Attacks"}
	if b := blows(s, p, e); b.Hit == 0 {
		t.Error("magical attacks cannot hit an Ethereal unit")
	}
}

// whfb8 §4.7 Fly: "Move either on the ground (normal M) or by flying up
// to 10". A flying move passes over units and impassable terrain as if
// they were open ground, but may not end on them. A flyer may march by
// doubling the flight distance to 20". Hover is Fly without marching";
// §4.6: "Fly: 10 is used as M for a flying charge".
func TestFlyers(t *testing.T) {
	fl := troop(t, "MB", map[string]int{"M": 4, "models": 1, "files": 1}, "Fly")
	if m := stat(fl, "M"); m != 10 {
		t.Errorf("a flyer's M: %d, want 10", m)
	}
	s := duel(t, fl, piece(t, nil), 40*Inch, Movement)
	p := &s.Pieces[0]
	// a friendly block 3" ahead, 10" deep: flown over, landing past it
	wall := troop(t, "In", map[string]int{"models": 50, "files": 10})
	wall.ID, wall.Owner, wall.Name = 3, 1, "Friends"
	wall.Pose = geom.Pose{Pos: p.Pose.Pos.Add(geom.V(0, p.Footprint.D/2+3*Inch+wall.Footprint.D/2))}
	s.Pieces = append(s.Pieces, *wall)
	r := &Ruleset{}
	over := []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 3*Inch + wall.Footprint.D + 3*Inch}}
	if il := r.checkMove(s, NewMove(1, 1, Normal, over)); il != nil {
		t.Errorf("flying over a unit: %v", il)
	}
	onto := []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 5 * Inch}}
	if il := r.checkMove(s, NewMove(1, 1, Normal, onto)); il == nil {
		t.Error("a flyer ended on a unit")
	}
	if il := r.checkMove(s, NewMove(1, 1, March, []move.Step{{Kind: move.Straight, Dir: dirForward, Dist: 19 * Inch}})); il != nil {
		t.Errorf("a 19\" flying march: %v", il)
	}
	s.Pieces[0].Rules = []string{"Hover"}
	if il := r.canMove(s, &s.Pieces[0], March); il == nil {
		t.Error("a hovering unit marched")
	}
	walker := troop(t, "MB", map[string]int{"M": 4, "models": 1, "files": 1})
	s.Pieces[0] = *walker
	s.Pieces[0].ID, s.Pieces[0].Owner, s.Pieces[0].Pose = 1, 1, p.Pose
	if il := r.checkMove(s, NewMove(1, 1, Normal, over)); il == nil {
		t.Error("a unit on foot walked through a unit")
	}
}

// whfb8 §10.3: "friendly units within 12" (18" if he is or rides a Large
// Target)".
func TestLargeTargetCommandRange(t *testing.T) {
	g := troop(t, "Mo", nil, "General")
	if reachOf(g) != 12*Inch {
		t.Errorf("a General: %v mm", reachOf(g))
	}
	g.Rules = []string{"General", "Large Target"}
	if reachOf(g) != 18*Inch {
		t.Errorf("a Large Target General: %v mm, want 18\"", reachOf(g))
	}
}

// whfb8 §9.1 Random Attacks: "The number of attacks = the die roll shown
// + any modifier. Roll separately for each model." A monster of D6
// attacks hitting on 4+ and wounding on 4+, no save: each attack wounds
// with 1/4, so no wound at all is the mean over the die of (3/4)^k:
// (1/6)(3/4 + 9/16 + 27/64 + 81/256 + 243/1024 + 729/4096) = 3367/8192.
func TestRandomAttacks(t *testing.T) {
	mo := troop(t, "Mo", map[string]int{"models": 1, "files": 1, "A": 3}, "Random Attacks (D6)")
	s := engagedDuel(t, mo, piece(t, nil))
	a := blows(s, &s.Pieces[0], &s.Pieces[1])
	if a.N != 0 || a.Random != 1 || a.RandomDie != 6 {
		t.Fatalf("random attacks: N %d + %d×D%d, want 0 + 1×D6", a.N, a.Random, a.RandomDie)
	}
	if p0 := a.woundsDist().P(0); p0.Cmp(big.NewRat(3367, 8192)) != 0 {
		t.Errorf("P(no wound) = %v, want 3367/8192", p0)
	}
	s.Dice = dice.NewFixed(1, []int{5})
	res := a.roll(s, &s.Pieces[1], rule("7.4"))
	if !hasText(res.Events, "Random attacks: 5.") || len(res.Events) < 2 || len(res.Events[1].Dice) != 5 {
		t.Errorf("rolled %v, want 5 attacks", texts(res.Events))
	}
}

// whfb8 §9.1 Breath Weapon: "Once per game ... Close combat: an extra
// attack at the model's Initiative ... 2D6 automatic hits on one enemy
// unit in base contact".
func TestBreathWeaponInCombat(t *testing.T) {
	mo := troop(t, "Mo", map[string]int{"models": 1, "files": 1, "S": 6, "BwS": 4}, "Breath Weapon")
	s := engagedDuel(t, mo, piece(t, nil))
	p, e := &s.Pieces[0], &s.Pieces[1]
	bs := blowsAt(s, p, e, step(s, p))
	if len(bs) != 2 || bs[1].Random != 2 || !bs[1].Auto || bs[1].Wound != 3 {
		t.Fatalf("breath: %+v, want 2D6 automatic hits at S4 (3+ against T3)", bs)
	}
	if len(blowsAt(s, p, e, step(s, p))) != 1 {
		t.Error("a second breath in one game")
	}
}

// whfb8 §8.2: "Flaming Attacks cause Fear in war beasts, cavalry and
// chariots (R1)": cavalry fighting them take a fear test, infantry do
// not.
func TestFlamesFrightenHorses(t *testing.T) {
	fire := piece(t, nil)
	fire.Rules = []string{"Flaming Attacks"}
	for code, want := range map[string]bool{"Ca": true, "WB": true, "In": false} {
		s := engagedDuel(t, fire, troop(t, code, nil))
		s.Dice = dice.NewFixed(1, []int{6, 6})
		ev := fearTestsOf(s, &s.Pieces[1])
		if got := len(ev) > 0; got != want {
			t.Errorf("%s against flaming attacks: fear test %v, want %v", code, got, want)
		}
	}
}

// whfb8 §10.1 (§14, Important): "MC uses the highest T and W; characters
// on monstrous beasts become MC". A hero (T 4, W 3) on a monstrous beast
// (mA 2, T 5, W 4), written as a single model of type MB, begins the game
// as monstrous cavalry: T 5, W 4, Swiftstride and Stomp, a rider's save
// (heavy armour 5+ and the mount: 4+).
func TestCharacterOnAMonstrousBeast(t *testing.T) {
	h := hero(t, 3, 1, "Beast-Rider", map[string]int{"M": 7, "T": 4, "W": 3, "mA": 2, "mWS": 4, "mS": 5, "mI": 3, "mT": 5, "mW": 4, "Ar": 5})
	h.Type = "MB"
	s := duel(t, piece(t, nil), piece(t, nil), 20*Inch, "")
	s.Turn, s.Active, s.First = 0, 0, 0
	s.Pieces = append(s.Pieces, h)
	ev := (&Ruleset{}).Start(s)
	p := s.Piece(3)
	if !hasText(ev, "Beast-Rider rides a monstrous beast: monstrous cavalry.") || p.Type != "MC" {
		t.Fatalf("type %s after the start: %v", p.Type, texts(ev))
	}
	if stat(p, "T") != 5 || stat(p, "W") != 4 || !has(p, "Swiftstride") || !has(p, "Stomp") || stat(p, "Sv") != 4 {
		t.Errorf("T %d W %d Swiftstride %v Stomp %v Sv %d; want 5, 4, both, 4+", stat(p, "T"), stat(p, "W"), has(p, "Swiftstride"), has(p, "Stomp"), stat(p, "Sv"))
	}
	foot := hero(t, 4, 1, "On Foot", map[string]int{"T": 4, "W": 3, "mT": 5})
	if stat(&foot, "T") != 4 {
		t.Errorf("a character on foot uses his own T, got %d", stat(&foot, "T"))
	}
}

// whfb8 §9.1 Breath Weapon, in the shooting phase: "Once per game ...
// only if not engaged; allowed even after marching ... Place the flame
// template with its narrow end at the model's mouth, inside its front
// arc, not over friendly units or engaged enemies. Every model under it,
// even partly, takes an automatic hit with the weapon's stats." A
// marched monster 2" from a block covers a fixed count of its models
// (the odds: that count for sure); then its breath is spent, for close
// combat too; a friend under the template forbids it.
func TestBreathWeaponShooting(t *testing.T) {
	mo := troop(t, "Mo", map[string]int{"models": 1, "files": 1, "S": 6, "BwS": 4}, "Breath Weapon")
	s := duel(t, mo, piece(t, nil), 2*Inch, Shooting)
	s.Pieces[0].SetCounter("marched", playerTurn(s))
	r := &Ruleset{}
	o := Breathe{By: 1, Unit: 1, Target: 2}
	n := underOf(s, breathTemplate(s.Piece(1), s.Piece(2)), 2)
	if n < 3 {
		t.Fatalf("the template covers %d models, want several", n)
	}
	od, err := r.Odds(s, o)
	if err != nil {
		t.Fatal(err)
	}
	if od.Damage[n].P.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("P(%d models hit) %v, want 1: no scatter", n, od.Damage[n].P)
	}
	g := &engine.Game{Rules: r, State: s}
	ev := do(t, g, o)
	if !hasText(ev, fmt.Sprintf("Shooters breathes over Targets (%d).", n)) || !strings.Contains(texts(ev)[1], fmt.Sprintf("%d hits, hitting automatically, 3+ to wound", n)) {
		t.Errorf("%v", texts(ev))
	}
	if _, err := g.Do(o); err == nil {
		t.Error("a second breath in one game")
	}
	if bs := blowsAt(s, s.Piece(1), s.Piece(2), step(s, s.Piece(1))); len(bs) != 1 {
		t.Error("the breath spent in shooting came again in close combat")
	}
	s2 := duel(t, troop(t, "Mo", map[string]int{"models": 1, "files": 1, "S": 6}, "Breath Weapon"), piece(t, nil), 2*Inch, Shooting)
	s2.Pieces = append(s2.Pieces, block(t, 3, 1, "Friends", s2.Piece(2).Pose.Pos.Sub(geom.V(0, s2.Piece(2).Footprint.D/2+Inch)), 0))
	if il := r.checkBreathe(s2, Breathe{By: 1, Unit: 1, Target: 2}); il == nil || !strings.Contains(il.Reason, "a friend") {
		t.Errorf("over a friend: %v", il)
	}
}

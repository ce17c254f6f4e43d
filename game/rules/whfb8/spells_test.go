package whfb8

import (
	"math"
	"slices"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// spellIndex is a spell's place in lores.
func spellIndex(t *testing.T, name string) int {
	t.Helper()
	i := slices.IndexFunc(lores, func(sp Spell) bool { return sp.Name == name })
	if i < 0 {
		t.Fatalf("no spell %q", name)
	}
	return i
}

// magicDuel is a level-2 wizard knowing spells facing a block 10" away,
// in player 1's magic phase with 12 power dice and no dispel dice.
func magicDuel(t *testing.T, spells ...string) (*Ruleset, *engine.State) {
	w := piece(t, map[string]int{"Lvl": 2, "models": 1, "files": 1})
	w.Rules = slices.Sorted(slices.Values(spells)) // HasRule searches a sorted list
	s := duel(t, w, piece(t, nil), 10*Inch, Magic)
	s.Sides = []engine.Side{{ID: 1}, {ID: 2}}
	s.Side(1).SetCounter("power", 12)
	return &Ruleset{}, s
}

// whfb8 §5.2 (spell types and targeting): "Augment: friendly units ...
// may target units in combat"; "Hex: enemy units, no front arc, no LOS,
// may target units in combat"; "Direct damage: enemy units only, front
// arc, LOS not required, cannot target units in combat"; a magic
// missile "cannot be cast if the wizard ... is engaged".
func TestSpellTargeting(t *testing.T) {
	r, s := magicDuel(t, "Kindle the Blades", "Smouldering Dread", "Fire Rain", "Cinder Bolt")
	aug, hex, dd, mm := spellIndex(t, "Kindle the Blades"), spellIndex(t, "Smouldering Dread"), spellIndex(t, "Fire Rain"), spellIndex(t, "Cinder Bolt")
	f := *piece(t, nil)
	f.ID, f.Owner, f.Name = 3, 1, "Friends"
	f.Pose = geom.Pose{Pos: s.Piece(1).Pose.Pos.Add(geom.V(-6*Inch, 0))}
	s.Pieces = append(s.Pieces, f)
	legal := func(spell int, target engine.PieceID) bool {
		return r.checkCast(s, Cast{By: 1, Wizard: 1, Target: target, Spell: spell, Dice: 3}) == nil
	}
	if !legal(aug, 3) || legal(aug, 2) || legal(hex, 3) || !legal(hex, 2) || !legal(dd, 2) || legal(dd, 3) {
		t.Error("augments on friends, hexes and direct damage on enemies")
	}
	s.Piece(2).SetCounter("engaged", 3)
	s.Piece(3).SetCounter("engaged", 2)
	if !legal(hex, 2) || !legal(aug, 3) || legal(dd, 2) || legal(mm, 2) {
		t.Error("engaged: a hex and an augment may, direct damage and a missile may not")
	}
	s.Piece(2).SetCounter("engaged", 0)
	s.Piece(2).Pose.Pos = s.Piece(1).Pose.Pos.Add(geom.V(0, -6*Inch)) // behind the wizard
	if !legal(hex, 2) || legal(dd, 2) {
		t.Error("behind the wizard: a hex may (no front arc), direct damage may not")
	}
	s.Piece(1).SetCounter("engaged", 2)
	if !legal(hex, 2) {
		t.Error("an engaged wizard may cast a hex")
	}
}

// whfb8 §5.2, §2.5: direct damage under the small (3") template, its
// centre over the target's middle model (the front of the two nearest
// the centre of a block 5 × 4 of 20 mm bases): 18 models lie under it,
// even in part; each takes a S4 hit.
func TestDirectDamageTemplate(t *testing.T) {
	r, s := magicDuel(t, "Fire Rain")
	sp := spellIndex(t, "Fire Rain")
	if n := underOf(s, spellTemplate(lores[sp], middleModel(s.Piece(2))), 2); n != 18 {
		t.Fatalf("%d models under the template, want 18", n)
	}
	s.Dice = dice.NewFixed(1, []int{4, 4, 3}) // 11 + level 2 against 9
	ev, err := (&engine.Game{Rules: r, State: s}).Do(Cast{By: 1, Wizard: 1, Target: 2, Spell: sp, Dice: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !hasText(ev, "Fire Rain strikes Targets: 18 hits, hitting automatically, 3+ to wound, no armour save.") {
		t.Errorf("fire rain: %v", texts(ev))
	}
	shown := false // the template rides on the first roll after it falls, for the tray
	for _, e := range ev {
		if e.Kind == engine.Rolled && e.Rule == rule("5.2") {
			shown = len(e.Marks) == 1 && e.Marks[0].Circle != nil && math.Abs(e.Marks[0].Circle.R-1.5*Inch) < 1e-9
			break
		}
	}
	if !shown {
		t.Error("the fallen template is not on the roll the tray shows")
	}
}

// whfb8 §5.5: an augment that lasts one turn (Kindle the Blades, +1 S)
// holds through the other player's turn and ends at the start of the
// caster's next; a hex that remains in play (Smouldering Dread, −1 WS,
// −1 Ld) stays, and ends when its caster leaves the battlefield.
func TestSpellDurations(t *testing.T) {
	r, s := magicDuel(t, "Kindle the Blades", "Smouldering Dread")
	f := *piece(t, nil)
	f.ID, f.Owner, f.Name = 3, 1, "Friends"
	f.Pose = geom.Pose{Pos: s.Piece(1).Pose.Pos.Add(geom.V(-6*Inch, 0))}
	s.Pieces = append(s.Pieces, f)
	w, e, fr := s.Piece(1), s.Piece(2), s.Piece(3)
	enchant(s, w, fr, lores[spellIndex(t, "Kindle the Blades")])
	enchant(s, w, e, lores[spellIndex(t, "Smouldering Dread")])
	if stat(fr, "S") != 4 || stat(e, "WS") != 2 || stat(e, "Ld") != 6 || stat(e, "S") != 3 {
		t.Fatalf("S %d, WS %d, Ld %d", stat(fr, "S"), stat(e, "WS"), stat(e, "Ld"))
	}
	s.Active = 2 // the other player's turn
	endSpells(s)
	if stat(fr, "S") != 4 {
		t.Error("the augment ended in the other player's turn")
	}
	s.Active, s.Turn = 1, 2 // the caster's next turn
	endSpells(s)
	if stat(fr, "S") != 3 || stat(e, "WS") != 2 {
		t.Errorf("next turn: S %d (want 3), WS %d (want 2)", stat(fr, "S"), stat(e, "WS"))
	}
	_ = r.destroy(s, 1, rule("5.5"), "The wizard falls.")
	endSpells(s)
	if stat(e, "WS") != 3 || e.Counter("spells") != 0 {
		t.Errorf("caster gone: WS %d, spells %d", stat(e, "WS"), e.Counter("spells"))
	}
}

// whfb8 §5.5: the opposing player may dispel a spell in play "with power
// dice during his own magic phase"; it "must reach the spell's original
// casting value" (7 for Smouldering Dread): 3 + 3 + level 1 = 7 does; a
// wizard who fails "may not cast or dispel any more spells that phase".
func TestUnbindRemainsInPlay(t *testing.T) {
	r, s := magicDuel(t, "Smouldering Dread")
	hex := spellIndex(t, "Smouldering Dread")
	enchant(s, s.Piece(1), s.Piece(2), lores[hex])
	// player 2's magic phase: its unit is a level 1 wizard
	s.Active = 2
	s.Pieces[1].Stats = append(s.Pieces[1].Stats, engine.Stat{Name: "Lvl", Value: 1})
	slices.SortFunc(s.Pieces[1].Stats, func(a, b engine.Stat) int { return cmpStr(a.Name, b.Name) })
	s.Side(2).SetCounter("power", 6)
	g := &engine.Game{Rules: r, State: s}
	s.Dice = dice.NewFixed(1, []int{3, 2, 3, 3})
	ev, err := g.Do(Unbind{By: 2, Wizard: 2, Target: 2, Spell: hex, Dice: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !hasText(ev, "Targets dispels Smouldering Dread on Targets: 5 + level 1 = 6 against 7: it fails.") || !done(s, s.Piece(2), "cast-failed") {
		t.Errorf("a failed dispel: %v", texts(ev))
	}
	s.Piece(2).SetCounter("cast-failed", 0)
	ev = do(t, g, Unbind{By: 2, Wizard: 2, Target: 2, Spell: hex, Dice: 2})
	if !hasText(ev, "Smouldering Dread on Targets is dispelled.") || stat(s.Piece(2), "WS") != 3 {
		t.Errorf("dispelled: %v", texts(ev))
	}
}

func cmpStr(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// whfb8 §5.5, bound spells: "cast ... with no bonuses (no wizard
// level)"; "Failing a bound spell does not stop the wizard casting";
// "Irresistible force on a bound spell: no miscast ... the model may
// not cast any more bound spells this phase".
func TestBoundSpell(t *testing.T) {
	r, s := magicDuel(t, "Bound Spell (Cinder Bolt)", "Frost Lance")
	bolt := spellIndex(t, "Cinder Bolt")
	g := &engine.Game{Rules: r, State: s}
	s.Dice = dice.NewFixed(1, []int{2, 2})
	ev := do(t, g, Cast{By: 1, Wizard: 1, Target: 2, Spell: bolt, Dice: 2, Bound: true})
	if !hasText(ev, "Shooters casts Cinder Bolt at Targets: 4 + level 0 = 4 against 5+: it fails.") || done(s, s.Piece(1), "cast-failed") {
		t.Errorf("a failed bound spell: %v", texts(ev))
	}
	s.Piece(1).SetCounter(castKey(lores[bolt]), 0)
	s.Dice = dice.NewFixed(1, []int{6, 6, 1, 1})
	ev = do(t, g, Cast{By: 1, Wizard: 1, Target: 2, Spell: bolt, Dice: 2, Bound: true})
	if hasText(ev, "Shooters miscasts") || !done(s, s.Piece(1), "bound-lost") {
		t.Errorf("irresistible bound spell: %v", texts(ev))
	}
	s.Piece(1).SetCounter(castKey(lores[bolt]), 0)
	if r.checkCast(s, Cast{By: 1, Wizard: 1, Target: 2, Spell: bolt, Dice: 2, Bound: true}) == nil {
		t.Error("a second bound spell after irresistible force")
	}
	if il := r.checkCast(s, Cast{By: 1, Wizard: 1, Target: 2, Spell: spellIndex(t, "Frost Lance"), Dice: 2}); il != nil {
		t.Errorf("the wizard's own spell after its bound spells: %v", il)
	}
}

// whfb8 §5.3, §13 A-28: "a Dwarf army with no wizard adds +2 to army
// dispel rolls. It loses the bonus if it contains a wizard".
func TestArmyDispelBonus(t *testing.T) {
	_, s := magicDuel(t, "Cinder Bolt")
	s.Pieces[1].Rules = []string{armyDispelRule}
	if b := armyDispelBonus(s, 2); b != 2 {
		t.Errorf("bonus %d, want 2", b)
	}
	w := *piece(t, map[string]int{"Lvl": 1, "models": 1, "files": 1})
	w.ID, w.Owner = 3, 2
	w.Pose.Pos = geom.V(100, 1000)
	s.Pieces = append(s.Pieces, w)
	if b := armyDispelBonus(s, 2); b != 0 {
		t.Errorf("with a wizard: bonus %d, want 0", b)
	}
}

// whfb8 §5.2: a vortex is "placed in the wizard's front arc, touching
// his base" and "moves as its spell says": Cinder Whirl moves 3D6"
// (6 + 6 + 6 = 18") toward the aimed block 10" away; its 3" path covers
// all five files (the outer ones by 8 mm), so all 20 models take a hit.
func TestVortexPath(t *testing.T) {
	r, s := magicDuel(t, "Cinder Whirl")
	sp := lores[spellIndex(t, "Cinder Whirl")]
	s.Dice = dice.NewFixed(1, []int{6, 6, 6})
	ev := r.vortex(s, s.Piece(1), s.Piece(2), sp)
	if ev[0].Value != 18 || len(ev[0].Marks) != 1 || !hasText(ev, "Cinder Whirl strikes Targets: 20 hits, hitting automatically, 3+ to wound, no armour save.") {
		t.Errorf("vortex: %v", texts(ev))
	}
	start := s.Piece(1).Rect().LeaderPoint()
	if b := ev[0].Marks[0].Poly.Bounds(); math.Abs(b.Min.Y-start.Y) > 0.5 {
		t.Errorf("the vortex starts %v, want touching the wizard at %v", b.Min, start)
	}
}

// whfb8 §5.1: 1 to 6 power dice from the pool. The panel offers three
// of them: the fewest that can reach the value (6 × k + level), the
// fewest whose average (3.5 a die) does, and the most the pool allows.
func TestDiceChoices(t *testing.T) {
	for _, c := range []struct {
		lvl, value, pool int
		want             []int
	}{
		{2, 9, 12, []int{2, 6}}, // 6+2 < 9; 2 dice also average 7 + 2 = 9
		{1, 12, 12, []int{2, 4, 6}},
		{4, 5, 3, []int{1, 3}},
		{0, 20, 3, nil}, // 18 cannot reach 20
	} {
		if got := diceChoices(c.lvl, c.value, c.pool); !slices.Equal(got, c.want) {
			t.Errorf("level %d, value %d, pool %d: %v, want %v", c.lvl, c.value, c.pool, got, c.want)
		}
	}
}

// whfb8 §2.1: "Characteristic test: roll 1D6. If the result is equal to
// or lower than the characteristic, the test is passed"; §13 A-27: "A
// natural 6 always fails and a natural 1 always passes; a characteristic
// of 0 always fails". The Rime's Hoarfrost Grip makes every model of
// its target test Initiative: twenty of I 3 roll ten 4s and ten 1s, and
// lose ten models, with no armour save.
func TestCharacteristicTest(t *testing.T) {
	for _, c := range []struct{ v, want int }{{0, 0}, {1, 1}, {3, 3}, {6, 5}, {10, 5}} {
		if got := statChance(c.v); got != c.want {
			t.Errorf("characteristic %d passes on %d of 6, want %d", c.v, got, c.want)
		}
	}
	if statPasses(1, 0) || !statPasses(1, 1) || statPasses(6, 10) {
		t.Error("a 1 passes a characteristic of 0, or a 6 one of 10")
	}
	sp, _ := spellNamed("Hoarfrost Grip")
	s := duel(t, piece(t, map[string]int{"Lvl": 1, "models": 1, "files": 1}), piece(t, map[string]int{"Sv": 4}), 10*Inch, Magic)
	faces := []int{}
	for range 10 {
		faces = append(faces, 4, 1)
	}
	s.Dice = dice.NewFixed(1, append(faces, 1, 1))
	ev := (&Ruleset{}).statSpell(s, s.Piece(1), s.Piece(2), sp)
	if !hasText(ev, "Hoarfrost Grip grips Targets: 10 of 20 models fail their I test (3).") || s.Piece(2).Formation.Models != 10 {
		t.Errorf("%d models left: %v", s.Piece(2).Formation.Models, texts(ev))
	}
}

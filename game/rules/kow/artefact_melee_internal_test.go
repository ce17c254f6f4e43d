package kow

import (
	"math/big"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// carry gives a bare piece an artefact and its equipment, as Start does.
func carry(p *engine.Piece, item string) *engine.Piece {
	p.Gear = []string{item}
	if a, ok := artefactOf(p); ok {
		equipPiece(p, a)
	}
	return p
}

// kow2 §10.2 "Blade of Slashing | In melee, may re-roll one failed to-hit
// die"; "Mace of Crushing | In melee, may re-roll one failed damage die".
// Att 2, Me 4+ against De 4+. The Blade: hits 0, 1, 2 with 1/8, 3/8, 1/2,
// so no damage is 1/8 + 3/8 · 1/2 + 1/2 · 1/4 = 7/16. The Mace: with h
// hits no damage is (1/2)^h · 1/2, so 1/4 + 1/2 · 1/4 + 1/4 · 1/8 = 13/32.
func TestBladeAndMace(t *testing.T) {
	r := New(KoW2)
	for _, c := range []struct {
		item string
		p0   *big.Rat
	}{{bladeOfSlashing, big.NewRat(7, 16)}, {maceOfCrushing, big.NewRat(13, 32)}, {"", big.NewRat(9, 16)}} {
		a := r.meleeAttack(&engine.State{}, carry(unit("Inf", 2, 4, 4), c.item), unit("Inf", 10, 4, 4), geom.ArcFront, false)
		if got := damageOdds(a).P(0); got.Cmp(c.p0) != 0 {
			t.Errorf("%q: P(no damage) %s, want %s (%s)", c.item, got, c.p0, a.describe())
		}
	}
}

// kow2 §6.3 "Brew of Sharpness: +1", "Quicksilver Rapier: +1 against
// Individuals"; §5.5 "Fire-Oil | CS(1) (melee) against Regeneration units
// only", "Blade of the Beast Slayer | CS +2 (or CS(2)) against LInf, LCav,
// Monsters, and Heroes without Individual". Me 4+, De 5+ targets.
func TestMeleeArtefactModifiers(t *testing.T) {
	r := New(KoW2)
	inf, regen := unit("Inf", 10, 4, 5), unit("Inf", 10, 4, 5, "Regeneration(5+)")
	ind, linf := unit("Hero/Inf", 3, 4, 5, "Individual"), unit("LInf", 3, 4, 5)
	cases := []struct {
		name      string
		item      string
		rules     []string
		t         *engine.Piece
		hit, dmag int
	}{
		{"Sharpness", brewOfSharpness, nil, inf, 3, 5},
		{"Rapier on an Individual", quicksilverRapier, nil, ind, 3, 5},
		{"Rapier on a regiment", quicksilverRapier, nil, inf, 4, 5},
		{"Fire-Oil on Regeneration", fireOil, nil, regen, 4, 4},
		{"Fire-Oil on others", fireOil, nil, inf, 4, 5},
		{"Beast Slayer on Large Infantry", beastSlayer, nil, linf, 4, 3},
		{"Beast Slayer with CS(1)", beastSlayer, []string{"Crushing Strength(1)"}, linf, 4, 2},
		{"Beast Slayer on a Large Cavalry", beastSlayer, nil, unit("LCav", 3, 4, 5), 4, 3},
		{"Beast Slayer on a Monster", beastSlayer, nil, unit("Mon", 3, 4, 5), 4, 3},
		{"Beast Slayer on a Hero/Mon", beastSlayer, nil, unit("Hero/Mon", 3, 4, 5), 4, 3},
		{"Beast Slayer on an Individual", beastSlayer, nil, ind, 4, 5},
		{"Beast Slayer on Infantry", beastSlayer, nil, inf, 4, 5},
	}
	for _, c := range cases {
		a := r.meleeAttack(&engine.State{}, carry(unit("Hero/Inf", 5, 4, 4, c.rules...), c.item), c.t, geom.ArcFront, false)
		if a.Hit != c.hit || a.Damage != c.dmag {
			t.Errorf("%s: hit %d+ damage %d+, want %d+ and %d+ (%s)", c.name, a.Hit, a.Damage, c.hit, c.dmag, a.describe())
		}
	}
}

// kow2 §7.2: "mods: ... −1 Brew of Courage on T"; "Helm of Confidence,
// which re-rolls even without an Inspiring unit nearby"; §14-A16 "Helm of
// Confidence plus Inspiring still gives only one re-roll". Ne -/15 with 5
// damage routs on 10+ (1/6); the Brew makes it 11+ (1/12); the Helm
// 1/6 · 1/6 = 1/36, with Inspiring as well still 1/36.
func TestBrewOfCourageAndHelm(t *testing.T) {
	r := New(KoW2)
	for _, c := range []struct {
		item  string
		rules []string
		rout  *big.Rat
	}{
		{"", nil, big.NewRat(1, 6)},
		{brewOfCourage, nil, big.NewRat(1, 12)},
		{helmOfConfidence, nil, big.NewRat(1, 36)},
		{helmOfConfidence, []string{"Inspiring"}, big.NewRat(1, 36)},
	} {
		p := carry(unit("Inf", 10, 4, 4, c.rules...), c.item)
		p.Stats = append(p.Stats, engine.Stat{Name: "rout", Value: 15})
		p.SetCounter("damage", 5)
		s := &engine.State{Pieces: []engine.Piece{*p}}
		w := nerveOdds(r.nerveOf(s, &s.Pieces[0], 0, false))
		if got := big.NewRat(w[Routed], 36*36); got.Cmp(c.rout) != 0 {
			t.Errorf("%q %v: P(Routed) %s, want %s", c.item, c.rules, got, c.rout)
		}
	}
	// Brutal and the Brew cancel out.
	p := carry(unit("Inf", 10, 4, 4), brewOfCourage)
	if n := r.nerveOf(&engine.State{}, p, 0, true); n.Mods != 0 || !n.Brutal || !n.Courage {
		t.Errorf("Brutal and Courage: %+v", n)
	}
}

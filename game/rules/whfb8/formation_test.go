package whfb8

import (
	"math"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// whfb8 §2.3: "A unit is a block of models ... formed in ranks and
// files"; §6.8: "Casualties are removed from the rear rank": 20 models 5
// wide are 4 ranks on 100 × 80 mm; losing 3 leaves 17 in 4 ranks (the
// rear one of 2); losing 5 more leaves 12 in 3; the front edge stays put.
func TestCasualtiesFromTheRear(t *testing.T) {
	p := piece(t, nil)
	p.Pose = geom.Pose{Pos: geom.V(500, 500), Heading: math.Pi / 2} // facing east
	front := p.Rect().LeaderPoint()
	if f := p.Formation; f.Files != 5 || f.Ranks != 4 || p.Footprint.W != 100 || p.Footprint.D != 80 {
		t.Fatalf("formation %+v, footprint %+v", f, p.Footprint)
	}
	if n := removeModels(p, 3); n != 3 || p.Formation.Models != 17 || p.Formation.Ranks != 4 {
		t.Errorf("after 3: removed %d, %+v", n, p.Formation)
	}
	removeModels(p, 5)
	if p.Formation.Models != 12 || p.Formation.Ranks != 3 || p.Footprint.D != 60 {
		t.Errorf("after 8: %+v, depth %g", p.Formation, p.Footprint.D)
	}
	if d := p.Rect().LeaderPoint().Dist(front); d > 1e-9 {
		t.Errorf("the front edge moved by %g mm", d)
	}
	if want := geom.V(500+40-30, 500); p.Pose.Pos.Dist(want) > 1e-9 {
		t.Errorf("centre %v, want %v", p.Pose.Pos, want)
	}
	removeModels(p, 9)
	if p.Formation.Files != 3 || p.Formation.Ranks != 1 || p.Footprint.W != 60 {
		t.Errorf("3 left: %+v, width %g", p.Formation, p.Footprint.W)
	}
	if n := removeModels(p, 10); n != 3 || p.Formation.Models != 0 {
		t.Errorf("wiping out: removed %d, %+v", n, p.Formation)
	}
}

// whfb8 §2.3: "Full rank ... at least 5 models wide ... An incomplete
// rear rank still counts if it has at least 5 (or 3) models"; "Rank
// bonus: +1 ... for each extra full rank behind the first, up to +3";
// "Horde: at least 10 models in its front rank".
func TestRanksAndHordes(t *testing.T) {
	cases := []struct {
		models, files, ranks, bonus int
		horde                       bool
	}{
		{20, 5, 4, 3, false}, {25, 5, 5, 3, false}, {9, 5, 1, 0, false}, {14, 6, 2, 1, false},
		{17, 6, 3, 2, false}, {20, 4, 0, 0, false}, {40, 10, 4, 3, true}, {30, 10, 3, 2, true},
	}
	for _, c := range cases {
		p := piece(t, map[string]int{"models": c.models, "files": c.files})
		if r, b, h := rankCount(p), rankBonus(p), horde(p); r != c.ranks || b != c.bonus || h != c.horde {
			t.Errorf("%d models %d wide: %d ranks +%d horde %v; want %d +%d %v", c.models, c.files, r, b, h, c.ranks, c.bonus, c.horde)
		}
	}
}

// whfb8 §2.1 and §2.2: the profile M WS BS S T W I A Ld, a troop type
// of §2.2 and its typical base; a unit file missing or overflowing one
// is refused, naming the field.
func TestUnitFits(t *testing.T) {
	r := &Ruleset{}
	ok := engine.UnitSpec{Name: "Brutes", Type: "MI", Size: "unit", Stats: []engine.Stat{
		{Name: "A", Value: 3}, {Name: "BS", Value: 1}, {Name: "I", Value: 1}, {Name: "Ld", Value: 7}, {Name: "M", Value: 6},
		{Name: "S", Value: 5}, {Name: "T", Value: 4}, {Name: "W", Value: 3}, {Name: "WS", Value: 3}, {Name: "models", Value: 6}, {Name: "files", Value: 3}}}
	fit, err := r.Unit(ok)
	if err != nil {
		t.Fatal(err)
	}
	if fit.Footprint.W != 120 || fit.Footprint.D != 80 || fit.Height != 2 || fit.Formation.Ranks != 2 {
		t.Errorf("monstrous infantry 6 × 40 mm, 3 wide: %+v", fit)
	}
	bad := []struct {
		edit func(*engine.UnitSpec)
		want string
	}{
		{func(u *engine.UnitSpec) { u.Type = "Dragon" }, "type: want one of"},
		{func(u *engine.UnitSpec) { u.Stats = u.Stats[1:] }, `stats: missing "A"`},
		{func(u *engine.UnitSpec) { u.Stats[0].Value = 11 }, "stats.A: must be 0 to 10"},
		{func(u *engine.UnitSpec) { u.Stats[9].Value = 2 }, "stats.files: must be 1 to the number of models (2)"},
		{func(u *engine.UnitSpec) { u.Rules = []string{"Animosity"} }, `special: unknown rule "Animosity"`},
	}
	for _, b := range bad {
		u := ok
		u.Stats = append([]engine.Stat(nil), ok.Stats...)
		b.edit(&u)
		if _, err := r.Unit(u); err == nil || !strings.HasPrefix(err.Error(), b.want) {
			t.Errorf("got %v, want %q", err, b.want)
		}
	}
}

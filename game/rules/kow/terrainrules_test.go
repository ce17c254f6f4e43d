package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// terrainTable is a 48" table with a forest (height 3) at x 10-20", a
// hill (height 1) at x 30-40", a building (height 2) and an obstacle, all
// in y 10-20".
func terrainTable() table.Table {
	sq := func(x0, x1 float64) geom.Poly {
		return geom.Poly{geom.V(x0*in, 10*in), geom.V(x1*in, 10*in), geom.V(x1*in, 20*in), geom.V(x0*in, 20*in)}
	}
	return table.Table{Width: 48 * in, Depth: 48 * in, Terrain: []table.Terrain{
		{ID: 1, Name: "Wood", Kind: table.Forest, Height: 3, Parts: []geom.Poly{sq(10, 20)}},
		{ID: 2, Name: "Hill", Kind: table.Hill, Height: 1, Parts: []geom.Poly{sq(30, 40)}},
		{ID: 3, Name: "Barn", Kind: table.Building, Height: 2, Parts: []geom.Poly{sq(42, 46)}},
		{ID: 4, Name: "Wall", Kind: table.Obstacle, Height: 1, Parts: []geom.Poly{sq(2, 3)}},
	}}
}

// kow2 §9: "A unit with the majority of its base on the hill adds the
// hill's height to its own"; kow2 §2.1: Inf is height 1.
func TestStanceOnAHill(t *testing.T) {
	r := kow.New(kow.KoW2)
	tb := terrainTable()
	reg := geom.Rect{Center: geom.V(35*in, 15*in), W: 100, D: 80}
	if s := r.Stance(&tb, reg, 1); s.Height != 2 || s.Hill != 2 || len(s.On) != 1 || s.On[0] != 2 {
		t.Errorf("on the hill: %+v, want height 2 on hill 2", s)
	}
	// Less than half of the base on it (x from 28.03" to 31.97": a quarter).
	reg.Center = geom.V(29*in, 15*in)
	if s := r.Stance(&tb, reg, 1); s.Height != 1 || s.Hill != 0 || len(s.On) != 1 {
		t.Errorf("at the hill's foot: %+v, want height 1, partly on the hill", s)
	}
}

// kow2 §3.2: an element blocks "iff h(element) ≥ h(observer) and
// h(element) ≥ h(target)"; "difficult terrain blocks sight to units behind
// it, but not to units in it"; obstacles never block; [REC] §14-A13 the
// hill a unit stands on never blocks its own sight.
func TestBlocksSight(t *testing.T) {
	r := kow.New(kow.KoW2)
	tb := terrainTable()
	wood, hill, barn, wall := &tb.Terrain[0], &tb.Terrain[1], &tb.Terrain[2], &tb.Terrain[3]
	inf := engine.Stance{Height: 1}
	mon := engine.Stance{Height: 4}
	inWood := engine.Stance{Height: 1, On: []int{1}}
	onHill := engine.Stance{Height: 2, Hill: 2, On: []int{2}}
	for _, c := range []struct {
		what     string
		tr       *table.Terrain
		obs, tgt engine.Stance
		want     bool
	}{
		{"infantry behind a wood", wood, inf, inf, true},
		{"a monster over a wood", wood, mon, inf, false},
		{"infantry in the wood", wood, inf, inWood, false},
		{"from inside the wood", wood, inWood, inf, false},
		{"infantry behind a barn", barn, inf, inf, true},
		{"infantry over a wall", wall, inf, inf, false},
		{"a hill of height 1 to height-1 units", hill, inf, inf, true},
		{"the hill the observer stands on", hill, onHill, inf, false},
		{"the barn to a unit on a hill, height 2", barn, onHill, inf, true},
	} {
		if got := r.BlocksSight(c.tr, c.obs, c.tgt); got != c.want {
			t.Errorf("%s: blocks %v, want %v", c.what, got, c.want)
		}
	}
}

// kow2 §4.6: difficult terrain is "impassable At the Double"; obstacles
// "cannot be crossed At the Double" and "War Engines treat them as
// impassable"; impassable terrain is never crossed.
func TestStops(t *testing.T) {
	r := kow.New(kow.KoW2)
	tb := terrainTable()
	paces := r.Paces()
	if len(paces) != 2 || paces[0] != "At the Double" || paces[1] != "Advance" {
		t.Fatalf("paces %v", paces)
	}
	ps := r.Probes()
	inf, we := ps[0], ps[4]
	if inf.Name != "Infantry regiment" || inf.W != 100 || inf.D != 80 || we.Type != "WE" {
		t.Fatalf("probes %+v", ps)
	}
	for _, c := range []struct {
		tr   int
		f    engine.Probe
		pace int
		want bool
	}{
		{0, inf, 0, true}, {0, inf, 1, false}, // the wood
		{1, inf, 0, false}, {1, inf, 1, false}, // the hill
		{2, inf, 0, true}, {2, inf, 1, true}, // the barn
		{3, inf, 0, true}, {3, inf, 1, false}, {3, we, 1, true}, // the wall
	} {
		if got := r.Stops(&tb.Terrain[c.tr], c.f, c.pace); got != c.want {
			t.Errorf("%s to %s at %s: stops %v, want %v", tb.Terrain[c.tr].Name, c.f.Name, paces[c.pace], got, c.want)
		}
	}
	if e := r.TerrainEffect(table.Forest); !e.Difficult || !e.BlocksSight || e.Impassable || len(e.Lines) == 0 {
		t.Errorf("forest: %+v", e)
	}
}

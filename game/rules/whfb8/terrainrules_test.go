package whfb8

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/layout"
	"warbench/game/table"
)

// whfb8 §11 River: "units may not march through it; other movement is
// unaffected"; impassable terrain "cannot be entered"; §3.3: a forest
// never blocks the line, other terrain blocks a line when "its height
// class ≥ min(observer class, target class)". The terrain rules the
// layout workshop asks say the same as the moves and Sight.
func TestTerrainRulesForLayouts(t *testing.T) {
	r := &Ruleset{}
	river := &table.Terrain{ID: 1, Kind: table.Water}
	if !r.Stops(river, probes[0], paceMarch) || r.Stops(river, probes[0], paceMove) {
		t.Error("a river closes a march, not a move")
	}
	if !r.Stops(&table.Terrain{Kind: table.Impassable}, probes[1], paceMove) {
		t.Error("impassable terrain is open")
	}
	wall := &table.Terrain{ID: 2, Kind: table.Obstacle, Height: 1}
	inf, cav := engine.Stance{Height: 1}, engine.Stance{Height: 2}
	if !r.BlocksSight(wall, inf, inf) || r.BlocksSight(wall, cav, cav) {
		t.Error("a height 1 wall blocks infantry from infantry, not cavalry from cavalry")
	}
	if r.BlocksSight(&table.Terrain{Kind: table.Forest, Height: 9}, inf, inf) {
		t.Error("a forest blocked the line")
	}
	tb := table.Table{Width: 72 * Inch, Depth: 48 * Inch, Terrain: []table.Terrain{
		{ID: 1, Name: "Knoll", Kind: table.Hill, Height: 1, Parts: []geom.Poly{geom.Rect{Center: geom.V(300, 300), W: 200, D: 200}.Poly()}}}}
	if st := r.Stance(&tb, geom.Rect{Center: geom.V(300, 300), W: 100, D: 40}, 1); st.Height != 3 || st.Hill != 1 || len(st.On) != 1 {
		t.Errorf("on a hill: %+v, want height 3 on hill 1", st)
	}
	if _, err := layout.Analyze(&tb, r, layout.Options{}); err != nil {
		t.Errorf("the layout analysis refuses whfb8: %v", err)
	}
	if e := r.TerrainEffect(table.Water); !e.Difficult || len(e.Lines) != 2 {
		t.Errorf("river effect %+v", e)
	}
}

// whfb8 §3.3: height class "0: low obstacles, rivers, marsh": a river or
// a marsh never blocks a line, whatever height a layout gives it.
func TestRiversAndMarshesNeverBlockSight(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 10*Inch, Shooting)
	mid := geom.V(900, 400+s.Pieces[0].Footprint.D/2+5*Inch)
	r := &Ruleset{}
	for _, k := range []table.Kind{table.Water, table.Difficult, table.Decorative} {
		s.Table.Terrain = []table.Terrain{patch(1, "Ground", k, mid, 300, 40)}
		s.Table.Terrain[0].Height = 2
		want := k == table.Decorative
		if got := !r.Sight(s, 1, 2).Clear; got != want {
			t.Errorf("%v of height 2 blocks: %v, want %v", k, got, want)
		}
		if got := r.BlocksSight(&s.Table.Terrain[0], engine.Stance{Height: 1}, engine.Stance{Height: 1}); got != want {
			t.Errorf("BlocksSight(%v) = %v, want %v", k, got, want)
		}
	}
}

package input

import (
	"warbench/game/engine"
	"warbench/game/layout"
	"warbench/game/table"
)

// TerrainView is the terrain analysis overlay (T): what each deployment
// zone sees, the gaps between pieces and who passes them, and the
// numbers of game/layout, judged by the ruleset's own rules. It reads the
// table and never changes the game; it is worked out again when the
// table it judged is no longer the game's.
type TerrainView struct {
	On       bool
	Analysis *layout.Analysis
	Table    table.Table // the table judged (the picture's terrain)
	Err      string      // why there is no analysis (a ruleset without terrain rules)
}

// Toggle shows or hides the overlay.
func (v *TerrainView) Toggle(g *engine.Game) {
	v.On = !v.On
	if v.On {
		v.Refresh(g)
	}
}

// Refresh analyses the game's table again if it changed since.
func (v *TerrainView) Refresh(g *engine.Game) {
	t := &g.State.Table
	if v.Analysis != nil && sameTable(&v.Table, t) {
		return
	}
	v.Table, v.Err = *t, ""
	a, err := layout.Analyze(t, g.Rules, layout.Options{})
	if err != nil {
		v.Analysis, v.Err = nil, err.Error()
		return
	}
	v.Analysis = a
}

// sameTable reports whether two tables hold the very same terrain and
// zones (the slices shared, as the game's table is never edited in place).
func sameTable(a, b *table.Table) bool {
	same := func(x, y int, px, py any) bool { return x == y && (x == 0 || px == py) }
	return a.Width == b.Width && a.Depth == b.Depth &&
		same(len(a.Terrain), len(b.Terrain), first(a.Terrain), first(b.Terrain)) &&
		same(len(a.Zones), len(b.Zones), firstZone(a.Zones), firstZone(b.Zones))
}

func first(s []table.Terrain) *table.Terrain {
	if len(s) == 0 {
		return nil
	}
	return &s[0]
}

func firstZone(s []table.Zone) *table.Zone {
	if len(s) == 0 {
		return nil
	}
	return &s[0]
}

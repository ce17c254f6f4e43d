package layout_test

import (
	"testing"

	"warbench/game/layout"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// BenchmarkHeatmap is the budget of the terrain workshop: the whole
// analysis (both zones' heatmaps at 0.5" on a 72" x 48" table, lanes and
// gaps) of a layout of 12 pieces, in at most 200 ms.
func BenchmarkHeatmap(b *testing.B) {
	rs := ruleset(b)
	tb, _, err := scenario.LoadLayout(scenarios.FS, "tanglewold.layout.yaml", rs)
	if err != nil {
		b.Fatal(err)
	}
	if len(tb.Terrain) != 12 {
		b.Fatalf("%d pieces, want 12", len(tb.Terrain))
	}
	for b.Loop() {
		if _, err := layout.Analyze(&tb, rs, layout.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkHeatmapDrag is the analysis the terrain workshop works out on
// every tick of a drag: the same layout on 1" cells.
func BenchmarkHeatmapDrag(b *testing.B) {
	rs := ruleset(b)
	tb, _, err := scenario.LoadLayout(scenarios.FS, "tanglewold.layout.yaml", rs)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := layout.Analyze(&tb, rs, layout.Options{Res: in}); err != nil {
			b.Fatal(err)
		}
	}
}

package gamefiles

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"warbench/game/save"
	"warbench/input"
)

// whfb8 §12 ("the D6+4 terrain pieces, placed by agreement or
// generated"), kow2 §11.1 (terrain set up before the game): New game's
// Table row offers a table generated for each game, of each size the
// rules give. The game's seed makes it, so two games get other terrain,
// the pieces mirrored across the middle line (each piece's twin is on the
// other half), and the journal keeps the layout: the game opens again on
// the same table.
func TestStartsNewGameOnAGeneratedTable(t *testing.T) {
	seed := uint64(11)
	st, f, s := builtinStarts(t, func() uint64 { return seed })
	for _, id := range []string{"kow2", "whfb8"} {
		var sys input.StartSystem
		for _, sy := range s.Systems() {
			if sy.ID == id {
				sys = sy
			}
		}
		key := ""
		for _, p := range sys.Layouts {
			if strings.HasPrefix(p.Name, "Generated table · 72 x 48") {
				key = p.Key
			}
		}
		if key == "" {
			t.Fatalf("%s: no generated table among %+v", id, sys.Layouts)
		}
		var tables [][]string
		for _, sd := range []uint64{11, 12} {
			seed = sd
			o, err := s.NewGame(input.NewGame{System: id, Scenario: sys.Scenarios[0].Key, Layout: key})
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			tb := o.Game.State.Table
			if len(tb.Terrain) < 2 || len(tb.Terrain)%2 != 0 {
				t.Errorf("%s seed %d: %d terrain pieces, want pairs mirrored", id, sd, len(tb.Terrain))
			}
			var names []string
			for _, tr := range tb.Terrain {
				c := tr.Parts[0].Centroid()
				names = append(names, fmt.Sprintf("%v@%.1f,%.1f", tr.Kind, c.X, c.Y))
			}
			tables = append(tables, names)
			if !slices.ContainsFunc(f.Session.Header.Scenario.Files, func(fl save.File) bool { return fl.Name == "generated.layout.yaml" }) {
				t.Errorf("%s: the journal does not keep the generated layout", id)
			}
			again, _, err := save.LoadFile(f.Playing())
			if err != nil {
				t.Fatal(err)
			}
			if again.Game.State.Hash() != o.Game.State.Hash() {
				t.Errorf("%s: the journal opens on another game", id)
			}
			st.Close(f.Session)
		}
		if slices.Equal(tables[0], tables[1]) {
			t.Errorf("%s: seeds 11 and 12 generated the same table", id)
		}
	}
}

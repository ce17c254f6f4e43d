package gamefiles

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/layout"
	"warbench/game/scenario"
	"warbench/game/table"
	"warbench/input"
)

// A generated table is a layout the program makes for each new game from
// the game's own seed (game/layout: a mirrored table, the fairest of a
// few seeds by the ruleset's sight and movement), so that terrain comes
// out different every game, and the same for both players, without a
// trip through the workshop. The save keeps the layout's text, as it
// keeps any file of the game.

// genCandidates are the seeds a generated table is the fairest of.
const genCandidates = 4

// generatedPart offers a generated table of a size the rules give.
func (s *Starts) generatedPart(rs engine.Ruleset, t engine.TableSize) input.StartPart {
	key := "gen/" + size(rs, t.W, t.D)
	s.found[key] = builtin{path: "generated.layout.yaml", index: inLibrary, gen: &table.Table{Width: t.W, Depth: t.D}}
	return input.StartPart{Name: "Generated table · " + size(rs, t.W, t.D) + " (new terrain each game, the same for both sides)", Key: key}
}

// generate is a generated table's layout file for the game of seed.
func generate(rs engine.Ruleset, t *table.Table, seed uint64) ([]byte, error) {
	c := layout.Constraints{Width: t.Width, Depth: t.Depth, Symmetry: layout.Mirror, Seed: seed}
	f, err := layout.Search(c, layout.Goal{Fair: true}, genCandidates, rs, layout.Options{})
	if err != nil {
		return nil, err
	}
	return scenario.WriteLayout(fmt.Sprintf("Generated table (seed %d)", f.Seed), f.Table, rs.Measure(),
		fmt.Sprintf("generated for a new game: mirrored, the fairest of %d seeds", genCandidates))
}

// readFor is a part as read, a generated table made for the new game's
// seed under rs.
func (s *Starts) readFor(rs engine.Ruleset, key string) (scenario.Part, error) {
	if b, ok := s.found[key]; ok && b.gen != nil {
		text, err := generate(rs, b.gen, s.seed)
		return scenario.Part{Name: b.path, Text: text}, err
	}
	return s.read(key)
}

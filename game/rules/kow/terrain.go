package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/table"
)

// terrainEffects are the rules of kow2 §9 for each kind of terrain, as
// the unit card of a terrain piece says them.
var terrainEffects = [...][]string{
	table.Impassable: {"Impassable: no unit moves into it; go around. Pivots may sweep over it but must end clear.",
		"Blocks line of sight by its height, and gives cover as an intervening element."},
	table.Building: {"Impassable, like a cliff: no unit moves into it.",
		"Blocks line of sight by its height, and gives cover as an intervening element."},
	table.Obstacle: {"Obstacle: may be crossed and stood on, but not At the Double; War Engines treat it as impassable.",
		"A charge over it is Hindered. It never blocks line of sight, and counts as height 1 for cover."},
	table.Difficult: {"Difficult: no effect on Advance, Back or Sidestep; impassable At the Double (Pathfinder: open ground).",
		"A charge through it is Hindered. A unit with half its base inside is in cover."},
	table.Forest: {"A forest is difficult terrain: impassable At the Double (Pathfinder: open ground), a charge through it Hindered.",
		"Blocks line of sight by its height for units behind it, not for those partly inside; half the base inside is cover."},
	table.Hill: {"A hill has no effect on movement.",
		"A unit with most of its base on it adds the hill's height to its own; the hill blocks sight like terrain of its height."},
	table.Water: {"Water is flat terrain, played as difficult: impassable At the Double, a charge through it Hindered.",
		"It never blocks line of sight."},
	table.Decorative: {"Decorative: no effect on movement, charges, sight or cover; a unit may end on it."},
}

// betaTerrainEffects are the kinds the closed beta plays otherwise
// (kow-beta §4.3, §9.1, §10 rows 19, 20, 41).
var betaTerrainEffects = map[table.Kind][]string{
	table.Obstacle: {"Obstacle: may be crossed and stood on (War Machines too), but not At the Double.",
		"A charge over it is Hindered; a unit right behind it defends it. It never blocks line of sight, and gives cover."},
	table.Difficult: {"Difficult: each inch moved in it costs 2\" (At the Double too), but not when charging.",
		"A charge through it is Hindered. A unit with half its base inside is in cover."},
	table.Forest: {"A wood is difficult terrain: each inch moved in it costs 2\", not when charging; a charge through it is Hindered.",
		"Blocks line of sight by its height for units behind it, not for those partly inside; half the base inside is cover."},
	table.Water: {"Water is played as difficult terrain: each inch moved in it costs 2\", not when charging; a charge through it is Hindered.",
		"It never blocks line of sight."},
	table.Hill: {"The closed beta has no hills: open ground, with no effect on movement, sight or cover."},
}

// terrainLines are the words of kind k's rules in the edition.
func (r *Ruleset) terrainLines(k table.Kind) []string {
	if b, ok := betaTerrainEffects[k]; ok && ((k == table.Hill && r.Edition.TrueSight) || (k != table.Hill && r.Edition.SlowDifficult)) {
		return b
	}
	if k < 0 || int(k) >= len(terrainEffects) {
		return nil
	}
	return terrainEffects[k]
}

// TerrainCard says what a terrain piece does under kow2 §9.
func (r *Ruleset) TerrainCard(s *engine.State, id int) []engine.Line {
	for _, t := range s.Table.Terrain {
		if t.ID != id {
			continue
		}
		words := r.terrainLines(t.Kind)
		if words == nil {
			return nil
		}
		out := engine.Lines(engine.Plain, words...)
		return append(out, engine.Line{Text: fmt.Sprintf("(%s)", r.rule("9")), Tone: engine.Dim})
	}
	return nil
}

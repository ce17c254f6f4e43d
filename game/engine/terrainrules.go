package engine

import (
	"warbench/game/geom"
	"warbench/game/table"
)

// TerrainRules is an optional part of a Ruleset: what its own sight,
// height and movement rules make of terrain, for the analysis and the
// generation of layouts (game/layout) and the editor's palette. A system
// gives it from the code its games play with, so that a layout is judged
// by the rules it will be played under.
type TerrainRules interface {
	// TerrainEffect says what a kind of terrain is under the rules.
	TerrainEffect(k table.Kind) TerrainEffect
	// Stance is how a footprint of its own height standing on base sees
	// and is seen: its height with what the ground adds, and the pieces of
	// terrain it stands on or in.
	Stance(t *table.Table, base geom.Rect, height int) Stance
	// BlocksSight reports whether terrain piece tr, crossed by a sight
	// line between an observer and a target standing as given, blocks it.
	BlocksSight(tr *table.Terrain, obs, tgt Stance) bool
	// Probes are the formations whose way through the terrain matters
	// (a small block, a big one, a model on its base), the reference one
	// (the analysis's observer) first.
	Probes() []Probe
	// Paces are the ways a formation moves, fastest first.
	Paces() []string
	// Stops reports whether terrain tr is closed to probe f moving at
	// pace (an index into Paces).
	Stops(tr *table.Terrain, f Probe, pace int) bool
}

// TerrainEffect is what a kind of terrain does, in the rules' terms.
type TerrainEffect struct {
	Cover       bool     // standing in it (or behind it) gives cover
	Difficult   bool     // it slows or hinders movement through it
	Obstacle    bool     // a low linear piece crossed with a penalty
	Impassable  bool     // nothing moves into it
	RaisesUnits bool     // what stands on it adds its height
	BlocksSight bool     // it can block sight lines (by its height)
	Lines       []string // the rules' own words, for the palette and legend
}

// Stance is a footprint on the table as sight sees it.
type Stance struct {
	Height int   // the effective height, the ground's included
	Hill   int   // the ID of the raising terrain it stands on, 0 if none
	On     []int // the IDs of the terrain pieces its base overlaps, sorted
}

// IsOn reports whether the stance's base overlaps terrain piece id.
func (s Stance) IsOn(id int) bool {
	for _, x := range s.On {
		if x == id {
			return true
		}
	}
	return false
}

// Probe is a formation as the rules field it, which the analysis moves
// and looks through the terrain with: a name, a footprint (mm, W across
// the front) and a height level.
type Probe struct {
	Name   string
	Type   string // the ruleset's unit type code
	W, D   float64
	Height int
}

package kow

import (
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The Kings of War side of engine.TerrainRules: the layout analysis asks
// the blocker rule of sight (terrainBlocks, as blockersFor does), the
// heights of §2.1 and §9 (effectiveHeight) and the movement rule of §4.6
// (terrainBars, as World does). Nothing here is a second rule.

// paceDouble and paceAdvance index Paces: At the Double closes difficult
// ground and obstacles (§4.6); an Advance only impassable terrain.
const (
	paceDouble = iota
	paceAdvance
)

// probes are the formations a layout is judged with (kow2 §2.2, §2.3):
// infantry on 20 mm bases in a regiment (the reference observer), a troop
// and a horde, a monster and a war engine on 50 mm bases.
var probes = []engine.Probe{
	{Name: "Infantry regiment", Type: "Inf", W: 100, D: 80, Height: 1},
	{Name: "Infantry troop", Type: "Inf", W: 100, D: 40, Height: 1},
	{Name: "Infantry horde", Type: "Inf", W: 200, D: 80, Height: 1},
	{Name: "Monster", Type: "Mon", W: 50, D: 50, Height: 4},
	{Name: "War Engine", Type: "WE", W: 50, D: 50, Height: 1},
}

// TerrainEffect says what a kind of terrain is under kow2 §9.
func (r *Ruleset) TerrainEffect(k table.Kind) engine.TerrainEffect {
	e := engine.TerrainEffect{}
	switch k {
	case table.Impassable, table.Building:
		e.Impassable, e.BlocksSight, e.Cover = true, true, true
	case table.Difficult, table.Forest, table.Water:
		e.Difficult, e.Cover = true, true
		e.BlocksSight = k != table.Water
	case table.Obstacle:
		e.Obstacle, e.Cover = true, true
	case table.Hill:
		e.RaisesUnits, e.BlocksSight, e.Cover = !r.Edition.TrueSight, !r.Edition.TrueSight, !r.Edition.TrueSight
	}
	e.Lines = slices.Clone(r.terrainLines(k))
	return e
}

// Stance is a footprint's height for sight (its own, plus a hill under the
// majority of its base: kow2 §2.1, §9) and the terrain its base overlaps.
func (r *Ruleset) Stance(t *table.Table, base geom.Rect, height int) engine.Stance {
	p := &engine.Piece{Footprint: engine.Footprint{W: base.W, D: base.D}, Pose: geom.Pose{Pos: base.Center, Heading: base.Heading}, Height: height}
	h, hill := r.effectiveHeight(t, p)
	s := engine.Stance{Height: h, Hill: hill}
	for i := range t.Terrain {
		if inside(&t.Terrain[i], p) {
			s.On = append(s.On, t.Terrain[i].ID)
		}
	}
	slices.Sort(s.On)
	return s
}

// BlocksSight is the terrain rule of kow2 §3.2: a piece at least as tall
// as both units blocks, but for the exceptions of terrainBlocks.
func (r *Ruleset) BlocksSight(tr *table.Terrain, obs, tgt engine.Stance) bool {
	if tr.Height < max(obs.Height, tgt.Height) {
		return false
	}
	return r.terrainBlocks(tr, obs.Hill, tgt.Hill, func() bool { return obs.IsOn(tr.ID) || tgt.IsOn(tr.ID) })
}

// Probes are the formations of kow2 §2.2 a layout is judged with.
func (r *Ruleset) Probes() []engine.Probe { return slices.Clone(probes) }

// Paces are At the Double and Advance (kow2 §4.3), fastest first.
func (r *Ruleset) Paces() []string { return []string{"At the Double", "Advance"} }

// Stops reports whether terrain is closed to a formation at a pace (kow2
// §4.6, §9), by World's rule.
func (r *Ruleset) Stops(tr *table.Terrain, f engine.Probe, pace int) bool {
	return r.terrainBars(tr.Kind, pace == paceDouble, false, f.Type == "WE") != ""
}

var _ engine.TerrainRules = (*Ruleset)(nil)

package kow

import (
	"warbench/game/engine"
	"warbench/game/move"
	"warbench/game/table"
)

// friendGap is the gap kept between friends (kow2 §3.4: never in base
// contact; a visible gap, ≥ 0.5 mm [REC]).
const friendGap = 0.5

// World builds what a unit must respect when moving under an order
// (kow2 §3.4, §4.5, §4.6, §9):
//   - enemies: never closer than 1" while moving straight, nor at the end
//     (Fly passes over them but ends 1" away);
//   - friends: may be passed through, never ended on or touched;
//   - impassable terrain and buildings: never entered (Fly passes over);
//   - difficult terrain, forests and water: impassable At the Double
//     (not for Pathfinder); no effect otherwise;
//   - obstacles: not crossed At the Double; impassable to War Engines;
//   - the table edge: never crossed.
func (r *Ruleset) World(s *engine.State, p *engine.Piece, k OrderKind) *move.World {
	return r.world(s, p, k, false)
}

// world is World; with solid, no unit may be moved through, friend or
// foe, and Fly does not help: the regroup and back-off moves of kow2 §6.6.
func (r *Ruleset) world(s *engine.State, p *engine.Piece, k OrderKind, solid bool) *move.World {
	fly := p.HasRule("Fly") && !solid
	pass := func(gap float64) float64 {
		if fly {
			return move.Through
		}
		return gap
	}
	obs := make([]move.Obstacle, 0, len(s.Pieces)+2*len(s.Table.Terrain))
	units, terrain := r.rule("3.4"), r.rule("4.6")
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID == p.ID {
			continue
		}
		ob := move.Obstacle{Name: o.Name, Piece: int(o.ID), Poly: o.Rect().Poly(), PassRule: units, EndRule: units}
		if o.Owner == p.Owner {
			ob.Kind, ob.Pass, ob.End = "friend", move.Through, friendGap
			if solid {
				ob.Pass = friendGap
			}
		} else {
			ob.Kind, ob.Pass, ob.End = "enemy", pass(Inch), Inch
		}
		obs = append(obs, ob)
	}
	double := k == AtTheDouble
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		kind := terrainBars(tr.Kind, double, p.HasRule("Pathfinder"), p.Type == "WE")
		if kind == "" {
			continue
		}
		gap, end := pass(0), 0.0
		for _, part := range tr.Parts {
			obs = append(obs, move.Obstacle{Name: tr.Name, Kind: kind, Terrain: tr.ID, Poly: part,
				Pass: gap, End: end, PassRule: terrain, EndRule: terrain})
		}
	}
	return move.NewWorld(s.Table.Bounds(), r.rule("9"), obs, engine.Inches.Format)
}

// terrainBars names what terrain of kind k is to a unit that may not enter
// it (kow2 §4.6, §9), or "" when it may: impassable terrain and buildings
// to all; difficult ground, forests and water At the Double (not to
// Pathfinder); obstacles At the Double and to War Engines. World and the
// layout analysis (TerrainRules.Stops) both ask it.
func terrainBars(k table.Kind, double, pathfinder, warEngine bool) string {
	switch k {
	case table.Impassable, table.Building:
		return "impassable terrain"
	case table.Difficult, table.Forest, table.Water:
		if double && !pathfinder {
			return "difficult terrain"
		}
	case table.Obstacle:
		if double || warEngine {
			return "an obstacle"
		}
	}
	return ""
}

package kow

import (
	"warbench/game/engine"
	"warbench/game/move"
	"warbench/game/table"
)

// friendGap is the gap kept between friends (kow2 §3.4: never in base
// contact; a visible gap, ≥ 0.5 mm [REC]).
const friendGap = 0.5

// unpaid is the world of a move that pays nothing for slow ground: a
// unit pushed by another (a nudge, kow2 §4.7.5), or a regroup with the
// beta's house rule beta_regroup_ignores_terrain (§11 A19).
const unpaid OrderKind = -1

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
//
// The closed beta keeps its own units 1" apart (kow-beta §3.5, §10 row
// 42), makes difficult terrain slow instead of closed At the Double
// (each inch in it costs 2", §4.3, §10 row 19; not for Fly, §11 A27)
// and lets War Machines cross obstacles (§10 row 41).
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
			gap := r.gapToFriends()
			if solid && r.Edition.RegroupStopsShort {
				gap = Inch // kow-beta §6.4: 1" short of any unit
			}
			ob.Kind, ob.Pass, ob.End = "friend", move.Through, gap
			if solid {
				ob.Pass = gap
			}
		} else {
			ob.Kind, ob.Pass, ob.End = "enemy", pass(Inch), Inch
		}
		obs = append(obs, ob)
	}
	double := k == AtTheDouble
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		kind := r.terrainBars(tr.Kind, double, p.HasRule("Pathfinder"), p.Type == "WE")
		if kind == "" {
			if cost := r.terrainCost(tr.Kind); cost > 1 && (!fly || r.houseRule(s, BetaFlyPaysDifficult)) && k != unpaid {
				for _, part := range tr.Parts {
					obs = append(obs, move.Obstacle{Name: tr.Name, Kind: "difficult terrain", Terrain: tr.ID, Poly: part,
						Pass: move.Through, End: move.Anywhere, Cost: cost, PassRule: terrain, EndRule: terrain})
				}
			}
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
// Pathfinder); obstacles At the Double and to War Engines. In the closed
// beta difficult ground is slow, never closed (terrainCost), and War
// Machines cross obstacles (kow-beta §4.3, §10 rows 19, 41). World and
// the layout analysis (TerrainRules.Stops) both ask it.
func (r *Ruleset) terrainBars(k table.Kind, double, pathfinder, warEngine bool) string {
	switch k {
	case table.Impassable, table.Building:
		return "impassable terrain"
	case table.Difficult, table.Forest, table.Water:
		if double && !pathfinder && !r.Edition.SlowDifficult {
			return "difficult terrain"
		}
	case table.Obstacle:
		if double || (warEngine && !r.Edition.SlowDifficult) {
			return "an obstacle"
		}
	}
	return ""
}

// terrainCost is what each inch moved in terrain of kind k costs, in
// inches: 2 in the beta's difficult ground (kow-beta §4.3, §10 row 19),
// else 1 (2nd edition has no slow ground).
func (r *Ruleset) terrainCost(k table.Kind) float64 {
	if r.Edition.SlowDifficult && difficult(k) {
		return 2
	}
	return 1
}

// gapToFriends is the gap a unit keeps from its friends: 2nd edition's
// visible gap, or the beta's 1" (kow-beta §3.5, §10 row 42).
func (r *Ruleset) gapToFriends() float64 {
	if r.Edition.FriendsInchApart {
		return Inch
	}
	return friendGap
}

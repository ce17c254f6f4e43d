package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// chargeWorld is what a charger must not pass through (§3.4, §13 A-12,
// A-14): it may come within 1" of any unit while charging, but not
// cross or overlap one, nor impassable terrain, nor leave the table.
func (r *Ruleset) chargeWorld(s *engine.State, p *engine.Piece) *move.World {
	var obs []move.Obstacle
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if together(p, q) {
			continue
		}
		obs = append(obs, move.Obstacle{Name: q.Name, Kind: "unit", Piece: int(q.ID), Poly: q.Rect().Poly(),
			PassRule: rule("4.6"), EndRule: rule("4.6")})
	}
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Impassable && t.Kind != table.Building {
			continue
		}
		for _, part := range t.Parts {
			obs = append(obs, move.Obstacle{Name: t.Name, Kind: "impassable terrain", Terrain: t.ID, Poly: part,
				PassRule: rule("4.6"), EndRule: rule("4.6")})
		}
	}
	return move.NewWorld(s.Table.Bounds(), rule("4.6"), obs, engine.Inches.Format)
}

// chargePath is the charge move to the contact pose (§4.6): straight
// forward, one wheel, forward, the last wheel closing the door; the
// distance does not count once the target is in range. It returns the
// refusal when another unit or impassable terrain is in the way. A
// contact pose that no such path reaches (the target beside or behind
// the charger's line) is taken as it is.
func (r *Ruleset) chargePath(s *engine.State, p *engine.Piece, goal geom.Pose) *engine.Illegal {
	lim := move.Limits{Budget: 1e9, Dirs: []geom.Vec{dirForward}, Wheels: 1, Rule: rule("4.6")}
	body := move.RectBody(p.Rect())
	if _, err := move.Route(body, lim, goal); err != nil {
		return nil
	}
	res := r.chargeWorld(s, p).PlanTo(body, lim, goal)
	if !res.Clamped {
		return nil
	}
	why := res.Reasons[0]
	return &engine.Illegal{Rule: why.Rule, Reason: why.Text, Marks: []engine.Mark{{Poly: why.Zone}}}
}

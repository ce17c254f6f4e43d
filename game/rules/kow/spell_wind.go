package kow

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// immobile reports whether a unit has Sp 0, on which Wind Blast and Surge
// have no effect (kow2 §10.1, §14-A23).
func immobile(t *engine.Piece) bool {
	sp, _ := t.Stat("sp")
	return sp == 0
}

// windDir is the direction Wind Blast pushes the target, in the target's
// own frame, by the arc of the target that holds the wizard's Leader
// Point (kow2 §10.1 table): front, straight back; a flank, sideways away
// from the wizard; rear, straight forward.
func windDir(p, t *engine.Piece) (geom.Vec, string) {
	switch geom.ArcOf(t.Rect(), geom.ArcCorner45, p.Rect().LeaderPoint()) {
	case geom.ArcRight:
		return geom.V(-1, 0), "sideways to its left"
	case geom.ArcRear:
		return geom.V(0, 1), "straight forward"
	case geom.ArcLeft:
		return geom.V(1, 0), "sideways to its right"
	}
	return geom.V(0, -1), "straight back"
}

// windPlan is Wind Blast's push of hits inches (kow2 §10.1): straight in
// windDir, through no unit, stopping early to stay 1" from the target's
// enemies, out of contact with its friends (the friend gap) and
// impassable terrain, and on the table. It is the movement solver's
// straight move in the world of a move through no unit (world, solid, as
// a regroup); the roll, the odds and the window's preview all use it.
func (r *Ruleset) windPlan(s *engine.State, p, t *engine.Piece, hits int) move.Result {
	dir, _ := windDir(p, t)
	mm := float64(hits) * Inch
	return r.world(s, t, Advance, true).Plan(t.Rect(), move.Limits{Budget: mm, Dirs: []geom.Vec{dir}, Rule: r.rule("10.1")},
		[]move.Step{{Kind: move.Straight, Dir: dir, Dist: mm}})
}

// windBlast pushes the target 1" per hit, unless it has Sp 0.
func (r *Ruleset) windBlast(s *engine.State, p, t *engine.Piece, hits int) []engine.Event {
	switch {
	case hits == 0:
		return nil
	case immobile(t):
		return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("10.1"),
			Text: fmt.Sprintf("%s Speed 0: Wind Blast has no effect.", does(t, "have"))}}
	}
	_, how := windDir(p, t)
	res := r.windPlan(s, p, t, hits)
	return []engine.Event{r.moveTo(t, res, r.rule("10.1"),
		fmt.Sprintf("Wind Blast: %s pushed %s %s", does(t, "are"), how, engine.Inches.Format(res.Spent)))}
}

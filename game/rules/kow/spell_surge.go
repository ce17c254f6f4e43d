package kow

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// surgeMove is where a Surge of some hits takes the target (kow2 §10.1):
// the straight move, and the enemy it charges when it touches one.
type surgeMove struct {
	start    geom.Rect
	res      move.Result
	enemy    *engine.Piece // the enemy charged, nil for none
	arc      geom.Arc      // the facing charged
	final    geom.Pose     // the aligned contact pose
	hindered bool
}

// grounded is the unit without Fly: a unit moved by Surge moves on the
// ground (kow2 §1.3 D10).
func grounded(p *engine.Piece) *engine.Piece {
	g := *p
	g.Rules = slices.DeleteFunc(slices.Clone(p.Rules), func(r string) bool { return r == "Fly" })
	return &g
}

// surgeWorld is what a Surge move respects (kow2 §10.1, §14-A21): the
// world of a move through no unit (world, solid: friends kept at the
// friend gap, impassable terrain, the table edge), except that enemies
// are no 1" barrier: with touch the move stops at contact with one (and
// charges it), without touch just out of contact. It may end within 1" of
// an enemy, the proximity exception of §14-A21, which the solver carries
// into the unit's next move as it does for any unit that starts closer
// (§14-A8).
func (r *Ruleset) surgeWorld(s *engine.State, t *engine.Piece, touch bool) *move.World {
	w := r.world(s, t, Advance, true)
	gap := 0.0
	if !touch {
		gap = friendGap
	}
	for i := range w.Obstacles {
		if o := &w.Obstacles[i]; o.Kind == "enemy" {
			o.Pass, o.End, o.PassRule, o.EndRule = gap, move.Anywhere, r.rule("10.1"), r.rule("10.1")
		}
	}
	return w
}

// planSurge is the Surge of hits inches (kow2 §10.1): straight forward;
// if the move touches an enemy it is a charge, aligned as a charge is
// (§4.7.4) on the facing whose arc holds the unit's Leader Point before
// it moves (P&R, §1.3 D11), Hindered when it crossed difficult terrain or
// an obstacle (§4.7.6). When that contact cannot be aligned the move
// stops just out of contact instead. The roll, the odds and the window's
// preview all use it.
func (r *Ruleset) planSurge(s *engine.State, t *engine.Piece, hits int) surgeMove {
	g := grounded(t)
	sm := surgeMove{start: t.Rect()}
	mm := float64(hits) * Inch
	plan := func(touch bool) move.Result {
		return r.surgeWorld(s, g, touch).Plan(sm.start, move.Limits{Budget: mm, Dirs: []geom.Vec{dirForward}, Rule: r.rule("10.1")},
			[]move.Step{{Kind: move.Straight, Dir: dirForward, Dist: mm}})
	}
	sm.res = plan(true)
	for i := range s.Pieces {
		if e := &s.Pieces[i]; e.Owner != t.Owner && e.Owner != 0 && geom.Distance(sm.res.End, e.Rect()) <= contactTol {
			sm.enemy = e
			break
		}
	}
	if sm.enemy == nil {
		return sm
	}
	sm.arc = geom.ArcOf(sm.enemy.Rect(), geom.ArcCorner45, sm.start.LeaderPoint())
	moved := *g
	moved.Pose = sm.res.End.Pose()
	final, why := r.newChargeCtx(s, &moved).contactPose(sm.enemy, newFacing(sm.enemy.Rect(), sm.arc), engine.Mark{})
	if why != nil {
		sm.enemy, sm.res = nil, plan(false)
		return sm
	}
	sm.final = final
	path := chargePath{start: sm.start, steps: sm.res.Steps, poses: append([]geom.Pose{sm.start.Pose()}, sm.res.Poses...), final: sm.start.WithPose(final)}
	sm.hindered = r.newChargeCtx(s, g).hindered(path)
	return sm
}

// surge moves the target forward 1" per hit, unless it has Sp 0; touching
// an enemy it charges it, to fight in the melee phase. That enemy's nerve
// test for damage taken in this shooting phase waits for the melee
// (§14-A20: counter "nerve-after-melee").
func (r *Ruleset) surge(s *engine.State, t *engine.Piece, hits int) []engine.Event {
	switch {
	case hits == 0:
		return nil
	case immobile(t):
		return []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("10.1"),
			Text: fmt.Sprintf("%s Speed 0: Surge has no effect.", does(t, "have"))}}
	}
	sm := r.planSurge(s, t, hits)
	if sm.enemy == nil {
		return []engine.Event{r.moveTo(t, sm.res, r.rule("10.1"), fmt.Sprintf("Surge: %s forward %s", does(t, "move"), engine.Inches.Format(sm.res.Spent)))}
	}
	e, turn := sm.enemy, playerTurn(s)
	t.SetCounter("fought", 0)
	ev := []engine.Event{r.intoContact(t, e, sm.final, sm.arc, sm.hindered, turn, r.rule("10.1"))}
	ev[0].Text = "Surge: " + ev[0].Text
	if e.Counter("phase-damage") > 0 {
		e.SetCounter("nerve-after-melee", turn)
	}
	if e.HasRule("Individual") {
		ev = append(ev, r.turnToFace(s, e, t))
	}
	return append(ev, r.nudgeTouched(s, t, e)...)
}

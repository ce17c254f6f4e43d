package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

var (
	dirForward = geom.V(0, 1)
	dirBack    = geom.V(0, -1)
	dirRight   = geom.V(1, 0)
	dirLeft    = geom.V(-1, 0)
)

// limits are what a move allows (§4.7): a normal move M forward with any
// number of wheels, each costing the outer front corner's arc; a march
// 2×M the same way; backwards or sideways straight, every inch counting
// double (so M/2), with nothing else.
func limits(p *engine.Piece, k MoveKind) move.Limits {
	m := float64(stat(p, "M")) * Inch
	l := move.Limits{Rule: rule("4.7")}
	switch k {
	case Normal:
		l.Budget, l.Dirs, l.Wheels = m, []geom.Vec{dirForward}, MaxSteps
	case March:
		l.Budget, l.Dirs, l.Wheels = 2*m, []geom.Vec{dirForward}, MaxSteps
	case Backward:
		l.Budget, l.Dirs = m/2, []geom.Vec{dirBack}
	case Sideways:
		l.Budget, l.Dirs = m/2, []geom.Vec{dirLeft, dirRight}
	}
	return l
}

// world is what a moving unit must keep 1" from, over the whole path
// (§3.4, §13 A-14): every other unit, friend or foe, and impassable
// terrain; and the table's edge.
func (r *Ruleset) world(s *engine.State, p *engine.Piece) *move.World {
	var obs []move.Obstacle
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.ID == p.ID || q.Attached == p.ID || (p.Attached != 0 && q.Attached == p.Attached) {
			continue
		}
		kind := "enemy"
		if q.Owner == p.Owner {
			kind = "friend"
		}
		pass := Inch
		if q.ID == p.Attached { // §10.2: a character leaving walks out of its unit
			pass = -1
		}
		obs = append(obs, move.Obstacle{Name: q.Name, Kind: kind, Piece: int(q.ID), Poly: q.Rect().Poly(),
			Pass: pass, End: Inch, PassRule: rule("3.4"), EndRule: rule("3.4")})
	}
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Impassable && t.Kind != table.Building {
			continue
		}
		for _, part := range t.Parts {
			obs = append(obs, move.Obstacle{Name: t.Name, Kind: "impassable terrain", Terrain: t.ID, Poly: part,
				Pass: Inch, End: Inch, PassRule: rule("3.4"), EndRule: rule("3.4")})
		}
	}
	return move.NewWorld(s.Table.Bounds(), rule("4.7"), obs, engine.Inches.Format)
}

// canMove says whether a unit may move in the remaining-moves sub-phase
// (§4.7): not engaged, fleeing, or moved already (a charge is its move).
func (r *Ruleset) canMove(s *engine.State, p *engine.Piece, k MoveKind) *engine.Illegal {
	if il := hostHolds(s, p); il != nil {
		return il
	}
	switch {
	case stupid(s, p):
		return engine.Refuse(rule("8.4"), nil, "%s failed its Stupidity test: it only stumbles forward this turn.", p.Name)
	case p.Counter("engaged") != 0:
		return engine.Refuse(rule("4.7"), nil, "%s is engaged in combat.", p.Name)
	case p.Counter("fleeing") != 0:
		return engine.Refuse(rule("4.5"), nil, "%s is fleeing.", p.Name)
	case done(s, p, "moved") || done(s, p, "charged") || (done(s, p, "rallied") && !done(s, p, "feigned")):
		return engine.Refuse(rule("4.7"), nil, "%s has moved this turn.", p.Name)
	case isMachine(p) && k == March:
		return engine.Refuse(rule("4.7"), nil, "War machines cannot march.")
	case randomDice(p) > 0:
		return engine.Refuse(rule("9.1"), nil, "%s moves at random, in the compulsory moves.", p.Name)
	case k == March && p.Type == "Ch":
		return engine.Refuse(rule("10.1"), nil, "Chariots cannot march.")
	case k == March && p.HasRule("Hover"):
		return engine.Refuse(rule("9.1"), nil, "%s hovers: it flies but may not march.", p.Name)
	case done(s, p, "arrived") && k == March:
		return engine.Refuse(rule("4.7"), nil, "%s came on from the table edge this turn: it may not march.", p.Name)
	case done(s, p, "swift") && k == March:
		return engine.Refuse(rule("4.7"), nil, "%s made a Swift Reform: it may move but not march.", p.Name)
	}
	return nil
}

// preview plans a move with the solver after checking the unit may make
// it; Check, Apply and the window's drag all call it.
func (r *Ruleset) preview(s *engine.State, m Move) (move.Result, *engine.Illegal) {
	p := s.Piece(m.Unit)
	switch {
	case p == nil || p.Owner != m.By:
		return move.Result{}, engine.Refuse(rule("4.7"), nil, "Player %d has no such unit.", m.By)
	case m.N < 0 || m.N > MaxSteps || m.Mode >= numMoveKinds:
		return move.Result{}, engine.Refuse(rule("4.7"), nil, "A move has at most %d steps.", MaxSteps)
	}
	if il := r.canMove(s, p, m.Mode); il != nil {
		return move.Result{}, il
	}
	return r.worldFor(s, p, m.Mode).Plan(p.Rect(), limits(p, m.Mode), m.StepList()), nil
}

// checkMove accepts a move the solver leaves as given (§4.7).
func (r *Ruleset) checkMove(s *engine.State, m Move) *engine.Illegal {
	if s.Phase != Movement {
		return engine.Refuse(rule("4.1"), nil, "Units move in the remaining-moves sub-phase, not the %s phase.", s.Phase)
	}
	res, il := r.preview(s, m)
	if il != nil {
		return il
	}
	if il := leavesClear(s, s.Piece(m.Unit), res.End.Pose()); il != nil {
		return il
	}
	if il := r.charactersFit(s, s.Piece(m.Unit), res.End.Pose(), nil); il != nil {
		return il
	}
	if res.Clamped {
		why := res.Reasons[0]
		var marks []engine.Mark
		if len(why.Zone) > 0 {
			marks = append(marks, engine.Mark{Poly: why.Zone, Label: why.Rule})
		}
		return &engine.Illegal{Rule: why.Rule, Reason: why.Text, Marks: marks}
	}
	return nil
}

// enemySighted reports a non-fleeing enemy within 8" (§4.7).
func enemySighted(s *engine.State, p *engine.Piece) bool {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner != p.Owner && q.Counter("fleeing") == 0 && gap(p, q) <= 8*Inch+geom.Eps {
			return true
		}
	}
	return false
}

// applyMove moves the unit. A march with an enemy within 8" first takes
// a Leadership test; failing, the unit makes only a normal move of the
// same steps but still counts as marched (§4.7).
func (r *Ruleset) applyMove(s *engine.State, m Move) []engine.Event {
	p := s.Piece(m.Unit)
	var ev []engine.Event
	lim := limits(p, m.Mode)
	if m.Mode == March && enemySighted(s, p) {
		ok, e := ldTest(s, p, leadership(s, p), "march test", rule("4.7"))
		ev = append(ev, e)
		if !ok {
			lim = limits(p, Normal)
		}
	}
	res := r.worldFor(s, p, m.Mode).Plan(p.Rect(), lim, m.StepList())
	from := p.Pose
	p.Pose = res.End.Pose()
	ev = append(ev, leave(s, p)...)
	p.SetCounter("moved", playerTurn(s))
	if m.Mode == March {
		p.SetCounter("marched", playerTurn(s))
	}
	ev = append(ev, engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: rule("4.7"), From: from, To: p.Pose,
		Text: fmt.Sprintf("%s makes a %s of %s.", p.Name, m.Mode, engine.Inches.Format(res.Spent))})
	if m.Mode == March { // §11: dangerous terrain when marching
		ev = append(ev, r.terrainTests(s, p.ID, from)...)
	}
	ev = append(ev, r.flyerTests(s, p.ID, from)...)
	return ev
}

// MoveOrder builds a Move from an option's Kind ("whfb8/march").
func (r *Ruleset) MoveOrder(by engine.PlayerID, piece engine.PieceID, kind string, steps []move.Step) (engine.Order, error) {
	if kind == (Deploy{}).Kind() {
		if len(steps) > MaxSteps {
			return nil, engine.Refuse(rule("12"), nil, "A deployment has at most %d steps.", MaxSteps)
		}
		return NewDeploy(by, piece, steps), nil
	}
	for k := range numMoveKinds {
		if (Move{Mode: k}).Kind() == kind {
			if len(steps) > MaxSteps {
				return nil, engine.Refuse(rule("4.7"), nil, "A move has at most %d steps.", MaxSteps)
			}
			return NewMove(by, piece, k, steps), nil
		}
	}
	return nil, engine.Refuse(rule("4.7"), nil, "%q is not a move of this game.", kind)
}

// PreviewMove is the legal move nearest to a Move's steps.
func (r *Ruleset) PreviewMove(s *engine.State, o engine.Order) (move.Result, error) {
	if d, ok := o.(Deploy); ok {
		return r.previewDeploy(s, d)
	}
	m, ok := o.(Move)
	if !ok {
		return move.Result{}, engine.Refuse(rule("4.7"), nil, "%s is not a move.", o.Kind())
	}
	if s.Phase == VanguardPhase {
		return r.previewVanguard(s, m)
	}
	res, il := r.preview(s, m)
	if il != nil {
		return res, il
	}
	return res, nil
}

package toy

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// budget is how far a model may move this turn (rules 2 and 4), mm.
func (r *Ruleset) budget(s *engine.State, p *engine.Piece) float64 {
	mv, _ := p.Stat("move")
	b := float64(mv) * engine.Centimetres.MM
	if sd := s.Side(p.Owner); sd != nil && sd.Counter("ambush") == playerTurn(s) {
		b += ambushBonus
	}
	return b
}

// baseSides is how many sides the polygon around another model's base has.
const baseSides = 32

// world is what a moving model respects (rule 2): every other model (a
// familiar stands on its leader, so the leader stands for both) and
// impassable terrain and buildings may be touched but not crossed; the
// table's edge.
func world(s *engine.State, mover *engine.Piece) *move.World {
	var obs []move.Obstacle
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.ID == mover.ID || q.Attached != 0 {
			continue
		}
		kind := "enemy"
		if q.Owner == mover.Owner {
			kind = "friend"
		}
		// The polygon around the base, so that touching it is never
		// overlapping the round base itself.
		poly := geom.RegularPoly(q.Pose.Pos, q.Footprint.W/2/math.Cos(math.Pi/baseSides), baseSides)
		obs = append(obs, move.Obstacle{Name: q.Name, Kind: kind, Piece: int(q.ID), Poly: poly,
			Pass: 0, End: 0, PassRule: rule(2), EndRule: rule(2)})
	}
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Impassable && t.Kind != table.Building {
			continue
		}
		for _, part := range t.Parts {
			obs = append(obs, move.Obstacle{Name: t.Name, Kind: t.Kind.String() + " terrain", Terrain: t.ID, Poly: part,
				Pass: 0, End: 0, PassRule: rule(2), EndRule: rule(2)})
		}
	}
	return move.NewWorld(s.Table.Bounds(), rule(2), obs, engine.Centimetres.Format)
}

// limits are the move's: a free path within the budget, turns free.
func (r *Ruleset) limits(s *engine.State, p *engine.Piece) move.Limits {
	return move.Limits{Budget: r.budget(s, p), FreePath: true, Pivots: MaxSteps, Rule: rule(2)}
}

// planMove is the legal move nearest to m, or why the model cannot move.
// A move Check accepts is one the solver leaves as it was given.
func (r *Ruleset) planMove(s *engine.State, m Move) (move.Result, *engine.Illegal) {
	res, il := r.preview(s, m)
	if il != nil {
		return res, il
	}
	if res.Clamped {
		why := res.Reasons[0]
		return res, &engine.Illegal{Rule: why.Rule, Reason: why.Text, Marks: []engine.Mark{{Poly: why.Zone}}}
	}
	return res, nil
}

// preview plans m with the solver, after checking the model may move.
func (r *Ruleset) preview(s *engine.State, m Move) (move.Result, *engine.Illegal) {
	p := s.Piece(m.Unit)
	switch {
	case p == nil || p.Owner != m.By:
		return move.Result{}, engine.Refuse(rule(2), nil, "Player %d has no such model to move.", m.By)
	case p.Attached != 0:
		return move.Result{}, engine.Refuse(rule(6), nil, "%s rides with its leader and takes no orders.", p.Name)
	case done(s, p, "moved"):
		return move.Result{}, engine.Refuse(rule(2), nil, "%s has moved this turn already.", p.Name)
	case m.N < 0 || m.N > MaxSteps:
		return move.Result{}, engine.Refuse(rule(2), nil, "A move has at most %d steps.", MaxSteps)
	}
	return world(s, p).PlanBody(move.DiscBody(p.Pose, p.Footprint.W), r.limits(s, p), m.StepList()), nil
}

// applyMove moves the model (its familiar with it) and takes the flag
// when it ends within 3 cm of it (rules 2, 5, 6).
func (r *Ruleset) applyMove(s *engine.State, m Move) []engine.Event {
	res, _ := r.planMove(s, m)
	p := s.Piece(m.Unit)
	from := p.Pose
	p.Pose = res.End.Pose()
	p.SetCounter("moved", playerTurn(s))
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: rule(2), From: from, To: p.Pose,
		Text: fmt.Sprintf("%s moves %s.", p.Name, engine.Centimetres.Format(res.Spent))}}
	for i := range s.Pieces {
		if f := &s.Pieces[i]; f.Attached == p.ID {
			before := f.Pose
			f.Pose = p.Pose
			ev = append(ev, engine.Event{Kind: engine.Moved, Piece: f.ID, Rule: rule(6), From: before, To: f.Pose,
				Text: fmt.Sprintf("%s rides along.", f.Name)})
		}
	}
	if fl := s.Marker(1); fl != nil && fl.Owner != p.Owner {
		if _, _, d := geom.ClosestPoints(p.Shape(), geom.Circle{C: fl.Pose.Pos, R: fl.Footprint.W / 2}); d <= flagReach+geom.Eps {
			fl.Owner = p.Owner
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule(5),
				Text: fmt.Sprintf("%s takes the flag for player %d.", p.Name, p.Owner)})
		}
	}
	return ev
}

// MoveOrder builds a Move for the window's composer.
func (r *Ruleset) MoveOrder(by engine.PlayerID, piece engine.PieceID, kind string, steps []move.Step) (engine.Order, error) {
	if kind != (Move{}).Kind() {
		return nil, engine.Refuse(rule(2), nil, "%q is not a move of this game.", kind)
	}
	if len(steps) > MaxSteps {
		return nil, engine.Refuse(rule(2), nil, "A move has at most %d steps.", MaxSteps)
	}
	return NewMove(by, piece, steps), nil
}

// PreviewMove is the legal move nearest to a Move's steps, with the
// reasons for every clamp.
func (r *Ruleset) PreviewMove(s *engine.State, o engine.Order) (move.Result, error) {
	m, ok := o.(Move)
	if !ok {
		return move.Result{}, engine.Refuse(rule(2), nil, "%s is not a move.", o.Kind())
	}
	res, il := r.preview(s, m)
	if il != nil {
		return res, il
	}
	return res, nil
}

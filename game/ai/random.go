package ai

import (
	"math"
	"math/rand/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// randomPlayer picks random legal orders: the weakest baseline. Its
// choices come from its own generator, never the game's dice.
type randomPlayer struct{ rng *rand.Rand }

// NewRandom is a player that picks among the orders open to it at random:
// one of the Decision's options, or an order of one of its pieces (given
// now, aimed at a random legal target, or a move of random steps clamped
// by the ruleset's preview), or ending the phase (one time in eight).
func NewRandom(seed uint64) Player {
	return &randomPlayer{rng: rand.New(rand.NewPCG(seed, 0x7a11d0))}
}

// Kind returns "random".
func (*randomPlayer) Kind() string { return Random }

// Choose picks a random order, trying again when the ruleset refuses it;
// it ends the phase when nothing it tried was legal, unless the phase may
// not end yet, when it gives the first order it must (a combat to
// fight). Every order it returns is legal.
func (r *randomPlayer) Choose(rs engine.Ruleset, s *engine.State, d engine.Decision) Choice {
	if d.Kind == engine.NoDecision {
		return Choice{}
	}
	end := Choice{Order: engine.EndPhase{By: d.Player}, Reason: "ends the phase (at random)"}
	mayEnd := rs.Check(s, end.Order) == nil
	var picks []pick
	for _, o := range d.Options {
		picks = append(picks, pick{o, 0})
	}
	if len(d.Pieces) > 0 {
		id := d.Pieces[r.rng.IntN(len(d.Pieces))]
		for _, o := range rs.Orders(s, id) {
			picks = append(picks, pick{o, id})
		}
	}
	if mayEnd && (len(picks) == 0 || r.rng.IntN(8) == 0) {
		return end
	}
	for range 8 {
		if len(picks) == 0 {
			break
		}
		pk := picks[r.rng.IntN(len(picks))]
		if o := r.order(rs, s, d.Player, pk); o != nil && rs.Check(s, o) == nil {
			return Choice{Order: o, Reason: "a random " + pk.opt.Label}
		}
	}
	if !mayEnd { // the phase may not end yet (a combat to fight): the first order given now
		for _, id := range append([]engine.PieceID{0}, d.Pieces...) {
			opts := d.Options
			if id != 0 {
				opts = rs.Orders(s, id)
			}
			for _, o := range opts {
				if o.Pick == engine.PickNow && o.Order != nil && rs.Check(s, o.Order) == nil {
					return Choice{Order: o.Order, Reason: o.Label + " (it must)"}
				}
			}
		}
	}
	return end
}

// pick is an option and the piece it is for (0: the Decision's).
type pick struct {
	opt engine.OrderOption
	id  engine.PieceID
}

// order is a random order of the option: itself when given now, a random
// legal target's, or a random clamped move.
func (r *randomPlayer) order(rs engine.Ruleset, s *engine.State, by engine.PlayerID, pk pick) engine.Order {
	switch pk.opt.Pick {
	case engine.PickNow:
		return pk.opt.Order
	case engine.PickTarget:
		var legal []engine.Order
		for _, t := range rs.Targets(s, pk.id, pk.opt, nil) {
			if t.Legal {
				legal = append(legal, t.Order)
			}
		}
		if len(legal) > 0 {
			return legal[r.rng.IntN(len(legal))]
		}
	case engine.PickMove:
		if pk.opt.Move.FreePath && pk.opt.Move.Budget == 0 { // a deployment: anywhere in its zone
			if os := DeployOrders(rs, s, by, pk.id, pk.opt, 6); len(os) > 0 {
				return os[r.rng.IntN(len(os))]
			}
			return nil
		}
		return r.move(rs, s, by, pk.id, pk.opt)
	}
	return nil
}

// move builds up to three random steps of the kinds the option allows
// and takes the ruleset's clamped preview of them, as a drag does.
func (r *randomPlayer) move(rs engine.Ruleset, s *engine.State, by engine.PlayerID, id engine.PieceID, opt engine.OrderOption) engine.Order {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	c := opt.Move
	var steps []move.Step
	for range 1 + r.rng.IntN(3) {
		switch k := r.rng.IntN(3); {
		case c.FreePath && k < 2:
			far := c.Budget * (0.2 + r.rng.Float64())
			a := r.rng.Float64() * 2 * math.Pi
			steps = append(steps, move.Step{Kind: move.Path, To: p.Pose.Pos.Add(geom.Forward(a).Scale(far))})
		case c.Pivots > 0 && k == 2:
			steps = append(steps, move.Step{Kind: move.Pivot, Angle: (r.rng.Float64()*2 - 1) * math.Pi})
		default:
			dirs := c.Dirs()
			if len(dirs) == 0 {
				continue
			}
			steps = append(steps, move.Step{Kind: move.Straight, Dir: dirs[r.rng.IntN(len(dirs))], Dist: c.Budget * r.rng.Float64()})
		}
	}
	return clampedMove(rs, s, by, id, opt.Kind, steps)
}

// clampedMove is the order of the given kind with the steps as the
// ruleset's preview clamps them (steps clamped to nothing left out), or
// nil when the ruleset builds no such order or refuses it.
func clampedMove(rs engine.Ruleset, s *engine.State, by engine.PlayerID, id engine.PieceID, kind string, steps []move.Step) engine.Order {
	o, _ := clampedMoveTo(rs, s, by, id, kind, steps)
	return o
}

// clampedMoveTo is clampedMove and the pose the piece ends in (its pose
// now when the move has no steps left).
func clampedMoveTo(rs engine.Ruleset, s *engine.State, by engine.PlayerID, id engine.PieceID, kind string, steps []move.Step) (engine.Order, geom.Pose) {
	o, err := rs.MoveOrder(by, id, kind, steps)
	if err != nil {
		return nil, geom.Pose{}
	}
	res, err := rs.PreviewMove(s, o)
	if err != nil {
		return nil, geom.Pose{}
	}
	var kept []move.Step
	var end geom.Pose
	if p := s.Piece(id); p != nil {
		end = p.Pose
	}
	for i, st := range res.Steps {
		if (st.Kind == move.Straight && st.Dist > 1e-9) || (st.Kind == move.Pivot && math.Abs(st.Angle) > 1e-9) ||
			(st.Kind != move.Straight && st.Kind != move.Pivot) {
			kept = append(kept, st)
		}
		if i < len(res.Poses) {
			end = res.Poses[i]
		}
	}
	o, err = rs.MoveOrder(by, id, kind, kept)
	if err != nil {
		return nil, geom.Pose{}
	}
	return o, end
}

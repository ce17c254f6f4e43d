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

// Choose picks a random order; one that the ruleset refuses is replaced
// by ending the phase, so every order it returns is legal.
func (r *randomPlayer) Choose(rs engine.Ruleset, s *engine.State, d engine.Decision) Choice {
	if d.Kind == engine.NoDecision {
		return Choice{}
	}
	end := Choice{Order: engine.EndPhase{By: d.Player}, Reason: "ends the phase (at random)"}
	type pick struct {
		opt engine.OrderOption
		id  engine.PieceID
	}
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
	if len(picks) == 0 || r.rng.IntN(8) == 0 {
		return end
	}
	pk := picks[r.rng.IntN(len(picks))]
	var o engine.Order
	switch pk.opt.Pick {
	case engine.PickNow:
		o = pk.opt.Order
	case engine.PickTarget:
		var legal []engine.Order
		for _, t := range rs.Targets(s, pk.id, pk.opt, nil) {
			if t.Legal {
				legal = append(legal, t.Order)
			}
		}
		if len(legal) > 0 {
			o = legal[r.rng.IntN(len(legal))]
		}
	case engine.PickMove:
		o = r.move(rs, s, d.Player, pk.id, pk.opt)
	}
	if o == nil || rs.Check(s, o) != nil {
		return end
	}
	return Choice{Order: o, Reason: "a random " + pk.opt.Label}
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
	o, err := rs.MoveOrder(by, id, kind, steps)
	if err != nil {
		return nil
	}
	res, err := rs.PreviewMove(s, o)
	if err != nil {
		return nil
	}
	var kept []move.Step
	for _, st := range res.Steps {
		if (st.Kind == move.Straight && st.Dist > 1e-9) || (st.Kind == move.Pivot && math.Abs(st.Angle) > 1e-9) ||
			(st.Kind != move.Straight && st.Kind != move.Pivot) {
			kept = append(kept, st)
		}
	}
	o, err = rs.MoveOrder(by, id, kind, kept)
	if err != nil {
		return nil
	}
	return o
}

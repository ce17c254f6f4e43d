package gametest

import (
	"math"
	"math/rand/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// RandomOrder is an order a random player picks now, through the engine's
// contract alone (so it plays any ruleset): one of the Decision's options,
// or an order of one of its pieces (a PickNow order, a legal target's
// order, a move of random steps clamped by the ruleset's preview, as
// the window gives it, or a deployment at a random spot of where the
// player may deploy), or ending the phase. It returns nil once the game
// is over.
func RandomOrder(g *engine.Game, rng *rand.Rand) engine.Order {
	s, rs := g.State, g.Rules
	d := rs.Decision(s)
	if d.Kind == engine.NoDecision {
		return nil
	}
	end := engine.EndPhase{By: d.Player}
	var picks []pick
	for _, o := range d.Options {
		picks = append(picks, pick{o, 0})
	}
	if len(d.Pieces) > 0 {
		id := d.Pieces[rng.IntN(len(d.Pieces))]
		for _, o := range rs.Orders(s, id) {
			picks = append(picks, pick{o, id})
		}
	}
	if len(picks) == 0 || rng.IntN(8) == 0 {
		return end
	}
	opt := picks[rng.IntN(len(picks))]
	switch opt.Pick {
	case engine.PickNow:
		if opt.Order != nil {
			return opt.Order
		}
	case engine.PickTarget:
		var legal []engine.Order
		for _, t := range rs.Targets(s, opt.piece(), opt.OrderOption, nil) {
			if t.Legal {
				legal = append(legal, t.Order)
			}
		}
		if len(legal) > 0 {
			return legal[rng.IntN(len(legal))]
		}
	case engine.PickMove:
		if o := randomMove(g, d.Player, opt.piece(), opt.OrderOption, rng); o != nil {
			return o
		}
	}
	return end
}

// deployBounds is the box of where the deciding player may deploy now:
// the Decision's Area, else his zones; false in any other decision.
func deployBounds(g *engine.Game, by engine.PlayerID) (geom.Box, bool) {
	d := g.Rules.Decision(g.State)
	if d.Kind != engine.Deploy {
		return geom.Box{}, false
	}
	if d.Area != nil {
		return d.Area.Bounds(), true
	}
	var pts geom.Poly
	for _, z := range g.State.Table.Zones {
		if engine.PlayerID(z.Player) == by {
			pts = append(pts, z.Area...)
		}
	}
	return pts.Bounds(), len(pts) > 0
}

// pick is an option with the piece it is for (zero for a Decision's).
type pick struct {
	engine.OrderOption
	id engine.PieceID
}

func (p pick) piece() engine.PieceID { return p.id }

// randomMove builds a move of up to three random steps of the kinds the
// option's constraints allow, then takes the ruleset's clamped preview of
// it, the way the window gives a dragged move.
func randomMove(g *engine.Game, by engine.PlayerID, id engine.PieceID, opt engine.OrderOption, rng *rand.Rand) engine.Order {
	p := g.State.Piece(id)
	if p == nil {
		return nil
	}
	c := opt.Move
	var steps []move.Step
	tries := 1 + rng.IntN(3)
	if b, ok := deployBounds(g, by); ok && c.FreePath && c.Budget == 0 { // a deployment: a random spot of where it may go, a random facing
		at := geom.V(b.Min.X+rng.Float64()*(b.Max.X-b.Min.X), b.Min.Y+rng.Float64()*(b.Max.Y-b.Min.Y))
		steps = append(steps, move.Step{Kind: move.Path, To: at}, move.Step{Kind: move.Pivot, Angle: float64(rng.IntN(4)-1) * math.Pi / 2})
		tries = 0
	}
	for range tries {
		switch k := rng.IntN(3); {
		case c.FreePath && k < 2:
			far := c.Budget * (0.2 + rng.Float64())
			a := rng.Float64() * 2 * math.Pi
			steps = append(steps, move.Step{Kind: move.Path, To: p.Pose.Pos.Add(geom.Forward(a).Scale(far))})
		case c.Pivots > 0 && k == 2:
			steps = append(steps, move.Step{Kind: move.Pivot, Angle: (rng.Float64()*2 - 1) * math.Pi})
		default:
			dirs := c.Dirs()
			if len(dirs) == 0 {
				continue
			}
			steps = append(steps, move.Step{Kind: move.Straight, Dir: dirs[rng.IntN(len(dirs))], Dist: c.Budget * rng.Float64()})
		}
	}
	o, err := g.Rules.MoveOrder(by, id, opt.Kind, steps)
	if err != nil {
		return nil
	}
	res, err := g.Rules.PreviewMove(g.State, o)
	if err != nil {
		return o // refused as it is: Do must refuse it and change nothing
	}
	var kept []move.Step
	for _, st := range res.Steps {
		if (st.Kind == move.Straight && st.Dist > 1e-9) || (st.Kind == move.Pivot && math.Abs(st.Angle) > 1e-9) ||
			(st.Kind != move.Straight && st.Kind != move.Pivot) {
			kept = append(kept, st)
		}
	}
	o, err = g.Rules.MoveOrder(by, id, opt.Kind, kept)
	if err != nil {
		return nil
	}
	return o
}

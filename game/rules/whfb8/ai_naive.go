package whfb8

import (
	"math"
	"slices"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// naive is the baseline: it answers every question with the first
// answer offered, charges and shoots and casts at the first legal
// target, fights every combat, and moves each unit straight ahead after
// turning it toward the nearest enemy when a wheel can.
type naive struct {
	turn, player int
	phase        string
	done         []engine.PieceID
}

// Kind returns "naive".
func (*naive) Kind() string { return ai.Naive }

// Choose gives the next unit's plain order, or ends the phase.
func (n *naive) Choose(rs engine.Ruleset, s *engine.State, d engine.Decision) ai.Choice {
	if d.Kind == engine.NoDecision {
		return ai.Choice{}
	}
	if n.turn != s.Turn || n.phase != s.Phase || n.player != int(d.Player) {
		n.turn, n.phase, n.player, n.done = s.Turn, s.Phase, int(d.Player), nil
	}
	for _, o := range d.Options {
		if o.Pick == engine.PickNow && o.Order != nil && rs.Check(s, o.Order) == nil {
			return ai.Choice{Order: o.Order, Reason: o.Label + " (naive)"}
		}
	}
	for _, id := range d.Pieces {
		if slices.Contains(n.done, id) {
			continue
		}
		n.done = append(n.done, id)
		if o := n.order(rs, s, d.Player, id); o != nil && rs.Check(s, o) == nil {
			return ai.Choice{Order: o, Reason: s.Piece(id).Name + " (naive)"}
		}
	}
	if d.Kind == engine.Deploy { // where it waits, or the first free spot (deployai.go)
		if c, ok := naiveDeploy(rs, s, d); ok {
			return c
		}
	}
	return ai.Choice{Order: engine.EndPhase{By: d.Player}, Reason: "ends the phase (naive)"}
}

// order is a unit's naive order now, or nil.
func (n *naive) order(rs engine.Ruleset, s *engine.State, by engine.PlayerID, id engine.PieceID) engine.Order {
	for _, opt := range rs.Orders(s, id) {
		switch opt.Pick {
		case engine.PickNow:
			if opt.Kind == (Fight{}).Kind() {
				return opt.Order
			}
		case engine.PickTarget:
			for _, t := range rs.Targets(s, id, opt, nil) {
				if t.Legal {
					return t.Order
				}
			}
		case engine.PickMove:
			if opt.Kind != (Move{Mode: Normal}).Kind() || isMachine(s.Piece(id)) {
				continue
			}
			p := s.Piece(id)
			var steps []move.Step
			if e := nearestEnemy(s, p); e != nil {
				d := e.Pose.Pos.Sub(p.Pose.Pos)
				turn := geom.NormAngle(math.Atan2(d.X, d.Y) - p.Pose.Heading)
				turn = max(-math.Pi/4, min(math.Pi/4, turn))
				steps = append(steps, move.Step{Kind: move.Wheel, Angle: turn})
			}
			steps = append(steps, move.Step{Kind: move.Straight, Dir: dirForward, Dist: opt.Move.Budget})
			o, _ := rs.MoveOrder(by, id, opt.Kind, steps)
			res, err := rs.PreviewMove(s, o)
			if err != nil || res.Spent < geom.Eps {
				continue
			}
			o, _ = rs.MoveOrder(by, id, opt.Kind, res.Steps)
			return o
		}
	}
	return nil
}

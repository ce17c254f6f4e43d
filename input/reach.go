package input

import (
	"math"

	"warbench/game/geom"
	"warbench/game/move"
)

// Reach is the area a movement order can reach, drawn while it is built:
// the band each allowed straight move sweeps as far as the solver lets it
// go, and, for an order that turns or follows a free path, the circle its
// budget spans around the piece.
type Reach struct {
	Bands  []geom.Poly // swept by each allowed straight move, clamped
	Circle geom.Circle // R = 0: none
}

// reach works out the composed order's Reach from where the piece stands.
func (c *Controller) reach() Reach {
	k := c.Compose
	m := k.Option.Move
	var r Reach
	for _, d := range m.Dirs() {
		o, err := c.Game.Rules.MoveOrder(c.Decider(), k.Unit, k.Option.Kind, []move.Step{{Kind: move.Straight, Dir: d, Dist: m.Budget}})
		if err != nil {
			continue
		}
		res, err := c.Game.Rules.PreviewMove(c.Game.State, o)
		if err != nil || res.Spent <= 0 {
			continue
		}
		r.Bands = append(r.Bands, geom.ConvexHull(append(res.Start.Poly(), res.End.Poly()...)))
	}
	if (m.Pivots > 0 || m.FreePath || m.Wheel) && m.Budget > 0 {
		p := c.Game.State.Piece(k.Unit)
		half := math.Hypot(p.Footprint.W, p.Footprint.D) / 2
		if p.Footprint.Round {
			half = p.Footprint.W / 2
		}
		r.Circle = geom.Circle{C: p.Pose.Pos, R: m.Budget + half}
	}
	return r
}

package ai

import (
	"math"

	"warbench/game/engine"
)

// Adviser is a player that can say what it would do with one piece: the
// hint for a selected unit.
type Adviser interface {
	ChooseFor(rs engine.Ruleset, view *engine.State, d engine.Decision, id engine.PieceID) Choice
}

// ChooseFor is the planner's best order for piece id in decision d, with
// its reason, weighed as Plan weighs it; when no order is worth more
// than leaving the piece be, the order is nil and the reason says so.
func (p *Planner) ChooseFor(rs engine.Ruleset, view *engine.State, d engine.Decision, id engine.PieceID) Choice {
	me := d.Player
	how := How{Threats: p.level.Threats}
	base := p.eval.Value(view, me, how).Total
	var best *candidate
	bestV := math.Inf(-1)
	for _, c := range candidates(rs, view, me, id, p.level) {
		if v, ok := p.worth(rs, view, me, c.order, how); ok && v > bestV {
			c := c
			best, bestV = &c, v
		}
	}
	if best == nil || bestV <= base+1e-6 {
		return Choice{Reason: pieceName(view, id) + ": no order is worth more than leaving it be"}
	}
	c := planned{candidate: *best, gain: bestV - base}
	return Choice{Order: c.order, Reason: p.explain(rs, view, me, c)}
}

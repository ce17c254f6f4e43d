package whfb8

import (
	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/move"
)

// naiveDeploy is the naive player's deployment (§12): for the first unit
// it may deploy, the first order given now (a Dawn Attack's roll), else
// the unit placed where it waits when that is legal, else at the first
// spot ai.DeployOrders finds; nothing when no unit can go anywhere.
func naiveDeploy(rs engine.Ruleset, s *engine.State, d engine.Decision) (ai.Choice, bool) {
	for _, id := range d.Pieces {
		p := s.Piece(id)
		for _, opt := range rs.Orders(s, id) {
			if opt.Pick == engine.PickNow && opt.Order != nil && rs.Check(s, opt.Order) == nil {
				return ai.Choice{Order: opt.Order, Reason: opt.Label + " (naive)"}, true
			}
		}
		for _, opt := range rs.Orders(s, id) {
			if opt.Kind != (Deploy{}).Kind() {
				continue
			}
			if o := NewDeploy(d.Player, id, []move.Step{{Kind: move.Path, To: p.Pose.Pos}}); rs.Check(s, o) == nil {
				return ai.Choice{Order: o, Reason: p.Name + " deploys where it waits (naive)"}, true
			}
			if os := ai.DeployOrders(rs, s, d.Player, id, opt, 6); len(os) > 0 {
				return ai.Choice{Order: os[0], Reason: p.Name + " deploys at the first free spot (naive)"}, true
			}
		}
	}
	return ai.Choice{}, false
}

package whfb8

import (
	"warbench/game/engine"
)

// How a pitched battle's own rules join the game's turns (§12): after
// every order, who holds the watchtower and whether an army has broken
// (Blood and Glory); the bottleneck of the Battle for the Pass; and the
// setup of a scenario that places its units itself.

// afterOrder looks at the position an order left: the watchtower's
// holder, and in Blood and Glory an army at its Breaking Point, which
// ends the game at once.
func (r *Ruleset) afterOrder(s *engine.State) []engine.Event {
	ev := updateTower(s)
	if !battleOf(s).BreakPoint {
		return ev
	}
	if br := armyBreaks(s); len(br) > 0 {
		s.Over = true
		ev = append(ev, br...)
		ev = append(ev, engine.Event{Kind: engine.GameEnded, Rule: rule("12"), Text: r.Score(s).Text})
	}
	return ev
}

// placedBattle sets up the battle of a scenario whose file places the
// units (no deployment by the players): the battle's zones (for Scouts
// and ambushers) and the watchtower. The first turn is a plain roll-off:
// no one set up first.
func (r *Ruleset) placedBattle(s *engine.State) []engine.Event {
	b := battleOf(s)
	if z := r.BattleZones(b.ID, s.Table); len(z) > 0 {
		s.Table.Zones = z
	}
	if !b.Tower {
		return nil
	}
	ev := placeTower(s)
	return append(ev, updateTower(s)...)
}

// longEdgesClosed: in the Battle for the Pass the long table edges are
// impassable terrain (§12, Bottleneck): no unit enters or leaves by them
// (a fleeing unit still flees off them) unless it is Ethereal or flies.
func longEdgesClosed(s *engine.State, p *engine.Piece) bool {
	return battleOf(s).Bottleneck && !flies(p) && !p.HasRule("Ethereal")
}

// closedEdgeCrossed reports a unit over a long edge it may not cross.
func (r *Ruleset) closedEdgeCrossed(s *engine.State, p *engine.Piece) bool {
	if !longEdgesClosed(s, p) {
		return false
	}
	for _, c := range p.Rect().Corners() {
		if c.Y <= 0 || c.Y >= s.Table.Depth {
			return true
		}
	}
	return false
}

package whfb8

import (
	"math"

	"warbench/game/engine"
)

// What the pitched battles of §12 add to a position's worth, beyond
// victory points: the Watchtower, won by the side holding the tower at
// the end; Blood and Glory, lost by the army whose Fortitude falls to
// its Breaking Point.

const (
	// towerWorth is holding the watchtower, in points: what decides the
	// game, weighed like a large unit.
	towerWorth = 400
	// towerPullPerInch draws the nearest unit that may occupy the tower
	// toward it.
	towerPullPerInch = 4.0
	// fortitudeWorth is each point of Fortitude above the Breaking Point
	// (up to three), in points.
	fortitudeWorth = 120
)

// battleWorth is what the battle's own victory condition makes a
// position worth to me.
func battleWorth(s *engine.State, me engine.PlayerID) float64 {
	b := battleOf(s)
	v := 0.0
	if b.Tower && tower(s) != nil {
		switch towerHolder(s) {
		case me:
			v += towerWorth
		case engine.Opponent(me):
			v -= towerWorth
		}
		v -= towerPullPerInch * nearestToTower(s, me) / Inch
	}
	if b.BreakPoint {
		margin := func(pl engine.PlayerID) float64 {
			f, _ := fortitude(s, pl)
			return math.Max(0, math.Min(3, float64(f-breakingPoint(s, pl))))
		}
		v += fortitudeWorth * (margin(me) - margin(engine.Opponent(me)))
	}
	return v
}

// nearestToTower is the distance from the tower's centre to the centre
// of my nearest unit that may occupy it (infantry or monstrous infantry,
// not fleeing, not in a unit), 0 when I have none.
func nearestToTower(s *engine.State, me engine.PlayerID) float64 {
	t := tower(s)
	best := math.Inf(1)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner == me && p.Attached == 0 && (p.Type == "In" || p.Type == "MI") && p.Counter("fleeing") == 0 && p.Counter(undeployed) == 0 {
			best = min(best, p.Pose.Pos.Dist(t.Pose.Pos))
		}
	}
	if math.IsInf(best, 1) {
		return 0
	}
	return best
}

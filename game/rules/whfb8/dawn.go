package whfb8

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Dawn Attack (§12): before each unit deploys, its player rolls a D6 for
// where it may go: 1 the left flank (his half, within 18" of the short
// edge on his left), 2 the right flank, 3-5 the centre (more than 18"
// from both short edges), 6 anywhere in his half; always more than 12"
// from the centre line (the half is the zone). The unit rolled for
// deploys next (the piece counter "zone-roll" holds the die). Scouts do
// not roll. A character either rolls or is placed on a deployed unit
// of his, starting inside it (the digest has him declared as joining
// before the unit's roll; here he joins a unit already placed). When no
// room is left in the part a unit rolled, it may go anywhere in the half
// [added], so that a full flank never stops the deployment.

func init() {
	counterBounds = append(counterBounds, engine.CounterBound{Name: "zone-roll", Max: 6})
}

// flankWidth is how far a flank reaches from its short edge (§12).
const flankWidth = 18 * Inch

// dawnWhere says in words where a roll sends a unit.
func dawnWhere(face int) string {
	switch face {
	case 1:
		return "on its left flank (rolled 1: within 18\" of your left short edge)"
	case 2:
		return "on its right flank (rolled 2: within 18\" of your right short edge)"
	case 6:
		return "anywhere in your zone (rolled 6)"
	}
	return fmt.Sprintf("in the centre (rolled %d: more than 18\" from both short edges)", face)
}

// dawnArea is the part of the player's zone a unit's roll allows, and
// where that is in words. Left is the player's left as he faces the
// enemy across the table: the west for the south half.
func dawnArea(s *engine.State, p *engine.Piece) (geom.Poly, string) {
	zone := zoneOf(s, p.Owner)
	face := p.Counter("zone-roll")
	where := dawnWhere(face)
	if zone == nil || face == 6 || face == 0 {
		return zone, where
	}
	b := zone.Bounds()
	w := s.Table.Width
	westLeft := zone.Centroid().Y < s.Table.Depth/2 // the south half faces north: its left is the west
	x0, x1 := flankWidth, w-flankWidth              // the centre
	switch {
	case face == 1 && westLeft, face == 2 && !westLeft:
		x0, x1 = 0, flankWidth
	case face == 1, face == 2:
		x0, x1 = w-flankWidth, w
	}
	x0, x1 = max(x0, b.Min.X), min(x1, b.Max.X)
	if x1 <= x0 {
		return nil, where
	}
	area := geom.Rect{Center: geom.V((x0+x1)/2, (b.Min.Y+b.Max.Y)/2), W: x1 - x0, D: b.Max.Y - b.Min.Y}.Poly()
	if !roomIn(s, p, area) { // [added] a full flank would leave the deployment stuck
		return zone, "anywhere in your zone (rolled " + fmt.Sprint(face) + ", but there is no room left there)"
	}
	return area, where
}

// roomIn reports whether the unit could stand wholly in the area
// somewhere, facing along an axis, on no deployed unit and no
// impassable terrain or building: a search every half inch.
func roomIn(s *engine.State, p *engine.Piece, area geom.Poly) bool {
	b := area.Bounds()
	ghost := *p
	for _, h := range []float64{0, math.Pi / 2, math.Pi, -math.Pi / 2} {
		for y := b.Min.Y; y <= b.Max.Y; y += Inch / 2 {
			for x := b.Min.X; x <= b.Max.X; x += Inch / 2 {
				ghost.Pose = geom.Pose{Pos: geom.V(x, y), Heading: h}
				if area.ContainsShape(ghost.Shape()) && standsFree(s, p, &ghost) {
					return true
				}
			}
		}
	}
	return false
}

// standsFree reports a placement on no deployed unit and no impassable
// terrain or building.
func standsFree(s *engine.State, p, ghost *engine.Piece) bool {
	shape := ghost.Shape()
	if s.Table.ClosedUnder(shape) != nil {
		return false
	}
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID != p.ID && o.Counter(undeployed) == 0 && o.Attached == 0 && geom.Overlap(shape, o.Shape()) {
			return false
		}
	}
	return true
}

// checkZoneRoll accepts the roll for a waiting unit of the player that
// has none, in a Dawn Attack, when no other unit rolled waits.
func (r *Ruleset) checkZoneRoll(s *engine.State, o ZoneRoll) *engine.Illegal {
	p := s.Piece(o.Unit)
	switch {
	case s.Phase != DeployPhase || !battleOf(s).ZoneRoll:
		return engine.Refuse(rule("12"), nil, "Only in a Dawn Attack does a unit roll for its zone, before it deploys.")
	case p == nil || p.Owner != o.By || p.Counter(undeployed) == 0:
		return engine.Refuse(rule("12"), nil, "Player %d has no such unit waiting to deploy.", o.By)
	case p.HasRule("Scouts"):
		return engine.Refuse(rule("12"), nil, "Scouts do not roll: they deploy by their own rule, after the armies.")
	case p.Counter("zone-roll") != 0 || !slices.Contains(deployableOf(s, o.By), p.ID):
		return engine.Refuse(rule("12"), nil, "%s cannot roll now: %s.", p.Name, deployWhat(s, deployableOf(s, o.By)))
	}
	return nil
}

// applyZoneRoll rolls the unit's D6.
func (r *Ruleset) applyZoneRoll(s *engine.State, o ZoneRoll) []engine.Event {
	p := s.Piece(o.Unit)
	d := s.Dice.Roll(6, "dawn attack zone")
	p.SetCounter("zone-roll", d.Face)
	e := engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: rule("12"), Value: d.Face,
		Text: fmt.Sprintf("%s rolls %d: it deploys %s.", p.Name, d.Face, dawnWhere(d.Face))}
	e.Dice = append(e.Dice, d)
	return []engine.Event{e}
}

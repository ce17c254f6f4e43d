package kow

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// piecePath is the poses a unit went through in one order.
type piecePath struct {
	id    engine.PieceID
	poses []geom.Pose
}

// applyWithMarkers carries out an order in a game with markers (kow2
// §11.3), then: a carrier that routed drops its loot; every unit (not an
// Individual) whose swept footprint touched a loot counter on the ground
// picks it up (§14-A29); a carrier moved into contact with its own edge
// leaves the battle with its loot; carried loot follows its carrier; and
// each objective marker shows who controls it now.
func (r *Ruleset) applyWithMarkers(s *engine.State, o engine.Order) []engine.Event {
	planned := r.plannedPath(s, o)
	before := make([]piecePath, len(s.Pieces))
	for i, p := range s.Pieces {
		before[i] = piecePath{id: p.ID, poses: []geom.Pose{p.Pose}}
	}
	ev := r.apply(s, o)
	ev = append(ev, r.dropLoot(s, o)...)
	ev = append(ev, r.pickUp(s, before, planned)...)
	if m, ok := o.(Move); ok {
		ev = append(ev, r.leaveBattle(s, m.Unit)...)
	}
	followCarriers(s)
	r.updateControl(s)
	return ev
}

// hasLoot reports whether the State has loot counters.
func hasLoot(s *engine.State) bool {
	return slices.ContainsFunc(s.Markers, func(m engine.Marker) bool { return m.Kind == LootKind })
}

// plannedPath is the path a Move or a Charge will take, worked out before
// it is applied: the poses after each step, from the start.
func (r *Ruleset) plannedPath(s *engine.State, o engine.Order) piecePath {
	if !hasLoot(s) {
		return piecePath{}
	}
	switch o := o.(type) {
	case Move:
		if res, il := r.Preview(s, o); il == nil {
			return piecePath{id: o.Unit, poses: append([]geom.Pose{res.Start.Pose()}, res.Poses...)}
		}
	case Charge:
		p, t := s.Piece(o.Unit), s.Piece(o.Target)
		if p != nil && t != nil {
			ct := r.planCharge(s, p, t)
			return piecePath{id: o.Unit, poses: append([]geom.Pose{p.Pose}, ct.Path...)}
		}
	}
	return piecePath{}
}

// pickUp gives each loot counter on the ground to the first unit, by ID,
// whose footprint swept over it in this order (kow2 §11.3: a unit that
// moves over a counter picks it up; Individuals cannot; an enemy
// Individual standing on it stops the pick-up; §14-A29: the swept
// footprint touches the 25 mm disc).
func (r *Ruleset) pickUp(s *engine.State, before []piecePath, planned piecePath) []engine.Event {
	if !hasLoot(s) {
		return nil
	}
	var ev []engine.Event
	for _, b := range before {
		p := s.Piece(b.id)
		if p == nil || p.Pose == b.poses[0] || p.HasRule("Individual") {
			continue
		}
		poses := append(b.poses, p.Pose)
		if planned.id == p.ID && len(planned.poses) > 1 && planned.poses[len(planned.poses)-1] == p.Pose {
			poses = planned.poses
		}
		swept := sweep(p.Rect(), poses)
		for i := range s.Markers {
			m := &s.Markers[i]
			if m.Kind != LootKind || m.Counter(carrierCounter) != 0 || guarded(s, m, p.Owner) || !sweptOver(swept, disc(m)) {
				continue
			}
			m.SetCounter(carrierCounter, int(p.ID))
			m.Owner = p.Owner
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: r.rule("11.3"),
				Text: fmt.Sprintf("%s up %s.", does(p, "pick"), m.Name)})
		}
	}
	return ev
}

// guarded reports whether an Individual of the other side than pl stands
// on the counter (its base overlaps the disc, §14-A29).
func guarded(s *engine.State, m *engine.Marker, pl engine.PlayerID) bool {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner != pl && q.HasRule("Individual") && geom.Overlap(q.Shape(), disc(m)) {
			return true
		}
	}
	return false
}

// sweptOver reports whether any of the swept polygons touches the disc.
func sweptOver(swept []geom.Poly, c geom.Circle) bool {
	for _, a := range swept {
		if geom.Distance(a, c) <= contactTol {
			return true
		}
	}
	return false
}

// sweep is the area a footprint covers going through the poses, each leg
// a rigid motion: a straight move, or a turn about the one point it leaves
// where it is (a pivot about the centre, a wheel about a corner). A leg
// that is neither (within rounding) is covered by the hull of both ends.
func sweep(r geom.Rect, poses []geom.Pose) []geom.Poly {
	out := []geom.Poly{r.WithPose(poses[0]).Poly()}
	for i := 1; i < len(poses); i++ {
		a, b := poses[i-1], poses[i]
		pa := r.WithPose(a).Poly()
		turn := geom.NormAngle(b.Heading - a.Heading)
		if math.Abs(turn) < 1e-9 {
			out = append(out, geom.SweepTranslate(pa, b.Pos.Sub(a.Pos)))
			continue
		}
		if c, ok := turnCentre(a.Pos, b.Pos, turn); ok {
			out = append(out, geom.SweepRotate(pa, c, turn, nil)...)
			continue
		}
		out = append(out, geom.ConvexHull(append(slices.Clone(pa), r.WithPose(b).Poly()...)))
	}
	return out
}

// turnCentre is the point about which turning clockwise by angle takes a
// to b.
func turnCentre(a, b geom.Vec, angle float64) (geom.Vec, bool) {
	sn, cs := math.Sincos(angle)
	w := b.Sub(a.RotateCW(angle))
	det := (1-cs)*(1-cs) + sn*sn
	if det < 1e-12 {
		return geom.Vec{}, false
	}
	c := geom.V(((1-cs)*w.X+sn*w.Y)/det, (-sn*w.X+(1-cs)*w.Y)/det)
	return c, a.Sub(c).RotateCW(angle).Add(c).Dist(b) < 1e-6
}

// dropLoot deals with the loot of carriers that routed in this order
// (kow2 §11.3): destroyed in melee, it goes to an enemy unit in contact
// with the carrier (the opponent distributes it: to the lowest ID that is
// not an Individual [REC]); routed otherwise, or with no such unit, it is
// left on the ground at the carrier's centre (inside its footprint [REC]).
func (r *Ruleset) dropLoot(s *engine.State, o engine.Order) []engine.Event {
	var ev []engine.Event
	_, melee := o.(Fight)
	for i := range s.Markers {
		m := &s.Markers[i]
		id := engine.PieceID(m.Counter(carrierCounter))
		if m.Kind != LootKind || id == 0 || s.Piece(id) != nil || m.Counter(safeCounter) != 0 {
			continue
		}
		c := s.PieceOrGone(id)
		if c == nil {
			continue
		}
		var taker *engine.Piece
		if melee {
			for j := range s.Pieces {
				q := &s.Pieces[j]
				if q.Owner != c.Owner && !q.HasRule("Individual") && geom.Distance(q.Shape(), c.Shape()) <= contactTol {
					taker = q
					break
				}
			}
		}
		if taker != nil {
			m.SetCounter(carrierCounter, int(taker.ID))
			m.Owner = taker.Owner
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: taker.ID, Rule: r.rule("11.3"),
				Text: fmt.Sprintf("%s %s from %s.", does(taker, "take"), m.Name, c.Name)})
			continue
		}
		m.SetCounter(carrierCounter, 0)
		m.Owner = 0
		m.Pose = geom.Pose{Pos: c.Pose.Pos}
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Rule: r.rule("11.3"),
			Text: fmt.Sprintf("%s is dropped where %s routed.", m.Name, c.Name)})
	}
	return ev
}

// leaveBattle removes a unit carrying loot that moved into contact with
// its own table edge (kow2 §11.3: it cannot return and its loot is safe;
// player 1's edge is the south one, y = 0). Leaving is taken as chosen
// whenever a carrier's move ends touching its edge [REC].
func (r *Ruleset) leaveBattle(s *engine.State, id engine.PieceID) []engine.Event {
	p := s.Piece(id)
	if p == nil {
		return nil
	}
	carried := false
	for i := range s.Markers {
		carried = carried || s.Markers[i].Kind == LootKind && s.Markers[i].Counter(carrierCounter) == int(id)
	}
	b := p.Shape().Bounds()
	atEdge := p.Owner == 1 && b.Min.Y <= contactTol || p.Owner == 2 && b.Max.Y >= s.Table.Depth-contactTol
	if !carried || !atEdge {
		return nil
	}
	for i := range s.Markers {
		if m := &s.Markers[i]; m.Kind == LootKind && m.Counter(carrierCounter) == int(id) {
			m.SetCounter(safeCounter, 1)
			m.Pose = geom.Pose{Pos: p.Pose.Pos}
		}
	}
	p.SetCounter(leftCounter, 1)
	left, _ := s.Remove(id)
	return []engine.Event{{Kind: engine.Removed, Piece: id, Rule: r.rule("11.3"), From: left.Pose,
		Text: fmt.Sprintf("%s the battle by its own edge with its loot.", does(&left, "leave"))}}
}

// followCarriers puts each carried counter on its carrier's centre.
func followCarriers(s *engine.State) {
	for i := range s.Markers {
		m := &s.Markers[i]
		if m.Kind != LootKind {
			continue
		}
		if c := s.Piece(engine.PieceID(m.Counter(carrierCounter))); c != nil {
			m.Pose = geom.Pose{Pos: c.Pose.Pos}
		}
	}
}

package kow_test

import (
	"testing"

	"pgregory.net/rapid"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// Property (kow2 §4.7.4, §3.4): on the default battlefield with the armies
// brought within charge range and shuffled (units that end up where no
// unit may stand are left out), every legal charge ends in a
// pose that is on the table, overlaps no unit and no impassable terrain,
// touches the target, keeps the friendly gap, and overlaps the charged
// facing with its front edge; its path runs from the unit to that pose;
// Check accepts it; and applying it leaves no two units overlapping.
func TestChargeContactPosesAreLegal(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r, s := closerBattle(rt, rapid.Float64Range(6, 12).Draw(rt, "shift"))
		for i := range s.Pieces {
			p := &s.Pieces[i]
			p.Pose.Pos.X += rapid.Float64Range(-2, 2).Draw(rt, "dx") * in
			p.Pose.Heading += geom.Deg(rapid.Float64Range(-30, 30).Draw(rt, "turn"))
		}
		keepLegal(s) // drop the units the shuffle put where none may stand
		if len(s.Pieces) == 0 {
			return
		}
		unit := rapid.SampledFrom(s.Pieces).Draw(rt, "unit")
		s.Active = unit.Owner
		p := s.Piece(unit.ID)
		for _, ct := range r.ChargeTargets(s, p.ID) {
			if !ct.Legal {
				if ct.Why == nil || ct.Why.Reason == "" {
					rt.Fatalf("refusal without a reason: %+v", ct)
				}
				continue
			}
			checkContact(rt, s, p, ct)
			if err := r.Check(s, r.ChargeOrder(p.Owner, p.ID, ct.Target)); err != nil {
				rt.Fatalf("Check refuses a legal charge: %v", err)
			}
		}
		var legal []engine.PieceID
		for _, ct := range r.ChargeTargets(s, p.ID) {
			if ct.Legal {
				legal = append(legal, ct.Target)
			}
		}
		if len(legal) == 0 {
			return
		}
		g := &engine.Game{Rules: r, State: s}
		tgt := rapid.SampledFrom(legal).Draw(rt, "target")
		if _, err := g.Do(r.ChargeOrder(p.Owner, p.ID, tgt)); err != nil {
			rt.Fatal(err)
		}
		for i := range s.Pieces {
			for j := i + 1; j < len(s.Pieces); j++ {
				if d := geom.PenetrationDepth(s.Pieces[i].Rect(), s.Pieces[j].Rect()); d > 1e-6 {
					rt.Fatalf("after the charge %s overlaps %s by %.6f mm", s.Pieces[i].Name, s.Pieces[j].Name, d)
				}
			}
		}
	})
}

// keepLegal keeps, in ID order, the units that are on the table, off
// impassable terrain, overlap no unit kept before and keep the friendly
// gap from them.
func keepLegal(s *engine.State) {
	b := s.Table.Bounds()
	var kept []engine.Piece
next:
	for _, p := range s.Pieces {
		pb := p.Rect().Bounds()
		if pb.Min.X < b.Min.X || pb.Min.Y < b.Min.Y || pb.Max.X > b.Max.X || pb.Max.Y > b.Max.Y {
			continue
		}
		for _, o := range kept {
			gap := 0.0
			if o.Owner == p.Owner {
				gap = 0.5
			}
			if geom.Distance(p.Rect(), o.Rect()) <= gap || geom.Overlap(p.Rect(), o.Rect()) {
				continue next
			}
		}
		for k := range s.Table.Terrain {
			tr := &s.Table.Terrain[k]
			if (tr.Kind == table.Impassable || tr.Kind == table.Building) && tr.Overlaps(p.Rect().Poly()) {
				continue next
			}
		}
		kept = append(kept, p)
	}
	s.Pieces = kept
}

// checkContact checks one legal charge's contact pose and path.
func checkContact(rt *rapid.T, s *engine.State, p *engine.Piece, ct kow.ChargeTarget) {
	c := p.Rect().WithPose(ct.Contact)
	b := s.Table.Bounds()
	cb := c.Bounds()
	if cb.Min.X < -1e-6 || cb.Min.Y < -1e-6 || cb.Max.X > b.Max.X+1e-6 || cb.Max.Y > b.Max.Y+1e-6 {
		rt.Fatalf("contact pose off the table: %v", cb)
	}
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID == p.ID {
			continue
		}
		if d := geom.PenetrationDepth(c, o.Rect()); d > 1e-6 {
			rt.Fatalf("contact pose against %d overlaps %s by %.6f mm", ct.Target, o.Name, d)
		}
		d := geom.Distance(c, o.Rect())
		switch {
		case o.ID == ct.Target && d > 1e-6:
			rt.Fatalf("contact pose %.6f mm from its target", d)
		case o.Owner == p.Owner && d < 0.5-1e-6:
			rt.Fatalf("contact pose %.6f mm from the friend %s", d, o.Name)
		}
	}
	for k := range s.Table.Terrain {
		tr := &s.Table.Terrain[k]
		if tr.Kind != table.Impassable && tr.Kind != table.Building {
			continue
		}
		for _, part := range tr.Parts {
			if d := geom.PenetrationDepth(c, geom.ConvexHull(part)); d > 1e-6 {
				rt.Fatalf("contact pose on %s by %.6f mm", tr.Name, d)
			}
		}
	}
	edge, n := facingEdge(s.Piece(ct.Target).Rect(), ct.Facing)
	if ov := frontOverlap(c, edge); ov < geom.ArcEps-1e-9 {
		rt.Fatalf("front edge overlaps the %v by %.6f mm", ct.Facing, ov)
	}
	if c.Forward().Add(n).Len() > 1e-9 || max(lineDist(edge, c.FrontEdge().A), lineDist(edge, c.FrontEdge().B)) > 1e-6 {
		rt.Fatalf("contact pose not flush against the %v", ct.Facing)
	}
	if len(ct.Path) < 2 || ct.Path[0] != p.Pose || ct.Path[len(ct.Path)-1] != ct.Contact {
		rt.Fatalf("path %v does not run from %v to %v", ct.Path, p.Pose, ct.Contact)
	}
}

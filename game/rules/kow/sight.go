package kow

import (
	"fmt"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// blocker is one element that may stand in the way of a sight line, with
// its height.
type blocker struct {
	engine.Blocker
	height int
	box    geom.Box
	polys  []geom.Poly
}

// Sight answers kow2 §3.2: the target must be at least partly in the
// observer's front arc, and some straight line from the observer's Leader
// Point to a point of the target's base inside that arc must pass no
// element at least as tall as both the observer and the target.
// Individuals, obstacles, water and decorative pieces never block; the
// hill either unit stands on does not block (§14-A13); difficult ground
// (a forest) does not block sight to or from a unit partly inside it.
//
// The answer is exact and is the same computation the charge reach uses
// (charge_sight.go): each target edge is clipped to the front arc and the
// shadow of every blocker is cut out of it. When the target is visible,
// Line ends on its nearest visible point; when it is hidden, Line ends on
// its nearest point in the arc and Blockers are the elements hiding it.
func (r *Ruleset) Sight(s *engine.State, observer, target engine.PieceID) engine.Sight {
	obs, tgt := s.Piece(observer), s.Piece(target)
	if obs == nil || tgt == nil || obs == tgt {
		return engine.Sight{Rule: r.rule("3.2"), Reason: "Pick two different units."}
	}
	cx := r.newChargeCtx(s, obs)
	v := cx.visibility(tgt, tgt.Rect().Poly())
	switch {
	case !v.inArc:
		return engine.Sight{Line: geom.Seg{A: cx.lp, B: tgt.Pose.Pos}, Rule: r.rule("3.1"),
			Reason: fmt.Sprintf("%s not in %s's front arc.", does(tgt, "are"), obs.Name)}
	case v.seen:
		return engine.Sight{Clear: true, Line: geom.Seg{A: cx.lp, B: v.point}, Rule: r.rule("3.2"),
			Reason: fmt.Sprintf("%s sees %s.", obs.Name, tgt.Name)}
	}
	var hits []engine.Blocker
	for k, b := range v.blockers {
		if v.hiding[k] {
			hits = append(hits, b.Blocker)
		}
	}
	// Name first the element the straight line to the nearest point crosses.
	line := geom.Seg{A: cx.lp, B: v.near}
	for k, b := range v.blockers {
		if v.hiding[k] && crosses(&b.blocker, line) {
			hits = append([]engine.Blocker{b.Blocker}, slices.DeleteFunc(hits, func(x engine.Blocker) bool { return x == b.Blocker })...)
			break
		}
	}
	reason := fmt.Sprintf("%s cannot see %s.", obs.Name, tgt.Name)
	if len(hits) > 0 {
		reason = fmt.Sprintf("%s cannot see %s: %s is in the way.", obs.Name, tgt.Name, hits[0].Name)
	}
	return engine.Sight{Line: line, Blockers: hits, Rule: r.rule("3.2"), Reason: reason}
}

// crosses reports whether a sight line passes through the inside of a
// blocker (grazing an edge or a corner does not count).
func crosses(b *blocker, line geom.Seg) bool {
	lb := geom.Box{Min: geom.V(min(line.A.X, line.B.X), min(line.A.Y, line.B.Y)), Max: geom.V(max(line.A.X, line.B.X), max(line.A.Y, line.B.Y))}
	if !b.box.Overlaps(lb) {
		return false
	}
	for _, p := range b.polys {
		if geom.SegCrossesPoly(line, p) {
			return true
		}
	}
	return false
}

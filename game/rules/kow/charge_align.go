package kow

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// slideTol is the depth of overlap (mm) the slide search ignores, so that
// sliding along an edge the footprint only touches is not forbidden by
// rounding; slideMargin is how far (mm of slide) it keeps from the exact
// end of a forbidden stretch, so that a pose at that end is clear (not
// overlapping by even slideTol) and passes the movement solver's checks.
const (
	slideTol    = 1e-7
	slideMargin = 1e-5
)

// facing is the target's edge a charger must contact (kow2 §4.7.2).
type facing struct {
	arc geom.Arc
	seg geom.Seg // the edge
	mid geom.Vec // its centre
	u   geom.Vec // unit vector along it, from seg.A to seg.B
	n   geom.Vec // unit outward normal
	len float64
}

// newFacing returns the edge of the rectangle on arc a.
func newFacing(tr geom.Rect, a geom.Arc) facing {
	c := tr.Corners() // FL, FR, RR, RL
	f := facing{arc: a}
	switch a {
	case geom.ArcFront:
		f.seg, f.n = geom.Seg{A: c[0], B: c[1]}, tr.Forward()
	case geom.ArcRight:
		f.seg, f.n = geom.Seg{A: c[1], B: c[2]}, tr.Right()
	case geom.ArcRear:
		f.seg, f.n = geom.Seg{A: c[2], B: c[3]}, tr.Forward().Scale(-1)
	default:
		f.seg, f.n = geom.Seg{A: c[3], B: c[0]}, tr.Right().Scale(-1)
	}
	f.len = f.seg.Len()
	f.mid = f.seg.At(0.5)
	f.u = f.seg.Dir().Scale(1 / f.len)
	return f
}

// flush returns a w × d footprint standing flush against the facing,
// its front edge on the facing's line and facing into it, its Leader Point
// s along the facing from the facing's centre (kow2 §4.7.4 items 2-3).
func (f *facing) flush(w, d, s float64) geom.Rect {
	fw := f.n.Scale(-1)
	return geom.Rect{Center: f.mid.Add(f.u.Scale(s)).Add(f.n.Scale(d / 2)), Heading: math.Atan2(fw.X, fw.Y), W: w, D: d}
}

// slideLimit is the largest |s| at which a front edge w wide still
// overlaps the facing by ArcEps: less is a corner-to-corner contact
// (§4.7.4 item 4, [REC] at least ε).
func (f *facing) slideLimit(w float64) float64 { return (w+f.len)/2 - geom.ArcEps }

// endObs is something a charge may not end on: a polygon (convex,
// counter-clockwise) and the least signed distance the final footprint
// keeps from it (0: it may touch; friends: friendGap).
type endObs struct {
	poly    geom.Poly
	box     geom.Box
	level   float64
	name    string
	piece   engine.PieceID
	terrain int
}

// endObstacles lists what a unit may not end a charge on: every other
// unit (friends with a gap, kow2 §3.4) and impassable terrain (§9), for
// the unit p (the charger, or a turning Individual).
func endObstacles(s *engine.State, p *engine.Piece) []endObs {
	var out []endObs
	for i := range s.Pieces {
		o := &s.Pieces[i]
		if o.ID == p.ID {
			continue
		}
		poly := o.Rect().Poly()
		e := endObs{poly: poly, box: poly.Bounds(), name: o.Name, piece: o.ID}
		if o.Owner == p.Owner {
			e.level = friendGap
		}
		out = append(out, e)
	}
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		if tr.Kind != table.Impassable && tr.Kind != table.Building {
			continue
		}
		for _, part := range tr.Parts {
			if poly := geom.ConvexHull(part); len(poly) >= 3 {
				out = append(out, endObs{poly: poly, box: poly.Bounds(), name: tr.Name, terrain: tr.ID})
			}
		}
	}
	return out
}

// endsOf is endObstacles of the context's charger, from the position's
// shared lists by side when there are (sightShared), else made afresh.
func (cx *chargeCtx) endsOf() []endObs {
	if cx.shared == nil {
		return endObstacles(cx.s, cx.p)
	}
	k := 0
	if cx.p.Owner == 2 {
		k = 1
	}
	all := cx.shared.ends[k]
	if all == nil {
		all = endObstacles(cx.s, &engine.Piece{Owner: cx.p.Owner}) // no piece has ID 0
		cx.shared.ends[k] = all
	}
	out := make([]endObs, 0, len(all))
	for _, o := range all {
		if o.piece != cx.p.ID || o.terrain != 0 {
			out = append(out, o)
		}
	}
	return out
}

// endsClear reports whether the footprint may end there: on the table and
// keeping every level of obs (within move.Tol's 1e-6 mm).
func endsClear(r geom.Rect, obs []endObs, skip engine.PieceID, bounds geom.Box) bool {
	const tol = 1e-6
	b := r.Bounds()
	if b.Min.X < bounds.Min.X-tol || b.Min.Y < bounds.Min.Y-tol || b.Max.X > bounds.Max.X+tol || b.Max.Y > bounds.Max.Y+tol {
		return false
	}
	for i := range obs {
		o := &obs[i]
		if (skip != 0 && o.piece == skip) || !o.box.Expand(o.level).Overlaps(b) {
			continue
		}
		if sd := signedDist(r, o.poly); sd < o.level-tol {
			return false
		}
	}
	return true
}

// signedDist is the distance between r and the convex polygon p, or minus
// their penetration depth when they overlap.
func signedDist(r geom.Rect, p geom.Poly) float64 {
	if d := geom.Distance(r, p); d > 0 {
		return d
	}
	return -geom.PenetrationDepth(r, p)
}

// slideSpans returns the closed stretches of s in [-reach, reach] at which
// a w × d footprint flush against the facing stays on the table and keeps
// every level of obs but skip's, and for each obstacle whether it forbids some s in
// [-lim, lim]. Sliding is a straight translation, so the s at which the
// footprint comes too close to one convex obstacle form one open interval:
// the slide line cut by the obstacle grown by its level in configuration
// space (the Minkowski sum of the obstacle and the reflected footprint).
func slideSpans(f *facing, w, d, reach, lim float64, obs []endObs, skip engine.PieceID, bounds geom.Box) ([]span, []bool) {
	r0 := f.flush(w, d, 0)
	c := r0.Corners()
	// The table: every corner inside, each a linear constraint on s.
	lo, hi := -reach, reach
	for _, q := range c {
		for _, ax := range [2]struct{ p, u, min, max float64 }{
			{q.X, f.u.X, bounds.Min.X, bounds.Max.X}, {q.Y, f.u.Y, bounds.Min.Y, bounds.Max.Y}} {
			if math.Abs(ax.u) < 1e-12 {
				if ax.p < ax.min-1e-6 || ax.p > ax.max+1e-6 {
					return nil, make([]bool, len(obs))
				}
				continue
			}
			a, b := (ax.min-ax.p)/ax.u, (ax.max-ax.p)/ax.u
			lo, hi = max(lo, min(a, b)), min(hi, max(a, b))
		}
	}
	spans := []span{}
	if lo <= hi {
		spans = append(spans, span{lo, hi})
	}
	blocks := make([]bool, len(obs))
	line := geom.Seg{A: f.u.Scale(-reach), B: f.u.Scale(reach)}
	var ends []geom.Vec
	for _, q := range c {
		ends = append(ends, q.Sub(f.u.Scale(reach)), q.Add(f.u.Scale(reach)))
	}
	swept := geom.BoxAround(ends)
	var pts []geom.Vec
	for i := range obs {
		o := &obs[i]
		if (skip != 0 && o.piece == skip) || !o.box.Expand(o.level).Overlaps(swept) {
			continue
		}
		// Configuration space: r0 moved by x meets the obstacle iff x lies
		// in m = obstacle ⊕ (−r0).
		pts = pts[:0]
		for _, q := range o.poly {
			for _, a := range c {
				pts = append(pts, q.Sub(a))
			}
		}
		m := geom.ConvexHull(pts)
		t0, t1, ok := grownClip(line, m, o.level-slideTol)
		if !ok {
			continue
		}
		s0, s1 := -reach+2*reach*t0-slideMargin, -reach+2*reach*t1+slideMargin
		if s1 > -lim && s0 < lim {
			blocks[i] = true
		}
		spans = cut(spans, s0, s1)
	}
	return spans, blocks
}

// cut removes the open interval (a, b) from the sorted closed spans.
func cut(spans []span, a, b float64) []span {
	out := spans[:0:0]
	for _, sp := range spans {
		if b <= sp.lo || a >= sp.hi {
			out = append(out, sp)
			continue
		}
		if sp.lo <= a {
			out = append(out, span{sp.lo, a})
		}
		if b <= sp.hi {
			out = append(out, span{b, sp.hi})
		}
	}
	return out
}

// nearest returns the s in the spans, within [-lim, lim], nearest to want
// (ties: the smaller), and false when there is none.
func nearest(spans []span, want, lim float64) (float64, bool) {
	best, found := 0.0, false
	for _, sp := range spans {
		lo, hi := max(sp.lo, -lim), min(sp.hi, lim)
		if lo > hi {
			continue
		}
		s := clamp(want, lo, hi)
		if !found || math.Abs(s-want) < math.Abs(best-want) || (math.Abs(s-want) == math.Abs(best-want) && s < best) {
			best, found = s, true
		}
	}
	return best, found
}

// grownClip returns the parameter interval of the segment s (from 0 to 1,
// extended beyond when needed) where its points are closer than level to
// the convex counter-clockwise polygon m (deeper than −level inside it
// when level < 0): m shrunk by −level, or m with one slab per edge and one
// disc per vertex when level > 0.
func grownClip(s geom.Seg, m geom.Poly, level float64) (t0, t1 float64, ok bool) {
	if len(m) < 3 {
		return 0, 0, false
	}
	if level <= 0 {
		return insetClip(s, m, -level)
	}
	t0, t1, ok = insetClip(s, m, 0)
	if !ok {
		t0, t1 = math.Inf(1), math.Inf(-1)
	}
	for i, a := range m {
		b := m[(i+1)%len(m)]
		e := b.Sub(a)
		l := e.Len()
		if l < 1e-12 {
			continue
		}
		n := geom.V(e.Y/l, -e.X/l).Scale(level)
		if u0, u1, k := insetClip(s, geom.Poly{a, a.Add(n), b.Add(n), b}, 0); k {
			t0, t1 = min(t0, u0), max(t1, u1)
		}
		if u0, u1, k := geom.SegClipCircle(s, geom.Circle{C: a, R: level}); k && u1 > u0 {
			t0, t1 = min(t0, u0), max(t1, u1)
		}
	}
	return t0, t1, t0 < t1
}

// insetClip returns the parameter interval [t0, t1] ⊂ [0, 1] of the
// segment s inside the convex counter-clockwise polygon p shrunk by inset
// (Cyrus–Beck).
func insetClip(s geom.Seg, p geom.Poly, inset float64) (t0, t1 float64, ok bool) {
	t0, t1 = 0, 1
	d := s.Dir()
	for i, a := range p {
		b := p[(i+1)%len(p)]
		e := b.Sub(a)
		l := e.Len()
		if l < 1e-12 {
			continue
		}
		n := geom.V(e.Y/l, -e.X/l)
		f0, fd := n.Dot(s.A.Sub(a))+inset, n.Dot(d)
		switch {
		case fd > 0:
			t1 = min(t1, -f0/fd)
		case fd < 0:
			t0 = max(t0, -f0/fd)
		case f0 > 0:
			return 0, 0, false
		}
	}
	return t0, t1, t0 < t1
}

// contactPose finds the aligned contact pose of kow2 §4.7.4 (§14-A6): the
// charger flush against the facing, its Leader Point opposite the facing's
// centre or slid along it as little as possible so that it overlaps no
// other unit or impassable terrain, keeps its gap from friends and stays
// on the table; the front edge must overlap the facing by at least
// ArcEps (corner-to-corner contact is refused).
func (cx *chargeCtx) contactPose(t *engine.Piece, fc facing, outline engine.Mark) (geom.Pose, *engine.Illegal) {
	r, p := cx.r, cx.p
	if cx.ends == nil {
		cx.ends = cx.endsOf()
	}
	obs := cx.ends
	bounds := cx.s.Table.Bounds()
	w, d := p.Footprint.W, p.Footprint.D
	lim := fc.slideLimit(w)
	reach := lim + w
	spans, blocks := slideSpans(&fc, w, d, reach, lim, obs, t.ID, bounds)
	if s, ok := nearest(spans, 0, lim); ok {
		pose := fc.flush(w, d, s)
		if endsClear(pose, obs, t.ID, bounds) {
			return pose.Pose(), nil
		}
	}
	ghost := fc.flush(w, d, 0)
	seg := fc.seg
	marks := []engine.Mark{outline, {Seg: &seg, Label: fc.arc.String()}, {Poly: ghost.Poly(), Label: p.Name}}
	for i, b := range blocks {
		if b {
			marks = append(marks, engine.Mark{Poly: obs[i].poly, Label: obs[i].name})
		}
	}
	if _, ok := nearest(spans, 0, (w+fc.len)/2+2*slideMargin); ok {
		return geom.Pose{}, engine.Refuse(r.rule("4.7.4"), marks,
			"%s could only touch %s's %s corner to corner: at least part of the charger's front edge must be in contact.", p.Name, t.Name, fc.arc)
	}
	return geom.Pose{}, engine.Refuse(r.rule("4.7.4"), marks,
		"There is no room for %s against %s's %s: the charger would overlap other units or impassable terrain, touch a friend or leave the table.", p.Name, t.Name, fc.arc)
}

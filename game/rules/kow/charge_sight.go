package kow

import (
	"cmp"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// Line of sight (kow2 §3.2) and the charge reach of §3.3 and §4.7.1 item 4,
// measured from the Leader Point to the nearest VISIBLE point of the
// target, are both answered here, for every enemy of a unit at once:
// Ruleset.Sight and ChargeTargets call visibility. It uses Sight's blocker
// rule (heights, Individuals, obstacles, hills, forests; blockersFor, checked
// by a test against the plain oracle in sight_oracle_test.go) and the same
// test of a line against an element (crosses, i.e. geom.SegCrossesPoly:
// grazing an edge does not block), and it is exact: each
// edge of the target is clipped to the observer's front arc (§14-A36), and
// the shadow every element casts from the Leader Point is cut out of it.
// A convex element's shadow is convex, so on one edge it is one interval,
// bounded by the element's two tangent lines from the Leader Point.

// sightCache is the per-observer data every target shares.
type sightCache struct {
	pieces  []pieceSight  // aligned with State.Pieces
	obsH    int           // the observer's effective height
	obsHill int           // the hill it stands on, 0 if none
	obsIn   []bool        // per terrain: the observer is partly on it
	cores   [][]geom.Poly // per terrain: its parts shrunk by geom.Eps
	buf     []element     // scratch for blockersFor
}

// element is a blocker with its parts shrunk by geom.Eps (see shadowOn).
type element struct {
	blocker
	cores []geom.Poly
}

// pieceSight is one piece as a sight-line element.
type pieceSight struct {
	polys      []geom.Poly
	cores      []geom.Poly // polys shrunk by geom.Eps
	box        geom.Box
	h, hill    int
	individual bool // never blocks (§4.10); in the beta a model like any (kow-beta §3.3)
}

// sightData builds the context's sightCache on first use.
func (cx *chargeCtx) sightData() *sightCache {
	if cx.sight != nil {
		return cx.sight
	}
	s := cx.s
	if cx.shared == nil {
		cx.shared = cx.r.newSightShared(s)
	}
	sc := &sightCache{pieces: cx.shared.pieces, cores: cx.shared.cores, obsIn: make([]bool, len(s.Table.Terrain))}
	sc.obsH, sc.obsHill = cx.r.effectiveHeight(&s.Table, cx.p)
	for i := range s.Table.Terrain {
		if tr := &s.Table.Terrain[i]; tr.Kind == table.Forest || tr.Kind == table.Difficult {
			sc.obsIn[i] = inside(tr, cx.p)
		}
	}
	cx.sight = sc
	return sc
}

// sightShared is what every charger of a position shares (the computer
// opponent asks many in one position): each piece as a sight-line
// element, the terrain's shrunk parts (read only), and the charge worlds
// of all pieces, made when first needed, by side and whether the charger
// flies (chargeWorld).
type sightShared struct {
	pieces []pieceSight
	cores  [][]geom.Poly
	worlds [4]*move.World
	ends   [2][]endObs // endObstacles by the charger's side, itself left in
}

// newSightShared works out the sightShared of position s.
func (r *Ruleset) newSightShared(s *engine.State) *sightShared {
	sh := &sightShared{pieces: make([]pieceSight, len(s.Pieces)), cores: make([][]geom.Poly, len(s.Table.Terrain))}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		h, hill := r.effectiveHeight(&s.Table, p)
		poly := p.Rect().Poly()
		sh.pieces[i] = pieceSight{polys: []geom.Poly{poly}, cores: []geom.Poly{insetPoly(poly, geom.Eps)},
			box: poly.Bounds(), h: h, hill: hill, individual: p.HasRule("Individual") && !r.Edition.TrueSight}
	}
	for i := range s.Table.Terrain {
		for _, part := range s.Table.Terrain[i].Parts {
			sh.cores[i] = append(sh.cores[i], insetPoly(part, geom.Eps))
		}
	}
	return sh
}

// pieceIndex returns the index of the piece with the given ID in
// State.Pieces (sorted by ID), or -1.
func pieceIndex(s *engine.State, id engine.PieceID) int {
	i, ok := slices.BinarySearchFunc(s.Pieces, id, func(p engine.Piece, id engine.PieceID) int { return int(p.ID - id) })
	if !ok {
		return -1
	}
	return i
}

// blockersFor is the blocker rule of kow2 §3.2 from the cache, limited to
// the elements whose box meets region: an element blocks iff its
// effective height is at least both units' (§3.2); Individuals,
// obstacles, water and decorative pieces never block; the hill either unit
// stands on does not (§14-A13); difficult ground does not block sight to
// or from a unit partly on it.
func (cx *chargeCtx) blockersFor(t *engine.Piece, region geom.Box) []element {
	s, sc := cx.s, cx.sightData()
	ti := pieceIndex(s, t.ID)
	hT, hillT := sc.pieces[ti].h, sc.pieces[ti].hill
	need := max(sc.obsH, hT)
	out := sc.buf[:0]
	for i := range s.Pieces {
		ps := &sc.pieces[i]
		if ps.h < need || ps.individual || !ps.box.Overlaps(region) {
			continue
		}
		p := &s.Pieces[i]
		if p.ID == cx.p.ID || p.ID == t.ID {
			continue
		}
		out = append(out, element{blocker{Blocker: engine.Blocker{Piece: p.ID, Name: p.Name}, height: ps.h, box: ps.box, polys: ps.polys}, ps.cores})
	}
	for i := range s.Table.Terrain {
		tr := &s.Table.Terrain[i]
		if tr.Height < need || len(tr.Parts) == 0 {
			continue
		}
		box := tr.Bounds()
		if !box.Overlaps(region) {
			continue
		}
		if !cx.r.terrainBlocks(tr, sc.obsHill, hillT, func() bool { return sc.obsIn[i] || inside(tr, t) }) {
			continue
		}
		out = append(out, element{blocker{Blocker: engine.Blocker{Terrain: tr.ID, Name: tr.Name}, height: tr.Height, box: box, polys: tr.Parts}, sc.cores[i]})
	}
	sc.buf = out
	return out
}

// terrainBlocks is the terrain half of the blocker rule of kow2 §3.2 for a
// piece at least as tall as both units: obstacles, water and decorative
// pieces never block; the hill either unit stands on (obsHill, tgtHill)
// does not (§14-A13); difficult ground does not block sight to or from a
// unit partly on it (eitherIn, asked only then). In the closed beta a
// hill is open ground and never blocks (kow-beta §10 row 20). blockersFor
// and the layout analysis (TerrainRules.BlocksSight) both ask it.
func (r *Ruleset) terrainBlocks(tr *table.Terrain, obsHill, tgtHill int, eitherIn func() bool) bool {
	switch tr.Kind {
	case table.Obstacle, table.Water, table.Decorative:
		return false
	case table.Hill:
		return tr.ID != obsHill && tr.ID != tgtHill && !r.Edition.TrueSight
	case table.Forest, table.Difficult:
		return !eitherIn()
	}
	return true
}

// visResult is what the observer sees of a target.
type visResult struct {
	inArc    bool     // some point of the boundary is in the front arc
	seen     bool     // some point of it is visible
	point    geom.Vec // the nearest visible point
	dist     float64  // its distance from the Leader Point
	near     geom.Vec // the nearest point in the front arc, seen or not
	blockers []element
	hiding   []bool // per blocker: it hides part of the target
}

// span is a closed interval of an edge's parameter.
type span struct{ lo, hi float64 }

// visibility finds the target's nearest visible point from the Leader
// Point (kow2 §3.2, §3.3).
func (cx *chargeCtx) visibility(t *engine.Piece, tPoly geom.Poly) visResult {
	region := tPoly.Bounds().Extend(cx.lp)
	v := visResult{dist: math.Inf(1)}
	v.blockers = cx.blockersFor(t, region)
	v.hiding = make([]bool, len(v.blockers))
	nearD := math.Inf(1)
	var shadows []span
	for i, a := range tPoly {
		b := tPoly[(i+1)%len(tPoly)]
		t0, t1, ok := cx.frontClip(a, b)
		if !ok {
			continue
		}
		v.inArc = true
		e := geom.Seg{A: a, B: b}
		if q := e.At(clamp(e.ClosestT(cx.lp), t0, t1)); q.Dist(cx.lp) < nearD {
			v.near, nearD = q, q.Dist(cx.lp)
		}
		eb := geom.BoxAround([]geom.Vec{cx.lp, e.At(t0), e.At(t1)})
		shadows = shadows[:0]
		for k := range v.blockers {
			bl := &v.blockers[k]
			if !bl.box.Overlaps(eb) {
				continue
			}
			for pi, part := range bl.polys {
				if !part.Bounds().Overlaps(eb) {
					continue
				}
				if lo, hi, ok := shadowOn(cx.lp, e, t0, t1, part, bl.cores[pi]); ok {
					shadows = append(shadows, span{lo, hi})
					v.hiding[k] = true
				}
			}
		}
		slices.SortFunc(shadows, func(x, y span) int { return cmp.Compare(x.lo, y.lo) })
		cur := t0
		emit := func(lo, hi float64) {
			if lo > hi {
				return
			}
			q := e.At(clamp(e.ClosestT(cx.lp), lo, hi))
			if d := q.Dist(cx.lp); d < v.dist {
				v.seen, v.point, v.dist = true, q, d
			}
		}
		for _, sh := range shadows {
			if sh.lo >= cur {
				emit(cur, min(sh.lo, t1))
			}
			cur = max(cur, sh.hi)
		}
		emit(cur, t1)
	}
	return v
}

// frontClip returns the part [t0, t1] of the segment a→b inside the
// observer's front arc, with ArcOf's tolerances (§3.1): in the frame of
// the footprint, y − D/2 ≥ 0 and y − D/2 ≥ |x| − W/2 − ArcEps (less a
// nanometre).
func (cx *chargeCtx) frontClip(a, b geom.Vec) (t0, t1 float64, ok bool) {
	if cx.round { // the beta's Individual sees all round
		return 0, 1, true
	}
	la, lb := cx.rect.Local(a), cx.rect.Local(b)
	hw, hd := cx.rect.W/2, cx.rect.D/2
	eps := geom.ArcEps - 1e-9 // a hair inside, so that ArcOf agrees after rounding
	t0, t1 = 0, 1
	for _, g := range [3]func(l geom.Vec) float64{
		func(l geom.Vec) float64 { return l.Y - hd },
		func(l geom.Vec) float64 { return l.Y - hd - l.X + hw + eps },
		func(l geom.Vec) float64 { return l.Y - hd + l.X + hw + eps },
	} {
		ga, gb := g(la), g(lb)
		switch {
		case ga < 0 && gb < 0:
			return 0, 0, false
		case ga < 0:
			t0 = max(t0, ga/(ga-gb))
		case gb < 0:
			t1 = min(t1, ga/(ga-gb))
		}
	}
	return t0, t1, t0 <= t1
}

// shadowOn returns the open interval (lo, hi) of the parameter of the
// edge e whose points the convex polygon part hides from lp (the sight
// line to them crosses part, as crosses in sight.go decides), when it meets
// [t0, t1]. The interval may reach past [t0, t1]. core is part shrunk by
// geom.Eps (insetPoly).
func shadowOn(lp geom.Vec, e geom.Seg, t0, t1 float64, part, core geom.Poly) (lo, hi float64, ok bool) {
	if len(part) < 3 {
		return 0, 0, false
	}
	var c geom.Vec
	for _, q := range part {
		c = c.Add(q)
	}
	c = c.Scale(1 / float64(len(part))).Sub(lp)
	if part.Bounds().Expand(geom.Eps).Contains(lp) && part.Contains(lp) || c.Len() < 1e-9 {
		return shadowScan(lp, e, t0, t1, part)
	}
	// The tangent directions: the most clockwise (dl) and most
	// counter-clockwise (dr) vertex seen from lp, which lies outside, so
	// all of them lie within less than a half-turn. They are taken on the
	// element shrunk by geom.Eps, since a line grazing it by less does not
	// cross it (geom.SegCrossesPoly).
	if len(core) < 3 {
		return 0, 0, false
	}
	dl := core[0].Sub(lp)
	dr := dl
	for _, q := range core[1:] {
		d := q.Sub(lp)
		if dl.Cross(d) < 0 {
			dl = d
		}
		if dr.Cross(d) > 0 {
			dr = d
		}
	}
	if dl.Cross(dr) <= 1e-9*dl.Len()*dr.Len() || c.Dot(dl) <= 0 && c.Dot(dr) <= 0 {
		return shadowScan(lp, e, t0, t1, part)
	}
	// Inside the cone: dl × (P − lp) ≥ 0 and (P − lp) × dr ≥ 0, over the
	// whole line of the edge (the ends of [t0, t1] are no shadow's ends).
	pa, de := e.A.Sub(lp), e.B.Sub(e.A)
	lo, hi = math.Inf(-1), math.Inf(1)
	for _, g := range [2][2]float64{{dl.Cross(pa), dl.Cross(de)}, {pa.Cross(dr), de.Cross(dr)}} {
		switch {
		case g[1] > 0:
			lo = max(lo, -g[0]/g[1])
		case g[1] < 0:
			hi = min(hi, -g[0]/g[1])
		case g[0] < 0:
			return 0, 0, false
		}
	}
	c0, c1 := max(lo, t0), min(hi, t1)
	if c1-c0 <= 1e-12 {
		return 0, 0, false
	}
	if geom.SegCrossesPoly(e, part) {
		return shadowScan(lp, e, c0, c1, part)
	}
	// The edge does not enter the element, so the part of it inside the
	// cone is all in front of the element or all behind it.
	if !geom.SegCrossesPoly(geom.Seg{A: lp, B: e.At((c0 + c1) / 2)}, part) {
		return 0, 0, false
	}
	return lo, hi, true
}

// insetPoly returns the convex polygon p shrunk by d on every side (its
// edges moved d inwards), counter-clockwise, or nil when nothing is left.
func insetPoly(p geom.Poly, d float64) geom.Poly {
	n := len(p)
	area := 0.0
	for i, a := range p {
		area += a.Cross(p[(i+1)%n])
	}
	sgn := 1.0 // inward is to the left of each edge when counter-clockwise
	if area < 0 {
		sgn = -1
	}
	out := make(geom.Poly, 0, n)
	for i := range n {
		a, b, c := p[(i+n-1)%n], p[i], p[(i+1)%n]
		e1, e2 := b.Sub(a), c.Sub(b)
		l1, l2 := math.Sqrt(e1.Len2()), math.Sqrt(e2.Len2())
		if l1 < 1e-12 || l2 < 1e-12 {
			continue
		}
		// Offset lines: a + e1·s + n1·d and b + e2·t + n2·d.
		n1, n2 := e1.Perp().Scale(sgn*d/l1), e2.Perp().Scale(sgn*d/l2)
		p1, p2 := a.Add(n1), b.Add(n2)
		den := e1.Cross(e2)
		if math.Abs(den) < 1e-12*l1*l2 {
			out = append(out, b.Add(n2)) // straight angle
			continue
		}
		out = append(out, p1.Add(e1.Scale(p2.Sub(p1).Cross(e2)/den)))
	}
	if len(out) < 3 {
		return nil
	}
	a2 := 0.0
	for i, a := range out {
		a2 += a.Cross(out[(i+1)%len(out)])
	}
	if a2*area <= 0 || math.Abs(a2) >= math.Abs(area) {
		return nil // shrunk past nothing
	}
	if area < 0 {
		slices.Reverse(out)
	}
	return out
}

// shadowScan is shadowOn for the awkward cases (the Leader Point on or in
// the element, an edge entering it): the hidden points form one interval
// (the shadow of a convex set is convex), found by sampling and bisection.
func shadowScan(lp geom.Vec, e geom.Seg, t0, t1 float64, part geom.Poly) (lo, hi float64, ok bool) {
	hidden := func(t float64) bool { return geom.SegCrossesPoly(geom.Seg{A: lp, B: e.At(t)}, part) }
	const n = 32
	first, last := -1, -1
	for k := range n + 1 {
		if hidden(t0 + (t1-t0)*float64(k)/n) {
			if first < 0 {
				first = k
			}
			last = k
		}
	}
	if first < 0 {
		return 0, 0, false
	}
	at := func(k int) float64 { return t0 + (t1-t0)*float64(k)/n }
	edge := func(vis, hid float64) float64 {
		for range 48 {
			mid := (vis + hid) / 2
			if hidden(mid) {
				hid = mid
			} else {
				vis = mid
			}
		}
		return vis
	}
	lo, hi = t0-1e-12, t1+1e-12
	if first > 0 {
		lo = edge(at(first-1), at(first))
	}
	if last < n {
		hi = edge(at(last+1), at(last))
	}
	return lo, hi, true
}

// blindWhy is the refusal for a target the unit cannot see.
func (cx *chargeCtx) blindWhy(t *engine.Piece, v visResult, outline engine.Mark) *engine.Illegal {
	r, p := cx.r, cx.p
	if !v.inArc {
		return engine.Refuse(r.rule("4.7.1"), []engine.Mark{outline, cx.arcMark()},
			"%s not in %s's front arc: a unit may only charge an enemy at least partly inside its front arc.", does(t, "are"), p.Name)
	}
	line := geom.Seg{A: cx.lp, B: v.near}
	marks := []engine.Mark{outline, {Seg: &line, Label: "line of sight"}}
	name := ""
	for k, bl := range v.blockers {
		if !v.hiding[k] {
			continue
		}
		if name == "" {
			name = bl.Name
		}
		for _, part := range bl.polys {
			marks = append(marks, engine.Mark{Poly: part, Label: bl.Name})
		}
	}
	if name == "" {
		name = "something"
	}
	return engine.Refuse(r.rule("4.7.1"), marks, "%s cannot see %s (%s is in the way): a unit may only charge what it can see.", p.Name, t.Name, name)
}

func clamp(x, lo, hi float64) float64 { return max(lo, min(hi, x)) }

package kow

import (
	"math"
	"slices"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The threat pass asks, for each enemy near enough, whether it could
// charge a unit of ours in its next turn. A guess by distance and arc
// alone was wrong two times in three in self-played games (units in the
// way, terrain, no room at the contact), so it asks the charge rules
// themselves (planNormal, counterPlan), as if it were the charger's turn.
// That is slow, and one candidate order moves one unit: the answers are
// remembered by all they read (reachKey).

// couldCharge is whether e could charge u from where they stand, the
// side of u it would strike, and whether the charge would be Hindered:
// the rules' plan of the charge (kow2 §4.7.1-§4.7.4, §4.8) with the
// turn's own conditions left out (canCharge: the caller knows whether e
// may charge at all next turn). A unit that charged e this turn may be
// counter-charged, arc and sight aside.
func (r *Ruleset) couldCharge(cx *chargeCtx, u *engine.Piece) (ok bool, facing geom.Arc, hindered bool) {
	s, e := cx.s, cx.p
	ct := cx.planNormal(u)
	if !ct.Legal && counterable(s, e, u) && !r.Edition.NoCounterCharge {
		ct = cx.counterPlan(u)
	}
	return ct.Legal, ct.Facing, ct.Hindered
}

// counterable reports whether u charged e in the turn now being played,
// so that e may counter-charge it in its next (kow2 §4.8).
func counterable(s *engine.State, e, u *engine.Piece) bool { return chargedIn(e, u, playerTurn(s)) }

// reachKey is what couldCharge reads, hashed two ways: the ruleset and
// the house rules, the table's terrain, both units whole, whether u
// charged e this turn, and (but for the charge of the two alone) every
// other piece near enough to matter (reachPad).
type reachKey [2]uint64

type reachVal struct {
	ok       bool
	facing   geom.Arc
	hindered bool
}

var reachMemo = ai.Memo[reachKey, reachVal]{Max: lossMemoMax}

// reachAsk is what every question of one position shares: the ruleset
// and the terrain hashed, and each piece's box and hashes (whole, and its
// place alone), by index in s.Pieces.
type reachAsk struct {
	base   ai.Hash
	boxes  []geom.Box
	whole  []ai.Hash
	placed []ai.Hash
	cxs    []*chargeCtx // each charger's, made when first asked
	shared *sightShared
}

// newReachAsk hashes what every question of position s shares: the
// edition, the house rules and the terrain, then each piece.
func (r *Ruleset) newReachAsk(s *engine.State) *reachAsk {
	h := ai.NewHash()
	h.Str(r.Edition.ID)
	for _, hr := range s.HouseRules { // a charge's path and side may follow one
		h.Str(hr)
	}
	h.Float(s.Table.Width)
	h.Float(s.Table.Depth)
	for i := range s.Table.Terrain {
		t := &s.Table.Terrain[i]
		h.Add(uint64(t.Kind))
		h.Add(uint64(t.Height))
		for _, p := range t.Parts {
			for _, v := range p {
				h.Float(v.X)
				h.Float(v.Y)
			}
		}
	}
	n := len(s.Pieces)
	a := &reachAsk{base: h, boxes: make([]geom.Box, n), whole: make([]ai.Hash, n), placed: make([]ai.Hash, n), cxs: make([]*chargeCtx, n)}
	for i := range s.Pieces {
		p := &s.Pieces[i]
		a.boxes[i] = p.Shape().Bounds()
		a.whole[i], a.placed[i] = ai.NewHash(), ai.NewHash()
		hashPiece(&a.whole[i], p)
		a.placed[i].Add(uint64(p.Owner))
		hashPose(&a.placed[i], p)
	}
	return a
}

// couldChargeMemo is couldCharge, remembered. i and j are e's and u's
// indexes in s.Pieces. It first asks the charge of the two alone on the
// table (alone: remembered by the two and the terrain only, so by every
// candidate order that moves neither). More pieces never make a charge
// possible (they only block sight, paths and room), so a charge
// impossible alone is impossible; and one possible alone is possible,
// the same, when no other piece comes near its path, its contact or the
// line of sight (the zones): the search finds the same path first.
// Otherwise it asks with every piece near enough to matter (reachPad).
func (r *Ruleset) couldChargeMemo(s *engine.State, a *reachAsk, i, j int) (bool, geom.Arc, bool) {
	e, u := &s.Pieces[i], &s.Pieces[j]
	h := a.base
	h.Mix(a.whole[i])
	h.Mix(a.whole[j])
	if counterable(s, e, u) {
		h.Add(1)
	}
	var with []int // the other pieces asked with, by index
	for range maxWith {
		k := h
		for _, w := range with {
			k.Mix(a.whole[w])
		}
		iso := aloneMemo.Get(reachKey(k), func() aloneVal { return r.couldChargeAlone(s, e, u, with) })
		if !iso.ok {
			return false, iso.facing, false
		}
		near := r.nearZones(s, a, i, j, with, iso.zones)
		if len(near) == 0 {
			return true, iso.facing, iso.hindered
		}
		with = append(with, near...)
		slices.Sort(with)
	}
	h.Add(2)
	be, bu := a.boxes[i], a.boxes[j]
	pad := reachPad(e)
	minX, maxX := math.Min(be.Min.X, bu.Min.X)-pad, math.Max(be.Max.X, bu.Max.X)+pad
	minY, maxY := math.Min(be.Min.Y, bu.Min.Y)-pad, math.Max(be.Max.Y, bu.Max.Y)+pad
	for k := range s.Pieces {
		b := a.boxes[k]
		if k == i || k == j || b.Max.X < minX || b.Min.X > maxX || b.Max.Y < minY || b.Min.Y > maxY {
			continue
		}
		h.Mix(a.placed[k])
	}
	v := reachMemo.Get(reachKey(h), func() reachVal {
		if a.cxs[i] == nil {
			if a.shared == nil {
				a.shared = r.newSightShared(s)
			}
			cx := r.newChargeCtx(s, e)
			cx.can, cx.shared = nil, a.shared
			a.cxs[i] = cx
		}
		ok, f, hd := r.couldCharge(a.cxs[i], u)
		return reachVal{ok, f, hd}
	})
	return v.ok, v.facing, v.hindered
}

// aloneVal is couldCharge of two units alone on the table, and when the
// charge is possible the zones no other piece may come near for the
// answer to stand with them: each leg of the path (a move's sweep; a
// pivot's, within the two rectangles' hull and the bulge of its corners'
// arc; anything else, a box of the half diagonal round both centres), and
// the line of sight from the Leader Point to the target.
type aloneVal struct {
	ok       bool
	facing   geom.Arc
	hindered bool
	zones    []zone
}

type zone struct {
	poly geom.Poly
	box  geom.Box
	gap  float64 // how near a piece may come: zoneGap and a pivot's bulge
	// sight marks the line of sight's zone, and need the height a piece
	// needs to block it (blockersFor: lower pieces and Individuals never do).
	sight bool
	need  int
}

// zoneGap is more than the gap a charge keeps from friends (friendGap).
const zoneGap = 2 * friendGap

var aloneMemo = ai.Memo[reachKey, aloneVal]{Max: lossMemoMax}

// maxWith bounds the rounds of asking again with the pieces near the
// last answer's zones, before asking with every piece near.
const maxWith = 4

// couldChargeAlone is couldCharge of e on u with no other piece on the
// table but those of s.Pieces at the indexes with, and its zones.
func (r *Ruleset) couldChargeAlone(s *engine.State, e, u *engine.Piece, with []int) aloneVal {
	alone := *s
	alone.Pieces = []engine.Piece{*e, *u}
	for _, w := range with {
		alone.Pieces = append(alone.Pieces, s.Pieces[w])
	}
	slices.SortFunc(alone.Pieces, func(x, y engine.Piece) int { return int(x.ID) - int(y.ID) })
	ae, au := alone.Piece(e.ID), alone.Piece(u.ID)
	cx := r.newChargeCtx(&alone, ae)
	cx.can = nil
	ct := cx.planNormal(au)
	if !ct.Legal && counterable(&alone, ae, au) && !r.Edition.NoCounterCharge {
		ct = cx.counterPlan(au)
	}
	v := aloneVal{ok: ct.Legal, facing: ct.Facing, hindered: ct.Hindered}
	if !ct.Legal {
		return v
	}
	add := func(p geom.Poly, bulge float64) {
		v.zones = append(v.zones, zone{poly: p, box: p.Bounds(), gap: zoneGap + bulge})
	}
	add(geom.ConvexHull(append(au.Rect().Poly(), cx.lp)), 0)
	he, _ := r.effectiveHeight(&alone.Table, ae)
	hu, _ := r.effectiveHeight(&alone.Table, au)
	v.zones[0].sight, v.zones[0].need = true, max(he, hu)
	poses := append(slices.Clone(ct.Path), ct.Contact)
	half := math.Hypot(e.Footprint.W, e.Footprint.D) / 2
	for k := 1; k < len(poses); k++ {
		a, b := poses[k-1], poses[k]
		turn := math.Abs(geom.NormAngle(a.Heading - b.Heading))
		ra, rb := ae.Rect().WithPose(a), ae.Rect().WithPose(b)
		switch {
		case turn < 1e-9: // a move: the hull of the two is its sweep
			add(geom.ConvexHull(append(ra.Poly(), rb.Poly()...)), 0)
		case a.Pos.Dist(b.Pos) < 1e-9 && turn <= math.Pi/2+1e-9: // a pivot on its centre
			add(geom.ConvexHull(append(ra.Poly(), rb.Poly()...)), half*(1-math.Cos(turn/2)))
		default:
			bx := geom.BoxAround([]geom.Vec{a.Pos, b.Pos}).Expand(half)
			add(geom.Poly{bx.Min, geom.V(bx.Max.X, bx.Min.Y), bx.Max, geom.V(bx.Min.X, bx.Max.Y)}, 0)
		}
	}
	return v
}

// nearZones are the indexes of the pieces but i, j and those with that
// come near any of the zones (within its gap; on the line of sight, only
// a piece that may block sight).
func (r *Ruleset) nearZones(s *engine.State, a *reachAsk, i, j int, with []int, zones []zone) []int {
	var out []int
	for k := range s.Pieces {
		if k == i || k == j || slices.Contains(with, k) {
			continue
		}
		b := a.boxes[k]
		for _, z := range zones {
			zb := z.box.Expand(z.gap)
			if b.Max.X < zb.Min.X || b.Min.X > zb.Max.X || b.Max.Y < zb.Min.Y || b.Min.Y > zb.Max.Y {
				continue
			}
			if z.sight && !r.mayBlockSight(s, &s.Pieces[k], z.need) {
				continue
			}
			if geom.Distance(s.Pieces[k].Rect().Poly(), z.poly) <= z.gap {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// reachPad is how far beyond the box round e and its target a piece can
// change whether e can charge it: the final pose may stand out from the
// target by e's width or depth (slid along the facing, §4.7.4), a pivot
// anywhere on the path sweeps e's half diagonal, and an inch covers the
// gap kept from friends. Sight is judged inside the box itself.
func reachPad(e *engine.Piece) float64 {
	w, d := e.Footprint.W, e.Footprint.D
	return math.Max(w, d) + math.Hypot(w, d)/2 + Inch
}

// hashPose mixes in a piece's place and footprint.
func hashPose(h *ai.Hash, p *engine.Piece) {
	h.Float(p.Pose.Pos.X)
	h.Float(p.Pose.Pos.Y)
	h.Float(p.Pose.Heading)
	h.Float(p.Footprint.W)
	h.Float(p.Footprint.D)
	if p.Footprint.Round {
		h.Add(3)
	}
	h.Add(uint64(p.Height))
}

// hashPiece mixes in all of a piece that a charge by or on it reads.
func hashPiece(h *ai.Hash, p *engine.Piece) {
	h.Add(uint64(p.ID))
	h.Add(uint64(p.Owner))
	h.Str(p.Name)
	h.Str(p.Type)
	hashPose(h, p)
	h.Add(uint64(p.Points))
	for _, l := range [][]engine.Stat{p.Stats, p.Counters} {
		h.Add(uint64(len(l)))
		for _, st := range l {
			h.Str(st.Name)
			h.Add(uint64(int64(st.Value)))
		}
	}
	for _, x := range p.Rules {
		h.Str(x)
	}
	for _, x := range p.Gear {
		h.Str(x)
	}
	h.Add(uint64(p.Attached))
}

// mayBlockSight reports whether piece p may block a line of sight that
// only pieces of height need or more block (blockersFor): never an
// Individual, unless the edition lets them.
func (r *Ruleset) mayBlockSight(s *engine.State, p *engine.Piece, need int) bool {
	if p.HasRule("Individual") && !r.Edition.TrueSight {
		return false
	}
	h, _ := r.effectiveHeight(&s.Table, p)
	return h >= need
}

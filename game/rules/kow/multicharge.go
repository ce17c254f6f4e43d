package kow

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// MaxMultiCharge is how many units one MultiCharge order can hold.
const MaxMultiCharge = 4

// MultiCharge is one simultaneous charge order for up to four units
// against one target (kow2 §4.7.7 item 1). Units[:N] are the chargers, in
// any order: the order along each facing comes from their Leader Points
// at declaration (§4.7.7 item 4). It is comparable so that it can be
// logged and replayed as it is.
type MultiCharge struct {
	By     engine.PlayerID
	Target engine.PieceID
	N      int
	Units  [MaxMultiCharge]engine.PieceID
}

// Kind returns "kow/multi-charge".
func (MultiCharge) Kind() string { return "kow/multi-charge" }

// Player returns who gives the order.
func (m MultiCharge) Player() engine.PlayerID { return m.By }

// NewMultiCharge builds the order for units to charge target together.
// N is len(units) even beyond MaxMultiCharge, so that Check refuses it.
func NewMultiCharge(by engine.PlayerID, target engine.PieceID, units []engine.PieceID) MultiCharge {
	m := MultiCharge{By: by, Target: target, N: len(units)}
	copy(m.Units[:], units)
	return m
}

// units returns the chargers.
func (m MultiCharge) units() []engine.PieceID { return m.Units[:min(max(m.N, 0), MaxMultiCharge)] }

// multiUnit is one charger while planning.
type multiUnit struct {
	p    *engine.Piece
	ct   ChargeTarget // its own charge at declaration
	proj float64      // its Leader Point along its facing (§4.7.7 item 4)
	pose geom.Pose    // its final pose
	hind bool
	seq  int // when it moves (§4.7.7 item 2), from 0
	// track is the path of its centre, start to end (for D5 as first
	// printed: the paths of the chargers may not cross).
	track []geom.Vec
}

// PlanMultiCharge works out the final pose of every charger of m, in the
// order of m.Units, or why the charge cannot be made (kow2 §4.7.7):
//   - each unit must be able to charge the target on its own at
//     declaration, from its own Leader Point (item 1);
//   - the units striking one facing keep the order of their Leader Points'
//     projections onto the facing line (item 4) and must all fit on it
//     together (item 3, errata D4): each with part of its front edge on the
//     facing (at least geom.ArcEps), overlapping nothing, friendGap apart;
//   - they share the facing as evenly as possible (§14-A37): the largest
//     distance of a Leader Point from its place in an evenly spaced layout
//     across the facing is as small as can be, each then as near its place
//     as the others allow; overhang past the facing's ends is allowed;
//   - the final poses overlap no other unit or impassable terrain and stay
//     on the table; facings are filled front, right, rear, left, each
//     group's poses then standing in the way of the next;
//   - the units move one at a time (item 2), in the first order (tried in
//     the order of m.Units, then every other order) in which each finds a
//     charge path of the allowed shape (§4.7.3) to its final pose, the
//     units already moved standing in their final poses and those not yet
//     moved in their starting ones.
func (r *Ruleset) PlanMultiCharge(s *engine.State, m MultiCharge) (poses []geom.Pose, il *engine.Illegal) {
	us, il := r.multiUnits(s, m)
	if il != nil {
		return nil, il
	}
	return poseList(us), nil
}

// multiUnits is PlanMultiCharge with the chargers' plans.
func (r *Ruleset) multiUnits(s *engine.State, m MultiCharge) ([]*multiUnit, *engine.Illegal) {
	if s.Over {
		return nil, engine.Refuse(r.rule("11.6"), nil, "The game is over.")
	}
	if m.N < 1 || m.N > MaxMultiCharge {
		return nil, engine.Refuse(r.rule("4.7.7"), nil, "A multiple charge takes from 1 to %d units, not %d.", MaxMultiCharge, m.N)
	}
	t := s.Piece(m.Target)
	if t == nil || t.Owner == m.By || t.Owner == 0 {
		return nil, engine.Refuse(r.rule("4.7.1"), nil, "Units can only charge an enemy unit.")
	}
	var us []*multiUnit
	for _, id := range m.units() {
		p := s.Piece(id)
		if p == nil || p.Owner != m.By {
			return nil, engine.Refuse(r.rule("4.2"), nil, "Player %d has no such unit to order.", m.By)
		}
		for _, u := range us {
			if u.p.ID == id {
				return nil, engine.Refuse(r.rule("4.7.7"), nil, "%s named twice in one charge order.", does(p, "are"))
			}
		}
		if il := r.canCharge(s, p); il != nil {
			return nil, il
		}
		// §4.7.7 item 1: each unit on its own, from its own Leader Point,
		// as a normal charge (a counter-charge or a boxed-in charge is a
		// single unit's order).
		ct := r.newChargeCtx(s, p).planNormal(t)
		if !ct.Legal {
			return nil, &engine.Illegal{Rule: ct.Why.Rule, Marks: ct.Why.Marks,
				Reason: fmt.Sprintf("%s cannot join the charge on %s: %s", p.Name, t.Name, ct.Why.Reason)}
		}
		us = append(us, &multiUnit{p: p, ct: ct})
	}
	if r.Edition.Original {
		return r.multiOriginal(s, t, us)
	}
	if il := r.layAll(s, t, us, true); il != nil {
		return nil, il
	}
	if il := r.multiPaths(s, t, us); il != nil {
		return nil, il
	}
	return us, nil
}

// layAll lays out every facing's chargers in the order they stand in us
// (sorted by their Leader Points first when byLP, errata D5), facings
// filled front, right, rear, left.
func (r *Ruleset) layAll(s *engine.State, t *engine.Piece, us []*multiUnit, byLP bool) *engine.Illegal {
	placed := []endObs{}
	for _, arc := range []geom.Arc{geom.ArcFront, geom.ArcRight, geom.ArcRear, geom.ArcLeft} {
		var group []*multiUnit
		for _, u := range us {
			if u.ct.Facing == arc {
				group = append(group, u)
			}
		}
		if len(group) == 0 {
			continue
		}
		if il := r.layFacing(s, t, arc, group, us, placed, byLP); il != nil {
			return il
		}
		for _, u := range group {
			poly := u.p.Rect().WithPose(u.pose).Poly()
			placed = append(placed, endObs{poly: poly, box: poly.Bounds(), level: friendGap, name: u.p.Name, piece: u.p.ID})
		}
	}
	return nil
}

func poseList(us []*multiUnit) []geom.Pose {
	out := make([]geom.Pose, len(us))
	for i, u := range us {
		out[i] = u.pose
	}
	return out
}

// layFacing places the group of chargers on one facing (§4.7.7 items 3-4,
// §14-A37).
func (r *Ruleset) layFacing(s *engine.State, t *engine.Piece, arc geom.Arc, group, all []*multiUnit, placed []endObs, byLP bool) *engine.Illegal {
	tr := t.Rect()
	fc := newFacing(tr, arc)
	for _, u := range group {
		u.proj = u.p.Rect().LeaderPoint().Sub(fc.mid).Dot(fc.u)
	}
	if byLP {
		slices.SortStableFunc(group, func(a, b *multiUnit) int { return cmp.Compare(a.proj, b.proj) })
	}
	k := len(group)
	bounds := s.Table.Bounds()
	// What each may not end on: everything but the target and the chargers
	// (which are laid out here or placed already).
	lo, hi := make([]float64, k), make([]float64, k)
	want := make([]float64, k)
	allowed := make([][]span, k)
	gaps := make([]float64, k) // gaps[i]: least s[i+1] − s[i]
	total := 0.0
	for i, u := range group {
		w, d := u.p.Footprint.W, u.p.Footprint.D
		total += w
		obs := slices.DeleteFunc(endObstacles(s, u.p), func(o endObs) bool {
			return slices.ContainsFunc(all, func(v *multiUnit) bool { return o.piece == v.p.ID })
		})
		obs = append(obs, placed...)
		lim := fc.slideLimit(w)
		lo[i], hi[i] = -lim, lim
		want[i] = -fc.len/2 + (float64(i)+0.5)*fc.len/float64(k)
		if r.Edition.Original { // D4 as first printed: no sharing out, each as near the centre as it can (§4.7.4 item 3)
			want[i] = 0
		}
		allowed[i], _ = slideSpans(&fc, w, d, lim+w, lim, obs, t.ID, bounds)
		if i+1 < k {
			gaps[i] = (w+group[i+1].p.Footprint.W)/2 + friendGap
		}
	}
	names := make([]string, k)
	for i, u := range group {
		names[i] = u.p.Name
	}
	seg := fc.seg
	marks := []engine.Mark{{Poly: tr.Poly(), Label: t.Name}, {Seg: &seg, Label: arc.String()}}
	// Errata D4: the middle units, the gaps and some contact for the end
	// ones must fit on the facing, whatever is around.
	if k > 1 {
		need := 0.0
		for i := range k - 1 {
			need += gaps[i]
		}
		if need > lo[0]*-1+hi[k-1]+1e-9 {
			return engine.Refuse(r.rule("4.7.7"), marks,
				"%s units %s wide cannot all fit against %s %s %s (%s): each charger needs part of its front edge on it, %.1f mm from its friends. Leave one out; it takes another order.",
				countWord(k), mmWords(total), possessive(t.Name), mmWords(fc.len), arc, strings.Join(names, ", "), friendGap)
		}
	}
	// feasible returns the largest layout within dev of the even layout,
	// or false.
	feasible := func(dev float64) ([]float64, bool) {
		ub := make([]float64, k)
		next := math.Inf(1)
		for i := k - 1; i >= 0; i-- {
			a, b := max(lo[i], want[i]-dev), min(hi[i], want[i]+dev)
			if i+1 < k {
				b = min(b, next-gaps[i])
			}
			v, ok := largestIn(allowed[i], a, b)
			if !ok {
				return nil, false
			}
			ub[i], next = v, v
		}
		return ub, true
	}
	top := 2 * (fc.len + total + 1)
	if _, ok := feasible(top); !ok {
		return engine.Refuse(r.rule("4.7.7"), marks,
			"There is no room for %s together against %s's %s: they would overlap other units or impassable terrain, touch a friend or leave the table. Leave one out; it takes another order.",
			strings.Join(names, ", "), t.Name, arc)
	}
	a, b := 0.0, top
	if _, ok := feasible(0); ok {
		b = 0
	}
	for range 80 {
		if b-a < 1e-7 {
			break
		}
		mid := (a + b) / 2
		if _, ok := feasible(mid); ok {
			b = mid
		} else {
			a = mid
		}
	}
	dev := b + 1e-7
	ub, _ := feasible(dev)
	// Each as near its place as the ones before and the upper bounds allow.
	prev := math.Inf(-1)
	for i, u := range group {
		a := max(lo[i], want[i]-dev)
		if i > 0 {
			a = max(a, prev+gaps[i-1])
		}
		v, ok := nearest(clip(allowed[i], a, ub[i]), want[i], math.Inf(1))
		if !ok {
			v = ub[i]
		}
		prev = v
		u.pose = fc.flush(u.p.Footprint.W, u.p.Footprint.D, v).Pose()
	}
	return nil
}

// largestIn is the largest s in the spans within [a, b].
func largestIn(spans []span, a, b float64) (float64, bool) {
	best, ok := 0.0, false
	for _, sp := range spans {
		l, h := max(sp.lo, a), min(sp.hi, b)
		if l <= h && (!ok || h > best) {
			best, ok = h, true
		}
	}
	return best, ok
}

// clip is the spans within [a, b].
func clip(spans []span, a, b float64) []span {
	var out []span
	for _, sp := range spans {
		if l, h := max(sp.lo, a), min(sp.hi, b); l <= h {
			out = append(out, span{l, h})
		}
	}
	return out
}

// multiPaths finds an order in which every charger has a charge path to
// its final pose (§4.7.7 items 2 and 6), and records each path's Hindered.
func (r *Ruleset) multiPaths(s *engine.State, t *engine.Piece, us []*multiUnit) *engine.Illegal {
	k := len(us)
	work := s.Clone()
	done := make([]bool, k)
	var first *engine.Illegal
	var try func(n int) bool
	try = func(n int) bool {
		if n == k {
			return true
		}
		for i, u := range us {
			if done[i] {
				continue
			}
			p := work.Piece(u.p.ID)
			cx := r.newChargeCtx(work, p)
			tw := work.Piece(t.ID)
			fc := newFacing(tw.Rect(), u.ct.Facing)
			path, why := cx.findPath(tw, fc, u.pose, engine.Mark{Poly: tw.Rect().Poly(), Label: t.Name})
			if why != nil {
				if first == nil {
					first = why
				}
				continue
			}
			u.hind, u.seq = cx.hindered(path), n
			u.track = u.track[:0]
			for _, q := range path.poses {
				u.track = append(u.track, q.Pos)
			}
			from := p.Pose
			p.Pose, done[i] = u.pose, true
			if try(n + 1) {
				return true
			}
			p.Pose, done[i] = from, false
		}
		return false
	}
	if try(0) {
		return nil
	}
	return &engine.Illegal{Rule: r.rule("4.7.7"), Marks: first.Marks,
		Reason: "The chargers cannot all reach their places on " + t.Name + " one after another: " + first.Reason}
}

// countWord is "Two", "Three"...
func countWord(n int) string {
	if w := []string{"No", "One", "Two", "Three", "Four"}; n < len(w) {
		return w[n]
	}
	return fmt.Sprint(n)
}

// possessive is "Wolves'" or "Orc's".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// mmWords is a length in whole millimetres, "375 mm".
func mmWords(v float64) string { return fmt.Sprintf("%.0f mm", v) }

// checkMultiCharge accepts a MultiCharge that PlanMultiCharge can lay out.
func (r *Ruleset) checkMultiCharge(s *engine.State, m MultiCharge) error {
	if _, il := r.multiUnits(s, m); il != nil {
		return il
	}
	return nil
}

// applyMultiCharge carries out a MultiCharge that Check accepted (kow2
// §4.7.7): Yellow-Bellied units charging the front roll first (§8) and
// Halt on a 1, the others are laid out again without them when that is
// possible; each charger moves to its final pose and records the charge
// as a single charge does, one Moved event each in the order they move
// in; other enemies they touch are nudged (§4.7.5). An Individual target
// is charged as chargeIndividual says.
func (r *Ruleset) applyMultiCharge(s *engine.State, m MultiCharge) []engine.Event {
	t := s.Piece(m.Target)
	us, _ := r.multiUnits(s, m)
	turn := playerTurn(s)
	var ev []engine.Event
	var keep []engine.PieceID
	for _, u := range us {
		p := u.p
		ev = append(ev, r.regenerate(s, p)...) // §8: on receiving the order
		if yellowBellied(p, t, u.ct.Facing) {
			d := s.Dice.Roll(6, "yellow-bellied")
			ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("8"), Dice: []dice.Die{d}, Value: d.Face,
				Text: fmt.Sprintf("%s Yellow-Bellied: a %d on the D6 to charge %s in the front.", does(p, "are"), d.Face, t.Name)})
			if d.Face == 1 {
				markOrdered(p, Halt, turn)
				ev = append(ev, engine.Event{Kind: engine.Moved, Piece: p.ID, Rule: r.rule("8"), From: p.Pose, To: p.Pose,
					Text: fmt.Sprintf("%s nerve and Halt instead of charging %s.", does(p, "lose their"), t.Name)})
				continue
			}
		}
		keep = append(keep, p.ID)
	}
	if len(keep) < len(us) {
		if len(keep) == 0 {
			return ev
		}
		if again, il := r.multiUnits(s, NewMultiCharge(m.By, m.Target, keep)); il == nil {
			us = again
		} else {
			us = slices.DeleteFunc(us, func(u *multiUnit) bool { return !slices.Contains(keep, u.p.ID) })
		}
	}
	// One at a time, in the order the paths were found in.
	us = slices.Clone(us)
	slices.SortStableFunc(us, func(a, b *multiUnit) int { return a.seq - b.seq })
	if t.HasRule("Individual") && !r.allRound(t) { // the beta's shares its sides as any unit's
		return append(ev, r.chargeIndividual(s, t, us, turn)...)
	}
	for _, u := range us {
		ev = append(ev, r.intoContact(u.p, t, u.pose, u.ct.Facing, u.hind, turn, r.rule("4.7.7")))
	}
	for _, u := range us {
		ev = append(ev, r.nudgeTouched(s, u.p, t)...)
	}
	return ev
}

// chargeIndividual carries out several charges on one Individual ([000]
// P&R, digest D9, §4.10): the first charger contacts it and the Individual
// turns to face that charger; each other charger then charges the
// Individual where it now stands, as a single charge from where it is
// (facing from its Leader Point's arc, path, alignment). One that can no
// longer reach it has failed and may take another order (§4.7.7 item 6).
func (r *Ruleset) chargeIndividual(s *engine.State, t *engine.Piece, us []*multiUnit, turn int) []engine.Event {
	first := us[0]
	ev := []engine.Event{r.intoContact(first.p, t, first.pose, first.ct.Facing, first.hind, turn, r.rule("4.7.7"))}
	ev = append(ev, r.turnToFace(s, t, first.p))
	ev = append(ev, r.nudgeTouched(s, first.p, t)...)
	for _, u := range us[1:] {
		ct := r.newChargeCtx(s, u.p).planNormal(t)
		if !ct.Legal {
			ev = append(ev, engine.Event{Kind: engine.Moved, Piece: u.p.ID, Rule: r.rule("4.7.7"), From: u.p.Pose, To: u.p.Pose,
				Text: fmt.Sprintf("%s cannot reach %s once it has turned: the charge fails and the unit may take another order.", u.p.Name, t.Name)})
			continue
		}
		ev = append(ev, r.intoContact(u.p, t, ct.Contact, ct.Facing, ct.Hindered, turn, r.rule("4.10")))
		ev = append(ev, r.nudgeTouched(s, u.p, t)...)
	}
	return ev
}

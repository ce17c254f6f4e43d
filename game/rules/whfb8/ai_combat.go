package whfb8

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
)

// The parts of the computer opponent's judgement that look ahead: the
// combats to be fought, the charges declared, the charges each side can
// make next, the shots still to come this turn.

// combats is the worth to me of the next round of every combat (§7):
// one not yet fought this turn is fought in this combat phase, one
// fought already in the next player turn (againWeight).
func (r *Ruleset) combats(s *engine.State, me engine.PlayerID, explain bool) (float64, string) {
	var seen []engine.PieceID
	total, best, note := 0.0, 0.0, ""
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Counter("engaged") == 0 || p.Counter("broken") != 0 || slices.Contains(seen, p.ID) {
			continue
		}
		ids := combatOf(s, p)
		seen = append(seen, ids...)
		if len(ids) < 2 {
			continue
		}
		w, weight := scratch(s), 1.0
		if !slices.ContainsFunc(ids, func(id engine.PieceID) bool { return !done(s, s.Piece(id), "fought") }) {
			nextTurn(w)
			weight = againWeight
		}
		o := roundOutlook(w, ids)
		x := weight * worthTo(s, me, &o)
		total += x
		if explain && math.Abs(x) > math.Abs(best) {
			best, note = x, breakNote(s, &o)
		}
	}
	return total, note
}

// breakNote names the unit of a combat most likely to be destroyed or
// broken, with its chance: "62% to break Ironclad".
func breakNote(s *engine.State, o *outlook) string {
	top, who := 0.0, ""
	for i, id := range o.ids {
		if c := o.gone[i] + o.flees[i]; c > top {
			top, who = c, s.Piece(id).Name
		}
	}
	if who == "" {
		return ""
	}
	return fmt.Sprintf("%.0f%% to break %s", 100*top, who)
}

// pendingCharges is the worth to me of the charges declared this charge
// sub-phase (§4.2–§4.6): a target that fled is destroyed if a charger
// reaches it; one that holds is fought by the chargers that reach it
// (every subset of up to three chargers, by the chance each reaches);
// a target still to react takes the better of holding and fleeing for
// its player (seen by the defender itself, the worse: it is deciding,
// and the answer it gives is weighed on its own).
func (r *Ruleset) pendingCharges(s *engine.State, me engine.PlayerID, explain bool) (float64, string) {
	if s.Phase != Charge {
		return 0, ""
	}
	var targets []engine.PieceID
	for i := range s.Pieces {
		if t := engine.PieceID(s.Pieces[i].Counter("charging")); t != 0 && !slices.Contains(targets, t) {
			targets = append(targets, t)
		}
	}
	slices.Sort(targets)
	total, best, note := 0.0, 0.0, ""
	wait, waiting := pendingCharge(s)
	for _, tid := range targets {
		t := s.Piece(tid)
		if t == nil {
			continue
		}
		var chargers []*engine.Piece
		for i := range s.Pieces {
			if c := &s.Pieces[i]; c.Counter("charging") == int(tid) && c.Counter("fleeing") == 0 {
				chargers = append(chargers, c)
			}
		}
		fail := 0.0
		for _, c := range chargers { // §4.6: a failed charge leaves the charger short, in reach
			fail += (1 - reachChance(s, c, gap(c, t), nil, 0)) * r.failWorth(s, me, c, t)
		}
		var x float64
		switch {
		case t.Counter("fleeing") != 0:
			x = r.fleeWorth(s, me, chargers, t, false)
		case waiting && wait.At == tid:
			x = r.holdWorth(s, me, chargers, t)
			if slices.Contains(r.reactions(s, wait), Flee) { // the defender's better answer, seen by the charger;
				x = min(x, r.fleeWorth(s, me, chargers, t, true)) // the defender, answering, weighs each (and so says why)
			}
		default:
			x = r.holdWorth(s, me, chargers, t)
		}
		x += fail
		total += x
		if explain && math.Abs(x) > math.Abs(best) {
			best, note = x, fmt.Sprintf("the charge on %s", t.Name)
		}
	}
	return total, note
}

// failWorth is the worth to me of c's charge at t failing (§4.6): it
// moves its highest die toward t (as moveChargers moves it; 4", near
// the mean of the highest of 2D6) and stands there when the enemy's
// charges come next: the worst of them on it, at nextWeight.
func (r *Ruleset) failWorth(s *engine.State, me engine.PlayerID, c, t *engine.Piece) float64 {
	w := scratch(s)
	cw := w.Piece(c.ID)
	cw.SetCounter("charging", 0)
	r.pursue(w, cw, t.Pose.Pos, 4)
	placeCharacters(w)
	worst := 0.0
	for i := range w.Pieces {
		e := &w.Pieces[i]
		if e.Owner == c.Owner || !mayChargeSoon(e) || farApart(e, cw, chargeReach(e)) || !inFront(e, cw) {
			continue
		}
		if d := gap(e, cw); d <= chargeReach(e)+1e-9 {
			worst = max(worst, r.chargeGain(w, e, cw, d))
		}
	}
	if c.Owner == me {
		return -nextWeight * worst
	}
	return nextWeight * worst
}

// holdWorth is the worth to me of chargers charging t, which holds: for
// every subset of the first three chargers that reach it, by its chance,
// the first round of the combat.
func (r *Ruleset) holdWorth(s *engine.State, me engine.PlayerID, chargers []*engine.Piece, t *engine.Piece) float64 {
	chargers = chargers[:min(3, len(chargers))]
	reach := make([]float64, len(chargers))
	for i, c := range chargers {
		reach[i] = reachChance(s, c, gap(c, t), nil, 0)
	}
	total := 0.0
	for mask := 1; mask < 1<<len(chargers); mask++ {
		pr := 1.0
		var ids []engine.PieceID
		for i, c := range chargers {
			if mask&(1<<i) != 0 {
				pr *= reach[i]
				ids = append(ids, c.ID)
			} else {
				pr *= 1 - reach[i]
			}
		}
		if pr < 1e-6 {
			continue
		}
		if o, ok := r.chargeOutlook(scratch(s), ids, t.ID); ok {
			total += pr * worthTo(s, me, &o)
		}
	}
	return total
}

// fleeWorth is the worth to me of t fleeing from chargers (§4.3): caught
// by any of them, it is destroyed; else it flees, worth half. still: t
// has not fled yet, so each charger needs its flee roll more.
func (r *Ruleset) fleeWorth(s *engine.State, me engine.PlayerID, chargers []*engine.Piece, t *engine.Piece, still bool) float64 {
	miss := 1.0
	off := 0.0
	for _, c := range chargers {
		var flee []int
		n := 0
		if still {
			flee, n = fleeWays(t)
		}
		miss *= 1 - reachChance(s, c, gap(c, t), flee, n)
	}
	if still && len(chargers) > 0 { // §4.3: away from the first charger, maybe off the table
		off = offChance(s, t, t.Pose.Pos.Sub(chargers[0].Pose.Pos))
	}
	loss := (1-miss)*destroyed(s, t) + miss*(off*destroyed(s, t)+(1-off)*strength(s, t)*fleeing(s, t))
	if t.Counter("fleeing") != 0 {
		loss = (1 - miss) * destroyed(s, t)
	}
	if t.Owner == me {
		return -loss
	}
	return loss
}

// destroyed is what a side loses when a unit is destroyed whole: its
// strength and its prize, and its characters' with it.
func destroyed(s *engine.State, p *engine.Piece) float64 {
	v := strength(s, p) + prize(p)
	for _, c := range attachedTo(s, p.ID) {
		v += strength(s, c) + prize(c)
	}
	return v
}

// mayChargeSoon reports whether a unit may declare a charge in its next
// charge sub-phase as it stands (§4.2): not engaged or fleeing, not a
// war machine, not moving at random, not in a unit, deployed.
func mayChargeSoon(p *engine.Piece) bool {
	return p.Counter("engaged") == 0 && p.Counter("fleeing") == 0 && !isMachine(p) && randomDice(p) == 0 &&
		p.Attached == 0 && p.Formation.Models > 0 && p.Counter(undeployed) == 0
}

// threats is the worth to me of the charges side by can declare in its
// next charge sub-phase: for each unit of the other side not in a
// combat, the best charge on it (in the charger's front arc and sight,
// within M + 12", §4.2) by the chance it reaches and the first round
// after the defender's better answer (hold or flee), when it gains the
// charger anything.
func (r *Ruleset) threats(s *engine.State, by, me engine.PlayerID, explain bool) (float64, string) {
	total, best, note := 0.0, 0.0, ""
	ld, hyg := make([]int, len(s.Pieces)), make([]bool, len(s.Pieces)) // worked out when first needed
	known := make([]bool, len(s.Pieces))
	ctx := contextOf(s)
	lead := func(i int) {
		if !known[i] {
			ld[i], hyg[i], known[i] = leadership(s, &s.Pieces[i]), holdYourGround(s, &s.Pieces[i]), true
		}
	}
	for i := range s.Pieces {
		u := &s.Pieces[i]
		if u.Owner == by || u.Attached != 0 || u.Counter("engaged") != 0 || u.Counter("charging") != 0 || u.Counter(undeployed) != 0 || u.Formation.Models == 0 || movesLater(s, u) {
			continue
		}
		top, who := 0.0, ""
		for j := range s.Pieces {
			c := &s.Pieces[j]
			if c.Owner != by || !mayChargeSoon(c) {
				continue
			}
			if farApart(c, u, chargeReach(c)) || !inFront(c, u) {
				continue
			}
			d := gap(c, u)
			if d > chargeReach(c)+1e-9 {
				continue
			}
			lead(i)
			lead(j)
			g := r.memoGain(s, ctx, c, u, d, ld[j], ld[i], hyg[j], hyg[i])
			if g > top && r.Sight(s, c.ID, u.ID).Clear {
				top, who = g, c.Name
			}
		}
		total += top
		if explain && top > best {
			best, note = top, fmt.Sprintf("%s could charge %s", who, u.Name)
		}
	}
	if by != me {
		return -total, note
	}
	return total, note
}

// movesLater reports whether u may still move this turn, so that where
// it stands now is not where the enemy will find it: a unit of the
// active player in the charge or compulsory sub-phase that has declared
// no charge and is free to move in the remaining moves.
func movesLater(s *engine.State, u *engine.Piece) bool {
	return u.Owner == s.Active && (s.Phase == Charge || s.Phase == Compulsory) &&
		u.Counter("charging") == 0 && u.Counter("fleeing") == 0 && u.Counter("engaged") == 0 && !stupid(s, u) && !isMachine(u)
}

// chargeGain is what c's side gains by charging u, d away, in its next
// turn: the chance it reaches times the first round, or u's better
// answer, fleeing; 0 when the charge gains nothing.
func (r *Ruleset) chargeGain(s *engine.State, c, u *engine.Piece, d float64) float64 {
	pr := reachChance(s, c, d, nil, 0)
	if pr == 0 {
		return 0
	}
	w := scratch(s)
	nextTurn(w)
	o, ok := r.chargeOutlook(w, []engine.PieceID{c.ID}, u.ID)
	if !ok {
		return 0
	}
	g := pr * worthTo(s, c.Owner, &o)
	if !immune(u) && !isMachine(u) {
		flee, n := fleeWays(u)
		pc := reachChance(s, c, d, flee, n)
		off := offChance(s, u, u.Pose.Pos.Sub(c.Pose.Pos))
		g = min(g, pc*destroyed(s, u)+(1-pc)*(off*destroyed(s, u)+(1-off)*strength(s, u)*fleeing(s, u)))
	}
	return max(0, g)
}

// shotsToCome is the worth to me of the shots the active side may still
// take this turn, before its shooting phase: each unit that may shoot,
// at its best target, by the wounds it is expected to inflict (aim, its
// exact distribution). In the shooting phase the shots themselves count.
func (r *Ruleset) shotsToCome(s *engine.State, me engine.PlayerID, explain bool) (float64, string) {
	switch s.Phase {
	case Charge, Compulsory, Movement, Magic:
	default:
		return 0, ""
	}
	total, best, note := 0.0, 0.0, ""
	ctx := contextOf(s)
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != s.Active || isMachine(p) || p.Attached != 0 || done(s, p, "shot") || r.canShoot(s, p) != nil {
			continue
		}
		top, who := 0.0, ""
		for j := range s.Pieces {
			t := &s.Pieces[j]
			if t.Owner == p.Owner || farApart(p, t, float64(stat(p, "range"))*Inch) || !inFront(p, t) {
				continue
			}
			if x := r.memoShot(s, ctx, p, t); x > top {
				top, who = x, t.Name
			}
		}
		total += top
		if explain && top > best {
			best, note = top, fmt.Sprintf("%s can shoot %s", p.Name, who)
		}
	}
	if s.Active != me {
		return -total, note
	}
	return total, note
}

// farApart reports, from their centres, that two pieces are more than d
// apart (a cheap bound before gap).
func farApart(p, q *engine.Piece, d float64) bool {
	return p.Pose.Pos.Dist(q.Pose.Pos) > d+math.Hypot(p.Footprint.W, p.Footprint.D)/2+math.Hypot(q.Footprint.W, q.Footprint.D)/2+1e-6
}

// shotWorth is the strength p's shooting is expected to take from t now
// (aim, the exact distribution of its wounds), 0 when it may not.
func (r *Ruleset) shotWorth(s *engine.State, p, t *engine.Piece) float64 {
	v, il := r.aim(s, p, t, false)
	if il != nil {
		return 0
	}
	return strength(s, t) - strengthAfter(s, t, meanOf(woundsFloat(v.attack)))
}

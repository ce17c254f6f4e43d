package whfb8

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
)

// chargeWait is a declared charge waiting for its reaction (§4.3): the
// charged side keeps it in its counters "charge-by" and "charge-at".
type chargeWait struct {
	Side   engine.PlayerID
	By, At engine.PieceID
}

// pendingCharge is the charge waiting for a reaction, if any.
func pendingCharge(s *engine.State) (chargeWait, bool) {
	for i := range s.Sides {
		sd := &s.Sides[i]
		if at := sd.Counter("charge-at"); at != 0 {
			return chargeWait{sd.ID, engine.PieceID(sd.Counter("charge-by")), engine.PieceID(at)}, true
		}
	}
	return chargeWait{}, false
}

// side returns the player's Side, adding it when the State has none yet.
func side(s *engine.State, p engine.PlayerID) *engine.Side {
	if sd := s.Side(p); sd != nil {
		return sd
	}
	s.Sides = append(s.Sides, engine.Side{ID: p})
	slices.SortFunc(s.Sides, func(a, b engine.Side) int { return int(a.ID - b.ID) })
	return s.Side(p)
}

// chargeReach is the farthest a unit could charge: M + 12 (§4.2).
func chargeReach(p *engine.Piece) float64 { return float64(stat(p, "M")+12) * Inch }

// canCharge says whether a unit may declare a charge (§4.2).
func (r *Ruleset) canCharge(s *engine.State, p *engine.Piece) *engine.Illegal {
	switch {
	case stupid(s, p):
		return engine.Refuse(rule("8.4"), nil, "%s failed its Stupidity test and cannot charge.", p.Name)
	case p.Counter("engaged") != 0:
		return engine.Refuse(rule("4.2"), nil, "%s is engaged in combat.", p.Name)
	case p.Counter("fleeing") != 0:
		return engine.Refuse(rule("4.2"), nil, "%s is fleeing.", p.Name)
	case p.Counter("charging") != 0:
		return engine.Refuse(rule("4.2"), nil, "%s has declared its charge.", p.Name)
	case p.Type == "WM":
		return engine.Refuse(rule("4.2"), nil, "War machines cannot charge.")
	case randomDice(p) > 0:
		return engine.Refuse(rule("9.1"), nil, "%s moves at random: it charges only by moving into an enemy.", p.Name)
	case noChargeTurnOne(s, p):
		return engine.Refuse(rule("9.1"), nil, "%s scouted or made a vanguard move: it may not charge in turn 1.", p.Name)
	}
	return nil
}

// checkDeclare accepts a charge declaration (§4.2): in the charge
// sub-phase, against an enemy in the charger's front arc and sight,
// within M + 12".
func (r *Ruleset) checkDeclare(s *engine.State, o DeclareCharge) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	switch {
	case s.Phase != Charge:
		return engine.Refuse(rule("4.1"), nil, "Charges are declared in the charge sub-phase, not the %s phase.", s.Phase)
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("4.2"), nil, "Player %d has no such unit.", o.By)
	case t == nil || t.Owner == o.By:
		return engine.Refuse(rule("4.2"), nil, "Charge an enemy unit.")
	}
	if il := r.canCharge(s, p); il != nil {
		return il
	}
	if must := engine.PieceID(p.Counter("must-charge")); must != 0 && must != t.ID && s.Piece(must) != nil && r.chargeable(s, p, s.Piece(must)) == nil {
		return engine.Refuse(rule("8.4"), nil, "%s is frenzied and must charge %s, the nearest enemy.", p.Name, s.Piece(must).Name)
	}
	return r.chargeable(s, p, t)
}

// chargeable says whether p could charge t from where it stands (§4.2):
// in its front arc and sight, within M + 12", not already in a combat.
func (r *Ruleset) chargeable(s *engine.State, p, t *engine.Piece) *engine.Illegal {
	seg := geom.Seg{A: p.Rect().LeaderPoint(), B: t.Pose.Pos}
	marks := []engine.Mark{{Seg: &seg}}
	if t.Attached != 0 {
		return engine.Refuse(rule("10.2"), marks, "%s is in a unit: charge the unit.", t.Name)
	}
	if !inFront(p, t) {
		return engine.Refuse(rule("4.2"), marks, "%s is not in %s's front arc.", t.Name, p.Name)
	}
	if sg := r.Sight(s, p.ID, t.ID); !sg.Clear {
		return engine.Refuse(rule("4.2"), []engine.Mark{{Seg: &sg.Line}}, "%s", sg.Reason)
	}
	if d := gap(p, t); d > chargeReach(p)+geom.Eps {
		return engine.Refuse(rule("4.2"), marks, "%s is %s away; even M + 12 (%d\") cannot reach it.", t.Name, engine.Inches.Format(d), stat(p, "M")+12)
	}
	return nil
}

// applyDeclare records the charge and asks the charged player to react.
func (r *Ruleset) applyDeclare(s *engine.State, o DeclareCharge) []engine.Event {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	p.SetCounter("must-charge", 0)
	p.SetCounter("charging", int(t.ID))
	sd := side(s, t.Owner)
	sd.SetCounter("charge-by", int(p.ID))
	sd.SetCounter("charge-at", int(t.ID))
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("4.2"),
		Text: fmt.Sprintf("%s declares a charge against %s.", p.Name, t.Name)}}
	ev = append(ev, closeRanks(s, p)...) // skirmishers close up before the charge roll (§4.6)
	ev = append(ev, r.declareExtras(s, p, t)...)
	return append(ev, terrorTest(s, p, t)...)
}

// reactions lists the reactions open to the charged unit (§4.3): Hold
// always (unless it flees already); Stand & Shoot once a turn with a
// missile weapon, not against a charger closer than its own M unless
// Quick to Fire (§13 A-10); Flee unless Immune to Psychology.
func (r *Ruleset) reactions(s *engine.State, c chargeWait) []Reaction {
	a, t := s.Piece(c.By), s.Piece(c.At)
	if t.Counter("fleeing") != 0 || t.Counter("chose-flee") == playerTurn(s) || t.Counter("terrified") == playerTurn(s) {
		return []Reaction{Flee}
	}
	if isMachine(t) {
		return []Reaction{Hold} // §6.9: a war machine only holds
	}
	out := []Reaction{Hold}
	if t.Counter("engaged") == 0 && stat(t, "range") > 0 && t.Counter("stood") != playerTurn(s) && !t.HasRule("Slow to Fire") &&
		(t.HasRule("Quick to Fire") || s.HasHouseRule(StandAndShootWhenClose) || gap(a, t) >= float64(stat(a, "M"))*Inch-geom.Eps) {
		if _, il := r.aim(s, t, a, true); il == nil {
			out = append(out, StandAndShoot)
		}
	}
	if t.Counter("engaged") == 0 && !immune(t) {
		out = append(out, Flee)
	}
	return out
}

// reactionDecision asks the charged player to react (§4.3).
func (r *Ruleset) reactionDecision(s *engine.State, c chargeWait) engine.Decision {
	a, t := s.Piece(c.By), s.Piece(c.At)
	d := engine.Decision{Player: c.Side, Kind: engine.React, Pieces: []engine.PieceID{t.ID},
		Prompt: fmt.Sprintf("Player %d: %s charges %s. Hold, stand and shoot, or flee (%s).", c.Side, a.Name, t.Name, rule("4.3"))}
	hints := map[Reaction]string{
		Hold:          "Stay in place and fight.",
		StandAndShoot: "Shoot at the charger now, at −1 to hit, then hold.",
		Flee:          "Turn away from the charger and flee 2D6\".",
	}
	labels := map[Reaction]string{Hold: "Hold", StandAndShoot: "Stand and shoot", Flee: "Flee!"}
	for i, re := range r.reactions(s, c) {
		d.Options = append(d.Options, engine.OrderOption{Kind: React{Reaction: re}.Kind(), Label: labels[re], Key: fmt.Sprint(i + 1),
			Pick: engine.PickNow, Order: React{By: c.Side, Reaction: re}, Hint: hints[re]})
	}
	return d
}

// checkReact accepts a reaction open to the charged unit.
func (r *Ruleset) checkReact(s *engine.State, o React) *engine.Illegal {
	c, ok := pendingCharge(s)
	if !ok {
		return engine.Refuse(rule("4.3"), nil, "No charge waits for a reaction.")
	}
	if !slices.Contains(r.reactions(s, c), o.Reaction) {
		return engine.Refuse(rule("4.3"), nil, "%s cannot %s now.", s.Piece(c.At).Name, o.Reaction)
	}
	return nil
}

// applyReact carries the reaction out at once (§4.3): Stand & Shoot
// shoots the charger, Flee turns and flees 2D6" from its centre.
func (r *Ruleset) applyReact(s *engine.State, o React) []engine.Event {
	c, _ := pendingCharge(s)
	sd := s.Side(c.Side)
	sd.SetCounter("charge-by", 0)
	sd.SetCounter("charge-at", 0)
	a, t := s.Piece(c.By), s.Piece(c.At)
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule("4.3"),
		Text: fmt.Sprintf("%s reacts: %s.", t.Name, o.Reaction)}}
	if o.Reaction != Flee {
		ev = append(ev, closeRanks(s, t)...) // §4.6: charged skirmishers close up unless they flee
	}
	switch o.Reaction {
	case StandAndShoot:
		t.SetCounter("stood", playerTurn(s))
		v, _ := r.aim(s, t, a, true)
		ev = append(ev, r.fire(s, t, a, v, rule("4.3"))...)
	case Flee:
		t.SetCounter("chose-flee", playerTurn(s))
		ev = append(ev, r.flee(s, t, a.Pose.Pos, rule("4.3"))...)
		// §4.3: the charger may try to redirect, once a turn
		if a := s.Piece(c.By); a != nil && a.Counter("fleeing") == 0 && a.Counter("charging") == int(c.At) && !done(s, a, "redirected") && len(r.redirectTargets(s, a)) > 0 {
			sd := side(s, a.Owner)
			sd.SetCounter("redirect-by", int(a.ID))
		}
	}
	r.queueExtraReaction(s) // §4.2: the other units the charge strikes react in turn
	return ev
}

// Redirect is the charger's answer to its target fleeing (§4.3): a
// Leadership test to charge another unit instead (Target), or 0 to keep
// on after the fleeing one.
type Redirect struct {
	By     engine.PlayerID
	Unit   engine.PieceID
	Target engine.PieceID
}

// Kind returns "whfb8/redirect".
func (Redirect) Kind() string { return ID + "/redirect" }

// Player returns who gives the order.
func (o Redirect) Player() engine.PlayerID { return o.By }

// pendingRedirect is the charger whose target fled, waiting for its
// player's choice.
func pendingRedirect(s *engine.State) (engine.PlayerID, engine.PieceID, bool) {
	for i := range s.Sides {
		if id := s.Sides[i].Counter("redirect-by"); id != 0 {
			return s.Sides[i].ID, engine.PieceID(id), true
		}
	}
	return 0, 0, false
}

// redirectTargets are the other enemies the charger could charge now,
// by ID.
func (r *Ruleset) redirectTargets(s *engine.State, a *engine.Piece) []engine.PieceID {
	var out []engine.PieceID
	from := engine.PieceID(a.Counter("charging"))
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner != a.Owner && t.ID != from && t.Counter("fleeing") == 0 && r.chargeable(s, a, t) == nil {
			out = append(out, t.ID)
		}
	}
	return out
}

// redirectDecision asks the charging player whether to redirect (§4.3).
func (r *Ruleset) redirectDecision(s *engine.State, player engine.PlayerID, id engine.PieceID) engine.Decision {
	a := s.Piece(id)
	from := s.PieceOrGone(engine.PieceID(a.Counter("charging")))
	d := engine.Decision{Player: player, Kind: engine.React, Pieces: []engine.PieceID{id},
		Prompt: fmt.Sprintf("Player %d: %s flees from %s. Keep on after it, or redirect the charge on a Leadership test (%s).", player, from.Name, a.Name, rule("4.3")),
		Options: []engine.OrderOption{{Kind: Redirect{}.Kind(), Label: "Keep the charge", Key: "0", Pick: engine.PickNow,
			Order: Redirect{By: player, Unit: id}, Hint: "Charge the fleeing unit: reached, it is destroyed."}}}
	for i, t := range r.redirectTargets(s, a) {
		d.Options = append(d.Options, engine.OrderOption{Kind: Redirect{}.Kind(), Label: "Redirect to " + s.Piece(t).Name, Key: fmt.Sprint(i + 1),
			Pick: engine.PickNow, Order: Redirect{By: player, Unit: id, Target: t},
			Hint: fmt.Sprintf("A Leadership test on %d (%d in 36); passed, the new target reacts.", leadership(s, a), ldChance(leadership(s, a)))})
	}
	return d
}

// checkRedirect accepts the choice of the charger waiting for it.
func (r *Ruleset) checkRedirect(s *engine.State, o Redirect) *engine.Illegal {
	_, id, ok := pendingRedirect(s)
	switch {
	case !ok || id != o.Unit:
		return engine.Refuse(rule("4.3"), nil, "No charge of that unit waits to be redirected.")
	case o.Target != 0 && !slices.Contains(r.redirectTargets(s, s.Piece(id)), o.Target):
		return engine.Refuse(rule("4.3"), nil, "The charge cannot be redirected to that unit.")
	}
	return nil
}

// applyRedirect takes the Leadership test and, passed, declares the new
// charge, which its target reacts to (§4.3).
func (r *Ruleset) applyRedirect(s *engine.State, o Redirect) []engine.Event {
	side(s, o.By).SetCounter("redirect-by", 0)
	a := s.Piece(o.Unit)
	a.SetCounter("redirected", playerTurn(s))
	if o.Target == 0 {
		return []engine.Event{{Kind: engine.StatusChanged, Piece: a.ID, Rule: rule("4.3"), Text: fmt.Sprintf("%s keeps on after the fleeing unit.", a.Name)}}
	}
	ok, e := ldTest(s, a, leadership(s, a), "test to redirect", rule("4.3"))
	ev := []engine.Event{e}
	if !ok {
		return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: a.ID, Rule: rule("4.3"), Text: fmt.Sprintf("%s keeps on after the fleeing unit.", a.Name)})
	}
	return append(ev, r.applyDeclare(s, DeclareCharge{By: o.By, Unit: a.ID, Target: o.Target})...)
}

// moveChargers rolls and moves every declared charge (§4.6), in the
// order of the chargers' IDs: M + 2D6 (3D6, the lowest dropped, with
// Swiftstride); a charge succeeds when the range is at least the
// distance (§13 A-1) and the charger is placed flush against the charged
// facing; a fled target reached is destroyed; a failed charger moves the
// highest die toward its target.
func (r *Ruleset) moveChargers(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if s.Pieces[i].Counter("charging") != 0 && s.Pieces[i].Owner == s.Active {
			ids = append(ids, s.Pieces[i].ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		if p == nil {
			continue
		}
		at := engine.PieceID(p.Counter("charging"))
		p.SetCounter("charging", 0)
		t := s.Piece(at)
		if p.Counter("fleeing") != 0 {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: id, Rule: rule("8.1"),
				Text: fmt.Sprintf("%s is fleeing: its charge is abandoned.", p.Name)})
			continue
		}
		if t == nil {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: id, Rule: rule("4.6"),
				Text: fmt.Sprintf("%s's target is gone: the charge fails.", p.Name)})
			continue
		}
		p.SetCounter("moved", playerTurn(s)) // the charge, made or failed, is its move
		roll, ds := r.fleeRoll(s, p)
		rng := stat(p, "M") + roll
		d := gap(p, t)
		reach := reaches(s, rng, d)
		verdict := "fails"
		if reach {
			verdict = "reaches"
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: id, Rule: rule("4.6"), Dice: ds, Value: rng,
			Text: fmt.Sprintf("%s charges %d\" (M %d + %d) against %s: it %s.", p.Name, rng, stat(p, "M"), roll, engine.Inches.Format(d), verdict)})
		switch {
		case reach && t.Counter("fleeing") != 0:
			name, where := t.Name, t.Pose.Pos
			ev = append(ev, r.destroy(s, at, rule("4.3"), fmt.Sprintf("%s is caught fleeing and destroyed.", name))...)
			if p = s.Piece(id); p != nil {
				ev = append(ev, r.pursue(s, p, where, rng)...)
				p.SetCounter("ran-down", playerTurn(s)) // §4.3: it may reform on a Leadership test, and move no more
			}
		case reach:
			pose, ok := r.contactPose(s, p, t)
			if !ok {
				cp, tp, turns := r.targetClosesDoor(s, p, t, rng)
				if !turns {
					ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: id, Rule: rule("4.6"),
						Text: fmt.Sprintf("%s cannot close the door on %s: the charge fails.", p.Name, t.Name)})
					continue
				}
				from := t.Pose
				t.Pose = tp
				pose = cp
				ev = append(ev, engine.Event{Kind: engine.Moved, Piece: t.ID, Rule: rule("4.6"), From: from, To: tp,
					Text: fmt.Sprintf("%s cannot close the door: %s turns to meet it.", p.Name, t.Name)})
			}
			if il := r.chargePath(s, p, pose); il != nil {
				ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: id, Rule: rule("4.6"),
					Text: fmt.Sprintf("%s's charge is blocked: %s", p.Name, il.Reason)})
				continue
			}
			from := p.Pose
			p.Pose = pose
			p.SetCounter("charged", playerTurn(s))
			p.SetCounter("engaged", int(t.ID))
			if t.Counter("engaged") == 0 { // joining a combat keeps the target's own
				t.SetCounter("engaged", int(p.ID))
			}
			ev = append(ev, engine.Event{Kind: engine.Moved, Piece: id, Rule: rule("4.6"), From: from, To: pose,
				Text: fmt.Sprintf("%s charges into %s.", p.Name, t.Name)})
			ev = append(ev, r.engageExtras(s, p, true)...)
			ev = append(ev, r.terrainTests(s, id, from)...)
		default:
			hi := 0
			for _, d := range ds {
				hi = max(hi, d.Face)
			}
			ev = append(ev, r.pursue(s, p, t.Pose.Pos, hi)...)
			ev[len(ev)-1].Rule = rule("4.6")
			ev[len(ev)-1].Text = fmt.Sprintf("%s's charge fails: it moves %d\" toward %s.", p.Name, hi, t.Name)
		}
	}
	for i := range s.Pieces { // the extra targets of charges that did not go home
		s.Pieces[i].SetCounter("extra-charge", 0)
	}
	return ev
}

// contactPose is where a charger stands in contact (§4.6): flush against
// the facing of the target its centre is in (§3.2; the digest counts the
// front-rank models, §13 A-11), as much of its front as fits on that
// edge; false when it would overlap another unit there.
func (r *Ruleset) contactPose(s *engine.State, p, t *engine.Piece) (geom.Pose, bool) {
	tr := t.Rect()
	arc := geom.ArcOf(tr, geom.ArcCorner45, p.Pose.Pos)
	var edge geom.Seg
	var normal geom.Vec
	switch arc {
	case geom.ArcFront:
		edge, normal = tr.FrontEdge(), tr.Forward()
	case geom.ArcRight:
		edge, normal = tr.RightEdge(), tr.Right()
	case geom.ArcRear:
		edge, normal = tr.RearEdge(), tr.Forward().Scale(-1)
	default:
		edge, normal = tr.LeftEdge(), tr.Right().Scale(-1)
	}
	mid := edge.A.Add(edge.B).Scale(0.5)
	along := edge.B.Sub(edge.A)
	l := along.Len()
	dir := along.Scale(1 / l)
	u := p.Pose.Pos.Sub(mid).Dot(dir)
	if half := (l - p.Footprint.W) / 2; half >= 0 {
		u = max(-half, min(half, u))
	} else {
		u = 0
	}
	back := normal.Scale(-1)
	pose := geom.Pose{Pos: mid.Add(dir.Scale(u)).Add(normal.Scale(p.Footprint.D / 2)), Heading: math.Atan2(back.X, back.Y)}
	ghost := *p
	ghost.Pose = pose
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if !together(p, q) && !together(t, q) && geom.Overlap(ghost.Shape(), q.Shape()) {
			return pose, false
		}
	}
	return pose, r.onTable(s, &ghost)
}

// reaches says whether a charge range (inches) reaches a distance (mm):
// at least it (§13 A-1), or more than it under the house rule.
func reaches(s *engine.State, rng int, d float64) bool {
	if s.HasHouseRule(ChargeStrictlyGreater) {
		return float64(rng)*Inch > d+geom.Eps
	}
	return float64(rng)*Inch >= d-geom.Eps
}

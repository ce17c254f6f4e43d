package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// foes are the enemy units p fights (§7.2): the one it is recorded as
// engaged with and every enemy in combat touching it, by ID.
func foes(s *engine.State, p *engine.Piece) []*engine.Piece {
	var out []*engine.Piece
	rec := engine.PieceID(p.Counter("engaged"))
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner == p.Owner || q.Counter("broken") != 0 {
			continue
		}
		if q.ID == rec || (q.Counter("engaged") != 0 && p.Counter("engaged") != 0 && gap(p, q) <= touchTol) {
			out = append(out, q)
		}
	}
	return out
}

// combatOf is the combat p is in: every unit linked to it by fighting,
// by ID (§7.1: a multiple combat is one combat), those whose recorded
// enemy is in it included (casualties may have left them apart: they
// close up again after the round, keepContact).
func combatOf(s *engine.State, p *engine.Piece) []engine.PieceID {
	ids := []engine.PieceID{p.ID}
	for i := 0; i < len(ids); i++ {
		for _, f := range foes(s, s.Piece(ids[i])) {
			if !slices.Contains(ids, f.ID) {
				ids = append(ids, f.ID)
			}
		}
		for j := range s.Pieces {
			q := &s.Pieces[j]
			if q.Counter("engaged") == int(ids[i]) && q.Counter("broken") == 0 && !slices.Contains(ids, q.ID) {
				ids = append(ids, q.ID)
			}
		}
	}
	slices.Sort(ids)
	return ids
}

// applyFight fights one round of a combat, every unit in it (§7.1):
// fear tests, then blows by Initiative step, each unit striking every
// foe it touches with the models touching it (supporting ranks only to
// its front) and the casualties removed after each step; then combat
// resolution side by side, the losers' break tests, and the flights.
func (r *Ruleset) applyFight(s *engine.State, o Fight) []engine.Event {
	ids := combatOf(s, s.Piece(o.Unit))
	if ev, asked := r.askMakeWay(s, o.Unit, ids); asked { // §10.2, the other side's
		return ev
	}
	if ev, asked := r.askChallenge(s, o.Unit, ids); asked { // §7.1 step 2
		return ev
	}
	defer endDuels(s, ids)
	chars := charactersIn(s, ids)
	var names []string
	for _, id := range ids {
		p := s.Piece(id)
		p.SetCounter("fought", playerTurn(s))
		names = append(names, p.Name)
	}
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: o.Unit, Rule: rule("7.1"), Text: fightText(names)}}
	wounds := [3]int{}
	ev = append(ev, r.impactHits(s, ids, &wounds)...) // before any blow (§7.1)
	ev = append(ev, r.clearDead(s, ids)...)
	for _, id := range ids {
		if p := s.Piece(id); p != nil {
			ev = append(ev, fearTestsOf(s, p)...)
		}
	}
	overkill := [3]int{}
	for _, st := range combatSteps(s, ids) {
		// every unit at this step strikes with the models alive at its start
		for _, b := range stepBlows(s, ids, st) {
			if b.duel {
				e, w, ok := r.strikeDuel(s, b)
				ev = append(ev, e...)
				if p := s.Piece(b.by); p != nil {
					wounds[p.Owner] += w
					overkill[p.Owner] += ok
				}
				continue
			}
			p, t := s.Piece(b.by), s.Piece(b.at)
			if p == nil || t == nil || t.Formation.Models == 0 {
				continue
			}
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("7.3"),
				Text: fmt.Sprintf("%s strikes at %s: %s.", p.Name, t.Name, b.a.describe(nil))})
			res := b.a.roll(s, t, rule("7.4"))
			ev = append(ev, res.Events...)
			wounds[p.Owner] += res.Inflicted
			if res.Inflicted > 0 {
				ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: t.ID, Rule: rule("7.5"), Value: res.Inflicted,
					Text: fmt.Sprintf("%s loses %s, %s.", t.Name, count(res.Inflicted, "wound"), count(res.Slain, "model"))})
			}
		}
		ev = append(ev, fallenCharacters(s, ids)...)
		ev = append(ev, r.clearDead(s, ids)...) // casualties after the step
	}
	ev = append(ev, r.stompRound(s, ids, &wounds)...) // Stomp strikes last (§7.3)
	ev = append(ev, r.clearDead(s, ids)...)
	ids = withOrphans(s, ids, chars)
	var left [3][]*engine.Piece
	for _, id := range ids {
		if p := s.Piece(id); p != nil {
			left[p.Owner] = append(left[p.Owner], p)
		}
	}
	if len(left[1]) == 0 || len(left[2]) == 0 {
		// §7.8: annihilation: the victors halt and may reform, or, if they
		// charged this turn, overrun (§7.9; a frenzied one must)
		for _, side := range left {
			for _, q := range side {
				id := q.ID
				q.SetCounter("may-reform", playerTurn(s))
				if done(s, q, "charged") && !done(s, q, "pursued") { // §7.9: one pursuit or overrun a turn
					q.SetCounter("may-overrun", playerTurn(s))
					if frenzied(q) {
						ev = append(ev, r.applyOverrun(s, Overrun{By: q.Owner, Unit: id})...)
					}
				}
			}
		}
		return ev
	}
	for pl := 1; pl <= 2; pl++ { // §7.6: overkill in a challenge, up to +5
		if ok := min(5, overkill[pl]); ok > 0 {
			wounds[pl] += ok
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule("7.6"), Text: fmt.Sprintf("Overkill: player %d +%d.", pl, ok)})
		}
	}
	ev = append(ev, r.resolveCombat(s, ids, wounds)...)
	for _, id := range ids {
		if p := s.Piece(id); p != nil && p.Counter("broken") == 0 {
			ev = append(ev, r.keepContact(s, id, engine.PieceID(p.Counter("engaged")))...)
		}
	}
	return append(ev, r.nextFlight(s)...)
}

// fightText is the opening line of a combat.
func fightText(names []string) string {
	if len(names) == 2 {
		return fmt.Sprintf("%s and %s fight.", names[0], names[1])
	}
	return fmt.Sprintf("%s fight.", join(names))
}

// fearTestsOf is a unit's fear test (§8.2) against its foes.
func fearTestsOf(s *engine.State, p *engine.Piece) []engine.Event {
	fs := foes(s, p)
	p.SetCounter("afraid", 0)
	scary := slices.ContainsFunc(fs, func(f *engine.Piece) bool { return causesFear(f) || flamesScare(f, p) })
	if !scary || causesFear(p) || immune(p) {
		return nil
	}
	ok, e := ldTest(s, p, leadership(s, p), "fear test", rule("8.2"))
	ev := []engine.Event{e}
	if !ok {
		p.SetCounter("afraid", playerTurn(s))
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("8.2"),
			Text: fmt.Sprintf("%s fights this round at WS 1.", p.Name)})
	}
	return ev
}

// sideResult is one side's combat result in a combat (§7.6, p.59): the
// wounds its units caused, +1 if any charged, the best rank bonus of one
// unit not disrupted, +1 for any standard and for the battle standard,
// high ground once, and +1 or +2 for every enemy unit it fights in the
// flank or rear.
func sideResult(s *engine.State, us, them []*engine.Piece, wounds int) (int, []string) {
	total := wounds
	parts := []string{count(wounds, "wound")}
	add := func(n int, what string) {
		total += n
		parts = append(parts, what)
	}
	if slices.ContainsFunc(us, func(p *engine.Piece) bool { return done(s, p, "charged") }) {
		add(1, "charge +1")
	}
	best := 0
	for _, p := range us {
		if slices.ContainsFunc(foes(s, p), func(e *engine.Piece) bool { return disrupted(p, e) }) {
			continue
		}
		if ranksCount(s, p) { // not in a river (§11)
			best = max(best, rankBonus(p))
		}
	}
	if best > 0 {
		add(best, fmt.Sprintf("ranks +%d", best))
	}
	lost := func(p *engine.Piece) bool { return p.Counter("standard-lost") != 0 }
	if slices.ContainsFunc(us, hasStandard) {
		add(1, "standard +1")
	}
	if slices.ContainsFunc(us, func(p *engine.Piece) bool { return p.HasRule("Battle Standard") && !lost(p) }) {
		add(1, "battle standard +1")
	}
	if slices.ContainsFunc(us, func(p *engine.Piece) bool {
		return done(s, p, "charged") && onHill(s, p) && !slices.ContainsFunc(foes(s, p), func(e *engine.Piece) bool { return onHill(s, e) })
	}) {
		add(1, "high ground +1")
	}
	for _, e := range them {
		arc := geom.ArcFront
		for _, p := range us {
			if !slices.ContainsFunc(foes(s, p), func(f *engine.Piece) bool { return f.ID == e.ID }) {
				continue
			}
			switch a := facingOf(e, p); {
			case a == geom.ArcRear:
				arc = geom.ArcRear
			case (a == geom.ArcLeft || a == geom.ArcRight) && arc == geom.ArcFront:
				arc = a
			}
		}
		switch arc {
		case geom.ArcLeft, geom.ArcRight:
			add(1, "flank +1")
		case geom.ArcRear:
			add(2, "rear +2")
		}
	}
	return total, parts
}

// resolveCombat totals both sides (§7.6), and every unit of the losing
// side takes its break test (§7.7) against the enemy unit with the most
// ranks (p.60).
func (r *Ruleset) resolveCombat(s *engine.State, ids []engine.PieceID, wounds [3]int) []engine.Event {
	var side [3][]*engine.Piece
	for _, id := range ids {
		if p := s.Piece(id); p != nil { // a unit wiped out in the fight is gone
			side[p.Owner] = append(side[p.Owner], p)
		}
	}
	t1, parts1 := sideResult(s, side[1], side[2], wounds[1])
	t2, parts2 := sideResult(s, side[2], side[1], wounds[2])
	text := fmt.Sprintf("Combat result: %s %d (%s) against %s %d (%s).", sideName(side[1]), t1, join(parts1), sideName(side[2]), t2, join(parts2))
	if side[1][0].Owner != s.Active { // the active player's side first
		text = fmt.Sprintf("Combat result: %s %d (%s) against %s %d (%s).", sideName(side[2]), t2, join(parts2), sideName(side[1]), t1, join(parts1))
	}
	ev := []engine.Event{{Kind: engine.StatusChanged, Rule: rule("7.6"), Text: text}}
	if t1 == t2 { // a musician breaks a tie (§7.6)
		t1 += tieBreak(side[1], side[2])
		t2 += tieBreak(side[2], side[1])
		if t1 != t2 {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule("7.6"), Text: "A musician wins the tie by 1."})
		}
	}
	if t1 == t2 {
		return append(ev, engine.Event{Kind: engine.StatusChanged, Rule: rule("7.6"), Text: "The combat is a draw: nobody tests."})
	}
	winners, losers, margin := side[1], side[2], t1-t2
	if t2 > t1 {
		winners, losers, margin = side[2], side[1], t2-t1
	}
	deepest := deepestOf(winners)
	var loserIDs []engine.PieceID
	for _, l := range losers {
		loserIDs = append(loserIDs, l.ID)
	}
	for _, id := range loserIDs {
		lose := s.Piece(id)
		if lose == nil {
			continue
		}
		if frenzied(lose) { // §8.4: Frenzy is lost with the combat
			lose.SetCounter("frenzy-lost", 1)
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: lose.ID, Rule: rule("8.4"), Text: fmt.Sprintf("%s loses its Frenzy.", lose.Name)})
		}
		ev = append(ev, r.breakTest(s, deepest, lose, margin)...)
	}
	return ev
}

// sideName names a side's units in a combat.
func sideName(ps []*engine.Piece) string {
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	return join(names)
}

// nextFlight moves on the broken units one at a time (§7.9): for the
// first, by ID, every winner that touched it and fights nobody else may
// pursue, its player deciding for each in turn (a Pursue order: the
// side's counters "pursue-by" and "pursue-at", the decision kept in the
// winner's counter "chase"); then it flees from the first of them, or,
// when none may, from its enemy with the most ranks.
func (r *Ruleset) nextFlight(s *engine.State) []engine.Event {
	var ev []engine.Event
	for {
		var lose *engine.Piece
		for i := range s.Pieces {
			if s.Pieces[i].Counter("broken") != 0 {
				lose = &s.Pieces[i]
				break
			}
		}
		if lose == nil {
			return ev
		}
		var chasers []*engine.Piece
		for i := range s.Pieces {
			w := &s.Pieces[i]
			if w.Owner == lose.Owner || w.Counter("engaged") == 0 || gap(w, lose) > touchTol {
				continue
			}
			others := slices.ContainsFunc(foes(s, w), func(f *engine.Piece) bool { return f.ID != lose.ID })
			if !others && !done(s, w, "pursued") { // §7.9: a unit that pursued into a second combat pursues no more
				chasers = append(chasers, w)
			}
		}
		for _, w := range chasers {
			if w.Counter("chase") == 0 {
				// §7.9: the winner declares its pursuit before any die is rolled
				sd := side(s, w.Owner)
				sd.SetCounter("pursue-by", int(w.ID))
				sd.SetCounter("pursue-at", int(lose.ID))
				return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: lose.ID, Rule: rule("7.9"),
					Text: fmt.Sprintf("%s may pursue %s.", w.Name, lose.Name)})
			}
		}
		var pursuers []engine.PieceID
		for _, w := range chasers {
			if w.Counter("chase") == chasing {
				pursuers = append(pursuers, w.ID)
			}
			w.SetCounter("chase", 0)
		}
		var first *engine.Piece
		if len(chasers) > 0 {
			first = chasers[0]
		}
		var held []engine.PieceID
		for _, w := range chasers {
			if !slices.Contains(pursuers, w.ID) {
				held = append(held, w.ID)
			}
		}
		ev = append(ev, r.flight(s, lose, first, pursuers, held)...)
	}
}

// The decisions kept in a winner's counter "chase" until its broken foe
// flees (§7.9).
const (
	chasing   = 1 // it pursues
	holdsBack = 2 // it held back
)

// flight makes a broken unit flee, its winners pursuing or holding back
// (§7.9): the flee roll, each pursuer's roll, friends within 6" test for
// panic (§8.1), the fleeing unit destroyed when any pursuit roll is at
// least its flee roll ("it escapes only if its flee roll beats the roll
// of every pursuer"), else fleeing away from the first winner (or its
// deepest enemy), and the pursuers' moves.
func (r *Ruleset) flight(s *engine.State, lose, first *engine.Piece, pursuers, held []engine.PieceID) []engine.Event {
	lose.SetCounter("broken", 0)
	lid := lose.ID
	away := lose.Pose.Pos.Add(geom.Forward(lose.Pose.Heading)) // no enemy left: straight back
	if first != nil {
		away = first.Pose.Pos
	} else if fs := foes(s, lose); len(fs) > 0 {
		away = deepestOf(fs).Pose.Pos
	}
	lose.SetCounter("engaged", 0)
	var ev []engine.Event
	lname, from, broke := lose.Name, lose.Pose, lose.Shape()
	fled, fd := r.fleeRoll(s, lose)
	ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: lid, Rule: rule("7.9"), Dice: fd, Value: fled,
		Text: fmt.Sprintf("%s flees %d\".", lname, fled)})
	chase := make([]int, len(pursuers))
	caught := false
	for i, id := range pursuers {
		win := s.Piece(id)
		win.SetCounter("pursued", playerTurn(s))
		var cd []dice.Die
		chase[i], cd = r.fleeRoll(s, win)
		caught = caught || chase[i] >= fled
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: id, Rule: rule("7.9"), Dice: cd, Value: chase[i],
			Text: fmt.Sprintf("%s pursues %d\".", win.Name, chase[i])})
	}
	r.release(s, lid)
	// §7.7: a broken unit flees from now on, so a friend panicking through
	// it does not make it test (and flee) a second time.
	lose.SetCounter("fleeing", 1)
	// from here on units may leave the table: find them by ID
	ev = append(ev, r.friendsPanic(s, broke, lose.Owner, lid, "a friend breaks")...)
	if caught && s.Piece(lid) != nil {
		seize(s.Piece(lid))
		ev = append(ev, r.destroy(s, lid, rule("7.9"), fmt.Sprintf("%s is caught and destroyed.", lname))...)
	} else if l := s.Piece(lid); l != nil {
		ev = append(ev, r.fleeBy(s, l, away, fled, rule("7.9"))...)
	}
	for i, id := range pursuers {
		if w := s.Piece(id); w != nil {
			ev = append(ev, r.pursueInto(s, w, from.Pos, chase[i])...)
		}
	}
	for _, id := range held {
		if w := s.Piece(id); w != nil && w.Counter("engaged") == 0 { // §7.8: a unit that held may reform
			w.SetCounter("may-reform", playerTurn(s))
		}
	}
	return ev
}

// release ends the fight of every unit whose recorded enemy is id: it
// is recorded against another foe it still touches, else against an
// enemy still recorded against it (casualties may have left them apart:
// they close up after their next round), or is out of the combat.
func (r *Ruleset) release(s *engine.State, id engine.PieceID) {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Counter("engaged") != int(id) {
			continue
		}
		q.SetCounter("engaged", 0)
		for j := range s.Pieces {
			f := &s.Pieces[j]
			if f.Owner != q.Owner && f.ID != id && f.Counter("engaged") != 0 && f.Counter("broken") == 0 && gap(q, f) <= touchTol {
				q.SetCounter("engaged", int(f.ID))
				break
			}
		}
		if q.Counter("engaged") != 0 {
			continue
		}
		for j := range s.Pieces {
			if f := &s.Pieces[j]; f.Owner != q.Owner && f.ID != id && f.Counter("engaged") == int(q.ID) && f.Counter("broken") == 0 {
				q.SetCounter("engaged", int(f.ID))
				break
			}
		}
	}
}

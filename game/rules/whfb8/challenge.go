package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
)

// Challenges (§10.3, §7.1 step 2): before the blows of a combat round
// the active side may issue a challenge with a character or a champion
// of the combat; if it does not, the other side may. The challenged side
// accepts with one of its own, or refuses: the challenger then names the
// enemy character (not a champion) with the highest Ld (the lowest ID
// on a tie; this version names for him), who stays out of the fight this
// round and whose Ld may not be used this turn (the counter "refused").
// Accepted, the two fight only each other (the counter "duel" on each,
// a unit's counter meaning its champion) and wounds past the loser's
// count toward combat resolution, up to +5 (overkill, §7.6). A challenge
// lasts the round it is issued in; the next round may see another.
//
// The choice waits in the deciding side's counters, as a charge
// reaction does: "challenge-fight" (the unit whose Fight asked),
// "challenge-by" (the challenger, when answering) and
// "challenge-second" (the other side issuing after the first declined).

// Challenge is a side's word in a challenge: issuing one with Duelist
// (0: none), or answering one, accepting with Duelist or refusing (0).
type Challenge struct {
	By      engine.PlayerID
	Duelist engine.PieceID
	Answer  bool // answering a challenge issued, not issuing
}

// Kind returns "whfb8/challenge", "whfb8/no-challenge", "whfb8/accept"
// or "whfb8/refuse".
func (o Challenge) Kind() string {
	switch {
	case o.Answer && o.Duelist != 0:
		return ID + "/accept"
	case o.Answer:
		return ID + "/refuse"
	case o.Duelist != 0:
		return ID + "/challenge"
	}
	return ID + "/no-challenge"
}

// Player returns who gives the order.
func (o Challenge) Player() engine.PlayerID { return o.By }

// challengeWait is a challenge waiting for a side's word.
type challengeWait struct {
	Side       engine.PlayerID
	Fight      engine.PieceID // the unit whose Fight the challenge interrupts
	Challenger engine.PieceID // 0 while issuing
	Second     bool
}

// pendingChallenge is the challenge waiting for a word, if any.
func pendingChallenge(s *engine.State) (challengeWait, bool) {
	for i := range s.Sides {
		sd := &s.Sides[i]
		if f := sd.Counter("challenge-fight"); f != 0 {
			return challengeWait{Side: sd.ID, Fight: engine.PieceID(f), Challenger: engine.PieceID(sd.Counter("challenge-by")),
				Second: sd.Counter("challenge-second") != 0}, true
		}
	}
	return challengeWait{}, false
}

// hasChampion reports whether a unit still has its champion (§9.3).
func hasChampion(p *engine.Piece) bool {
	return p.HasRule("Champion") && p.Counter("champion-lost") == 0 && p.Formation.Models > 0 && p.Size != "single"
}

// duelists are the models of player's side in a combat that may issue or
// accept a challenge (§10.3): its characters, alone or in its units, not
// refused this turn, and its units' champions (named by their unit), by
// ID.
func duelists(s *engine.State, ids []engine.PieceID, player engine.PlayerID) []engine.PieceID {
	var out []engine.PieceID
	for _, id := range ids {
		p := s.Piece(id)
		if p == nil || p.Owner != player {
			continue
		}
		if (character(p) || hasChampion(p)) && !done(s, p, "refused") {
			out = append(out, p.ID)
		}
		for _, c := range attachedTo(s, id) {
			if !done(s, c, "refused") {
				out = append(out, c.ID)
			}
		}
	}
	slices.Sort(out)
	return out
}

// duelistLabel is a duelist's name on a button: a character's, or "the
// champion" (the hint names his unit).
func duelistLabel(s *engine.State, id engine.PieceID) string {
	if p := s.Piece(id); p != nil && !character(p) {
		return "the champion"
	}
	return duelistName(s, id)
}

// duelistName names a duelist: a character, or a unit's champion.
func duelistName(s *engine.State, id engine.PieceID) string {
	p := s.Piece(id)
	if p == nil {
		return "?"
	}
	if character(p) {
		return p.Name
	}
	return "the champion of " + p.Name
}

// askChallenge opens a combat's challenge, once a turn per combat: the
// active side is asked first, the other if the active side has nobody
// to issue one. It reports false when nobody can, and the fight goes on.
func (r *Ruleset) askChallenge(s *engine.State, fight engine.PieceID, ids []engine.PieceID) ([]engine.Event, bool) {
	f := s.Piece(fight)
	if done(s, f, "challenged") {
		return nil, false
	}
	for _, pl := range []engine.PlayerID{s.Active, 3 - s.Active} {
		if len(duelists(s, ids, pl)) == 0 {
			continue
		}
		sd := side(s, pl)
		sd.SetCounter("challenge-fight", int(fight))
		if pl != s.Active {
			sd.SetCounter("challenge-second", 1)
		}
		return []engine.Event{{Kind: engine.StatusChanged, Piece: fight, Rule: rule("10.3"),
			Text: fmt.Sprintf("Player %d may issue a challenge.", pl)}}, true
	}
	return nil, false
}

// challengeDecision asks a side for its word (§10.3). Its duelists
// come best first (rankDuelists); declining (no challenge, a refusal)
// comes first when none has an edge, so the first answer is a sensible
// one.
func (r *Ruleset) challengeDecision(s *engine.State, c challengeWait) engine.Decision {
	ids := combatOf(s, s.Piece(c.Fight))
	mine := duelists(s, ids, c.Side)
	d := engine.Decision{Player: c.Side, Kind: engine.React, Pieces: mine}
	enemies := duelists(s, ids, 3-c.Side)
	if c.Challenger != 0 {
		enemies = []engine.PieceID{c.Challenger}
	}
	mine, good := rankDuelists(s, mine, enemies)
	var takers []engine.OrderOption
	for _, id := range mine {
		o := Challenge{By: c.Side, Duelist: id, Answer: c.Challenger != 0}
		label := "Challenge with " + duelistLabel(s, id)
		if o.Answer {
			label = "Accept with " + duelistLabel(s, id)
		}
		edge, opp := worstEdge(s, s.Piece(id), enemies)
		f, _ := edge.Float64()
		takers = append(takers, engine.OrderOption{Kind: o.Kind(), Label: label, Pick: engine.PickNow, Order: o,
			Hint: fmt.Sprintf("%s against %s: %+.2f wounds on average, overkill counted (up to +5).", duelistName(s, id), duelistName(s, opp), f)})
	}
	var decline []engine.OrderOption
	if c.Challenger == 0 {
		d.Prompt = fmt.Sprintf("Player %d: issue a challenge in %s's combat, or not (%s).", c.Side, s.Piece(c.Fight).Name, rule("10.3"))
		decline = append(decline, engine.OrderOption{Kind: ID + "/no-challenge", Label: "No challenge",
			Pick: engine.PickNow, Order: Challenge{By: c.Side}, Hint: "Fight on without a challenge."})
	} else {
		d.Prompt = fmt.Sprintf("Player %d: %s challenges you. Accept, or refuse (%s).", c.Side, duelistName(s, c.Challenger), rule("10.3"))
		if n, ok := refuser(s, ids, c.Side); ok {
			hint := "Nobody is named: only champions could have accepted."
			if n != 0 {
				hint = fmt.Sprintf("%s stands back: no blows this round, and his Ld is not used this turn.", s.Piece(n).Name)
			}
			decline = append(decline, engine.OrderOption{Kind: ID + "/refuse", Label: "Refuse", Pick: engine.PickNow,
				Order: Challenge{By: c.Side, Answer: true}, Hint: hint})
		}
	}
	if good {
		d.Options = append(takers, decline...)
	} else {
		d.Options = append(decline, takers...)
	}
	for i := range d.Options {
		d.Options[i].Key = fmt.Sprint(i + 1)
	}
	return d
}

// refuser is the character a refusal names (§10.3): the challenged
// side's character with the highest Ld that could have accepted, 0 when
// only champions could; ok is false when the refusal is not allowed
// because that character stands alone and cannot step back out of
// contact.
func refuser(s *engine.State, ids []engine.PieceID, player engine.PlayerID) (engine.PieceID, bool) {
	var best *engine.Piece
	for _, id := range duelists(s, ids, player) {
		p := s.Piece(id)
		if character(p) && (best == nil || stat(p, "Ld") > stat(best, "Ld")) {
			best = p
		}
	}
	if best == nil {
		return 0, true
	}
	return best.ID, best.Attached != 0
}

// checkChallenge accepts a word from the side asked: a duelist of its
// own in the combat, and a refusal only when allowed.
func (r *Ruleset) checkChallenge(s *engine.State, o Challenge) *engine.Illegal {
	c, _ := pendingChallenge(s)
	ids := combatOf(s, s.Piece(c.Fight))
	switch {
	case o.Answer != (c.Challenger != 0):
		if o.Answer {
			return engine.Refuse(rule("10.3"), nil, "No challenge has been issued to answer.")
		}
		return engine.Refuse(rule("10.3"), nil, "A challenge is issued: accept or refuse it.")
	case o.Duelist != 0 && !slices.Contains(duelists(s, ids, o.By), o.Duelist):
		return engine.Refuse(rule("10.3"), nil, "Only a character or champion of your side in this combat may take up a challenge.")
	}
	if _, ok := refuser(s, ids, o.By); o.Answer && o.Duelist == 0 && !ok {
		return engine.Refuse(rule("10.3"), nil, "A lone character cannot step out of the fight: the challenge must be accepted.")
	}
	return nil
}

// applyChallenge records the word and, once everything is said, fights
// the combat.
func (r *Ruleset) applyChallenge(s *engine.State, o Challenge) []engine.Event {
	c, _ := pendingChallenge(s)
	sd := side(s, c.Side)
	for _, k := range []string{"challenge-fight", "challenge-by", "challenge-second"} {
		sd.SetCounter(k, 0)
	}
	ids := combatOf(s, s.Piece(c.Fight))
	other := 3 - c.Side
	var ev []engine.Event
	switch {
	case !o.Answer && o.Duelist != 0:
		os := side(s, other)
		os.SetCounter("challenge-fight", int(c.Fight))
		os.SetCounter("challenge-by", int(o.Duelist))
		return []engine.Event{{Kind: engine.StatusChanged, Piece: o.Duelist, Rule: rule("10.3"),
			Text: fmt.Sprintf("%s issues a challenge.", duelistName(s, o.Duelist))}}
	case !o.Answer && !c.Second && len(duelists(s, ids, other)) > 0:
		os := side(s, other)
		os.SetCounter("challenge-fight", int(c.Fight))
		os.SetCounter("challenge-second", 1)
		return []engine.Event{{Kind: engine.StatusChanged, Piece: c.Fight, Rule: rule("10.3"),
			Text: fmt.Sprintf("Player %d issues no challenge; player %d may.", c.Side, other)}}
	case !o.Answer:
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: c.Fight, Rule: rule("10.3"), Text: "No challenge is issued."})
	case o.Duelist != 0:
		s.Piece(c.Challenger).SetCounter("duel", int(o.Duelist))
		s.Piece(o.Duelist).SetCounter("duel", int(c.Challenger))
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: o.Duelist, Rule: rule("10.3"),
			Text: fmt.Sprintf("%s accepts the challenge of %s.", duelistName(s, o.Duelist), duelistName(s, c.Challenger))})
	default:
		n, _ := refuser(s, ids, c.Side)
		text := "The challenge is refused."
		if n != 0 {
			s.Piece(n).SetCounter("refused", playerTurn(s))
			text = fmt.Sprintf("The challenge is refused: %s stands back this round.", s.Piece(n).Name)
		}
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: n, Rule: rule("10.3"), Text: text})
	}
	s.Piece(c.Fight).SetCounter("challenged", playerTurn(s))
	return append(ev, r.applyFight(s, Fight{By: s.Active, Unit: c.Fight})...)
}

// endDuels ends the round's challenges in a combat.
func endDuels(s *engine.State, ids []engine.PieceID) {
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if slices.Contains(ids, p.ID) || slices.Contains(ids, p.Attached) {
			p.SetCounter("duel", 0)
		}
	}
}

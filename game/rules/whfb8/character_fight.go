package whfb8

import (
	"fmt"
	"math"
	"slices"

	"warbench/game/engine"
)

// How characters and champions fight (§7.2, §9.3, §10.2, §10.3).

// blow is one batch of attacks of a combat step: by a unit (or a
// character) at a foe. A duel blow is a challenge's: by and at are
// duelists (a character, or a unit meaning its champion).
type blow struct {
	by, at engine.PieceID
	a      attack
	duel   bool
}

// dueling reports whether p fights a challenge this round: a character
// in one, or a unit whose champion is in one.
func dueling(p *engine.Piece) bool { return p.Counter("duel") != 0 }

// championExtra is what a unit's champion changes in its blows (§9.3):
// +1 attack (his own profile's) while he is in the front rank in
// contact; while he fights a challenge, none of his attacks go to the
// unit's foes.
func championExtra(p *engine.Piece, contact, a int) int {
	switch {
	case !hasChampion(p) || contact == 0:
		return 0
	case dueling(p):
		return -a
	}
	return 1
}

// characterBlows are the blows of the characters in the units of a
// combat at this step (§10.2: a character fights with his own profile;
// §10.3: in a challenge, only his opponent), and the champions' in a
// challenge, by ID. A character who refused a challenge strikes nobody.
// A character outside a challenge strikes the first foe of his unit he
// touches; the enemy's blows fall on the rank-and-file (the striker's
// choice, §7.2, made for him).
func characterBlows(s *engine.State, ids []engine.PieceID, st int) []blow {
	var out []blow
	for _, id := range ids {
		u := s.Piece(id)
		if u == nil {
			continue
		}
		if hasChampion(u) && dueling(u) && step(s, u) == st {
			out = append(out, duelBlow(s, u, s.Piece(engine.PieceID(u.Counter("duel")))))
		}
		for _, c := range attachedTo(s, id) {
			if step(s, c) != st || done(s, c, "refused") || c.Formation.Models == 0 {
				continue
			}
			if dueling(c) {
				out = append(out, duelBlow(s, c, s.Piece(engine.PieceID(c.Counter("duel")))))
				continue
			}
			for _, f := range foes(s, u) {
				if !dueling(f) || !character(f) {
					if a := blows(s, c, f); a.N > 0 {
						out = append(out, blow{by: c.ID, at: f.ID, a: a})
						break
					}
				}
			}
		}
		if character(u) && u.Attached == 0 && dueling(u) && step(s, u) == st { // a lone character
			out = append(out, duelBlow(s, u, s.Piece(engine.PieceID(u.Counter("duel")))))
		}
	}
	return out
}

// duelist is the model a duelist's ID stands for: the character, or a
// one-model copy of the unit for its champion, with his +1 A (§9.3).
func duelist(p *engine.Piece) *engine.Piece {
	if character(p) {
		return p
	}
	c := *p
	c.Stats = append([]engine.Stat(nil), p.Stats...)
	for i := range c.Stats {
		if c.Stats[i].Name == "A" {
			c.Stats[i].Value++
		}
	}
	c.Counters = nil
	c.Formation.Models, c.Formation.Files, c.Formation.Ranks = 1, 1, 1
	return &c
}

// duelBlow is a duelist's blows at his opponent: all his attacks, the
// two counting as in base contact (§10.3).
func duelBlow(s *engine.State, p, e *engine.Piece) blow {
	if e == nil {
		return blow{}
	}
	me, them := duelist(p), duelist(e)
	me.Counters = p.Counters // fear and frenzy are the unit's
	a := blows(s, me, them)
	n := stat(me, "A") + weaponOf(s, me, them).attacks
	if frenzied(me) {
		n++
	}
	a.N = n
	return blow{by: p.ID, at: e.ID, a: a, duel: true}
}

// strikeDuel rolls a duel blow (§10.3): wounds on a champion kill him
// (the unit loses a model and its champion); the wounds past what the
// loser had left are the overkill (§7.6).
func (r *Ruleset) strikeDuel(s *engine.State, b blow) (ev []engine.Event, wounds, overkill int) {
	p, t := s.Piece(b.by), s.Piece(b.at)
	if p == nil || t == nil || b.a.N == 0 || (!character(t) && !hasChampion(t)) {
		return nil, 0, 0
	}
	target := duelist(t)
	ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: p.ID, Rule: rule("10.3"),
		Text: fmt.Sprintf("%s strikes at %s: %s.", duelistName(s, p.ID), duelistName(s, t.ID), b.a.describe(nil))})
	res := b.a.roll(s, target, rule("7.4"))
	ev = append(ev, res.Events...)
	if res.Inflicted > 0 {
		ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: t.ID, Rule: rule("7.5"), Value: res.Inflicted,
			Text: fmt.Sprintf("%s loses %s.", duelistName(s, t.ID), count(res.Inflicted, "wound"))})
	}
	if !character(t) && res.Slain > 0 {
		t.SetCounter("champion-lost", 1)
		removeModels(t, 1)
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: t.ID, Rule: rule("9.3"),
			Text: fmt.Sprintf("%s falls.", duelistName(s, t.ID))})
	}
	return ev, res.Inflicted, res.Dealt - res.Inflicted
}

// fallenCharacters removes the characters in a combat's units who have
// no wounds left (§7.3: casualties after each step).
func fallenCharacters(s *engine.State, ids []engine.PieceID) []engine.Event {
	var ev []engine.Event
	for i := 0; i < len(s.Pieces); i++ {
		c := s.Pieces[i]
		if c.Attached == 0 || !slices.Contains(ids, c.Attached) || c.Formation.Models > 0 {
			continue
		}
		seize(&c) // §12: a Battle Standard Bearer slain in combat is a standard taken
		s.Gone = append(s.Gone, c)
		s.Pieces = slices.Delete(s.Pieces, i, i+1)
		i--
		ev = append(ev, engine.Event{Kind: engine.Removed, Piece: c.ID, Rule: rule("7.3"), Text: fmt.Sprintf("%s is slain.", c.Name)})
	}
	return ev
}

// lastStandOfBSB removes the Battle Standard Bearer of a unit that
// breaks, or a lone one that breaks (§10.3: "like other standard
// bearers, he is killed automatically if he flees from combat"), his
// standard taken (§12).
func (r *Ruleset) lastStandOfBSB(s *engine.State, u *engine.Piece) []engine.Event {
	if character(u) && u.Attached == 0 && u.HasRule("Battle Standard") {
		seize(u)
		return r.destroy(s, u.ID, rule("10.3"), fmt.Sprintf("%s makes a last stand and falls: the battle standard is lost.", u.Name))
	}
	var ev []engine.Event
	for i := 0; i < len(s.Pieces); i++ {
		c := s.Pieces[i]
		if c.Attached != u.ID || !c.HasRule("Battle Standard") {
			continue
		}
		seize(&c)
		s.Gone = append(s.Gone, c)
		s.Pieces = slices.Delete(s.Pieces, i, i+1)
		ev = append(ev, engine.Event{Kind: engine.Removed, Piece: c.ID, Rule: rule("10.3"),
			Text: fmt.Sprintf("%s makes a last stand and falls: the battle standard is lost.", c.Name)})
		break
	}
	return ev
}

// displaced is how many of unit p's rank-and-file in contact with e its
// characters stand in place of (§2.3, §10.2: a character pushes the
// models whose places he takes back): the slots of each character that
// touches e and fills whole slots.
func displaced(s *engine.State, p, e *engine.Piece) int {
	n := 0
	for _, c := range attachedTo(s, p.ID) {
		if fitsSlots(p, c) && gap(c, e) <= touchTol {
			n += int(math.Round(c.Footprint.W / p.Formation.ModelW))
		}
	}
	return n
}

// charactersIn are the characters in the units of a combat, by ID.
func charactersIn(s *engine.State, ids []engine.PieceID) []engine.PieceID {
	var out []engine.PieceID
	for i := range s.Pieces {
		if slices.Contains(ids, s.Pieces[i].Attached) {
			out = append(out, s.Pieces[i].ID)
		}
	}
	return out
}

// withOrphans are a combat's units still on the table, and the
// characters whose unit was wiped out under them and who fight on alone
// (orphans), so that the combat is not over while they stand.
func withOrphans(s *engine.State, ids, chars []engine.PieceID) []engine.PieceID {
	ids = slices.DeleteFunc(slices.Clone(ids), func(id engine.PieceID) bool { return s.Piece(id) == nil })
	for _, id := range chars {
		if c := s.Piece(id); c != nil && c.Attached == 0 && c.Counter("engaged") != 0 && !slices.Contains(ids, id) {
			c.SetCounter("fought", playerTurn(s)) // he fought this round within his unit
			ids = append(ids, id)
		}
	}
	return ids
}

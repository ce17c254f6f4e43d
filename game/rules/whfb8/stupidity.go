package whfb8

import (
	"fmt"

	"warbench/game/engine"
)

// startOfTurn are the tests at the start of a player's turn (§4.1):
// Stupidity (§8.4): every stupid unit of the player not in combat tests
// its Ld; failing, it does nothing else this turn but move D6" straight
// ahead in the compulsory moves (§13 A-31).
func (r *Ruleset) startOfTurn(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && p.HasRule("Stupidity") && p.Counter("engaged") == 0 && p.Counter("fleeing") == 0 {
			ids = append(ids, p.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		ok, e := ldTest(s, p, leadership(s, p), "Stupidity test", rule("8.4"))
		ev = append(ev, e)
		if !ok {
			p.SetCounter("stupid", playerTurn(s))
		}
	}
	return append(ev, r.frenzyTests(s)...)
}

// frenzyTests: a frenzied unit able to charge takes a Leadership test at
// the start of its turn; failing it, it must declare a charge against
// the nearest enemy it can charge (§8.4, §4.2).
func (r *Ruleset) frenzyTests(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		s.Pieces[i].SetCounter("must-charge", 0) // last turn's obligation is gone
	}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && frenzied(p) && r.canCharge(s, p) == nil && r.nearestChargeable(s, p) != 0 {
			ids = append(ids, p.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		ok, e := ldTest(s, p, leadership(s, p), "Frenzy test", rule("8.4"))
		ev = append(ev, e)
		if !ok {
			t := s.Piece(r.nearestChargeable(s, p))
			p.SetCounter("must-charge", int(t.ID))
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: id, Rule: rule("8.4"),
				Text: fmt.Sprintf("%s is frenzied and must charge %s.", p.Name, t.Name)})
		}
	}
	return ev
}

// nearestChargeable is the nearest enemy p could charge now (§4.2), the
// lowest ID on a tie; 0 for none.
func (r *Ruleset) nearestChargeable(s *engine.State, p *engine.Piece) engine.PieceID {
	best, bd := engine.PieceID(0), 0.0
	for i := range s.Pieces {
		t := &s.Pieces[i]
		if t.Owner == p.Owner || r.chargeable(s, p, t) != nil {
			continue
		}
		if d := gap(p, t); best == 0 || d < bd {
			best, bd = t.ID, d
		}
	}
	return best
}

// stupid reports a unit that failed its Stupidity test this turn.
func stupid(s *engine.State, p *engine.Piece) bool { return done(s, p, "stupid") }

// stupidMoves move the stupid units D6" straight ahead (§8.4), halting
// 1" short of friends and impassable terrain; an enemy reached is
// charged, with no reaction (§13 A-31), and fought this turn.
func (r *Ruleset) stupidMoves(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && stupid(s, p) && p.Counter("engaged") == 0 {
			ids = append(ids, p.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		if p == nil {
			continue
		}
		d := s.Dice.Roll(6, "Stupidity move")
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: id, Rule: rule("8.4"), Value: d.Face,
			Text: fmt.Sprintf("%s stumbles %d\" forward.", p.Name, d.Face)})
		ev[len(ev)-1].Dice = append(ev[len(ev)-1].Dice, d)
		p.SetCounter("moved", playerTurn(s))
		ev = append(ev, r.runInto(s, p, d.Face, rule("8.4"), "stumbles on")...)
	}
	return ev
}

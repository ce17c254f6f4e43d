package kow

import (
	"fmt"

	"warbench/game/engine"
)

// VanguardPhase is the phase before turn 1 in which Vanguard units make
// their one move (kow2 §4.12).
const VanguardPhase = "vanguard"

// vanguardLeft lists the player's Vanguard units that have not yet made
// their Vanguard move.
func vanguardLeft(s *engine.State, player engine.PlayerID) []engine.PieceID {
	var ids []engine.PieceID
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner == player && p.HasRule("Vanguard") && p.Counter("vanguard") == 0 {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// startVanguard opens the Vanguard phase when some unit has Vanguard: if
// both armies have one, the players roll off (re-rolling ties) and the
// winner moves first (§4.12: the winner decides; moving first is taken as
// the choice [REC]). It reports false when no unit has Vanguard.
func (r *Ruleset) startVanguard(s *engine.State) ([]engine.Event, bool) {
	n1, n2 := len(vanguardLeft(s, 1)), len(vanguardLeft(s, 2))
	if n1+n2 == 0 {
		return nil, false
	}
	s.Turn, s.Phase = 0, VanguardPhase
	var ev []engine.Event
	switch {
	case n1 == 0:
		s.Active = 2
	case n2 == 0:
		s.Active = 1
	default:
		var rolls []engine.Event
		s.Active, rolls = r.rollOffFor(s, "vanguard roll-off", "4.12", "Vanguard roll-off")
		ev = append(ev, rolls...)
	}
	return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: r.rule("4.12"),
		Text: fmt.Sprintf("Vanguard moves: player %d moves a Vanguard unit first.", s.Active)}), true
}

// nextVanguard passes the Vanguard moves back and forth one unit at a
// time; when none are left, turn 1 begins (§4.12).
func (r *Ruleset) nextVanguard(s *engine.State) []engine.Event {
	if opp := engine.Opponent(s.Active); len(vanguardLeft(s, opp)) > 0 {
		s.Active = opp
		return nil
	}
	if len(vanguardLeft(s, s.Active)) > 0 {
		return nil
	}
	var ev []engine.Event
	if s.First == 0 { // the players deployed: the first turn is rolled for now (§11.5)
		ev = r.rollOff(s)
	}
	s.Turn, s.Phase, s.Active = 1, Movement, s.First
	return append(append(ev, r.turnBegins(s)), r.startTurn(s)...)
}

// endVanguard is EndPhase during the Vanguard phase: the player makes no
// more Vanguard moves.
func (r *Ruleset) endVanguard(s *engine.State) []engine.Event {
	for _, id := range vanguardLeft(s, s.Active) {
		s.Piece(id).SetCounter("vanguard", 1)
	}
	return r.nextVanguard(s)
}

// checkVanguard refuses what the Vanguard move does not allow: only units
// with Vanguard, once, and only Advance or At the Double (§4.12).
func (r *Ruleset) checkVanguard(p *engine.Piece, m Move) *engine.Illegal {
	switch {
	case !p.HasRule("Vanguard"):
		return engine.Refuse(r.rule("4.12"), nil, "Only units with Vanguard move before the first turn; %s has not got it.", p.Name)
	case p.Counter("vanguard") != 0:
		return engine.Refuse(r.rule("4.12"), nil, "%s made its Vanguard move.", does(p, "have"))
	case m.Order != Advance && m.Order != AtTheDouble:
		return engine.Refuse(r.rule("4.12"), nil, "A Vanguard move is an Advance or At the Double, not %s.", m.Order.Title())
	}
	return nil
}

// vanguardOptions are the orders a Vanguard unit may make its move with.
func (r *Ruleset) vanguardOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !p.HasRule("Vanguard") || p.Counter("vanguard") != 0 {
		return nil
	}
	var out []engine.OrderOption
	for i, k := range []OrderKind{Advance, AtTheDouble} {
		if r.canTake(s, p, k) != nil {
			continue
		}
		l := r.Limits(p, k)
		c := engine.Constraints{Budget: l.Budget, Forward: true, Pivots: l.Pivots, PivotLimit: l.PivotMax, EnemyGap: Inch, FriendGap: friendGap}
		out = append(out, engine.OrderOption{Kind: Move{Order: k}.Kind(), Key: fmt.Sprint(i + 1), Pick: engine.PickMove, Move: c,
			Label: fmt.Sprintf("Vanguard: %s %s", k.Title(), engine.Inches.Format(l.Budget))})
	}
	return out
}

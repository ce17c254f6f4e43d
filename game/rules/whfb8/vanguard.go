package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
)

// Scouts and Vanguard (§9.1, §12). Scouts deploy after every other unit
// of both armies, in their zone or anywhere more than 12" from the
// enemy; deployed outside their zone ("scouted"), they may not charge in
// turn 1 if their side goes first. Once the first turn is rolled, the
// Vanguard units make a move of up to 12" (not a march; not ending within
// 12" of the enemy), one unit at a time, alternating, the player who won
// a roll-off first ("vanguarded"); they too may not charge in turn 1 if
// their side goes first. (The digest has the vanguard moves before the
// roll for the first turn; here they follow it.)

// VanguardPhase is the phase before turn 1 in which Vanguard units move.
const VanguardPhase = "vanguard"

// vanguardMove is the reach of a vanguard move and the distance it keeps
// from the enemy (§9.1).
const vanguardMove = 12 * Inch

func init() {
	phasePrompt[VanguardPhase] = "make the vanguard moves, up to 12\" each, one unit at a time; end to pass"
	phaseSection[VanguardPhase] = "9.1"
	counterBounds = append(counterBounds,
		engine.CounterBound{Name: "scouted", Max: 1}, engine.CounterBound{Name: "vanguarded", Max: 1}, engine.CounterBound{Name: "vanguard-done", Max: 1})
}

// vanguardsOf are a player's Vanguard units that may still make their
// move.
func vanguardsOf(s *engine.State, player engine.PlayerID) []engine.PieceID {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == player && has(p, "Vanguard") && p.Counter("vanguarded") == 0 && p.Counter("vanguard-done") == 0 {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// startVanguard begins the vanguard moves once the first turn is rolled,
// when any unit has Vanguard: a roll-off says who moves first. It
// returns nil, leaving the State as it was, when there is none.
func (r *Ruleset) startVanguard(s *engine.State) []engine.Event {
	n1, n2 := len(vanguardsOf(s, 1)), len(vanguardsOf(s, 2))
	if n1+n2 == 0 {
		return nil
	}
	s.Phase = VanguardPhase
	var ev []engine.Event
	switch {
	case n1 > 0 && n2 > 0:
		first, rolls := rollOff(s, "vanguard", "Roll-off for the first vanguard move")
		s.Active, ev = first, rolls
	case n1 > 0:
		s.Active = 1
	default:
		s.Active = 2
	}
	return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: rule("9.1"), Value: int(s.Active),
		Text: fmt.Sprintf("Vanguard moves: player %d moves a unit first; then one unit at a time each.", s.Active)})
}

// endVanguard is the active player passing: its vanguard units that have
// not moved stay; the other player goes on, or turn 1 begins.
func (r *Ruleset) endVanguard(s *engine.State) []engine.Event {
	for _, id := range vanguardsOf(s, s.Active) {
		s.Piece(id).SetCounter("vanguard-done", 1)
	}
	return r.nextVanguard(s)
}

// nextVanguard passes the vanguard moves to the other player while it
// has any, else back, else begins turn 1.
func (r *Ruleset) nextVanguard(s *engine.State) []engine.Event {
	if opp := engine.Opponent(s.Active); len(vanguardsOf(s, opp)) > 0 {
		s.Active = opp
		return nil
	}
	if len(vanguardsOf(s, s.Active)) > 0 {
		return nil
	}
	s.Phase, s.Active = Charge, s.First
	ev := []engine.Event{r.phaseEvent(s)}
	return append(ev, r.startOfTurn(s)...)
}

// checkVanguard accepts a vanguard move (§9.1): a normal move of up to
// 12" for a Vanguard unit of the player that has not made it, ending
// more than 12" from every enemy.
func (r *Ruleset) checkVanguard(s *engine.State, m Move) *engine.Illegal {
	p := s.Piece(m.Unit)
	switch {
	case p == nil || p.Owner != m.By:
		return engine.Refuse(rule("9.1"), nil, "Player %d has no such unit.", m.By)
	case m.Mode != Normal:
		return engine.Refuse(rule("9.1"), nil, "A vanguard move is a normal move: no march.")
	case !has(p, "Vanguard") || p.Counter("vanguarded") != 0 || p.Counter("vanguard-done") != 0:
		return engine.Refuse(rule("9.1"), nil, "%s has no vanguard move to make.", p.Name)
	case m.N < 0 || m.N > MaxSteps:
		return engine.Refuse(rule("4.7"), nil, "A move has at most %d steps.", MaxSteps)
	}
	res := r.planVanguard(s, p, m)
	if res.Clamped {
		why := res.Reasons[0]
		return &engine.Illegal{Rule: why.Rule, Reason: why.Text}
	}
	ghost := *p
	ghost.Pose = res.End.Pose()
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.Owner != p.Owner && gap(&ghost, q) <= vanguardMove+geom.Eps {
			return engine.Refuse(rule("9.1"), []engine.Mark{{Poly: ghost.Rect().Poly()}}, "%s would end %s from %s; a vanguard move ends more than 12\" from the enemy.",
				p.Name, engine.Inches.Format(gap(&ghost, q)), q.Name)
		}
	}
	return nil
}

// planVanguard is the move's plan: forward and wheels, 12" of them.
func (r *Ruleset) planVanguard(s *engine.State, p *engine.Piece, m Move) move.Result {
	lim := limits(p, Normal)
	lim.Budget = vanguardMove
	return r.worldFor(s, p, Normal).Plan(p.Rect(), lim, m.StepList())
}

// applyVanguard makes the vanguard move and passes to the other player.
func (r *Ruleset) applyVanguard(s *engine.State, m Move) []engine.Event {
	p := s.Piece(m.Unit)
	res := r.planVanguard(s, p, m)
	from := p.Pose
	p.Pose = res.End.Pose()
	p.SetCounter("vanguarded", 1)
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: rule("9.1"), From: from, To: p.Pose,
		Text: fmt.Sprintf("%s makes a vanguard move of %s.", p.Name, engine.Inches.Format(res.Spent))}}
	return append(ev, r.nextVanguard(s)...)
}

// vanguardOption is the move a Vanguard unit may make now.
func (r *Ruleset) vanguardOption(s *engine.State, p *engine.Piece) []engine.OrderOption {
	if !has(p, "Vanguard") || p.Counter("vanguarded") != 0 || p.Counter("vanguard-done") != 0 {
		return nil
	}
	return []engine.OrderOption{{Kind: (Move{Mode: Normal}).Kind(), Label: "Vanguard move (12\")", Key: "1", Pick: engine.PickMove,
		Hint: "Up to 12\" forward with wheels, ending more than 12\" from the enemy.",
		Move: engine.Constraints{Budget: vanguardMove, Forward: true, Wheel: true, EnemyGap: Inch, FriendGap: Inch}}}
}

// noChargeTurnOne: Scouts deployed outside their zone and units that
// made a vanguard move may not charge in turn 1 when their side goes
// first (§4.2, §9.1).
func noChargeTurnOne(s *engine.State, p *engine.Piece) bool {
	return s.Turn == 1 && s.First == p.Owner && (p.Counter("scouted") != 0 || p.Counter("vanguarded") != 0)
}

// scoutsWhere says whether Scouts may stand outside their zone there:
// more than 12" from every deployed enemy (§9.1).
func scoutsWhere(s *engine.State, p, ghost *engine.Piece) bool {
	if !p.HasRule("Scouts") {
		return false
	}
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.Owner != p.Owner && q.Counter(undeployed) == 0 && gap(ghost, q) <= 12*Inch+geom.Eps {
			return false
		}
	}
	return true
}

// previewVanguard is the legal vanguard move nearest to the order's.
func (r *Ruleset) previewVanguard(s *engine.State, m Move) (move.Result, error) {
	p := s.Piece(m.Unit)
	if p == nil {
		return move.Result{}, engine.Refuse(rule("9.1"), nil, "There is no unit %d.", m.Unit)
	}
	res := r.planVanguard(s, p, m)
	if il := r.checkVanguard(s, m); il != nil {
		return res, il
	}
	return res, nil
}

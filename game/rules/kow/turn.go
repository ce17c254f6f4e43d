package kow

import (
	"fmt"

	"warbench/game/engine"
)

// Phases of a player turn, in order (kow2 §4.1).
const (
	Movement = "movement"
	Shooting = "shooting"
	Melee    = "melee"
)

var phases = []string{Movement, Shooting, Melee}

// Start begins the game: Vanguard moves first if any unit has Vanguard
// (§4.12), then player 1 takes the first turn, in the movement phase. (The
// roll-off of §11.5 comes with deployment.)
func (r *Ruleset) Start(s *engine.State) []engine.Event {
	s.Turn, s.Phase, s.Active, s.First, s.Over = 1, Movement, 1, 1, false
	if ev, ok := r.startVanguard(s); ok {
		return ev
	}
	return []engine.Event{{Kind: engine.PhaseChanged, Rule: r.rule("4.1"), Text: r.phaseText(s)}}
}

// Decision asks the active player for orders, until the game is over.
func (r *Ruleset) Decision(s *engine.State) engine.Decision {
	if s.Over {
		return engine.Decision{Kind: engine.NoDecision, Prompt: "The game is over."}
	}
	d := engine.Decision{Player: s.Active, Kind: engine.GiveOrders,
		Prompt: fmt.Sprintf("Player %d: %s phase", s.Active, s.Phase)}
	for _, p := range s.Pieces {
		if p.Owner == s.Active {
			d.Pieces = append(d.Pieces, p.ID)
		}
	}
	return d
}

// Orders lists the movement orders a unit may be given now (kow2 §4.3,
// §4.9), with what the solver needs for each, then Charge (§4.7) when some
// enemy may be charged.
func (r *Ruleset) Orders(s *engine.State, id engine.PieceID) []engine.OrderOption {
	p := s.Piece(id)
	if p == nil || s.Over || p.Owner != s.Active {
		return nil
	}
	if s.Phase == VanguardPhase {
		return r.vanguardOptions(s, p)
	}
	if s.Phase != Movement || Ordered(s, p) {
		return nil
	}
	var out []engine.OrderOption
	for i, k := range OrderKinds() {
		if r.canTake(s, p, k) != nil || (k == FreePivot && p.Counter("free-pivot") == playerTurn(s)) {
			continue
		}
		l := r.Limits(p, k)
		c := engine.Constraints{Budget: l.Budget, Pivots: l.Pivots, PivotLimit: l.PivotMax, EnemyGap: Inch, FriendGap: friendGap}
		for _, d := range l.Dirs {
			c.Forward = c.Forward || d == dirForward
			c.Backward = c.Backward || d == dirBack
			c.Sideways = c.Sideways || d == dirLeft || d == dirRight
		}
		label := k.Title()
		if l.Budget > 0 {
			label = fmt.Sprintf("%s %s", k.Title(), engine.Inches.Format(l.Budget))
		}
		out = append(out, engine.OrderOption{Kind: Move{Order: k}.Kind(), Label: label, Key: fmt.Sprint(i + 1), Move: c})
	}
	if o, ok := r.chargeOption(s, p); ok {
		out = append(out, o)
	}
	return out
}

// Check accepts EndPhase from the active player while the game runs.
func (r *Ruleset) Check(s *engine.State, o engine.Order) error {
	if s.Over {
		return engine.Refuse(r.rule("11.6"), nil, "The game is over.")
	}
	if o.Player() != s.Active {
		return engine.Refuse(r.rule("4.1"), nil, "It is player %d's turn, not player %d's.", s.Active, o.Player())
	}
	switch o := o.(type) {
	case engine.EndPhase:
		return nil
	case Move:
		return r.checkMove(s, o)
	case Charge:
		return r.checkCharge(s, o)
	case MultiCharge:
		return r.checkMultiCharge(s, o)
	}
	return engine.Refuse(r.rule("4.3"), nil, "%s is not a Kings of War order.", o.Kind())
}

// Apply carries out an order Check accepted.
func (r *Ruleset) Apply(s *engine.State, o engine.Order) []engine.Event {
	switch o := o.(type) {
	case engine.EndPhase:
		return r.endPhase(s)
	case Move:
		return r.applyMove(s, o)
	case Charge:
		return r.applyCharge(s, o)
	case MultiCharge:
		return r.applyMultiCharge(s, o)
	}
	panic(fmt.Sprintf("kow: Apply(%s) without Check", o.Kind()))
}

// endPhase moves to the next phase; after melee the other player's turn
// starts, and after both players' last turn the game ends (§4.1, §11.6).
func (r *Ruleset) endPhase(s *engine.State) []engine.Event {
	if s.Phase == VanguardPhase {
		return r.endVanguard(s)
	}
	for i, p := range phases {
		if p == s.Phase && i+1 < len(phases) {
			s.Phase = phases[i+1]
			return []engine.Event{{Kind: engine.PhaseChanged, Rule: r.rule("4.1"), Text: r.phaseText(s)}}
		}
	}
	s.Phase = Movement
	s.Active = engine.Opponent(s.Active)
	if s.Active == s.First {
		s.Turn++
		if s.Turn > r.Edition.Turns {
			s.Over = true
			sc := r.Score(s)
			return []engine.Event{{Kind: engine.GameEnded, Rule: r.rule("11.6"), Text: sc.Text}}
		}
	}
	return []engine.Event{{Kind: engine.PhaseChanged, Rule: r.rule("4.1"), Text: r.phaseText(s)}}
}

func (r *Ruleset) phaseText(s *engine.State) string {
	return fmt.Sprintf("Turn %d, player %d: %s phase", s.Turn, s.Active, s.Phase)
}

// Score counts the Kill! scenario (§11.3): each player scores the points of
// the enemy units routed; a win needs a margin of 10% of the larger army.
func (r *Ruleset) Score(s *engine.State) engine.Score {
	var sc engine.Score
	var size [3]int
	for _, list := range [][]engine.Piece{s.Pieces, s.Gone} {
		for _, p := range list {
			size[p.Owner] += p.Points
		}
	}
	for _, p := range s.Gone {
		sc.Points[engine.Opponent(p.Owner)] += p.Points
	}
	margin := max(size[1], size[2]) / 10
	diff := sc.Points[1] - sc.Points[2]
	switch {
	case !s.Over:
		sc.Text = fmt.Sprintf("Kill!: %d - %d", sc.Points[1], sc.Points[2])
	case diff >= margin && diff > 0:
		sc.Winner, sc.Text = 1, fmt.Sprintf("Player 1 wins, %d - %d", sc.Points[1], sc.Points[2])
	case -diff >= margin && diff < 0:
		sc.Winner, sc.Text = 2, fmt.Sprintf("Player 2 wins, %d - %d", sc.Points[2], sc.Points[1])
	default:
		sc.Text = fmt.Sprintf("A draw, %d - %d (a win needs a margin of %d)", sc.Points[1], sc.Points[2], margin)
	}
	return sc
}

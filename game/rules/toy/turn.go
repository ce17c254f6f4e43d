package toy

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Card faces (rule 4).
const (
	Ambush = "Ambush"
	Rally  = "Rally"
)

// playerTurn numbers the player turns from 1, for the turn-stamped
// counters ("moved", "struck" and the side's "ambush").
func playerTurn(s *engine.State) int {
	n := (s.Turn-1)*2 + 1
	if s.Active != s.First {
		n++
	}
	return n
}

// Start sets the game up (rules 1, 4, 5, 6): player 1 first, two tokens
// and a card dealt face down per side, the flag in the middle, familiars
// on their leaders.
func (r *Ruleset) Start(s *engine.State) []engine.Event {
	if s.Turns == 0 {
		s.Turns = defaultTurns
	}
	if s.Phase == "" { // a scenario may start the game later, with another player
		s.Turn, s.Phase, s.Active, s.First = 1, Phase, 1, 1
	}
	s.Over = false
	s.Sides = nil
	for p := engine.PlayerID(1); p <= 2; p++ {
		// The deal is secret: the die comes from State.Dice but its face
		// is in no event, which both players read.
		face := Rally
		if s.Dice.Roll(6, "deal a card, in secret").Face <= 3 {
			face = Ambush
		}
		sd := engine.Side{ID: p, Cards: []engine.Card{{ID: 1, Face: face}}}
		sd.SetCounter("tokens", startTokens)
		s.Sides = append(s.Sides, sd)
	}
	mid := geom.V(s.Table.Width/2, s.Table.Depth/2)
	s.Markers = []engine.Marker{{ID: 1, Kind: "flag", Name: "Flag", Pose: geom.Pose{Pos: mid},
		Footprint: engine.Footprint{W: 2 * r.ObjectiveRadius(), D: 2 * r.ObjectiveRadius(), Round: true}}}
	ev := []engine.Event{{Kind: engine.StatusChanged, Rule: rule(4), Text: "Each side is dealt a card, face down, and two tokens."}}
	for i := range s.Pieces {
		f := &s.Pieces[i]
		if !f.HasRule("Familiar") {
			continue
		}
		if l := leaderOf(s, f); l != nil {
			f.Attached, f.Pose = l.ID, l.Pose
			ev = append(ev, engine.Event{Kind: engine.Moved, Piece: f.ID, Rule: rule(6), To: f.Pose,
				Text: fmt.Sprintf("%s rides with %s.", f.Name, l.Name)})
		}
	}
	return append(ev, engine.Event{Kind: engine.PhaseChanged, Rule: rule(1), Value: int(s.Active),
		Text: fmt.Sprintf("Turn %d: player %d.", s.Turn, s.Active)})
}

// leaderOf is the first friendly Leader a familiar may ride with.
func leaderOf(s *engine.State, f *engine.Piece) *engine.Piece {
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == f.Owner && p.HasRule("Leader") && p.ID != f.ID {
			return p
		}
	}
	return nil
}

// pending is the strike waiting for a reaction, if any (rule 3): the side
// struck keeps it in its counters "strike-by" and "strike-at".
func pending(s *engine.State) (side *engine.Side, by, at engine.PieceID, ok bool) {
	for i := range s.Sides {
		sd := &s.Sides[i]
		if sd.Counter("strike-at") != 0 {
			return sd, engine.PieceID(sd.Counter("strike-by")), engine.PieceID(sd.Counter("strike-at")), true
		}
	}
	return nil, 0, 0, false
}

// Decision is the struck side's reaction while a strike waits for one
// (rule 3), else the active player's orders; Hidden while the decider
// holds a face-down card, so a hot-seat window covers the table first.
func (r *Ruleset) Decision(s *engine.State) engine.Decision {
	if s.Over {
		return engine.Decision{Kind: engine.NoDecision, Prompt: "The game is over."}
	}
	if sd, by, at, ok := pending(s); ok {
		a, t := s.PieceOrGone(by), s.Piece(at)
		d := engine.Decision{Player: sd.ID, Kind: engine.React, Hidden: hiddenCard(sd),
			Prompt: fmt.Sprintf("Player %d: %s strikes %s. Dodge (a token, %d+ on a D6) or take it (%s).", sd.ID, a.Name, t.Name, dodgeNeed, rule(3))}
		take := engine.OrderOption{Kind: React{}.Kind(), Label: "Take it", Key: "2", Pick: engine.PickNow, Order: React{By: sd.ID},
			Hint: "The strike lands: one wound."}
		if sd.Counter("tokens") > 0 {
			d.Options = append(d.Options, engine.OrderOption{Kind: React{}.Kind(), Label: "Dodge", Key: "1", Pick: engine.PickNow,
				Order: React{By: sd.ID, Dodge: true}, Hint: fmt.Sprintf("Pay a token; %d+ on a D6 and the strike misses.", dodgeNeed)})
		}
		d.Options = append(d.Options, take)
		return d
	}
	sd := s.Side(s.Active)
	d := engine.Decision{Player: s.Active, Kind: engine.GiveOrders, Hidden: hiddenCard(sd),
		Prompt: fmt.Sprintf("Player %d: move and strike with your models, then end the turn (%s).", s.Active, rule(2))}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && p.Attached == 0 && (!done(s, p, "moved") || !done(s, p, "struck")) {
			d.Pieces = append(d.Pieces, p.ID)
		}
	}
	if hiddenCard(sd) {
		d.Options = append(d.Options, engine.OrderOption{Kind: Reveal{}.Kind(), Label: "Reveal your card", Key: "9",
			Pick: engine.PickNow, Order: Reveal{By: s.Active}, Hint: "Rally: one more token. Ambush: 3 cm more move this turn."})
	}
	return d
}

// hiddenCard reports whether a side holds a card face down.
func hiddenCard(sd *engine.Side) bool {
	if sd == nil {
		return false
	}
	for _, c := range sd.Cards {
		if !c.Up {
			return true
		}
	}
	return false
}

// done reports whether the model used its move or strike this turn.
func done(s *engine.State, p *engine.Piece, what string) bool {
	return p.Counter(what) == playerTurn(s)
}

// Orders are a model's move and strike, each once a turn (rule 2).
func (r *Ruleset) Orders(s *engine.State, id engine.PieceID) []engine.OrderOption {
	p := s.Piece(id)
	if p == nil || s.Over || p.Owner != s.Active || p.Attached != 0 {
		return nil
	}
	if _, _, _, ok := pending(s); ok {
		return nil
	}
	var out []engine.OrderOption
	if !done(s, p, "moved") {
		budget := r.budget(s, p)
		out = append(out, engine.OrderOption{Kind: Move{}.Kind(), Label: fmt.Sprintf("Move %s", engine.Centimetres.Format(budget)), Key: "1",
			Pick: engine.PickMove, Move: engine.Constraints{Budget: budget, FreePath: true, Pivots: MaxSteps},
			Hint: "Drag the model along its path; each release starts a new leg."})
	}
	if !done(s, p, "struck") {
		out = append(out, engine.OrderOption{Kind: Strike{}.Kind(), Label: "Strike", Key: "2", Pick: engine.PickTarget,
			Hint: "Point at an enemy model within 2 cm and click it."})
	}
	return out
}

// Check accepts an order from the decider, by the rules above.
func (r *Ruleset) Check(s *engine.State, o engine.Order) error {
	if s.Over {
		return engine.Refuse(rule(7), nil, "The game is over.")
	}
	if d := r.Decision(s); o.Player() != d.Player {
		return engine.Refuse(rule(3), nil, "Player %d is to decide now.", d.Player)
	}
	_, _, _, waiting := pending(s)
	switch o := o.(type) {
	case engine.EndPhase:
		if waiting {
			return engine.Refuse(rule(3), nil, "A strike waits for its reaction.")
		}
		return nil
	case Move:
		if waiting {
			return engine.Refuse(rule(3), nil, "A strike waits for its reaction.")
		}
		_, il := r.planMove(s, o)
		if il != nil {
			return il
		}
		return nil
	case Strike:
		if waiting {
			return engine.Refuse(rule(3), nil, "A strike waits for its reaction.")
		}
		if il := r.checkStrike(s, o); il != nil {
			return il
		}
		return nil
	case React:
		sd, _, _, ok := pending(s)
		switch {
		case !ok:
			return engine.Refuse(rule(3), nil, "There is no strike to react to.")
		case o.Dodge && sd.Counter("tokens") == 0:
			return engine.Refuse(rule(3), nil, "A dodge costs a token, and player %d has none.", sd.ID)
		}
		return nil
	case Reveal:
		if waiting || !hiddenCard(s.Side(o.By)) {
			return engine.Refuse(rule(4), nil, "Player %d has no card face down to reveal now.", o.By)
		}
		return nil
	}
	return engine.Refuse(rule(2), nil, "%s is not an order of this game.", o.Kind())
}

// Apply carries out an order Check accepted.
func (r *Ruleset) Apply(s *engine.State, o engine.Order) []engine.Event {
	switch o := o.(type) {
	case engine.EndPhase:
		return r.endTurn(s)
	case Move:
		return r.applyMove(s, o)
	case Strike:
		return r.applyStrike(s, o)
	case React:
		return r.applyReact(s, o)
	case Reveal:
		return r.applyReveal(s, o)
	}
	panic(fmt.Sprintf("toy: Apply(%s) without Check", o.Kind()))
}

// applyReveal turns the card up (rule 4): Rally gives a token, Ambush
// three more centimetres of move to every friendly model this turn.
func (r *Ruleset) applyReveal(s *engine.State, o Reveal) []engine.Event {
	sd := s.Side(o.By)
	c := &sd.Cards[0]
	c.Up = true
	text := fmt.Sprintf("Player %d reveals %s: one more token.", o.By, c.Face)
	if c.Face == Ambush {
		sd.SetCounter("ambush", playerTurn(s))
		text = fmt.Sprintf("Player %d reveals %s: 3 cm more move this turn.", o.By, c.Face)
	} else {
		sd.SetCounter("tokens", sd.Counter("tokens")+1)
	}
	return []engine.Event{{Kind: engine.StatusChanged, Rule: rule(4), Text: text}}
}

// endTurn passes the turn on; after the last turn the game ends (rule 7).
func (r *Ruleset) endTurn(s *engine.State) []engine.Event {
	if s.Active != s.First && s.Turn >= s.Turns {
		s.Over = true
		sc := r.Score(s)
		return []engine.Event{{Kind: engine.GameEnded, Rule: rule(7), Text: sc.Text}}
	}
	if s.Active != s.First {
		s.Turn++
	}
	s.Active = engine.Opponent(s.Active)
	return []engine.Event{{Kind: engine.PhaseChanged, Rule: rule(1), Value: int(s.Active),
		Text: fmt.Sprintf("Turn %d: player %d.", s.Turn, s.Active)}}
}

// Score is the flag and the models removed (rule 7).
func (r *Ruleset) Score(s *engine.State) engine.Score {
	var sc engine.Score
	for _, p := range s.Gone {
		sc.Points[engine.Opponent(p.Owner)]++
	}
	if f := s.Marker(1); f != nil && f.Owner != 0 {
		sc.Points[f.Owner] += flagPoints
	}
	switch {
	case !s.Over:
		sc.Text = fmt.Sprintf("Score: %d - %d", sc.Points[1], sc.Points[2])
	case sc.Points[1] > sc.Points[2]:
		sc.Winner, sc.Text = 1, fmt.Sprintf("Player 1 wins, %d - %d", sc.Points[1], sc.Points[2])
	case sc.Points[2] > sc.Points[1]:
		sc.Winner, sc.Text = 2, fmt.Sprintf("Player 2 wins, %d - %d", sc.Points[2], sc.Points[1])
	default:
		sc.Text = fmt.Sprintf("A draw, %d - %d", sc.Points[1], sc.Points[2])
	}
	return sc
}

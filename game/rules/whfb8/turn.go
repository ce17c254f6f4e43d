package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/engine"
)

// The phases of a player turn (§4.1), in order. The movement phase is
// split into its sub-phases: charges (declared, reacted to and moved),
// compulsory moves, then the remaining moves.
const (
	Charge     = "charge"
	Compulsory = "compulsory"
	Movement   = "movement"
	Magic      = "magic"
	Shooting   = "shooting"
	Combat     = "combat"
)

var phases = []string{Charge, Compulsory, Movement, Magic, Shooting, Combat}

// Phases are the names of the phases of §4.1.
func (r *Ruleset) Phases() []string { return slices.Clone(phases) }

// phaseSection is the digest's section of each phase, for prompts.
var phaseSection = map[string]string{
	Charge: "4.2", Compulsory: "4.5", Movement: "4.7", Magic: "5.1", Shooting: "6.1", Combat: "7.1",
}

// playerTurn numbers the player turns from 1, for the turn-stamped
// counters ("moved", "shot", "charged"...).
func playerTurn(s *engine.State) int {
	n := (s.Turn-1)*2 + 1
	if s.Active != s.First {
		n++
	}
	return n
}

// done reports whether a turn-stamped counter says "this turn" (never
// before turn 1, when no counter is stamped: an unset counter is 0).
func done(s *engine.State, p *engine.Piece, what string) bool {
	n := playerTurn(s)
	return n > 0 && p.Counter(what) == n
}

// Start sets the game up (§12): six game turns unless the scenario says
// otherwise, and a roll-off for the first turn (a D6 each, again on a
// tie; the +1 for finishing deployment first does not arise when the
// scenario places the armies).
func (r *Ruleset) Start(s *engine.State) []engine.Event {
	if s.Turns == 0 {
		s.Turns = defaultTurns
		if battleOf(s).Tower {
			s.Turns = towerTurns // the end is rolled from turn 4; by turn 9 it always comes
		}
	}
	s.Over = false
	var ev []engine.Event
	if s.Phase == "" {
		ev = append(ev, monstrousMounts(s)...)
		wideSkirmishers(s)
		ev = append(ev, r.sendAmbushersOff(s)...)
	}
	if s.Phase == "" && s.Deployment == PlayersDeploy {
		return append(ev, r.startDeployment(s)...)
	}
	if s.Phase == "" {
		ev = append(ev, r.placedBattle(s)...)
		ev = append(ev, joinAtStart(s)...)
		first := engine.PlayerID(0)
		for first == 0 {
			a := s.Dice.Roll(6, "first turn, player 1")
			b := s.Dice.Roll(6, "first turn, player 2")
			e := engine.Event{Kind: engine.Rolled, Rule: rule("12"), Value: a.Face - b.Face}
			e.Dice = append(e.Dice, a, b)
			switch {
			case a.Face > b.Face:
				first = 1
			case b.Face > a.Face:
				first = 2
			}
			if first == 0 {
				e.Text = fmt.Sprintf("Roll-off for the first turn: %d against %d, again.", a.Face, b.Face)
			} else {
				e.Text = fmt.Sprintf("Roll-off for the first turn: %d against %d; player %d goes first.", a.Face, b.Face, first)
			}
			ev = append(ev, e)
		}
		s.Turn, s.Phase, s.Active, s.First = 1, Charge, first, first
		if vg := r.startVanguard(s); vg != nil {
			return append(ev, vg...)
		}
		ev = append(ev, r.phaseEvent(s))
		return append(ev, r.startOfTurn(s)...)
	}
	return append(ev, r.phaseEvent(s))
}

// phaseEvent announces the phase just begun.
func (r *Ruleset) phaseEvent(s *engine.State) engine.Event {
	e := engine.Event{Kind: engine.PhaseChanged, Rule: rule("4.1"),
		Text: fmt.Sprintf("Turn %d, player %d: %s phase.", s.Turn, s.Active, s.Phase)}
	if s.Phase == Charge {
		e.Value = int(s.Active)
	}
	return e
}

// nextPhase ends the current phase (§4.1): the next phase of the player
// turn, or the other player's turn, or after the last game turn the end
// of the game. Leaving the charge sub-phase moves the chargers (§4.6).
func (r *Ruleset) nextPhase(s *engine.State) []engine.Event {
	var ev []engine.Event
	if s.Phase == Charge {
		ev = append(ev, r.moveChargers(s)...)
	}
	i := slices.Index(phases, s.Phase)
	if i < len(phases)-1 {
		s.Phase = phases[i+1]
		return append(ev, r.phaseEvent(s))
	}
	if s.Active != s.First && battleOf(s).Tower {
		rolls, over := towerEnds(s)
		ev = append(ev, rolls...)
		if over {
			s.Over = true
			return append(ev, engine.Event{Kind: engine.GameEnded, Rule: rule("12"), Text: r.Score(s).Text})
		}
	}
	if s.Active != s.First && s.Turn >= s.Turns {
		s.Over = true
		return append(ev, engine.Event{Kind: engine.GameEnded, Rule: rule("12"), Text: r.Score(s).Text})
	}
	if s.Active != s.First {
		s.Turn++
	}
	s.Active = engine.Opponent(s.Active)
	s.Phase = phases[0]
	return append(ev, r.phaseEvent(s))
}

// Decision is the charged player's reaction while a declared charge waits
// for one (§4.3), else the active player's orders in the current phase.
func (r *Ruleset) Decision(s *engine.State) engine.Decision {
	if s.Over {
		return engine.Decision{Kind: engine.NoDecision, Prompt: "The game is over."}
	}
	if s.Phase == DeployPhase {
		return r.deployDecision(s)
	}
	if c, ok := pendingCharge(s); ok {
		return r.reactionDecision(s, c)
	}
	if w, ok := pendingPursuit(s); ok {
		return r.pursuitDecision(s, w)
	}
	if d, ok := pendingDispel(s); ok {
		return r.dispelDecision(s, d)
	}
	if pl, id, ok := pendingRedirect(s); ok {
		return r.redirectDecision(s, pl, id)
	}
	if c, ok := pendingChallenge(s); ok {
		return r.challengeDecision(s, c)
	}
	if pl, f, ok := pendingMakeWay(s); ok {
		return r.makeWayDecision(s, pl, f)
	}
	d := engine.Decision{Player: s.Active, Kind: engine.GiveOrders,
		Prompt: fmt.Sprintf("Player %d, %s phase: %s (%s).", s.Active, s.Phase, phasePrompt[s.Phase], rule(phaseSection[s.Phase]))}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && len(r.Orders(s, p.ID)) > 0 {
			d.Pieces = append(d.Pieces, p.ID)
		}
	}
	d.Options = r.reserveOptions(s)
	return d
}

// phasePrompt says what a phase is for.
var phasePrompt = map[string]string{
	Charge:     "declare charges, then end the sub-phase to roll and move them",
	Compulsory: "fleeing units rally or flee; end the sub-phase",
	Movement:   "move, march or reform your units",
	Magic:      "cast spells with your wizards from the power pool, then end the phase",
	Shooting:   "shoot with units that did not march or reform",
	Combat:     "fight each combat",
}

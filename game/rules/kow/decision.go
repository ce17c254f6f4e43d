package kow

import (
	"fmt"
	"slices"
	"strings"

	"warbench/game/engine"
)

// Decision asks the active player for orders until the game is over
// (kow2 §4.1): Kings of War asks nothing of the other player in the middle
// of a turn. Pieces are the units that may still act in this phase (a
// quick test per unit, not their Orders, so Game.Do can ask it before
// every order); after a rout, only the victors that must regroup (§6.6);
// in the melee phase the combats to fight are Options (§6.1: the player
// picks their order).
func (r *Ruleset) Decision(s *engine.State) engine.Decision {
	if s.Over {
		return engine.Decision{Kind: engine.NoDecision, Prompt: "The game is over."}
	}
	if choosingNerveOrder(s) {
		return r.nerveOrderDecision(s)
	}
	d := engine.Decision{Player: s.Active, Kind: engine.GiveOrders}
	who := playerName(s, s.Active)
	if s.Phase == Melee {
		if ids := r.pendingRegroups(s); len(ids) > 0 {
			d.Pieces = ids
			d.Prompt = fmt.Sprintf("%s: %s must regroup after the rout: pivot, or forward D6\", or back D3\" (%s).",
				who, names(s, ids), r.rule("6.6"))
			return d
		}
		for _, c := range r.Combats(s) {
			d.Options = append(d.Options, r.fightOption(s, c))
			d.Pieces = append(d.Pieces, c.Attackers...)
		}
		slices.Sort(d.Pieces)
		if len(d.Options) > 0 {
			d.Prompt = fmt.Sprintf("%s, melee phase: fight each combat, in the order you choose (%s).", who, r.rule("6.1"))
		} else {
			d.Prompt = fmt.Sprintf("%s, melee phase: every combat is fought; end the turn.", who)
		}
		return d
	}
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && r.mayAct(s, p) {
			d.Pieces = append(d.Pieces, p.ID)
		}
	}
	switch s.Phase {
	case DeployPhase:
		left := len(d.Pieces)
		d.Kind, d.Waiting = engine.Deploy, d.Pieces
		if opp := undeployedOf(s, engine.Opponent(s.Active)); len(opp) > 0 {
			d.Waiting = append(slices.Clone(d.Pieces), opp...)
			slices.Sort(d.Waiting)
		}
		d.Prompt = fmt.Sprintf("%s deploys a unit: %d of %d left. Drag it wholly into the zone, more than 12\" from the centre line (%s).",
			who, left, countOwned(s, s.Active), r.rule("11.4"))
	case VanguardPhase:
		d.Prompt = fmt.Sprintf("%s: make a Vanguard move, or end the phase to make no more (%s).", who, r.rule("4.12"))
	case Shooting:
		d.Prompt = fmt.Sprintf("%s, shooting phase: shoot with each unit that may, then end the phase (%s).", who, r.rule("5.1"))
	default:
		d.Prompt = fmt.Sprintf("%s, movement phase: give each unit an order, then end the phase (%s).", who, r.rule("4.1"))
	}
	return d
}

// mayAct is a quick test of whether an active unit may still be given an
// order in this phase, outside the melee phase: it has not had its order,
// may shoot or pivot before shooting, or has its Vanguard move left.
func (r *Ruleset) mayAct(s *engine.State, p *engine.Piece) bool {
	switch s.Phase {
	case DeployPhase:
		return Undeployed(p)
	case VanguardPhase:
		return p.HasRule("Vanguard") && p.Counter("vanguard") == 0
	case Shooting:
		// Attack by attack: after one, Myrddin's Amulet may allow another (§10.2).
		if len(r.shootOptions(s, p)) > 0 || len(r.castOptions(s, p)) > 0 {
			return true
		}
		_, ok := r.shootingPivot(s, p)
		return ok
	case Movement:
		return !Ordered(s, p)
	}
	return false
}

// fightOption is the button that fights one combat (§6.1).
func (r *Ruleset) fightOption(s *engine.State, c Combat) engine.OrderOption {
	return engine.OrderOption{Kind: Fight{}.Kind(), Label: "Fight " + s.Piece(c.Target).Name, Key: "1",
		Pick: engine.PickNow, Order: Fight{By: s.Active, Target: c.Target}, Hint: c.Label}
}

// playerName is "Player 1 (The Hollow Tide)", or "Player 1".
func playerName(s *engine.State, id engine.PlayerID) string {
	if p := s.Player(id); p != nil && p.Name != "" {
		return fmt.Sprintf("Player %d (%s)", id, p.Name)
	}
	return fmt.Sprintf("Player %d", id)
}

// names joins units' names: "Brutes", "Brutes and Guard", "A, B and C".
func names(s *engine.State, ids []engine.PieceID) string {
	var ns []string
	for _, id := range ids {
		if p := s.Piece(id); p != nil {
			ns = append(ns, p.Name)
		}
	}
	if len(ns) <= 1 {
		return strings.Join(ns, "")
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " and " + ns[len(ns)-1]
}

// countOwned is how many units a player has on the table.
func countOwned(s *engine.State, id engine.PlayerID) int {
	n := 0
	for i := range s.Pieces {
		if s.Pieces[i].Owner == id {
			n++
		}
	}
	return n
}

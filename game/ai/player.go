// Package ai is the computer opponent: players that choose orders for one
// side through the engine's public contract alone (the Decision, Orders,
// Targets, MoveOrder and PreviewMove, Check and Apply, Odds), seeing only
// their own View of the game with dice of their own. The search is the
// same for every rule system; what a position is worth is a system's
// Evaluator, registered with Register.
package ai

import (
	"warbench/game/dice"
	"warbench/game/engine"
)

// Player chooses orders for whichever side the Decision names.
type Player interface {
	// Kind is the player's kind, as New takes it ("random", "normal").
	Kind() string
	// Choose returns the next order for the decision d of view, which is
	// the game as the deciding player may see it (Blind), and a one-line
	// reason. It returns a nil order when it has none (the game is over).
	Choose(rs engine.Ruleset, view *engine.State, d engine.Decision) Choice
}

// Choice is an order and why it was chosen, in one line for the battle
// log ("charges Ironclad in the flank: 62% to rout it").
type Choice struct {
	Order  engine.Order
	Reason string
}

// blindSeed seeds the dice of every blind copy: a player never sees the
// game's dice, so whatever it tries on its copy rolls these instead.
const blindSeed = 0x5eed

// Blind is the game as player me may see it when it decides: its View,
// copied, with dice that are not the game's. A Player is only ever given
// a blind copy, so it cannot read the dice to come or what is hidden.
func Blind(rs engine.Ruleset, s *engine.State, me engine.PlayerID) *engine.State {
	v := rs.View(s, me).Clone()
	v.Dice = dice.New(blindSeed)
	return v
}

// Next asks p for the next order of g: the Decision's, from the deciding
// player's blind copy. The order is not given; the caller gives it with
// g.Do like any other.
func Next(g *engine.Game, p Player) Choice {
	d := g.Rules.Decision(g.State)
	if d.Kind == engine.NoDecision {
		return Choice{}
	}
	return p.Choose(g.Rules, Blind(g.Rules, g.State, d.Player), d)
}

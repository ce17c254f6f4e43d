package ai

import (
	"fmt"

	"warbench/game/engine"
)

// Play plays a started game to its end, or to limit orders, each side by
// its player (players[1], players[2]), every order through g.Do from the
// deciding player's blind copy. after, when not nil, is told of each
// choice and whether Do refused it. A refused order (a player's bug) is
// followed by ending the phase; Play returns an error when even that is
// refused, or when the game is not over after limit orders.
func Play(g *engine.Game, players [3]Player, limit int, after func(by engine.PlayerID, c Choice, err error)) error {
	for range limit {
		d := g.Rules.Decision(g.State)
		if d.Kind == engine.NoDecision {
			return nil
		}
		p := players[d.Player]
		if p == nil {
			return fmt.Errorf("no player for side %d", d.Player)
		}
		c := p.Choose(g.Rules, Blind(g.Rules, g.State, d.Player), d)
		if c.Order == nil {
			c = Choice{Order: engine.EndPhase{By: d.Player}, Reason: "has no order: ends the phase"}
		}
		_, err := g.Do(c.Order)
		if after != nil {
			after(d.Player, c, err)
		}
		if err != nil {
			if _, err := g.Do(engine.EndPhase{By: d.Player}); err != nil {
				return fmt.Errorf("turn %d, %s: %s was refused and so was ending the phase: %w", g.State.Turn, g.State.Phase, c.Order.Kind(), err)
			}
		}
	}
	if g.Rules.Decision(g.State).Kind != engine.NoDecision {
		return fmt.Errorf("the game is not over after %d orders", limit)
	}
	return nil
}

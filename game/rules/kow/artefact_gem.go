package kow

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
)

// Crepognon's Scrying Gem of Zellak (kow2 §10.2): "When deployment
// starts, the opponent must deploy D3+1 units instead of one" — at his
// first placement [REC]. In a game the players deploy, the D3 is rolled
// once the deployment roll-off is made, and the carrier keeps how many
// units its opponent must still place in a row in its "scrying" counter.
// A scenario that places the units itself has no deployment to scry.

// scryingGems rolls the D3 of every Gem on the table, in piece order.
func (r *Ruleset) scryingGems(s *engine.State) []engine.Event {
	var ev []engine.Event
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if !carries(p, scryingGem) {
			continue
		}
		d := s.Dice.Roll(6, "scrying gem")
		n := (d.Face+1)/2 + 1
		p.SetCounter("scrying", n)
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("10.2"), Value: n, Dice: []dice.Die{d},
			Text: fmt.Sprintf("%s's %s: player %d must deploy %d units at their first placement.", p.Name, scryingGem, engine.Opponent(p.Owner), n)})
	}
	return ev
}

// scried counts one unit the player has just deployed against the Gem of
// an opposing unit, and reports whether the player must deploy another
// at once.
func scried(s *engine.State, player engine.PlayerID) bool {
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != player && p.Counter("scrying") > 0 {
			p.SetCounter("scrying", p.Counter("scrying")-1)
			return p.Counter("scrying") > 0
		}
	}
	return false
}

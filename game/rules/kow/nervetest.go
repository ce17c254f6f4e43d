package kow

import (
	"fmt"
	"strings"

	"warbench/game/engine"
)

// NerveTest asks the odds of a unit's nerve test now, on the damage it
// already has (kow2 §7.1-7.2), for a player practising a situation. It is
// not an order anyone gives (a test follows damage), so Check refuses it;
// Odds answers it from the same nerveOdds as every attack's preview.
type NerveTest struct {
	By   engine.PlayerID
	Unit engine.PieceID
}

// Kind returns "kow/nerve-test".
func (NerveTest) Kind() string { return "kow/nerve-test" }

// Player returns the player asking.
func (o NerveTest) Player() engine.PlayerID { return o.By }

// nerveTestOdds is the Odds of a NerveTest: no damage dealt, and the
// results of the test the unit would take now, tested even when undamaged
// (its Nerve against its damage: an undamaged unit may still rout on a
// low Rout value).
func (r *Ruleset) nerveTestOdds(s *engine.State, o NerveTest) (engine.Odds, error) {
	p := s.Piece(o.Unit)
	if p == nil {
		return engine.Odds{}, engine.Refuse(r.rule("7.1"), nil, "There is no unit %d to test.", o.Unit)
	}
	od := r.attackOdds(s, p, nil, false, true)
	od.Text = fmt.Sprintf("Nerve test of %s on %d damage", p.Name, p.Counter("damage"))
	n := r.nerveOf(s, p, 0, false)
	if n.Inspired {
		od.Text += " (" + n.InspiredText + ": Routed is re-rolled)"
	}
	if n.Courage {
		od.Text += " (" + brewOfCourage + ": −1)"
	}
	od.Rolls = []engine.OddsRoll{r.nerveRoll(n)}
	return od, nil
}

// nerveRoll is the nerve test as data (kow2 §7.2): 2D6 added up, plus the
// damage and modifiers, against the unit's nerve values; a Routed result
// re-rolled when Inspired.
func (r *Ruleset) nerveRoll(n nerveTarget) engine.OddsRoll {
	what := fmt.Sprintf("nerve: %s on %d+, %s on %d+", strings.ToLower(r.resultName(Wavered)), n.Waver, strings.ToLower(r.resultName(Routed)), n.Rout)
	if n.Fearless {
		what = fmt.Sprintf("nerve: fearless, %s on %d+", strings.ToLower(r.resultName(Routed)), n.Rout)
	}
	roll := engine.OddsRoll{What: what, Dice: 2, Sides: 6, Plus: n.Damage + n.Mods}
	if n.Inspired {
		roll.Reroll = r.resultName(Routed)
	}
	return roll
}

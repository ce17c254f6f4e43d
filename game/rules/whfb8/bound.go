package whfb8

import (
	"fmt"

	"warbench/game/engine"
)

// Bound spells (§5.5): a unit whose special rules say "Bound Spell
// (NAME)" casts that spell, wizard or not, "with no bonuses" (no level)
// against its basic casting value, from the pool; a failure does not
// stop its wizard casting; irresistible force makes no miscast but ends
// its bound spells for the phase (an innate power: the seed's other
// case, an item destroyed, needs items, which this version has not).

// boundRule is the special rule that carries a bound spell.
func boundRule(sp Spell) string { return "Bound Spell (" + sp.Name + ")" }

// knows says whether a unit may cast a spell: its own, or bound.
func knows(p *engine.Piece, sp Spell, bound bool) bool {
	if bound {
		return p.HasRule(boundRule(sp))
	}
	return p.HasRule(sp.Name)
}

// hasBound says whether a unit carries a bound spell.
func hasBound(p *engine.Piece) bool {
	for _, sp := range lores {
		if p.HasRule(boundRule(sp)) {
			return true
		}
	}
	return false
}

// castLevel is what a cast adds to its dice: the wizard's level, none
// for a bound spell.
func castLevel(w *engine.Piece, o Cast) int {
	if o.Bound {
		return 0
	}
	return level(w)
}

// boundIrresistible: the spell takes effect, no miscast, and the unit
// casts no more bound spells this phase.
func (r *Ruleset) boundIrresistible(s *engine.State, w *engine.Piece, target engine.PieceID, sp Spell) []engine.Event {
	ev := r.spellEffect(s, w.ID, target, sp)
	w.SetCounter("bound-lost", playerTurn(s))
	return append(ev, engine.Event{Kind: engine.StatusChanged, Piece: w.ID, Rule: rule("5.5"),
		Text: fmt.Sprintf("%s's bound spell: Irresistible Force, no miscast, and no more bound spells this phase.", w.Name)})
}

// boundOptions are a unit's bound spells it may cast now.
func (r *Ruleset) boundOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	sd := s.Side(p.Owner)
	if !hasBound(p) || sd == nil || done(s, p, "bound-lost") {
		return nil
	}
	pool := sd.Counter("power")
	var out []engine.OrderOption
	for i, sp := range lores {
		if !p.HasRule(boundRule(sp)) || done(s, p, castKey(sp)) {
			continue
		}
		for k := 1; k <= min(6, pool); k++ {
			if 6*k < sp.Value {
				continue
			}
			out = append(out, engine.OrderOption{Kind: Cast{}.Kind(), Label: fmt.Sprintf("%s (bound), %s", sp.Name, nDice(k)),
				Pick: engine.PickTarget, Arg: fmt.Sprintf("%d:%d:bound", i, k),
				Hint: fmt.Sprintf("%s, a bound spell (%s, power %d, no level): %s.", sp.Name, sp.Type, sp.Value, castOdds(k, 0, sp.Value).Text)})
		}
	}
	return out
}

func init() {
	for _, sp := range lores {
		knownRules = append(knownRules, boundRule(sp))
	}
	counterBounds = append(counterBounds, engine.CounterBound{Name: "bound-lost", Max: 200})
}

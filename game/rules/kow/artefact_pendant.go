package kow

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// pendantHits is the Crystal Pendant of Retribution (kow2 §6.5, §10.2):
// when its carrier is Routed, every enemy unit in contact with it takes
// 2D6 hits with Piercing(3), rolled by the player who Routed it; no nerve
// tests follow (the damage is not counted for the end of the phase).
// The hits come from no facing, so Big Shields do not help [REC].
func (r *Ruleset) pendantHits(s *engine.State, t *engine.Piece) []engine.Event {
	if !carries(t, pendantRetribution) {
		return nil
	}
	ev := []engine.Event{{Kind: engine.StatusChanged, Piece: t.ID, Rule: r.rule("10.2"),
		Text: fmt.Sprintf("%s: every enemy unit in contact with %s takes 2D6 hits with Piercing(3).", pendantRetribution, t.Name)}}
	tr := t.Rect()
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner == t.Owner || q.Owner == 0 || geom.Distance(tr, q.Rect()) > contactTol {
			continue
		}
		hd := s.Dice.RollN(nil, 2, 6, "pendant hits")
		hits := dice.Sum(hd)
		need := damageNeed(r.defence(q, false), 3)
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: q.ID, Rule: r.rule("10.2"), Dice: hd, Value: hits,
			Text: fmt.Sprintf("%s: %d hits on %s.", pendantRetribution, hits, q.Name)})
		if need == cannotDamage {
			continue
		}
		dmg, dd := rollSuccesses(s, hits, need, false, "pendant damage")
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: q.ID, Rule: r.rule("10.2"), Dice: dd, Need: need, Value: dmg,
			Text: fmt.Sprintf("%d of %d hits damage %s (%d+).", dmg, hits, q.Name, need)})
		if dmg > 0 {
			q.SetCounter("damage", q.Counter("damage")+dmg)
			ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: q.ID, Rule: r.rule("10.2"), Value: dmg,
				Text: fmt.Sprintf("%s %d damage (%d in all); no nerve test follows.", does(q, "take"), dmg, q.Counter("damage"))})
		}
	}
	return ev
}

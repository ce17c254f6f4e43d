package whfb8

import (
	"fmt"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// miscast is the 2D6 table of §5.4, rolled after an irresistible spell.
func (r *Ruleset) miscast(s *engine.State, wid engine.PieceID) []engine.Event {
	w := s.Piece(wid)
	if w == nil {
		return nil
	}
	a := s.Dice.Roll(6, "miscast")
	b := s.Dice.Roll(6, "miscast")
	roll := a.Face + b.Face
	name := "Power Drain"
	switch {
	case roll <= 4:
		name = "Dimensional Cascade"
	case roll <= 6:
		name = "Cataclysmic Detonation"
	case roll == 7:
		name = "Detonation"
	case roll <= 9:
		name = "Power Backlash"
	}
	ev := []engine.Event{{Kind: engine.Rolled, Piece: wid, Rule: rule("5.4"), Dice: []dice.Die{a, b}, Value: roll,
		Text: fmt.Sprintf("%s miscasts: %d, %s.", w.Name, roll, name)}}
	at, owner := w.Pose.Pos, w.Owner
	switch {
	case roll <= 6: // the large (5") or small (3") template on the wizard, S10 hits
		radius := 2.5 * Inch
		if roll > 4 {
			radius = 1.5 * Inch
		}
		ev = append(ev, r.templateHits(s, geom.Circle{C: at, R: radius}, 10, 0, rule("5.4"))...)
		if roll <= 4 {
			if s.Piece(wid) != nil {
				d := s.Dice.Roll(6, "miscast: the wizard")
				ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: wid, Rule: rule("5.4"), Dice: []dice.Die{d}, Value: d.Face,
					Text: fmt.Sprintf("Dimensional Cascade: %d.", d.Face)})
				if d.Face <= 3 {
					return append(ev, r.destroy(s, wid, rule("5.4"), "The wizard is sucked into the void.")...)
				}
			}
		}
		return append(ev, r.losePower(s, owner)...)
	case roll == 7: // models touching the wizard, not the wizard
		except := wid
		if s.HasHouseRule(DetonationHitsWizard) {
			except = -1
		}
		ev = append(ev, r.templateHits(s, w.Shape(), 10, except, rule("5.4"))...)
		return append(ev, r.losePower(s, owner)...)
	case roll <= 9: // the caster's own wizards, one S6 hit each (A-7; both armies' with the house rule)
		var ids []engine.PieceID
		hit := wizards(s, owner)
		if s.HasHouseRule(BacklashBothArmies) {
			hit = append(hit, wizards(s, engine.Opponent(owner))...)
			slices.SortFunc(hit, func(a, b *engine.Piece) int { return int(a.ID - b.ID) })
		}
		for _, x := range hit {
			ids = append(ids, x.ID)
		}
		for _, id := range ids {
			if x := s.Piece(id); x != nil {
				ev = append(ev, r.strike(s, at, x, autoHits(1, 6, x, false), fmt.Sprintf("Power Backlash strikes %s.", x.Name), rule("5.4"))...)
			}
		}
		return append(ev, r.losePower(s, owner)...)
	}
	d := s.Dice.Roll(6, "power drain")
	lost := (d.Face + 1) / 2
	w.SetCounter("lvl-lost", min(stat(w, "Lvl"), w.Counter("lvl-lost")+lost))
	w.SetCounter("cast-failed", playerTurn(s))
	return append(ev, engine.Event{Kind: engine.Rolled, Piece: wid, Rule: rule("5.4"), Dice: []dice.Die{d}, Value: lost,
		Text: fmt.Sprintf("%s loses %d wizard levels and casts no more this phase.", w.Name, lost)})
}

// losePower takes D6 dice from the caster's power pool (§5.4).
func (r *Ruleset) losePower(s *engine.State, owner engine.PlayerID) []engine.Event {
	d := s.Dice.Roll(6, "power dice lost")
	sd := side(s, owner)
	sd.SetCounter("power", max(0, sd.Counter("power")-d.Face))
	return []engine.Event{{Kind: engine.Rolled, Rule: rule("5.4"), Dice: []dice.Die{d}, Value: d.Face,
		Text: fmt.Sprintf("Player %d loses %s from the power pool.", owner, nDice(d.Face))}}
}

// templateHits hits every model whose base lies under a shape, even in
// part (§2.5, §13 A-32), at Strength str; except is a piece left out
// (0: none). Units are taken in ID order.
func (r *Ruleset) templateHits(s *engine.State, area geom.Shape, str int, except engine.PieceID, rl string) []engine.Event {
	hits, ev := passTemplateHits(s, modelsUnder(s, area, except != 0, except), rule("10.2"))
	c := area.Bounds().Center()
	for _, h := range hits {
		if p := s.Piece(h.ID); p != nil {
			a := autoHits(h.N, str, p, false)
			ev = append(ev, r.strike(s, c, p, a, fmt.Sprintf("%s takes %s at S%d.", p.Name, count(h.N, "hit"), str), rl)...)
		}
	}
	return ev
}

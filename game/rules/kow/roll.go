package kow

import (
	"fmt"

	"warbench/game/dice"
	"warbench/game/engine"
)

// rollSuccesses rolls n dice against need from the State's generator:
// first every die, then the re-rolls in order (a re-rolled die keeps its
// old face in Was and is never re-rolled again, kow2 §4.1).
func rollSuccesses(s *engine.State, n, need int, reroll1 bool, purpose string) (int, []dice.Die) {
	return rollRerollingOne(s, n, need, reroll1, "", purpose)
}

// rollRerollingOne is rollSuccesses with, when one names an artefact,
// one failed die not re-rolled yet rolled again (kow2 §10.2: Blade of
// Slashing, Mace of Crushing, Piercing Arrow): the first such die, after
// the re-rolls of natural 1s.
func rollRerollingOne(s *engine.State, n, need int, reroll1 bool, one, purpose string) (int, []dice.Die) {
	ds := s.Dice.RollN(nil, n, 6, purpose)
	for i := range ds {
		if rerollFace(ds[i].Face, reroll1) {
			was := ds[i].Face
			ds[i] = s.Dice.Roll(6, purpose+" (re-roll)")
			ds[i].Was = was
		}
	}
	for i := range ds {
		if one != "" && ds[i].Was == 0 && !hitFace(ds[i].Face, need) {
			was := ds[i].Face
			ds[i] = s.Dice.Roll(6, purpose+" ("+one+")")
			ds[i].Was = was
			break
		}
	}
	hits := 0
	for _, d := range ds {
		if hitFace(d.Face, need) {
			hits++
		}
	}
	return hits, ds
}

// rollToHit rolls an attack's dice to hit (kow2 §5.3, §6.3), with
// Elite's re-rolls; it returns the hits and the roll's log event.
func (r *Ruleset) rollToHit(s *engine.State, a attack, rule string) (int, []engine.Event) {
	p, t := s.Piece(a.Attacker), s.Piece(a.Target)
	verb := "shoot at"
	if a.Melee {
		verb = "attack"
	}
	if a.Spell != "" {
		verb = "cast " + a.Spell + " at"
	}
	hits, ds := rollRerollingOne(s, a.Dice, a.Hit, a.Elite, a.OneHit, "to hit")
	return hits, []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: rule, Dice: ds, Need: a.Hit, Value: hits,
		Text: fmt.Sprintf("%s %s: %d hit%s (%s).", does(p, verb), t.Name, hits, plural(hits), a.describe())}}
}

// resolve rolls an attack (kow2 §5.3, §6.7): to hit, Blast, to damage. It
// adds the damage to the target and returns it with the log events.
func (r *Ruleset) resolve(s *engine.State, a attack, rule string) (int, []engine.Event) {
	p, t := s.Piece(a.Attacker), s.Piece(a.Target)
	hits, ev := r.rollToHit(s, a, rule)
	if !a.Blast.none() && hits > 0 {
		total := 0
		var bs []dice.Die
		for range hits {
			for range a.Blast.n {
				d := s.Dice.Roll(6, "blast")
				bs = append(bs, d)
				total += blastFace(a.Blast, d.Face)
			}
			total += a.Blast.plus
		}
		hits = total
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: r.rule("8"), Dice: bs, Value: hits,
			Text: fmt.Sprintf("Blast: the hits become %d.", hits)})
	}
	if hits == 0 {
		return 0, ev
	}
	if a.Damage == cannotDamage {
		return 0, append(ev, engine.Event{Kind: engine.Damaged, Piece: t.ID, Rule: r.rule("5.5"),
			Text: fmt.Sprintf("%s would need more than 6 to damage %s: no damage.", p.Name, t.Name)})
	}
	var dmg int
	var ds []dice.Die
	if a.RerollFails {
		dmg, ds = rollRerollingFails(s, hits, a.Damage, "to damage")
	} else {
		dmg, ds = rollRerollingOne(s, hits, a.Damage, a.Vicious, a.OneDamage, "to damage")
	}
	ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: rule, Dice: ds, Need: a.Damage, Value: dmg,
		Text: fmt.Sprintf("%d of %d hit%s damage %s (%d+).", dmg, hits, plural(hits), t.Name, a.Damage)})
	if dmg > 0 {
		t.SetCounter("damage", t.Counter("damage")+dmg)
		if !a.Melee { // a melee's nerve test follows the combat at once (§6.5)
			t.SetCounter("phase-damage", t.Counter("phase-damage")+dmg)
		}
		ev = append(ev, engine.Event{Kind: engine.Damaged, Piece: t.ID, Rule: rule, Value: dmg,
			Text: fmt.Sprintf("%s %d damage (%d in all).", does(t, "take"), dmg, t.Counter("damage"))})
		if a.Chain { // kow-beta §8: another round, as many dice as damage
			more, e := r.resolve(s, chainNext(a, dmg), rule)
			return dmg + more, append(append(ev, r.chainEvent(p, dmg)), e...)
		}
	}
	return dmg, ev
}

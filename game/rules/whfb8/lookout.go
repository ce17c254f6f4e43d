package whfb8

import (
	"fmt"
	"math/big"
	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/prob"
)

// Look Out Sir! (§9.3, §10.2): a hit on a character (or a champion) may
// fall on a model of a unit instead. Shooting at a lone character uses
// it (aim, attack.LookOut); templates and other unusual shots (war
// machines, spells, a miscast, a breath weapon) pass their hits through
// passTemplateHits, and their odds through keptHits. A champion's own
// Look Out Sir! (championLookOut) always passes here: a unit's models are
// counted, not placed, and its command models die last (command.go).

// lookOutRange is how near a friendly unit must be for a lone character
// (§10.2): 3".
const lookOutRange = 3 * Inch

// lookOutSir is the D6 a hit on t needs to pass to another unit, and
// that unit; 0 and nil when none may take it. A lone character hit by
// any ranged attack within 3" of a friendly unit of 5 or more
// rank-and-file of his own troop type passes it on 4+ (the first such
// unit by ID); a character in a unit of 5 or more models (champion not
// counted) hit by a template or unusual shot passes it on 2+.
func lookOutSir(s *engine.State, t *engine.Piece, template bool) (int, *engine.Piece) {
	if !character(t) {
		return 0, nil
	}
	if h := s.Piece(t.Attached); t.Attached != 0 {
		if template && h != nil && rankAndFile(h) >= 5 {
			return 2, h
		}
		return 0, nil
	}
	for i := range s.Pieces {
		u := &s.Pieces[i]
		if u.Owner == t.Owner && u.ID != t.ID && u.Attached == 0 && !character(u) && u.Type == t.Type &&
			rankAndFile(u) >= 5 && gap(t, u) <= lookOutRange+geom.Eps {
			return 4, u
		}
	}
	return 0, nil
}

// rankAndFile are a unit's models other than its champion (§9.3: the
// standard bearer and musician count).
func rankAndFile(u *engine.Piece) int {
	if hasChampion(u) {
		return u.Formation.Models - 1
	}
	return u.Formation.Models
}

// championLookOut is the D6 that passes a template's hit on a unit's
// champion to another of its models (§9.3: a 1 he takes it, 2–6 another
// model does), 0 when the unit has fewer than 5 rank-and-file.
func championLookOut(u *engine.Piece) int {
	if !hasChampion(u) || rankAndFile(u) < 5 {
		return 0
	}
	return 2
}

// hitChance is the chance one attack hits its target and stays on it:
// rawHitChance, times the chance Look Out Sir! fails, (need − 1)/6.
func (a attack) hitChance() (hit, six *big.Rat) {
	hit, six = a.rawHitChance()
	if a.LookOut != 0 {
		stay := big.NewRat(int64(a.LookOut-1), 6)
		hit = new(big.Rat).Mul(hit, stay)
		six = new(big.Rat).Mul(six, stay)
	}
	return hit, six
}

// spillHits are n hits Look Out Sir! passed from a character to unit u,
// at the shooter's Strength against u's Toughness and saves (§6.4–§6.6).
func spillHits(p, u *engine.Piece, n int) attack {
	str := stat(p, "RS")
	if str == 0 {
		str = stat(p, "S")
	}
	a := attack{N: n, Auto: true, Wound: woundNeed(str, stat(u, "T")),
		Armour: armourNeed(stat(u, "Sv"), str, p.HasRule("Armour Piercing")),
		W:      max(1, stat(u, "W")), Wounded: u.Counter("wounded"), Models: u.Formation.Models, What: "hits", Multi: multiOf(p)}
	a.Ward, a.WardName = wardOf(u, p.HasRule("Flaming Attacks"))
	return against(p, u, a)
}

// passTemplateHits rolls Look Out Sir! for the characters among the
// units a template or an unusual shot hits (§10.2): each hit on a
// character who may pass it (lookOutSir with template) rolls a D6, and
// each pass moves the hit to the unit that takes it. It returns the hits
// unit by unit, by ID, and the rolls.
func passTemplateHits(s *engine.State, us []under, rl string) ([]under, []engine.Event) {
	out := slices.Clone(us)
	var ev []engine.Event
	for i := range us {
		c := s.Piece(us[i].ID)
		need, h := lookOutSir(s, c, true)
		if need == 0 || us[i].N == 0 {
			continue
		}
		ds := s.Dice.RollN(nil, us[i].N, 6, "Look Out Sir!")
		passed := len(keepHits(ds, need))
		text := fmt.Sprintf("Look Out Sir!: %d of %d on %d+; %s takes them.", passed, us[i].N, need, h.Name)
		if passed == 0 {
			text = fmt.Sprintf("Look Out Sir!: none of %d on %d+; %s is hit.", us[i].N, need, c.Name)
		}
		ev = append(ev, engine.Event{Kind: engine.Rolled, Piece: c.ID, Rule: rl, Dice: ds, Need: need, Value: passed, Text: text})
		if passed == 0 {
			continue
		}
		out = addUnder(out, c.ID, -passed)
		out = addUnder(out, h.ID, passed)
	}
	return slices.DeleteFunc(out, func(u under) bool { return u.N == 0 }), ev
}

// addUnder adds n hits to a unit's entry, kept by ID.
func addUnder(us []under, id engine.PieceID, n int) []under {
	for i := range us {
		if us[i].ID == id {
			us[i].N += n
			return us
		}
	}
	us = append(us, under{id, n})
	slices.SortFunc(us, func(a, b under) int { return int(a.ID - b.ID) })
	return us
}

// keptHits is the exact distribution of the hits unit id takes of a
// template's hits us, after passTemplateHits: its own, each staying with
// (need − 1)/6 when it is a character who may pass it, and each hit a
// character passes to it, with (7 − need)/6.
func keptHits(s *engine.State, us []under, id engine.PieceID) prob.Dist {
	d := prob.Point(0)
	for _, u := range us {
		c := s.Piece(u.ID)
		need, h := lookOutSir(s, c, true)
		switch {
		case u.ID == id && need == 0:
			d = d.Add(prob.Point(u.N))
		case u.ID == id:
			d = d.Add(prob.Binomial(u.N, big.NewRat(int64(need-1), 6)))
		case need != 0 && h.ID == id:
			d = d.Add(prob.Binomial(u.N, big.NewRat(int64(7-need), 6)))
		}
	}
	return d
}

package whfb8

import (
	"math/big"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Look Out Sir! (§9.3, §10.2): a hit on a character (or a champion) may
// fall on a model of a unit instead. Shooting at a lone character uses
// it (aim, attack.LookOut); templates and other unusual shots, which
// this version does not play yet, call lookOutSir with template set, and
// championLookOut for a unit's champion under a template.

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

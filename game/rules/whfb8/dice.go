package whfb8

import "math/big"

// The numbers a D6 must show, from the charts of §6 and §7. Each returns
// the face needed (a natural 1 always fails, engine.Succeeds).

// shootNeed is the BS chart of §6.2 with its modifiers: needed = 7 − BS
// + penalties; a final 1 or less is 2+ (a natural 1 misses); 7 to 9 need
// a 6 and then 4+, 5+ or 6 on a second die; 10 or more is impossible
// (ok false).
func shootNeed(bs, penalties int) (first, second int, ok bool) {
	need := 7 - bs + penalties
	switch {
	case need <= 1:
		return 2, 0, true
	case need <= 6:
		return need, 0, true
	case need <= 9:
		return 6, need - 3, true
	}
	return 0, 0, false
}

// meleeNeed is the WS chart of §7.4: 3+ against a lower WS, 5+ against
// more than twice the attacker's, 4+ otherwise.
func meleeNeed(ws, against int) int {
	switch {
	case ws > against:
		return 3
	case against > 2*ws:
		return 5
	}
	return 4
}

// woundNeed is the S-against-T chart of §6.4: clamp(4 + T − S, 2, 6).
func woundNeed(s, t int) int { return min(6, max(2, 4+t-s)) }

// armourNeed is the armour save of §6.5 against Strength s: the base save
// worsened by 1 for each point of S above 3, and 1 more for Armour
// Piercing; never better than 2+ on the die (a natural 1 fails), and
// none at all (0) past 6 or for a unit without armour.
func armourNeed(base, s int, piercing bool) int {
	if base == 0 {
		return 0
	}
	need := base + max(0, s-3)
	if piercing {
		need++
	}
	if need > 6 {
		return 0
	}
	return max(2, need)
}

// chance is the exact probability that a D6 shows need or more, a
// natural 1 always failing (0 for need 0: no roll).
func chance(need int) *big.Rat {
	if need <= 0 || need > 6 {
		return new(big.Rat)
	}
	return big.NewRat(int64(7-max(2, need)), 6)
}

// failChance is 1 − chance(need): a save not made (1 when there is none).
func failChance(need int) *big.Rat {
	return new(big.Rat).Sub(big.NewRat(1, 1), chance(need))
}

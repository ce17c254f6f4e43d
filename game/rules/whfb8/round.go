package whfb8

import (
	"slices"

	"warbench/game/engine"
)

// One round of a combat, as both the fight (applyFight) and its forecast
// (forecast.go) read it: who strikes when, at whom, and how ties and
// break tests are settled.

// combatSteps are the Initiative steps at which a combat's units and
// their characters strike (§7.3, §10.2), first first.
func combatSteps(s *engine.State, ids []engine.PieceID) []int {
	var steps []int
	for _, id := range ids {
		if p := s.Piece(id); p != nil {
			for _, st := range strikeSteps(s, p) {
				if !slices.Contains(steps, st) {
					steps = append(steps, st)
				}
			}
		}
		for _, c := range attachedTo(s, id) { // §10.2: characters strike at their own I
			if st := step(s, c); !slices.Contains(steps, st) {
				steps = append(steps, st)
			}
		}
	}
	slices.SortFunc(steps, func(a, b int) int { return b - a })
	return steps
}

// stepBlows are the blows struck at one step of a combat (§7.2, §7.3):
// every unit striking then hits every foe it touches, a duelist only his
// opponent, and the characters theirs (characterBlows).
func stepBlows(s *engine.State, ids []engine.PieceID, st int) []blow {
	var all []blow
	for _, id := range ids {
		p := s.Piece(id)
		if p == nil || !slices.Contains(strikeSteps(s, p), st) || (character(p) && dueling(p)) {
			continue
		}
		for _, f := range foes(s, p) {
			if character(f) && dueling(f) { // §10.3: a duelist fights only his opponent
				continue
			}
			for _, a := range blowsAt(s, p, f, st) {
				if a.N > 0 || a.Random > 0 {
					all = append(all, blow{by: p.ID, at: f.ID, a: a})
				}
			}
		}
	}
	return append(all, characterBlows(s, ids, st)...)
}

// tieBreak is what a side adds to a tied combat result (§7.6): 1 when
// it has a musician and the other side has none.
func tieBreak(us, them []*engine.Piece) int {
	if slices.ContainsFunc(us, hasMusician) && !slices.ContainsFunc(them, hasMusician) {
		return 1
	}
	return 0
}

// deepestOf is the unit with the most ranks (the first on a tie): the
// winner the losers of a combat test against (p.60).
func deepestOf(ps []*engine.Piece) *engine.Piece {
	deepest := ps[0]
	for _, w := range ps {
		if rankCount(w) > rankCount(deepest) {
			deepest = w
		}
	}
	return deepest
}

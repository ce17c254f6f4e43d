package whfb8

import (
	"fmt"
	"math/big"

	"warbench/game/engine"
	"warbench/game/prob"
)

// A character in a unit of fewer than 5 rank-and-file of his troop type
// may be hit by shots at it (§10.2): "the controlling player distributes
// the hits, but must give one hit to every model before giving any model
// a second". This version makes the choice for him: the rank-and-file
// take the first hits, one each, then the characters, one each, and so
// round again.

// share is how a volley's hits on a unit split with its characters:
// the unit's rank-and-file (champion not counted) and the characters
// the shooter may hit.
type share struct{ RankFile, Chars int }

// charHits are the hits each character takes of h hits on the unit.
func (sh share) charHits(h int) []int {
	out := make([]int, sh.Chars)
	n := sh.RankFile + sh.Chars
	if n == 0 {
		return out
	}
	q, rem := h/n, h%n
	for i := range out {
		out[i] = q
		if rem > sh.RankFile+i {
			out[i]++
		}
	}
	return out
}

// exposed are the characters of unit t a shot at it may hit: those not
// shielded by 5 or more rank-and-file of their own troop type, by ID.
func exposed(s *engine.State, t *engine.Piece) []*engine.Piece {
	var out []*engine.Piece
	for _, c := range attachedTo(s, t.ID) {
		if !shielded(s, c) {
			out = append(out, c)
		}
	}
	return out
}

// sharedUnsaved is the distribution of the unit's own unsaved wounds
// when its characters share the hits: the hits (every cover group's),
// less the characters' share of them, each an unsaved wound with the
// chance any of one attack, given that it hit.
func (a attack) sharedUnsaved(any *big.Rat) prob.Dist {
	hits := prob.Point(0)
	var hit *big.Rat
	for i, g := range a.groups() {
		h, _ := g.hitChance()
		if i == 0 {
			hit = h
		}
		hits = hits.Add(prob.Binomial(g.N, h))
	}
	ps := make([]*big.Rat, hits.Max()+1)
	for v := range ps {
		ps[v] = new(big.Rat)
	}
	for h := 0; h <= hits.Max(); h++ {
		taken := 0
		for _, n := range a.Share.charHits(h) {
			taken += n
		}
		ps[h-taken].Add(ps[h-taken], hits.P(h))
	}
	if hit.Sign() == 0 {
		return prob.Point(0)
	}
	return ratsDist(ps).Compound(prob.Binomial(1, new(big.Rat).Quo(any, hit)))
}

// shareText says how the hits were shared: "Captain takes 1 hit".
func shareText(s *engine.State, chars []*engine.Piece, hits []int) string {
	out := ""
	for i, c := range chars {
		if i >= len(hits) || hits[i] == 0 {
			continue
		}
		if out != "" {
			out += ", "
		}
		out += fmt.Sprintf("%s takes %s", c.Name, count(hits[i], "hit"))
	}
	return out
}

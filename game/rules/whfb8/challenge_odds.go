package whfb8

import (
	"fmt"
	"math/big"
	"slices"

	"warbench/game/engine"
)

// The odds of a challenge (§10.3), from the blows the duel would roll
// (duelBlow), and the order its buttons come in: the best duelist first,
// so that the first answer offered, which the naive opponent takes, is a
// sensible one.

// duelMean is the mean of the wounds p's blows would deal e in a duel,
// overkill included (§7.6: up to +5 past the wounds e has).
func duelMean(s *engine.State, p, e *engine.Piece) *big.Rat {
	b := duelBlow(s, p, e)
	if b.a.N == 0 {
		return new(big.Rat)
	}
	b.a.Models = overkillModels(b.a.W)
	return b.a.woundsDist().Mean()
}

// overkillModels is how many models of W wounds a duel's distribution
// walks through so that wounds past the first count, up to the +5 of
// overkill (§7.6): the distribution of wounds dealt to a lone model
// would stop at its W.
func overkillModels(w int) int { return 1 + (5+w-1)/max(1, w) }

// duelEdge is what p gains in a duel with e: the wounds it deals, capped
// at e's wounds plus the +5 of overkill, less those e deals it, capped
// the same way.
func duelEdge(s *engine.State, p, e *engine.Piece) *big.Rat {
	capped := func(m *big.Rat, victim *engine.Piece) *big.Rat {
		c := big.NewRat(int64(max(1, stat(duelist(victim), "W"))+5), 1)
		if m.Cmp(c) > 0 {
			return c
		}
		return m
	}
	return new(big.Rat).Sub(capped(duelMean(s, p, e), e), capped(duelMean(s, e, p), p))
}

// worstEdge is p's edge against the enemy duelist best placed to accept
// (the lowest edge), and that duelist.
func worstEdge(s *engine.State, p *engine.Piece, enemies []engine.PieceID) (*big.Rat, engine.PieceID) {
	var worst *big.Rat
	var who engine.PieceID
	for _, id := range enemies {
		if e := duelEdge(s, p, s.Piece(id)); worst == nil || e.Cmp(worst) < 0 {
			worst, who = e, id
		}
	}
	if worst == nil {
		worst = new(big.Rat)
	}
	return worst, who
}

// rankDuelists orders a side's duelists best first against the given
// enemies (the challenger, when answering), by ID on a tie, and says
// whether the best has an edge above zero.
func rankDuelists(s *engine.State, mine, enemies []engine.PieceID) ([]engine.PieceID, bool) {
	edge := map[engine.PieceID]*big.Rat{}
	for _, id := range mine {
		edge[id], _ = worstEdge(s, s.Piece(id), enemies)
	}
	out := slices.Clone(mine)
	slices.SortStableFunc(out, func(a, b engine.PieceID) int { return edge[b].Cmp(edge[a]) })
	return out, len(out) > 0 && edge[out[0]].Sign() > 0
}

// challengeOdds is the odds card of a Challenge naming a duelist: the
// wounds his blows would deal the challenger (answering) or the enemy
// duelist best placed to accept (issuing).
func (r *Ruleset) challengeOdds(s *engine.State, o Challenge) (engine.Odds, *engine.Illegal) {
	c, ok := pendingChallenge(s)
	if !ok || o.Duelist == 0 || s.Piece(o.Duelist) == nil {
		return engine.Odds{}, engine.Refuse(rule("10.3"), nil, "Pick a character or champion in a challenge.")
	}
	ids := combatOf(s, s.Piece(c.Fight))
	p := s.Piece(o.Duelist)
	opp := c.Challenger
	if opp == 0 {
		_, opp = worstEdge(s, p, duelists(s, ids, 3-p.Owner))
	}
	e := s.Piece(opp)
	if e == nil {
		return engine.Odds{}, engine.Refuse(rule("10.3"), nil, "Nobody could take up the challenge.")
	}
	b := duelBlow(s, p, e)
	b.a.Models = overkillModels(b.a.W)
	return attackOdds(b.a, duelist(e), fmt.Sprintf("%s against %s: %s", duelistName(s, p.ID), duelistName(s, e.ID), b.a.describe(nil))), nil
}

package whfb8

import (
	"warbench/game/engine"
)

// Forecasts of charges, for the computer opponent: the chance a charge
// reaches (the charge roll of moveChargers, reaches), and the first round
// of the combat it makes, with the chargers placed where they would meet
// their target (contactPose, the skirmishers closed up).

// reachChance is the chance p's charge roll (M + 2D6, or 3D6 dropping
// the lowest with Swiftstride) reaches dist (§4.6, §13 A-1), the roll
// needing plus inches more (a target fleeing that far).
func reachChance(s *engine.State, p *engine.Piece, dist float64, flee []int, fleeTotal int) float64 {
	ways, total := chargeRollWays(has(p, "Swiftstride"))
	if flee == nil {
		flee, fleeTotal = []int{1}, 1 // the target stands
	}
	ok := 0
	for v, n := range ways {
		if n == 0 {
			continue
		}
		for f, m := range flee {
			if m != 0 && reaches(s, stat(p, "M")+v-f, dist) {
				ok += n * m
			}
		}
	}
	return float64(ok) / float64(total*fleeTotal)
}

// fleeWays are the ways of each flee roll of p (fleeRoll) and their
// number.
func fleeWays(p *engine.Piece) ([]int, int) { return chargeRollWays(has(p, "Swiftstride")) }

// nextTurn makes w the next player turn's, in its combat phase: what a
// charge declared then would be fought with (counters stamped "this
// turn" no longer count).
func nextTurn(w *engine.State) {
	if w.Active == w.First {
		w.Active = engine.Opponent(w.Active)
	} else {
		w.Turn++
		w.Active = w.First
	}
	w.Phase = Combat
}

// chargeOutlook forecasts the first round of the charge of chargers at
// target in w, a scratch state it changes: each charger, skirmishers
// closed up, placed where it would meet the target, counting as having
// charged this turn; false when none of them finds room to.
func (r *Ruleset) chargeOutlook(w *engine.State, chargers []engine.PieceID, target engine.PieceID) (outlook, bool) {
	t := w.Piece(target)
	if t == nil {
		return outlook{}, false
	}
	closeRanks(w, t)
	placed := false
	for _, id := range chargers {
		c := w.Piece(id)
		if c == nil {
			continue
		}
		closeRanks(w, c)
		pose, ok := r.contactPose(w, c, t)
		if !ok {
			continue
		}
		c.Pose = pose
		c.SetCounter("charged", playerTurn(w))
		c.SetCounter("engaged", int(t.ID))
		if t.Counter("engaged") == 0 {
			t.SetCounter("engaged", int(c.ID))
		}
		placed = true
	}
	if !placed {
		return outlook{}, false
	}
	placeCharacters(w)
	return roundOutlook(w, combatOf(w, t)), true
}

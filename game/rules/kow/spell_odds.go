package kow

import (
	"fmt"
	"math/big"
	"slices"

	"warbench/game/engine"
)

// spellResult is what k hits of a spell that does no damage come to: the
// number the odds chart counts, and the target's state afterwards.
type spellResult struct {
	value int
	label string
	tone  engine.Tone
}

// castOdds is the Odds of a Cast (kow2 §10.1): a damage spell's damage
// and nerve test, as a shot's; for the other spells the distribution of
// what their hits do, from the function that applies them, for each
// number of hits the dice may roll (dieOdds, the roll's own faces).
func (r *Ruleset) castOdds(s *engine.State, o Cast) (engine.Odds, error) {
	a, il := r.castPlan(s, o)
	if il != nil {
		return engine.Odds{}, il
	}
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	w, _ := spell(p, o.Spell)
	d := spellOf(w)
	if d.Effect == damageEffect {
		return r.attackOdds(s, t, []attack{a}, false, t.Counter("phase-damage") > 0), nil
	}
	out := engine.Odds{Text: a.describe(), Rolls: a.rolls()}
	var res func(k int) spellResult
	switch d.Effect {
	case healEffect:
		out.Counts = "damage removed"
		dmg := t.Counter("damage")
		out.Text += fmt.Sprintf("; %s %d damage", does(t, "have"), dmg)
		res = func(k int) spellResult {
			n := healed(t, k)
			if n == dmg {
				return spellResult{n, "No damage left", engine.Good}
			}
			return spellResult{n, "Damage left", engine.Warn}
		}
	case baneEffect:
		out.Counts = "hits"
		chanted := baneBonus(s, t) > 0
		if chanted {
			out.Text += "; already Bane-chanted this turn: no further effect"
		}
		res = func(k int) spellResult {
			if k == 0 || chanted {
				return spellResult{k, "No effect", engine.Warn}
			}
			return spellResult{k, "Bane-chanted", engine.Good}
		}
	case pushEffect:
		out.Counts = "hits"
		_, how := windDir(p, t)
		out.Text += "; pushed " + how
		res = r.moveResults(t, func(k int) (float64, string) { return r.windPlan(s, p, t, k).Spent, "" })
	case surgeEffect:
		out.Counts = "hits"
		res = r.moveResults(t, func(k int) (float64, string) {
			sm := r.planSurge(s, t, k)
			if sm.enemy != nil {
				return sm.res.Spent, "Charges " + sm.enemy.Name
			}
			return sm.res.Spent, ""
		})
	}
	spellOdds(&out, dieOdds(a.Hit, a.Elite).Sum(a.Dice).W, a.Dice, res)
	if immobile(t) && (d.Effect == pushEffect || d.Effect == surgeEffect) {
		out.Text += "; Speed 0: no effect"
	}
	return out, nil
}

// moveResults is the result of k hits of a spell that moves the target k
// inches along a planned move (plan returns how far it goes and the
// result's name when it charges): no effect on a unit of Sp 0 (§14-A23);
// the chart counts the hits, the inches asked, and the results say
// whether the move went all of them, stopped short or charged.
func (r *Ruleset) moveResults(t *engine.Piece, plan func(k int) (float64, string)) func(k int) spellResult {
	return func(k int) spellResult {
		if k == 0 || immobile(t) {
			return spellResult{0, "Not moved", engine.Warn}
		}
		spent, charge := plan(k)
		switch {
		case charge != "":
			return spellResult{k, charge, engine.Good}
		case spent < float64(k)*Inch-Tolerance:
			return spellResult{k, "Stopped short", engine.Warn}
		}
		return spellResult{k, "Moved in full", engine.Good}
	}
}

// spellOdds fills in the Odds from the weights of each number of hits
// (over den, the sum of the weights) and what each comes to: the chart's
// distribution, its mean, and each result, in the order first met.
func spellOdds(out *engine.Odds, hits []*big.Int, dice int, res func(k int) spellResult) {
	den := new(big.Int)
	for _, w := range hits {
		den.Add(den, w)
	}
	var vals []*big.Int
	var labels []string
	var results []engine.Outcome
	for k := 0; k <= dice; k++ {
		w := new(big.Int)
		if k < len(hits) {
			w.Set(hits[k])
		}
		sr := res(k)
		for len(vals) <= sr.value {
			vals = append(vals, new(big.Int))
		}
		vals[sr.value].Add(vals[sr.value], w)
		i := slices.Index(labels, sr.label)
		if i < 0 {
			labels = append(labels, sr.label)
			results = append(results, engine.Outcome{Label: sr.label, Value: len(results), P: new(big.Rat), Tone: sr.tone})
			i = len(results) - 1
		}
		results[i].P.Add(results[i].P, new(big.Rat).SetFrac(w, den))
	}
	mean := new(big.Int)
	for v, w := range vals {
		out.Damage = append(out.Damage, engine.Outcome{Label: itoa(v), Value: v, P: new(big.Rat).SetFrac(w, den)})
		mean.Add(mean, new(big.Int).Mul(w, big.NewInt(int64(v))))
	}
	out.Mean = new(big.Rat).SetFrac(mean, den)
	out.Results = results
}

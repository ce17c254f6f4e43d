package whfb8

import (
	"fmt"
	"math/big"

	"warbench/game/engine"
)

// Odds is the exact outcome of a shot, a combat's blows or a charge
// roll, from the functions that resolve them.
func (r *Ruleset) Odds(s *engine.State, o engine.Order) (engine.Odds, error) {
	switch o := o.(type) {
	case Shoot:
		if il := r.checkShootTarget(s, o); il != nil {
			return engine.Odds{}, il
		}
		p, t := s.Piece(o.Unit), s.Piece(o.Target)
		v, _ := r.aim(s, p, t, false)
		return attackOdds(v.attack, t, v.describe(v.Mods)), nil
	case Fight:
		if il := r.checkFight(s, o); il != nil {
			return engine.Odds{}, il
		}
		p := s.Piece(o.Unit)
		e := enemyOf(s, p)
		a := blows(s, p, e)
		return attackOdds(a, e, a.describe(nil)), nil
	case Cast:
		w := s.Piece(o.Wizard)
		if w == nil || o.Spell < 0 || o.Spell >= len(lores) || o.Dice < 0 || o.Dice > 6 {
			return engine.Odds{}, engine.Refuse(rule("5.1"), nil, "Pick a wizard, a spell and 1 to 6 dice.")
		}
		return castOdds(castDice(s, w, o), castLevel(w, o), lores[o.Spell].Value), nil
	case Fire:
		return r.fireOdds(s, o)
	case Snipe:
		return r.snipeOdds(s, o)
	case Breathe:
		return r.breathOdds(s, o)
	case Challenge:
		od, il := r.challengeOdds(s, o)
		if il != nil {
			return od, il
		}
		return od, nil
	case DeclareCharge:
		p, t := s.Piece(o.Unit), s.Piece(o.Target)
		if p == nil || t == nil {
			return engine.Odds{}, engine.Refuse(rule("4.6"), nil, "Pick a charger and a target.")
		}
		return chargeOdds(s, p, gap(p, t)), nil
	}
	return engine.Odds{}, engine.Refuse(rule("6.2"), nil, "%s has no dice to preview.", o.Kind())
}

// checkShootTarget is checkShoot without the phase, for previews.
func (r *Ruleset) checkShootTarget(s *engine.State, o Shoot) *engine.Illegal {
	p, t := s.Piece(o.Unit), s.Piece(o.Target)
	if p == nil || t == nil {
		return engine.Refuse(rule("6.1"), nil, "Pick a shooter and a target.")
	}
	_, il := r.aim(s, p, t, false)
	return il
}

// attackOdds is the odds card of an attack: the wounds it inflicts and
// the models the target keeps.
func attackOdds(a attack, t *engine.Piece, text string) engine.Odds {
	d := a.woundsDist()
	o := engine.Odds{Mean: d.Mean(), Text: text, Counts: "wounds"}
	left := map[int]*big.Rat{}
	for v := 0; v <= d.Max(); v++ {
		p := d.P(v)
		o.Damage = append(o.Damage, engine.Outcome{Value: v, P: p, Label: fmt.Sprintf("%d wounds", v)})
		models := modelsLeft(t, v)
		if left[models] == nil {
			left[models] = new(big.Rat)
		}
		left[models].Add(left[models], p)
	}
	for m := t.Formation.Models; m >= 0; m-- {
		p := left[m]
		if p == nil || p.Sign() == 0 {
			continue
		}
		out := engine.Outcome{Value: m, P: p, Label: fmt.Sprintf("%d models left", m)}
		switch {
		case m == 0:
			out.Label, out.Tone = "wiped out", engine.Bad
		case 4*(t.Formation.Models-m) >= t.Formation.Models:
			out.Label, out.Tone = fmt.Sprintf("%d models left: panic test", m), engine.Warn
		case m == t.Formation.Models:
			out.Tone = engine.Good
		}
		o.Results = append(o.Results, out)
	}
	o.Rolls = []engine.OddsRoll{{What: "to hit", Dice: a.N, Sides: 6, Need: a.Hit}}
	if a.Hit2 != 0 {
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: "to hit after a 6", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Hit2})
	}
	if a.Reroll {
		o.Rolls[0].Reroll = "failed dice"
	}
	for _, g := range a.More { // the models with other cover (§6.3)
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: "to hit (" + g.Why + ")", Dice: g.N, Sides: 6, Need: g.Hit})
	}
	o.Rolls = append(o.Rolls, engine.OddsRoll{What: "to wound", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Wound})
	if a.Armour != 0 {
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: "armour save (fails count)", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Armour})
	}
	if a.Ward != 0 {
		o.Rolls = append(o.Rolls, engine.OddsRoll{What: a.WardName + " (fails count)", Dice: 1, PerSuccess: true, Sides: 6, Need: a.Ward})
	}
	return o
}

// modelsLeft is how many models a unit keeps after w more wounds, its
// current model's wounds counted first.
func modelsLeft(t *engine.Piece, w int) int {
	per := max(1, stat(t, "W"))
	total := t.Formation.Models*per - t.Counter("wounded") - w
	if total <= 0 {
		return 0
	}
	return (total + per - 1) / per
}

// chargeOdds is the chance a charge roll reaches (§4.6): M + 2D6, or 3D6
// with the lowest dropped, at least the distance (§13 A-1).
func chargeOdds(s *engine.State, p *engine.Piece, dist float64) engine.Odds {
	ways, total := chargeRollWays(has(p, "Swiftstride"))
	o := engine.Odds{Counts: "charge range", Text: fmt.Sprintf("M %d + %s against %s", stat(p, "M"), rollName(p), engine.Inches.Format(dist))}
	reach := new(big.Rat)
	mean := new(big.Rat)
	for v, n := range ways {
		if n == 0 {
			continue
		}
		pr := big.NewRat(int64(n), int64(total))
		rng := stat(p, "M") + v
		o.Damage = append(o.Damage, engine.Outcome{Value: rng, P: pr, Label: fmt.Sprintf("%d\"", rng)})
		mean.Add(mean, new(big.Rat).Mul(pr, big.NewRat(int64(rng), 1)))
		if reaches(s, rng, dist) {
			reach.Add(reach, pr)
		}
	}
	o.Mean = mean
	fail := new(big.Rat).Sub(big.NewRat(1, 1), reach)
	o.Results = []engine.Outcome{{Label: "the charge reaches", Value: 1, P: reach, Tone: engine.Good}, {Label: "the charge fails", Value: 0, P: fail, Tone: engine.Bad}}
	return o
}

func rollName(p *engine.Piece) string {
	if has(p, "Swiftstride") {
		return "3D6 drop lowest"
	}
	return "2D6"
}

// chargeRollWays counts the ways of each total of 2D6, or of 3D6 with the
// lowest dropped, and the number of outcomes.
func chargeRollWays(swift bool) ([]int, int) {
	ways := make([]int, 13)
	if !swift {
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				ways[a+b]++
			}
		}
		return ways, 36
	}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				ways[a+b+c-min(a, b, c)]++
			}
		}
	}
	return ways, 216
}

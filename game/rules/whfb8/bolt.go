package whfb8

import (
	"fmt"
	"math/big"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The bolt thrower and a cannon's grapeshot (§6.9): shots that roll to
// hit with the crew's BS.

// Bolt thrower and grapeshot numbers (§6.9).
const (
	boltS          = 6
	grapeshotS     = 5
	grapeshotRange = 12
)

// aimVolley is the to-hit roll of a machine that shoots as normal
// shooting (§6.1, §6.2): in range, the BS chart, long range −1.
func (r *Ruleset) aimVolley(s *engine.State, m, t *engine.Piece, sh shot, rng int) (shot, *engine.Illegal) {
	line := geom.Seg{A: sh.Muzzle, B: t.Pose.Pos}
	d := gap(m, t)
	if d > float64(rng)*Inch+geom.Eps {
		return sh, engine.Refuse(rule("6.9"), []engine.Mark{{Seg: &line}}, "%s is %s away; %s reaches %d\".", t.Name, engine.Inches.Format(d), m.Name, rng)
	}
	pen := 0
	if d > float64(rng)*Inch/2+geom.Eps {
		pen++
		sh.Volley.Mods = append(sh.Volley.Mods, "long range −1")
	}
	if c, what := r.cover(s, m, t, line); c > 0 {
		pen += c
		sh.Volley.Mods = append(sh.Volley.Mods, what)
	}
	hit, hit2, ok := shootNeed(stat(m, "BS"), pen)
	if !ok {
		return sh, engine.Refuse(rule("6.2"), []engine.Mark{{Seg: &line}}, "%s would need 10 or more to hit %s.", m.Name, t.Name)
	}
	sh.Volley.attack = attack{N: 1, Hit: hit, Hit2: hit2, W: max(1, stat(t, "W")), Wounded: t.Counter("wounded"), Models: t.Formation.Models, What: "shots"}
	sh.Marks = []engine.Mark{{Seg: &line, Tone: engine.Plain}}
	return sh, nil
}

// aimGrapeshot: the artillery die's shots at S5, Armour Piercing,
// within 12".
func (r *Ruleset) aimGrapeshot(s *engine.State, m, t *engine.Piece, sh shot) (shot, *engine.Illegal) {
	sh, il := r.aimVolley(s, m, t, sh, grapeshotRange)
	if il != nil {
		return sh, il
	}
	a := &sh.Volley.attack
	a.Wound, a.Armour = woundNeed(grapeshotS, stat(t, "T")), armourNeed(stat(t, "Sv"), grapeshotS, true)
	a.Ward, a.WardName = wardOf(t, false)
	od := grapeshotOdds(sh.Volley.attack, t)
	f, _ := od.Mean.Float64()
	sh.Lines = []engine.Line{{Text: "Grapeshot: the artillery die's shots, " + sh.Volley.describe(sh.Volley.Mods) + "."},
		{Text: fmt.Sprintf("%.2f wounds on average; a misfire 1 in 6.", f), Tone: engine.Good}}
	return sh, nil
}

// grapeshotOdds mixes the volley's wounds over the artillery die: each
// number of shots 1 in 6, a misfire none.
func grapeshotOdds(a attack, t *engine.Piece) engine.Odds {
	sum := map[int]*big.Rat{0: big.NewRat(1, 6)}
	top := 0
	for f := 1; f <= 5; f++ {
		a.N, _ = artilleryFace(f)
		d := a.woundsDist()
		for v := 0; v <= d.Max(); v++ {
			if sum[v] == nil {
				sum[v] = new(big.Rat)
			}
			sum[v].Add(sum[v], new(big.Rat).Mul(d.P(v), big.NewRat(1, 6)))
			top = max(top, v)
		}
	}
	o := engine.Odds{Text: "grapeshot at " + t.Name, Counts: "wounds", Mean: new(big.Rat)}
	for v := 0; v <= top; v++ {
		p := sum[v]
		if p == nil {
			p = new(big.Rat)
		}
		o.Damage = append(o.Damage, engine.Outcome{Value: v, P: p, Label: count(v, "wound")})
		o.Mean.Add(o.Mean, new(big.Rat).Mul(p, big.NewRat(int64(v), 1)))
	}
	o.Results = []engine.Outcome{{Label: "wounded", Value: 1, P: new(big.Rat).Sub(big.NewRat(1, 1), sum[0]), Tone: engine.Bad}, {Label: "unhurt", Value: 0, P: sum[0], Tone: engine.Good}}
	return o
}

// fireGrapeshot rolls the artillery die for the shots (a misfire: the
// black powder table) and shoots them.
func (r *Ruleset) fireGrapeshot(s *engine.State, m, t *engine.Piece, sh shot) []engine.Event {
	d, n, mis := rollArtillery(&s.Dice, "grapeshot")
	ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: []dice.Die{d}, Value: n,
		Text: fmt.Sprintf("Grapeshot: %s.", artilleryLabel(d.Face))}}
	if mis {
		return append(ev, r.misfire(s, m)...)
	}
	v := sh.Volley
	v.N = n
	return append(ev, r.strike(s, m.Pose.Pos, t, v.attack, fmt.Sprintf("%s fires grapeshot at %s: %s.", m.Name, t.Name, v.describe(v.Mods)), rule("6.9"))...)
}

// aimBolt: one shot to hit with the crew's BS, then the bolt through
// the ranks.
func (r *Ruleset) aimBolt(s *engine.State, m, t *engine.Piece, sh shot) (shot, *engine.Illegal) {
	sh, il := r.aimVolley(s, m, t, sh, stat(m, "range"))
	if il != nil {
		return sh, il
	}
	od := boltOdds(sh.Volley.attack, m, t)
	f, _ := od.Mean.Float64()
	sh.Lines = []engine.Line{{Text: fmt.Sprintf("One bolt, %s; S6 then 1 less for each model slain, no armour save, Multiple Wounds (D3).", needText(sh.Volley.attack))},
		{Text: fmt.Sprintf("%.2f models slain on average.", f), Tone: engine.Good}}
	return sh, nil
}

// needText is a to-hit need: "4+ to hit", "6 then 5+ to hit".
func needText(a attack) string {
	if a.Hit2 != 0 {
		return fmt.Sprintf("6 then %d+ to hit", a.Hit2)
	}
	return fmt.Sprintf("%d+ to hit", a.Hit)
}

// boltLines is how many models a bolt can pass: the ranks, or the files
// when it comes in through a flank (§6.9).
func boltLines(m, t *engine.Piece) int {
	a := geom.ArcOf(t.Rect(), geom.ArcCorner45, m.Pose.Pos)
	if a == geom.ArcFront || a == geom.ArcRear {
		return t.Formation.Ranks
	}
	return min(t.Formation.Files, t.Formation.Models)
}

// boltModel is the attack of the bolt on one model at Strength str: no
// roll to hit, no armour save, Multiple Wounds (D3).
func boltModel(t *engine.Piece, str int) attack {
	a := attack{N: 1, Auto: true, Wound: woundNeed(str, stat(t, "T")), Multi: -3,
		W: max(1, stat(t, "W")), Wounded: t.Counter("wounded"), Models: t.Formation.Models, What: "hits"}
	a.Ward, a.WardName = wardOf(t, false)
	return a
}

// fireBolt rolls to hit; a hit strikes the first model at S6, and while
// a model is slain (§13 A-17) the next in line at 1 less, until the
// line or the Strength runs out.
func (r *Ruleset) fireBolt(s *engine.State, m, t *engine.Piece, sh shot) []engine.Event {
	hit := sh.Volley.attack
	ds := s.Dice.RollN(nil, 1, 6, "to hit")
	ok := engine.Succeeds(ds[0].Face, hit.Hit)
	if ok && hit.Hit2 != 0 {
		ds = s.Dice.RollN(ds, 1, 6, "to hit (7+)")
		ok = engine.Succeeds(ds[1].Face, hit.Hit2)
	}
	need := hit.Hit
	if hit.Hit2 != 0 {
		need = 0
	}
	word := map[bool]string{true: "hits", false: "misses"}[ok]
	ev := []engine.Event{{Kind: engine.Rolled, Piece: t.ID, Rule: rule("6.9"), Dice: ds, Need: need, Value: map[bool]int{true: 1}[ok],
		Text: fmt.Sprintf("The bolt %s (%s).", word, needText(hit))}}
	if !ok {
		return ev
	}
	id, slainAll := t.ID, 0
	lines := boltLines(m, t)
	for k, str := 0, boltS; k < lines && str > 0; k, str = k+1, str-1 {
		t := s.Piece(id)
		a := boltModel(t, str)
		e, slain, gone := r.hurt(s, t, a, fmt.Sprintf("The bolt strikes %s's model %d at S%d.", t.Name, k+1, str), rule("6.9"))
		ev = append(ev, e...)
		slainAll += slain
		if gone {
			return ev
		}
		if slain == 0 {
			break
		}
	}
	if t := s.Piece(id); t != nil && slainAll > 0 {
		ev = append(ev, r.panicCheck(s, t, m.Pose.Pos)...)
	}
	return ev
}

// boltOdds is the exact distribution of the models a bolt slays: it
// hits with the to-hit chance; model k (its first the wounded one) dies
// when wounded past its ward and its D3 wounds reach what it has left;
// the bolt goes on only through a model slain, one Strength less.
func boltOdds(hit attack, m, t *engine.Piece) engine.Odds {
	ph, _ := hit.hitChance()
	lines := boltLines(m, t)
	w := max(1, stat(t, "W"))
	dist := make([]*big.Rat, lines+1)
	for i := range dist {
		dist[i] = new(big.Rat)
	}
	reach := new(big.Rat).Set(ph) // the chance the bolt reaches model k
	dist[0].Sub(big.NewRat(1, 1), ph)
	for k := 0; k < lines; k++ {
		str := boltS - k
		left := w
		if k == 0 {
			left = w - t.Counter("wounded")
		}
		p := new(big.Rat)
		if str > 0 {
			a := boltModel(t, str)
			p = a.unsavedChance()
			d3 := big.NewRat(int64(max(0, 4-left)), 3) // D3 ≥ left
			if left <= 1 {
				d3 = big.NewRat(1, 1)
			}
			p.Mul(p, d3)
		}
		stop := new(big.Rat).Mul(reach, new(big.Rat).Sub(big.NewRat(1, 1), p))
		dist[k].Add(dist[k], stop)
		reach.Mul(reach, p)
	}
	dist[lines].Add(dist[lines], reach)
	o := engine.Odds{Text: fmt.Sprintf("%s at %s: %s, S6 less 1 a model slain", m.Name, t.Name, needText(hit)), Counts: "models slain", Mean: new(big.Rat)}
	for v, p := range dist {
		o.Damage = append(o.Damage, engine.Outcome{Value: v, P: p, Label: count(v, "model")})
		o.Mean.Add(o.Mean, new(big.Rat).Mul(p, big.NewRat(int64(v), 1)))
	}
	o.Results = []engine.Outcome{{Label: "some slain", Value: 1, P: new(big.Rat).Sub(big.NewRat(1, 1), dist[0]), Tone: engine.Bad}, {Label: "none slain", Value: 0, P: dist[0], Tone: engine.Good}}
	return o
}

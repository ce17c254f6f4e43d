package whfb8

import (
	"math"
	"slices"

	"warbench/game/engine"
)

// The forecast of one round of a combat, for the computer opponent: what
// each unit is expected to lose, and its chances to be destroyed or to
// break and get away. It reads the round as the fight strikes it (the
// impact hits, combatSteps and stepBlows, the stomps, sideResult,
// tieBreak, testedLd and ldPassChance, the flee and pursuit rolls), each
// blow's wounds from its exact distribution (attack.woundsDist); what it
// approximates is the order of the blows: a later step strikes with the
// models its unit is expected to have left, rounded. Challenges are left
// out.

// outlook is the forecast of one round of a combat, unit by unit.
type outlook struct {
	ids    []engine.PieceID // the combat's units, by ID
	wounds []float64        // the wounds each is expected to lose
	wiped  []float64        // the chance each is wiped out by the blows
	gone   []float64        // the chance each is destroyed: wiped out, or broken and caught
	flees  []float64        // the chance each breaks and gets away
	win    [3]float64       // each side's chance to win the combat
}

// at is the index of a unit in the outlook, -1 when it is not in it.
func (o *outlook) at(id engine.PieceID) int { return slices.Index(o.ids, id) }

// scratch is a copy of s the forecast may change: the pieces copied
// with their own counters, the rest shared (and never written).
func scratch(s *engine.State) *engine.State {
	c := *s
	c.Pieces = slices.Clone(s.Pieces)
	for i := range c.Pieces {
		c.Pieces[i].Counters = slices.Clone(c.Pieces[i].Counters)
	}
	c.Sides = nil // pending answers are no part of a round
	return &c
}

// roundOutlook forecasts one round of the combat of units ids in w, a
// scratch state it changes (casualties are taken off as expected).
func roundOutlook(w *engine.State, ids []engine.PieceID) outlook {
	o := outlook{ids: slices.Clone(ids)}
	n := len(ids)
	o.wounds, o.wiped, o.gone, o.flees = make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	total := make([]int, n)     // the wounds each unit has at the start
	got := make([][]float64, n) // the distribution of wounds each unit takes
	for i, id := range ids {
		if p := w.Piece(id); p != nil {
			total[i] = woundsLeft(p)
		}
		got[i] = []float64{1}
	}
	var dealt [3][]float64 // the distribution of wounds each side deals
	dealt[1], dealt[2] = []float64{1}, []float64{1}
	pending := make([]float64, n)
	hit := func(by *engine.Piece, at engine.PieceID, a attack) {
		i := o.at(at)
		if i < 0 || by == nil {
			return
		}
		d := woundsFloat(a)
		dealt[by.Owner] = convolve(dealt[by.Owner], d)
		got[i] = convolve(got[i], d)
		pending[i] += meanOf(d)
	}
	settle := func() { // the casualties of a step, as expected
		for i, id := range ids {
			if p := w.Piece(id); p != nil && pending[i] > 0 {
				for range int(math.Round(pending[i])) {
					inflict(p, 1)
				}
			}
			o.wounds[i] += pending[i]
			pending[i] = 0
		}
	}
	// §7.1: the impact hits before any blow
	for _, id := range ids {
		p := w.Piece(id)
		if p == nil || impactDice(p) == 0 || !done(w, p, "charged") {
			continue
		}
		touched, models := impactTargets(w, p)
		if len(touched) == 0 {
			continue
		}
		mean := 0.0
		for f := 1; f <= 6; f++ {
			mean += float64(impactFace(impactDice(p), f)) / 6
		}
		if k := impactDice(p); k > 0 {
			mean = float64(k)
		}
		share := int(math.Round(mean * float64(models) / float64(len(touched))))
		for _, e := range touched {
			hit(p, e.ID, impactAttack(p, e, share))
		}
	}
	settle()
	for _, st := range combatSteps(w, ids) {
		for _, b := range stepBlows(w, ids, st) {
			if !b.duel {
				hit(w.Piece(b.by), b.at, b.a)
			}
		}
		settle()
	}
	for _, id := range ids { // §7.3: Stomp after every step
		p := w.Piece(id)
		if p == nil {
			continue
		}
		if contact, e, thunder := stompTarget(w, p); contact > 0 {
			k := contact
			if thunder {
				k = int(math.Round(3.5 * float64(contact)))
			}
			hit(p, e.ID, stompAttack(p, e, k))
		}
	}
	settle()
	for i := range ids { // wiped out: every wound it had
		if total[i] > 0 {
			o.wiped[i] = tailFrom(got[i], total[i])
			o.gone[i] = o.wiped[i]
		}
	}
	o.resolve(w, dealt)
	return o
}

// resolve adds to the outlook the combat result (§7.6), the losers'
// break tests (§7.7) and the pursuits (§7.9), from the wounds each side
// is expected to deal (their distributions) and what stands in w.
func (o *outlook) resolve(w *engine.State, dealt [3][]float64) {
	var side [3][]*engine.Piece
	for _, id := range o.ids {
		if p := w.Piece(id); p != nil && p.Formation.Models > 0 {
			side[p.Owner] = append(side[p.Owner], p)
		}
	}
	if len(side[1]) == 0 || len(side[2]) == 0 {
		return
	}
	static := [3]int{}
	static[1], _ = sideResult(w, side[1], side[2], 0)
	static[2], _ = sideResult(w, side[2], side[1], 0)
	tie := [3]int{0, tieBreak(side[1], side[2]), tieBreak(side[2], side[1])}
	// the distribution of side 1's result less side 2's, from lo
	lo := static[1] - static[2] - (len(dealt[2]) - 1)
	diff := make([]float64, len(dealt[1])+len(dealt[2])-1)
	for a, pa := range dealt[1] {
		for b, pb := range dealt[2] {
			diff[a-b+len(dealt[2])-1] += pa * pb
		}
	}
	for k, pk := range diff {
		d := lo + k
		if d == 0 {
			d = tie[1] - tie[2]
		}
		if d == 0 || pk < 1e-9 {
			continue
		}
		winner, margin := engine.PlayerID(1), d
		if d < 0 {
			winner, margin = 2, -d
		}
		o.win[winner] += pk
		o.breaks(w, side[winner], side[engine.Opponent(winner)], margin, pk)
	}
}

// breaks adds, with chance p, the break tests of the losers of a combat
// lost by margin, and the winner's pursuit of those that break.
func (o *outlook) breaks(w *engine.State, winners, losers []*engine.Piece, margin int, p float64) {
	deep := deepestOf(winners)
	for _, l := range losers {
		i := o.at(l.ID)
		stays := 1 - o.wiped[i]
		if has(l, "Unstable") { // §7.7: a wound a point lost, no saves
			o.wounds[i] += p * float64(margin)
			if float64(margin) >= float64(woundsLeft(l)) {
				o.gone[i] += p * stays
				continue
			}
		}
		ld, _, test := testedLd(w, deep, l, margin)
		if !test {
			continue
		}
		broke := p * stays * (1 - ldPassChance(w, l, ld))
		caught := catchChance(winners, l)
		o.gone[i] += broke * caught
		o.flees[i] += broke * (1 - caught)
	}
}

// catchChance is the chance a broken unit is destroyed (§7.9): a war
// machine always (§6.9); else the chance the pursuit roll of its deepest
// winner that may pursue is at least its flee roll.
func catchChance(winners []*engine.Piece, l *engine.Piece) float64 {
	if isMachine(l) {
		return 1
	}
	var chasers []*engine.Piece
	for _, w := range winners {
		if !isMachine(w) {
			chasers = append(chasers, w)
		}
	}
	if len(chasers) == 0 {
		return 0
	}
	return rollAtLeast(deepestOf(chasers), l, 0)
}

// rollAtLeast is the chance the 2D6 move roll of a (3D6 dropping the
// lowest with Swiftstride, fleeRoll) plus plus is at least b's.
func rollAtLeast(a, b *engine.Piece, plus int) float64 {
	wa, na := chargeRollWays(has(a, "Swiftstride"))
	wb, nb := chargeRollWays(has(b, "Swiftstride"))
	ok := 0
	for x, n := range wa {
		for y, m := range wb {
			if x+plus >= y {
				ok += n * m
			}
		}
	}
	return float64(ok) / float64(na*nb)
}

// woundsLeft is how many wounds a unit has left.
func woundsLeft(p *engine.Piece) int {
	return p.Formation.Models*max(1, stat(p, "W")) - p.Counter("wounded")
}

// convolve is the distribution of the sum of two independent counts.
func convolve(a, b []float64) []float64 {
	if len(b) == 1 {
		return a
	}
	out := make([]float64, len(a)+len(b)-1)
	for i, x := range a {
		if x == 0 {
			continue
		}
		for j, y := range b {
			out[i+j] += x * y
		}
	}
	return out
}

// meanOf is a distribution's mean.
func meanOf(d []float64) float64 {
	m := 0.0
	for v, p := range d {
		m += float64(v) * p
	}
	return m
}

// tailFrom is the chance of at least v.
func tailFrom(d []float64, v int) float64 {
	t := 0.0
	for k := v; k < len(d); k++ {
		t += d[k]
	}
	return t
}

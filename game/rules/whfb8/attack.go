package whfb8

import (
	"fmt"
	"math/big"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/prob"
)

// attack is one batch of attacks or shots at one target, reduced to the
// numbers its dice need: what Apply rolls and Odds counts, so the two
// can never disagree (§6.2–§6.7, §7.3–§7.5).
type attack struct {
	N int // attacks or shots
	// Hit is the face needed to hit; Hit2, when not 0, the second die a
	// 6 must be followed by (7+ to hit, §6.2). Hit 0: no hit possible.
	Hit, Hit2 int
	Reroll    bool // re-roll failed to-hit rolls (ASF with the higher I, §7.3)
	Auto      bool // hits automatically: no roll to hit (magic missiles, templates)
	KB        bool // Killing Blow: a natural 6 to wound slays, no armour save (§7.5)
	Poison    bool // a natural 6 to hit wounds automatically (not on 7+, §9.1)
	Wound     int  // to wound (§6.4); 0: every hit wounds, no roll
	Armour    int  // armour save needed, 0: none (§6.5)
	Ward      int  // ward save or regeneration needed, 0: none (§6.6)
	WardName  string
	LookOut   int  // Look Out Sir!: the D6 that passes a hit to a nearby unit, 0: none (§10.2, lookout.go)
	Multi     int  // multiple wounds per unsaved wound: 0 or 1 one, 2 two, -3 D3, -6 D6 (§6.7)
	Double    bool // Flammable against flaming attacks: every unsaved wound (or its roll) doubled (§6.7)
	// More are shares of the shots with other to-hit rolls (cover model
	// by model, §6.3); the attack's own N, Hit and Hit2 are the first.
	// Only shots have them: no Killing Blow, no re-roll.
	More []shotGroup
	// Random dice of RandomDie sides (3: a D3) rolled in Apply add their
	// total to N: Random Attacks, a breath weapon's 2D6 hits (§9.1).
	Random, RandomDie int
	// Share is how a volley's hits on a unit split with its characters
	// the shooter may hit (§10.2, share.go); none when Chars is 0.
	Share share
	// W and Wounded are the target's wounds per model and those its
	// current model has lost; Models its models left.
	W, Wounded, Models int
	What               string // "shots", "attacks", for the text
}

// rawHitChance is the chance one attack hits (with its re-roll), and the
// chance it hits with a natural 6 on its last to-hit die (for Poisoned
// Attacks), before any Look Out Sir! (hitChance).
func (a attack) rawHitChance() (hit, six *big.Rat) {
	one := big.NewRat(1, 1)
	switch {
	case a.Auto:
		return one, new(big.Rat)
	case a.Hit == 0:
		return new(big.Rat), new(big.Rat)
	case a.Hit2 != 0:
		hit = new(big.Rat).Mul(big.NewRat(1, 6), chance(a.Hit2))
		six = new(big.Rat)
	default:
		hit = chance(a.Hit)
		six = big.NewRat(1, 6)
	}
	if a.Reroll {
		miss := new(big.Rat).Sub(one, hit)
		hit = new(big.Rat).Add(hit, new(big.Rat).Mul(miss, hit))
		six = new(big.Rat).Add(six, new(big.Rat).Mul(miss, six))
	}
	return hit, six
}

// unsavedChances are the exact chances that one attack becomes an
// unsaved wound (hit, wound or a poisoned 6, fail the armour save, fail
// the ward) and that it becomes a Killing Blow that slays (a natural 6
// to wound, no armour save, fail the ward; §7.5).
func (a attack) unsavedChances() (normal, kb *big.Rat) {
	hit, six := a.hitChance()
	rolled := hit // the hits that roll to wound
	auto := new(big.Rat)
	if a.Poison && a.Hit2 == 0 {
		// the sixes wound without a roll (and never kill outright)
		auto, rolled = six, new(big.Rat).Sub(hit, six)
	}
	wound := chance(a.Wound)
	if a.Wound == 0 {
		wound = big.NewRat(1, 1)
	}
	kb = new(big.Rat)
	if a.KB {
		sixes := big.NewRat(1, 6)
		kb = new(big.Rat).Mul(rolled, sixes)
		wound = new(big.Rat).Sub(wound, sixes)
	}
	wounds := new(big.Rat).Add(auto, new(big.Rat).Mul(rolled, wound))
	normal = new(big.Rat).Mul(wounds, failChance(a.Armour))
	normal.Mul(normal, failChance(a.Ward))
	kb.Mul(kb, failChance(a.Ward))
	return normal, kb
}

// unsavedChance is the chance one attack does damage at all.
func (a attack) unsavedChance() *big.Rat {
	n, k := a.unsavedChances()
	return n.Add(n, k)
}

// multiDist is the wounds one unsaved wound deals before the model's
// remaining wounds cap it (§6.7).
func (a attack) multiDist() prob.Dist {
	if a.Double { // Flammable: the wounds, or the die, doubled
		switch a.Multi {
		case 2:
			return prob.Point(4)
		case -3:
			return prob.FromWeights(0, 0, 1, 0, 1, 0, 1)
		case -6:
			return prob.FromWeights(0, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1)
		}
		return prob.Point(2)
	}
	switch a.Multi {
	case 2:
		return prob.Point(2)
	case -3:
		return prob.FromWeights(0, 1, 1, 1)
	case -6:
		return prob.FromWeights(0, 1, 1, 1, 1, 1, 1)
	}
	return prob.Point(1)
}

// woundsDist is the exact distribution of wounds the attack inflicts on
// the target (what combat resolution counts, §7.6): unsaved wounds, each
// multiplied and capped by the wounds its model has left (§6.7), never
// more than the unit has.
func (a attack) woundsDist() prob.Dist {
	normal, kb := a.unsavedChances()
	any := new(big.Rat).Add(normal, kb)
	unsaved := prob.Binomial(a.N, any)
	if a.Share.Chars > 0 {
		unsaved = a.sharedUnsaved(any)
	}
	if a.Random > 0 { // each of the rolled attacks does damage with the same chance
		unsaved = unsaved.Add(dieDist(a.RandomDie).Sum(a.Random).Compound(prob.Binomial(1, any)))
	}
	for _, g := range a.groups()[1:] { // other cover: other odds to hit (§6.3)
		if a.Share.Chars > 0 {
			break // sharedUnsaved counted them
		}
		n, k := g.unsavedChances()
		unsaved = unsaved.Add(prob.Binomial(g.N, n.Add(n, k)))
	}
	total := a.Models*a.W - a.Wounded
	if a.W == 1 || ((a.Multi == 0 || a.Multi == 1) && !a.Double && kb.Sign() == 0) {
		// each unsaved wound is one wound
		return capDist(unsaved, total)
	}
	// Each unsaved wound hits the current model: min(m, left) counts, a
	// Killing Blow all it has left. Track (wounds inflicted, wounds the
	// current model has left) through k unsaved wounds, then mix by the
	// count of unsaved wounds.
	m := a.perWound(normal, kb)
	cur := map[key]*big.Rat{{0, a.W - a.Wounded}: big.NewRat(1, 1)}
	out := make([]*big.Rat, total+1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	for k := 0; k <= unsaved.Max(); k++ {
		pk := unsaved.P(k)
		for _, kv := range sortedStates(cur) {
			out[kv.done].Add(out[kv.done], new(big.Rat).Mul(pk, cur[kv]))
		}
		next := map[key]*big.Rat{}
		for _, kv := range sortedStates(cur) {
			pr := cur[kv]
			if kv.done >= total {
				addTo(next, kv, pr)
				continue
			}
			for v, pv := range m {
				if pv.Sign() == 0 {
					continue
				}
				take := min(v, kv.left)
				nk := key{kv.done + take, kv.left - take}
				if nk.left == 0 {
					nk.left = a.W
				}
				addTo(next, nk, new(big.Rat).Mul(pr, pv))
			}
		}
		cur = next
	}
	return ratsDist(out)
}

// perWound is the distribution of what one unsaved wound deals, given
// that it is one: index v the wounds (v = W for a Killing Blow, which
// takes whatever the model has left).
func (a attack) perWound(normal, kb *big.Rat) []*big.Rat {
	any := new(big.Rat).Add(normal, kb)
	md := a.multiDist()
	out := make([]*big.Rat, max(md.Max(), a.W)+1)
	for i := range out {
		out[i] = new(big.Rat)
	}
	if any.Sign() == 0 {
		return out
	}
	pn := new(big.Rat).Quo(normal, any)
	for v := 1; v <= md.Max(); v++ {
		out[v].Add(out[v], new(big.Rat).Mul(pn, md.P(v)))
	}
	out[a.W].Add(out[a.W], new(big.Rat).Quo(kb, any))
	return out
}

// key is a state of the multiple-wounds count: wounds inflicted so far,
// and what the current model has left.
type key struct{ done, left int }

// sortedStates lists the states in a fixed order (never map order).
func sortedStates(m map[key]*big.Rat) []key {
	out := make([]key, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b key) int {
		if a.done != b.done {
			return a.done - b.done
		}
		return a.left - b.left
	})
	return out
}

func addTo[K comparable](m map[K]*big.Rat, k K, p *big.Rat) {
	if v, ok := m[k]; ok {
		v.Add(v, p)
		return
	}
	m[k] = new(big.Rat).Set(p)
}

// capDist folds every value above c into c.
func capDist(d prob.Dist, c int) prob.Dist {
	if d.Max() <= c {
		return d
	}
	w := make([]*big.Int, c+1)
	for i := range w {
		w[i] = new(big.Int).Set(d.W[i])
	}
	for i := c + 1; i <= d.Max(); i++ {
		w[c].Add(w[c], d.W[i])
	}
	return prob.Dist{W: w, Den: d.Den}
}

// ratsDist turns exact probabilities into a Dist over their common
// denominator.
func ratsDist(ps []*big.Rat) prob.Dist {
	den := big.NewInt(1)
	for _, p := range ps {
		g := new(big.Int).GCD(nil, nil, den, p.Denom())
		den.Mul(den, new(big.Int).Quo(p.Denom(), g))
	}
	w := make([]*big.Int, len(ps))
	for i, p := range ps {
		w[i] = new(big.Int).Mul(p.Num(), new(big.Int).Quo(den, p.Denom()))
	}
	return prob.Dist{W: w, Den: den}
}

// resolved is what an attack did: its dice, stage by stage, and the
// wounds and models it took.
type resolved struct {
	Events    []engine.Event
	Inflicted int   // wounds inflicted (§7.6)
	Slain     int   // models removed
	Dealt     int   // unsaved wounds dealt, those past the models' counted too (overkill, §7.6)
	Spilled   int   // hits Look Out Sir! passed to another unit (§10.2)
	CharHits  []int // hits each character of the unit takes (Share)
}

// roll makes the attack's rolls from the State's dice in a fixed order:
// every to-hit die, the second dice of 7+ and the re-rolls, to wound,
// armour saves, ward saves, multiple wounds; then removes the casualties
// from target's rear rank (§6.8). Each stage is one Rolled event with
// its dice and the face they needed.
func (a attack) roll(s *engine.State, target *engine.Piece, rl string) resolved {
	var out resolved
	stage := func(n, need int, purpose, text string) []dice.Die {
		if n == 0 {
			return nil
		}
		ds := s.Dice.RollN(nil, n, 6, purpose)
		ok := 0
		for _, d := range ds {
			if engine.Succeeds(d.Face, need) {
				ok++
			}
		}
		out.Events = append(out.Events, engine.Event{Kind: engine.Rolled, Piece: target.ID, Rule: rl, Dice: ds, Need: need, Value: ok,
			Text: fmt.Sprintf("%s: %d of %d on %d+.", text, ok, n, need)})
		return ds
	}
	if a.Hit == 0 && !a.Auto {
		return out
	}
	if a.Random > 0 {
		ds := s.Dice.RollN(nil, a.Random, 6, "random attacks")
		n := 0
		for _, d := range ds {
			n += dieFace(d.Face, a.RandomDie)
		}
		a.N += n
		out.Events = append(out.Events, engine.Event{Kind: engine.Rolled, Piece: target.ID, Rule: rule("9.1"), Dice: ds, Value: n,
			Text: fmt.Sprintf("Random %s: %d.", a.What, n)})
	}
	hits, autoWounds := 0, 0
	for i, g := range a.groups() {
		label := "To hit"
		if i > 0 {
			label = "To hit (" + a.More[i-1].Why + ")"
		}
		h, sixes := g.rollHits(stage, label)
		if g.Poison && g.Hit2 == 0 {
			autoWounds, h = autoWounds+sixes, h-sixes
		}
		hits += h
	}
	if all := hits + autoWounds; a.LookOut != 0 && all > 0 { // §10.2: each hit may go to the unit nearby
		out.Spilled = len(keepHits(stage(all, a.LookOut, "Look Out Sir!", "Look Out Sir!"), a.LookOut))
		autoWounds = min(autoWounds, all-out.Spilled)
		hits = all - out.Spilled - autoWounds
	}
	if a.Share.Chars > 0 { // §10.2: the characters' share, before any wound is rolled
		out.CharHits = a.Share.charHits(hits + autoWounds)
		taken := 0
		for _, n := range out.CharHits {
			taken += n
		}
		fromHits := min(hits, taken)
		hits, autoWounds = hits-fromHits, autoWounds-(taken-fromHits)
	}
	var wd []dice.Die
	if a.Wound == 0 {
		wd = make([]dice.Die, hits) // wounds without a roll
	} else {
		wd = keepHits(stage(hits, a.Wound, "to wound", "To wound"), a.Wound)
	}
	kills := 0
	if a.KB {
		for _, d := range wd {
			if d.Face == 6 {
				kills++
			}
		}
	}
	wounds := autoWounds + len(wd) - kills
	unsaved := wounds
	if a.Armour != 0 {
		unsaved -= len(keepHits(stage(wounds, a.Armour, "armour save", "Armour saves"), a.Armour))
	}
	if a.Ward != 0 {
		unsaved -= len(keepHits(stage(unsaved, a.Ward, a.WardName, rolls(a.WardName)), a.Ward))
		kills -= len(keepHits(stage(kills, a.Ward, a.WardName, rolls(a.WardName)+" against Killing Blows"), a.Ward))
	}
	for range kills { // §7.5: slain outright, whatever its Wounds
		took, slain := inflict(target, max(1, stat(target, "W")))
		out.Dealt += took
		out.Inflicted += took
		out.Slain += slain
	}
	if kills > 0 {
		out.Events = append(out.Events, engine.Event{Kind: engine.StatusChanged, Piece: target.ID, Rule: rule("7.5"),
			Text: fmt.Sprintf("Killing Blow: %s slain outright.", count(kills, "model"))})
	}
	for range unsaved {
		m := 1
		switch {
		case a.Multi == 2:
			m = 2
		case a.Multi < 0:
			d := s.Dice.Roll(6, "multiple wounds")
			m = d.Face
			if a.Multi == -3 {
				m = (d.Face + 1) / 2 // a D3 is a D6 halved, rounded up (§0)
			}
			out.Events = append(out.Events, engine.Event{Kind: engine.Rolled, Piece: target.ID, Rule: rule("6.7"), Dice: []dice.Die{d}, Value: m,
				Text: fmt.Sprintf("Multiple wounds: %d.", m)})
		}
		if a.Double {
			m *= 2
		}
		took, slain := inflict(target, m)
		out.Dealt += m
		out.Inflicted += took
		out.Slain += slain
	}
	return out
}

// rollHits makes one group's to-hit rolls through stage (the first
// dice, the re-rolls, the second dice of 7+): the hits, and how many of
// them were natural 6s (for Poisoned Attacks).
func (a attack) rollHits(stage func(n, need int, purpose, text string) []dice.Die, label string) (hits, sixes int) {
	if a.Auto {
		return a.N, 0
	}
	if a.Hit == 0 {
		return 0, 0
	}
	first := stage(a.N, a.Hit, "to hit", label)
	missed := len(first) - len(keepHits(first, a.Hit))
	if a.Reroll && missed > 0 {
		again := stage(missed, a.Hit, "to hit, re-rolled", "Re-rolled misses")
		first = append(keepHits(first, a.Hit), again...)
	} else {
		first = keepHits(first, a.Hit)
	}
	if a.Hit2 != 0 {
		second := stage(len(keepHits(first, a.Hit)), a.Hit2, "to hit, after a 6", "After a 6")
		return len(keepHits(second, a.Hit2)), 0
	}
	for _, d := range keepHits(first, a.Hit) {
		hits++
		if d.Face == 6 {
			sixes++
		}
	}
	return hits, sixes
}

// shotGroup is a share of an attack's shots that needs another to-hit
// roll: the models whose own line to the target has other cover (§6.3).
type shotGroup struct {
	N, Hit, Hit2 int
	Why          string
}

// groups are the attack's shares, each as an attack of its own: the
// first the attack's own N, Hit and Hit2, then its More.
func (a attack) groups() []attack {
	first := a
	first.More = nil
	out := []attack{first}
	for _, m := range a.More {
		g := first
		g.N, g.Hit, g.Hit2 = m.N, m.Hit, m.Hit2
		out = append(out, g)
	}
	return out
}

// dieDist is a D6 or, for 3, a D3 (§0).
func dieDist(sides int) prob.Dist {
	if sides == 3 {
		return prob.FromWeights(0, 1, 1, 1)
	}
	return prob.FromWeights(0, 1, 1, 1, 1, 1, 1)
}

// dieFace reads a D6's face as a die of the sides: a D3 is a D6 halved,
// rounded up (§0).
func dieFace(face, sides int) int {
	if sides == 3 {
		return (face + 1) / 2
	}
	return face
}

// keepHits are the dice that made need.
func keepHits(ds []dice.Die, need int) []dice.Die {
	var out []dice.Die
	for _, d := range ds {
		if engine.Succeeds(d.Face, need) {
			out = append(out, d)
		}
	}
	return out
}

// rolls names a stage of saves: "Ward saves", "Regeneration rolls".
func rolls(save string) string {
	switch save {
	case "regeneration":
		return "Regeneration rolls"
	case "ward save":
		return "Ward saves"
	case "parry":
		return "Parry saves"
	}
	return "Ward saves (Magic Resistance)"
}

// inflict deals m wounds of one unsaved wound to the unit's current
// model: wounds past what it has left are lost (§6.7); a model with none
// left is removed from the rear rank (§6.8). It returns the wounds that
// counted and the models removed.
func inflict(p *engine.Piece, m int) (took, slain int) {
	if p.Formation.Models == 0 {
		return 0, 0
	}
	w := max(1, stat(p, "W"))
	left := w - p.Counter("wounded")
	took = min(m, left)
	if took == left {
		p.SetCounter("wounded", 0)
		slain = removeModels(p, 1)
	} else {
		p.SetCounter("wounded", p.Counter("wounded")+took)
	}
	return took, slain
}

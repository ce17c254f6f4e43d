package kow

import (
	"fmt"
	"math"

	"warbench/game/ai"
	"warbench/game/engine"
	"warbench/game/geom"
)

// The computer opponent's judgement of a Kings of War position (game/ai
// searches; this says what a position is worth). It reads only the State
// it is given, which the search makes blind: no dice to come.

func init() {
	ai.Register(ai.System{Evaluator: evaluator{New(KoW2)}, Naive: func() ai.Player { return &naive{} }}, KoW2.ID)
	ai.Register(ai.System{Evaluator: evaluator{New(KoW2Original)}, Naive: func() ai.Player { return &naive{} }}, KoW2Original.ID)
}

// The weights of the parts of a position's worth, in points of army.
const (
	threatWeight   = 0.6  // what the enemy can do next turn: it may not
	chanceWeight   = 0.15 // what we can do the turn after: the enemy moves first
	approachPerIn  = 1.0  // per inch nearer to what a unit should head for
	objectiveWorth = 150  // one objective or loot counter, in points
)

// evaluator is the Kings of War ai.Evaluator.
type evaluator struct{ r *Ruleset }

// Value sums, for player me: the army on the table (each unit its points,
// less for damage), the expected outcome of the combats charged this turn
// and not yet fought (exact odds of damage and nerve), what the enemy can
// charge next turn (the worst charge on each unit, by its arc), what our
// units could charge after that, the scenario's objectives, and a little
// for closing on what each unit should head for.
func (e evaluator) Value(s *engine.State, me engine.PlayerID, how ai.How) ai.Value {
	r := e.r
	opp := engine.Opponent(me)
	var v ai.Value
	add := func(name string, x float64, note string) {
		v.Total += x
		v.Terms = append(v.Terms, ai.Term{Name: name, V: x, Note: note})
	}
	// The army on the table.
	army := 0.0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		w := worth(p, p.Counter("damage"))
		if p.Owner == me {
			army += w
		} else if p.Owner == opp {
			army -= w
		}
	}
	add("army", army, "")
	// Combats charged and not yet fought, by target.
	pending := map[engine.PieceID]float64{} // target → chance it routs; looked up only
	melee, best, bestNote := 0.0, 0.0, ""
	for _, c := range pendingCombats(s) {
		t := s.Piece(c.Target)
		loss, rout := r.expectedLoss(s, t, r.meleeAttacks(s, c), brutal(s, c.Attackers))
		pending[c.Target] = rout
		sign := 1.0
		if t.Owner == me {
			sign = -1
		}
		melee += sign * loss
		if how.Explain && loss > best {
			best, bestNote = loss, fmt.Sprintf("%.0f%% to rout %s", 100*rout, t.Name)
		}
	}
	add("melee", melee, bestNote)
	if how.Threats {
		th, note := r.threats(s, opp, me, pending, how.Explain)
		add("threat", -threatWeight*th, note)
		ch, note := r.threats(s, me, opp, pending, how.Explain)
		add("chances", chanceWeight*ch, note)
	}
	add("objectives", objectives(s, me)-objectives(s, opp), "")
	add("approach", approach(s, me), "")
	return v
}

// worth is what a unit is worth with dmg damage on it: its points, less
// the share of its Rout value the damage has used up, halved (a damaged
// unit still fights); at least 10 points.
func worth(p *engine.Piece, dmg int) float64 {
	pts := float64(max(p.Points, 10))
	rout, _ := p.Stat("rout")
	if rout <= 0 {
		return pts
	}
	return pts * (1 - 0.5*min(1, float64(dmg)/float64(rout)))
}

// pendingCombats are the combats charged this turn and not yet fought,
// in any phase of the turn (Combats lists them only in the melee phase).
func pendingCombats(s *engine.State) []Combat {
	var out []Combat
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != s.Active {
			continue
		}
		tid, ok := chargedThisTurn(s, p)
		if !ok || s.Piece(tid) == nil {
			continue
		}
		j := -1
		for k := range out {
			if out[k].Target == tid {
				j = k
			}
		}
		if j < 0 {
			out = append(out, Combat{Target: tid})
			j = len(out) - 1
		}
		out[j].Attackers = append(out[j].Attackers, p.ID)
	}
	return out
}

// expectedLoss is what attacks as cost the target's side on average, and
// the chance they rout it: the damage (binomial per attack, from the
// same hit and damage needs the rolls use) and the nerve test after it
// (nerveOutcome, with Inspiring's re-roll).
func (r *Ruleset) expectedLoss(s *engine.State, t *engine.Piece, as []attack, brutal bool) (loss, rout float64) {
	dist := []float64{1}
	for _, a := range as {
		dist = convolve(dist, attackDist(a))
	}
	now := worth(t, t.Counter("damage"))
	for v, pv := range dist {
		if pv < 1e-9 {
			continue
		}
		pr := 0.0
		if v > 0 {
			pr = routChance(r.nerveOf(s, t, v, brutal))
		}
		rout += pv * pr
		loss += pv * (pr*now + (1-pr)*(now-worth(t, t.Counter("damage")+v)))
	}
	return loss, rout
}

// dieChance is one die's chance against need, with natural 1s re-rolled
// when reroll1, by the faces the rolls use (hitFace, rerollFace).
func dieChance(need int, reroll1 bool) float64 {
	ok := 0
	for f := 1; f <= 6; f++ {
		if rerollFace(f, reroll1) {
			for g := 1; g <= 6; g++ {
				if hitFace(g, need) {
					ok++
				}
			}
		} else if hitFace(f, need) {
			ok += 6
		}
	}
	return float64(ok) / 36
}

// attackDist is the damage distribution of one attack, each die a
// binomial trial to hit then to damage; a Blast's hits are counted at
// their mean.
func attackDist(a attack) []float64 {
	if a.Damage == cannotDamage || a.Dice <= 0 {
		return []float64{1}
	}
	n := a.Dice
	if !a.Blast.none() {
		mean := float64(a.Blast.plus)
		for f := 1; f <= 6; f++ {
			mean += float64(blastFace(a.Blast, f)) / 6 * float64(a.Blast.n)
		}
		n = int(math.Round(float64(n) * mean))
	}
	p := dieChance(a.Hit, a.Elite) * dieChance(a.Damage, a.Vicious)
	d := make([]float64, n+1)
	d[0] = 1
	for range n {
		for k := n; k >= 1; k-- {
			d[k] = d[k]*(1-p) + d[k-1]*p
		}
		d[0] *= 1 - p
	}
	return d
}

// convolve is the distribution of the sum of two independent counts.
func convolve(a, b []float64) []float64 {
	out := make([]float64, len(a)+len(b)-1)
	for i, x := range a {
		for j, y := range b {
			out[i+j] += x * y
		}
	}
	return out
}

// routChance is a nerve test's chance to rout (nerveOdds, as a fraction).
func routChance(nt nerveTarget) float64 {
	w := nerveOdds(nt)
	return float64(w[Routed]) / (36 * 36)
}

// threats is what side by could do with charges next turn to side on:
// for each unit of on, the worst loss one enemy in charge reach (twice
// its speed, seeing it in its front arc) could inflict by the arc it
// would strike, each enemy counted less by the chance a pending combat
// routs it first. It returns the sum and, with explain, the worst.
func (r *Ruleset) threats(s *engine.State, by, on engine.PlayerID, pending map[engine.PieceID]float64, explain bool) (float64, string) {
	total, worst := 0.0, 0.0
	note := ""
	style := r.ArcStyle()
	for i := range s.Pieces {
		u := &s.Pieces[i]
		if u.Owner != on {
			continue
		}
		uRect, uShape := u.Rect(), u.Shape()
		top, who := 0.0, ""
		for j := range s.Pieces {
			e := &s.Pieces[j]
			if e.Owner != by || e.Type == "WE" {
				continue
			}
			reach := 2*speed(e) + Inch
			if e.Pose.Pos.Dist(u.Pose.Pos) > reach+e.Footprint.W+e.Footprint.D+uRect.W+uRect.D {
				continue
			}
			if geom.Distance(e.Shape(), uShape) > reach || geom.ArcOf(e.Rect(), style, u.Pose.Pos) != geom.ArcFront {
				continue
			}
			arc := geom.ArcOf(uRect, style, e.Pose.Pos)
			loss, _ := r.expectedLoss(s, u, []attack{r.meleeAttack(e, u, arc, false)}, e.HasRule("Brutal"))
			if pr, ok := pending[e.ID]; ok {
				loss *= 1 - pr
			}
			if loss > top {
				top = loss
				if explain {
					who = fmt.Sprintf("%s could charge %s in the %s", e.Name, u.Name, arcWord(arc))
				}
			}
		}
		total += top
		if top > worst {
			worst, note = top, who
		}
	}
	return total, note
}

// arcWord names an arc for the battle log.
func arcWord(a geom.Arc) string {
	switch a {
	case geom.ArcFront:
		return "front"
	case geom.ArcRear:
		return "rear"
	}
	return "flank"
}

// objectives is what side pl holds of the scenario's objectives, in
// points: the units in the enemy half or the centre (Invade!, Dominate!),
// objectives controlled and loot held (the others).
func objectives(s *engine.State, pl engine.PlayerID) float64 {
	switch v := victory(s); v {
	case Invade, Dominate:
		pts := 0.0
		for i := range s.Pieces {
			p := &s.Pieces[i]
			if p.Owner != pl {
				continue
			}
			if (v == Invade && inEnemyHalf(s, p)) || (v == Dominate && farthest(p, s.Table.Center()) <= 12*Inch+Tolerance) {
				pts += float64(p.Points)
			}
		}
		return 0.5 * pts
	case Pillage, KillAndPillage:
		return objectiveWorth * float64(len(controlledBy(s, pl)))
	case Loot:
		held, _ := lootHeld(s, pl)
		return objectiveWorth * float64(held)
	}
	return 0
}

// approach rewards player me's units for closing on what they should
// head for: the nearest enemy, or in a scenario of objectives the nearest
// objective or loot not yet ours, or the enemy half or the centre. It is
// a tie-breaker against standing still, small beside any fight.
func approach(s *engine.State, me engine.PlayerID) float64 {
	v := victory(s)
	total := 0.0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != me {
			continue
		}
		best := math.Inf(1)
		for j := range s.Pieces {
			if e := &s.Pieces[j]; e.Owner != me && e.Owner != 0 {
				best = min(best, e.Pose.Pos.Dist(p.Pose.Pos))
			}
		}
		switch v {
		case Pillage, KillAndPillage, Loot:
			for _, m := range s.Markers {
				if m.Owner != me {
					best = min(best, m.Pose.Pos.Dist(p.Pose.Pos))
				}
			}
		case Dominate:
			best = min(best, s.Table.Center().Dist(p.Pose.Pos))
		case Invade:
			half := s.Table.Depth / 2
			if me == 1 {
				best = min(best, math.Max(0, half-p.Pose.Pos.Y+p.Footprint.D))
			} else {
				best = min(best, math.Max(0, p.Pose.Pos.Y-half+p.Footprint.D))
			}
		}
		if !math.IsInf(best, 1) {
			total -= approachPerIn * best / Inch
		}
	}
	return total
}

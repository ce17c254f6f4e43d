package kow

import (
	"cmp"
	"fmt"
	"math"
	"slices"

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
	ai.Register(ai.System{Evaluator: evaluator{New(KoWBeta)}, Naive: func() ai.Player { return &naive{} }}, KoWBeta.ID)
}

// The weights of the parts of a position's worth, in points of army.
const (
	threatWeight   = 0.15 // what the enemy can do next turn: it may not (measured against 0.05, 0.3, 0.45, 0.6, 0.8 by self-play)
	chanceWeight   = 0.15 // what we can do the turn after: the enemy moves first
	approachPerIn  = 1.0  // per inch nearer to what a unit should head for
	objectiveWorth = 150  // one loot counter held, in points
	pillageWorth   = 400  // one objective in Pillage!, where they alone decide
	reachPerIn     = 4.0  // per inch our nearest unit is nearer an objective or loot not ours
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
	pMine, pTheirs := turnsLeft(s, me)
	var v ai.Value
	add := func(name string, x float64, note string) {
		v.Total += x
		v.Terms = append(v.Terms, ai.Term{Name: name, V: x, Note: note})
	}
	// The army on the table.
	army := 0.0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner == me {
			army += worthIf(p, p.Counter("damage"), pTheirs)
		} else if p.Owner == opp {
			army -= worthIf(p, p.Counter("damage"), pMine)
		}
	}
	add("army", army, "")
	// Combats charged and not yet fought, by target.
	pending := map[engine.PieceID]float64{} // target → chance it routs; looked up only
	stake := stakes(s)
	melee, best, bestNote := 0.0, 0.0, ""
	for _, c := range pendingCombats(s) {
		t := s.Piece(c.Target)
		later := pMine
		if t.Owner == me {
			later = pTheirs
		}
		as := r.meleeAttacks(s, c)
		loss, rout, stop := expectedLossNT(t, as, r.nerveFor(s, t, as, 0, brutal(s, c.Attackers)), later)
		loss += rout * stakeOf(s, stake, t) // a routed carrier drops its loot, a lone holder its objective
		pending[c.Target] = stop
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
		us, ask := unitsNow(s, stake), r.newReachAsk(s)
		if pTheirs > 0 {
			th, note := r.threats(s, ask, us, opp, me, pending, pTheirs, how.Explain)
			add("threat", -threatWeight*pTheirs*th, note)
		}
		if pMine > 0 {
			ch, note := r.threats(s, ask, us, me, opp, pending, pMine, how.Explain)
			add("chances", chanceWeight*pMine*ch, note)
		}
	}
	// The scenario scores the objectives at the end: when the enemy has
	// no turn left to take them back, what we hold now is what counts.
	add("objectives", (2-pTheirs)*(objectives(s, me)-objectives(s, opp)), "")
	add("approach", approach(r, s, me), "")
	add("reach", reachObjectives(s, me), "")
	return v
}

// worth is what a unit is worth with dmg damage on it: its points, less
// the share of its Rout value the damage has used up, halved (a damaged
// unit still fights); at least 10 points.
func worth(p *engine.Piece, dmg int) float64 { return worthIf(p, dmg, 1) }

// worthIf is worth when the enemy attacks the unit again only with
// chance later: damage costs in proportion (a unit routs, and is lost,
// only when attacked again; on the last turn only a rout counts).
func worthIf(p *engine.Piece, dmg int, later float64) float64 {
	pts := float64(max(p.Points, 10))
	rout := routValue(p)
	if rout <= 0 {
		return pts
	}
	return pts * (1 - 0.5*later*min(1, float64(dmg)/float64(rout)))
}

// turnsLeft is the chance that player me has another turn after this one
// (or after the enemy's, when the enemy is active), and the chance the
// enemy has another turn after this position (now, when it is active):
// kow2 §11.6, the game ends after the last turn, or on a D6 of 1-3 one
// turn later.
func turnsLeft(s *engine.State, me engine.PlayerID) (mine, theirs float64) {
	if s.Over {
		return 0, 0
	}
	more := func(turn int) float64 {
		switch {
		case turn <= s.Turns:
			return 1
		case turn == s.Turns+1 && !s.EndRoll:
			return 0.5
		}
		return 0
	}
	first := s.First == me
	if s.Active == me {
		mine, theirs = more(s.Turn+1), more(s.Turn+1)
		if first {
			theirs = 1
		}
		return mine, theirs
	}
	if first {
		return more(s.Turn + 1), 1
	}
	return 1, 1
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

// threats is what side by could do with charges next turn to side on:
// for each unit of on, the worst loss one enemy that could charge it
// (couldCharge: the rules' own charge, as if it were that enemy's turn)
// would inflict by the side it would strike, each enemy counted less by
// the chance a pending combat routs it first (topThreat). It returns the
// sum and, with explain, the worst.
func (r *Ruleset) threats(s *engine.State, ask *reachAsk, us []unitNow, by, on engine.PlayerID, pending map[engine.PieceID]float64, later float64, explain bool) (float64, string) {
	total, worst := 0.0, 0.0
	note := ""
	var nears []int
	for i := range s.Pieces {
		u := &s.Pieces[i]
		if u.Owner != on {
			continue
		}
		ui := &us[i]
		nears = nears[:0]
		for j := range s.Pieces {
			e, ei := &s.Pieces[j], &us[j]
			if e.Owner != by || !ei.charges {
				continue
			}
			if e.Pose.Pos.Dist(u.Pose.Pos) > ei.reach+ui.half+ei.half {
				continue
			}
			if geom.Distance(ei.shapeOf(e), ui.shapeOf(u)) > ei.reach {
				continue
			}
			if !r.allRound(e) && !counterable(s, e, u) && !geom.ShapeInArc(ei.rect, geom.ArcCorner45, geom.ArcFront, ui.polyOf()) {
				continue // §4.7.1: not even partly in its front arc
			}
			nears = append(nears, j)
		}
		if len(nears) == 0 {
			continue
		}
		top, who := r.topThreat(s, ask, us, i, nears, pending, later, explain)
		total += top
		if top > worst {
			worst, note = top, who
		}
	}
	return total, note
}

// threatVal is a unit's worst threat, and who would make it.
type threatVal struct {
	top float64
	who string
}

var threatMemo = ai.Memo[reachKey, threatVal]{Max: lossMemoMax}

// topThreat is the worst loss one of the enemies nears (indexes in
// s.Pieces) could inflict on unit i with a charge, and who, remembered by
// all it reads: both sides whole, the unit's nerve, each enemy's chance
// of being routed first, and every piece near enough to stand in a way or
// lend an aura. The enemies are asked the worst first, by the side each
// faces (the charge's own side may differ a little), and no further once
// none left could do worse.
func (r *Ruleset) topThreat(s *engine.State, ask *reachAsk, us []unitNow, i int, nears []int, pending map[engine.PieceID]float64, later float64, explain bool) (float64, string) {
	u, ui := &s.Pieces[i], &us[i]
	nt0 := r.nerveOf(s, u, 0, false)
	h := ask.base
	h.Mix(ask.whole[i])
	h.Float(later)
	h.Float(ui.stake)
	h.Add(uint64(nt0.Damage))
	h.Add(uint64(nt0.Mods))
	h.Add(uint64(nt0.Waver))
	h.Add(uint64(nt0.Rout))
	h.Add(uint64(nt0.Ne))
	for _, b := range []bool{nt0.Brutal, nt0.Courage, nt0.Fearless, nt0.Inspired, nt0.Standard, nt0.Musician, nt0.NoDoubleSix, explain} {
		if b {
			h.Add(1)
		} else {
			h.Add(2)
		}
	}
	box := ask.boxes[i]
	for _, j := range nears {
		h.Mix(ask.whole[j])
		h.Float(pending[s.Pieces[j].ID])
		if counterable(s, &s.Pieces[j], u) {
			h.Add(3)
		}
		b := ask.boxes[j]
		box = geom.Box{Min: geom.V(min(box.Min.X, b.Min.X), min(box.Min.Y, b.Min.Y)), Max: geom.V(max(box.Max.X, b.Max.X), max(box.Max.Y, b.Max.Y))}
	}
	pad := 6 * Inch // an aura's reach, and what couldChargeMemo reads
	for _, j := range nears {
		pad = max(pad, reachPad(&s.Pieces[j]))
	}
	for k := range s.Pieces {
		b := ask.boxes[k]
		if k == i || b.Max.X < box.Min.X-pad || b.Min.X > box.Max.X+pad || b.Max.Y < box.Min.Y-pad || b.Min.Y > box.Max.Y+pad {
			continue
		}
		h.Add(uint64(k))
		h.Mix(ask.placed[k])
	}
	v := threatMemo.Get(reachKey(h), func() threatVal {
		return r.topThreatNow(s, ask, us, i, nears, nt0, pending, later, explain)
	})
	return v.top, v.who
}

// topThreatNow is topThreat, worked out.
func (r *Ruleset) topThreatNow(s *engine.State, ask *reachAsk, us []unitNow, i int, nears []int, nt0 nerveTarget, pending map[engine.PieceID]float64, later float64, explain bool) threatVal {
	u, ui := &s.Pieces[i], &us[i]
	lossBy := func(e *engine.Piece, ei *unitNow, arc geom.Arc, hindered bool) float64 {
		nt := nt0
		if ei.brutal {
			nt.Mods = 1
		}
		loss, rout := memoLoss(u, []attack{r.meleeAttack(s, e, u, arc, hindered)}, nt, later)
		loss += rout * ui.stake
		if pr, ok := pending[e.ID]; ok {
			loss *= 1 - pr
		}
		return loss
	}
	type near struct {
		j     int
		arc   geom.Arc
		guess float64
	}
	guesses := make([]near, 0, len(nears))
	style := r.ArcStyle()
	for _, j := range nears {
		arc := geom.ArcOf(ui.rect, style, s.Pieces[j].Pose.Pos)
		guesses = append(guesses, near{j, arc, lossBy(&s.Pieces[j], &us[j], arc, false)})
	}
	slices.SortStableFunc(guesses, func(a, b near) int { return cmp.Compare(b.guess, a.guess) })
	var v threatVal
	for _, n := range guesses {
		if n.guess <= v.top {
			break
		}
		e, ei := &s.Pieces[n.j], &us[n.j]
		ok, arc, hindered := r.couldChargeMemo(s, ask, n.j, i)
		if !ok {
			continue
		}
		if loss := lossBy(e, ei, arc, hindered); loss > v.top {
			v.top = loss
			if explain {
				v.who = fmt.Sprintf("%s could charge %s in the %s", e.Name, u.Name, arcWord(arc))
			}
		}
	}
	return v
}

// unitNow is what threats needs of each piece, worked out once a
// position: its rectangle and half its diagonal, its charge reach (twice
// its speed and 1"), whether it may charge next turn at all (a War
// Engine never does, a Wavered unit not in its next turn: §4.11, §7.3),
// Brutal, and its stake in the scenario (stakes).
type unitNow struct {
	rect        geom.Rect
	half, reach float64
	charges     bool
	brutal      bool
	stake       float64
	shape       geom.Shape // its footprint, made when first needed (shapeOf)
	poly        geom.Poly  // its rectangle's corners, the same (polyOf)
}

// polyOf is the corners of p's rectangle, made once a position.
func (u *unitNow) polyOf() geom.Poly {
	if u.poly == nil {
		u.poly = u.rect.Poly()
	}
	return u.poly
}

// shapeOf is p's footprint (p.Shape), made once a position.
func (u *unitNow) shapeOf(p *engine.Piece) geom.Shape {
	if u.shape == nil {
		u.shape = p.Shape()
	}
	return u.shape
}

// unitsNow is unitNow for each piece of s, in the order of s.Pieces.
func unitsNow(s *engine.State, stake []float64) []unitNow {
	out := make([]unitNow, len(s.Pieces))
	for i := range s.Pieces {
		p := &s.Pieces[i]
		r := p.Rect()
		out[i] = unitNow{rect: r, half: math.Hypot(r.W, r.D) / 2, reach: 2*speed(p) + Inch,
			charges: p.Type != "WE" && p.Counter("wavered") == 0, brutal: p.HasRule("Brutal"), stake: stake[i]}
	}
	return out
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
// points: the units in the enemy half or the centre at half their points
// (Invade!, Dominate!), 400 an objective controlled (Pillage!, where they
// alone decide), the margin an objective is worth (Kill & Pillage!), 150
// a loot counter held (Loot!).
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
	case Pillage:
		return pillageWorth * float64(len(controlledBy(s, pl)))
	case KillAndPillage:
		return float64(AgreedSize(s)/10) * float64(len(controlledBy(s, pl)))
	case Loot:
		held, _ := lootHeld(s, pl)
		return objectiveWorth * float64(held)
	}
	return 0
}

// approach rewards player me's units for closing on what they should
// head for: the nearest enemy, or in a scenario of objectives the nearest
// objective or loot not yet ours, or the enemy half or the centre. The
// way is measured on the ground, round buildings and impassable terrain
// (ai.Ground), but for a unit that flies or is shut in (as the crow
// flies). It is a tie-breaker against
// standing still, small beside any fight.
func approach(r *Ruleset, s *engine.State, me engine.PlayerID) float64 {
	v := victory(s)
	var aims []geom.Vec
	for j := range s.Pieces {
		if e := &s.Pieces[j]; e.Owner != me && e.Owner != 0 {
			aims = append(aims, e.Pose.Pos)
		}
	}
	switch v {
	case Pillage, KillAndPillage, Loot:
		for _, m := range s.Markers {
			if m.Owner != me {
				aims = append(aims, m.Pose.Pos)
			}
		}
	case Dominate:
		aims = append(aims, s.Table.Center())
	}
	var ground *ai.Ground
	total := 0.0
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.Owner != me {
			continue
		}
		best := math.Inf(1)
		if !p.HasRule("Fly") && len(aims) > 0 {
			if ground == nil {
				ground = ai.GroundTo(r, s, aims)
			}
			best = ground.At(p.Pose.Pos)
		}
		if math.IsInf(best, 1) { // it flies, or no way on the ground leads out
			for _, a := range aims {
				best = min(best, a.Dist(p.Pose.Pos))
			}
		}
		if v == Invade {
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

// reachObjectives draws, in a scenario of objectives or loot, our nearest
// unit that may hold it (not an Individual) towards each marker not ours:
// 4 points an inch of the distance still to go before it is in reach.
func reachObjectives(s *engine.State, me engine.PlayerID) float64 {
	switch victory(s) {
	case Pillage, KillAndPillage, Loot:
	default:
		return 0
	}
	total := 0.0
	for i := range s.Markers {
		m := &s.Markers[i]
		if m.Owner == me {
			continue
		}
		c := disc(m)
		best := math.Inf(1)
		for j := range s.Pieces {
			p := &s.Pieces[j]
			if p.Owner == me && !p.HasRule("Individual") {
				best = min(best, geom.Distance(p.Shape(), c))
			}
		}
		if !math.IsInf(best, 1) {
			total -= reachPerIn * math.Max(0, best-controlRange) / Inch
		}
	}
	return total
}

// carried is how many loot counters the piece carries in a game of
// Loot! (kow2 §11.3: a routed carrier drops them).
func carried(s *engine.State, id engine.PieceID) int {
	if victory(s) != Loot {
		return 0
	}
	n := 0
	for i := range s.Markers {
		if m := &s.Markers[i]; m.Kind == LootKind && m.Counter(carrierCounter) == int(id) {
			n++
		}
	}
	return n
}

package whfb8

import (
	"fmt"
	"math/big"
	"slices"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/prob"
	"warbench/game/table"
)

// The cannon (§6.9): a point nominated on the line to the target, the
// artillery die for where the ball lands beyond it, a second for the
// bounce, every model under the line from landing to bounce's end hit,
// at most one a rank, S10 with Multiple Wounds (D6).

// cannonS is a cannonball's Strength (§6.9).
const cannonS = 10

// aimCannon nominates the point: where the line from the muzzle to the
// target's centre enters the target, short inches nearer; within range,
// and no roll may carry the ball onto a friend or an engaged enemy.
func (r *Ruleset) aimCannon(s *engine.State, m, t *engine.Piece, sh shot, short int) (shot, *engine.Illegal) {
	line := geom.Seg{A: sh.Muzzle, B: t.Pose.Pos}
	t0, _, ok := geom.SegClipPoly(line, t.Rect().Poly())
	if !ok {
		t0 = 1
	}
	entry := line.A.Lerp(line.B, t0)
	sh.Point = entry.Sub(sh.Dir.Scale(float64(short) * Inch))
	reach := geom.Seg{A: sh.Muzzle, B: sh.Point}
	if d := sh.Point.Dist(sh.Muzzle); d > float64(stat(m, "range"))*Inch+geom.Eps || sh.Point.Sub(sh.Muzzle).Dot(sh.Dir) < 0 {
		return sh, engine.Refuse(rule("6.9"), []engine.Mark{{Seg: &reach}}, "The point is %s away; %s reaches %d\".", engine.Inches.Format(d), m.Name, stat(m, "range"))
	}
	// §6.9: "may not fire if the shot could possibly hit a friendly unit
	// or an enemy engaged in combat": the longest ball, 10" + 10".
	far := r.ballEnd(s, sh.Point, sh.Dir, 20)
	path := geom.Seg{A: sh.Point, B: far}
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.ID == m.ID || !geom.SegCrossesPoly(path, q.Rect().Poly()) {
			continue
		}
		if q.Owner == m.Owner {
			return sh, engine.Refuse(rule("6.9"), []engine.Mark{{Seg: &path}}, "The ball could hit %s, a friend.", q.Name)
		}
		if q.Counter("engaged") != 0 {
			return sh, engine.Refuse(rule("6.9"), []engine.Mark{{Seg: &path}}, "The ball could hit %s, engaged in combat.", q.Name)
		}
	}
	pt := geom.Circle{C: sh.Point, R: Inch / 4}
	sh.Marks = []engine.Mark{{Seg: &reach, Tone: engine.Plain}, {Circle: &pt, Label: "point"}, {Seg: &path, Tone: engine.Warn, Label: "2\" to 20\" beyond"}}
	sh.Lines = []engine.Line{{Text: fmt.Sprintf("Point %d\" short of %s; the ball lands 2\"–10\" beyond, bounces 2\"–10\".", short, t.Name)}}
	return sh, nil
}

// ballEnd is where a ball travelling inches from a point along dir
// stops: at the first impassable terrain (§6.9: "it also stops on
// reaching impassable terrain").
func (r *Ruleset) ballEnd(s *engine.State, from, dir geom.Vec, inches int) geom.Vec {
	end, _ := r.ballStop(s, from, dir, inches, false)
	return end
}

// ballStop is ballEnd for a bouncing ball, which also stops at the first
// obstacle it hits (§6.9: "an obstacle it hits is destroyed, and the
// ball stops"): that obstacle's index in the table's terrain, -1 when it
// hits none.
func (r *Ruleset) ballStop(s *engine.State, from, dir geom.Vec, inches int, obstacles bool) (geom.Vec, int) {
	seg := geom.Seg{A: from, B: from.Add(dir.Scale(float64(inches) * Inch))}
	best, hit := 1.0, -1
	for i, tr := range s.Table.Terrain {
		stops := tr.Kind == table.Impassable || tr.Kind == table.Building
		if !stops && !(obstacles && tr.Kind == table.Obstacle) {
			continue
		}
		for _, part := range tr.Parts {
			if t0, _, ok := geom.SegClipPoly(seg, part); ok && t0 < best {
				best, hit = t0, -1
				if !stops {
					hit = i
				}
			}
		}
	}
	return seg.A.Lerp(seg.B, best), hit
}

// ballHit is one unit a ball passes: the models it hits (one a rank;
// files against a flank) and how far along the path it enters.
type ballHit struct {
	ID   engine.PieceID
	N    int
	From float64
}

// ballHits are the units under a ball's path from landing to end, in
// the order it reaches them (then by ID): the models whose base the
// line crosses, at most one per rank, files counting as ranks when the
// line comes in through a flank (§6.9). A path of no length (a misfire
// on the bounce) hits the one model under the landing point.
func ballHits(s *engine.State, except engine.PieceID, from geom.Vec, land, end geom.Vec) []ballHit {
	path := geom.Seg{A: land, B: end}
	var out []ballHit
	for i := range s.Pieces {
		p := &s.Pieces[i]
		if p.ID == except {
			continue
		}
		if land.Dist(end) <= geom.Eps {
			if _, ok := modelAt(p, land); ok {
				out = append(out, ballHit{p.ID, 1, 0})
			}
			continue
		}
		if !geom.SegCrossesPoly(path, p.Rect().Poly()) {
			continue
		}
		flank := geom.ArcOf(p.Rect(), geom.ArcCorner45, from)
		byFile := flank != geom.ArcFront && flank != geom.ArcRear
		var lines []int
		first := 2.0
		for _, sl := range slots(p) {
			base := sl.Base.Poly()
			if !geom.SegCrossesPoly(path, base) {
				continue
			}
			t0, _, _ := geom.SegClipPoly(path, base)
			first = min(first, t0)
			k := sl.Rank
			if byFile {
				k = sl.File
			}
			if !slices.Contains(lines, k) {
				lines = append(lines, k)
			}
		}
		if len(lines) > 0 {
			out = append(out, ballHit{p.ID, len(lines), first})
		}
	}
	slices.SortStableFunc(out, func(a, b ballHit) int {
		switch {
		case a.From < b.From:
			return -1
		case a.From > b.From:
			return 1
		}
		return int(a.ID - b.ID)
	})
	return out
}

// monstrous are the troop types a ball stops on when it does not kill
// them (§6.9).
func monstrous(p *engine.Piece) bool {
	return slices.Contains([]string{"MI", "MB", "MC", "Mo"}, p.Type)
}

// cannonLanding is where the ball lands and ends for an artillery
// roll and a bounce roll (bounceMisfire: no bounce, §6.9), and the
// obstacle its bounce hits and destroys (its index in the table's
// terrain, -1 when none).
func (r *Ruleset) cannonLanding(s *engine.State, sh shot, first, bounce int, bounceMisfire bool) (land, end geom.Vec, obstacle int) {
	land = r.ballEnd(s, sh.Point, sh.Dir, first)
	if land.Dist(sh.Point) < float64(first)*Inch-geom.Eps {
		return land, land, -1 // stopped by impassable terrain before landing
	}
	if bounceMisfire {
		return land, land, -1
	}
	end, obstacle = r.ballStop(s, land, sh.Dir, bounce, true)
	return land, end, obstacle
}

// fireCannon rolls the artillery die (a misfire: the black powder
// table), then the bounce, and strikes each unit under the path in
// turn, stopping at a monstrous model it does not kill.
func (r *Ruleset) fireCannon(s *engine.State, m *engine.Piece, sh shot) []engine.Event {
	d1, first, mis := rollArtillery(&s.Dice, "cannon")
	if mis {
		ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: []dice.Die{d1}, Text: fmt.Sprintf("%s: MISFIRE.", m.Name)}}
		return append(ev, r.misfire(s, m)...)
	}
	d2, bounce, bmis := rollArtillery(&s.Dice, "bounce")
	land, end, obstacle := r.cannonLanding(s, sh, first, bounce, bmis)
	what := fmt.Sprintf("bounces %d\"", bounce)
	if bmis {
		what = "does not bounce (MISFIRE)"
	}
	path := geom.Seg{A: sh.Point, B: end}
	at := geom.Circle{C: land, R: Inch / 3}
	ev := []engine.Event{{Kind: engine.Rolled, Piece: m.ID, Rule: rule("6.9"), Dice: []dice.Die{d1, d2}, Value: first,
		Marks: []engine.Mark{{Seg: &path, Tone: engine.Bad}, {Circle: &at, Tone: engine.Bad, Label: "lands"}},
		Text:  fmt.Sprintf("The ball lands %d\" beyond the point and %s.", first, what)}}
	hits, passed := passBallHits(s, ballHits(s, m.ID, sh.Muzzle, land, end))
	ev = append(ev, passed...)
	for _, h := range hits {
		t := s.Piece(h.ID)
		if t == nil {
			continue
		}
		a := autoHits(h.N, cannonS, t, false)
		a.Multi = -6
		before := t.Formation.Models
		ev = append(ev, r.strike(s, sh.Muzzle, t, a, fmt.Sprintf("The ball hits %s: %s.", t.Name, a.describe(nil)), rule("6.9"))...)
		if t := s.Piece(h.ID); t != nil && monstrous(t) && before-t.Formation.Models < h.N {
			ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: h.ID, Rule: rule("6.9"), Text: fmt.Sprintf("The ball stops in %s.", t.Name)})
			return ev
		}
	}
	if obstacle >= 0 { // §6.9: the obstacle it hits is destroyed
		name := s.Table.Terrain[obstacle].Name
		s.Table.Terrain = slices.Delete(slices.Clone(s.Table.Terrain), obstacle, obstacle+1)
		ev = append(ev, engine.Event{Kind: engine.StatusChanged, Piece: m.ID, Rule: rule("6.9"), Text: fmt.Sprintf("The ball smashes %s and stops.", name)})
	}
	return ev
}

// cannonOdds is the exact distribution of the models of t a cannon's
// ball hits (one a rank), over every artillery and bounce face, from
// the landing and path fireCannon uses: a misfire hits nothing, a
// misfire on the bounce only the model under the landing point. It
// counts hits, not wounds, and leaves out a ball stopped by a monster
// it did not kill.
func cannonOdds(s *engine.State, m, t *engine.Piece, sh shot) engine.Odds {
	r := &Ruleset{}
	var mix mixture
	for f1 := 1; f1 <= 6; f1++ {
		first, mis := artilleryFace(f1)
		for f2 := 1; f2 <= 6; f2++ {
			var us []under
			if !mis {
				bounce, bmis := artilleryFace(f2)
				land, end, _ := r.cannonLanding(s, sh, first, bounce, bmis)
				us = hitUnder(ballHits(s, m.ID, sh.Muzzle, land, end))
			}
			mix.add(keptHits(s, us, t.ID))
		}
	}
	return mix.odds(fmt.Sprintf("%s at %s: S10, Multiple Wounds (D6), one model a rank", m.Name, t.Name), "models hit")
}

// hitUnder are a ball's hits unit by unit, by ID.
func hitUnder(hs []ballHit) []under {
	var out []under
	for _, h := range hs {
		out = addUnder(out, h.ID, h.N)
	}
	return out
}

// passBallHits is passTemplateHits for a ball's hits (§10.2, an unusual
// shot), keeping the order in which the ball reaches the units: a unit
// a character passes hits to, not itself in the path, takes them where
// he stood.
func passBallHits(s *engine.State, hs []ballHit) ([]ballHit, []engine.Event) {
	us, ev := passTemplateHits(s, hitUnder(hs), rule("10.2"))
	var out []ballHit
	for _, h := range hs {
		for _, u := range us {
			if u.ID == h.ID && !slices.ContainsFunc(out, func(b ballHit) bool { return b.ID == u.ID }) {
				out = append(out, ballHit{u.ID, u.N, h.From})
			}
		}
		if c := s.Piece(h.ID); character(c) {
			if _, host := lookOutSir(s, c, true); host != nil {
				for _, u := range us {
					if u.ID == host.ID && !slices.ContainsFunc(out, func(b ballHit) bool { return b.ID == u.ID }) {
						out = append(out, ballHit{u.ID, u.N, h.From})
					}
				}
			}
		}
	}
	return out, ev
}

// countOdds turns counts of equally likely cases (w[v] the cases of
// value v) into odds: Damage is the value's distribution.
func countOdds(w []int, total int, text, counts string) engine.Odds {
	ps := make([]*big.Rat, len(w))
	for v := range w {
		ps[v] = big.NewRat(int64(w[v]), int64(total))
	}
	return ratOdds(ps, text, counts)
}

// ratOdds is countOdds from exact chances (ps[v] the chance of v).
func ratOdds(ps []*big.Rat, text, counts string) engine.Odds {
	o := engine.Odds{Text: text, Counts: counts, Mean: new(big.Rat)}
	for v, p := range ps {
		o.Damage = append(o.Damage, engine.Outcome{Value: v, P: p, Label: count(v, "model")})
		o.Mean.Add(o.Mean, new(big.Rat).Mul(p, big.NewRat(int64(v), 1)))
	}
	miss := ps[0]
	o.Results = []engine.Outcome{{Label: "some hit", Value: 1, P: new(big.Rat).Sub(big.NewRat(1, 1), miss), Tone: engine.Bad},
		{Label: "none hit", Value: 0, P: miss, Tone: engine.Good}}
	return o
}

// mixture is the distribution of a count over equally likely cases,
// each with its own distribution (a case's hits after Look Out Sir!).
type mixture struct {
	ps    []*big.Rat
	cases int64
}

// add is one more case.
func (m *mixture) add(d prob.Dist) {
	m.cases++
	for len(m.ps) <= d.Max() {
		m.ps = append(m.ps, new(big.Rat))
	}
	for v := 0; v <= d.Max(); v++ {
		m.ps[v].Add(m.ps[v], d.P(v))
	}
}

// odds is ratOdds of the mixture.
func (m *mixture) odds(text, counts string) engine.Odds {
	out := make([]*big.Rat, len(m.ps))
	for v, p := range m.ps {
		out[v] = new(big.Rat).Quo(p, big.NewRat(m.cases, 1))
	}
	return ratOdds(out, text, counts)
}

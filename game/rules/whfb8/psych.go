package whfb8

import (
	"fmt"
	"math"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// ldPasses is the Leadership test of §2.1: 2D6 at most the tested Ld, a
// natural double 1 always passing (Insane Courage, §7.7).
func ldPasses(a, b, ld int) bool { return (a == 1 && b == 1) || a+b <= ld }

// ldChance is the exact chance to pass a Leadership test on ld.
func ldChance(ld int) int {
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if ldPasses(a, b, ld) {
				n++
			}
		}
	}
	return n // out of 36
}

// statPasses is a characteristic test's die (§2.1, §13 A-27): a D6 at
// most the characteristic passes, a natural 1 always and a natural 6
// never; a characteristic of 0 always fails.
func statPasses(face, v int) bool { return v > 0 && face != 6 && (face == 1 || face <= v) }

// statChance is the exact chance to pass a characteristic test of v, in
// sixths.
func statChance(v int) int {
	n := 0
	for f := 1; f <= 6; f++ {
		if statPasses(f, v) {
			n++
		}
	}
	return n
}

// ldPassChance is the chance p passes a Leadership test on ld as ldTest
// rolls it: ldChance, with the re-roll of a failure near the Battle
// Standard (Hold Your Ground!).
func ldPassChance(s *engine.State, p *engine.Piece, ld int) float64 {
	c := float64(ldChance(ld)) / 36
	if holdYourGround(s, p) {
		return c + (1-c)*c
	}
	return c
}

// ldTest rolls a Leadership test and its event; a failed test within
// 12" of the Battle Standard is re-rolled once (Hold Your Ground!,
// §10.3).
func ldTest(s *engine.State, p *engine.Piece, ld int, what, rl string) (bool, engine.Event) {
	a := s.Dice.Roll(6, what)
	b := s.Dice.Roll(6, what)
	ok := ldPasses(a.Face, b.Face, ld)
	ds := []dice.Die{a, b}
	again := ""
	if !ok && holdYourGround(s, p) {
		c := s.Dice.Roll(6, what+", re-rolled")
		d := s.Dice.Roll(6, what+", re-rolled")
		c.Was, d.Was = a.Face, b.Face
		ok = ldPasses(c.Face, d.Face, ld)
		again = fmt.Sprintf(" (Hold Your Ground!: %d + %d re-rolled)", a.Face, b.Face)
		ds, a, b = []dice.Die{c, d}, c, d
	}
	verdict := "fails"
	if ok {
		verdict = "passes"
	}
	return ok, engine.Event{Kind: engine.Rolled, Piece: p.ID, Rule: rl, Dice: ds, Value: a.Face + b.Face,
		Text: fmt.Sprintf("%s %s its %s: %d + %d against Ld %d%s.", p.Name, verdict, what, a.Face, b.Face, ld, again)}
}

// panicCheck is the heavy-casualties panic test of §8.1: a unit that has
// lost 25% or more of the models it had at the start of the phase tests
// at once, unless it is engaged, already fleeing, has passed one this
// phase or is Immune to Psychology; failing, it flees from what caused
// it.
func (r *Ruleset) panicCheck(s *engine.State, p *engine.Piece, from geom.Vec) []engine.Event {
	lost, left := p.Counter("casualties"), p.Formation.Models
	if w := stat(p, "W"); s.HasHouseRule(HeavyCasualtiesByWounds) && startModels(p) == 1 && w > 1 && left > 0 {
		lost, left = p.Counter("wounds-lost"), woundsLeft(p) // §13 A-15's other reading
	}
	if p.Formation.Models == 0 || lost == 0 || 4*lost < left+lost ||
		p.Counter("engaged") != 0 || p.Counter("fleeing") != 0 || p.Counter("panicked") != 0 || immune(p) {
		return nil
	}
	return r.panicTest(s, p, from)
}

// panicTest is a panic test taken now, whatever the casualties (a fire
// thrower's, §6.9): none for a unit engaged, fleeing, tested this phase
// or immune; failed, the unit flees from a point, or a war machine may
// not shoot this turn (§8.1).
func (r *Ruleset) panicTest(s *engine.State, p *engine.Piece, from geom.Vec) []engine.Event {
	if p.Counter("engaged") != 0 || p.Counter("fleeing") != 0 || p.Counter("panicked") != 0 || immune(p) {
		return nil
	}
	p.SetCounter("panicked", 1)
	ok, e := ldTest(s, p, leadership(s, p), "panic test", rule("8.1"))
	ev := []engine.Event{e}
	if ok {
		return ev
	}
	if isMachine(p) {
		return append(ev, machinePanics(s, p))
	}
	return append(ev, r.flee(s, p, from, rule("8.1"))...)
}

// flee turns the unit about its centre to face directly away from a
// point and moves it 2D6" straight ahead (3D6, the lowest dropped, with
// Swiftstride), through units; one that reaches the table edge is
// destroyed; one that would end on or within 1" of a unit carries on
// past it (§4.3, §4.5, §3.5).
func (r *Ruleset) flee(s *engine.State, p *engine.Piece, away geom.Vec, rl string) []engine.Event {
	dist, ds := r.fleeRoll(s, p)
	ev := []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: rl, Dice: ds, Value: dist,
		Text: fmt.Sprintf("%s flees %d\".", p.Name, dist)}}
	return append(ev, r.fleeBy(s, p, away, dist, rl)...)
}

// fleeBy makes a flee move of dist inches away from a point, rolled
// already.
func (r *Ruleset) fleeBy(s *engine.State, p *engine.Piece, away geom.Vec, dist int, rl string) []engine.Event {
	if isMachine(p) { // §6.9: a war machine forced to flee is destroyed
		return r.destroy(s, p.ID, rule("6.9"), fmt.Sprintf("%s is forced to flee: a war machine is destroyed.", p.Name))
	}
	d := p.Pose.Pos.Sub(away)
	h := p.Pose.Heading
	if d.Len() > geom.Eps {
		h = math.Atan2(d.X, d.Y)
	}
	starts, stood := p.Counter("fleeing") == 0, p.Shape()
	p.SetCounter("fleeing", 1)
	p.SetCounter("fled", playerTurn(s))
	from := p.Pose
	p.Pose = geom.Pose{Pos: p.Pose.Pos.Add(geom.Forward(h).Scale(float64(dist) * Inch)), Heading: h}
	for range 400 { // past any unit it would end on (at most 100" in quarter inches)
		if !r.crowded(s, p) {
			break
		}
		p.Pose.Pos = p.Pose.Pos.Add(geom.Forward(h).Scale(Inch / 4))
	}
	ev := []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: rl, From: from, To: p.Pose,
		Text: fmt.Sprintf("%s flees.", p.Name)}}
	if !r.onTable(s, p) {
		return append(ev, r.destroy(s, p.ID, rule("4.3"), fmt.Sprintf("%s flees off the table.", p.Name))...)
	}
	id, owner := p.ID, p.Owner
	ev = append(ev, r.passedThrough(s, p, from.Pos)...)
	ev = append(ev, r.terrainTests(s, id, geom.Pose{Pos: from.Pos, Heading: h})...)
	if starts && s.HasHouseRule(PanicOnAnyFlee) { // §13 A-3's other reading
		ev = append(ev, r.friendsPanic(s, stood, owner, id, "a friend flees")...)
	}
	return ev
}

// passedThrough are the consequences of a flee move from a point (§4.3,
// §4.5): a Dangerous Terrain test for every enemy unit and impassable
// terrain passed through, then a panic test for every friendly unit
// passed through, in ID order. The path is what the footprint swept
// beyond where it stood after turning.
func (r *Ruleset) passedThrough(s *engine.State, p *engine.Piece, from geom.Vec) []engine.Event {
	fwd := geom.Forward(p.Pose.Heading)
	run := p.Pose.Pos.Sub(from).Dot(fwd)
	if run <= geom.Eps {
		return nil
	}
	path := geom.Rect{Center: from.Add(fwd.Scale(p.Footprint.D/2 + run/2)), Heading: p.Pose.Heading, W: p.Footprint.W, D: run}.Poly()
	var friends []engine.PieceID
	var ev []engine.Event
	id := p.ID
	var dangers []string
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if together(p, q) || q.Attached != 0 || !geom.Overlap(path, q.Rect().Poly()) {
			continue
		}
		if q.Owner == p.Owner {
			friends = append(friends, q.ID)
		} else {
			dangers = append(dangers, q.Name)
		}
	}
	for _, t := range s.Table.Terrain {
		if t.Kind == table.Impassable || t.Kind == table.Building {
			for _, part := range t.Parts {
				if geom.Overlap(path, part) {
					dangers = append(dangers, t.Name)
					break
				}
			}
		}
	}
	for _, what := range dangers {
		if s.Piece(id) == nil {
			break
		}
		ev = append(ev, r.dangerousTerrain(s, s.Piece(id), what)...)
	}
	for _, f := range friends {
		q := s.Piece(f)
		if q == nil || q.Counter("engaged") != 0 || q.Counter("fleeing") != 0 || q.Counter("panicked") != 0 || immune(q) {
			continue
		}
		q.SetCounter("panicked", 1)
		ok, e := ldTest(s, q, leadership(s, q), "panic test (a friend flees through)", rule("8.1"))
		ev = append(ev, e)
		if !ok {
			if en := nearestEnemy(s, q); en != nil {
				ev = append(ev, r.flee(s, q, en.Pose.Pos, rule("8.1"))...)
			}
		}
	}
	return ev
}

// pursue turns a pursuer about its centre toward a point and moves it up
// to dist inches straight ahead, halting 1" short of other units and at
// the table edge (§7.9).
func (r *Ruleset) pursue(s *engine.State, p *engine.Piece, toward geom.Vec, dist int) []engine.Event {
	d := toward.Sub(p.Pose.Pos)
	h := p.Pose.Heading
	if d.Len() > geom.Eps {
		h = math.Atan2(d.X, d.Y)
	}
	from := p.Pose
	p.Pose.Heading = h
	for i := 0; i < dist*4; i++ {
		before := p.Pose
		p.Pose.Pos = p.Pose.Pos.Add(geom.Forward(h).Scale(Inch / 4))
		if r.crowded(s, p) || !r.onTable(s, p) {
			p.Pose = before
			break
		}
	}
	if r.crowded(s, p) || !r.onTable(s, p) { // the turn itself came within 1" or over the edge: stay as it was
		p.Pose = from
	}
	return []engine.Event{{Kind: engine.Moved, Piece: p.ID, Rule: rule("7.9"), From: from, To: p.Pose,
		Text: fmt.Sprintf("%s pursues.", p.Name)}}
}

// fleeRoll is a flee, pursuit or charge roll of 2D6, or 3D6 with the
// lowest dropped for Swiftstride (§4.6, §9.1); it returns the total and
// the dice kept.
func (r *Ruleset) fleeRoll(s *engine.State, p *engine.Piece) (int, []dice.Die) {
	n, purpose := 2, "2D6 move"
	if has(p, "Swiftstride") {
		n, purpose = 3, "move (the best 2 of 3D6)"
	}
	ds := s.Dice.RollN(nil, n, 6, purpose)
	if n == 3 {
		low := 0
		for i := range ds {
			if ds[i].Face < ds[low].Face {
				low = i
			}
		}
		ds = append(ds[:low:low], ds[low+1:]...)
	}
	return dice.Sum(ds), ds
}

// crowded reports whether p ends on or within 1" of another unit or of
// impassable terrain.
func (r *Ruleset) crowded(s *engine.State, p *engine.Piece) bool {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if !together(p, q) && gap(p, q) < Inch-geom.Eps {
			return true
		}
	}
	for _, t := range s.Table.Terrain {
		if t.Kind != table.Impassable && t.Kind != table.Building {
			continue
		}
		for _, part := range t.Parts {
			if geom.Distance(p.Shape(), part) < Inch-geom.Eps {
				return true
			}
		}
	}
	return false
}

// onTable reports whether the whole footprint is on the table, not
// touching its edge.
func (r *Ruleset) onTable(s *engine.State, p *engine.Piece) bool {
	for _, c := range p.Rect().Corners() {
		if c.X <= 0 || c.Y <= 0 || c.X >= s.Table.Width || c.Y >= s.Table.Depth {
			return false
		}
	}
	return true
}

// destroy removes a unit from play; its friends within 6" take a panic
// test (§8.1).
func (r *Ruleset) destroy(s *engine.State, id engine.PieceID, rl, text string) []engine.Event {
	var shape geom.Shape
	var owner engine.PlayerID
	if p := s.Piece(id); p != nil {
		shape, owner = p.Shape(), p.Owner
	}
	ev0 := r.orphans(s, id) // §10.2: its characters go with it or stand alone
	s.Remove(id)
	r.release(s, id) // whoever fought it fights another foe, or no more
	ev := append(ev0, engine.Event{Kind: engine.Removed, Piece: id, Rule: rl, Text: text})
	if shape != nil {
		ev = append(ev, r.friendsPanic(s, shape, owner, id, "a friend destroyed")...)
	}
	return ev
}

// friendsPanic is the panic test of §8.1 for the friends within 6" of a
// unit destroyed or breaking from combat (measured from where it stood
// before any flee move; §13 A-3: other flights do not cause it), in the
// order of their IDs; one that fails flees from the nearest enemy.
func (r *Ruleset) friendsPanic(s *engine.State, shape geom.Shape, owner engine.PlayerID, except engine.PieceID, why string) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if q := &s.Pieces[i]; q.Owner == owner && q.ID != except && q.Attached == 0 && geom.Distance(q.Shape(), shape) <= 6*Inch+geom.Eps {
			ids = append(ids, q.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		q := s.Piece(id)
		if q == nil || q.Counter("engaged") != 0 || q.Counter("fleeing") != 0 || q.Counter("panicked") != 0 || immune(q) {
			continue
		}
		q.SetCounter("panicked", 1)
		ok, e := ldTest(s, q, leadership(s, q), "panic test ("+why+")", rule("8.1"))
		ev = append(ev, e)
		if !ok {
			if en := nearestEnemy(s, q); en != nil {
				ev = append(ev, r.flee(s, q, en.Pose.Pos, rule("8.1"))...)
			}
		}
	}
	return ev
}

// nearestEnemy is the enemy unit closest to p, the lowest ID on a tie.
func nearestEnemy(s *engine.State, p *engine.Piece) *engine.Piece {
	var best *engine.Piece
	bd := 0.0
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner == p.Owner {
			continue
		}
		if d := gap(p, q); best == nil || d < bd {
			best, bd = q, d
		}
	}
	return best
}

// mounted are the troop types that test for dangerous terrain in forests
// and over obstacles when they march, charge, flee or pursue (§11).
func mounted(p *engine.Piece) bool { return p.Type == "Ca" || p.Type == "MC" || p.Type == "Ch" }

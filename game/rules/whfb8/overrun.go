package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Overrun is the move of a unit that charged this turn and wiped out its
// enemy in the combat (§7.9): 2D6" straight ahead (3D6, the lowest
// dropped, with Swiftstride).
type Overrun struct {
	By   engine.PlayerID
	Unit engine.PieceID
}

// Kind returns "whfb8/overrun".
func (Overrun) Kind() string { return ID + "/overrun" }

// Player returns who gives the order.
func (o Overrun) Player() engine.PlayerID { return o.By }

// checkOverrun accepts an overrun by a unit entitled to it this turn.
func (r *Ruleset) checkOverrun(s *engine.State, o Overrun) *engine.Illegal {
	p := s.Piece(o.Unit)
	switch {
	case s.Phase != Combat:
		return engine.Refuse(rule("7.9"), nil, "A unit overruns in the close combat phase.")
	case p == nil || p.Owner != o.By:
		return engine.Refuse(rule("7.9"), nil, "Player %d has no such unit.", o.By)
	case !done(s, p, "may-overrun") || done(s, p, "reformed"):
		return engine.Refuse(rule("7.9"), nil, "Only a unit that charged this turn and wiped out its enemy in the combat may overrun.")
	}
	return nil
}

// applyOverrun rolls and makes the overrun (§7.9): straight ahead,
// halting 1" short of friends and impassable terrain, destroying a
// fleeing enemy it reaches, and charging a fresh one without reaction:
// that combat is fought next turn, the overrunning unit counting as
// charging (an enemy already in combat: runInto).
func (r *Ruleset) applyOverrun(s *engine.State, o Overrun) []engine.Event {
	p := s.Piece(o.Unit)
	p.SetCounter("may-overrun", 0)
	p.SetCounter("may-reform", 0)
	p.SetCounter("pursued", playerTurn(s))
	dist, ds := r.fleeRoll(s, p)
	ev := []engine.Event{{Kind: engine.Rolled, Piece: p.ID, Rule: rule("7.9"), Dice: ds, Value: dist,
		Text: fmt.Sprintf("%s overruns %d\".", p.Name, dist)}}
	return append(ev, r.runInto(s, p, dist, rule("7.9"), "overruns")...)
}

// runInto moves p up to dist inches straight ahead in quarter inches, as
// a pursuit or an overrun does (§7.9).
func (r *Ruleset) runInto(s *engine.State, p *engine.Piece, dist int, rl, verb string) []engine.Event {
	from := p.Pose
	fwd := geom.Forward(p.Pose.Heading)
	id := p.ID
	var ev []engine.Event
	for i := 0; i < dist*4; i++ {
		before := p.Pose
		p.Pose.Pos = p.Pose.Pos.Add(fwd.Scale(Inch / 4))
		if !r.onTable(s, p) && rl == rule("7.9") && !r.closedEdgeCrossed(s, p) { // §7.9: a pursuer runs off the table and comes back later
			p.Pose = before
			ev = append(ev, engine.Event{Kind: engine.Moved, Piece: id, Rule: rl, From: from, To: p.Pose,
				Text: fmt.Sprintf("%s %s.", p.Name, verb)})
			return append(ev, r.leaveTable(s, id, fmt.Sprintf("%s runs off the table; it comes back next turn.", p.Name))...)
		}
		if !r.onTable(s, p) || r.blockedAhead(s, p) {
			p.Pose = before
			break
		}
		if e := r.enemyTouched(s, p); e != nil {
			p.Pose = before
			if e.Counter("fleeing") != 0 {
				name := e.Name
				ev = append(ev, r.destroy(s, e.ID, rl, fmt.Sprintf("%s is caught fleeing and destroyed.", name))...)
				p = s.Piece(id)
				continue
			}
			if pose, ok := r.contactPose(s, p, e); ok {
				p.Pose = pose
				when := playerTurn(s)
				if s.Phase == Combat && (e.Counter("engaged") == 0 || done(s, e, "fought")) {
					when++                                // §7.9: fought next turn, as a charge
					e.SetCounter("fought", playerTurn(s)) // its combat waits for next turn: not fought again now
				}
				p.SetCounter("charged", when)
				p.SetCounter("engaged", int(e.ID))
				if e.Counter("engaged") == 0 { // §7.9: an engaged enemy's combat is joined, fought again this turn if not yet fought
					e.SetCounter("engaged", int(p.ID))
				}
				ev = append(ev, engine.Event{Kind: engine.Moved, Piece: id, Rule: rl, From: from, To: p.Pose,
					Text: fmt.Sprintf("%s crashes into %s.", p.Name, e.Name)})
				return append(ev, r.terrainTests(s, id, from)...)
			}
			break
		}
	}
	ev = append(ev, engine.Event{Kind: engine.Moved, Piece: id, Rule: rl, From: from, To: p.Pose,
		Text: fmt.Sprintf("%s %s.", p.Name, verb)})
	return append(ev, r.terrainTests(s, id, from)...) // §11: pursuing and overrunning test
}

// blockedAhead: within 1" of a friend or impassable terrain (an enemy,
// engaged or not, is charged, §7.9).
func (r *Ruleset) blockedAhead(s *engine.State, p *engine.Piece) bool {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if !together(p, q) && q.Owner == p.Owner && gap(p, q) < Inch-geom.Eps {
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

// enemyTouched is an enemy that p overlaps, if any.
func (r *Ruleset) enemyTouched(s *engine.State, p *engine.Piece) *engine.Piece {
	for i := range s.Pieces {
		q := &s.Pieces[i]
		if q.Owner != p.Owner && q.Attached == 0 && geom.Overlap(p.Shape(), q.Shape()) {
			return q
		}
	}
	return nil
}

package whfb8

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Make Way! (§10.2, p.100): a character in a unit fighting on a flank or
// its rear, not touching the enemy himself, swaps places with a model
// that is, before the blows of his unit's combat: he then stands at that
// side (the counter "make-way", the arc + 1) until his unit leaves the
// combat, and goes back to the front rank. This version offers it to the
// side whose turn it is (the digest's roll-off between the two sides'
// Make Way! is not needed).

// MakeWay moves a character in a unit to the side of it that fights.
type MakeWay struct {
	By        engine.PlayerID
	Character engine.PieceID
}

// Kind returns "whfb8/make-way".
func (MakeWay) Kind() string { return ID + "/make-way" }

// Player returns who gives the order.
func (o MakeWay) Player() engine.PlayerID { return o.By }

// fightingSide is the side of unit u an enemy touches other than the
// front, by ID of the enemy, and whether there is one.
func fightingSide(s *engine.State, u *engine.Piece) (geom.Arc, bool) {
	for _, f := range foes(s, u) {
		if gap(u, f) <= touchTol {
			if a := facingOf(u, f); a != geom.ArcFront {
				return a, true
			}
		}
	}
	return geom.ArcFront, false
}

// touchesFoe reports whether character c touches an enemy of his unit.
func touchesFoe(s *engine.State, c, u *engine.Piece) bool {
	for _, f := range foes(s, u) {
		if gap(c, f) <= touchTol {
			return true
		}
	}
	return false
}

// checkMakeWay: a character in an engaged unit whose combat is still to
// be fought this turn, touching no enemy, his unit fighting on a flank or
// its rear.
func (r *Ruleset) checkMakeWay(s *engine.State, o MakeWay) *engine.Illegal {
	c := s.Piece(o.Character)
	if c == nil || c.Owner != o.By || c.Attached == 0 {
		return engine.Refuse(rule("10.2"), nil, "Make Way! is for a character in a unit.")
	}
	u := s.Piece(c.Attached)
	switch {
	case u == nil:
		return engine.Refuse(rule("10.2"), nil, "%s's unit is not on the table.", c.Name)
	case s.Phase != Combat || u.Counter("engaged") == 0 || done(s, u, "fought"):
		return engine.Refuse(rule("10.2"), nil, "Make Way! comes before the blows of a combat still to be fought.")
	case c.Counter("make-way") != 0 || touchesFoe(s, c, u):
		return engine.Refuse(rule("10.2"), nil, "%s is in base contact with the enemy already.", c.Name)
	}
	if _, ok := fightingSide(s, u); !ok {
		return engine.Refuse(rule("10.2"), nil, "%s fights only to its front, where %s stands.", u.Name, c.Name)
	}
	return nil
}

// applyMakeWay moves the character to the side that fights.
func (r *Ruleset) applyMakeWay(s *engine.State, o MakeWay) []engine.Event {
	c := s.Piece(o.Character)
	u := s.Piece(c.Attached)
	arc, _ := fightingSide(s, u)
	c.SetCounter("make-way", int(arc)+1)
	from := c.Pose
	placeCharacters(s)
	return []engine.Event{{Kind: engine.Moved, Piece: c.ID, Rule: rule("10.2"), From: from, To: s.Piece(o.Character).Pose,
		Text: fmt.Sprintf("Make Way! %s pushes through to the fight.", c.Name)}}
}

// makeWayOptions offers Make Way! to a character who may take it.
func (r *Ruleset) makeWayOptions(s *engine.State, p *engine.Piece) []engine.OrderOption {
	o := MakeWay{By: p.Owner, Character: p.ID}
	if r.checkMakeWay(s, o) != nil {
		return nil
	}
	return []engine.OrderOption{{Kind: o.Kind(), Label: "Make Way!", Key: "M", Pick: engine.PickNow, Order: o,
		Hint: "Swap places with a model fighting on the flank or rear, to strike and be struck there."}}
}

// sidePose is where a character taking Make Way! stands in unit u: in
// the corner of the fighting side nearest the front, the k-th next to
// the one before (width along that side).
func sidePose(u, c *engine.Piece, arc geom.Arc, along float64) geom.Pose {
	r := u.Rect()
	f, rt := r.Forward(), r.Right()
	var pos geom.Vec
	switch arc {
	case geom.ArcLeft:
		pos = r.Center.Sub(rt.Scale(r.W/2 - c.Footprint.W/2)).Add(f.Scale(r.D/2 - c.Footprint.D/2 - along))
	case geom.ArcRight:
		pos = r.Center.Add(rt.Scale(r.W/2 - c.Footprint.W/2)).Add(f.Scale(r.D/2 - c.Footprint.D/2 - along))
	default: // the rear
		pos = r.Center.Sub(f.Scale(r.D/2 - c.Footprint.D/2)).Add(rt.Scale(along - r.W/2 + c.Footprint.W/2))
	}
	return geom.Pose{Pos: pos, Heading: u.Pose.Heading}
}

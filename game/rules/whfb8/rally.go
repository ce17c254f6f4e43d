package whfb8

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// compulsory rallies or moves the active player's fleeing units (§4.4,
// §4.5): each that did not begin fleeing this turn tests Ld (+1 with a
// musician; with 25% or less of its starting models only a double 1
// rallies, §13 A-25); a rallied unit stops, one that fails flees 2D6"
// straight on.
func (r *Ruleset) compulsory(s *engine.State) []engine.Event {
	var ids []engine.PieceID
	for i := range s.Pieces {
		if p := &s.Pieces[i]; p.Owner == s.Active && p.Attached == 0 && p.Counter("fleeing") != 0 && !done(s, p, "fled") {
			ids = append(ids, p.ID)
		}
	}
	var ev []engine.Event
	for _, id := range ids {
		p := s.Piece(id)
		if p == nil || p.Counter("fleeing") == 0 { // gone with a unit that fled off the table before it
			continue
		}
		ok, e := ldTest(s, p, rallyLd(s, p), "rally test", rule("4.4"))
		ev = append(ev, e)
		if ok {
			p.SetCounter("fleeing", 0)
			p.SetCounter("rallied", playerTurn(s))
			ev = append(ev, feignedFlight(s, p)...)
			continue
		}
		behind := p.Pose.Pos.Sub(geom.Forward(p.Pose.Heading))
		ev = append(ev, r.flee(s, p, behind, rule("4.5"))...)
	}
	return ev
}

// rallyLd is the Leadership a fleeing unit rallies on (§4.4): +1 with a
// musician; with 25% or less of its starting models, 1, so that only a
// double 1 (Insane Courage) rallies (§13 A-25).
func rallyLd(s *engine.State, p *engine.Piece) int {
	if 4*p.Formation.Models <= startModels(p) {
		return 1
	}
	ld := leadership(s, p)
	if hasMusician(p) {
		ld++
	}
	return ld
}

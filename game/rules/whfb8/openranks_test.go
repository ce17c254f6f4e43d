package whfb8

import (
	"testing"

	"warbench/game/geom"
)

// whfb8 §9.1 Skirmishers: closed up to charge, they spread out again
// (½" apart, §13 A-34) in the remaining moves. Regression (selfplay of
// the Meeting Engagement): a unit that came to stand flush beside them
// while they were closed was overlapped when they spread out; they now
// stay closed until they have room.
func TestSkirmishersOpenOnlyWithRoom(t *testing.T) {
	sk := troop(t, "In", map[string]int{"models": 10, "files": 5}, "Skirmishers")
	s := duel(t, sk, piece(t, nil), 30*Inch, Movement)
	p := s.Piece(1)
	closeRanks(s, p)
	w := p.Footprint.W
	beside := *piece(t, nil)
	beside.ID, beside.Owner, beside.Name = 3, 1, "Beside"
	beside.Pose = geom.Pose{Pos: p.Pose.Pos.Add(geom.V(w/2+beside.Footprint.W/2+0.1, 0))}
	s.Pieces = append(s.Pieces, beside)
	openRanks(s)
	if p := s.Piece(1); p.Counter("closed") != 1 || p.Footprint.W != w {
		t.Errorf("spread out over the unit beside: closed %d, %.1f mm wide", p.Counter("closed"), p.Footprint.W)
	}
	s.Pieces = s.Pieces[:2]
	openRanks(s)
	if p := s.Piece(1); p.Counter("closed") != 0 || p.Footprint.W <= w {
		t.Errorf("with room: closed %d, %.1f mm wide (closed %.1f)", p.Counter("closed"), p.Footprint.W, w)
	}
}

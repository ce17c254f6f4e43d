package whfb8

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/geom"
)

// whfb8 §7.9: "Pursuing off the table: the unit returns in its next
// movement phase via the reinforcement rules, keeping its formation";
// §4.7 Reinforcements: "Place the unit with its whole rear rank touching
// the table edge, facing straight into the table ... It may not charge or
// march that turn."
func TestPursuitOffTheTableReturns(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 30*Inch, Combat)
	p := &s.Pieces[0]
	p.Pose = geom.Pose{Pos: geom.V(900, 3*Inch), Heading: math.Pi} // facing the near edge, 3" from it
	r := &Ruleset{}
	ev := r.runInto(s, p, 8, rule("7.9"), "pursues")
	if !hasText(ev, "Shooters runs off the table; it comes back next turn.") || s.Piece(1) != nil {
		t.Fatalf("%v", texts(ev))
	}
	if sc := r.Score(s); sc.Points[2] != 0 {
		t.Errorf("a unit off the table scored %d for the enemy", sc.Points[2])
	}
	s.Turn, s.Active, s.Phase = 2, 1, Movement
	ev = r.reinforcements(s)
	q := s.Piece(1)
	if q == nil || !hasText(ev, "Shooters comes on from the table edge.") {
		t.Fatalf("the pursuer did not come back: %v", texts(ev))
	}
	if back := q.Rect().RearEdge(); math.Abs(back.A.Y) > 0.02 || math.Abs(back.B.Y) > 0.02 || math.Abs(geom.NormAngle(q.Pose.Heading)) > 1e-9 {
		t.Errorf("rear edge %v, heading %v: want the rear rank on the edge y = 0, facing in", back, q.Pose.Heading)
	}
	if r.canMove(s, q, March) == nil || r.canMove(s, q, Normal) != nil {
		t.Error("a reinforcement marched, or could not move")
	}
}

// whfb8 §9.1 Ambushers: "Not deployed at the start. From turn 2 on, the
// owner rolls a D6 for each ambushing unit: on 1–2 it is delayed (roll
// again next turn); on 3+ it enters in the remaining-moves sub-phase ...
// A unit that never arrives counts as having fled."
func TestAmbushers(t *testing.T) {
	a := piece(t, nil)
	a.Rules = []string{"Ambushers"}
	a.Points = 120
	s := duel(t, a, piece(t, nil), 20*Inch, "")
	s.Pieces[0].Pose = geom.Pose{Pos: geom.V(900, 200), Heading: 0}
	r := &Ruleset{}
	r.Start(s)
	if s.Piece(1) != nil || !offTable(s.PieceOrGone(1)) {
		t.Fatal("the ambushers stand on the table at the start")
	}
	s.Active, s.Phase = 1, Movement
	s.Turn = 1
	if ev := r.reinforcements(s); len(ev) != 0 {
		t.Errorf("ambushers rolled in turn 1: %v", texts(ev))
	}
	s.Turn = 2
	s.Dice = dice.NewFixed(1, []int{2, 3})
	if ev := r.reinforcements(s); !hasText(ev, "Shooters's ambush is delayed (2).") || s.Piece(1) != nil {
		t.Errorf("a 2: %v", texts(ev))
	}
	s.Over = true
	if sc := r.Score(s); sc.Points[2] != 120 {
		t.Errorf("an ambusher never arrived: %d points to the enemy, want 120", sc.Points[2])
	}
	s.Over = false
	if ev := r.reinforcements(s); !hasText(ev, "Shooters springs its ambush (3).") || s.Piece(1) == nil {
		t.Errorf("a 3: %v", texts(ev))
	}
}

// whfb8 §7.9 Pursuit into a fresh enemy: "If that enemy was already
// engaged and its combat has not been fought this turn, the pursuer
// fights again in that combat."
func TestPursuitIntoACombat(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 4*Inch, Combat)
	friend := piece(t, nil)
	friend.ID, friend.Owner, friend.Name = 3, 1, "Friends"
	e := &s.Pieces[1]
	friend.Pose = geom.Pose{Pos: e.Pose.Pos.Add(geom.V(0, e.Footprint.D/2+friend.Footprint.D/2)), Heading: math.Pi}
	s.Pieces = append(s.Pieces, *friend)
	s.Pieces[1].SetCounter("engaged", 3)
	s.Pieces[2].SetCounter("engaged", 2)
	r := &Ruleset{}
	ev := r.runInto(s, &s.Pieces[0], 6, rule("7.9"), "pursues")
	p := s.Piece(1)
	if !hasText(ev, "Shooters crashes into Targets.") || p.Counter("engaged") != 2 || !done(s, p, "charged") {
		t.Errorf("%v; engaged %d, charged %d", texts(ev), p.Counter("engaged"), p.Counter("charged"))
	}
	if s.Piece(2).Counter("engaged") != 3 {
		t.Error("the enemy's own fight was overwritten")
	}
	if ids := combatOf(s, p); len(ids) != 3 {
		t.Errorf("combat %v, want all three units", ids)
	}
}

// Regression: a unit that pursued off the table left its characters
// behind, still in it (a unit that was no longer on the table), and the
// game failed when one was offered Make Way!. Its characters go with it
// (whfb8 §10.2: the combined unit moves together) and come back with it.
func TestCharactersLeaveTheTableWithTheirUnit(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 30*Inch, Combat)
	s.Pieces[0].Pose = geom.Pose{Pos: geom.V(900, 3*Inch), Heading: math.Pi}
	c := hero(t, 3, 1, "Captain", nil)
	c.Attached = 1
	s.Pieces = append(s.Pieces, c)
	placeCharacters(s)
	r := &Ruleset{}
	r.runInto(s, s.Piece(1), 8, rule("7.9"), "pursues")
	if s.Piece(3) != nil || !offTable(s.PieceOrGone(3)) {
		t.Fatal("the captain stayed on the table without his unit")
	}
	if sc := r.Score(s); sc.Points[2] != 0 {
		t.Errorf("the unit and its captain off the table scored %d", sc.Points[2])
	}
	s.Turn, s.Active, s.Phase = 2, 1, Movement
	r.reinforcements(s)
	placeCharacters(s)
	if c := s.Piece(3); c == nil || c.Attached != 1 || gap(c, s.Piece(1)) > touchTol {
		t.Fatalf("the captain did not come back in his unit: %+v", c)
	}
}

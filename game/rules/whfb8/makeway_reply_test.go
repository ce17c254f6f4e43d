package whfb8

import (
	"math"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
)

// whfb8 §10.2 (p.100): "Make Way!: a character may swap places with a
// model of the same base size that is in base contact with the enemy.
// If both sides want to use it, roll a die". A unit charged in its flank
// in the enemy's turn is where it counts: when the active player fights
// that combat, the other player is asked first, moves his Captain to the
// corner of the flank that fights, and the fight goes on (here to the
// challenge, both sides having characters).
func TestMakeWayForTheOtherSide(t *testing.T) {
	g, s := challengeFight(t, map[string]int{"A": 3}, nil)
	s.Active = 2 // player 2's combat phase: player 1's unit is fought in its flank
	u2 := s.Piece(2)
	u2.Pose = geom.Pose{Pos: geom.V(900-50-40, 400), Heading: math.Pi / 2}
	placeCharacters(s)
	r := g.Rules.(*Ruleset)
	do(t, g, Fight{By: 2, Unit: 2})
	d := r.Decision(s)
	if d.Player != 1 || len(d.Options) != 2 || d.Options[0].Label != "Make Way! Captain" || d.Options[1].Label != "Fight on" {
		t.Fatalf("the other side's Make Way!: decision %+v", d)
	}
	if _, err := g.Do(Fight{By: 2, Unit: 2}); err == nil {
		t.Error("the fight went on before player 1 answered")
	}
	if s.Piece(1).Counter("fought") != 0 {
		t.Error("the combat was fought before the answer")
	}
	do(t, g, MakeWayReply{By: 1, Character: 3})
	if want := geom.V(900-50+10, 400+40-10); s.Piece(3).Pose.Pos.Sub(want).Len() > 1e-6 {
		t.Errorf("Captain at %v, want the flank's front corner %v", s.Piece(3).Pose.Pos, want)
	}
	if n := blows(s, s.Piece(3), u2).N; n != 3 {
		t.Errorf("the Captain at the flank: %d attacks, want his 3", n)
	}
	if d := r.Decision(s); d.Player != 2 || d.Options[0].Order.(Challenge).By != 2 {
		t.Fatalf("after Make Way! the fight goes on to player 2's challenge: %+v", d)
	}
	do(t, g, Challenge{By: 2}) // no challenge from player 2
	do(t, g, Challenge{By: 1}) // nor from player 1: the blows
	if s.Piece(1).Counter("fought") == 0 {
		t.Fatal("the combat was not fought")
	}
	// asked once a turn: a second round this turn asks nobody
	if _, ask := r.askMakeWay(s, 2, combatOf(s, s.Piece(2))); ask {
		t.Error("Make Way! asked twice in a turn")
	}
}

// "Fight on": the other side declines, its character stays where he is,
// and the fight goes on at once; a side with nobody who may take it is
// not asked.
func TestMakeWayDeclined(t *testing.T) {
	g, s := challengeFight(t, map[string]int{"A": 3}, nil)
	s.Active = 2
	s.Piece(2).Pose = geom.Pose{Pos: geom.V(900-50-40, 400), Heading: math.Pi / 2}
	placeCharacters(s)
	at := s.Piece(3).Pose
	do(t, g, Fight{By: 2, Unit: 2})
	do(t, g, MakeWayReply{By: 1})
	if s.Piece(3).Pose != at {
		t.Errorf("the Captain moved from %v to %v", at.Pos, s.Piece(3).Pose.Pos)
	}
	if d := g.Rules.Decision(s); d.Player != 2 || d.Kind != engine.React {
		t.Fatalf("after Fight on: %+v", d)
	}
	// to the front, the Captain already fights: nobody to ask
	g2, s2 := challengeFight(t, nil, nil)
	s2.Active = 2
	ev := do(t, g2, Fight{By: 2, Unit: 2})
	if _, _, ok := pendingMakeWay(s2); ok {
		t.Fatalf("Make Way! asked in a fight to the front: %v", ev)
	}
}

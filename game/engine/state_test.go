package engine

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/geom"
)

func testState() *State {
	s := &State{
		Players: []Player{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}},
		Pieces: []Piece{
			{ID: 3, Name: "C", Owner: 2, Stats: []Stat{{Name: "sp", Value: 5}}, Rules: []string{"Elite", "Phalanx"}},
			{ID: 1, Name: "A", Owner: 1, Footprint: Footprint{W: 100, D: 80}},
		},
		Dice: dice.New(5),
	}
	s.SortPieces()
	return s
}

func TestPieceLookup(t *testing.T) {
	s := testState()
	if p := s.Piece(3); p == nil || p.Name != "C" {
		t.Fatalf("Piece(3) = %+v", p)
	}
	if s.Piece(2) != nil {
		t.Fatal("Piece(2) found a piece that does not exist")
	}
	if s.Player(2).Name != "B" || s.Player(9) != nil {
		t.Fatal("Player lookup is wrong")
	}
	if Opponent(1) != 2 || Opponent(2) != 1 {
		t.Fatal("Opponent is wrong")
	}
}

func TestCountersStaySorted(t *testing.T) {
	var p Piece
	p.SetCounter("wavered", 1)
	p.SetCounter("damage", 3)
	p.SetCounter("disordered", 1)
	if p.Counters[0].Name != "damage" || p.Counters[1].Name != "disordered" || p.Counters[2].Name != "wavered" {
		t.Fatalf("counters out of order: %+v", p.Counters)
	}
	p.SetCounter("damage", 5)
	if p.Counter("damage") != 5 || p.Counter("nothing") != 0 {
		t.Fatalf("counter values wrong: %+v", p.Counters)
	}
	p.SetCounter("disordered", 0)
	if len(p.Counters) != 2 {
		t.Fatalf("zero did not remove the counter: %+v", p.Counters)
	}
}

func TestRulesAndStats(t *testing.T) {
	s := testState()
	p := s.Piece(3)
	if !p.HasRule("Phalanx") || p.HasRule("Fly") {
		t.Fatal("HasRule is wrong")
	}
	if v, ok := p.Stat("sp"); !ok || v != 5 {
		t.Fatalf("Stat(sp) = %d, %v", v, ok)
	}
	if _, ok := p.Stat("me"); ok {
		t.Fatal("Stat(me) found a missing stat")
	}
}

// Clone is deep: nothing done to the copy reaches the original, dice
// included (the copy rolls what the original would have rolled).
func TestCloneIsIndependent(t *testing.T) {
	s := testState()
	c := s.Clone()
	c.Piece(1).Pose.Pos = geom.V(10, 10)
	c.Piece(3).SetCounter("damage", 2)
	c.Piece(3).Stats[0].Value = 9
	c.Piece(3).Rules[0] = "Fly"
	c.Players[0].Name = "Z"
	if s.Piece(1).Pose.Pos != (geom.Vec{}) || s.Piece(3).Counter("damage") != 0 ||
		s.Piece(3).Stats[0].Value != 5 || s.Piece(3).Rules[0] != "Elite" || s.Players[0].Name != "A" {
		t.Fatal("changing the clone changed the original")
	}
	if a, b := s.Dice.Roll(6, ""), c.Dice.Roll(6, ""); a != b {
		t.Fatalf("clone rolls %v, original %v", b, a)
	}
}

func TestPieceShapes(t *testing.T) {
	p := Piece{Footprint: Footprint{W: 100, D: 80}, Pose: geom.Pose{Pos: geom.V(50, 40)}}
	if a := p.Rect().Poly().Area(); a != 8000 {
		t.Fatalf("rect area %v, want 8000", a)
	}
	round := Piece{Footprint: Footprint{W: 30, D: 30, Round: true}, Pose: geom.Pose{Pos: geom.V(0, 0)}}
	if c, ok := round.Shape().(geom.Circle); !ok || c.R != 15 {
		t.Fatalf("round base shape %#v", round.Shape())
	}
}

func TestMeasureFormat(t *testing.T) {
	if s := Inches.Format(25.4 * 4.25); s != `4.25"` {
		t.Fatalf("Format = %s", s)
	}
	if s := Centimetres.Format(125); s != "12.50 cm" {
		t.Fatalf("Format = %s", s)
	}
	if mm := Inches.ToMM(12); math.Abs(mm-304.8) > 1e-9 {
		t.Fatalf("ToMM(12) = %v", mm)
	}
}

func TestEnumNames(t *testing.T) {
	if Moved.String() != "moved" || GameEnded.String() != "game-ended" || EventKind(99).String() != "EventKind(99)" {
		t.Fatal("EventKind names wrong")
	}
	if GiveOrders.String() != "give-orders" || DecisionKind(-1).String() != "DecisionKind(-1)" {
		t.Fatal("DecisionKind names wrong")
	}
	if e := Refuse("kow2/3.4", nil, "would end %.1f\" from %s", 0.5, "Ironclad"); e.Error() != `kow2/3.4: would end 0.5" from Ironclad` {
		t.Fatalf("Illegal.Error() = %q", e.Error())
	}
}

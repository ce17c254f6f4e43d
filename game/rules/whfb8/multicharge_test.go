package whfb8

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// block is a unit of 5 infantry in one rank (100 mm × 20 mm) of a player
// at a position, facing a heading.
func block(t *testing.T, id engine.PieceID, owner engine.PlayerID, name string, at geom.Vec, heading float64) engine.Piece {
	p := piece(t, map[string]int{"models": 5})
	p.ID, p.Owner, p.Name = id, owner, name
	p.Pose = geom.Pose{Pos: at, Heading: heading}
	return *p
}

// whfb8 §4.2: "Charge that would contact more than one unit: every enemy
// unit the charger would touch is also charged and reacts on its own";
// [REC] "add every unavoidable extra contact as an additional declared
// target".
func TestChargeStrikesTwoUnits(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, map[string]int{"models": 5}), 6*Inch, Charge)
	tg := &s.Pieces[1]
	s.Pieces = append(s.Pieces, block(t, 3, 2, "Neighbours", tg.Pose.Pos.Add(geom.V(-100, 0)), math.Pi))
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	if !hasText(ev, "Shooters's charge will strike Neighbours too.") {
		t.Fatalf("%v", texts(ev))
	}
	do(t, g, React{By: 2, Reaction: Hold})
	if c, ok := pendingCharge(s); !ok || c.At != 3 {
		t.Fatalf("the second unit was not asked to react: %+v", c)
	}
	do(t, g, React{By: 2, Reaction: Hold})
	s.Dice = dice.NewFixed(1, []int{6, 6})
	ev = do(t, g, engine.EndPhase{By: 1})
	if !hasText(ev, "Shooters charges into Targets.") || !hasText(ev, "Shooters charges into Neighbours as well.") {
		t.Fatalf("%v", texts(ev))
	}
	if ids := combatOf(s, s.Piece(1)); len(ids) != 3 {
		t.Errorf("combat %v, want the charger and both units", ids)
	}
}

// whfb8 §4.6: "If the charger cannot close the door, the charged unit
// does it instead." A friend of the target stands where the charger
// would line up: the charger goes straight on until it touches, and the
// target turns and lines up flush with the charger's front.
func TestTargetClosesTheDoor(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, map[string]int{"models": 5}), 6*Inch, Charge)
	p, tg := &s.Pieces[0], &s.Pieces[1]
	tg.Pose.Pos.X += 80 // the target's left edge overlaps the charger's line by 20 mm
	front := tg.Rect().FrontEdge()
	s.Pieces = append(s.Pieces, block(t, 3, 2, "Guards", geom.V(1005, front.A.Y-10-1), math.Pi))
	r := &Ruleset{}
	if _, ok := r.contactPose(s, p, tg); ok {
		t.Fatal("the charger could close the door")
	}
	cp, tp, ok := r.targetClosesDoor(s, &s.Pieces[0], &s.Pieces[1], 12)
	if !ok {
		t.Fatal("the target could not close the door")
	}
	ghost, turned := s.Pieces[0], s.Pieces[1]
	ghost.Pose, turned.Pose = cp, tp
	c, _ := fighters(&ghost, &turned)
	if math.Abs(cp.Pos.X-900) > 1e-6 || gap(&ghost, &turned) > touchTol || c != 5 {
		t.Errorf("charger at %v, gap %v, %d models in contact; want straight on and all five front models touching", cp.Pos, gap(&ghost, &turned), c)
	}
}

// Regression: a charge that would touch a character standing in the
// front rank of its unit made him an extra target of his own: he then
// reacted (and fled) apart from his unit and later took his own rally
// test, and the game failed when his unit fled off the table with him
// (whfb8 §10.2: a character in a unit is charged with it; §4.4: the
// unit rallies, not its characters).
func TestChargeDoesNotStrikeACharacterInTheTarget(t *testing.T) {
	s := duel(t, piece(t, nil), piece(t, nil), 6*Inch, Charge)
	c := hero(t, 3, 2, "Banner-Sergeant", map[string]int{"Ld": 8})
	c.Attached = 2
	s.Pieces = append(s.Pieces, c)
	placeCharacters(s)
	g := &engine.Game{Rules: &Ruleset{}, State: s}
	ev := do(t, g, DeclareCharge{By: 1, Unit: 1, Target: 2})
	if hasText(ev, "Shooters's charge will strike Banner-Sergeant too.") {
		t.Fatalf("the character in the target was charged on his own: %v", texts(ev))
	}
	do(t, g, React{By: 2, Reaction: Flee})
	if _, ok := pendingCharge(s); ok {
		t.Fatal("a second reaction was asked for the character in the unit")
	}
	if s.Piece(3).Counter("fleeing") != 0 {
		t.Error("the character's own counters say he flees apart from his unit")
	}
}

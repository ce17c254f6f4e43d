package kow_test

import (
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// counter is a loot counter (a 25 mm disc) on the ground at (x, y) inches.
func counter(id int, x, y float64) engine.Marker {
	return engine.Marker{ID: id, Kind: kow.LootKind, Name: "Loot", Pose: geom.Pose{Pos: geom.V(x*in, y*in)},
		Footprint: engine.Footprint{W: 25, D: 25, Round: true}}
}

// lootGame starts a Loot! game with player 1 to move.
func lootGame(t *testing.T, s gametest.State, ms ...engine.Marker) *engine.Game {
	t.Helper()
	s.Victory = kow.Loot
	s.Markers = ms
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	return &engine.Game{Rules: r, State: s.State}
}

func straight(dy float64) []move.Step {
	d := geom.V(0, 1)
	if dy < 0 {
		d = geom.V(0, -1)
	}
	return []move.Step{{Kind: move.Straight, Dir: d, Dist: abs(dy) * in}}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// kow2 §11.3: "A unit that moves over a counter picks it up
// automatically; Individuals cannot"; §14-A29: "The swept footprint
// intersects the 25 mm disc". A regiment (80 mm deep) at y = 10" facing
// north advances 5": its front starts at 11.57" and its body ends between
// 13.43" and 16.57", so a counter at 12" (11.51" to 12.49") is swept over
// but not under the final footprint; a counter 4" to the side (its edge
// 26 mm from the unit's flank) is not touched. The Hero, an Individual,
// advances over a counter at (10, 12) and leaves it.
func TestLootPickedUpBySweptMove(t *testing.T) {
	g := lootGame(t, gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 1, "Hero", "Hero/Inf", "single", 10, 10, 0, "Individual"),
		gametest.KoW(3, 2, "Foes", "Inf", "regiment", 36, 40, 180)),
		counter(1, 36, 12), counter(2, 40, 12), counter(3, 10, 12))
	if _, err := g.Do(kow.NewMove(1, 1, kow.Advance, straight(5))); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Do(kow.NewMove(1, 2, kow.Advance, straight(5))); err != nil {
		t.Fatal(err)
	}
	s := g.State
	if m := s.Marker(1); m.Owner != 1 || m.Counter("carrier") != 1 || m.Pose.Pos != s.Piece(1).Pose.Pos {
		t.Errorf("counter 1 %+v: want carried by Spears, at its centre", m)
	}
	if m := s.Marker(2); m.Owner != 0 || m.Counter("carrier") != 0 {
		t.Errorf("counter 2 beside the path was picked up: %+v", m)
	}
	if m := s.Marker(3); m.Owner != 0 || m.Counter("carrier") != 0 {
		t.Errorf("the Individual picked up counter 3: %+v", m)
	}
	if sc := g.Rules.Score(s); sc.Points != [3]int{0, 1, 0} {
		t.Errorf("score %+v, want 1 - 0", sc)
	}
}

// kow2 §11.3: "A unit carrying loot may leave by moving into contact with
// its own table edge. It is removed, cannot return, and its loot is
// safe." A troop (40 mm deep) 1" + 20 mm from the south edge goes Back 1"
// and touches it; it is not routed, so the enemy scores no Kill for it.
func TestLootCarriedOffOwnEdge(t *testing.T) {
	c := counter(1, 36, 3)
	c.Owner = 1
	c.SetCounter("carrier", 1)
	g := lootGame(t, gametest.Table(72, 48,
		gametest.KoW(1, 1, "Runners", "Inf", "troop", 36, (20+1*in)/in, 0),
		gametest.KoW(2, 2, "Foes", "Inf", "regiment", 36, 40, 180)), c)
	if _, err := g.Do(kow.NewMove(1, 1, kow.Back, straight(-1))); err != nil {
		t.Fatal(err)
	}
	s := g.State
	if s.Piece(1) != nil || len(s.Gone) != 1 || s.Gone[0].Counter("left") != 1 {
		t.Fatalf("the carrier did not leave: pieces %d, gone %+v", len(s.Pieces), s.Gone)
	}
	if m := s.Marker(1); m.Owner != 1 || m.Counter("safe") != 1 {
		t.Errorf("the loot is not safe: %+v", m)
	}
	s.Victory = kow.Kill
	if sc := g.Rules.Score(s); sc.Points[2] != 0 {
		t.Errorf("leaving the battle scored a Kill: %+v", sc)
	}
}

// kow2 §11.3, §11.4 step 1: markers are placed first. A layout's
// objectives become the markers (the table's own list is emptied: the
// markers stand for them); with none, D3+4 markers go to the first
// default spots more than 12" apart [REC]. Kill! places none.
func TestMarkersPlacedAtStart(t *testing.T) {
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "A", "Inf", "regiment", 36, 22.5, 0))
	s.Table.Objectives = []table.Objective{{ID: 1, Name: "Ford", Pos: geom.V(36*in, 24*in), Radius: 12.5}, {ID: 2, Pos: geom.V(10*in, 40*in), Radius: 12.5}}
	s.Victory = kow.Pillage
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	if len(s.Markers) != 2 || s.Markers[0].Name != "Ford" || s.Markers[1].Name != "Objective 2" || len(s.Table.Objectives) != 0 {
		t.Fatalf("markers %+v, table objectives %v", s.Markers, s.Table.Objectives)
	}
	// The regiment's front is 24 - 22.5 - 1.57 = -0.07": it touches the
	// Ford's disc: player 1 holds it now, and the marker shows it.
	if s.Markers[0].Owner != 1 || s.Markers[1].Owner != 0 {
		t.Errorf("owners %d %d, want 1 0", s.Markers[0].Owner, s.Markers[1].Owner)
	}

	for seed := uint64(1); seed <= 6; seed++ {
		s := gametest.Table(72, 48)
		s.Victory, s.Seed = kow.Loot, seed
		s.Dice = dice.New(seed)
		ev := r.Start(s.State)
		n := ev[0].Value
		if n < 5 || n > 7 || len(s.Markers) != n {
			t.Fatalf("seed %d: D3+4 = %d, %d markers", seed, n, len(s.Markers))
		}
		for i := range s.Markers {
			for j := range i {
				if d := s.Markers[i].Pose.Pos.Dist(s.Markers[j].Pose.Pos) - 25; d <= 12*in {
					t.Errorf("seed %d: markers %d and %d %.2f\" apart", seed, i+1, j+1, d/in)
				}
			}
		}
	}
	k := gametest.Table(72, 48)
	k.Table.Objectives = []table.Objective{{ID: 1, Pos: geom.V(36*in, 24*in), Radius: 12.5}}
	r.Start(k.State)
	if len(k.Markers) != 0 || len(k.Table.Objectives) != 1 {
		t.Errorf("Kill! placed markers: %+v", k.Markers)
	}
}

// kow2 §11.3: control is judged at the end of the game, but the marker
// shows who would control it now, after every order: a regiment whose
// front ends 2.5" from the marker's edge holds it (within 3"); an enemy
// regiment within 3" as well makes it contested, nobody's.
func TestObjectiveOwnerFollowsTheMoves(t *testing.T) {
	// The marker at (36, 24); the regiment (80 mm deep) at y = 15" facing
	// north advances 5": its front from 16.57" to 21.57", 2.43" - 0.49"
	// = 1.94" from the marker's edge at 23.51".
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 15, 0),
		gametest.KoW(2, 2, "Foes", "Inf", "regiment", 36, 24+(12.5+2*in+40)/in, 180))
	s.Victory = kow.Pillage
	s.Markers = []engine.Marker{{ID: 1, Kind: kow.ObjectiveKind, Name: "Ford", Pose: geom.Pose{Pos: geom.V(36*in, 24*in)},
		Footprint: engine.Footprint{W: 25, D: 25, Round: true}}}
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	if m := s.Marker(1); m.Owner != 2 || m.Counter("contested") != 0 {
		t.Fatalf("at the start: %+v, want player 2's (Foes 2\" away)", m)
	}
	g := &engine.Game{Rules: r, State: s.State}
	if _, err := g.Do(kow.NewMove(1, 1, kow.Advance, straight(5))); err != nil {
		t.Fatal(err)
	}
	if m := s.Marker(1); m.Owner != 0 || m.Counter("contested") != 1 {
		t.Errorf("after the advance: %+v, want contested", m)
	}
}

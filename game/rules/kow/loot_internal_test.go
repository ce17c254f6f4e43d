package kow

import (
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// lootState is a Loot! State: a 72" × 48" table with the pieces and one
// loot counter (a 25 mm disc) at (x, y) inches.
func lootState(x, y float64, ps ...engine.Piece) *engine.State {
	s := &engine.State{Ruleset: "kow2", Victory: Loot, Dice: dice.New(1), Pieces: ps,
		Players: []engine.Player{{ID: 1}, {ID: 2}},
		Markers: []engine.Marker{newMarker(1, LootKind, "Loot 1", geom.V(x*Inch, y*Inch), 12.5)}}
	s.Table.Width, s.Table.Depth = 72*Inch, 48*Inch
	s.SortPieces()
	return s
}

func block(id, owner int, x, y float64, rules ...string) engine.Piece {
	return engine.Piece{ID: engine.PieceID(id), Name: "Unit", Owner: engine.PlayerID(owner), Rules: rules,
		Footprint: engine.Footprint{W: 100, D: 80}, Pose: geom.Pose{Pos: geom.V(x*Inch, y*Inch)}}
}

// kow2 §11.3: "An Individual standing on a counter stops the enemy
// picking it up" (§14-A29: its base overlaps the disc). A regiment swept
// from y = 10" to 15" passes over a counter at 12" (as a charge through
// the Individual's spot would): with an enemy Individual's 25 mm base on
// the counter it stays on the ground; a friendly Individual does not
// stop it.
func TestLootGuardedByEnemyIndividual(t *testing.T) {
	for _, c := range []struct {
		owner int
		want  engine.PlayerID
	}{{2, 0}, {1, 1}} {
		hero := block(2, c.owner, 36, 12.2, "Individual")
		hero.Footprint = engine.Footprint{W: 25, D: 25, Round: true}
		s := lootState(36, 12, block(1, 1, 36, 10), hero)
		before := []piecePath{{id: 1, poses: []geom.Pose{s.Pieces[0].Pose}}}
		s.Pieces[0].Pose.Pos.Y = 15 * Inch
		New(KoW2).pickUp(s, before, piecePath{})
		if m := s.Marker(1); m.Owner != c.want {
			t.Errorf("Individual of player %d on the counter: held by %d, want %d", c.owner, m.Owner, c.want)
		}
	}
}

// kow2 §11.3 "Loot when the carrier Routs": "Routed other than in melee:
// its owner places its counters anywhere inside its footprint" (at its
// centre [REC]); "Destroyed in melee: the opponent distributes the
// counters among his units in contact with it" (to the lowest ID that is
// not an Individual [REC]).
func TestLootDroppedWhenCarrierRouts(t *testing.T) {
	r := New(KoW2)
	for _, c := range []struct {
		order engine.Order
		want  engine.PlayerID
		at    engine.PieceID
	}{{engine.EndPhase{By: 1}, 0, 0}, {Fight{By: 2}, 2, 3}} {
		// The carrier (1) at (36, 20); an enemy Individual (2) and an
		// enemy regiment (3) in contact with its front (80 mm deep each).
		ind := block(2, 2, 36-60/Inch, 20+80/Inch, "Individual")
		s := lootState(36, 20, block(1, 1, 36, 20), ind, block(3, 2, 36+60/Inch, 20+80/Inch))
		m := s.Marker(1)
		m.Owner = 1
		m.SetCounter(carrierCounter, 1)
		r.remove(s, 1, "routed")
		r.dropLoot(s, c.order)
		m = s.Marker(1)
		if m.Owner != c.want || engine.PieceID(m.Counter(carrierCounter)) != c.at {
			t.Errorf("%s: loot %+v, want owner %d carrier %d", c.order.Kind(), m, c.want, c.at)
		}
		if c.want == 0 && m.Pose.Pos != geom.V(36*Inch, 20*Inch) {
			t.Errorf("dropped at %v, want the carrier's centre", m.Pose.Pos)
		}
	}
}

// The sweep of a wheel is a turn about the corner it keeps: the centre
// found from the two poses is that corner.
func TestTurnCentre(t *testing.T) {
	r := geom.Rect{Center: geom.V(100, 100), W: 100, D: 40}
	c := r.WheelPivot(0.5)
	end := geom.Pose{Pos: r.Center.Sub(c).RotateCW(0.5).Add(c), Heading: 0.5}
	got, ok := turnCentre(r.Center, end.Pos, 0.5)
	if !ok || got.Dist(c) > 1e-6 {
		t.Errorf("turn centre %v %v, want %v", got, ok, c)
	}
}

// kow2 §14-A29: "moves over" is the swept footprint. A 100 × 80 mm
// regiment pivoting 90° anticlockwise about its centre sweeps its corner
// (50, 40) (64.03 mm out, 38.7° from the x axis) through the 45° line: a
// 1 mm disc at (45, 45) mm (63.6 mm out, 5 mm outside both the start and
// the end footprints) is touched by the sweep, not by either footprint;
// one at (50, 50) (70.7 mm out) is not.
func TestSweepCoversAPivot(t *testing.T) {
	r := geom.Rect{W: 100, D: 80}
	poses := []geom.Pose{{}, {Heading: geom.Deg(-90)}}
	ends := []geom.Poly{r.WithPose(poses[0]).Poly(), r.WithPose(poses[1]).Poly()}
	in, out := geom.Circle{C: geom.V(45, 45), R: 1}, geom.Circle{C: geom.V(50, 50), R: 1}
	if sweptOver(ends, in) {
		t.Fatal("the test disc touches a footprint")
	}
	if !sweptOver(sweep(r, poses), in) {
		t.Error("the pivot's sweep misses the disc at (45, 45)")
	}
	if sweptOver(sweep(r, poses), out) {
		t.Error("the pivot's sweep reaches the disc at (50, 50)")
	}
}

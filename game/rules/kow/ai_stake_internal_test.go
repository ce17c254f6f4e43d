package kow

import (
	"math"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// kow2 §11.3 Pillage!: "you control a marker if at least one of your
// units is within 3" of it and no enemy unit is within 3"; Individuals
// are ignored". A unit that alone of its side is within 3" of an
// objective has that objective at stake (400 in the opponent's scale):
// unit 1 alone holds the marker at (36, 20); units 2 and 3 both contest
// it for player 2, so neither alone; the Individual 4 counts for nothing
// and unit 5 is too far. In Loot! a carrier's stake is twice 150 a
// counter (destroyed in melee, the enemy takes it).
func TestStakes(t *testing.T) {
	hero := block(4, 1, 36, 18, "Individual")
	s := &engine.State{Ruleset: "kow2", Victory: Pillage, Dice: dice.New(1),
		Pieces:  []engine.Piece{block(1, 1, 36, 17), block(2, 2, 33, 23), block(3, 2, 39, 23), hero, block(5, 1, 10, 10)},
		Players: []engine.Player{{ID: 1}, {ID: 2}},
		Markers: []engine.Marker{newMarker(1, ObjectiveKind, "Objective 1", geom.V(36*Inch, 20*Inch), 12.5)}}
	s.Table.Width, s.Table.Depth = 72*Inch, 48*Inch
	s.SortPieces()
	got := stakes(s)
	want := []float64{pillageWorth, 0, 0, 0, 0}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-9 {
			t.Errorf("unit %d: stake %v, want %v", s.Pieces[i].ID, got[i], want[i])
		}
	}
	if pillageWorth != 400 {
		t.Errorf("pillageWorth %v, want 400", pillageWorth)
	}
	l := lootState(36, 12, block(1, 1, 36, 10), block(2, 2, 10, 10))
	l.Markers[0].Owner = 1
	l.Markers[0].SetCounter(carrierCounter, 1)
	if got := stakes(l); got[0] != 300 || got[1] != 0 {
		t.Errorf("Loot!: stakes %v, want [300 0]", got)
	}
}

// memoLoss gives what expectedLossNT gives, asked once or many times.
func TestMemoLossIsTheLoss(t *testing.T) {
	u := engine.Piece{ID: 7, Points: 150, Stats: []engine.Stat{{Name: "rout", Value: 15}, {Name: "waver", Value: 13}}}
	u.SetCounter("damage", 4)
	for _, a := range []attack{{Dice: 10, Hit: 4, Damage: 4}, {Dice: 20, Hit: 3, Damage: 5, Elite: true}} {
		for _, later := range []float64{0, 0.5, 1} {
			nt := nerveTarget{Damage: 4, Waver: 13, Rout: 15, Inspired: later == 0.5}
			wl, wr, _ := expectedLossNT(&u, []attack{a}, nt, later)
			for range 3 {
				if l, r := memoLoss(&u, []attack{a}, nt, later); l != wl || r != wr {
					t.Fatalf("%+v later %v: %v %v, want %v %v", a, later, l, r, wl, wr)
				}
			}
		}
	}
}

package whfb8

import (
	"slices"
	"testing"
	"time"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/table"
)

// thirtyUnits is a 72" × 48" table with 15 blocks of 20 a side in two
// lines, player 1 in the movement phase.
func thirtyUnits(b *testing.B) *engine.State {
	s := &engine.State{Ruleset: ID, Table: table.Table{Width: 72 * Inch, Depth: 48 * Inch},
		Players: []engine.Player{{ID: 1}, {ID: 2}}, Turn: 1, Phase: Movement, Active: 1, First: 1, Turns: 6, Dice: dice.New(1)}
	id := engine.PieceID(1)
	for side := range 2 {
		for i := range 15 {
			p := piece(b, nil)
			p.ID, p.Owner = id, engine.PlayerID(side+1)
			x := 3*Inch + float64(i%8)*8.5*Inch
			y := 6*Inch + float64(i/8)*5*Inch
			h := 0.0
			if side == 1 {
				y, h = 48*Inch-y, 3.141592653589793
			}
			p.Pose = geom.Pose{Pos: geom.V(x, y), Heading: h}
			s.Pieces = append(s.Pieces, *p)
			id++
		}
	}
	return s
}

// The budget: one drag update (the solver's nearest legal move
// for a wheel and a move forward) with 30 units on the table, p99 ≤
// 0.5 ms.
func BenchmarkDragUpdate(b *testing.B) {
	s := thirtyUnits(b)
	r := &Ruleset{}
	var times []time.Duration
	i := 0
	for b.Loop() {
		a := 0.3 * float64(i%7-3) / 3
		o := NewMove(1, 1, Normal, []move.Step{{Kind: move.Wheel, Angle: a}, {Kind: move.Straight, Dir: dirForward, Dist: float64(i%5) * Inch}})
		start := time.Now()
		if _, err := r.PreviewMove(s, o); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
		i++
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
}

package kow_test

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// battleLines is a 72" × 48" table with two armies of 20 units in two
// lines each, the front lines 9" apart centre to centre, and some terrain between and among
// them: every kind of charge question comes up (out of arc, hidden, out of
// reach, blocked, hindered, legal).
func battleLines() gametest.State {
	types := []struct{ t, size string }{
		{"Inf", "regiment"}, {"Inf", "horde"}, {"Cav", "troop"}, {"Inf", "troop"}, {"LInf", "regiment"},
	}
	var ps []engine.Piece
	id := 1
	for owner := 1; owner <= 2; owner++ {
		for row := range 2 {
			for k := range 10 {
				ty := types[(k+row+owner)%len(types)]
				x := 5 + 6.9*float64(k)
				y, deg := 12-7*float64(row), 0.0
				if owner == 2 {
					y, deg = 21+7*float64(row), 180
				}
				deg += float64((k*7)%11) - 5 // not quite parallel
				ps = append(ps, gametest.KoW(id, owner, ty.t+" "+ty.size, ty.t, ty.size, x, y, deg))
				id++
			}
		}
	}
	return gametest.Table(72, 48, ps...).With(
		gametest.Terrain(1, "Mill", table.Building, 3, gametest.Box(22, 16.5, 3, 2)),
		gametest.Terrain(2, "Wood", table.Forest, 3, gametest.Box(48, 16.5, 5, 3)),
		gametest.Terrain(3, "Wall", table.Obstacle, 1, gametest.Box(34, 16.5, 6, 0.5)),
		gametest.Terrain(4, "Rise", table.Hill, 1, gametest.Box(60, 16.5, 6, 4)),
		gametest.Terrain(5, "Crag", table.Impassable, 4, gametest.Box(10, 16.5, 2, 2)),
	)
}

// BenchmarkAllCharges is every charge one side could declare: ChargeTargets
// for each of 20 units against 20 enemies.
func BenchmarkAllCharges(b *testing.B) {
	s := battleLines()
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	legal, total := 0, 0
	for _, p := range s.Pieces {
		if p.Owner != 1 {
			continue
		}
		for _, ct := range r.ChargeTargets(s.State, p.ID) {
			total++
			if ct.Legal {
				legal++
			}
		}
	}
	for b.Loop() {
		for i := range s.Pieces {
			if s.Pieces[i].Owner == 1 {
				r.ChargeTargets(s.State, s.Pieces[i].ID)
			}
		}
	}
	b.ReportMetric(float64(legal), "legal")
	b.ReportMetric(float64(total), "pairs")
}

package kow_test

import (
	"math"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// Property (kow2 §3.4, §4.5): whatever gestures a player makes, the
// preview's clamped move is accepted by Check, and after it is applied no
// two units overlap, friends never touch, enemies stay at least 1" apart
// (unless they already were closer), every unit is on the table and off
// impassable terrain, and no move spends more than its order allows.
func TestMovesKeepTheTableLegal(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r, st := closerBattle(rt, 9) // 18" closer: only new problems count
		g := &engine.Game{Rules: r, State: st}
		s := g.State
		for range rapid.IntRange(1, 40).Draw(rt, "orders") {
			// The units that may take a movement order now, and those orders.
			var mine []engine.PieceID
			for !s.Over {
				mine = mine[:0]
				for _, p := range s.Pieces {
					if len(movementOptions(r, s, p.ID)) > 0 {
						mine = append(mine, p.ID)
					}
				}
				if len(mine) > 0 {
					break
				}
				if _, err := g.Do(engine.EndPhase{By: s.Active}); err != nil {
					rt.Fatal(err)
				}
			}
			if s.Over {
				return
			}
			unit := rapid.SampledFrom(mine).Draw(rt, "unit")
			kind := rapid.SampledFrom(movementOptions(r, s, unit)).Draw(rt, "order")
			var steps []move.Step
			for range rapid.IntRange(0, 4).Draw(rt, "steps") {
				if rapid.Bool().Draw(rt, "pivot") {
					steps = append(steps, move.Step{Kind: move.Pivot, Angle: geom.Deg(rapid.Float64Range(-180, 180).Draw(rt, "deg"))})
				} else {
					dirs := []geom.Vec{geom.V(0, 1), geom.V(0, 1), geom.V(0, 1), geom.V(0, -1), geom.V(1, 0), geom.V(-1, 0)}
					steps = append(steps, move.Step{Kind: move.Straight, Dir: rapid.SampledFrom(dirs).Draw(rt, "dir"),
						Dist: rapid.Float64Range(0, 20*kow.Inch).Draw(rt, "dist")})
				}
			}
			before := s.Clone()
			m := kow.NewMove(s.Active, unit, kind, steps)
			res, il := r.Preview(s, m)
			if il != nil {
				continue // the unit may not take this order (§4.9)
			}
			if lim := r.Limits(s.Piece(unit), kind); res.Spent > lim.Budget+1e-9 {
				rt.Fatalf("spent %.4f mm of a %.4f mm budget", res.Spent, lim.Budget)
			}
			given := kow.NewMove(s.Active, unit, kind, res.Steps)
			if _, err := g.Do(given); err != nil {
				rt.Fatalf("the preview's own move was refused: %v", err)
			}
			checkTable(rt, before, s)
		}
	})
}

func checkTable(rt *rapid.T, before, s *engine.State) {
	for i := range s.Pieces {
		a := &s.Pieces[i]
		ra := a.Rect()
		b := s.Table.Bounds()
		for _, c := range ra.Corners() {
			if c.X < b.Min.X-1e-6 || c.Y < b.Min.Y-1e-6 || c.X > b.Max.X+1e-6 || c.Y > b.Max.Y+1e-6 {
				rt.Fatalf("%s is off the table at %v", a.Name, c)
			}
		}
		for k := range s.Table.Terrain {
			tr := &s.Table.Terrain[k]
			solid := tr.Kind.String() == "impassable" || tr.Kind.String() == "building"
			if solid && tr.Overlaps(ra.Poly()) && !tr.Overlaps(before.Piece(a.ID).Rect().Poly()) {
				rt.Fatalf("%s stands on %s", a.Name, tr.Name)
			}
		}
		for j := i + 1; j < len(s.Pieces); j++ {
			o := &s.Pieces[j]
			d := geom.Distance(ra.Poly(), o.Rect().Poly())
			was := geom.Distance(before.Piece(a.ID).Rect().Poly(), before.Piece(o.ID).Rect().Poly())
			switch {
			case geom.Overlap(ra.Poly(), o.Rect().Poly()):
				rt.Fatalf("%s overlaps %s", a.Name, o.Name)
			case a.Owner == o.Owner && d < 0.5-1e-6 && d < was-1e-6:
				rt.Fatalf("friends %s and %s are %.4f mm apart", a.Name, o.Name, d)
			case a.Owner != o.Owner && d < kow.Inch-1e-6 && d < math.Min(was, kow.Inch)-1e-6:
				rt.Fatalf("enemies %s and %s are %.4f mm apart", a.Name, o.Name, d)
			}
		}
	}
}

// movementOptions are the movement orders (not charges) a unit may take now.
func movementOptions(r *kow.Ruleset, s *engine.State, id engine.PieceID) []kow.OrderKind {
	var ks []kow.OrderKind
	for _, o := range r.Orders(s, id) {
		if o.Pick != engine.PickMove {
			continue
		}
		m, err := r.MoveOrder(s.Active, id, o.Kind, nil)
		if err == nil {
			ks = append(ks, m.(kow.Move).Order)
		}
	}
	return ks
}

package kow_test

import (
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// Property (DESIGN "Reliability"; kow2 §4-§7): a random sequence of orders,
// legal or not, on the default battle brought close, never panics; a
// refused order changes nothing; after every applied order no two units
// overlap, every unit is on the table and off impassable terrain it did
// not stand on, damage is never negative, and a routed unit is gone from
// the table. The orders are drawn from what the ruleset offers (moves
// clamped by the solver as the UI does, charges, shots, combats,
// regroups), mixed with orders made up at random.
func TestBattlesKeepTheTableLegal(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r, st := closerBattle(rt, 11) // 22" closer: only new overlaps count
		g := &engine.Game{Rules: r, State: st}
		s := g.State
		for range rapid.IntRange(1, 60).Draw(rt, "orders") {
			if s.Over {
				return
			}
			before := s.Clone()
			o := randomOrder(rt, r, s)
			if _, err := g.Do(o); err != nil {
				if !reflect.DeepEqual(before, s) {
					rt.Fatalf("a refused %s changed the game: %v", o.Kind(), err)
				}
				continue
			}
			checkBattle(rt, before, s)
		}
	})
}

// randomOrder draws an order: usually one the ruleset offers now, some
// times End phase, some times anything at all.
func randomOrder(rt *rapid.T, r *kow.Ruleset, s *engine.State) engine.Order {
	ids := make([]engine.PieceID, len(s.Pieces))
	for i, p := range s.Pieces {
		ids[i] = p.ID
	}
	unit := rapid.SampledFrom(ids).Draw(rt, "unit")
	if ready := r.Decision(s).Pieces; len(ready) > 0 && rapid.IntRange(0, 3).Draw(rt, "ready") > 0 {
		unit = rapid.SampledFrom(ready).Draw(rt, "ready unit")
	}
	other := rapid.SampledFrom(ids).Draw(rt, "other")
	switch rapid.IntRange(0, 9).Draw(rt, "what") {
	case 0:
		return engine.EndPhase{By: s.Active}
	case 1: // made up: may be anyone's, in any phase
		by := engine.PlayerID(rapid.IntRange(1, 2).Draw(rt, "by"))
		return rapid.SampledFrom([]engine.Order{
			kow.Shoot{By: by, Unit: unit, Target: other},
			kow.Fight{By: by, Target: other},
			kow.Regroup{By: by, Unit: unit, Back: rapid.Bool().Draw(rt, "back")},
			kow.Charge{By: by, Unit: unit, Target: other},
			kow.NewMove(by, unit, kow.OrderKind(rapid.IntRange(0, 6).Draw(rt, "kind")), []move.Step{{Kind: move.Straight, Dir: geom.V(0, 1), Dist: 50}}),
		}).Draw(rt, "made-up")
	}
	opts := r.Orders(s, unit)
	if len(opts) == 0 {
		return engine.EndPhase{By: s.Active}
	}
	o := rapid.SampledFrom(opts).Draw(rt, "option")
	switch {
	case o.Order != nil:
		return o.Order
	case o.Pick == engine.PickTarget:
		var legal []engine.Order
		for _, tg := range r.Targets(s, unit, o, nil) {
			if tg.Legal {
				legal = append(legal, tg.Order)
			}
		}
		if len(legal) > 0 {
			return rapid.SampledFrom(legal).Draw(rt, "target")
		}
		if o.Kind == (kow.Shoot{}).Kind() {
			return r.ShootOrder(s.Active, unit, other, o.Arg)
		}
		return r.ChargeOrder(s.Active, unit, other)
	}
	var steps []move.Step
	for range rapid.IntRange(0, 3).Draw(rt, "steps") {
		if rapid.Bool().Draw(rt, "pivot") {
			steps = append(steps, move.Step{Kind: move.Pivot, Angle: geom.Deg(rapid.Float64Range(-120, 120).Draw(rt, "deg"))})
		} else {
			dir := rapid.SampledFrom([]geom.Vec{geom.V(0, 1), geom.V(0, -1), geom.V(1, 0), geom.V(-1, 0)}).Draw(rt, "dir")
			steps = append(steps, move.Step{Kind: move.Straight, Dir: dir, Dist: rapid.Float64Range(0, 12*kow.Inch).Draw(rt, "dist")})
		}
	}
	m, err := r.MoveOrder(s.Active, unit, o.Kind, steps)
	if err != nil {
		return engine.EndPhase{By: s.Active}
	}
	if res, il := r.Preview(s, m.(kow.Move)); il == nil {
		m = kow.NewMove(s.Active, unit, m.(kow.Move).Order, res.Steps) // as the UI gives it
	}
	return m
}

// checkBattle is checkTable's battle version: units in combat may be in
// contact and closer than 1", so only overlaps, the table, impassable
// terrain, damage and the routed are checked.
func checkBattle(rt *rapid.T, before, s *engine.State) {
	b := s.Table.Bounds()
	for i := range s.Pieces {
		a := &s.Pieces[i]
		ra := a.Rect()
		for _, c := range ra.Corners() {
			if c.X < b.Min.X-1e-6 || c.Y < b.Min.Y-1e-6 || c.X > b.Max.X+1e-6 || c.Y > b.Max.Y+1e-6 {
				rt.Fatalf("%s is off the table at %v", a.Name, c)
			}
		}
		if a.Counter("damage") < 0 {
			rt.Fatalf("%s has %d damage", a.Name, a.Counter("damage"))
		}
		was := before.Piece(a.ID)
		for k := range s.Table.Terrain {
			tr := &s.Table.Terrain[k]
			solid := tr.Kind.String() == "impassable" || tr.Kind.String() == "building"
			if solid && tr.Overlaps(ra.Poly()) && (was == nil || !tr.Overlaps(was.Rect().Poly())) && !a.HasRule("Fly") {
				rt.Fatalf("%s stands on %s", a.Name, tr.Name)
			}
		}
		for j := i + 1; j < len(s.Pieces); j++ {
			o := &s.Pieces[j]
			wasO := before.Piece(o.ID)
			if geom.PenetrationDepth(ra.Poly(), o.Rect().Poly()) > 1e-3 &&
				(was == nil || wasO == nil || geom.PenetrationDepth(was.Rect().Poly(), wasO.Rect().Poly()) <= 1e-3) {
				rt.Fatalf("%s overlaps %s", a.Name, o.Name)
			}
		}
	}
	for _, g := range s.Gone {
		if s.Piece(g.ID) != nil {
			rt.Fatalf("%s is both routed and on the table", g.Name)
		}
	}
}

package gametest

import (
	"fmt"
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
)

// PlainPhase plays the active player's current Kings of War phase with a
// plain, deterministic policy, giving each order through do, then ends
// the phase: in the movement phase each unit (but a wizard) charges the
// first enemy it legally can, or else turns up to 90° towards the nearest enemy and
// advances as far as the solver allows; in the shooting phase each unit
// shoots the first legal target, or else casts its first spell that has
// one; in the melee phase every combat is
// fought in order and the victors regroup forward. The golden games of
// kow and save are played with it.
func PlainPhase(g *engine.Game, do func(engine.Order) error) error {
	r := g.Rules.(*kow.Ruleset)
	give := func(o engine.Order) error {
		if err := do(o); err != nil {
			return fmt.Errorf("turn %d %s: %s: %w", g.State.Turn, g.State.Phase, o.Kind(), err)
		}
		return nil
	}
	me := g.State.Active
	var ids []engine.PieceID
	for _, p := range g.State.Pieces {
		if p.Owner == me {
			ids = append(ids, p.ID)
		}
	}
	switch g.State.Phase {
	case kow.Movement:
		for _, id := range ids {
			s := g.State
			if s.Piece(id) == nil || len(r.Orders(s, id)) == 0 {
				continue
			}
			var o engine.Order
			wizard := len(kow.Spells(s.Piece(id))) > 0 // it stays out of melee to cast
			if tgt, ok := firstCharge(r, s, id); ok && !wizard {
				o = r.ChargeOrder(me, id, tgt)
			} else if m, ok := advanceTowardsEnemy(r, s, id); ok {
				o = m
			}
			if o != nil {
				if err := give(o); err != nil {
					return err
				}
			}
		}
	case kow.Shooting:
		for _, id := range ids {
			shot := false
			for _, st := range r.ShootTargets(g.State, id, "") {
				if st.Legal {
					if err := give(r.ShootOrder(me, id, st.Target, "")); err != nil {
						return err
					}
					shot = true
					break
				}
			}
			if !shot && g.State.Piece(id) != nil {
				if o, ok := firstSpell(r, g.State, id); ok {
					if err := give(o); err != nil {
						return err
					}
				}
			}
		}
	case kow.Melee:
		// A combat can start during the phase (an Individual's overrun
		// charges on), so the list is asked for again after each fight.
		for n := 0; ; n++ {
			cs := r.Combats(g.State)
			if len(cs) == 0 {
				break
			}
			if n > 4*len(g.State.Pieces) {
				return fmt.Errorf("turn %d melee: combats do not run out: %v", g.State.Turn, cs)
			}
			c := cs[0]
			if err := give(r.FightOrder(me, c.Target)); err != nil {
				return err
			}
			for _, id := range c.Attackers {
				if opts := r.Orders(g.State, id); len(opts) == 3 && opts[1].Order != nil {
					if err := give(opts[1].Order); err != nil {
						return err
					}
				}
			}
		}
	}
	return give(engine.EndPhase{By: me})
}

// firstSpell is the first spell the unit may cast, at its first legal
// target, in the order the window offers them.
func firstSpell(r *kow.Ruleset, s *engine.State, id engine.PieceID) (engine.Order, bool) {
	for _, opt := range r.Orders(s, id) {
		if opt.Kind != (kow.Cast{}).Kind() || opt.Pick != engine.PickTarget {
			continue
		}
		for _, tg := range r.Targets(s, id, opt, nil) {
			if tg.Legal {
				return tg.Order, true
			}
		}
	}
	return nil, false
}

func firstCharge(r *kow.Ruleset, s *engine.State, id engine.PieceID) (engine.PieceID, bool) {
	for _, ct := range r.ChargeTargets(s, id) {
		if ct.Legal {
			return ct.Target, true
		}
	}
	return 0, false
}

// advanceTowardsEnemy turns up to 90° towards the nearest enemy and
// advances as far as the solver allows, or Halts when Wavered.
func advanceTowardsEnemy(r *kow.Ruleset, s *engine.State, id engine.PieceID) (engine.Order, bool) {
	p := s.Piece(id)
	var near *engine.Piece
	best := math.Inf(1)
	for i := range s.Pieces {
		e := &s.Pieces[i]
		if e.Owner != p.Owner {
			if d := geom.Distance(p.Rect(), e.Rect()); d < best {
				near, best = e, d
			}
		}
	}
	kind := kow.Advance
	if p.Counter("wavered") > 0 || near == nil {
		kind = kow.Halt
	}
	var steps []move.Step
	if kind == kow.Advance {
		to := near.Pose.Pos.Sub(p.Pose.Pos)
		turn := geom.NormAngle(math.Atan2(to.X, to.Y) - p.Pose.Heading)
		turn = max(-math.Pi/2, min(math.Pi/2, turn))
		sp, _ := p.Stat("sp")
		steps = []move.Step{{Kind: move.Pivot, Angle: turn}, {Kind: move.Straight, Dir: geom.V(0, 1), Dist: float64(sp) * kow.Inch}}
	}
	res, il := r.Preview(s, kow.NewMove(p.Owner, id, kind, steps))
	if il != nil {
		return nil, false
	}
	var clamped []move.Step
	for _, st := range res.Steps {
		if st.Dist > 1e-9 || math.Abs(st.Angle) > 1e-9 {
			clamped = append(clamped, st)
		}
	}
	// A turn of 1e-16 left out may change where the step after it stops
	// (against terrain, by a hair): then the steps are given as planned.
	if again, il := r.Preview(s, kow.NewMove(p.Owner, id, kind, clamped)); il == nil && again.Clamped {
		clamped = res.Steps
	}
	return kow.NewMove(p.Owner, id, kind, clamped), true
}

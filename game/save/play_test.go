package save_test

import (
	"math"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/save"
	"warbench/scenarios"
)

// newSession starts a session of the built-in battle with its seed.
func newSession(t testing.TB) *save.Session {
	t.Helper()
	sc, src, err := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	if err != nil {
		t.Fatal(err)
	}
	s, err := save.New(save.NewHeader(sc, src, 0, nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// playTurns plays the built-in battle with a plain scripted player (the
// one of kow's golden game: charge the first legal target, else advance
// towards the nearest enemy; shoot the first legal target; fight every
// combat and regroup forward) until the game is over or maxPhases phases
// have ended.
func playTurns(t testing.TB, s *save.Session, maxPhases int) {
	t.Helper()
	g := s.Game
	if s.Head() == 0 {
		s.Start()
	}
	for g.State.Phase == kow.VanguardPhase {
		do(t, s, engine.EndPhase{By: g.State.Active})
	}
	for i := 0; i < maxPhases && !g.State.Over; i++ {
		scriptedPhase(t, s)
	}
}

func do(t testing.TB, s *save.Session, o engine.Order) {
	t.Helper()
	if _, err := s.Do(o); err != nil {
		t.Fatalf("turn %d %s: %s: %v", s.Game.State.Turn, s.Game.State.Phase, o.Kind(), err)
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
}

// scriptedPhase gives the orders of one phase and ends it.
func scriptedPhase(t testing.TB, s *save.Session) {
	t.Helper()
	g := s.Game
	r, st := g.Rules.(*kow.Ruleset), g.State
	me := st.Active
	var ids []engine.PieceID
	for _, p := range st.Pieces {
		if p.Owner == me {
			ids = append(ids, p.ID)
		}
	}
	switch g.State.Phase {
	case kow.Movement:
		for _, id := range ids {
			st := g.State
			if st.Piece(id) == nil || len(r.Orders(st, id)) == 0 {
				continue
			}
			if tgt, ok := firstCharge(r, st, id); ok {
				do(t, s, r.ChargeOrder(me, id, tgt))
				continue
			}
			if m, ok := advanceTowardsEnemy(r, st, id); ok {
				do(t, s, m)
			}
		}
	case kow.Shooting:
		for _, id := range ids {
			for _, sht := range r.ShootTargets(g.State, id, "") {
				if sht.Legal {
					do(t, s, r.ShootOrder(me, id, sht.Target, ""))
					break
				}
			}
		}
	case kow.Melee:
		for _, c := range r.Combats(g.State) {
			if g.State.Piece(c.Target) == nil {
				continue
			}
			do(t, s, r.FightOrder(me, c.Target))
			for _, id := range c.Attackers {
				if opts := r.Orders(g.State, id); len(opts) == 3 && opts[1].Order != nil {
					do(t, s, opts[1].Order)
				}
			}
		}
	}
	do(t, s, engine.EndPhase{By: me})
}

func firstCharge(r *kow.Ruleset, s *engine.State, id engine.PieceID) (engine.PieceID, bool) {
	for _, ct := range r.ChargeTargets(s, id) {
		if ct.Legal {
			return ct.Target, true
		}
	}
	return 0, false
}

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
	return kow.NewMove(p.Owner, id, kind, clamped), true
}

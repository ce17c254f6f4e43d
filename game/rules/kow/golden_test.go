package kow_test

import (
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// scriptedOrders is a plain, deterministic player for the golden game:
// each unit charges the first enemy it legally can, or else advances
// towards the nearest enemy; in the shooting phase each unit shoots the
// first legal target; in the melee phase every combat is fought in order
// and victors regroup forward.
func scriptedOrders(t *testing.T, g *engine.Game) {
	t.Helper()
	r, s := g.Rules.(*kow.Ruleset), g.State
	do := func(o engine.Order) {
		if _, err := g.Do(o); err != nil {
			t.Fatalf("turn %d %s: %s: %v", s.Turn, s.Phase, o.Kind(), err)
		}
	}
	me := s.Active
	var ids []engine.PieceID
	for _, p := range s.Pieces {
		if p.Owner == me {
			ids = append(ids, p.ID)
		}
	}
	switch s.Phase {
	case kow.Movement:
		for _, id := range ids {
			if s.Piece(id) == nil || len(r.Orders(s, id)) == 0 {
				continue
			}
			if tgt, ok := firstCharge(r, s, id); ok {
				do(r.ChargeOrder(me, id, tgt))
				continue
			}
			if m, ok := advanceTowardsEnemy(r, s, id); ok {
				do(m)
			}
		}
	case kow.Shooting:
		for _, id := range ids {
			for _, st := range r.ShootTargets(s, id, "") {
				if st.Legal {
					do(r.ShootOrder(me, id, st.Target, ""))
					break
				}
			}
		}
	case kow.Melee:
		for _, c := range r.Combats(s) {
			if s.Piece(c.Target) == nil {
				continue
			}
			do(r.FightOrder(me, c.Target))
			for _, id := range c.Attackers {
				if opts := r.Orders(s, id); len(opts) == 3 && opts[1].Order != nil {
					do(opts[1].Order)
				}
			}
		}
	}
	do(engine.EndPhase{By: me})
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
// advances as far as the solver allows, or Halts when it cannot.
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

// A whole game of the default scenario, scripted, with the scenario's
// seed: its event log is a golden file, so any change to a rule's
// outcome, its dice order or its log text shows up here (kow2 §4-§7,
// §11.5-11.6). Run with -update to accept a deliberate change.
func TestGoldenGame(t *testing.T) {
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	var b strings.Builder
	logEvents := func(ev []engine.Event) {
		for _, e := range ev {
			fmt.Fprintf(&b, "%-7s %-10s %s", e.Kind, e.Rule, e.Text)
			if len(e.Dice) > 0 {
				b.WriteString(" [")
				for i, d := range e.Dice {
					if i > 0 {
						b.WriteByte(' ')
					}
					if d.Was != 0 {
						fmt.Fprintf(&b, "%d>", d.Was)
					}
					fmt.Fprint(&b, d.Face)
				}
				b.WriteString("]")
			}
			b.WriteByte('\n')
		}
	}
	logEvents(g.Rules.Start(g.State))
	for g.State.Phase == kow.VanguardPhase { // no Vanguard moves in this script
		if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	for steps := 0; !g.State.Over; steps++ {
		if steps > 200 {
			t.Fatal("the game does not end")
		}
		scriptedOrders(t, g)
	}
	for _, e := range g.Log {
		logEvents(e.Events)
	}
	sc2 := g.Rules.Score(g.State)
	fmt.Fprintf(&b, "final: %s; %d units left, %d routed\n", sc2.Text, len(g.State.Pieces), len(g.State.Gone))
	got := b.String()
	const path = "testdata/golden-game.txt"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run GoldenGame -update to create it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the game differs from %s at line %d:\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the game differs from %s in length: %d lines, want %d", path, len(gl), len(wl))
	}
}

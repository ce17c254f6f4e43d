package kow_test

import (
	"math"
	"strings"
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// regiment is an Inf regiment of player 1 at (x, 10") facing north.
func regiment(id int, name string, x float64) engine.Piece {
	return gametest.KoW(id, 1, name, "Inf", "regiment", x, 10, 0)
}

// checkFlush checks that every pose stands flush against the facing with
// part of its front edge on it (kow2 §4.7.4 item 4, more than ArcEps),
// and that no two chargers overlap or come closer than the friendly gap.
func checkFlush(t *testing.T, s *engine.State, ids []engine.PieceID, poses []geom.Pose, tgt engine.PieceID, arcs []geom.Arc) {
	t.Helper()
	tr := s.Piece(tgt).Rect()
	var rects []geom.Rect
	for i, id := range ids {
		c := s.Piece(id).Rect().WithPose(poses[i])
		edge, n := facingEdge(tr, arcs[i])
		fe := c.FrontEdge()
		if d := max(lineDist(edge, fe.A), lineDist(edge, fe.B)); d > 1e-6 {
			t.Errorf("unit %d: front edge %.9f mm off the %v", id, d, arcs[i])
		}
		if c.Forward().Add(n).Len() > 1e-9 {
			t.Errorf("unit %d does not face into the %v", id, arcs[i])
		}
		if ov := frontOverlap(c, edge); ov <= geom.ArcEps {
			t.Errorf("unit %d: only %.4f mm of its front edge on the %v", id, ov, arcs[i])
		}
		rects = append(rects, c)
	}
	for i := range rects {
		for j := i + 1; j < len(rects); j++ {
			if g := geom.Distance(rects[i], rects[j]); g < friendGap-1e-6 {
				t.Errorf("units %d and %d end %.6f mm apart", ids[i], ids[j], g)
			}
		}
	}
}

// kow2 §4.7.7 item 3, errata D4: "three units 100 mm wide can never all
// charge a 100 mm facing. Only two can; the third gets another order."
// Two fit, overhanging the facing's ends, each with part of its front
// edge on it; the third is refused.
func TestMultiChargeThreeCannotFitOnOneFacing(t *testing.T) {
	r := kow.New(kow.KoW2)
	wolves := gametest.KoW(9, 2, "Wolves", "Inf", "regiment", 36, 20, 180)
	s := gametest.Table(72, 48, regiment(1, "Spears", 31.8), regiment(2, "Guard", 36), regiment(3, "Axes", 40.2), wolves)
	gametest.StartP1(r, s.State)
	for _, id := range []engine.PieceID{1, 2, 3} {
		mustLegal(t, target(t, r, s.State, id, 9))
	}
	// Only two can.
	two := []engine.PieceID{1, 3}
	poses, il := r.PlanMultiCharge(s.State, kow.NewMultiCharge(1, 9, two))
	if il != nil {
		t.Fatalf("two regiments on a regiment's front refused: %v", il)
	}
	checkFlush(t, s.State, two, poses, 9, []geom.Arc{geom.ArcFront, geom.ArcFront})
	// Shared evenly: each Leader Point 50.25 mm from the centre of the
	// front (half of 100 mm + 0.5 mm apart), the west unit west.
	front := s.Piece(9).Rect().FrontEdge().At(0.5)
	for i, wantX := range []float64{front.X - 50.25, front.X + 50.25} {
		lp := s.Piece(two[i]).Rect().WithPose(poses[i]).LeaderPoint()
		if d := lp.Dist(geom.V(wantX, front.Y)); d > 1e-4 {
			t.Errorf("unit %d: Leader Point %v, want x %.4f on the front (%.6f mm off)", two[i], lp, wantX, d)
		}
	}
	// The third gets another order.
	_, il = r.PlanMultiCharge(s.State, kow.NewMultiCharge(1, 9, []engine.PieceID{1, 2, 3}))
	if il == nil || il.Rule != "kow2/4.7.7" ||
		!strings.Contains(il.Reason, "Three units 300 mm wide cannot all fit against Wolves' 100 mm front") {
		t.Fatalf("three on one front: %v", il)
	}
	g := started(s)
	if _, err := g.Do(kow.NewMultiCharge(1, 9, []engine.PieceID{1, 2, 3})); err == nil {
		t.Fatal("Check accepted three regiments on a 100 mm front")
	}
}

// kow2 §4.7.7 items 3-4, §14-A37: two chargers on a horde's 200 mm front
// share it evenly (each Leader Point as near a quarter of the way in as
// the 0.5 mm gap allows) and keep their left-to-right order, even when
// both start west of the centre; Apply moves both, records the charge
// and logs one Moved event each under kow2/4.7.7.
func TestMultiChargeSharesAWideFrontInOrder(t *testing.T) {
	horde := gametest.KoW(9, 2, "Wolves", "Inf", "horde", 36, 20, 180)
	s := gametest.Table(72, 48, regiment(1, "Spears", 30), regiment(2, "Guard", 34.2), horde)
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	// Declared east unit first: the order along the facing comes from the
	// Leader Points, not from the order.
	ids := []engine.PieceID{2, 1}
	poses, il := r.PlanMultiCharge(g.State, kow.NewMultiCharge(1, 9, ids))
	if il != nil {
		t.Fatal(il)
	}
	checkFlush(t, g.State, ids, poses, 9, []geom.Arc{geom.ArcFront, geom.ArcFront})
	front := g.State.Piece(9).Rect().FrontEdge().At(0.5)
	want := map[engine.PieceID]float64{1: front.X - 50.25, 2: front.X + 50.25}
	for i, id := range ids {
		lp := g.State.Piece(id).Rect().WithPose(poses[i]).LeaderPoint()
		if d := lp.Dist(geom.V(want[id], front.Y)); d > 1e-4 {
			t.Errorf("unit %d: Leader Point %v, want x %.4f (%.6f mm off)", id, lp, want[id], d)
		}
	}
	ev, err := g.Do(kow.NewMultiCharge(1, 9, ids))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 {
		t.Fatalf("events %+v", ev)
	}
	for i, id := range ids {
		p := g.State.Piece(id)
		if p.Pose != poses[i] || p.Counter("charged") != 9 || p.Counter("hindered") != 0 || !kow.Ordered(g.State, p) {
			t.Errorf("unit %d after the charge: pose %v (want %v), counters %v", id, p.Pose, poses[i], p.Counters)
		}
		if ev[i].Kind != engine.Moved || ev[i].Piece != id || ev[i].Rule != "kow2/4.7.7" || ev[i].To != poses[i] ||
			ev[i].Text != p.Name+" charge Wolves in the front." {
			t.Errorf("event %d: %+v", i, ev[i])
		}
	}
}

// kow2 §4.7.7 item 1: each charger must be eligible on its own at
// declaration, from its own Leader Point; one that is not is refused by
// name.
func TestMultiChargeRefusesAnIneligibleUnitByName(t *testing.T) {
	r := kow.New(kow.KoW2)
	wolves := gametest.KoW(9, 2, "Wolves", "Inf", "horde", 36, 20, 180)
	s := gametest.Table(72, 48, regiment(1, "Spears", 33.9),
		gametest.KoW(2, 1, "Archers", "Inf", "regiment", 38.1, 10, 180), wolves)
	gametest.StartP1(r, s.State)
	_, il := r.PlanMultiCharge(s.State, kow.NewMultiCharge(1, 9, []engine.PieceID{1, 2}))
	if il == nil || il.Rule != "kow2/4.7.1" || !strings.Contains(il.Reason, "Archers cannot join the charge on Wolves") ||
		!strings.Contains(il.Reason, "front arc") {
		t.Fatalf("got %v, want Archers refused under kow2/4.7.1", il)
	}
	// Five units do not make one order.
	_, il = r.PlanMultiCharge(s.State, kow.NewMultiCharge(1, 9, []engine.PieceID{1, 2, 3, 4, 5}))
	if il == nil || il.Rule != "kow2/4.7.7" {
		t.Fatalf("five chargers: %v", il)
	}
}

// kow2 §4.7.2, §4.7.7: chargers striking different facings are laid out
// on each; here one strikes the right flank and one the front. The front
// charger is centred; the flank charger, 100 mm wide on an 80 mm flank,
// would overhang the corner by 10 mm and touch it, so it slides 10.5 mm
// back along the flank to keep the 0.5 mm friendly gap (§3.4).
func TestMultiChargeDifferentFacings(t *testing.T) {
	r := kow.New(kow.KoW2)
	// Facing east: its front is east, its right flank south.
	wolves := gametest.KoW(9, 2, "Wolves", "Inf", "regiment", 36, 20, 90)
	s := gametest.Table(72, 48, regiment(1, "Spears", 36),
		gametest.KoW(2, 1, "Knights", "Inf", "regiment", 46, 20, 270), wolves)
	gametest.StartP1(r, s.State)
	ids := []engine.PieceID{1, 2}
	arcs := []geom.Arc{geom.ArcRight, geom.ArcFront}
	for i, id := range ids {
		if ct := target(t, r, s.State, id, 9); !ct.Legal || ct.Facing != arcs[i] {
			t.Fatalf("unit %d alone: legal %v facing %v (%v)", id, ct.Legal, ct.Facing, ct.Why)
		}
	}
	poses, il := r.PlanMultiCharge(s.State, kow.NewMultiCharge(1, 9, ids))
	if il != nil {
		t.Fatal(il)
	}
	checkFlush(t, s.State, ids, poses, 9, arcs)
	tr := s.Piece(9).Rect()
	for i, want := range []float64{10 + friendGap, 0} {
		edge, _ := facingEdge(tr, arcs[i])
		if d := s.Piece(ids[i]).Rect().WithPose(poses[i]).LeaderPoint().Dist(edge.At(0.5)); math.Abs(d-want) > 1e-4 {
			t.Errorf("unit %d: Leader Point %.6f mm from the centre of the %v, want %.4f", ids[i], d, arcs[i], want)
		}
	}
}

// kow2 §4.7.7 item 2: the chargers move one at a time, in any order; a
// unit in front moves first to open the way for one behind. The Guard
// stand across the straight way of the Spears to their place on the west
// half of the horde's front; declared Spears first, the charge is still
// made, the Guard moving first.
func TestMultiChargeFrontUnitMovesFirst(t *testing.T) {
	horde := gametest.KoW(9, 2, "Wolves", "Inf", "horde", 36, 27, 180)
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 33, 14, 0),
		gametest.KoW(2, 1, "Guard", "Inf", "regiment", 36, 22, 0), horde)
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	for _, id := range []engine.PieceID{1, 2} {
		mustLegal(t, target(t, r, g.State, id, 9))
	}
	ids := []engine.PieceID{1, 2}
	poses, il := r.PlanMultiCharge(g.State, kow.NewMultiCharge(1, 9, ids))
	if il != nil {
		t.Fatal(il)
	}
	checkFlush(t, g.State, ids, poses, 9, []geom.Arc{geom.ArcFront, geom.ArcFront})
	front := g.State.Piece(9).Rect().FrontEdge().At(0.5)
	for i, wantX := range []float64{front.X - 50.25, front.X + 50.25} {
		lp := g.State.Piece(ids[i]).Rect().WithPose(poses[i]).LeaderPoint()
		if d := lp.Dist(geom.V(wantX, front.Y)); d > 1e-4 {
			t.Errorf("unit %d: Leader Point %v, want x %.4f (%.6f mm off)", ids[i], lp, wantX, d)
		}
	}
	// The Guard move first: the events come in the order of the moves.
	ev, err := g.Do(kow.NewMultiCharge(1, 9, ids))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 2 || ev[0].Piece != 2 || ev[1].Piece != 1 {
		t.Fatalf("events %+v, want the Guard's move then the Spears'", ev)
	}
}

// kow2 §4.7.6, §4.7.7: Hindered is decided for each charger on its own
// path: only the one crossing the wall is Hindered.
func TestMultiChargeHinderedPerUnit(t *testing.T) {
	horde := gametest.KoW(9, 2, "Wolves", "Inf", "horde", 36, 20, 180)
	s := gametest.Table(72, 48, regiment(1, "Spears", 33.9), regiment(2, "Guard", 38.1), horde).
		With(gametest.Terrain(1, "Wall", table.Obstacle, 1, gametest.Box(33.9, 14, 3.5, 0.5)))
	g := started(s)
	if _, err := g.Do(kow.NewMultiCharge(1, 9, []engine.PieceID{1, 2})); err != nil {
		t.Fatal(err)
	}
	if h1, h2 := g.State.Piece(1).Counter("hindered"), g.State.Piece(2).Counter("hindered"); h1 != 1 || h2 != 0 {
		t.Fatalf("hindered: Spears %d, Guard %d; want 1, 0", h1, h2)
	}
}

// kow2 §8 Yellow-Bellied in a multiple charge: a Yellow-Bellied charger
// on the front that rolls a 1 Halts; the others still charge, laid out
// again without it (here the one left is centred on the front).
func TestMultiChargeYellowBellied(t *testing.T) {
	wolves := gametest.KoW(9, 2, "Wolves", "Inf", "regiment", 36, 20, 180)
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 31.8, 10, 0, "Yellow-Bellied"),
		regiment(3, "Axes", 40.2), wolves)
	g := started(s)
	g.State.Dice = dice.New(seedRollingOne(t)) // after the roll-off for the first turn
	from := g.State.Piece(1).Pose
	ev, err := g.Do(kow.NewMultiCharge(1, 9, []engine.PieceID{1, 3}))
	if err != nil {
		t.Fatal(err)
	}
	if len(ev) != 3 || ev[0].Kind != engine.Rolled || ev[0].Value != 1 || ev[1].Piece != 1 || ev[1].From != ev[1].To ||
		ev[2].Piece != 3 || ev[2].Rule != "kow2/4.7.7" {
		t.Fatalf("events %+v", ev)
	}
	sp := g.State.Piece(1)
	if sp.Pose != from || !kow.Ordered(g.State, sp) || sp.Counter("charged") != 0 {
		t.Fatalf("the Spears rolled 1 but moved or charged: %v %v", sp.Pose, sp.Counters)
	}
	front := g.State.Piece(9).Rect().FrontEdge().At(0.5)
	if d := g.State.Piece(3).Rect().LeaderPoint().Dist(front); d > 1e-6 {
		t.Fatalf("the Axes end %.6f mm from the centre of the front", d)
	}
}

// kow2 [000] P&R (digest D9, §4.10): several units charging an Individual:
// "the first charger contacts the Individual. The Individual aligns to the
// first charger. Later chargers contact and align to the Individual."
func TestMultiChargeOnAnIndividual(t *testing.T) {
	hero := gametest.KoW(9, 2, "Hero", "Hero/Inf", "single", 36, 20, 180, "Individual")
	front := gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 14, 0)
	side := gametest.KoW(3, 1, "Axes", "Inf", "regiment", 44, 20, 270)
	g := started(gametest.Table(72, 48, front, side, hero))
	ev, err := g.Do(kow.NewMultiCharge(1, 9, []engine.PieceID{1, 3}))
	if err != nil {
		t.Fatal(err)
	}
	s := g.State
	h := s.Piece(9)
	var firstID engine.PieceID
	for _, e := range ev {
		if e.Kind == engine.Moved && e.Rule == "kow2/4.7.7" {
			firstID = e.Piece
			break
		}
	}
	first := s.Piece(firstID)
	if first == nil || geom.Distance(first.Rect(), h.Rect()) > 1e-6 {
		t.Fatalf("the first charger is not in contact: %+v", ev)
	}
	if a := math.Abs(geom.NormAngle(h.Pose.Heading - first.Pose.Heading - math.Pi)); a > 1e-6 {
		t.Fatalf("the Hero does not face %s: %.2f° off", first.Name, geom.ToDeg(a))
	}
	for _, id := range []engine.PieceID{1, 3} {
		if d := geom.Distance(s.Piece(id).Rect(), h.Rect()); d > 1e-6 {
			t.Errorf("%s is %.3f mm from the Hero after the charge", s.Piece(id).Name, d)
		}
	}
}

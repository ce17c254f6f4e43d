package kow_test

import (
	"errors"
	"math"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/move"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

const in = geom.MMPerInch

func fwd(d float64) move.Step { return move.Step{Kind: move.Straight, Dir: geom.V(0, 1), Dist: d * in} }
func back(d float64) move.Step {
	return move.Step{Kind: move.Straight, Dir: geom.V(0, -1), Dist: d * in}
}
func pivot(deg float64) move.Step { return move.Step{Kind: move.Pivot, Angle: geom.Deg(deg)} }

func started(s gametest.State) *engine.Game {
	r := kow.New(kow.KoW2)
	gametest.StartP1(r, s.State)
	return &engine.Game{Rules: r, State: s.State}
}

// kow2 §4.3 and [000] Diagram D: "Skeletons, Sp 5: move 4" forward, pivot
// on centre, move 1" more" — a pivot costs no distance.
func TestAdvanceDiagramD(t *testing.T) {
	g := started(gametest.Table(72, 48, gametest.KoW(1, 1, "Skeletons", "Inf", "regiment", 36, 10, 0)))
	ev, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(4), pivot(45), fwd(1)}))
	if err != nil {
		t.Fatal(err)
	}
	p := g.State.Piece(1)
	// 4" north, then 1" north-east.
	want := geom.V(36*in+in*math.Sqrt2/2, 14*in+in*math.Sqrt2/2)
	if p.Pose.Pos.Dist(want) > 1e-6 || math.Abs(p.Pose.Heading-geom.Deg(45)) > 1e-9 {
		t.Fatalf("ended at %v heading %.3f°, want %v heading 45°", p.Pose.Pos, geom.ToDeg(p.Pose.Heading), want)
	}
	if len(ev) != 1 || ev[0].Kind != engine.Moved {
		t.Fatalf("events %+v", ev)
	}
}

// kow2 §4.3: Advance is up to Sp; a sixth inch is refused when given by hand.
func TestAdvanceBudget(t *testing.T) {
	g := started(gametest.Table(72, 48, gametest.KoW(1, 1, "Skeletons", "Inf", "regiment", 36, 10, 0)))
	_, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(6)}))
	if err == nil {
		t.Fatal("a 6\" advance at Sp 5 was accepted")
	}
	res, _ := g.Rules.(*kow.Ruleset).Preview(g.State, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(6)}))
	if math.Abs(res.Spent-5*in) > 1e-6 {
		t.Fatalf("preview spends %.3f mm, want 5\"", res.Spent)
	}
}

// kow2 §3.4: units keep 1" from enemies while moving; the preview stops
// exactly 1" short and says why.
func TestAdvanceStopsAnInchFromEnemies(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 16, 180))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	res, il := r.Preview(g.State, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(5)}))
	if il != nil {
		t.Fatal(il)
	}
	// Fronts are 6" - 80 mm apart; the Spears may close to 1".
	want := 6*in - 80 - in
	if math.Abs(res.Spent-want) > 1e-4 || !res.Clamped || len(res.Reasons) == 0 {
		t.Fatalf("spent %.4f mm (want %.4f), reasons %+v", res.Spent, want, res.Reasons)
	}
	if res.Reasons[0].Obstacle < 0 {
		t.Fatal("the reason does not name the enemy")
	}
}

// kow2 §4.5: friends may be passed through but never ended on.
func TestThroughFriendsNotOnto(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 1, "Archers", "Inf", "troop", 36, 13.5, 0))
	g := started(s)
	r := g.Rules.(*kow.Ruleset)
	res, _ := r.Preview(g.State, kow.NewMove(1, 1, kow.AtTheDouble, []move.Step{fwd(10)}))
	if res.Clamped || math.Abs(res.Spent-10*in) > 1e-6 {
		t.Fatalf("marching through a friend: spent %.2f\", clamped %v %+v", res.Spent/in, res.Clamped, res.Reasons)
	}
	res, _ = r.Preview(g.State, kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(3.5)}))
	if !res.Clamped || geom.Overlap(res.End.Poly(), g.State.Piece(2).Rect().Poly()) {
		t.Fatalf("ended on a friend: %+v", res)
	}
}

// kow2 §4.5/§4.6: difficult terrain is impassable At the Double, not
// when advancing; Pathfinder ignores it.
func TestAtTheDoubleAndDifficultTerrain(t *testing.T) {
	wood := gametest.Terrain(1, "Wood", table.Forest, 2, gametest.Box(36, 16, 10, 4))
	for _, c := range []struct {
		order   kow.OrderKind
		rules   []string
		clamped bool
	}{
		{kow.AtTheDouble, nil, true},
		{kow.Advance, nil, false},
		{kow.AtTheDouble, []string{"Pathfinder"}, false},
	} {
		s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0, c.rules...)).With(wood)
		g := started(s)
		steps := []move.Step{fwd(5)}
		res, _ := g.Rules.(*kow.Ruleset).Preview(g.State, kow.NewMove(1, 1, c.order, steps))
		if res.Clamped != c.clamped {
			t.Errorf("%v %v through a wood: clamped %v, want %v (%+v)", c.order, c.rules, res.Clamped, c.clamped, res.Reasons)
		}
	}
}

// kow2 §4.9: a Wavered unit may only Halt, Change Facing or go Back.
func TestWaveredOrders(t *testing.T) {
	s := gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0))
	s.Piece(1).SetCounter("wavered", 1)
	g := started(s)
	var got []string
	for _, o := range g.Rules.Orders(g.State, 1) {
		got = append(got, o.Kind)
	}
	want := []string{"kow/halt", "kow/change-facing", "kow/back"}
	if len(got) != len(want) {
		t.Fatalf("orders %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("orders %v, want %v", got, want)
		}
	}
	_, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(1)}))
	var il *engine.Illegal
	if !errors.As(err, &il) || il.Rule != "kow2/4.9" {
		t.Fatalf("wavered advance: %v", err)
	}
}

// kow2 §4.1: one order per unit per turn; §4.11: no At the Double for War
// Engines.
func TestOneOrderPerTurnAndWarEngines(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
		gametest.KoW(2, 1, "Bombard", "WE", "single", 20, 10, 0))
	g := started(s)
	if _, err := g.Do(kow.NewMove(1, 1, kow.Halt, nil)); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Do(kow.NewMove(1, 1, kow.Back, []move.Step{back(1)})); err == nil {
		t.Fatal("a second order in one turn was accepted")
	}
	if _, err := g.Do(kow.NewMove(1, 2, kow.AtTheDouble, []move.Step{fwd(1)})); err == nil {
		t.Fatal("a War Engine went At the Double")
	}
	if n := len(g.Rules.Orders(g.State, 1)); n != 0 {
		t.Fatalf("an ordered unit still offers %d orders", n)
	}
}

// kow2 §4.3: Change Facing pivots to any direction; Advance's pivot is at
// most 90° from the starting facing.
func TestPivotLimits(t *testing.T) {
	g := started(gametest.Table(72, 48, gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 24, 0)))
	r := g.Rules.(*kow.Ruleset)
	res, _ := r.Preview(g.State, kow.NewMove(1, 1, kow.ChangeFacing, []move.Step{pivot(170)}))
	if res.Clamped || math.Abs(res.End.Heading-geom.Deg(170)) > 1e-9 {
		t.Fatalf("change facing 170°: heading %.2f°, clamped %v", geom.ToDeg(res.End.Heading), res.Clamped)
	}
	res, _ = r.Preview(g.State, kow.NewMove(1, 1, kow.Advance, []move.Step{pivot(120)}))
	if !res.Clamped || math.Abs(res.End.Heading-geom.Deg(90)) > 1e-9 {
		t.Fatalf("advance pivot 120°: heading %.2f°, want clamped to 90°", geom.ToDeg(res.End.Heading))
	}
}

// kow2 §4.10: an Individual may pivot for free before its order; the
// pivot is not an order, so it may still Halt (and counts as Halted).
func TestIndividualFreePivot(t *testing.T) {
	g := started(gametest.Table(72, 48,
		gametest.KoW(1, 1, "Captain", "Hero/Inf", "single", 36, 10, 0, "Individual"),
		gametest.KoW(2, 1, "Spears", "Inf", "regiment", 20, 10, 0)))
	if _, err := g.Do(kow.NewMove(1, 1, kow.FreePivot, []move.Step{pivot(135)})); err != nil {
		t.Fatal(err)
	}
	if h := geom.ToDeg(g.State.Piece(1).Pose.Heading); math.Abs(h-135) > 1e-9 {
		t.Fatalf("heading %.2f°, want 135°", h)
	}
	if _, err := g.Do(kow.NewMove(1, 1, kow.FreePivot, []move.Step{pivot(10)})); err == nil {
		t.Fatal("a second free pivot was accepted")
	}
	if _, err := g.Do(kow.NewMove(1, 1, kow.Halt, nil)); err != nil {
		t.Fatalf("the Individual could not take its order after the free pivot: %v", err)
	}
	if _, err := g.Do(kow.NewMove(1, 2, kow.FreePivot, []move.Step{pivot(10)})); err == nil {
		t.Fatal("a regiment pivoted for free")
	}
}

// kow2 §14-A1: exactly 1" from an enemy is legal, and so is anything down
// to 1" − ε (ε = 0.001"): an order asked to end there, as typed or read
// from a file, is given and stops at exactly 1". Less than that is refused.
// The Spears' front is 6" − 80 mm from the Wolves' front: an advance of
// 5" − 80 mm ends exactly 1" away.
func TestExactlyAnInchIsLegal(t *testing.T) {
	exact := 5*in - 80
	for _, tc := range []struct {
		name  string
		dist  float64
		given bool
	}{
		{"exactly 1\"", exact, true},
		{"0.9995\"", exact + 0.0005*in, true},
		{"1\" - ε", exact + 0.001*in - 1e-6, true},
		{"0.998\"", exact + 0.002*in, false},
	} {
		s := gametest.Table(72, 48,
			gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 10, 0),
			gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 16, 180))
		g := started(s)
		_, err := g.Do(kow.NewMove(1, 1, kow.Advance, []move.Step{fwd(tc.dist / in)}))
		if (err == nil) != tc.given {
			t.Errorf("%s: given %v (%v), want %v", tc.name, err == nil, err, tc.given)
			continue
		}
		if !tc.given {
			continue
		}
		got := geom.Distance(g.State.Piece(1).Rect(), g.State.Piece(2).Rect())
		if math.Abs(got-in) > 1e-6 {
			t.Errorf("%s: ends %.6f mm from the enemy, want exactly 1\"", tc.name, got)
		}
	}
}

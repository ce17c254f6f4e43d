package kow_test

import (
	"math"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/geom"
	"warbench/game/rules/kow"
	"warbench/game/table"
)

// planBoth plans the same MultiCharge under the errata (kow2) and as first
// printed (kow2-original).
func planBoth(s *engine.State, units ...engine.PieceID) (errata, original []geom.Pose, errErr, origErr *engine.Illegal) {
	m := kow.NewMultiCharge(1, 2, units)
	errata, errErr = kow.New(kow.KoW2).PlanMultiCharge(s, m)
	original, origErr = kow.New(kow.KoW2Original).PlanMultiCharge(s, m)
	return
}

// kow2 §1.3 D4, multiple charges, fitting: [003] "may do so if they fit";
// the errata: "every charger must fit against the target facing once all
// charges are complete", shared "as evenly as possible" (§4.7.7 item 3,
// §14-A37). Two Monsters (50 mm) charge a Horde's 200 mm front: under the
// errata they stand at the centres of its halves, 50 mm either side of
// the middle; as first printed each slides as near the centre as the
// other allows (§4.7.4 item 3), 25.25 mm either side (0.5 mm apart).
func TestMultiChargeFitAsFirstPrinted(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Drake", "Mon", "single", 34.5, 14, 0),
		gametest.KoW(3, 1, "Wyrm", "Mon", "single", 37.5, 14, 0),
		gametest.KoW(2, 2, "Horde", "Inf", "horde", 36, 24, 180))
	started(s)
	errata, original, e1, e2 := planBoth(s.State, 1, 3)
	if e1 != nil || e2 != nil {
		t.Fatalf("errata %v, original %v", e1, e2)
	}
	for _, c := range []struct {
		name  string
		poses []geom.Pose
		off   float64
	}{{"errata", errata, 50}, {"original", original, 25.25}} {
		left, right := c.poses[0].Pos.X-36*in, c.poses[1].Pos.X-36*in
		if math.Abs(left+c.off) > 1e-3 || math.Abs(right-c.off) > 1e-3 {
			t.Errorf("%s: the Monsters stand %.3f and %.3f mm from the middle, want ∓%.2f", c.name, left, right, c.off)
		}
	}
}

// kow2 §1.3 D5, multiple charges, crossing: [003] "paths of the chargers
// may not cross"; the errata: same-facing chargers "may not cross each
// other's way in, may not swap places, and keep the same relative order
// along the facing". The Guard, below the Regiment, must take the
// left-hand place but a rock stands in their straight way in; the Scouts
// come from the right heading west and take the right-hand place. The
// errata keeps the order and allows it; as first printed the crossing of
// the two paths is refused, and the other order is no way out (the
// Scouts' way west to the left-hand place crosses the Guard's north).
func TestMultiChargeCrossingAsFirstPrinted(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Guard", "Inf", "troop", 36.10, 12.11, 0),
		gametest.KoW(3, 1, "Scouts", "Inf", "troop", 43.51, 16.67, -90),
		gametest.KoW(2, 2, "Regiment", "Inf", "regiment", 36, 24, 180)).With(
		gametest.Terrain(1, "Rock", table.Impassable, 3, gametest.Box(33.580, 14.563, 1.713, 1.524)))
	started(s)
	errata, _, e1, e2 := planBoth(s.State, 1, 3)
	if e1 != nil {
		t.Fatalf("errata: %v", e1)
	}
	if errata[0].Pos.X >= errata[1].Pos.X {
		t.Fatalf("errata: the Guard (left at the start) end right of the Scouts: %v", errata)
	}
	if e2 == nil || e2.Rule != "kow2-original/4.7.7" || !strings.Contains(e2.Reason, "may not cross") || len(e2.Marks) != 2 {
		t.Fatalf("original: %v, want the crossing refused", e2)
	}
}

// kow2 §1.3 D5 the other way: as first printed the chargers need not keep
// their order along the facing, only not cross. A rock keeps the Scouts
// (right at the start, heading west-north-west) from the right-hand place
// the errata gives them; as first printed they take the left-hand place
// and the Guard (in front, heading north-east) the right-hand one.
func TestMultiChargeSwapAsFirstPrinted(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Guard", "Inf", "troop", 37.05, 19.93, 45),
		gametest.KoW(3, 1, "Scouts", "Inf", "troop", 38.37, 14.33, -60),
		gametest.KoW(2, 2, "Regiment", "Inf", "regiment", 36, 24, 180)).With(
		gametest.Terrain(1, "Rock", table.Impassable, 3, gametest.Box(39.742, 17.434, 1.584, 0.746)))
	started(s)
	_, original, e1, e2 := planBoth(s.State, 1, 3)
	if e1 == nil || e1.Rule != "kow2/4.7.7" {
		t.Fatalf("errata: %v, want refused", e1)
	}
	if e2 != nil {
		t.Fatalf("original: %v", e2)
	}
	if original[1].Pos.X >= original[0].Pos.X {
		t.Fatalf("original: the Scouts should end left of the Guard: %v", original)
	}
}

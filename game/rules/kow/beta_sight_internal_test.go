package kow

import (
	"math"
	"slices"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// The closed beta's sight and cover (kow-beta §3.3, §5.4, §10 rows 10,
// 11, 20): true line of sight from the champion's eye — the middle of
// the front edge, the same point as 2nd edition's Leader Point — with the
// heights rule shared with 2nd edition (§3.3 REC, §11 A3), but no hills,
// and Individuals are models like any other.

// tall gives a piece its height.
func tall(p engine.Piece, h int) engine.Piece { p.Height = h; return p }

// kow-beta §3.3: "Other units, via an optional height rule shared with
// 2nd edition"; no hills (§10 row 20), and nothing makes an Individual
// see-through (§10 row 11, 2nd edition's "Individuals don't block").
//   - A hero 25 mm wide stands right in front of another: in 2nd edition
//     it never blocks (kow2 §4.10), in the beta it hides the other.
//   - A regiment looks over a horde from a hill 2 high: in 2nd edition it
//     stands 3 high and sees the regiment behind; in the beta the hill is
//     open ground and the horde hides it.
//   - A hill between two regiments blocks sight in 2nd edition only.
func TestBetaTrueSight(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "de": 4, "att": 5, "ne": 3, "waver": 10, "rout": 12}
	obs := tall(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st), 1)
	hero := tall(bp(2, 2, "Hero/Inf", 1, 1, 25, 25, 1000, 900, 180, st), 1)
	guard := tall(bp(3, 2, "Hero/Inf", 1, 1, 25, 25, 1000, 860, 180, st, "Individual"), 1)
	s := betaState(obs, hero, guard)
	for r, want := range map[*Ruleset]bool{kow2: true, beta: false} {
		if got := r.Sight(s, 1, 2); got.Clear != want {
			t.Errorf("%s: sees the hero behind an Individual: %v, want %v (%s)", r.ID(), got.Clear, want, got.Reason)
		}
	}
	// The hill.
	horde := tall(bp(2, 2, "Inf", 10, 2, 20, 20, 1000, 700, 180, st), 1)
	target := tall(bp(3, 2, "Inf", 5, 2, 20, 20, 1000, 900, 180, st), 1)
	s = betaState(obs, horde, target)
	s.Table.Terrain = []table.Terrain{terrainRect(1, "Barrow", table.Hill, 1000, 500, 300, 200)}
	s.Table.Terrain[0].Height = 2
	for r, want := range map[*Ruleset]bool{kow2: true, beta: false} {
		if got := r.Sight(s, 1, 3); got.Clear != want {
			t.Errorf("%s: from the hill, sees over the horde: %v, want %v (%s)", r.ID(), got.Clear, want, got.Reason)
		}
	}
	if h, hill := beta.effectiveHeight(&s.Table, s.Piece(1)); h != 1 || hill != 0 {
		t.Errorf("beta: height on the hill %d (hill %d), want 1, none", h, hill)
	}
	s = betaState(obs, target)
	s.Table.Terrain = []table.Terrain{terrainRect(1, "Barrow", table.Hill, 1000, 700, 400, 100)}
	for r, want := range map[*Ruleset]bool{kow2: false, beta: true} {
		if got := r.Sight(s, 1, 3); got.Clear != want {
			t.Errorf("%s: sees past a hill: %v, want %v (%s)", r.ID(), got.Clear, want, got.Reason)
		}
	}
	if e := beta.TerrainEffect(table.Hill); e.RaisesUnits || e.BlocksSight || e.Cover || len(e.Lines) != 1 {
		t.Errorf("beta's hill: %+v", e)
	}
	if e := kow2.TerrainEffect(table.Hill); !e.RaisesUnits || !e.BlocksSight {
		t.Errorf("kow2's hill: %+v", e)
	}
}

// kow-beta §5.4: "at least half of the target out of sight, or partly
// hidden by terrain or models in the way → cover", REC: the clear part of
// "the edges of T that face the shooter" (§11 A4); §10 row 10: 2nd
// edition's big targets ignore what is 3 or more heights lower, and
// Individuals give no cover.
//   - A monster (height 4) behind a regiment (height 1) that hides all of
//     its front: no cover in 2nd edition, cover in the beta.
//   - A regiment behind an Individual hiding a third of its front:
//     neither edition gives cover; the beta measures 33.6% of the front
//     hidden, 2nd edition nothing.
//   - Shot from beyond a corner, a target shows the beta two sides.
func TestBetaCoverWithoutHeights(t *testing.T) {
	st := map[string]int{"sp": 6, "me": 4, "ra": 4, "de": 4, "att": 5, "ne": 3, "waver": 10, "rout": 12}
	shooter := tall(bp(1, 1, "Inf", 5, 2, 20, 20, 1000, 500, 0, st, "Bows (Range 24)"), 1)
	screen := tall(bp(2, 1, "Inf", 10, 2, 20, 20, 1000, 700, 0, st), 1)
	monster := tall(bp(3, 2, "Mon", 1, 1, 50, 50, 1000, 900, 180, st), 4)
	s := betaState(shooter, screen, monster)
	for r, want := range map[*Ruleset]bool{kow2: false, beta: true} {
		if c := r.Cover(s, 1, 3); c.InCover != want {
			t.Errorf("%s: the monster behind a regiment in cover %v, want %v (%s)", r.ID(), c.InCover, want, c.Reason)
		}
	}
	hero := tall(bp(2, 2, "Hero/Inf", 1, 1, 25, 25, 1000, 800, 180, st, "Individual"), 1)
	target := tall(bp(3, 2, "Inf", 5, 2, 20, 20, 1000, 900, 180, st), 1)
	s = betaState(shooter, hero, target)
	// The hero's shadow on the front (y = 880) from (1000, 520), cast by
	// its near corners (y = 787.5): 25 × 360/267.5 mm of its 100 mm.
	want := 25 * 360 / 267.5 / 100
	for r, obscured := range map[*Ruleset]float64{kow2: 0, beta: want} {
		c := r.Cover(s, 1, 3)
		if c.InCover || math.Abs(c.Obscured-obscured) > 1e-6 {
			t.Errorf("%s: behind an Individual: cover %v, obscured %.4f, want no cover, %.4f (%s)", r.ID(), c.InCover, c.Obscured, obscured, c.Reason)
		}
	}
	// From a corner the beta measures the front and a flank.
	s = betaState(tall(bp(1, 1, "Inf", 5, 2, 20, 20, 700, 1300, 135, st, "Bows (Range 24)"), 1), target)
	if c := beta.Cover(s, 1, 3); !slices.Equal(c.Sides, []geom.Arc{geom.ArcRight, geom.ArcRear}) {
		t.Errorf("beta: sides measured %v, want the right flank (west, the target facing south) and the rear", c.Sides)
	} else if c := kow2.Cover(s, 1, 3); c.Sides != nil {
		t.Errorf("kow2 measures sides %v", c.Sides)
	}
}

package kow_test

import (
	"slices"
	"testing"

	"warbench/game/gametest"
	"warbench/game/rules/kow"
)

// kow2 §2.5: the stat line reads as the book prints it ("-" for no ranged
// attack and for a Fearless waver value); the marks are the damage and
// the statuses of §6.5 and §7.3.
func TestProfileAndMarks(t *testing.T) {
	r := kow.New(kow.KoW2)
	p := gametest.Stat(gametest.KoW(1, 1, "Wardens", "Inf", "regiment", 36, 10, 0), "waver", 0)
	if got, want := r.Profile(&p), "Sp 5  Me 4+  Ra -  De 4+  Att 10  Ne -/15"; got != want {
		t.Errorf("profile %q, want %q", got, want)
	}
	p.SetCounter("damage", 3)
	p.SetCounter("wavered", 4)
	p.SetCounter("disordered", 4)
	dmg, st := r.Marks(&p)
	if dmg != 3 || !slices.Equal(st, []string{kow.StatusWavered, kow.StatusDisordered}) {
		t.Errorf("marks %d %v", dmg, st)
	}
}

package kow_test

import (
	"io/fs"
	"slices"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/armybuild"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
)

// kow-beta §9.4 in the army builder: the beta's sample armies are its
// catalogue; a force of one solid unit with two War Machines breaks "1
// War Machine ... for each solid unit", and a second solid unit mends it;
// but the Vale of Lanterns is Good and the Mire Host Evil, and "Good
// never allies with Evil" until the Mire's units go.
func TestBetaArmyBuilder(t *testing.T) {
	rs := kow.New(kow.KoWBeta)
	sys, ok := armies.ByID(kow.KoWBeta.ID)
	if !ok {
		t.Fatal("no army system for the beta")
	}
	var all []armies.Unit
	paths, _ := fs.Glob(kow.BetaExample, "beta/*.army.yaml")
	for _, p := range paths {
		a, err := scenario.LoadArmy(kow.BetaExample, p, rs)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, a.List(p)...)
	}
	if len(paths) != 2 {
		t.Fatalf("beta army files: %v", paths)
	}
	b := armybuild.New(sys, armybuild.NewCatalogue(all, nil), 0)
	add := func(name string) {
		t.Helper()
		i := slices.IndexFunc(b.Catalogue, func(u armies.Unit) bool { return u.Name == name })
		if i < 0 || !b.Add(i) {
			t.Fatalf("cannot add %s", name)
		}
	}
	add("Lantern Spears")
	add("Sunstone Bolt Thrower")
	add("Bone Catapult")
	if br := b.Breaches(); len(br) != 2 || br[0].Rule != "kowbeta/9.4" || !strings.Contains(br[0].Msg, "War Machine") {
		t.Fatalf("1 solid unit, 2 War Machines, Good and Evil: %v", br)
	}
	add("Mire Thralls")
	// "Good never allies with Evil": the Vale is Good, the Mire Host Evil.
	if br := b.Breaches(); len(br) != 1 || !strings.Contains(br[0].Msg, "Good never allies with Evil") {
		t.Errorf("2 solid units, 2 War Machines, Good and Evil: %v", br)
	}
	b.Remove(3)
	b.Remove(2)
	if br := b.Breaches(); len(br) != 0 {
		t.Errorf("the Vale's solid unit and War Machine: %v", br)
	}
}

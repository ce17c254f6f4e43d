package kow_test

import (
	"io/fs"
	"slices"
	"testing"

	"warbench/game/armies"
	"warbench/game/armybuild"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
)

// kow-beta §9.4 in the army builder: the beta's sample armies are its
// catalogue; a force of one solid unit with two War Machines breaks "1
// War Machine ... for each solid unit", and a second solid unit mends it.
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
	if br := b.Breaches(); len(br) != 1 || br[0].Rule != "kowbeta/9.4" {
		t.Fatalf("1 solid unit, 2 War Machines: %v", br)
	}
	add("Mire Thralls")
	if br := b.Breaches(); len(br) != 0 {
		t.Errorf("2 solid units, 2 War Machines: %v", br)
	}
}

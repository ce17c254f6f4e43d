package kow_test

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/rules/kow"
)

// bsdataDir is the shared BattleScribe data, from this package's folder:
// ../shared/data/bsdata-kow2 from the repository. It is not ours to
// commit; tests skip without it.
const bsdataDir = "../../../../shared/data/bsdata-kow2"

// loadAll reads the game system and every catalogue, or skips.
func loadAll(t *testing.T) (*bsdata.Data, []string) {
	t.Helper()
	gst := filepath.Join(bsdataDir, "Kings of War.gst")
	if _, err := os.Stat(gst); err != nil {
		t.Skipf("no BattleScribe data at %s (it lives beside the repository, in ../shared/data): %v", bsdataDir, err)
	}
	cats, err := filepath.Glob(filepath.Join(bsdataDir, "*.cat"))
	if err != nil || len(cats) == 0 {
		t.Skipf("no catalogues in %s", bsdataDir)
	}
	d, err := bsdata.Load(gst, cats...)
	if err != nil {
		t.Fatal(err)
	}
	return d, cats
}

// Every unit of every catalogue imports with a footprint the ruleset
// accepts (kow2 §2.1-2.5) and its profile; no rule, spell or weapon the
// digest defines (§5.2, §8, §10.1) is reported unknown.
func TestImportEveryCatalogue(t *testing.T) {
	d, cats := loadAll(t)
	sys := kow.Armies{}
	if !sys.Reads(d.System) {
		t.Fatalf("game system %q not read as Kings of War", d.System)
	}
	perCat := map[string]int{}
	total := 0
	unknown := map[string]int{}
	for _, c := range cats {
		units, errs := d.Units(c)
		for _, err := range errs {
			t.Errorf("%v", err)
		}
		for _, bu := range units {
			if len(bu.Profiles) == 0 {
				t.Logf("%s:%d: %q has no profile: a formation, not a unit", bu.File, bu.Line, bu.Name)
				continue
			}
			u := sys.Unit(bu)
			if u.Error != "" {
				t.Errorf("%s %q: %s", u.At, u.Name, u.Error)
				continue
			}
			for _, k := range []string{"sp", "me", "de", "att", "rout", "pts"} {
				if _, ok := u.Stats[k]; !ok {
					t.Errorf("%s %q: no %s", u.At, u.Name, k)
				}
			}
			for _, x := range u.Unknown {
				unknown[x]++
				if digestNamed(x) {
					t.Errorf("%s %q: %q is reported unknown but the digest defines it", u.At, u.Name, x)
				}
			}
			perCat[filepath.Base(c)]++
			total++
		}
	}
	for _, c := range slices.Sorted(maps.Keys(perCat)) {
		t.Logf("%s: %d units", c, perCat[c])
	}
	t.Logf("%d units from %d catalogues; %d distinct unknown rule texts", total, len(cats), len(unknown))
	for _, x := range slices.Sorted(maps.Keys(unknown)) {
		t.Logf("unknown: %q (%d units)", x, unknown[x])
	}
	if len(perCat) != len(cats) || total < 500 {
		t.Errorf("only %d units from %d of %d catalogues", total, len(perCat), len(cats))
	}
}

// digestNamed reports whether an unknown text is really a digest name: its
// leading words, before any bracket, are a rule, spell or weapon name.
func digestNamed(text string) bool {
	name, _, _ := strings.Cut(text, "(")
	name = strings.TrimSpace(strings.TrimLeft(name, "*"))
	return kow.IsDigestName(name)
}

// findUnit imports the unit named name (with its size) from one catalogue.
func findUnit(t *testing.T, d *bsdata.Data, cat, name, size string) armies.Unit {
	t.Helper()
	units, _ := d.Units(filepath.Join(bsdataDir, cat))
	for _, bu := range units {
		u := kow.Armies{}.Unit(bu)
		if u.Name == name && u.Size == size {
			return u
		}
	}
	t.Fatalf("%s: no %s %s", cat, name, size)
	return armies.Unit{}
}

// Known answers, read off the XML by hand.
func TestImportKnownUnits(t *testing.T) {
	d, _ := loadAll(t)
	// Elves.cat: "Kindred Archers - Troop", Inf, 6 5+ 4+ 4+ 8 10/12,
	// "Bows (Range 24"), Elite".
	u := findUnit(t, d, "Elves.cat", "Kindred Archers", "troop")
	want := map[string]int{"sp": 6, "me": 5, "ra": 4, "de": 4, "att": 8, "waver": 10, "rout": 12}
	for k, v := range want {
		if u.Stats[k] != v {
			t.Errorf("Kindred Archers %s = %d, want %d", k, u.Stats[k], v)
		}
	}
	if u.Type != "Inf" || u.Base != [2]float64{20, 20} || !slices.Equal(u.Rules, []string{"Bows (Range 24)", "Elite"}) {
		t.Errorf("Kindred Archers: %s %v %q", u.Type, u.Base, u.Rules)
	}
}

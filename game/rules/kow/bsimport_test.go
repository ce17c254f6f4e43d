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
			fit, err := kow.New(kow.KoW2).Unit(kow.Spec(u))
			if err != nil || fit.Footprint.W <= 0 || fit.Footprint.D <= 0 {
				t.Errorf("%s %q: footprint %+v, %v", u.At, u.Name, fit.Footprint, err)
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
	want := map[string]int{"Abyssal Dwarfs.cat": 45, "Dwarfs.cat": 55, "Elves.cat": 47, "Empire of Dust.cat": 56,
		"Forces of Basilea.cat": 53, "Forces of Nature.cat": 45, "Forces of the Abyss.cat": 47, "Goblins.cat": 43,
		"Kingdoms of Men.cat": 58, "Night-stalker Armies.cat": 39, "Ogres.cat": 42, "Orcs.cat": 41,
		"Ratkin Armies.cat": 39, "Salamander Armies.cat": 46, "The Brotherhood.cat": 43, "The Herd.cat": 42,
		"The League of Rhordia.cat": 47, "The Trident Realm of Neritica.cat": 41, "The Varangur.cat": 43,
		"Twilight Kin.cat": 49, "Undead Armies.cat": 57}
	for _, c := range slices.Sorted(maps.Keys(want)) {
		if perCat[c] != want[c] {
			t.Errorf("%s: %d units, want %d", c, perCat[c], want[c])
		}
	}
	if len(perCat) != len(cats) || total != 978 {
		t.Errorf("%d units from %d of %d catalogues, want 978 from all", total, len(perCat), len(cats))
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

// More known answers: a Hero (Mon) on a large base with a Breath Attack
// and abbreviated rules, and a unit whose data base is not one kow2 §2.3
// allows for its type (the type's own is used, and the player told).
func TestImportKnownHeroAndBase(t *testing.T) {
	d, _ := loadAll(t)
	// Elves.cat: "Tydarion Dragonlord [1]", Hero (Mon), 10 3+ - 5+ 10
	// 18/20, "Base: (75x75mm), Breath Attack (15), Brutal, CS (4), Elite,
	// Fly, Very Inspiring", Ht 4, 360 pts.
	u := findUnit(t, d, "Elves.cat", "Tydarion Dragonlord [1]", "single")
	if u.Type != "Hero/Mon" || u.Base != [2]float64{75, 75} || u.Height != 4 || u.Points != 360 || !u.Legend ||
		u.Stats["ra"] != 0 || u.Stats["waver"] != 18 || u.Stats["rout"] != 20 ||
		!slices.Equal(u.Rules, []string{"Breath Attack(15)", "Brutal", "Crushing Strength(4)", "Elite", "Fly", "Very Inspiring"}) {
		t.Errorf("Tydarion: %+v", u)
	}
	// Dwarfs.cat: "Sharpshooters - Troop", Inf, 4 5+ 4+ 5+ 5 9/11, "Base:
	// (25x50mm), Headstrong, Long Rifles (Range 36"), Piercing (2),
	// Reload!", 100 pts. An Inf model stands on 20x20 or 25x25 (§2.3).
	s := findUnit(t, d, "Dwarfs.cat", "Sharpshooters", "troop")
	if s.Base != [2]float64{20, 20} || s.Points != 100 || s.Stats["att"] != 5 ||
		!slices.Equal(s.Rules, []string{"Headstrong", "Long Rifles (Range 36)", "Piercing(2)", "Reload!"}) || len(s.Notes) == 0 {
		t.Errorf("Sharpshooters: %+v", s)
	}
}

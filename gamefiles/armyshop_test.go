package gamefiles

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"warbench/game/armies"
	"warbench/game/save"
	"warbench/input"
	"warbench/scenarios"
)

// The builder's catalogue has the units of the built-in armies and of
// the player's own (a roster too); the army saved goes into the library,
// and New game offers it at once.
func TestArmyShop(t *testing.T) {
	dir := t.TempDir()
	lib := filepath.Join(dir, "library")
	os.MkdirAll(lib, 0o755)
	data, err := os.ReadFile("../game/rules/kow/testdata/lanternfolk.rosz")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(lib, "lanternfolk.rosz"), data, 0o644)
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	s := &Starts{Files: &Files{Store: st}, Builtin: []fs.FS{scenarios.FS}, Library: lib}
	id := s.Systems()[0].ID
	b, err := s.ArmyBuilder(id, 1000)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]int{}
	for i, u := range b.Catalogue {
		names[u.Name] = i
	}
	if _, ok := names["Ashguard Spearmen"]; !ok || len(b.Catalogue) <= 69 || b.Limit != 1000 {
		t.Fatalf("catalogue of %d entries (built-in 69, and the roster's), limit %d", len(b.Catalogue), b.Limit)
	}
	b.Add(names["Ashguard Spearmen"])
	b.Add(names["Ember Shaman"])
	file, err := s.SaveArmy("Builder's Own", b, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(lib, "builder-s-own.army.yaml")); file != "builder-s-own.army.yaml" || err != nil {
		t.Errorf("saved to %s: %v", file, err)
	}
	if _, err := s.SaveArmy("Builder's Own", b, false); !errors.Is(err, input.ErrArmyExists) {
		t.Fatalf("saved again over the file unasked: %v", err)
	}
	b.Add(names["Ember Shaman"])
	if _, err := s.SaveArmy("Builder's Own", b, true); err != nil {
		t.Fatal(err)
	}
	var offered []string
	for _, p := range s.Systems()[0].Armies {
		offered = append(offered, p.Name)
	}
	if !slices.Contains(offered, "Builder's Own · 275 pts (yours)") {
		t.Fatalf("New game offers %q", offered)
	}
}

// A BattleScribe catalogue in the library (with its game system beside
// it) gives the builder every unit of it in each of its sizes (kow2 §2.1:
// troop, regiment, horde), so a size can be changed.
func TestArmyShopCatalogue(t *testing.T) {
	const data = "../../shared/data/bsdata-kow2/"
	dir := t.TempDir()
	lib := filepath.Join(dir, "library")
	os.MkdirAll(lib, 0o755)
	for _, name := range []string{"Kings of War.gst", "Elves.cat"} {
		b, err := os.ReadFile(data + name)
		if err != nil {
			t.Skipf("no BattleScribe data beside the repository: %v", err)
		}
		os.WriteFile(filepath.Join(lib, name), b, 0o644)
	}
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	s := &Starts{Files: &Files{Store: st}, Builtin: []fs.FS{scenarios.FS}, Library: lib}
	b, err := s.ArmyBuilder(s.Systems()[0].ID, 2000)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(b.Catalogue, func(u armies.Unit) bool { return u.Name == "Kindred Archers" })
	if i < 0 {
		t.Fatalf("no Kindred Archers among %d entries", len(b.Catalogue))
	}
	var sizes []string
	for _, j := range b.Catalogue.Sizes(i) {
		sizes = append(sizes, b.Catalogue[j].Size)
	}
	if !slices.Equal(sizes, []string{"troop", "regiment", "horde"}) {
		t.Fatalf("Kindred Archers in sizes %v", sizes)
	}
	b.Add(i)
	if !b.Resize(0, 1) || b.Unit(0).Size != "regiment" {
		t.Errorf("resized to %+v", b.Unit(0))
	}
}

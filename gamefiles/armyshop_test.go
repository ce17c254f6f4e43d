package gamefiles

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"warbench/game/armies"
	"warbench/game/rules"
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

// Warhammer 8th the same way (nothing here names it: its catalogue and
// roster find their system through the registry): New game offers the
// library's whfb8 roster; the builder offers the catalogue's units in
// each reading the system gives (whfb8 §2.3 sizes with §9.3 command, a
// character as the General of §10.3), so a force built of them breaks no
// rule of §12, and saved, New game offers it.
func TestArmyShopCatalogueWHFB8(t *testing.T) {
	const data = "../../shared/data/bsdata-whfb8/"
	dir := t.TempDir()
	lib := filepath.Join(dir, "library")
	os.MkdirAll(lib, 0o755)
	for _, name := range []string{"Warhammer Fantasy 8th ed.gst", "Dwarfs - 8thBRB_8thAB.cat"} {
		b, err := os.ReadFile(data + name)
		if err != nil {
			t.Skipf("no BattleScribe data beside the repository: %v", err)
		}
		os.WriteFile(filepath.Join(lib, name), b, 0o644)
	}
	ros, err := os.ReadFile("../game/rules/whfb8/testdata/ironhold.ros")
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(lib, "ironhold.ros"), ros, 0o644)
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"), Now: time.Now}
	s := &Starts{Files: &Files{Store: st}, Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...), Library: lib}
	sys := slices.IndexFunc(s.Systems(), func(st input.StartSystem) bool { return st.ID == "whfb8" })
	if sys < 0 {
		t.Fatal("no whfb8 among the systems New game offers")
	}
	offered := func() []string {
		var out []string
		for _, p := range s.Systems()[sys].Armies {
			out = append(out, p.Name)
		}
		return out
	}
	if !slices.Contains(offered(), "The Ironhold Muster · 653 pts (yours)") {
		t.Fatalf("New game offers %q", offered())
	}
	b, err := s.ArmyBuilder("whfb8", 2000)
	if err != nil {
		t.Fatal(err)
	}
	find := func(name, variant string) int {
		i := slices.IndexFunc(b.Catalogue, func(u armies.Unit) bool { return u.Name == name && u.Variant == variant })
		if i < 0 {
			t.Fatalf("no %s (%s) among %d entries", name, variant, len(b.Catalogue))
		}
		return i
	}
	i := find("Hammerers", "10 models")
	if n := len(b.Catalogue.Sizes(i)); n != 5 {
		t.Errorf("Hammerers in %d readings, want 5", n)
	}
	b.Add(i)
	if !b.Resize(0, 1) || b.Unit(0).Variant != "10 models, full command" {
		t.Errorf("resized to %+v", b.Unit(0))
	}
	if br := b.Breaches(); len(br) != 1 || br[0].Rule != "whfb8/12" {
		t.Errorf("a force without a General breaks %v", br)
	}
	b.Add(find("Thane", "General"))
	if br := b.Breaches(); len(br) != 0 {
		t.Errorf("breaches %v", br)
	}
	if _, err := s.SaveArmy("Hold of Stone", b, false); err != nil {
		t.Fatal(err)
	}
	want := "Hold of Stone · " + fmt.Sprint(b.Total()) + " pts (yours)"
	if !slices.Contains(offered(), want) {
		t.Errorf("New game offers %q, not %q", offered(), want)
	}
}

package armybuild_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/armies"
	"warbench/game/armybuild"
	"warbench/game/engine"
	"warbench/game/rules"
	_ "warbench/game/rules/kow" // the system the tests build under
	"warbench/game/scenario"
	"warbench/scenarios"
)

// sampleBuilder is a builder over the sample armies' units under kow2,
// to limit points.
func sampleBuilder(t *testing.T, limit int) (*armybuild.Builder, engine.Ruleset) {
	t.Helper()
	rs, err := rules.Lookup("kow2")
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := armies.ByID("kow2")
	if !ok {
		t.Fatal("no army system kow2")
	}
	var all []armies.Unit
	paths, _ := fs.Glob(scenarios.FS, "*.army.yaml")
	for _, p := range paths {
		a, err := scenario.LoadArmy(scenarios.FS, p, rs)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, a.List(p)...)
	}
	return armybuild.New(sys, armybuild.NewCatalogue(all, sys.(armies.Artefacts).Artefacts()), limit), rs
}

// entry is the catalogue index of the unit named name.
func entry(t *testing.T, b *armybuild.Builder, name string) int {
	t.Helper()
	for i, u := range b.Catalogue {
		if u.Name == name {
			return i
		}
	}
	t.Fatalf("no %q in the catalogue", name)
	return -1
}

// add puts the named units into the force.
func add(t *testing.T, b *armybuild.Builder, names ...string) {
	t.Helper()
	for _, n := range names {
		b.Add(entry(t, b, n))
	}
}

// rulesOf are the breaches' rules and messages, one line each.
func rulesOf(bs []armies.Breach) string {
	var out []string
	for _, b := range bs {
		out = append(out, b.Rule+": "+b.Msg)
	}
	return strings.Join(out, "\n")
}

// The catalogue holds each name and size once (the six sample armies
// have 74 units, Ashen Reavers in two files), without the artefacts the
// files gave: Ashen Reavers' 185 points less the Blade of Slashing's 5,
// the Ravenhill Captain's 80 less the Brew of Haste's 15.
func TestCatalogue(t *testing.T) {
	b, _ := sampleBuilder(t, 0)
	if len(b.Catalogue) != 74 {
		t.Errorf("catalogue of %d entries, want 74", len(b.Catalogue))
	}
	for name, want := range map[string]int{"Ashen Reavers": 180, "Ravenhill Captain": 65, "Cavern Trolls": 465} {
		u := b.Catalogue[entry(t, b, name)]
		if u.Points != want || u.Stats["pts"] != want || u.Artefact != "" || u.Allied {
			t.Errorf("%s: %d points (pts %d), artefact %q, allied %v; want %d, none", name, u.Points, u.Stats["pts"], u.Artefact, u.Allied, want)
		}
	}
	for i := 1; i < len(b.Catalogue); i++ {
		if b.Catalogue[i-1].Name > b.Catalogue[i].Name {
			t.Fatalf("not sorted by name: %q before %q", b.Catalogue[i-1].Name, b.Catalogue[i].Name)
		}
	}
}

// A force's total is its units' points with their artefacts' (kow2
// §11.2: "Each unit's cost includes its options and artefacts"); over
// the limit is a breach naming its rule.
func TestTotalAndLimit(t *testing.T) {
	b, _ := sampleBuilder(t, 500)
	add(t, b, "Ashguard Spearmen", "Slag Pikes", "Ember Shaman") // 115 + 170 + 80
	if got := b.Total(); got != 365 {
		t.Fatalf("total %d, want 365", got)
	}
	if bs := b.Breaches(); len(bs) != 0 {
		t.Fatalf("a valid force breaks:\n%s", rulesOf(bs))
	}
	b.CycleArtefact(0, 1)  // Blade of Slashing, 5
	b.CycleArtefact(1, -1) // from none back to the last: Crystal Pendant of Retribution, 50
	if b.Force[0].Artefact != "Blade of Slashing" || b.Force[1].Artefact != "Crystal Pendant of Retribution" {
		t.Fatalf("artefacts %+v", b.Force)
	}
	if got := b.Total(); got != 420 {
		t.Fatalf("total with artefacts %d, want 420", got)
	}
	add(t, b, "Marsh Longbows") // 115: 535 of 500
	got := rulesOf(b.Breaches())
	if want := "kow2/11.2: the army costs 535 points, over the 500 agreed"; got != want {
		t.Fatalf("breaches:\n%s\nwant\n%s", got, want)
	}
	b.Remove(3)
	b.CycleArtefact(1, 1) // back to none
	if b.Total() != 370 || len(b.Force) != 3 {
		t.Fatalf("after removing: %d units, %d points; want 3, 370", len(b.Force), b.Total())
	}
}

// Each §11.2 allowance, broken by the builder's force, is a breach that
// names its rule.
func TestAllowances(t *testing.T) {
	for _, c := range []struct {
		name   string
		units  []string
		allied []int // indices of allied units
		want   string
	}{
		{"Troops: 2 per Regiment", []string{"Ashguard Spearmen", "Dyke Runners", "Skiff Wardens", "Bramble Archers"}, nil,
			"kow2/11.2: the army has 3 Troops and irregular units; its 1 Regiments and 0 Hordes or Legions unlock 2 (2 per Regiment, 4 per Horde)"},
		{"one Hero per Regiment", []string{"Ashguard Spearmen", "Ember Shaman", "Tidecaller"}, nil,
			"kow2/11.2: the army has 2 Heroes, 0 Monsters and 0 War Engines: its 0 Hordes unlock one of each per Horde, leaving 2 for its 1 Regiments, which unlock one each"},
		{"an irregular unit unlocked", []string{"Cinder Wolves*"}, nil,
			"kow2/11.2: the army has 1 Troops and irregular units; its 0 Regiments and 0 Hordes or Legions unlock 0 (2 per Regiment, 4 per Horde)\n" +
				"kow2/11.2: Cinder Wolves*: an irregular unit must be unlocked by a regular Regiment, Horde or Legion, and the army has none"},
		{"a Living Legend", []string{"Slag Pikes", "Grukk the Unburnt [1]", "Slag Pikes"}, []int{1},
			"kow2/11.2: the allied contingent has 1 Heroes, 0 Monsters and 0 War Engines: its 0 Hordes unlock one of each per Horde, leaving 1 for its 0 Regiments, which unlock one each\n" +
				"kow2/11.2: Grukk the Unburnt [1]: a Living Legend cannot be an ally\nkow2/11.2: allies cost 150 points, over 25% of 490 (122)"},
		{"allies' share", []string{"Cavern Trolls", "Ravenhill Blades", "Ravenhill Captain"}, []int{1, 2},
			"kow2/11.2: allies cost 185 points, over 25% of 650 (162)"},
	} {
		b, _ := sampleBuilder(t, 0)
		add(t, b, c.units...)
		for _, i := range c.allied {
			b.ToggleAllied(i)
		}
		if got := rulesOf(b.Breaches()); got != c.want {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

// kow2 §10.2: each artefact once per army, none on a Monster or a War
// Engine, a Hero's only on a Hero.
func TestUniqueArtefacts(t *testing.T) {
	b, _ := sampleBuilder(t, 0)
	add(t, b, "Slag Pikes", "Ashguard Spearmen", "Cinder Drake")
	b.CycleArtefact(0, 1)
	b.CycleArtefact(1, 1)
	b.CycleArtefact(2, 1)
	want := "kow2/10.2: Ashguard Spearmen: the artefact \"Blade of Slashing\" is already carried by Slag Pikes: each artefact once per army\n" +
		"kow2/10.2: Cinder Drake: the artefact \"Blade of Slashing\" is already carried by Slag Pikes: each artefact once per army\n" +
		"kow2/10.2: Cinder Drake: War Engines and Monsters cannot take artefacts"
	if got := rulesOf(b.Breaches()); got != want {
		t.Fatalf("breaches:\n%s\nwant\n%s", got, want)
	}
	b.Remove(2)
	for range 15 { // from the 1st (Blade of Slashing) to the 16th, Inspiring Talisman: for Heroes
		b.CycleArtefact(1, 1)
	}
	want = "kow2/10.2: Ashguard Spearmen: Inspiring Talisman is only for Heroes"
	if got := rulesOf(b.Breaches()); b.Force[1].Artefact != "Inspiring Talisman" || got != want {
		t.Fatalf("%q: breaches:\n%s\nwant\n%s", b.Force[1].Artefact, got, want)
	}
}

// Resize steps through the sizes of a unit's name, cheapest first,
// stopping at the ends.
func TestResize(t *testing.T) {
	sys, _ := armies.ByID("kow2")
	cat := armybuild.NewCatalogue([]armies.Unit{
		{Name: "Spears", Type: "Inf", Size: "horde", Points: 200},
		{Name: "Spears", Type: "Inf", Size: "regiment", Points: 110},
		{Name: "Axes", Type: "Inf", Size: "regiment", Points: 120},
		{Name: "Spears", Type: "Inf", Size: "regiment", Points: 999}, // the same name and size again: left out
		{Name: "Spears", Type: "Inf", Size: "legion", Points: 320},
	}, nil)
	if len(cat) != 4 {
		t.Fatalf("catalogue %+v", cat)
	}
	b := armybuild.New(sys, cat, 0)
	b.Add(1) // Spears regiment
	if b.Resize(0, -1) || b.Unit(0).Size != "regiment" {
		t.Fatal("resized below the smallest")
	}
	for _, want := range []string{"horde", "legion"} {
		if !b.Resize(0, 1) || b.Unit(0).Size != want {
			t.Fatalf("resized to %q, want %q", b.Unit(0).Size, want)
		}
	}
	if b.Resize(0, 1) || b.Total() != 320 {
		t.Fatalf("resized past the largest: %d points", b.Total())
	}
}

// Write makes an army file LoadArmy reads back with the same units,
// artefacts (their points in the units'), allies, limit and total.
func TestWriteRoundTrip(t *testing.T) {
	b, rs := sampleBuilder(t, 750)
	add(t, b, "Slag Pikes", "Ember Shaman", "Cinder Wolves*", "Ravenhill Blades")
	b.CycleArtefact(1, 1)
	b.ToggleAllied(3)
	data, err := b.Write("Test Host")
	if err != nil {
		t.Fatal(err)
	}
	a, err := scenario.LoadArmy(fstest.MapFS{"test-host.army.yaml": {Data: data}}, "test-host.army.yaml", rs)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	back := a.List("test-host.army.yaml")
	if a.Name != "Test Host" || a.Points != 750 || len(back) != 4 {
		t.Fatalf("read back %q, %d points limit, %d units", a.Name, a.Points, len(back))
	}
	total := 0
	for i, u := range back {
		want := b.Unit(i)
		if u.Name != want.Name || u.Size != want.Size || u.Points != want.Points || u.Artefact != want.Artefact || u.Allied != want.Allied || u.Irregular != want.Irregular {
			t.Errorf("unit %d read back as %+v, want %+v", i, u, want)
		}
		total += u.Points
	}
	if total != 170+85+70+120 || total != b.Total() {
		t.Errorf("read back %d points, builder %d, want 445", total, b.Total())
	}
	if got := rulesOf(b.System.Validate(back, a.Points)); got != rulesOf(b.Breaches()) {
		t.Errorf("read back breaches:\n%s\nbuilder's:\n%s", got, rulesOf(b.Breaches()))
	}
}

package kow

import (
	"errors"
	"testing"

	"warbench/game/engine"
)

var plainStats = []engine.Stat{{Name: "att", Value: 10}, {Name: "de", Value: 4}, {Name: "me", Value: 4}, {Name: "pts", Value: 100}, {Name: "ra", Value: 0}, {Name: "rout", Value: 15}, {Name: "sp", Value: 5}, {Name: "waver", Value: 13}}

// kow2 §2.3: "Unit footprints ... (mm, width × depth)", every row of the
// table, and §2.2's files × ranks.
func TestFootprintsFromTheBaseTable(t *testing.T) {
	r := New(KoW2)
	cases := []struct {
		typ, size    string
		bw, bd       float64
		w, d         float64
		files, ranks int
	}{
		{"Inf", "troop", 20, 20, 100, 40, 5, 2},
		{"Inf", "regiment", 20, 20, 100, 80, 5, 4},
		{"Inf", "horde", 20, 20, 200, 80, 10, 4},
		{"Inf", "legion", 20, 20, 200, 120, 10, 6},
		{"Inf", "troop", 25, 25, 125, 50, 5, 2},
		{"Inf", "regiment", 25, 25, 125, 100, 5, 4},
		{"Inf", "horde", 25, 25, 250, 100, 10, 4},
		{"Inf", "legion", 25, 25, 250, 150, 10, 6},
		{"Cav", "troop", 25, 50, 125, 50, 5, 1},
		{"Cav", "regiment", 25, 50, 125, 100, 5, 2},
		{"Cav", "horde", 25, 50, 250, 100, 10, 2},
		{"LInf", "regiment", 40, 40, 120, 40, 3, 1},
		{"LInf", "horde", 40, 40, 120, 80, 3, 2},
		{"LInf", "legion", 40, 40, 240, 80, 6, 2},
		{"LCav", "regiment", 50, 50, 150, 50, 3, 1},
		{"LCav", "horde", 50, 50, 150, 100, 3, 2},
		{"LCav", "legion", 50, 50, 300, 100, 6, 2},
		{"LCav", "regiment", 50, 100, 150, 100, 3, 1},
		{"LCav", "horde", 50, 100, 150, 200, 3, 2},
		{"LCav", "legion", 50, 100, 300, 200, 6, 2},
		{"Mon", "single", 50, 50, 50, 50, 1, 1},
		{"Mon", "single", 50, 100, 50, 100, 1, 1},
		{"WE", "single", 0, 0, 50, 50, 1, 1},
		{"Hero/Cav", "single", 0, 0, 25, 50, 1, 1}, // §14-A27: the sub-type's base
		{"Hero/Inf", "single", 25, 25, 25, 25, 1, 1},
	}
	for _, c := range cases {
		fit, err := r.Unit(engine.UnitSpec{Type: c.typ, Size: c.size, BaseW: c.bw, BaseD: c.bd, Stats: plainStats})
		fp, fm := fit.Footprint, fit.Formation
		if err != nil {
			t.Errorf("%s %s %gx%g: %v", c.typ, c.size, c.bw, c.bd, err)
			continue
		}
		if fp.W != c.w || fp.D != c.d || fm.Files != c.files || fm.Ranks != c.ranks {
			t.Errorf("%s %s %gx%g: footprint %gx%g (%dx%d), want %gx%g (%dx%d)",
				c.typ, c.size, c.bw, c.bd, fp.W, fp.D, fm.Files, fm.Ranks, c.w, c.d, c.files, c.ranks)
		}
	}
}

// kow2 §2.1: heights by type.
func TestHeights(t *testing.T) {
	want := map[string]int{"Inf": 1, "Cav": 2, "LInf": 2, "LCav": 3, "Mon": 4, "WE": 1, "Hero/Inf": 1, "Hero/Cav": 2, "Hero/Mon": 4}
	for typ, h := range want {
		if got := Height(typ); got != h {
			t.Errorf("Height(%s) = %d, want %d", typ, got, h)
		}
	}
}

func TestUnitRefusals(t *testing.T) {
	r := New(KoW2)
	cases := []struct {
		name  string
		spec  engine.UnitSpec
		field string
	}{
		{"unknown type", engine.UnitSpec{Type: "Dragon", Size: "single", Stats: plainStats}, "type"},
		{"no cavalry legions (§2.2)", engine.UnitSpec{Type: "Cav", Size: "legion", Stats: plainStats}, "size"},
		{"infantry on 30 mm bases (§2.3)", engine.UnitSpec{Type: "Inf", Size: "troop", BaseW: 30, BaseD: 30, Stats: plainStats}, "base"},
		{"negative base", engine.UnitSpec{Type: "Mon", Size: "single", BaseW: -50, BaseD: 50, Stats: plainStats}, "base"},
		{"negative stat", engine.UnitSpec{Type: "Inf", Size: "troop", Stats: []engine.Stat{{Name: "att", Value: -1}, {Name: "de", Value: 4}, {Name: "me", Value: 4}, {Name: "rout", Value: 12}, {Name: "sp", Value: 5}}}, "stats.att"},
		{"unknown stat", engine.UnitSpec{Type: "Inf", Size: "troop", Stats: append([]engine.Stat{{Name: "luck", Value: 3}}, plainStats...)}, "stats.luck"},
		{"defence above 6", engine.UnitSpec{Type: "Inf", Size: "troop", Stats: []engine.Stat{{Name: "att", Value: 5}, {Name: "de", Value: 7}, {Name: "me", Value: 4}, {Name: "rout", Value: 12}, {Name: "sp", Value: 5}}}, "stats.de"},
		{"waver not below rout", engine.UnitSpec{Type: "Inf", Size: "troop", Stats: []engine.Stat{{Name: "att", Value: 5}, {Name: "de", Value: 4}, {Name: "me", Value: 4}, {Name: "rout", Value: 12}, {Name: "sp", Value: 5}, {Name: "waver", Value: 12}}}, "stats.waver"},
		{"missing speed", engine.UnitSpec{Type: "Inf", Size: "troop", Stats: []engine.Stat{{Name: "att", Value: 5}, {Name: "de", Value: 4}, {Name: "me", Value: 4}, {Name: "rout", Value: 12}}}, "stats"},
	}
	for _, c := range cases {
		_, err := r.Unit(c.spec)
		var fe *engine.FieldError
		if !errors.As(err, &fe) {
			t.Errorf("%s: got %v, want a FieldError", c.name, err)
			continue
		}
		if fe.Field != c.field {
			t.Errorf("%s: field %q, want %q (%v)", c.name, fe.Field, c.field, err)
		}
	}
}

// kow2 §2.1: "Individual profiles may set another height" (Orclings are
// height 0); otherwise the type's height applies.
func TestHeightOverride(t *testing.T) {
	r := New(KoW2)
	fit, err := r.Unit(engine.UnitSpec{Type: "Inf", Size: "troop", Stats: plainStats, HeightGiven: true})
	if err != nil || fit.Height != 0 {
		t.Fatalf("Orcling-style height 0: %+v, %v", fit, err)
	}
	fit, err = r.Unit(engine.UnitSpec{Type: "LCav", Size: "regiment", Stats: plainStats})
	if err != nil || fit.Height != 3 {
		t.Fatalf("large cavalry height: %+v, %v", fit, err)
	}
	if _, err := r.Unit(engine.UnitSpec{Type: "Inf", Size: "troop", Stats: plainStats, HeightGiven: true, Height: -1}); err == nil {
		t.Fatal("negative height accepted")
	}
}

package bsdata_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"warbench/game/bsdata"
)

// Links resolve between the game system and a catalogue: the unit linked
// from the system comes with its profile; rules linked by infoLink are
// named; categories and costs read.
func TestLoadTiny(t *testing.T) {
	d, err := bsdata.Load("testdata/tiny.gst", "testdata/tiny.cat")
	if err != nil {
		t.Fatal(err)
	}
	if d.System != "Tiny System" || len(d.Catalogues) != 1 || d.Catalogues[0].Name != "Tiny Folk" {
		t.Fatalf("%+v", d)
	}
	units, errs := d.Units("testdata/tiny.cat")
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	if len(units) != 2 {
		t.Fatalf("%d units: %+v", len(units), units)
	}
	u := units[0]
	if u.Name != "Reed Spears - Troop" || u.Category != "Core" || u.Cost("pts") != 60 || !slices.Equal(u.Rules, []string{"Brave"}) {
		t.Errorf("%+v", u)
	}
	if len(u.Profiles) != 1 || u.Profiles[0].Type != "Inf" || u.Profiles[0].Char("Special") != "Phalanx" || u.Profiles[0].Char("Sp") != "6" {
		t.Errorf("%+v", u.Profiles)
	}
	g := units[1]
	if g.Name != "Lantern Guard - Regiment" || g.File != "testdata/tiny.gst" || g.Cost("pts") != 100 || g.Profiles[0].Char("Special") != "Elite" {
		t.Errorf("%+v", g)
	}
}

// A link to nothing is named with its file, line and column; the unit
// still imports.
func TestMissingLink(t *testing.T) {
	d, err := bsdata.Load("testdata/tiny.gst", "testdata/broken-link.cat")
	if err != nil {
		t.Fatal(err)
	}
	units, errs := d.Units("testdata/broken-link.cat")
	if len(units) != 2 || len(errs) != 1 {
		t.Fatalf("%d units, errors %v", len(units), errs)
	}
	if msg := errs[0].Error(); !strings.Contains(msg, "testdata/broken-link.cat:14:9:") || !strings.Contains(msg, "r-nowhere") {
		t.Errorf("%s", msg)
	}
}

// Malformed XML: the file and line, never a panic.
func TestMalformed(t *testing.T) {
	_, err := bsdata.Load("testdata/tiny.gst", "testdata/malformed.cat")
	if err == nil || !strings.Contains(err.Error(), "testdata/malformed.cat:5") {
		t.Errorf("%v", err)
	}
	_, err = bsdata.Load("testdata/tiny.cat")
	if err == nil || !strings.Contains(err.Error(), "want a <gameSystem>") {
		t.Errorf("%v", err)
	}
	_, err = bsdata.Load("testdata")
	if err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("%v", err)
	}
}

// A roster, plain or zipped: units with profiles, rules, categories,
// upgrades and their summed costs; the points limit.
func TestReadRoster(t *testing.T) {
	for _, f := range []string{"testdata/tiny.ros", "testdata/tiny.rosz"} {
		r, err := bsdata.ReadRoster(f)
		if err != nil {
			t.Fatal(err)
		}
		if r.Name != "Harbour Watch" || r.System != "Tiny System" || r.Limit != 500 || len(r.Units) != 1 {
			t.Fatalf("%s: %+v", f, r)
		}
		u := r.Units[0]
		if u.Cost("pts") != 65 || !slices.Equal(u.Upgrades, []string{"Lucky Charm"}) || u.Profiles[0].Char("Special") != "Phalanx" || u.Category != "Core" {
			t.Errorf("%s: %+v", f, u)
		}
	}
}

// A zip that unpacks to more than MaxFileSize is refused after reading
// at most that much; a zip without a roster, or not a zip, is named.
func TestRoszBounds(t *testing.T) {
	_, err := bsdata.ReadRoster("testdata/bomb.rosz")
	if err == nil || !strings.Contains(err.Error(), "unpacks to more than") {
		t.Errorf("bomb: %v", err)
	}
	dir := t.TempDir()
	notZip := filepath.Join(dir, "x.rosz")
	if err := os.WriteFile(notZip, []byte("<roster/>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := bsdata.ReadRoster(notZip); err == nil || !strings.Contains(err.Error(), "not a zip file") {
		t.Errorf("not a zip: %v", err)
	}
	big := filepath.Join(dir, "big.cat")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(bsdata.MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := bsdata.Load("testdata/tiny.gst", big); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("big: %v", err)
	}
}

// Hostile XML never panics: deep nesting is refused.
func TestDeepNesting(t *testing.T) {
	p := filepath.Join(t.TempDir(), "deep.ros")
	if err := os.WriteFile(p, []byte(strings.Repeat("<a>", 100)+strings.Repeat("</a>", 100)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := bsdata.ReadRoster(p); err == nil || !strings.Contains(err.Error(), "nested too deep") {
		t.Errorf("%v", err)
	}
}

// BattleScribe 1.x data (entries, entry groups and one kind of link, a
// unit's points, category and bounds as attributes) reads as 2.x does:
// the units at the catalogue's top, one model entry among them (a
// character), with their options (the models' bounds, a group's default,
// an entry linked from the shared entries), costs, categories and linked
// rules; a shared entry is not a unit.
func TestLegacyCatalogue(t *testing.T) {
	d, err := bsdata.Load("testdata/tiny.gst", "testdata/legacy.cat")
	if err != nil {
		t.Fatal(err)
	}
	units, errs := d.Units("testdata/legacy.cat")
	if len(errs) != 0 {
		t.Fatal(errs)
	}
	if len(units) != 2 || units[0].Name != "Reed Band" || units[0].Type != "unit" || units[1].Name != "Reed Chief" || units[1].Type != "model" {
		t.Fatalf("%+v", units)
	}
	band, chief := units[0], units[1]
	if band.Category != "Core" || !slices.Equal(band.Rules, []string{"Brave"}) || band.Cost("pts") != 0 || len(band.Profiles) != 0 || !band.HasProfile() {
		t.Errorf("band %+v", band)
	}
	if len(band.Options) != 2 {
		t.Fatalf("band options %+v", band.Options)
	}
	m, g := band.Options[0], band.Options[1]
	if m.Name != "Reed Warrior" || m.Type != "model" || m.Min != 10 || m.Max != -1 || m.Cost("pts") != 6 || len(m.Profiles) != 1 || m.Profiles[0].Type != "Inf" || m.Profiles[0].Char("Sp") != "5" {
		t.Errorf("model option %+v", m)
	}
	if g.Name != "Command" || g.Type != "group" || g.Max != 2 || len(g.Options) != 2 || !g.Options[0].Default || g.Options[1].Name != "Standard Bearer" || g.Options[1].Cost("pts") != 5 {
		t.Errorf("group %+v", g)
	}
	if chief.Cost("pts") != 45 || len(chief.Profiles) != 1 || chief.Profiles[0].Char("Sp") != "6" {
		t.Errorf("chief %+v", chief)
	}
}

// A 1.x file that is not well-formed names its file and line.
func TestLegacyMalformed(t *testing.T) {
	data, err := os.ReadFile("testdata/legacy.cat")
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.cat")
	os.WriteFile(bad, []byte(strings.Replace(string(data), "</entryGroups>", "</entries>", 1)), 0o644)
	_, err = bsdata.Load("testdata/tiny.gst", bad)
	if err == nil || !strings.Contains(err.Error(), bad+":") || !strings.Contains(err.Error(), "malformed XML") {
		t.Errorf("%v", err)
	}
}

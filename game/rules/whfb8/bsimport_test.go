package whfb8_test

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/rules/whfb8"
)

// catalogueUnit reads the unit named name from the catalogue file cat of
// the shared data, through the registry as the command line does.
func catalogueUnit(t *testing.T, cat, name string) (bsdata.Unit, armies.Unit) {
	t.Helper()
	needData(t)
	d, err := bsdata.LoadCatalogue(filepath.Join(bsdataDir, "Warhammer Fantasy 8th ed.gst"), filepath.Join(bsdataDir, cat))
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := armies.For(d.System)
	if !ok || sys.ID() != whfb8.ID {
		t.Fatalf("game system %q not read as whfb8", d.System)
	}
	us, errs := d.Units(filepath.Join(bsdataDir, cat))
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	for _, u := range us {
		if u.Name == name {
			return u, sys.Unit(u)
		}
	}
	t.Fatalf("no unit %q in %s", name, cat)
	return bsdata.Unit{}, armies.Unit{}
}

// wantStats compares every stat of an imported unit.
func wantStats(t *testing.T, u armies.Unit, want map[string]int) {
	t.Helper()
	if !maps.Equal(u.Stats, want) {
		t.Errorf("%s: stats\n got %v\nwant %v", u.Name, u.Stats, want)
	}
}

// whfb8 §2.1, §2.2, §2.3, §2.4: a block of infantry from a catalogue of
// BattleScribe 2.x data (Dwarfs): its model's profile read exactly, its
// troop type from the profile's Type, at its least size (10: the model
// entry's minimum) in 5 files (a full rank of infantry is 5), its worn
// heavy armour a 5+ save, its great weapon and Stubborn played, its
// points those of 10 models, the rules this version does not play named.
func TestImportBlockOfInfantry(t *testing.T) {
	_, u := catalogueUnit(t, "Dwarfs - 8thBRB_8thAB.cat", "Hammerers")
	if u.Error != "" || u.Type != "In" || u.Size != "unit" || u.Base != [2]float64{20, 20} {
		t.Fatalf("%+v", u)
	}
	wantStats(t, u, map[string]int{"M": 3, "WS": 5, "BS": 3, "S": 4, "T": 4, "W": 1, "I": 2, "A": 2, "Ld": 9,
		"Sv": 5, "models": 10, "files": 5, "pts": 140})
	if !slices.Equal(u.Rules, []string{"Great Weapon", "Stubborn"}) || u.Points != 140 {
		t.Errorf("rules %v, %d pts", u.Rules, u.Points)
	}
	for _, r := range []string{"Kingsguard", "Ancestral Grudge", "Resolute", "Relentless", "Shieldwall"} {
		if !slices.Contains(u.Unknown, r) {
			t.Errorf("%q not named unknown: %v", r, u.Unknown)
		}
	}
	if !slices.ContainsFunc(u.Notes, func(n string) bool { return strings.HasPrefix(n, "base: none in the data") }) {
		t.Errorf("the base taken from the troop type is not noted: %v", u.Notes)
	}
}

// whfb8 §9.3: the builder's readings of a block add the command group the
// data offers as the rules Champion, Standard and Musician, at 10 points
// each (the data's), and its sizes go up by its least size.
func TestImportVariantsCommandGroup(t *testing.T) {
	bu, _ := catalogueUnit(t, "Dwarfs - 8thBRB_8thAB.cat", "Hammerers")
	vs := whfb8.Armies{}.Variants(bu)
	var labels []string
	for _, v := range vs {
		labels = append(labels, v.Variant)
	}
	want := []string{"10 models", "10 models, full command", "20 models, full command", "30 models, full command", "40 models, full command"}
	if !slices.Equal(labels, want) {
		t.Fatalf("variants %q, want %q", labels, want)
	}
	full := vs[2]
	for _, r := range []string{"Champion", "Standard", "Musician"} {
		if !slices.Contains(full.Rules, r) {
			t.Errorf("%s: no %s in %v", full.Variant, r, full.Rules)
		}
	}
	if full.Stats["models"] != 20 || full.Stats["files"] != 5 || full.Points != 20*14+30 {
		t.Errorf("%s: %d models in %d files, %d pts; want 20 in 5, 310", full.Variant, full.Stats["models"], full.Stats["files"], full.Points)
	}
}

// whfb8 §10.1, §2.4: cavalry from BattleScribe 2.x data (Empire): the
// rider's profile with the mount's M (8) and its WS, S, I, A as the
// mount's stats; the rider's worn light armour as Ar (the rules add the
// mount's +1); the repeater handgun as the missile weapon (30"... read as
// written, 24", S4), its rules played (Armour Piercing, Move or Fire,
// Slow to Fire) and Multiple Shots (3) named unknown; Fast Cavalry.
func TestImportCavalry(t *testing.T) {
	_, u := catalogueUnit(t, "Empire - 8thBRB_8thAB.cat", "Outriders")
	if u.Error != "" || u.Type != "Ca" || u.Size != "unit" || u.Base != [2]float64{25, 50} {
		t.Fatalf("%+v", u)
	}
	wantStats(t, u, map[string]int{"M": 8, "WS": 3, "BS": 4, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7,
		"Ar": 6, "mWS": 3, "mS": 3, "mI": 3, "mA": 1, "range": 24, "RS": 4, "models": 5, "files": 5, "pts": 105})
	for _, r := range []string{"Armour Piercing", "Move or Fire", "Slow to Fire", "Fast Cavalry"} {
		if !slices.Contains(u.Rules, r) {
			t.Errorf("no %s in %v", r, u.Rules)
		}
	}
	if !slices.Contains(u.Unknown, "Multiple Shots (3)") {
		t.Errorf("Multiple Shots (3) not named unknown: %v", u.Unknown)
	}
}

// whfb8 §10.1: a chariot from BattleScribe 1.x data (Beastmen, whose
// entries, links and points are written in the older vocabulary): the
// beasts' M, the crew's WS BS S I Ld and attacks added up, the chariot's
// T, W and armour save (4+), the two beasts' profile as mWS mS mI mA,
// Impact Hits (D6); a single model of the chariot's base.
func TestImportChariotFromOldData(t *testing.T) {
	_, u := catalogueUnit(t, "Beastmen - 8thBRB_7thAB.cat", "Tuskgor Chariot")
	if u.Error != "" || u.Type != "Ch" || u.Size != "single" || u.Base != [2]float64{50, 100} {
		t.Fatalf("%+v", u)
	}
	wantStats(t, u, map[string]int{"M": 7, "WS": 4, "BS": 3, "S": 4, "T": 4, "W": 4, "I": 3, "A": 2, "Ld": 7,
		"Sv": 4, "mWS": 3, "mS": 4, "mI": 2, "mA": 2, "pts": 80})
	if !slices.Contains(u.Rules, "Impact Hits (D6)") {
		t.Errorf("no Impact Hits (D6) in %v", u.Rules)
	}
}

// whfb8 §6.9: a war machine: the crew's profile, the machine's T 7, the
// crew's T as CT, its three crew as W; a bolt thrower, its range and
// Strength from the weapon.
func TestImportWarMachine(t *testing.T) {
	_, u := catalogueUnit(t, "Dwarfs - 8thBRB_8thAB.cat", "Bolt Thrower")
	if u.Error != "" || u.Type != "WM" || u.Size != "single" {
		t.Fatalf("%+v", u)
	}
	wantStats(t, u, map[string]int{"M": 3, "WS": 4, "BS": 3, "S": 3, "T": 7, "CT": 4, "W": 3, "I": 2, "A": 1, "Ld": 9,
		"range": 48, "RS": 6, "pts": 55})
	if !slices.Contains(u.Rules, whfb8.BoltThrower) {
		t.Errorf("not a bolt thrower: %v", u.Rules)
	}
}

// whfb8 §5, §10.2, §10.3: a wizard character from 1.x data: a single
// model at the group's default level (1); the lore chosen is named
// unknown (its spells are not this version's); the builder offers level
// 2 at its cost (35 points more, the data's) and the character as the
// General.
func TestImportWizardLevels(t *testing.T) {
	bu, u := catalogueUnit(t, "Beastmen - 8thBRB_7thAB.cat", "Bray-Shaman")
	if u.Error != "" || u.Type != "In" || u.Size != "single" || u.Stats["Lvl"] != 1 || u.Points != 75 {
		t.Fatalf("%+v", u)
	}
	if !slices.Contains(u.Unknown, "Lore of the Wild") {
		t.Errorf("the lore not named: %v", u.Unknown)
	}
	var got []string
	for _, v := range (whfb8.Armies{}).Variants(bu) {
		got = append(got, v.Variant)
		switch v.Variant {
		case "level 2":
			if v.Stats["Lvl"] != 2 || v.Points != 110 {
				t.Errorf("level 2: Lvl %d, %d pts; want 2, 110", v.Stats["Lvl"], v.Points)
			}
		case "General":
			if !slices.Contains(v.Rules, "General") {
				t.Errorf("the General variant has no rule General: %v", v.Rules)
			}
		}
	}
	if !slices.Equal(got, []string{"level 1", "level 2", "General"}) {
		t.Errorf("variants %q", got)
	}
}

// A unit this version cannot play is refused with the reason, and still
// listed (whfb8 §10.3: a character riding a monster is not played yet).
func TestImportRefusesWithReason(t *testing.T) {
	_, u := catalogueUnit(t, "Lizardmen - 8thBRB_8thAB.cat", "Kroq-Gar")
	if !strings.Contains(u.Error, "riding a monster") || u.Name != "Kroq-Gar" || u.Points == 0 {
		t.Errorf("%+v", u)
	}
}

// whfb8 §6.9: a stone thrower's range written "12"-60"" is its longest,
// 60"; its crew of three peasants is in a Crew group of 1.x data.
func TestImportStoneThrowerRange(t *testing.T) {
	_, u := catalogueUnit(t, "Bretonnia - 8thBRB_6thAB.cat", "Field Trebuchet")
	if u.Error != "" || !slices.Contains(u.Rules, whfb8.StoneThrower) || u.Stats["range"] != 60 || u.Stats["W"] != 3 || u.Stats["T"] != 7 {
		t.Errorf("%+v", u)
	}
}

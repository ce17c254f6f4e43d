package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// army check over a Warhammer 8th catalogue (BattleScribe 1.x or 2.x
// data) reads it under whfb8: its units, those refused with their
// reasons, and the rules not played.
func TestArmyCheckWHFB8Catalogue(t *testing.T) {
	dir := "../../shared/data/bsdata-whfb8"
	for _, c := range []struct {
		file, name string
		units      int
		unknown    string
	}{
		{"Dwarfs - 8thBRB_8thAB.cat", "Dwarfs - Army Book (2014-2) -V8.8.0.", 32, "Ancestral Grudge"},
		{"Beastmen - 8thBRB_7thAB.cat", "Beastmen - Army Book (2013-4) -V8.7.4.", 30, "Primal Fury"},
	} {
		cat := filepath.Join(dir, c.file)
		if _, err := os.Stat(cat); err != nil {
			t.Skipf("no BattleScribe data at %s (../shared/data beside the repository): %v", dir, err)
		}
		r := runArmyCheck(t, 0, cat).Files[0]
		if r.Kind != "catalogue" || r.Ruleset != "whfb8" || r.Name != c.name || len(r.Units) != c.units || len(r.Errors) != 0 {
			t.Fatalf("%s %q under %s: %d units, errors %v", r.Kind, r.Name, r.Ruleset, len(r.Units), r.Errors)
		}
		if r.Refused > len(r.Units)/5 {
			t.Errorf("%s: %d of %d refused", c.file, r.Refused, len(r.Units))
		}
		if !slices.ContainsFunc(r.Unknown, func(u unknownRule) bool { return u.Rule == c.unknown }) {
			t.Errorf("%s: %q not reported unknown", c.file, c.unknown)
		}
	}
}

// army convert writes a Warhammer 8th roster as an army file; army check
// -rules whfb8 reads it back with the same units and points and no
// breach of whfb8 §12.
func TestArmyConvertWHFB8(t *testing.T) {
	out := filepath.Join(t.TempDir(), "ironhold.army.yaml")
	code, _, errOut := run(t, "", "army", "convert", "-o", out, "../game/rules/whfb8/testdata/ironhold.ros")
	if code != ExitOK || !strings.Contains(errOut, `wrote 6 units of "The Ironhold Muster"`) || strings.Contains(errOut, "breaks") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	r := runArmyCheck(t, 0, "-rules", "whfb8", out).Files[0]
	if r.Kind != "army" || r.Ruleset != "whfb8" || len(r.Units) != 6 || r.Points != 653 || len(r.Breaches) != 0 || len(r.Errors) != 0 {
		t.Errorf("the converted army reads as %+v", r)
	}
	ro := runArmyCheck(t, 0, "../game/rules/whfb8/testdata/ironhold.ros").Files[0]
	if ro.Kind != "roster" || ro.Ruleset != "whfb8" || ro.Limit != 1000 || ro.Points != 653 || ro.Refused != 0 || len(ro.Breaches) != 0 {
		t.Errorf("the roster reads as %+v", ro)
	}
}

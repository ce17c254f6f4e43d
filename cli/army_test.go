package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bsdataDir is the shared BattleScribe data, beside the repository.
const bsdataDir = "../../shared/data/bsdata-kow2"

type armyOut struct {
	Files []armyReport `json:"files"`
}

func runArmyCheck(t *testing.T, want int, args ...string) armyOut {
	t.Helper()
	code, out, errOut := run(t, "", append([]string{"army", "check"}, args...)...)
	if code != want {
		t.Fatalf("exit %d, want %d; stderr %s", code, want, errOut)
	}
	var o armyOut
	if err := json.Unmarshal([]byte(out), &o); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return o
}

// army check over a catalogue finds its game system beside it and
// prints its units and the rules it did not recognise.
func TestArmyCheckCatalogue(t *testing.T) {
	cat := filepath.Join(bsdataDir, "Dwarfs.cat")
	if _, err := os.Stat(cat); err != nil {
		t.Skipf("no BattleScribe data at %s (../shared/data beside the repository): %v", bsdataDir, err)
	}
	o := runArmyCheck(t, 0, cat)
	r := o.Files[0]
	if r.Kind != "catalogue" || r.Name != "Dwarfs" || len(r.Units) < 40 || r.Refused != 0 || len(r.Errors) != 0 {
		t.Fatalf("%s %q: %d units, %d refused, errors %v", r.Kind, r.Name, len(r.Units), r.Refused, r.Errors)
	}
	found := false
	for _, u := range r.Unknown {
		found = found || strings.HasPrefix(u.Rule, "Rallying!")
	}
	if !found {
		t.Errorf("Rallying! not reported unknown: %+v", r.Unknown)
	}
}

// army check over the shipped army files: every unit, no breach, and a
// file with an error fails with exit 1 and names it.
func TestArmyCheckYAML(t *testing.T) {
	o := runArmyCheck(t, 0, "../scenarios/ember-marches.army.yaml")
	if r := o.Files[0]; r.Kind != "army" || len(r.Units) != 11 || len(r.Breaches) != 0 || r.Points != 1600 {
		t.Errorf("%+v", r)
	}
	bad := filepath.Join(t.TempDir(), "bad.army.yaml")
	if err := os.WriteFile(bad, []byte("name: X\nunits:\n  - id: a\n    name: A\n    type: Inf\n    size: troop\n    colour: red\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	o = runArmyCheck(t, 1, bad)
	if errs := o.Files[0].Errors; len(errs) == 0 || !strings.Contains(errs[0], "bad.army.yaml:7:5") {
		t.Errorf("%v", errs)
	}
}

// A roster with no rule system for its game system is an error, not a
// panic; so is a file of another kind.
func TestArmyCheckErrors(t *testing.T) {
	o := runArmyCheck(t, 1, "../game/bsdata/testdata/tiny.rosz", "x.txt")
	if len(o.Files) != 2 || !strings.Contains(o.Files[0].Errors[0], "Tiny System") || !strings.Contains(o.Files[1].Errors[0], "want a .gst") {
		t.Errorf("%+v", o.Files)
	}
	if code, _, _ := run(t, "", "army"); code != ExitUsage {
		t.Errorf("army alone: exit %d", code)
	}
	if code, _, errOut := run(t, "", "army", "check", "-h"); code != ExitOK || !strings.Contains(errOut, "-system") {
		t.Errorf("-h: exit %d, %s", code, errOut)
	}
}

// -system names the game system of a catalogue kept elsewhere; a
// catalogue with no game system beside it and none named is an error.
func TestArmyCheckSystemFlag(t *testing.T) {
	gst := filepath.Join(bsdataDir, "Kings of War.gst")
	if _, err := os.Stat(gst); err != nil {
		t.Skipf("no BattleScribe data at %s (../shared/data beside the repository): %v", bsdataDir, err)
	}
	data, err := os.ReadFile(filepath.Join(bsdataDir, "Orcs.cat"))
	if err != nil {
		t.Fatal(err)
	}
	cat := filepath.Join(t.TempDir(), "Orcs.cat")
	if err := os.WriteFile(cat, data, 0o644); err != nil {
		t.Fatal(err)
	}
	o := runArmyCheck(t, 1, cat)
	if errs := o.Files[0].Errors; len(errs) != 1 || !strings.Contains(errs[0], "no game system (.gst) beside it") {
		t.Errorf("%v", errs)
	}
	o = runArmyCheck(t, 0, "-system", gst, cat)
	if r := o.Files[0]; r.Name != "Orcs" || len(r.Units) != 41 || r.Refused != 0 {
		t.Errorf("%s: %d units, %d refused", r.Name, len(r.Units), r.Refused)
	}
}

// army convert writes a BattleScribe roster as an army file that army
// check (and so a scenario) reads: the same units and points, the list's
// breaches of kow2 §11.2 told, and a roster only.
func TestArmyConvert(t *testing.T) {
	out := filepath.Join(t.TempDir(), "lanternfolk.army.yaml")
	code, _, errOut := run(t, "", "army", "convert", "-o", out, "../game/rules/kow/testdata/lanternfolk.rosz")
	if code != ExitOK || !strings.Contains(errOut, `wrote 4 units of "The Lanternfolk"`) || !strings.Contains(errOut, "breaks kow2/11.2") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	o := runArmyCheck(t, 0, out) // breaches are reported, not errors
	if r := o.Files[0]; r.Kind != "army" || len(r.Units) != 4 || r.Points != 510 || len(r.Errors) != 0 {
		t.Errorf("the converted army reads as %+v", r)
	}
	if code, _, errOut := run(t, "", "army", "convert", "-o", out, "../scenarios/ember-marches.army.yaml"); code == ExitOK || !strings.Contains(errOut, "want a BattleScribe roster") {
		t.Errorf("an army file converted: exit %d, %q", code, errOut)
	}
	if code, _, _ := run(t, "", "army", "convert", "../game/rules/kow/testdata/lanternfolk.rosz"); code != ExitUsage {
		t.Errorf("no -o: exit %d", code)
	}
}

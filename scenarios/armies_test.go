package scenarios_test

import (
	"io/fs"
	"testing"

	"warbench/game/armies"
	"warbench/game/rules"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// The sample armies: original, each valid under kow2 §11.2 at the points
// it states, between them using every unit type of kow2 §2.1.
var samples = []string{
	"saltmarsh-compact.army.yaml",
	"glimmerdeep-wyrmholds.army.yaml",
	"thornvale-hunt.army.yaml",
	"cindermoor-warband.army.yaml",
}

// kow2 §11.2: "Agree a points total ... The army may not exceed it", the
// unlocks, irregulars, one Living Legend, allies at most 25%; kow2 §2.1:
// every type code is used by some sample.
func TestSampleArmies(t *testing.T) {
	rs, err := rules.Lookup(kow.KoW2.ID)
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := armies.ByID(kow.KoW2.ID)
	if !ok {
		t.Fatal("kow2 reads no army lists")
	}
	used := map[string]bool{}
	for _, name := range samples {
		if _, err := fs.Stat(scenarios.FS, name); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		a, err := scenario.LoadArmy(scenarios.FS, name, rs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if a.Points == 0 {
			t.Errorf("%s: no points stated", name)
		}
		var units []armies.Unit
		for _, u := range a.Units {
			used[u.Piece.Type] = true
			units = append(units, armies.Unit{Name: u.Piece.Name, Type: u.Piece.Type, Size: u.Piece.Size, Points: u.Piece.Points,
				Irregular: u.Irregular, Allied: u.Allied, Legend: u.Legend, Artefact: u.Artefact})
		}
		if b := sys.Validate(units, a.Points); len(b) > 0 {
			t.Errorf("%s: %+v", name, b)
		}
	}
	for _, code := range kow.TypeCodes() {
		if !used[code] {
			t.Errorf("no sample army has a %s unit", code)
		}
	}
}

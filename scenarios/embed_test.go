package scenarios_test

import (
	"io/fs"
	"strings"
	"testing"

	"warbench/game/rules"
	_ "warbench/game/rules/all"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// Every embedded file loads: the scenarios with their armies, and each
// layout on its own.
func TestEmbeddedFilesLoad(t *testing.T) {
	names, err := fs.Glob(scenarios.FS, "*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	kow, err := rules.Lookup("kow2")
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, name := range names {
		switch {
		case strings.HasSuffix(name, ".scenario.yaml"):
			kinds["scenario"]++
			if _, err := scenario.Load(scenarios.FS, name); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		case strings.HasSuffix(name, ".layout.yaml"):
			kinds["layout"]++
			if _, _, err := scenario.LoadLayout(scenarios.FS, name, kow); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		case strings.HasSuffix(name, ".army.yaml"):
			kinds["army"]++
		default:
			t.Errorf("%s: want a name ending .scenario.yaml, .layout.yaml or .army.yaml", name)
		}
	}
	if kinds["scenario"] < 1 || kinds["layout"] < 1 || kinds["army"] < 2 {
		t.Errorf("embedded files: %v", kinds)
	}
	if _, err := fs.Stat(scenarios.FS, scenarios.Default); err != nil {
		t.Errorf("Default: %v", err)
	}
}

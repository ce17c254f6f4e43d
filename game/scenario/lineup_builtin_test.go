package scenario

import (
	"path/filepath"
	"strings"
	"testing"
)

// kow2 §11.4 on the start screen: any two built-in Kings of War armies
// (the largest, 15 units, against itself too) line up in their zones on
// every built-in Kings of War layout, so no choice of New game fails.
func TestBuiltinArmiesLineUpOnEveryLayout(t *testing.T) {
	layouts, _ := filepath.Glob("../../scenarios/*.layout.yaml")
	armies, _ := filepath.Glob("../../scenarios/*.army.yaml")
	if len(layouts) == 0 || len(armies) < 2 {
		t.Fatalf("found %d layouts and %d armies", len(layouts), len(armies))
	}
	rs := mustRules(t, "kow2")
	for _, l := range layouts {
		lp := part(t, filepath.Base(l))
		if strings.Contains(string(lp.Text), "ruleset:") && !strings.Contains(string(lp.Text), "kow2") {
			continue
		}
		for i, a := range armies {
			for _, b := range armies[i:] {
				c := Composition{Name: "Practice", Ruleset: rs, Seed: 1, Victory: "kill",
					Layout: lp, Armies: [2]Part{part(t, filepath.Base(a)), part(t, filepath.Base(b))}}
				files, err := Compose(c)
				if err == nil {
					_, err = Load(files, ComposedScenario)
				}
				if err != nil {
					t.Errorf("%s, %s against %s: %v", filepath.Base(l), filepath.Base(a), filepath.Base(b), err)
				}
			}
		}
	}
}

package scenario

import (
	"slices"
	"strings"
	"testing"
)

// A scenario turns on the house rules its ruleset offers with
// house_rules: [...]; they reach the State sorted. An unknown name, or one
// named twice, is an error at its line.
func TestHouseRules(t *testing.T) {
	sc, err := Load(editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\nhouse_rules: [strict_charge_path, deploy_from_centre_point]\n"}), "s.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"deploy_from_centre_point", "strict_charge_path"}; !slices.Equal(sc.State.HouseRules, want) {
		t.Fatalf("house rules %q, want %q", sc.State.HouseRules, want)
	}
	if !sc.State.HasHouseRule("strict_charge_path") || sc.State.HasHouseRule("range_to_visible_point") {
		t.Fatal("HasHouseRule disagrees with the list")
	}
	sc, err = Load(baseFS(), "s.yaml")
	if err != nil || sc.State.HouseRules != nil {
		t.Fatalf("by default: %v %q", err, sc.State.HouseRules)
	}
	for _, tc := range []struct{ add, want string }{
		{"house_rules: [wild_charge]\n", `s.yaml:2:15: house_rules[0]: unknown house rule "wild_charge"`},
		{"house_rules: [strict_charge_path, strict_charge_path]\n", `s.yaml:2:35: house_rules[1]: house rule "strict_charge_path" is named twice`},
	} {
		_, err := Load(editedFS(t, edit{"s.yaml", "name: Test\n", "name: Test\n" + tc.add}), "s.yaml")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %s", tc.add, err, tc.want)
		}
	}
}

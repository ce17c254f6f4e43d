// Package rules is the registry of rule systems, by ID.
package rules

import (
	"fmt"
	"strings"

	"warbench/game/engine"
	"warbench/game/rules/kow"
)

// known lists every ruleset ID the program accepts, with a constructor.
// Systems still to come are named so a file that asks for them gets a
// clear answer instead of "unknown".
var known = []struct {
	id      string
	make    func() engine.Ruleset
	planned string
}{
	{id: "kow2", make: func() engine.Ruleset { return kow.New(kow.KoW2) }},
	{id: "kow2-original", make: func() engine.Ruleset { return kow.New(kow.KoW2Original) }},
	{id: "kowbeta", planned: "Kings of War closed beta"},
	{id: "whfb8", planned: "Warhammer Fantasy Battle 8th edition"},
	{id: "conf", planned: "Confrontation Evolution"},
}

// Lookup returns the ruleset with the given ID.
func Lookup(id string) (engine.Ruleset, error) {
	for _, k := range known {
		if k.id != id {
			continue
		}
		if k.make == nil {
			return nil, fmt.Errorf("rules: %q (%s) is not playable yet", id, k.planned)
		}
		return k.make(), nil
	}
	return nil, fmt.Errorf("rules: unknown ruleset %q (want one of %s)", id, strings.Join(IDs(), ", "))
}

// IDs returns every ruleset ID, playable or planned, in a fixed order.
func IDs() []string {
	ids := make([]string, len(known))
	for i, k := range known {
		ids[i] = k.id
	}
	return ids
}

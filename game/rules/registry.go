// Package rules is the registry of rule systems, by ID. Each system's
// package registers its rulesets from its init function, and a program
// links the systems it offers by importing game/rules/all; nothing else
// names a system, so a new one is a new package and a line in all.
package rules

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"warbench/game/engine"
)

// entry is one registered ruleset ID: playable (make) or only planned.
type entry struct {
	id      string
	make    func() engine.Ruleset
	planned string // for a system not playable yet: its name
}

var (
	mu    sync.Mutex
	known []entry  // in the order registered
	words []string // every system's own words
)

// Register makes a ruleset available by its ID. It panics when the ID is
// taken: two systems claiming one name is a programming error.
func Register(id string, make func() engine.Ruleset) {
	add(entry{id: id, make: make})
}

// Plan names a ruleset that is not playable yet, so a file that asks for
// it gets a clear answer instead of "unknown".
func Plan(id, name string) {
	add(entry{id: id, planned: name})
}

func add(e entry) {
	mu.Lock()
	defer mu.Unlock()
	if slices.ContainsFunc(known, func(k entry) bool { return k.id == e.id }) {
		panic(fmt.Sprintf("rules: ruleset %q registered twice", e.id))
	}
	known = append(known, e)
}

// Words registers words that belong to one rule system: its IDs, the
// family of its order kinds, its statuses, its name. The shared packages
// (the engine, the solver, saves, scenarios, the window and the command
// line) must not use them: a test in game/rules/all fails if one does.
func Words(ws ...string) {
	mu.Lock()
	defer mu.Unlock()
	words = append(words, ws...)
}

// AllWords returns every registered system's words, sorted.
func AllWords() []string {
	mu.Lock()
	defer mu.Unlock()
	out := slices.Clone(words)
	slices.Sort(out)
	return slices.Compact(out)
}

// Lookup returns a new ruleset with the given ID.
func Lookup(id string) (engine.Ruleset, error) {
	mu.Lock()
	defer mu.Unlock()
	for _, k := range known {
		if k.id != id {
			continue
		}
		if k.make == nil {
			return nil, fmt.Errorf("rules: %q (%s) is not playable yet", id, k.planned)
		}
		return k.make(), nil
	}
	if len(known) == 0 {
		return nil, fmt.Errorf("rules: unknown ruleset %q (this program links no rule system)", id)
	}
	return nil, fmt.Errorf("rules: unknown ruleset %q (want one of %s)", id, strings.Join(idsLocked(), ", "))
}

// IDs returns every ruleset ID, playable or planned, in the order they
// were registered.
func IDs() []string {
	mu.Lock()
	defer mu.Unlock()
	return idsLocked()
}

func idsLocked() []string {
	ids := make([]string, len(known))
	for i, k := range known {
		ids[i] = k.id
	}
	return ids
}

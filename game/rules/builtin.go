package rules

import (
	"io/fs"
	"slices"
)

// builtins are the folders of built-in scenarios the systems registered.
var builtins []fs.FS

// AddScenarios registers a folder of built-in scenarios (files named
// *.scenario.yaml, in it or below it, with their layouts and armies) that
// a program may offer to play; a system calls it from init for the
// scenarios it carries with it.
func AddScenarios(fsys fs.FS) {
	mu.Lock()
	defer mu.Unlock()
	builtins = append(builtins, fsys)
}

// Scenarios returns the folders of built-in scenarios, in the order
// they were registered.
func Scenarios() []fs.FS {
	mu.Lock()
	defer mu.Unlock()
	return slices.Clone(builtins)
}

// Playable returns the IDs of the rulesets that can be played (Lookup
// gives them), in the order they were registered; planned ones are left
// out.
func Playable() []string {
	mu.Lock()
	defer mu.Unlock()
	var ids []string
	for _, k := range known {
		if k.make != nil {
			ids = append(ids, k.id)
		}
	}
	return ids
}

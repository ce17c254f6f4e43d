// Package scenarios holds the built-in scenarios, sample armies and terrain
// layouts, embedded in the program. Load them with scenario.Load(FS, Default).
package scenarios

import "embed"

// FS is the built-in scenario files: *.scenario.yaml, *.layout.yaml and
// *.army.yaml, all in its root folder.
//
//go:embed *.yaml
var FS embed.FS

// Default is the scenario the program opens when none is named: a Kings of
// War 2nd edition battle on a 72" × 48" table.
const Default = "harrow-ford.scenario.yaml"

package toy

import (
	"embed"

	"warbench/game/rules"
)

// Example holds the example scenario of the toy game, its layout and its
// two bands: example/skirmish.scenario.yaml. The shared packages' tests
// play it, and so can the window and the command line.
//
//go:embed example/*.yaml
var Example embed.FS

// ExampleScenario is the example scenario's path in Example.
const ExampleScenario = "example/skirmish.scenario.yaml"

// The example is a built-in scenario: a program may offer it.
func init() { rules.AddScenarios(Example) }

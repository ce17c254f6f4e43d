package whfb8

import (
	"embed"

	"warbench/game/rules"
)

// Example holds the sample pitched battle, its layout and its two
// invented armies: example/cairn-ridge.scenario.yaml.
//
//go:embed example/*.yaml
var Example embed.FS

// ExampleScenario is the sample scenario's path in Example.
const ExampleScenario = "example/cairn-ridge.scenario.yaml"

// The sample is a built-in scenario: the start screen offers it.
func init() { rules.AddScenarios(Example) }

package kow

import (
	"embed"

	"warbench/game/rules"
)

// BetaExample holds the built-in closed-beta battle, its layout and its
// two invented armies: beta/lantern-fen.scenario.yaml. They live here,
// not with the 2nd-edition files, because a beta army does not load
// under 2nd edition (its sizes are model counts and its Ne one number).
//
//go:embed beta/*.yaml
var BetaExample embed.FS

// BetaScenario is the default beta scenario's path in BetaExample.
const BetaScenario = "beta/lantern-fen.scenario.yaml"

// The beta battle is a built-in scenario: the start screen offers it.
func init() { rules.AddScenarios(BetaExample) }

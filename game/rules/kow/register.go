package kow

import (
	"warbench/game/engine"
	"warbench/game/rules"
)

func init() {
	rules.Register(KoW2.ID, func() engine.Ruleset { return New(KoW2) })
	rules.Register(KoW2Original.ID, func() engine.Ruleset { return New(KoW2Original) })
	rules.Register(KoWBeta.ID, func() engine.Ruleset { return New(KoWBeta) })
	rules.Words(KoWBeta.ID)
	rules.Words(KoW2.ID, KoW2Original.ID, "kow/", `"kow`, "Kings of War", StatusWavered, StatusDisordered, StatusBaneChanted, Routed.String())
}

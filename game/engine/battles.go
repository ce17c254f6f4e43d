package engine

import "warbench/game/table"

// Battles is an optional part of a Setup whose victory conditions are
// whole battles, each with its own deployment zones (a battle fought
// along the table's length, or across its diagonal) and its own way of
// deploying. A game whose victory condition is not the scenario's own is
// deployed afresh by the players, in the new battle's zones.
type Battles interface {
	// BattleZones are the deployment zones of the victory condition v
	// ("" for the default) on table t; nil when v keeps the table's own
	// zones (a layout's, or DefaultZones).
	BattleZones(v string, t table.Table) []table.Zone
}

// VictoryTeller is an optional part of a Setup that names its victory
// conditions for people: a title ("Battle for the Pass") and a sentence
// on what the condition is, for the start screen.
type VictoryTeller interface {
	VictoryTitle(v string) string
	VictoryAbout(v string) string
}

// FormerVictories is an optional part of a Setup that still reads
// victory conditions under names it no longer offers (files and saves
// written before a rename): Former reports whether v is one.
type FormerVictories interface {
	Former(v string) bool
}

// ZonesFor are the deployment zones of table t under the victory
// condition v: the battle's own (Battles), else the table's, else the
// setup's defaults.
func ZonesFor(su Setup, v string, t table.Table) []table.Zone {
	if b, ok := su.(Battles); ok {
		if z := b.BattleZones(v, t); z != nil {
			return z
		}
	}
	if len(t.Zones) > 0 {
		return t.Zones
	}
	return su.DefaultZones(t)
}

// KnowsVictory reports whether a setup scores the victory condition v:
// one of its Victories, or a former name of one.
func KnowsVictory(su Setup, v string) bool {
	for _, w := range su.Victories() {
		if w == v {
			return true
		}
	}
	f, ok := su.(FormerVictories)
	return ok && f.Former(v)
}

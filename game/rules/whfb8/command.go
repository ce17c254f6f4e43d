package whfb8

import "warbench/game/engine"

// The command group as models of their unit (§9.3, §6.8): a unit's
// models are counted, not named, so its champion, standard bearer and
// musician are its last models, in that order: casualties take every
// other model first, then the musician, then the standard bearer, then
// the champion. A unit with fewer models has lost the last-named ones.

// commandAbove is how many of a unit's last models are command models
// removed after the one asked about.
func commandAbove(p *engine.Piece, musician bool) int {
	n := 0
	if hasChampion(p) {
		n++
	}
	if musician && hasStandard(p) {
		n++
	}
	return n
}

// hasStandard reports whether a unit still has its standard bearer.
func hasStandard(p *engine.Piece) bool {
	return p.HasRule("Standard") && p.Counter("standard-lost") == 0 && p.Formation.Models > commandAbove(p, false)
}

// hasMusician reports whether a unit still has its musician.
func hasMusician(p *engine.Piece) bool {
	return p.HasRule("Musician") && p.Formation.Models > commandAbove(p, true)
}

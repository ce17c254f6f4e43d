// Package whfb8 is Warhammer Fantasy Battle 8th edition behind the
// engine's seam (the digest is ../shared/rules/whfb8.md; rule references
// "whfb8/6.2" name its sections). It is the system the engine was not
// written for: rank-and-file blocks that lose models one by one and whose
// footprint shrinks from the rear (formation.go), a turn of four phases
// with a charge sub-phase in which the charged player reacts mid-turn
// (turn.go, charge.go), and exact odds for the dice chains of shooting
// and close combat (dice.go, odds.go) from the same functions that
// resolve them (shoot.go, combat.go).
//
// Where the digest's §13 lists an ambiguity, the recommended reading is
// played; the files say which.
package whfb8

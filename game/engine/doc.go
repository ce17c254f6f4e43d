// Package engine holds the game State, the Order contract (Check, then
// Apply), Events, the pending Decision and the Ruleset contract that each
// rule system implements.
//
// The laws of the simulation:
//
//   - Ruleset.Apply is the only code that changes a State, and only after
//     Ruleset.Check accepted the same order on the same State.
//   - Everything is deterministic: no clocks, no map iteration, no global
//     random source. Every die comes from State.Dice, in a fixed order.
//   - Slices in State are sorted by ID, so two States built the same way are
//     equal field by field and hash the same.
//
// The package never imports ebiten, directly or indirectly.
package engine

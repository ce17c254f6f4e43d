// Package scenario loads and checks the three YAML files that set up a
// game, and builds the engine State from them:
//
//   - a scenario file names the ruleset, the seed, the victory conditions,
//     a layout file and, for players 1 and 2, an army file with where each
//     of its units stands;
//   - a layout file is the table: its size, terrain pieces (a rect, circle,
//     ellipse, convex polygon, or several convex parts), deployment zones
//     and objective markers;
//   - an army file lists units: id, name, type, size, model base, optional
//     height, stats and special rules, as the ruleset's Unit checks them.
//
// Lengths in the scenario and layout files are in the ruleset's measure
// (inches or centimetres), from the table's south-west corner, x east and
// y north; model bases are millimetres; angles are degrees, 0 facing north,
// growing clockwise. The State is in millimetres and radians (package geom).
//
// Files are plain YAML, read strictly: one document per file, no unknown
// fields, no anchors, aliases, merge keys or tags, whole numbers where whole
// numbers are wanted and quotes around text that looks like a number. Every
// problem is reported as an *Error naming the file, line, column and field,
// and all of them are returned together as an ErrorList. Files named by a
// scenario are found relative to its folder and can never be outside it;
// no file may exceed 1 MiB.
//
// A minimal scenario, layout and army:
//
//	# battle.scenario.yaml
//	name: Skirmish
//	ruleset: <a registered ruleset ID>
//	seed: 7
//	layout: field.layout.yaml
//	armies:
//	  - player: 1
//	    army: reds.army.yaml
//	    deploy:
//	      - {unit: spears, at: [24, 6], facing: 0}
//	  - player: 2
//	    army: blues.army.yaml
//	    deploy:
//	      - {unit: guards, at: [24, 42], facing: 180}
//
//	# field.layout.yaml
//	name: Open Field
//	table: {width: 48, depth: 48}
//	terrain:
//	  - {name: Barn, kind: building, height: 2, rect: {at: [24, 24], size: [4, 3], angle: 15}}
//	objectives:
//	  - {name: Well, at: [24, 30]}
//
//	# reds.army.yaml
//	name: The Reds
//	units:
//	  - id: spears
//	    name: Red Spears
//	    type: Inf
//	    size: regiment
//	    base: [20, 20]
//	    stats: {sp: 5, me: 4, ra: 0, de: 4, att: 10, waver: 13, rout: 15, pts: 100}
//	    special: [Phalanx]
package scenario

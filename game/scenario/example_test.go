package scenario_test

import (
	"fmt"
	"testing/fstest"

	"warbench/game/rules"
	_ "warbench/game/rules/all"
	"warbench/game/scenario"
)

// A scenario names its layout and armies by paths relative to its folder.
// Lengths are inches for kow2; a unit's "at" is its footprint's centre.
func ExampleLoad() {
	fsys := fstest.MapFS{
		"battle.scenario.yaml": {Data: []byte(`name: Skirmish
ruleset: kow2
seed: 7
layout: field.layout.yaml
armies:
  - player: 1
    army: reds.army.yaml
    deploy:
      - {unit: spears, at: [24, 6], facing: 0}
  - player: 2
    army: reds.army.yaml
    deploy:
      - {unit: spears, at: [24, 42], facing: 180}
`)},
		"field.layout.yaml": {Data: []byte(`name: Open Field
table: {width: 48, depth: 48}
terrain:
  - {name: Barn, kind: building, height: 2, rect: {at: [24, 24], size: [4, 3], angle: 15}}
objectives:
  - {name: Well, at: [24, 30]}
`)},
		"reds.army.yaml": {Data: []byte(`name: The Reds
units:
  - id: spears
    name: Red Spears
    type: Inf
    size: regiment
    base: [20, 20]
    stats: {sp: 5, me: 4, ra: 0, de: 4, att: 10, waver: 13, rout: 15, pts: 100}
    special: [Phalanx]
`)},
	}
	s, err := scenario.Load(fsys, "battle.scenario.yaml")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range s.State.Pieces {
		fmt.Printf("%d %s (player %d): %gx%g mm at (%.1f, %.1f) mm\n", p.ID, p.Name, p.Owner, p.Footprint.W, p.Footprint.D, p.Pose.Pos.X, p.Pose.Pos.Y)
	}
	fmt.Println(len(s.State.Table.Zones), "default zones")

	// A mistake is reported with its file, line, column and field.
	fsys["reds.army.yaml"].Data = []byte("name: The Reds\nunits:\n  - {id: spears, name: Red Spears, type: Inf, size: regiment, base: [30, 30]}\n")
	_, err = scenario.Load(fsys, "battle.scenario.yaml")
	fmt.Println(err)
	// Output:
	// 1 Red Spears (player 1): 100x80 mm at (609.6, 152.4) mm
	// 2 Red Spears (player 2): 100x80 mm at (609.6, 1066.8) mm
	// 2 default zones
	// reds.army.yaml:3:69: units[0].base: a Inf model stands on 20x20 or 25x25 mm, not 30x30 mm (kow2 §2.3)
}

// A layout loads on its own, to try terrain out.
func ExampleLoadLayout() {
	fsys := fstest.MapFS{"hill.yaml": {Data: []byte(`name: One Hill
table: {width: 48, depth: 48}
terrain:
  - {name: Knoll, kind: hill, height: 1, ellipse: {at: [24, 24], radii: [6, 4]}}
`)}}
	kow, err := rules.Lookup("kow2")
	if err != nil {
		fmt.Println(err)
		return
	}
	t, name, err := scenario.LoadLayout(fsys, "hill.yaml", kow)
	if err != nil {
		fmt.Println(err)
		return
	}
	k := t.Terrain[0]
	fmt.Printf("%s: %s, a %s of height %d with %d vertices\n", name, k.Name, k.Kind, k.Height, len(k.Parts[0]))
	// Output:
	// One Hill: Knoll, a hill of height 1 with 24 vertices
}

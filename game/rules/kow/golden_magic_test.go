package kow_test

import (
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// A whole game set up as the start screen sets one up (scenario.Compose:
// two sample armies lined up on a built-in layout), between armies with
// wizards, magic artefacts and an allied contingent, scripted like the
// default battle: its log is a golden file (kow2 §10.1 spells, §10.2
// artefacts, §11.2 allies, on top of §4-§7). The log must show spells
// cast and the artefacts and allies at play, so that the golden file
// cannot quietly stop covering them.
func TestGoldenMagicGame(t *testing.T) {
	part := func(fsys fs.FS, name string) scenario.Part {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			t.Fatal(err)
		}
		return scenario.Part{Name: path.Base(name), Text: b}
	}
	// The armies as they were when the game was recorded (the Cindermoor
	// Warband at 1,400 points), kept here so that the sample armies can
	// change without changing this game.
	here := os.DirFS("testdata")
	fsys, err := scenario.Compose(scenario.Composition{
		Ruleset: kow.New(kow.KoW2), Seed: 20261125, Points: 2000,
		Layout: part(scenarios.FS, "harrow-ford.layout.yaml"),
		Armies: [2]scenario.Part{part(here, "magic-cindermoor.army.yaml"), part(here, "magic-saltmarsh.army.yaml")},
	})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := scenario.Load(fsys, scenario.ComposedScenario)
	if err != nil {
		t.Fatal(err)
	}
	var allied, gear int
	for _, p := range sc.State.Pieces {
		if p.Allied {
			allied++
		}
		gear += len(p.Gear)
	}
	if allied != 3 || gear != 2 {
		t.Errorf("%d allied units and %d artefacts on the table, want 3 and 2", allied, gear)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	log := playScripted(t, g)
	if !strings.Contains(log, "casts Heal at") {
		t.Error("no friendly spell was cast in the game")
	}
	if !strings.Contains(log, "Fireball") {
		t.Error("no spell was cast in the game")
	}
	if !strings.Contains(log, "Blade of Slashing: re-roll one miss") {
		t.Error("the Blade of Slashing never struck (kow2 §10.2)")
	}
	compareGolden(t, "testdata/golden-magic-game.txt", log)
}

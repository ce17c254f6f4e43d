package kow_test

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/game/scenario"
	"warbench/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// scriptedOrders plays one phase with gametest.PlainPhase.
func scriptedOrders(t *testing.T, g *engine.Game) {
	t.Helper()
	if err := gametest.PlainPhase(g, func(o engine.Order) error { _, err := g.Do(o); return err }); err != nil {
		t.Fatal(err)
	}
}

// A whole game of the default scenario, scripted, with the scenario's
// seed: its event log is a golden file, so any change to a rule's
// outcome, its dice order or its log text shows up here (kow2 §4-§7,
// §11.5-11.6). Run with -update to accept a deliberate change.
func TestGoldenGame(t *testing.T) {
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	compareGolden(t, "testdata/golden-game.txt", playScripted(t, g))
}

// playScripted plays g from its start to its end with scriptedOrders, no
// Vanguard move made, and returns its event log and final score as text.
func playScripted(t *testing.T, g *engine.Game) string {
	t.Helper()
	var b strings.Builder
	writeEvents(&b, g.Rules.Start(g.State))
	for g.State.Phase == kow.VanguardPhase { // no Vanguard moves in this script
		if _, err := g.Do(engine.EndPhase{By: g.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	for steps := 0; !g.State.Over; steps++ {
		if steps > 200 {
			t.Fatal("the game does not end")
		}
		scriptedOrders(t, g)
	}
	for _, e := range g.Log {
		writeEvents(&b, e.Events)
	}
	sc := g.Rules.Score(g.State)
	fmt.Fprintf(&b, "final: %s; %d units left, %d routed\n", sc.Text, len(g.State.Pieces), len(g.State.Gone))
	return b.String()
}

// writeEvents writes events one per line: kind, rule, text and dice (a
// re-rolled die as was>face).
func writeEvents(b *strings.Builder, ev []engine.Event) {
	for _, e := range ev {
		fmt.Fprintf(b, "%-7s %-10s %s", e.Kind, e.Rule, e.Text)
		if len(e.Dice) > 0 {
			b.WriteString(" [")
			for i, d := range e.Dice {
				if i > 0 {
					b.WriteByte(' ')
				}
				if d.Was != 0 {
					fmt.Fprintf(b, "%d>", d.Was)
				}
				fmt.Fprint(b, d.Face)
			}
			b.WriteString("]")
		}
		b.WriteByte('\n')
	}
}

// compareGolden compares got with the file at path, or rewrites it with
// -update, failing at the first line that differs.
func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run Golden -update to create it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the game differs from %s at line %d:\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the game differs from %s in length: %d lines, want %d", path, len(gl), len(wl))
	}
}

package render

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/scenario"
	"warbench/input"
)

// largeBattle is the design's largest battle: two armies of 300 models
// (six blocks of 50 each, 10 wide) of the rank-and-file system, on its
// 72" × 48" table.
func largeBattle(b *testing.B) *App {
	b.Helper()
	army := func(name string) string {
		var sb strings.Builder
		fmt.Fprintf(&sb, "name: %s\nunits:\n", name)
		for i := range 6 {
			fmt.Fprintf(&sb, "  - {id: u%d, name: %s %d, type: In, size: unit, base: [20, 20], stats: {M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, models: 50, files: 10}}\n", i, name, i)
		}
		return sb.String()
	}
	var sc strings.Builder
	sc.WriteString("name: Large\nruleset: whfb8\nseed: 1\nlayout: t.layout.yaml\narmies:\n")
	for pl, y, f := 1, 8.0, 0; pl <= 2; pl, y, f = pl+1, 40, 180 {
		fmt.Fprintf(&sc, "  - player: %d\n    army: a%d.army.yaml\n    deploy:\n", pl, pl)
		for i := range 6 {
			fmt.Fprintf(&sc, "      - {unit: u%d, at: [%d, %g], facing: %d}\n", i, 8+i*11, y, f)
		}
	}
	fs := fstest.MapFS{
		"s.scenario.yaml": {Data: []byte(sc.String())},
		"t.layout.yaml":   {Data: []byte("name: Open\ntable: {width: 72, depth: 48}\n")},
		"a1.army.yaml":    {Data: []byte(army("West"))},
		"a2.army.yaml":    {Data: []byte(army("East"))},
	}
	s, err := scenario.Load(fs, "s.scenario.yaml")
	if err != nil {
		b.Fatal(err)
	}
	g := &engine.Game{Rules: s.Rules, State: s.State}
	g.Start()
	a, err := New(g, Options{Title: s.Name})
	if err != nil {
		b.Fatal(err)
	}
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	return a
}

// BenchmarkFrameLargeBattle is BenchmarkFrame with 2 × 300 models of
// rank-and-file blocks: the budget is the same ≤ 4 ms of CPU for Update +
// Draw (DESIGN.md).
func BenchmarkFrameLargeBattle(b *testing.B) {
	a := largeBattle(b)
	clickAt(a, a.game.State.Pieces[0].Pose.Pos)
	dst := ebiten.NewImage(testW, testH)
	defer dst.Deallocate()
	a.DrawTo(dst)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		cur := geom.V(200+float64(i%400), 300+float64(i%200))
		a.Step(input.Frame{Cursor: cur, ScreenW: testW, ScreenH: testH})
		a.DrawTo(dst)
	}
}

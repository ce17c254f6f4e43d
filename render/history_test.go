package render

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/save"
	"warbench/input"
	"warbench/scenarios"
)

// historyApp is the built-in battle as a recorded session, with the
// window's controller holding its history, after n End phases.
func historyApp(t *testing.T, n int) (*App, *save.Session) {
	t.Helper()
	sc, src, err := save.OpenScenario(scenarios.FS, scenarios.Default, true)
	if err != nil {
		t.Fatal(err)
	}
	s, err := save.New(save.NewHeader(sc, src, 0, nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	s.Start()
	for range n {
		if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
			t.Fatal(err)
		}
	}
	a, err := New(s.Game, Options{Title: "history", NoHandoff: true, DiceSpeed: input.SpeedOff})
	if err != nil {
		t.Fatal(err)
	}
	a.ctrl.History = s
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	draw(a) // lays out the battle log: its rows are where the entries are
	return a, s
}

// Issue 5 item 3, "undo to here" from a line of the battle log: pointing
// at an earlier entry's line shows its button; clicking it makes that
// entry the head, and the history bar then shows, to step or scrub back
// to the end (item 5).
func TestUndoToHereAndTheHistoryBar(t *testing.T) {
	a, s := historyApp(t, 4)
	tip := s.Head()
	line := s.Line(tip)
	c := a.ctrl
	var row input.LogRow
	for _, r := range c.Log.Rows {
		if r.Entry == 2 {
			row = r
			break
		}
	}
	at := c.Log.Box.Min.Add(geom.V(20, (row.Y0+row.Y1)/2-c.Log.Top))
	a.Step(input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH})
	b, ok := c.UndoButton()
	if c.Log.Hover != 2 || !ok {
		t.Fatalf("hover %d, button %v: no undo button on entry 2's line", c.Log.Hover, ok)
	}
	keep(t, draw(a), "undo-here.png")
	click(a, b.Min.Lerp(b.Max, 0.5))
	if s.Head() != line[2] || len(a.game.Log) != 3 {
		t.Fatalf("head %d, log %d: want entry %d", s.Head(), len(a.game.Log), line[2])
	}
	if !c.TimelineVisible() {
		t.Fatal("no history bar after an undo")
	}
	bar := input.TimelineBox(c.Layout.View)
	click(a, input.TimelineButtonBox(bar, 0).Min.Add(geom.V(5, 5))) // to the start
	if s.Head() != line[0] {
		t.Fatalf("|< went to %d, want the start %d", s.Head(), line[0])
	}
	sb := input.ScrubBox(bar)
	click(a, geom.V(sb.Max.X-1, (sb.Min.Y+sb.Max.Y)/2)) // the end of the scrub bar
	if s.Head() != tip {
		t.Fatalf("the end of the scrub bar went to %d, want %d", s.Head(), tip)
	}
	if c.TimelineVisible() {
		t.Fatal("the history bar shows at the end of the line, with nothing to redo")
	}
	ctrl := input.Frame{ScreenW: testW, ScreenH: testH}
	ctrl.KeysDown[input.KeyControl], ctrl.KeysDown[input.KeyZ], ctrl.KeysPressed[input.KeyZ] = true, true, true
	a.Step(ctrl)
	click(a, input.TimelineButtonBox(bar, 2).Min.Add(geom.V(5, 5))) // and an order back
	if s.Head() != line[len(line)-3] {
		t.Fatalf("Ctrl+Z then < went to %d, want %d", s.Head(), line[len(line)-3])
	}
	keep(t, draw(a), "history-bar.png")
}

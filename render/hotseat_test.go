package render

import (
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/scenario"
	"warbench/input"
	"warbench/scenarios"
)

// Two people play the default battle to its end at one machine, through
// the window only: the pass-the-device screen comes up at every change of
// player and blocks the table until Ready (Enter); End phase is clicked on
// the panel; after the last turn and the D6 for one more (kow2 §11.6) the
// result is announced in a banner and kept in the log.
func TestHotSeatGameToTheEnd(t *testing.T) {
	sc, err := scenario.Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	g := &engine.Game{Rules: sc.Rules, State: sc.State}
	g.Start()
	a, err := New(g, Options{Title: sc.Name, DiceSpeed: input.SpeedOff})
	if err != nil {
		t.Fatal(err)
	}
	a.Layout(testW, testH)
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	handoffs := 0
	for step := 0; !g.State.Over; step++ {
		if step > 2000 {
			t.Fatal("the game did not end")
		}
		if a.ctrl.Handoff.Blocking() {
			if a.ctrl.Handoff.Showing {
				handoffs++
				before := len(g.Log)
				click(a, endPhaseButton(t, a)) // a click on the table's controls does nothing now
				if len(g.Log) != before {
					t.Fatal("End phase went through the pass-the-device screen")
				}
				key(a, input.KeyEnter)
			} else {
				a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
			}
			continue
		}
		click(a, endPhaseButton(t, a))
	}
	for range 5 {
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	}
	if handoffs < 12 {
		t.Fatalf("the device changed hands %d times, want at least 12 (6 turns each)", handoffs)
	}
	if !a.ctrl.Banner.Showing || !strings.Contains(a.ctrl.Banner.Text, "draw") {
		t.Fatalf("banner %+v, want the result (a draw: nothing was routed)", a.ctrl.Banner)
	}
	keep(t, draw(a), "game-over.png")
}

// endPhaseButton is the panel's End phase button's centre.
func endPhaseButton(t *testing.T, a *App) geom.Vec {
	t.Helper()
	for _, b := range a.ctrl.PanelButtons() {
		if b.Act == input.PanelEndPhase {
			return b.Box.Min.Lerp(b.Box.Max, 0.5)
		}
	}
	t.Fatal("no End phase button")
	return geom.Vec{}
}

// click presses and releases the left button at a screen point.
func click(a *App, at geom.Vec) {
	f := input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH}
	f.Down[input.Left], f.Pressed[input.Left] = true, true
	a.Step(f)
	a.Step(input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH})
}

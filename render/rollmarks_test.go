package render

import (
	"testing"

	"warbench/game/dice"
	"warbench/game/engine"
	"warbench/game/geom"
)

// A special die's face is its Label (an artillery die's "8" or
// "MISFIRE"), written in the tray's head line; while the tray shows the
// roll, the event's Marks (where a template landed) are drawn on the
// table in their tone.
func TestSpecialDiceAndRollMarks(t *testing.T) {
	ev := engine.Event{Kind: engine.Rolled, Rule: "x/1", Text: "The ball lands.", Dice: []dice.Die{
		{Sides: 6, Face: 4, Purpose: "cannon", Label: "8"}, {Sides: 6, Face: 6, Purpose: "cannon", Label: "MISFIRE"}}}
	if h := rollHead(ev, true); h != "Rolled 8, MISFIRE" {
		t.Errorf("head %q, want the labels", h)
	}
	a := defaultApp(t)
	s := a.game.State
	c := geom.Circle{C: geom.V(s.Table.Width/2, s.Table.Depth*0.8), R: 60}
	centre := a.ctrl.Camera.ToScreen(c.C)
	rad := a.ctrl.Camera.ToScreen(c.C.Add(geom.V(c.R, 0))).Dist(centre)
	// the pixels on the circle drawn in the mark's tone
	toned := func() int {
		img := draw(a)
		n := 0
		for k := range 72 {
			p := centre.Add(geom.Forward(float64(k) * 3.14159265 / 36).Scale(rad))
			if near(img.At(int(p.X), int(p.Y)), toneText(engine.Bad), 40) {
				n++
			}
		}
		return n
	}
	before := toned()
	ev.Marks = []engine.Mark{{Circle: &c, Tone: engine.Bad}}
	logEntry(a, ev)
	playTray(t, a)
	if a.ctrl.Tray.Roll == nil || a.ctrl.TrayBox().Contains(centre) {
		t.Fatalf("the roll is not on show, or the tray hides the mark")
	}
	keep(t, draw(a), "roll-marks.png")
	if after := toned(); after < 36 || before > 4 {
		t.Errorf("%d of 72 points on the mark's circle in its tone (before: %d)", after, before)
	}
}

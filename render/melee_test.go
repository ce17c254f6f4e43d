package render

import (
	"testing"

	"warbench/game/engine"
	"warbench/game/gametest"
	"warbench/game/rules/kow"
	"warbench/input"
)

// In the melee phase the panel offers each combat to fight; pointing at
// the button shows the combat's exact odds; clicking it rolls the attacks,
// whose dice go to the tray and the log (kow2 §6).
func TestFightFromThePanel(t *testing.T) {
	s := gametest.Table(72, 48,
		gametest.KoW(1, 1, "Spears", "Inf", "regiment", 36, 14, 0),
		gametest.KoW(2, 2, "Wolves", "Inf", "regiment", 36, 22, 180))
	a := testApp(t, s, Options{Title: "melee", NoHandoff: true})
	r := a.game.Rules.(*kow.Ruleset)
	if _, err := a.game.Do(r.ChargeOrder(1, 1, 2)); err != nil {
		t.Fatal(err)
	}
	for s.Phase != kow.Melee {
		if _, err := a.game.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
	a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
	var fight input.PanelButton
	for _, b := range a.ctrl.PanelButtons() {
		if b.Option.Order != nil {
			fight = b
		}
	}
	if fight.Label != "1 Fight Wolves" {
		t.Fatalf("panel buttons %+v, want one to fight the Wolves", a.ctrl.PanelButtons())
	}
	at := fight.Box.Min.Lerp(fight.Box.Max, 0.5)
	a.Step(input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH})
	if a.ctrl.PreviewOrder() == nil {
		t.Fatal("no odds shown for the combat under the cursor")
	}
	keep(t, draw(a), "fight-odds.png")
	n := len(a.game.Log)
	f := input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH}
	f.Down[input.Left], f.Pressed[input.Left] = true, true
	a.Step(f)
	if len(a.game.Log) != n+1 {
		t.Fatal("clicking the combat did not fight it")
	}
	for range 40 {
		a.Step(input.Frame{Cursor: at, ScreenW: testW, ScreenH: testH})
	}
	keep(t, draw(a), "fight-rolled.png")
}

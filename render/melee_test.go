package render

import (
	"testing"

	"warbench/game/dice"
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
	chargeToMelee(t, a)
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

// After a rout the victor is selected with its three regroup choices
// (kow2 §6.6); ending the phase before choosing says why on the panel.
func TestRegroupFromThePanel(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		s := gametest.Table(72, 48,
			gametest.Stat(gametest.Stat(gametest.KoW(1, 1, "Brutes", "Inf", "regiment", 36, 14, 0), "att", 30), "me", 2),
			gametest.Stat(gametest.KoW(2, 2, "Thralls", "Inf", "regiment", 36, 22, 180), "rout", 3))
		a := testApp(t, s, Options{Title: "regroup", NoHandoff: true, DiceSpeed: input.SpeedOff})
		chargeToMelee(t, a)
		s.Dice = dice.New(seed)
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
		a.ctrl.StartOrder(a.ctrl.Options()[0]) // Fight Thralls
		if s.Piece(2) != nil {
			continue
		}
		a.Step(input.Frame{ScreenW: testW, ScreenH: testH}) // the dice (off) land, then the victor is selected
		a.ctrl.EndPhase()
		if a.ctrl.Refusal == nil || a.ctrl.Selected != 1 {
			t.Fatalf("refusal %v, selected %d: want the regroup asked of the Brutes", a.ctrl.Refusal, a.ctrl.Selected)
		}
		opts := a.ctrl.Options()
		if len(opts) != 3 || opts[1].Label != `Forward D6"` {
			t.Fatalf("options %+v", opts)
		}
		for range 3 {
			a.Step(input.Frame{ScreenW: testW, ScreenH: testH})
		}
		keep(t, draw(a), "regroup.png")
		a.ctrl.StartOrder(opts[2]) // back D3"
		if a.ctrl.Refusal != nil || len(a.ctrl.Options()) != 0 {
			t.Fatalf("after regrouping: refusal %v, options %+v", a.ctrl.Refusal, a.ctrl.Options())
		}
		return
	}
	t.Fatal("no seed routed the Thralls")
}

// chargeToMelee has player 1's unit 1 charge unit 2, then ends phases up
// to the melee phase.
func chargeToMelee(t *testing.T, a *App) {
	t.Helper()
	if _, err := a.game.Do(kow.Charge{By: 1, Unit: 1, Target: 2}); err != nil {
		t.Fatal(err)
	}
	for a.game.State.Phase != kow.Melee {
		if _, err := a.game.Do(engine.EndPhase{By: 1}); err != nil {
			t.Fatal(err)
		}
	}
}

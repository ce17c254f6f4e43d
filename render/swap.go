package render

import (
	"warbench/game/engine"
	"warbench/input"
)

// SetGame puts another game in the window (one opened from a file): a new
// controller on it, with nothing selected, no order or planner open and
// the table fitted, keeping the old one's settings (the hot-seat screen,
// the dice speed, where fresh dice come from); the caches that drew the
// old game are dropped and the notice closed. The caller gives the new
// game's history (Controller().History).
func (a *App) SetGame(g *engine.Game, title string) {
	old := a.ctrl
	a.game, a.ctrl = g, input.NewController(g)
	a.ctrl.Handoff.Off = old.Handoff.Off
	a.ctrl.Tray.Speed = old.Tray.Speed
	a.ctrl.SetClock(a.opts.Clock) // each game its own clock
	a.ctrl.Timeline.NewSeed = old.Timeline.NewSeed
	if a.start != nil {
		a.ctrl.OfferMenu()
	}
	a.title, a.opts.Title, a.opts.Notice = title, title, ""
	if a.static.img != nil {
		a.static.img.Deallocate()
	}
	a.static = staticLayer{redraws: a.static.redraws}
	if a.log.img != nil {
		a.log.img.Deallocate()
	}
	a.log, a.tray = battleLog{}, trayCache{}
	a.ctrl.Update(input.Frame{ScreenW: a.w, ScreenH: a.h}) // lay out and fit; the log so far is history
}

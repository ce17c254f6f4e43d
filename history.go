package main

import (
	"time"

	"warbench/game/save"
	"warbench/render"
)

// useHistory gives the window's controller the game's history: Ctrl+Z
// undoes the last entry, Ctrl+Y or Ctrl+Shift+Z redoes it, Ctrl+Space
// plays the line on, the history bar steps by order and by turn and
// scrubs, and the battle log undoes to any entry (input.History, which
// save.Session implements). Undo rebuilds the game by replaying it, so the
// same order given again rolls the same dice; the journal records both.
// Ctrl+D rolls fresh dice from the head on (a what-if branch, recorded).
// As a replay viewer (-replay) the bar is always shown and the line plays
// from the start, one entry whenever the dice tray has shown the last.
func useHistory(app *render.App, s *save.Session, replay bool) {
	c := app.Controller()
	c.History = s
	c.Timeline.Shown, c.Timeline.Playing = replay, replay
	c.Timeline.NewSeed = func() uint64 { return uint64(time.Now().UnixNano()) }
}

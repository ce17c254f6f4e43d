package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/save"
	"warbench/gamefiles"
	"warbench/render"
)

// useFiles lets the window save the game (Ctrl+S, named by the player,
// into the Store's folder of saves) and open saved and autosaved games
// (Ctrl+O), and shows the player when the autosave stops. An opened game
// replaces the returned Files' Session, so that what main does at the
// end (closing the journal, reporting a failed autosave) is done to the
// game open then; it is journaled unless autosave is false (-journal off).
func useFiles(app *render.App, st *save.Store, s *save.Session, autosave bool) *gamefiles.Files {
	f := &gamefiles.Files{Store: st, Session: s, Autosave: autosave,
		Opened: func(s *save.Session) { ebiten.SetWindowTitle("warbench: " + s.Header.Scenario.Name) }}
	app.UseFiles(f)
	return f
}

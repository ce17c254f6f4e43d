package main

import (
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/save"
	"warbench/render"
)

// useFiles lets the window save the game (Ctrl+S, into the folder of
// saves next to the folder of games) and open saved and autosaved games
// (Ctrl+O). An opened game replaces *cur, so that what main does at the
// end (closing the journal, reporting a failed autosave) is done to the
// game open then; it gets the history keys, and its own new journal
// unless -journal off.
func useFiles(app *render.App, cur **save.Session, o gameOptions) {
	games := o.folder
	if games == "" {
		games, _ = save.DefaultFolder()
	}
	saves := ""
	if games != "" {
		saves = filepath.Join(filepath.Dir(string(games)), "saves")
	}
	app.UseFiles(render.Files{
		Session:  *cur,
		Saves:    saves,
		Games:    games,
		Autosave: o.journal != "off",
		Opened: func(s *save.Session) {
			*cur = s
			useHistory(app, s, false)
			ebiten.SetWindowTitle("warbench: " + s.Header.Scenario.Name)
		},
	})
}

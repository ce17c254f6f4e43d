package main

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/save"
	"warbench/gamefiles"
	"warbench/render"
)

// What the program does differently in a browser (web_js.go replaces
// these in its init); here, the desktop's.
var (
	// newStore is where games are kept: the user's folders on the disk.
	// On an error the Store has no folders, and the game is not
	// autosaved.
	newStore = diskStore
	// resumeLast, when set, goes on with the last unfinished game when
	// the program starts with no flags, instead of offering it.
	resumeLast = false
	// offerStart opens the program on the start screen when no flag
	// chooses a game; the browser keeps going straight to a game.
	offerStart = true
	// libraryFiles: the player's own armies, rosters and layouts live in
	// a library folder on the disk, which the army builder and the
	// terrain workshop save into; the browser has none.
	libraryFiles = true
	// wrapGame is the ebiten.Game run: the window itself.
	wrapGame = func(app *render.App, _ *gamefiles.Files, _ bool) ebiten.Game { return app }
)

// diskStore is the Store of the user's folders of games and saves on the
// disk (save.DefaultFolders).
func diskStore() (*save.Store, error) {
	st := &save.Store{Now: time.Now}
	games, saves, err := save.DefaultFolders()
	if err != nil {
		return st, err
	}
	st.Games, st.Saves = games, saves
	return st, nil
}

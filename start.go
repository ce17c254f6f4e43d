package main

import (
	"flag"
	"io/fs"
	"path/filepath"
	"time"

	"warbench/game/rules"
	"warbench/gamefiles"
	"warbench/input"
	"warbench/render"
	"warbench/scenarios"
)

// gameFlags reports whether a flag that chooses the game was given:
// those go straight to a battle, without the start screen.
func gameFlags(fl *flag.FlagSet) bool {
	set := false
	fl.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "scenario", "load", "resume", "replay", "screenshot", "journal", "p1", "p2":
			set = true
		}
	})
	return set
}

// useStart gives the window the start screen, shown at once when show is
// set and otherwise from the toolbar's Menu (F2): the built-in
// scenarios (the program's own and those the rule systems carry), the
// last unfinished game of the folder of games, the player's own armies,
// rosters and layouts in the library folder beside it, and new games
// started on a seed from the clock, recorded in their journal. It returns
// the start screen's data (the terrain workshop saves layouts through it).
func useStart(app *render.App, files *gamefiles.Files, show bool) *gamefiles.Starts {
	lib := ""
	if libraryFiles && files.Store.Games != "" { // beside the folder of games: ~/.config/warbench/library
		lib = filepath.Join(filepath.Dir(files.Store.Games), "library")
	}
	st := &gamefiles.Starts{
		Files:   files,
		Builtin: append([]fs.FS{scenarios.FS}, rules.Scenarios()...),
		Library: lib,
		Seed:    func() uint64 { return uint64(time.Now().UnixNano()) },
	}
	var src input.Starts = st
	if !libraryFiles {
		src = startsOnly{st} // no library to build armies into
	}
	if show {
		app.UseStart(src)
	} else {
		app.OfferStart(src)
	}
	return st
}

// startsOnly is the start screen's data without the army builder, where
// there is no library folder to save armies in (the browser).
type startsOnly struct{ st *gamefiles.Starts }

func (s startsOnly) Systems() []input.StartSystem                  { return s.st.Systems() }
func (s startsOnly) Last() (string, string)                        { return s.st.Last() }
func (s startsOnly) NewGame(c input.NewGame) (input.Opened, error) { return s.st.NewGame(c) }

package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// gameOptions are the flags that choose the game the window opens.
type gameOptions struct {
	scenario string // -scenario
	seed     uint64 // -seed
	load     string // -load: a save to go on with
	resume   bool   // -resume: the last unfinished game of the folder, or -journal's file
	journal  string // -journal: "" the folder of games, "off" none, else a file
	folder   save.Folder
}

// openGame opens the game the options ask for, started, with its
// journal, and returns notices for the window (a file that could not be
// opened, an unfinished game left behind). It never fails: whatever
// goes wrong, the built-in battle opens and the notice says why, and no
// file is changed but the new game's own journal.
func openGame(o gameOptions) (*save.Session, []string) {
	var notes []string
	if o.resume {
		path := o.journal
		if path == "" {
			path, _ = lastUnfinished(o.folder, 10)
		}
		switch {
		case path == "" || path == "off":
			notes = append(notes, fmt.Sprintf("There is no unfinished game in %s to resume.", o.folder))
		default:
			s, l, err := save.LoadFile(path)
			if err == nil {
				var j *save.Journal
				if j, err = save.AppendJournal(path, l); err == nil {
					s.SetJournal(j)
					fmt.Fprintf(os.Stderr, "warbench: resumed %s (%s); autosaving there\n", path, where(s))
					return s, notes
				}
			}
			notes = append(notes, fmt.Sprintf("Could not resume %s; it is left as it was.\n%v", path, err))
			if o.journal != "" {
				o.journal = "off" // never write over the file that failed
			}
		}
	}
	if o.load != "" {
		s, _, err := save.LoadFile(o.load)
		if err == nil {
			notes = append(notes, autosave(s, o, true)...)
			return s, notes
		}
		notes = append(notes, fmt.Sprintf("Could not open %s; showing the built-in battle instead.\n%v", o.load, err))
	}
	if o.journal == "" && !o.resume {
		if last, s := lastUnfinished(o.folder, 1); s != nil {
			notes = append(notes, fmt.Sprintf("Your last game, %s, is not finished (%s). It is autosaved: press Ctrl+O and open it from the list, or start warbench -resume (warbench -resume -journal %s).",
				s.Header.Scenario.Name, where(s), last))
		}
	}
	sc, src, note := openScenario(o.scenario)
	if note != "" {
		notes = append(notes, note)
	}
	if sc == nil {
		return nil, notes
	}
	s, err := save.New(save.NewHeader(sc, src, o.seed, nil, nil))
	if err != nil {
		return nil, append(notes, err.Error())
	}
	notes = append(notes, autosave(s, o, false)...)
	s.Start()
	return s, notes
}

// autosave gives a session its journal: a new file in the folder, or the
// -journal file (which must not exist). A loaded game's journal begins
// with its whole history.
func autosave(s *save.Session, o gameOptions, loaded bool) []string {
	path := o.journal
	switch path {
	case "off":
		return nil
	case "":
		if o.folder == "" {
			return nil
		}
		p, err := o.folder.Next()
		if err != nil {
			return []string{fmt.Sprintf("Autosave is off: %v", err)}
		}
		path = p
	}
	var err error
	if loaded {
		_, err = s.Continue(path)
	} else {
		var j *save.Journal
		if j, err = save.CreateJournal(path, s.Header); err == nil {
			s.SetJournal(j)
		}
	}
	if err != nil {
		return []string{fmt.Sprintf("Autosave is off: %v", err)}
	}
	fmt.Fprintf(os.Stderr, "warbench: autosaving to %s\n", path)
	return nil
}

// lastUnfinished returns the journal (and game) of the most recent game
// in the folder that is not over, among its last n games.
func lastUnfinished(f save.Folder, n int) (string, *save.Session) {
	if f == "" {
		return "", nil
	}
	gs, _ := f.Games()
	for i := len(gs) - 1; i >= 0 && i >= len(gs)-n; i-- {
		s, _, err := save.LoadFile(gs[i])
		if err == nil && !s.Game.State.Over {
			return gs[i], s
		}
	}
	return "", nil
}

// where says where a game stands, for a notice.
func where(s *save.Session) string {
	st := s.Game.State
	if st.Over {
		return "the game is over"
	}
	n := len(s.Game.Log) - 1
	orders := "orders"
	if n == 1 {
		orders = "order"
	}
	return fmt.Sprintf("turn %d, player %d's %s phase, %d %s given", st.Turn, st.Active, st.Phase, n, orders)
}

// openScenario loads the scenario at path, or the built-in one. When path
// fails to load, it falls back to the built-in scenario and returns the
// error as a notice to show: a bad file never stops the program or loses
// anything.
func openScenario(path string) (*scenario.Scenario, save.Scenario, string) {
	notice := ""
	if path != "" {
		dir, name := filepath.Split(path)
		if dir == "" {
			dir = "."
		}
		sc, src, err := save.OpenScenario(os.DirFS(dir), name, false)
		if err == nil {
			return sc, src, ""
		}
		notice = fmt.Sprintf("Could not open %s; showing the built-in battle instead.\n%v", path, err)
	}
	sc, src, err := save.OpenScenario(fs.FS(scenarios.FS), scenarios.Default, true)
	if err != nil {
		return nil, save.Scenario{}, fmt.Sprintf("built-in scenario: %v", err)
	}
	return sc, src, notice
}

// joinNotes puts notices one after the other for the window.
func joinNotes(notes []string) string { return strings.Join(notes, "\n\n") }

// openReplay opens a save or journal to watch it from its start: no
// journal is written (the file is the record already).
func openReplay(path string) (*save.Session, string) {
	s, _, err := save.LoadFile(path)
	n := 0
	if err == nil {
		n = len(s.Line(s.Head()))
		err = s.Goto(1)
	}
	if err != nil {
		return nil, fmt.Sprintf("Could not replay %s; showing the built-in battle instead.\n%v", path, err)
	}
	fmt.Fprintf(os.Stderr, "warbench: replaying %s (%d entries)\n", path, n)
	return s, ""
}

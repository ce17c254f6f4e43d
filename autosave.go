package main

import (
	"fmt"
	"io/fs"
	"os"
	"strings"

	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// gameOptions are the flags that choose the game the window opens.
type gameOptions struct {
	scenario string    // -scenario
	seed     uint64    // -seed
	load     string    // -load: a save to go on with
	resume   bool      // -resume: the last unfinished game of the folder, or -journal's file
	journal  string    // -journal: "" the folder of games, "off" none, else a file
	computer [2]string // -p1, -p2: the computer's kinds, kept in a new game's header
}

// autosave is where a new game's journal goes, by -journal.
func (o gameOptions) autosave() save.Autosave {
	switch o.journal {
	case "":
		return save.JournalInFolder
	case "off":
		return save.NoJournal
	}
	return save.JournalTo(o.journal)
}

// openGame opens the game the options ask for, started, with its journal
// (save.Store's policy), and returns notices for the window (a file that
// could not be opened, an unfinished game left behind; an autosave that
// could not start is the session's Err, which the window shows). It
// never fails: whatever goes wrong, the built-in
// battle opens and the notice says why, and no file is changed but the
// new game's own journal.
func openGame(st *save.Store, o gameOptions) (*save.Session, []string) {
	var notes []string
	if o.resume {
		path := o.journal
		if path == "" {
			path, _ = st.LastUnfinished(10)
		}
		switch {
		case path == "" || path == "off":
			notes = append(notes, fmt.Sprintf("There is no unfinished game in %s to resume.", st.Games))
		default:
			s, _, err := st.Open(path, save.Resume, save.NoJournal)
			if err == nil {
				where, _ := save.Standing(s)
				fmt.Fprintf(os.Stderr, "warbench: resumed %s (%s); autosaving there\n", path, where)
				return s, notes
			}
			notes = append(notes, fmt.Sprintf("Could not resume %s; it is left as it was.\n%v", path, err))
			if o.journal != "" {
				o.journal = "off" // never write over the file that failed
			}
		}
	}
	if o.load != "" {
		s, _, err := st.Open(o.load, save.Fork, o.autosave())
		if err == nil {
			reportAutosave(s)
			return s, notes
		}
		notes = append(notes, fmt.Sprintf("Could not open %s; showing the built-in battle instead.\n%v", o.load, err))
	}
	if o.journal == "" && !o.resume {
		if last, s := st.LastUnfinished(1); s != nil {
			where, _ := save.Standing(s)
			notes = append(notes, fmt.Sprintf("Your last game, %s, is not finished (%s). It is autosaved: press Ctrl+O and open it from the list, or start warbench -resume (warbench -resume -journal %s).",
				s.Header.Scenario.Name, where, last))
		}
	}
	sc, src, note := openScenario(o.scenario)
	if note != "" {
		notes = append(notes, note)
	}
	if sc == nil {
		return nil, notes
	}
	h := save.NewHeader(sc, src, o.seed, nil, nil)
	if o.computer != [2]string{} {
		h.Computer = o.computer[:] // a game continued goes on against the computer
	}
	s, err := st.NewGame(h, o.autosave())
	if err != nil {
		return nil, append(notes, err.Error())
	}
	reportAutosave(s)
	return s, notes
}

// reportAutosave says on standard error where a game is autosaved, or why
// it is not; the window shows the latter itself (Session.Err), as it
// shows any failure of the autosave.
func reportAutosave(s *save.Session) {
	if err := s.Err(); err != nil {
		fmt.Fprintf(os.Stderr, "warbench: autosave is off: %v\n", err)
	} else if j := s.Journal(); j != nil {
		fmt.Fprintf(os.Stderr, "warbench: autosaving to %s\n", j.Path())
	}
}

// openScenario loads the scenario at path, or the built-in one. When path
// fails to load, it falls back to the built-in scenario and returns the
// error as a notice to show: a bad file never stops the program or loses
// anything.
func openScenario(path string) (*scenario.Scenario, save.Scenario, string) {
	notice := ""
	if path != "" {
		sc, src, err := save.OpenScenarioFile(path)
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
func openReplay(st *save.Store, path string) (*save.Session, string) {
	s, _, err := st.Open(path, save.View, save.NoJournal)
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

package cli

import (
	"errors"
	"fmt"
	"time"

	"warbench/game/engine"
	"warbench/game/save"
)

const simUsage = `[flags] [ORDERS]

Plays a scenario headless: starts it (or loads a save), gives the orders
of ORDERS (an orders file, docs/cli.md; "-" for standard input) and prints
every entry with its events and the final state as JSON.`

// simOutput is what sim prints.
type simOutput struct {
	Scenario string      `json:"scenario"`
	Ruleset  string      `json:"ruleset"`
	Seed     uint64      `json:"seed"`
	Log      []entryJSON `json:"log"`
	Final    stateJSON   `json:"final"`
	Error    *errorJSON  `json:"error,omitempty"`
}

type errorJSON struct {
	Line    int    `json:"line,omitempty"`
	Rule    string `json:"rule,omitempty"`
	Message string `json:"message"`
}

func runSim(args []string, env Env) error {
	fl := flags("sim", simUsage, env)
	scenarioPath := fl.String("scenario", "", "scenario YAML file (default: the built-in battle)")
	seed := fl.Uint64("seed", 0, "dice seed (default: the scenario's)")
	diceList := fl.String("dice", "", "dice faces to roll first, in order, e.g. 3,5,6 (then the seeded dice)")
	load := fl.String("load", "", "start from this save or journal (its head) instead of a new game")
	journal := fl.String("journal", "", "append every entry to this journal as it is applied (a new file, or the -load file to go on with it)")
	resume := fl.String("resume", "", "go on with this journal: -load FILE -journal FILE")
	saveTo := fl.String("save", "", "write the game to this save file at the end (atomically)")
	pace := fl.Duration("pace", 0, "wait this long after each directive (to watch, or to test a kill)")
	verbose := fl.Bool("v", false, "print each entry to standard error as it is applied")
	showEvents := fl.Bool("events", true, "print each entry's events")
	if err := parse(fl, args); err != nil {
		return err
	}
	if *resume != "" {
		if *load != "" || *journal != "" {
			return usagef("-resume FILE is -load FILE -journal FILE: give one or the other")
		}
		*load, *journal = *resume, *resume
	}
	if *load != "" && (*scenarioPath != "" || *seed != 0 || *diceList != "") {
		return usagef("-load takes the scenario, seed and dice from the save: -scenario, -seed and -dice do not apply")
	}
	if fl.NArg() > 1 {
		return usagef("one orders file at most, got %d", fl.NArg())
	}
	faces, err := parseFaces(*diceList)
	if err != nil {
		return err
	}
	var ds []Directive
	if fl.NArg() == 1 {
		r, name, err := readInput(fl.Arg(0), env)
		if err != nil {
			return err
		}
		ds, err = ParseOrders(r, name)
		r.Close()
		if err != nil {
			return err
		}
	}
	file := fl.Arg(0)

	// The game: loaded (and resumed or forked into the journal), or new
	// with the setup directives before the first order.
	st := env.store()
	var s *save.Session
	if *load != "" {
		how, autosave := save.View, save.NoJournal
		switch {
		case *journal == *load:
			how = save.Resume
		case *journal != "":
			how, autosave = save.Fork, save.JournalTo(*journal)
		}
		var loaded save.Loaded
		if s, loaded, err = st.Open(*load, how, autosave); err != nil {
			return err
		}
		if len(ds) > 0 && ds[0].Setup != nil {
			st.Close(s)
			return &LineError{File: file, Line: ds[0].Line, Err: errors.New("setup: the game has started already (it was loaded)")}
		}
		if loaded.Torn && how == save.Resume {
			fmt.Fprintf(env.Stderr, "%s sim: %s ended in a line cut short (the program was killed as it wrote it); it is left out\n", Program, *journal)
		}
	} else {
		sc, src, err := openScenario(*scenarioPath)
		if err != nil {
			return err
		}
		var setup []save.Placement
		var lines []int // the orders file's line of each placement
		for len(ds) > 0 && ds[0].Setup != nil {
			pl, err := placement(sc.State, sc.Rules.Measure(), ds[0].Setup)
			if err != nil {
				return &LineError{File: file, Line: ds[0].Line, Err: err}
			}
			setup, lines = append(setup, pl), append(lines, ds[0].Line)
			ds = ds[1:]
		}
		autosave := save.NoJournal
		if *journal != "" {
			autosave = save.JournalTo(*journal)
		}
		if s, err = st.NewGame(save.NewHeader(sc, src, *seed, faces, setup), autosave); err != nil {
			if pe, ok := errors.AsType[*save.PlaceError](err); ok && pe.Index < len(lines) {
				return &LineError{File: file, Line: lines[pe.Index], Err: pe}
			}
			return err
		}
	}
	defer st.Close(s)
	if err := s.Err(); err != nil { // the journal could not be made: nothing is played
		return err
	}

	given := map[int]int{} // entry ID → the orders file's line; only looked up
	report := func(line int) {
		if *verbose {
			r, _ := s.Record(s.Head())
			fmt.Fprintf(env.Stderr, "entry %d %s %s\n", r.ID, r.Kind, r.Hash)
		}
		if line > 0 && given[s.Head()] == 0 {
			given[s.Head()] = line
		}
	}
	if *load == "" {
		report(0) // the start
	}
	var fail *errorJSON
	for _, d := range ds {
		if err := apply(s, d); err != nil {
			fail = &errorJSON{Line: d.Line, Message: err.Error()}
			var il *engine.Illegal
			if errors.As(err, &il) {
				fail.Rule, fail.Message = il.Rule, il.Reason
			}
			break
		}
		if s.Err() != nil { // the journal or the history stopped: stop too, and say so below
			break
		}
		report(d.Line)
		if *pace > 0 {
			time.Sleep(*pace)
		}
	}

	// Whatever happened, the game so far is saved and printed; then each
	// failure is reported.
	var saveErr error
	if *saveTo != "" {
		saveErr = st.Write(s, *saveTo)
	}
	g := s.Game
	out := simOutput{Scenario: s.Header.Scenario.Name, Ruleset: s.Header.Ruleset, Seed: s.Header.Seed, Final: state(g), Error: fail}
	for _, id := range s.Line(s.Head()) {
		r, _ := s.Record(id)
		e := entryJSON{N: r.ID, Parent: r.Parent, Line: given[r.ID], Kind: r.Kind, Order: r.Order, Hash: r.Hash.String()}
		if *showEvents {
			e.Events = events(r.Events)
		}
		out.Log = append(out.Log, e)
	}
	if err := writeJSON(env.Stdout, out); err != nil {
		return err
	}
	failed := false
	if fail != nil {
		msg := fail.Message
		if fail.Rule != "" {
			msg = fail.Rule + ": " + msg
		}
		fmt.Fprintf(env.Stderr, "%s sim: %v\n", Program, &LineError{File: file, Line: fail.Line, Err: errors.New(msg)})
		failed = true
	}
	if err := s.Err(); err != nil {
		fmt.Fprintf(env.Stderr, "%s sim: %v; the game stopped there\n", Program, err)
		failed = true
	}
	if saveErr != nil {
		fmt.Fprintf(env.Stderr, "%s sim: -save: %v\n", Program, saveErr)
		failed = true
	}
	if i, f, sides, ok := g.State.Dice.Misfit(); ok {
		fmt.Fprintf(env.Stderr, "%s sim: -dice: face %d (%d) was given to a D%d; it counted as %d\n", Program, i+1, f, sides, ((f-1)%sides)+1)
		failed = true
	}
	if failed {
		return errReported
	}
	return nil
}

// apply carries out one directive on the session.
func apply(s *save.Session, d Directive) error {
	switch {
	case d.Setup != nil:
		return errors.New("setup: only before the first order")
	case d.FreshDice != nil:
		s.FreshDice(*d.FreshDice)
		return nil
	case d.Undo > 0:
		for range d.Undo {
			if err := s.Undo(); err != nil {
				return err
			}
		}
		return nil
	case d.Redo > 0:
		for range d.Redo {
			if err := s.Redo(); err != nil {
				return err
			}
		}
		return nil
	}
	o, err := buildOrder(s.Game, d)
	if err != nil {
		return err
	}
	if _, ok := o.(engine.Reseed); ok {
		s.FreshDice(o.(engine.Reseed).Seed)
		return nil
	}
	_, err = s.Do(o)
	return err
}

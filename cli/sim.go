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

	// The game: loaded, or new with the setup directives before the first order.
	var s *save.Session
	var loaded save.Loaded
	if *load != "" {
		if s, loaded, err = save.LoadFile(*load); err != nil {
			return err
		}
		if len(ds) > 0 && ds[0].Setup != nil {
			return &LineError{File: file, Line: ds[0].Line, Err: errors.New("setup: the game has started already (it was loaded)")}
		}
	} else {
		sc, src, err := openScenario(*scenarioPath)
		if err != nil {
			return err
		}
		var setup []save.Placement
		for len(ds) > 0 && ds[0].Setup != nil {
			pl, err := placement(sc.State, sc.Rules.Measure(), ds[0].Setup)
			if err != nil {
				return &LineError{File: file, Line: ds[0].Line, Err: err}
			}
			setup = append(setup, pl)
			ds = ds[1:]
		}
		if s, err = save.New(save.NewHeader(sc, src, *seed, faces, setup)); err != nil {
			return err
		}
	}
	if *journal != "" {
		var j *save.Journal
		if *load != "" && *journal == *load {
			j, err = save.AppendJournal(*journal, loaded)
		} else {
			j, err = save.CreateJournal(*journal, s.Header)
		}
		if err != nil {
			return err
		}
		defer j.Close()
		s.SetJournal(j)
		if loaded.Torn {
			fmt.Fprintf(env.Stderr, "warbench-cli sim: %s ended in a line cut short (the program was killed as it wrote it); it is left out\n", *journal)
		}
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
	if s.Head() == 0 {
		s.Start()
		report(0)
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
		if err := s.Err(); err != nil {
			return err
		}
		report(d.Line)
		if *pace > 0 {
			time.Sleep(*pace)
		}
	}

	if *saveTo != "" {
		if err := s.SaveFile(*saveTo); err != nil {
			return err
		}
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
	if fail != nil {
		msg := fail.Message
		if fail.Rule != "" {
			msg = fail.Rule + ": " + msg
		}
		fmt.Fprintf(env.Stderr, "warbench-cli sim: %v\n", &LineError{File: file, Line: fail.Line, Err: errors.New(msg)})
		return errReported
	}
	if i, f, sides, ok := g.State.Dice.Misfit(); ok {
		fmt.Fprintf(env.Stderr, "warbench-cli sim: -dice: face %d (%d) was given to a D%d; it counted as %d\n", i+1, f, sides, ((f-1)%sides)+1)
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

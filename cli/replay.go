package cli

import (
	"fmt"

	"warbench/game/save"
)

const replayUsage = `[-hash] FILE

Replays a save file or a journal, checking the dice, the poses and the
state hash of every line, and prints the final state's hash with a
summary as JSON (-hash: the hash alone).`

type replayOutput struct {
	File     string    `json:"file"`
	Hash     string    `json:"hash"`
	Entries  int       `json:"entries"` // in the tree, every line
	Head     int       `json:"head"`    // the current entry
	Length   int       `json:"length"`  // entries on the current line
	Lines    int       `json:"lines"`   // lines in the tree (1 without branches)
	Torn     bool      `json:"torn,omitempty"`
	Scenario string    `json:"scenario"`
	Ruleset  string    `json:"ruleset"`
	Seed     uint64    `json:"seed"`
	Final    stateJSON `json:"final"`
}

func runReplay(args []string, env Env) error {
	fl := flags("replay", replayUsage, env)
	hashOnly := fl.Bool("hash", false, "print only the final state's hash")
	if err := parse(fl, args); err != nil {
		return err
	}
	if fl.NArg() != 1 {
		return usagef("want one save file, got %d arguments", fl.NArg())
	}
	s, l, err := env.store().Open(fl.Arg(0), save.View, save.NoJournal)
	if err != nil {
		return err
	}
	if *hashOnly {
		_, err := fmt.Fprintln(env.Stdout, s.Hash())
		return err
	}
	return writeJSON(env.Stdout, replayOutput{File: fl.Arg(0), Hash: s.Hash().String(), Entries: s.Len(), Head: s.Head(),
		Length: len(s.Line(s.Head())), Lines: len(s.Leaves()), Torn: l.Torn, Scenario: s.Header.Scenario.Name,
		Ruleset: s.Header.Ruleset, Seed: s.Header.Seed, Final: state(s.Game)})
}

// Package cli is warbench's headless command line: sim, replay, odds,
// army, layout, selfplay and hint (docs/cli.md). It never imports ebiten,
// so it runs with no display: cmd/warbench-cli is Run alone, and the
// windowed program routes these subcommands here too, for scripts
// written for it.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/scenarios"
)

// Program is the command line's name in its messages.
const Program = "warbench-cli"

// Commands lists the subcommands, in the order the usage gives them.
var Commands = []string{"sim", "replay", "odds", "army", "layout", "selfplay", "hint"}

// IsCommand reports whether name is a subcommand.
func IsCommand(name string) bool { return slices.Contains(Commands, name) }

// Exit codes.
const (
	ExitOK    = 0
	ExitFail  = 1 // a bad file, a refused order, a replay that differs
	ExitUsage = 2
)

// Env is what a command reads and writes: its standard streams, and the
// storage its saves and journals go to (nil: the disk, save.OS).
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Disk           save.Storage
}

// store is the save.Store of a command: it names its files itself.
func (env Env) store() *save.Store { return &save.Store{Disk: env.Disk} }

// Run runs a subcommand (args[0]) and returns its exit code.
func Run(args []string, env Env) int {
	if len(args) == 0 || !IsCommand(args[0]) {
		fmt.Fprintf(env.Stderr, "%s: want a subcommand: %s\n", Program, strings.Join(Commands, ", "))
		return ExitUsage
	}
	var err error
	switch args[0] {
	case "sim":
		err = runSim(args[1:], env)
	case "replay":
		err = runReplay(args[1:], env)
	case "odds":
		err = runOdds(args[1:], env)
	case "army":
		err = runArmy(args[1:], env)
	case "layout":
		err = runLayout(args[1:], env)
	case "selfplay":
		err = runSelfplay(args[1:], env)
	case "hint":
		err = runHint(args[1:], env)
	}
	var ue usageError
	switch {
	case err == nil:
		return ExitOK
	case errors.Is(err, flag.ErrHelp):
		return ExitOK
	case errors.As(err, &ue):
		fmt.Fprintf(env.Stderr, "%s %s: %v\n", Program, args[0], err)
		return ExitUsage
	case errors.Is(err, errReported):
		return ExitFail
	}
	fmt.Fprintf(env.Stderr, "%s %s: %v\n", Program, args[0], err)
	return ExitFail
}

// usageError is a mistake in the command line itself.
type usageError struct{ error }

// errReported is a failure already printed.
var errReported = errors.New("reported")

func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// flags returns a flag set that reports to env.Stderr.
func flags(name, usage string, env Env) *flag.FlagSet {
	fl := flag.NewFlagSet(Program+" "+name, flag.ContinueOnError)
	fl.SetOutput(env.Stderr)
	fl.Usage = func() {
		fmt.Fprintf(env.Stderr, "usage: %s %s %s\n", Program, name, usage)
		fl.PrintDefaults()
	}
	return fl
}

// parse parses flags, turning a bad flag into a usage error (the flag
// package has printed it already).
func parse(fl *flag.FlagSet, args []string) error {
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	return nil
}

// openScenario loads a scenario file (or the built-in one when path is
// empty) with the files it read, for a save header. Only regular files
// inside the scenario's folder are read (save.OpenScenarioFile).
func openScenario(path string) (*scenario.Scenario, save.Scenario, error) {
	if path == "" {
		return save.OpenScenario(fs.FS(scenarios.FS), scenarios.Default, true)
	}
	return save.OpenScenarioFile(path)
}

// readInput opens a named file, which must be a regular file (a named
// pipe would block: give "-" and pipe it to standard input), or standard
// input for "-".
func readInput(name string, env Env) (io.ReadCloser, string, error) {
	if name == "-" {
		return io.NopCloser(env.Stdin), "stdin", nil
	}
	f, err := save.OS{}.Open(name)
	if err != nil {
		return nil, name, err
	}
	return f, name, nil
}

// maxFaces bounds -dice: as many faces as a save's header may hold.
const maxFaces = 1 << 16

// parseFaces reads "3,5,6" as dice faces, each 1 to save.MaxFace.
func parseFaces(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var out []int
	for i, f := range strings.Split(s, ",") {
		if i == maxFaces {
			return nil, usagef("-dice: at most %d faces", maxFaces)
		}
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > save.MaxFace {
			return nil, usagef("-dice: face %d is %q; want whole numbers from 1 to %d, separated by commas", i+1, f, save.MaxFace)
		}
		out = append(out, n)
	}
	return out, nil
}

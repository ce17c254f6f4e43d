//go:build headless

// Command warbench, built with -tags headless, is the command line alone:
// sim, replay and odds (docs/cli.md). It links no graphics, so it runs on
// a machine with no display and builds without cgo.
package main

import (
	"fmt"
	"os"
	"strings"

	"warbench/cli"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
	}
	fmt.Fprintf(os.Stderr, "warbench: this build has no window (built with -tags headless); use one of: warbench %s\n",
		strings.Join(cli.Commands, ", "))
	os.Exit(cli.ExitUsage)
}

// Command warbench-cli is warbench's headless command line: sim, replay
// and odds (docs/cli.md). It links no graphics and no cgo, so it builds
// with CGO_ENABLED=0 for any system and runs on a machine with no
// display; the windowed program is the repository's root package.
package main

import (
	"os"

	"warbench/cli"
	_ "warbench/game/rules/all" // every rule system the program plays
)

func main() {
	os.Exit(cli.Run(os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
}

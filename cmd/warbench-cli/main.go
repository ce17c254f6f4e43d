// Command warbench-cli is warbench's headless command line: sim, replay,
// odds, army and layout (docs/cli.md). It links no graphics and no cgo, so it builds
// with CGO_ENABLED=0 for any system and runs on a machine with no
// display; the windowed program is the repository's root package.
//
//	warbench-cli sim|replay|odds|army|layout ...
//	warbench-cli -version   (or: warbench-cli version)
package main

import (
	"fmt"
	"os"

	"warbench/cli"
	_ "warbench/game/rules/all" // every rule system the program plays
	"warbench/internal/version"
)

func main() {
	if len(os.Args) == 2 && isVersion(os.Args[1]) {
		fmt.Println(version.String(cli.Program))
		return
	}
	os.Exit(cli.Run(os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}))
}

// isVersion reports whether arg asks for the version.
func isVersion(arg string) bool {
	switch arg {
	case "-version", "--version", "version":
		return true
	}
	return false
}

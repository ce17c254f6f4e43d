// Package version says which build of warbench is running: the release
// number, the commit and its date. The release script sets them with the
// linker (scripts/dist.sh):
//
//	-ldflags "-X warbench/internal/version.Number=0.3.0
//	          -X warbench/internal/version.Commit=abc1234
//	          -X warbench/internal/version.Date=2026-11-25"
//
// A plain `go build` leaves Number at "devel" and takes the commit and its
// date from what Go stamps into the binary (runtime/debug.ReadBuildInfo).
// Only the programs (the root package and cmd/...) import it.
package version

import (
	"fmt"
	"runtime/debug"
	"time"
)

// Number, Commit and Date are set by the release build; a plain build
// leaves them as they are here.
var (
	Number = "devel"
	Commit = ""
	Date   = "" // the commit's date, YYYY-MM-DD
)

// String is the line a program prints for -version:
// "warbench 0.3.0 (commit abc1234, 2026-11-25)", or "warbench devel" when
// nothing is known about the build.
func String(program string) string {
	commit, date := Commit, Date
	if commit == "" {
		commit, date = fromBuildInfo()
	}
	return format(program, Number, commit, date)
}

// format writes the version line from its parts; commit and date may be empty.
func format(program, number, commit, date string) string {
	s := program + " " + number
	switch {
	case commit != "" && date != "":
		s += fmt.Sprintf(" (commit %s, %s)", commit, date)
	case commit != "":
		s += fmt.Sprintf(" (commit %s)", commit)
	case date != "":
		s += fmt.Sprintf(" (%s)", date)
	}
	return s
}

// fromBuildInfo reads the commit Go stamped into the binary (builds from a
// checkout do; `go run` and `go test` do not): the short revision, marked
// "-dirty" when the tree had changes, and the commit's date.
func fromBuildInfo() (commit, date string) {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "", ""
	}
	return fromSettings(info.Settings)
}

// fromSettings picks the commit and its date out of the build settings.
func fromSettings(settings []debug.BuildSetting) (commit, date string) {
	modified := false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			commit = s.Value
			if len(commit) > 7 {
				commit = commit[:7]
			}
		case "vcs.time":
			if t, err := time.Parse(time.RFC3339, s.Value); err == nil {
				date = t.UTC().Format(time.DateOnly)
			}
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if commit != "" && modified {
		commit += "-dirty"
	}
	return commit, date
}

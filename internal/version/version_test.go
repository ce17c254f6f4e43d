package version

import (
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"
)

func TestFormat(t *testing.T) {
	for _, c := range []struct{ number, commit, date, want string }{
		{"0.3.0", "abc1234", "2026-11-25", "warbench 0.3.0 (commit abc1234, 2026-11-25)"},
		{"devel", "abc1234-dirty", "2026-11-25", "warbench devel (commit abc1234-dirty, 2026-11-25)"},
		{"devel", "abc1234", "", "warbench devel (commit abc1234)"},
		{"0.3.0", "", "2026-11-25", "warbench 0.3.0 (2026-11-25)"},
		{"devel", "", "", "warbench devel"},
	} {
		if got := format("warbench", c.number, c.commit, c.date); got != c.want {
			t.Errorf("format(%q, %q, %q) = %q, want %q", c.number, c.commit, c.date, got, c.want)
		}
	}
}

func TestFromSettings(t *testing.T) {
	settings := []debug.BuildSetting{
		{Key: "-trimpath", Value: "true"},
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "abc1234def5678abc1234def5678abc1234def56"},
		{Key: "vcs.time", Value: "2026-11-25T13:13:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}
	commit, date := fromSettings(settings)
	if commit != "abc1234-dirty" || date != "2026-11-25" {
		t.Errorf("fromSettings = %q, %q; want abc1234-dirty, 2026-11-25", commit, date)
	}
	if commit, date := fromSettings(nil); commit != "" || date != "" {
		t.Errorf("fromSettings(nil) = %q, %q; want nothing", commit, date)
	}
}

// The release script's -X flags reach the variables (a renamed variable
// would silently leave every release saying "devel").
func TestLinkerFlagsSetTheVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command line")
	}
	bin := t.TempDir() + "/warbench-cli"
	ld := "-X warbench/internal/version.Number=9.8.7 -X warbench/internal/version.Commit=fedcba9 -X warbench/internal/version.Date=2031-01-02"
	build := exec.Command("go", "build", "-ldflags", ld, "-o", bin, "warbench/cmd/warbench-cli")
	build.Env = append(build.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "-version").CombinedOutput()
	if err != nil {
		t.Fatalf("warbench-cli -version: %v\n%s", err, out)
	}
	if got, want := strings.TrimSpace(string(out)), "warbench-cli 9.8.7 (commit fedcba9, 2031-01-02)"; got != want {
		t.Errorf("warbench-cli -version = %q, want %q", got, want)
	}
}

// The simulation never learns which build it is in: only the programs
// import this package.
func TestGameDoesNotImportVersion(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "warbench/game/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "warbench/internal/version") {
		t.Error("a package under game/ links warbench/internal/version")
	}
}

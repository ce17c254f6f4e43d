package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The flags that choose a game go straight to it; the others (and none)
// open the start screen.
func TestGameFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		game bool
	}{
		{nil, false},
		{[]string{"-hotseat=false", "-dice", "off", "-seed", "3"}, false},
		{[]string{"-scenario", "x"}, true},
		{[]string{"-resume"}, true},
		{[]string{"-journal", "off"}, true},
		{[]string{"-screenshot", "x.png"}, true},
		{[]string{"-replay", "x"}, true},
		{[]string{"-load", "x"}, true},
		{[]string{"-p2", "normal"}, true},
		{[]string{"-p1", "easy"}, true},
	} {
		fl := flag.NewFlagSet("t", flag.ContinueOnError)
		for _, n := range []string{"scenario", "journal", "screenshot", "replay", "load", "dice", "p1", "p2"} {
			fl.String(n, "", "")
		}
		fl.Bool("resume", false, "")
		fl.Bool("hotseat", true, "")
		fl.Uint64("seed", 0, "")
		if err := fl.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		if got := gameFlags(fl); got != c.game {
			t.Errorf("%q: gameFlags %v, want %v", c.args, got, c.game)
		}
	}
}

// The start screen draws, and leaves nothing in the folder of games: the
// game behind it is not journaled.
func TestStartScreenJournalsNothing(t *testing.T) {
	bin := build(t)
	home := t.TempDir()
	shot := filepath.Join(home, "start.png")
	cmd := exec.Command(bin, "-start", "-screenshot", shot, "-frames", "3")
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("warbench: %v\n%s", err, out)
	}
	decode(t, shot)
	games, _ := os.ReadDir(filepath.Join(home, "config", "warbench", "games"))
	if len(games) != 0 {
		t.Fatalf("the start screen left %d files in the folder of games", len(games))
	}
}

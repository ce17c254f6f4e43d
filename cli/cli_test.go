package cli

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	_ "warbench/game/rules/all" // the rule systems the program links (cmd/warbench-cli)
)

var update = flag.Bool("update", false, "rewrite the golden outputs in testdata")

// run runs a subcommand in-process and returns its exit code and output.
func run(t testing.TB, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Run(args, Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut})
	return code, out.String(), errOut.String()
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cli -update to create it)", err)
	}
	if got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s differs in length: %d lines, want %d", path, len(gl), len(wl))
	}
}

// Each orders file in testdata, run by sim, prints what its golden file
// holds: every entry with its events and hash, and the final state. The
// same scenario, seed and orders give the same hashes on every run.
func TestSimGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.orders.jsonl")
	if len(files) == 0 {
		t.Fatal("no orders files")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".orders.jsonl")
		t.Run(name, func(t *testing.T) {
			code, out, errOut := run(t, "", "sim", f)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, name+".sim.json", out)
			if _, again, _ := run(t, "", "sim", f); again != out {
				t.Fatal("a second run prints something else")
			}
		})
	}
}

// Each odds input in testdata prints what its golden file holds.
func TestOddsGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.odds.json")
	if len(files) == 0 {
		t.Fatal("no odds files")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".odds.json")
		t.Run(name, func(t *testing.T) {
			code, out, errOut := run(t, "", "odds", f)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, name+".odds.out.json", out)
		})
	}
}

// The toy rule system (game/rules/toy) plays through the same command
// line: round bases and free paths in centimetres ("to" becomes path
// steps), a reaction by the other player in the middle of a turn, hidden
// cards; its golden output fixes every hash.
func TestSimToyGolden(t *testing.T) {
	const scenario = "../game/rules/toy/example/skirmish.scenario.yaml"
	code, out, errOut := run(t, "", "sim", "-scenario", scenario, "testdata/toy/skirmish.orders.jsonl")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "toy/skirmish.sim.json", out)
	if !strings.Contains(out, `"kind": "toy/react"`) || !strings.Contains(out, "Player 1 wins") {
		t.Fatal("the toy game did not react to a strike or did not end")
	}
}

// kow2 §11.4: a scenario the players deploy ("deployment: players") is
// played from an orders file, "to" placing each unit; its golden output
// fixes every hash, and the journal it writes replays to the same final
// state (the kow/deploy order through the codec and back).
func TestSimDeployGolden(t *testing.T) {
	const scenario = "testdata/deploy/skirmish.scenario.yaml"
	journal := filepath.Join(t.TempDir(), "deploy.jsonl")
	code, out, errOut := run(t, "", "sim", "-scenario", scenario, "-journal", journal, "testdata/deploy/skirmish.orders.jsonl")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "deploy/skirmish.sim.json", out)
	for _, want := range []string{`"kind": "kow/deploy"`, "Player 1 deploys Emberbows (0 left to deploy).", "Roll-off for the first turn"} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q", want)
		}
	}
	code, hash, errOut := run(t, "", "replay", "-hash", journal)
	if code != ExitOK {
		t.Fatalf("replay: exit %d: %s", code, errOut)
	}
	if h := strings.TrimSpace(hash); h == "" || !strings.Contains(out, `"hash": "`+strings.Trim(h, `"{}`)) {
		t.Errorf("the journal replays to %s, not a hash of the run", h)
	}
}

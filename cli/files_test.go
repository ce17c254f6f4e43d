package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"warbench/game/plain"
	"warbench/game/save"
	"warbench/game/save/savetest"
)

// runEnv runs a subcommand in-process with a given Env (its streams are
// replaced) and returns its exit code and output.
func runEnv(env Env, args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	env.Stdout, env.Stderr = &out, &errOut
	if env.Stdin == nil {
		env.Stdin = strings.NewReader("")
	}
	code := Run(args, env)
	return code, out.String(), errOut.String()
}

// writeFile writes a file in dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// After the journal stops (the disk is full), sim says so, still prints
// the game as far as it went, still writes -save (docs/cli.md), and
// exits 1 (review: it printed nothing and wrote no save).
func TestSimAfterTheJournalFails(t *testing.T) {
	dir := t.TempDir()
	orders := writeFile(t, dir, "o.jsonl", strings.Repeat(`{"order":"end-phase"}`+"\n", 6))
	journal, saved := filepath.Join(dir, "j.jsonl"), filepath.Join(dir, "s.jsonl")
	code, out, errOut := runEnv(Env{Disk: savetest.FullDisk{After: 4}}, "sim", "-journal", journal, "-save", saved, "-events=false", orders)
	if code != ExitFail || !strings.Contains(errOut, "no space left on device; the game stopped there") {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, `"final"`) {
		t.Fatalf("no JSON printed:\n%.500s", out)
	}
	s, _, err := save.LoadFile(saved)
	if err != nil {
		t.Fatalf("-save was not written: %v", err)
	}
	j, _, err := save.LoadFile(journal)
	// Four lines were written: the header and 3 entries. The 4th entry
	// was not, and the game stopped there: the save has all 4.
	if err != nil || j.Len() != 3 || s.Len() != 4 {
		t.Fatalf("the journal (%v) should hold 3 entries and the save 4, not %d and %d", err, j.Len(), s.Len())
	}
}

// Regression (review, issue 10): sim -load A -journal B wrote only the
// new entries to B, which replay refused. B holds A's history and goes on.
func TestSimLoadIntoANewJournal(t *testing.T) {
	dir := t.TempDir()
	s1, j2 := filepath.Join(dir, "s1.jsonl"), filepath.Join(dir, "j2.jsonl")
	more := writeFile(t, dir, "more.jsonl", `{"order":"end-phase"}`+"\n")
	if code, _, errOut := run(t, "", "sim", "-save", s1, "testdata/opening.orders.jsonl"); code != ExitOK {
		t.Fatal(errOut)
	}
	if code, _, errOut := run(t, "", "sim", "-load", s1, "-journal", j2, more); code != ExitOK {
		t.Fatal(errOut)
	}
	code, out, errOut := run(t, "", "replay", j2)
	if code != ExitOK {
		t.Fatalf("replay j2: %s", errOut)
	}
	a, _, _ := save.LoadFile(s1)
	if !strings.Contains(out, `"entries": `+strconv.Itoa(a.Len()+1)) {
		t.Fatalf("j2 should hold s1's %d entries and one more:\n%.300s", a.Len(), out)
	}
}

// Setup lines that the rules refuse name the orders file and the line
// (review: they named neither); so do odds requests.
func TestSetupErrorsNameTheLine(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "setup.jsonl", `{"setup": {"unit": "Foamrunners", "counters": {"damage": 1}}}`+"\n# second\n"+
		`{"setup": {"unit": "Brinebound Thralls", "counters": {"damage": 10000000}}}`+"\n")
	if code, _, errOut := run(t, "", "sim", f); code != ExitFail || !strings.Contains(errOut, `setup.jsonl:3: setup[1].counters[0]: counter "damage" must be 0 to 999, got 10000000`) {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f = writeFile(t, dir, "setup.jsonl", `{"setup": {"unit": "Foamrunners", "counters": {"gold": 1}}}`+"\n")
	if code, _, errOut := run(t, "", "sim", f); code != ExitFail || !strings.Contains(errOut, `setup.jsonl:1: setup[0].counters[0]: unknown counter "gold"`) {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	req := writeFile(t, dir, "req.json", "{\n  \"attack\": {\"order\": \"kow/shoot\"},\n  \"attacker\": {\"unit\": \"Emberbow Skirmishers\"},\n"+
		"  \"setup\": [{\"unit\": \"Foamrunners\"},\n            {\"unit\": \"Shellback Brutes\", \"counters\": {\"damage\": -4}}]\n}\n")
	if code, _, errOut := run(t, "", "odds", req); code != ExitFail || !strings.Contains(errOut, `req.json:5:13: setup[1].counters[0]: counter "damage" must be 0 to 999, got -4`) {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	req = writeFile(t, dir, "req.json", "{\"attack\": {\"order\": \"kow/shoot\"},\n \"situation\": {\"turn\": 1000000, \"phase\": \"shooting\", \"player\": 1}}\n")
	if code, _, errOut := run(t, "", "odds", req); code != ExitFail || !strings.Contains(errOut, `req.json:2:16: situation.turn: 1 to 100`) {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	req = writeFile(t, dir, "req.json", "{\"attack\": {\"order\": \"kow/shoot\"},\n \"attackr\": {}}\n")
	if code, _, errOut := run(t, "", "odds", req); code != ExitFail || !strings.Contains(errOut, `req.json:2:2: unknown field "attackr"`) {
		t.Fatalf("exit %d: %s", code, errOut)
	}
}

// Text from anyone: a byte order mark is skipped, bytes that are not
// UTF-8 and NUL bytes are refused with line:col (orders files and odds
// requests).
func TestTextOfInputs(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "bom.jsonl", plain.BOM+`{"order":"end-phase"}`+"\n")
	if code, _, errOut := run(t, "", "sim", f); code != ExitOK {
		t.Fatalf("an orders file with a byte order mark: %s", errOut)
	}
	f = writeFile(t, dir, "bad.jsonl", `{"order":"end-phase"}`+"\n"+`{"order":"kow/advance","unit":"Foam`+"\xe9"+`runners"}`+"\n")
	if code, _, errOut := run(t, "", "sim", f); code != ExitFail || !strings.Contains(errOut, "bad.jsonl:2:36: byte 0xe9 is not UTF-8") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	f = writeFile(t, dir, "nul.jsonl", "{\"order\":\"end\x00phase\"}\n")
	if code, _, errOut := run(t, "", "sim", f); code != ExitFail || !strings.Contains(errOut, "nul.jsonl:1:14: a NUL byte") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	req, err := os.ReadFile("testdata/shoot.odds.json")
	if err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, plain.BOM+string(req), "odds"); code != ExitOK {
		t.Fatalf("an odds request with a byte order mark: %s", errOut)
	}
	if code, _, errOut := run(t, "{\"attack\": {\"order\": \"kow/sh\xffoot\"}}", "odds"); code != ExitFail || !strings.Contains(errOut, "stdin:1:29: byte 0xff") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
}

// An orders file of a million lines is refused as soon as it passes the
// most directives a game can take, having read little of it and with
// little memory (review: several hundred thousand directives ran out of
// memory).
func TestHugeOrdersFile(t *testing.T) {
	r := &savetest.Repeat{Line: []byte(`{"undo": 1}` + "\n"), N: 1_000_000}
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	start := time.Now()
	_, err := ParseOrders(r, "huge.jsonl")
	runtime.ReadMemStats(&m1)
	if err == nil || !strings.Contains(err.Error(), "huge.jsonl:5001: more than 5000 directives") {
		t.Fatalf("error %v", err)
	}
	if took, alloc := time.Since(start), m1.TotalAlloc-m0.TotalAlloc; took > 2*time.Second || alloc > 64<<20 || r.N < 900_000 {
		t.Fatalf("took %v, allocated %d MB, read %d lines", took, alloc>>20, 1_000_000-r.N)
	}
}

// An army with an attack of ten million is refused when the scenario
// loads, before anything is played or saved (review: sim -save with it
// ran out of memory).
func TestHugeAttackIsRefusedAtLoad(t *testing.T) {
	dir := t.TempDir()
	scen := hugeAttackScenario(t, dir)
	saved := filepath.Join(dir, "s.jsonl")
	code, _, errOut := run(t, "", "sim", "-scenario", scen, "-save", saved)
	if code != ExitFail || !strings.Contains(errOut, "units[0].stats.att: must be 0 to 60, got 10000000") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(saved); err == nil {
		t.Fatal("a save was written")
	}
}

// hugeAttackScenario copies the built-in battle into dir with its first
// army's first unit given an attack of ten million, and returns the
// scenario's path.
func hugeAttackScenario(t *testing.T, dir string) string {
	t.Helper()
	for _, name := range []string{"harrow-ford.scenario.yaml", "harrow-ford.layout.yaml", "ember-marches.army.yaml", "hollow-tide.army.yaml"} {
		b, err := os.ReadFile(filepath.Join("..", "scenarios", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "ember-marches.army.yaml" {
			i := bytes.Index(b, []byte("att: "))
			j := i + bytes.IndexAny(b[i:], ",}")
			b = append(append(append([]byte(nil), b[:i]...), "att: 10000000"...), b[j:]...)
		}
		writeFile(t, dir, name, string(b))
	}
	return filepath.Join(dir, "harrow-ford.scenario.yaml")
}

// A game that reaches the most entries a save holds stops there, is
// printed and saved, and sim exits 1: no save it writes is one replay
// refuses.
func TestSimStopsAtMaxEntries(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := range save.MaxEntries {
		fmt.Fprintf(&b, "{\"fresh-dice\": %d}\n", i+1)
	}
	orders := writeFile(t, dir, "o.jsonl", b.String())
	saved := filepath.Join(dir, "s.jsonl")
	code, out, errOut := run(t, "", "sim", "-events=false", "-save", saved, orders)
	if code != ExitFail || !strings.Contains(errOut, "the most a save holds") || !strings.Contains(out, `"final"`) {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if code, _, errOut := run(t, "", "replay", "-hash", saved); code != ExitOK {
		t.Fatalf("the save does not replay: %s", errOut)
	}
}

package cli

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"warbench/game/save"
)

// Files from anyone (issue 10, item 9): no file a player can load makes a
// command hang, crash or use more than 200 MB. The built warbench-cli is
// run on the worst files the review found, each with a time limit; each
// must end with exit 1 and a clear error, its peak memory (the kernel's
// Maxrss) under 300 MB.
func TestHostileFiles(t *testing.T) {
	bin := headless(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.jsonl")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}

	// A scenario folder whose army is a named pipe.
	pipeArmy := filepath.Join(dir, "pipe-army")
	os.MkdirAll(pipeArmy, 0o755)
	scen := hugeAttackScenario(t, pipeArmy)
	os.Remove(filepath.Join(pipeArmy, "hollow-tide.army.yaml"))
	syscall.Mkfifo(filepath.Join(pipeArmy, "hollow-tide.army.yaml"), 0o644)
	os.WriteFile(filepath.Join(pipeArmy, "ember-marches.army.yaml"), mustRead(t, "../scenarios/ember-marches.army.yaml"), 0o644)

	// An attack of ten million.
	huge := filepath.Join(dir, "huge")
	os.MkdirAll(huge, 0o755)
	hugeScen := hugeAttackScenario(t, huge)

	// A save with an attack of ten million in its header's army (11 KB).
	golden := mustRead(t, "../game/save/testdata/golden-game.jsonl")
	header, rest, _ := bytes.Cut(golden, []byte("\n"))
	i := bytes.Index(header, []byte("att: "))
	j := i + bytes.IndexAny(header[i:], ",}")
	hugeSave := filepath.Join(dir, "huge.jsonl")
	os.WriteFile(hugeSave, append(append(append(append([]byte(nil), header[:i]...), "att: 10000000"...), header[j:]...), append([]byte("\n"), rest...)...), 0o644)

	// A save followed by a million short lines (11 MB).
	million := filepath.Join(dir, "million.jsonl")
	os.WriteFile(million, append(append([]byte(nil), golden...), bytes.Repeat([]byte(`{"head":3}`+"\n"), 1_000_000)...), 0o644)

	// An orders file of a million lines.
	orders := filepath.Join(dir, "orders.jsonl")
	os.WriteFile(orders, bytes.Repeat([]byte(`{"undo": 1}`+"\n"), 1_000_000), 0o644)

	// The largest legal save: 5,000 entries, each a branch off the main
	// line, far from the last checkpoint.
	branchy := filepath.Join(dir, "branchy.jsonl")
	writeBranchy(t, branchy)

	// An odds request whose scenario is a named pipe.
	req := filepath.Join(dir, "req.json")
	os.WriteFile(req, []byte(`{"scenario": "`+fifo+`", "attack": {"order": "kow/shoot"}}`), 0o644)

	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"a named pipe as scenario", []string{"sim", "-scenario", fifo}, "named pipe"},
		{"a named pipe as army", []string{"sim", "-scenario", scen}, "armies[1].army: scenario: open hollow-tide.army.yaml: not a regular file: it is a named pipe"},
		{"a named pipe as save (replay)", []string{"replay", fifo}, "not a regular file: it is a named pipe"},
		{"a named pipe as save (sim -load)", []string{"sim", "-load", fifo}, "not a regular file: it is a named pipe"},
		{"a named pipe as orders", []string{"sim", fifo}, "not a regular file: it is a named pipe"},
		{"a named pipe as odds request", []string{"odds", fifo}, "not a regular file: it is a named pipe"},
		{"a named pipe as the odds' scenario", []string{"odds", req}, "named pipe"},
		{"an attack of ten million", []string{"sim", "-scenario", hugeScen, "-save", filepath.Join(dir, "s.jsonl")}, "units[0].stats.att: must be 0 to 60, got 10000000"},
		{"a save with an attack of ten million", []string{"replay", hugeSave}, "huge.jsonl:1: header: scenario: ember-marches.army.yaml:"},
		{"a save and a million short lines", []string{"replay", million}, "more than 100000 lines"},
		{"a million-line orders file", []string{"sim", orders}, "orders.jsonl:5001: more than 5000 directives"},
		{"the largest legal save, all branches", []string{"replay", "-hash", branchy}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The child starts with this process's memory (see below):
			// give back what earlier tests left, so it measures the command.
			debug.FreeOSMemory()
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, c.args...)
			cmd.Env = noDisplay()
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			start := time.Now()
			err := cmd.Run()
			took := time.Since(start)
			if ctx.Err() != nil {
				t.Fatalf("still running after %v: it hangs", took)
			}
			code := cmd.ProcessState.ExitCode()
			switch {
			case c.want == "" && code != ExitOK:
				t.Fatalf("exit %d (%v), stderr %q; want it to load", code, err, stderr.String())
			case c.want != "" && (code != ExitFail || !strings.Contains(stderr.String(), c.want)):
				t.Fatalf("exit %d (%v), stderr %q; want exit 1 and %q", code, err, stderr.String(), c.want)
			}
			ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			if !ok {
				t.Fatal("no resource usage")
			}
			// KiB on Linux. It counts the memory the test process had
			// when it forked the command too (Linux keeps the larger
			// across exec): an upper bound.
			// That inherited part grew with the test binary (some 200 MB
			// with two rule systems and the computer opponent linked in,
			// measured for a command refused in 5 ms), so the bound is
			// 300 MB: the blow-ups this guards against took gigabytes.
			mb := float64(ru.Maxrss) / 1024
			t.Logf("%v, peak %.0f MB: %s", took.Round(time.Millisecond), mb, strings.TrimSpace(stderr.String()))
			if mb > 300 {
				t.Fatalf("peak memory %.0f MB, over 300 MB", mb)
			}
		})
	}
}

// writeBranchy writes a save of the built-in battle with save.MaxEntries
// entries: a line of 15, then fresh dice given again and again from its
// end, each a new line off the last checkpoint.
func writeBranchy(t *testing.T, path string) {
	t.Helper()
	sc, src, err := openScenario("")
	if err != nil {
		t.Fatal(err)
	}
	st := &save.Store{}
	s, err := st.NewGame(save.NewHeader(sc, src, 0, nil, nil), save.NoJournal)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 14 {
		s.FreshDice(uint64(i + 1))
	}
	deep := s.Head()
	for i := 0; s.Len() < save.MaxEntries; i++ {
		if err := s.Goto(deep); err != nil {
			t.Fatal(err)
		}
		s.FreshDice(uint64(100 + i))
	}
	if err := st.Write(s, path); err != nil {
		t.Fatal(err)
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

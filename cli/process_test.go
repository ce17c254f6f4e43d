package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"warbench/game/save"
)

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	binDir    string
)

// headless builds the command line alone (cmd/warbench-cli, with
// CGO_ENABLED=0) once per test binary.
func headless(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "warbench-cli-test-")
		if buildErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "warbench-cli")
		cmd := exec.Command("go", "build", "-o", binPath, "./cmd/warbench-cli")
		cmd.Dir = ".."
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("CGO_ENABLED=0 go build ./cmd/warbench-cli: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// noDisplay is the environment less DISPLAY and WAYLAND_DISPLAY.
func noDisplay() []string {
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
			env = append(env, e)
		}
	}
	return env
}

// The command line runs with no display: warbench-cli sim, built with no
// cgo, plays the opening orders file with DISPLAY unset and prints what
// the in-process run prints; it links no graphics at all; and -h of every
// subcommand answers with no display.
func TestSimRunsWithNoDisplay(t *testing.T) {
	bin := headless(t)
	cmd := exec.Command(bin, "sim", "testdata/opening.orders.jsonl")
	cmd.Env = noDisplay()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("warbench-cli sim with no display: %v", err)
	}
	_, want, _ := run(t, "", "sim", "testdata/opening.orders.jsonl")
	if string(out) != want {
		t.Fatal("the binary prints something else than Run")
	}
	for _, sub := range Commands {
		cmd := exec.Command(bin, sub, "-h")
		cmd.Env = noDisplay()
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "usage: warbench-cli "+sub) {
			t.Errorf("warbench-cli %s -h with no display: %v\n%s", sub, err, out)
		}
	}
	list := exec.Command("go", "list", "-deps", "./cmd/warbench-cli")
	list.Dir = ".."
	deps, err := list.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, deps)
	}
	for _, bad := range []string{"ebiten", "glfw", "purego", "warbench/render", "warbench/input"} {
		if strings.Contains(string(deps), bad) {
			t.Errorf("cmd/warbench-cli links %s", bad)
		}
	}
	if !strings.Contains(string(deps), "warbench/cli") {
		t.Error("cmd/warbench-cli does not link the command line")
	}
}

// exactOrders writes the golden game's orders (every entry after the
// start) as an orders file in the exact form, from entry `from` on.
func exactOrders(t testing.TB, lines []string, from int, path string) int {
	t.Helper()
	var b strings.Builder
	n := 0
	for _, l := range lines[from:] {
		var e struct {
			Kind  string          `json:"kind"`
			Order json.RawMessage `json:"order"`
		}
		if err := json.Unmarshal([]byte(l), &e); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, `{"kind":%q,"order":%s}`+"\n", e.Kind, e.Order)
		n++
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return n
}

// Kill and resume (DESIGN.md: the journal survives a kill): a child
// process plays the golden game's orders slowly, journaling each; it is
// killed with SIGKILL partway. Every entry it reported applied is in the
// journal with the same hash, the journal replays, and resuming it with
// the rest of the orders ends exactly where the uninterrupted game ends.
func TestKillAndResume(t *testing.T) {
	bin := headless(t)
	data, err := os.ReadFile("../game/save/testdata/golden-game.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	// lines[0] is the header, lines[1] the start, lines[2:] the orders.
	dir := t.TempDir()
	orders, journal := filepath.Join(dir, "orders.jsonl"), filepath.Join(dir, "journal.jsonl")
	total := exactOrders(t, lines, 2, orders)

	cmd := exec.Command(bin, "sim", "-journal", journal, "-pace", "15ms", "-v", "-events=false", orders)
	cmd.Env = noDisplay()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	reported := map[int]string{} // entry → hash, as the child printed them
	sc := bufio.NewScanner(stderr)
	killAt := 40 + int(time.Now().UnixNano()%40) // anywhere in the first turns
	for sc.Scan() {
		var id int
		var kind, hash string
		if _, err := fmt.Sscanf(sc.Text(), "entry %d %s %s", &id, &kind, &hash); err != nil {
			continue
		}
		reported[id] = hash
		if id >= killAt {
			cmd.Process.Signal(syscall.SIGKILL)
			break
		}
	}
	go func() {
		for sc.Scan() {
		}
	}()
	err = cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed (exit: %v); it ran to the end before the kill", err)
	}
	if len(reported) < killAt {
		t.Fatalf("the child reported %d entries before the kill", len(reported))
	}

	s, l, err := save.LoadFile(journal)
	if err != nil {
		t.Fatalf("the journal of the killed game does not replay: %v", err)
	}
	for id, hash := range reported { // each looked up; the order does not matter
		r, ok := s.Record(id)
		if !ok || r.Hash.String() != hash {
			t.Fatalf("entry %d was reported applied with hash %s but the journal has %v %s", id, hash, ok, r.Hash)
		}
	}
	t.Logf("killed after entry %d; the journal holds %d entries (torn last line: %v)", killAt, s.Len(), l.Torn)

	// Resume with the orders not yet in the journal.
	rest := filepath.Join(dir, "rest.jsonl")
	if n := exactOrders(t, lines, s.Len()+1, rest); n != total-(s.Len()-1) {
		t.Fatalf("%d orders left, want %d", n, total-(s.Len()-1))
	}
	cmd = exec.Command(bin, "sim", "-resume", journal, "-events=false", rest)
	cmd.Env = noDisplay()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("resume: %v", err)
	}
	var res simOutput
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	var last struct {
		Hash string `json:"hash"`
	}
	json.Unmarshal([]byte(lines[len(lines)-1]), &last)
	if res.Final.Hash != last.Hash || !res.Final.Over {
		t.Fatalf("the resumed game ends with hash %s (over %v), the uninterrupted one with %s", res.Final.Hash, res.Final.Over, last.Hash)
	}
	// The journal is now the whole game, entry for entry.
	whole, _, err := save.LoadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	if whole.Len() != len(lines)-1 || whole.Hash().String() != last.Hash {
		t.Fatalf("the resumed journal has %d entries, want %d", whole.Len(), len(lines)-1)
	}
}

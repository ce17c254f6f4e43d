package save_test

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"warbench/game/save/savetest"

	"warbench/game/engine"
	"warbench/game/plain"
	"warbench/game/save"
	"warbench/scenarios"
)

// loadCost loads from r and returns the error, the time taken and the
// bytes allocated.
func loadCost(t *testing.T, r io.Reader) (error, time.Duration, uint64) {
	t.Helper()
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	start := time.Now()
	_, _, err := save.Load(r)
	took := time.Since(start)
	runtime.ReadMemStats(&m1)
	return err, took, m1.TotalAlloc - m0.TotalAlloc
}

// Files from anyone (review of the tests): a save followed by a million
// short lines is refused at MaxLines, quickly and with little memory,
// without reading the rest.
func TestAMillionShortLines(t *testing.T) {
	lines := goldenLines(t)
	r := &savetest.Repeat{Head: join(lines[:20]), Line: []byte(`{"head":3}` + "\n"), N: 1_000_000}
	err, took, alloc := loadCost(t, r)
	if err == nil || !strings.Contains(err.Error(), "more than 100000 lines") {
		t.Fatalf("error %v", err)
	}
	if took > 3*time.Second || alloc > 256<<20 || r.N < 800_000 { // alloc: garbage, collected as it goes
		t.Fatalf("took %v, allocated %d MB, left %d lines unread", took, alloc>>20, r.N)
	}
	t.Logf("refused after %v, %d MB allocated", took, alloc>>20)
}

// Head lines in a row cost nothing until the head is needed: a file of
// many undo/redo moves (a long journal) loads quickly.
func TestManyHeadLinesLoadQuickly(t *testing.T) {
	lines := goldenLines(t)
	var b bytes.Buffer
	b.Write(join(lines[:40]))
	for i := range 30_000 {
		if i%2 == 0 {
			b.WriteString(`{"head":3}` + "\n")
		} else {
			b.WriteString(`{"head":38}` + "\n")
		}
	}
	b.Write(join(lines[40:60]))
	start := time.Now()
	s, _, err := save.Load(&b)
	if err != nil || s.Len() != 59 {
		t.Fatalf("%v", err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Fatalf("30,000 head lines took %v", took)
	}
}

// A line longer than MaxLine is refused without reading it all; so is a
// file larger than MaxFileSize.
func TestLongLinesAndBigFiles(t *testing.T) {
	lines := goldenLines(t)
	r := &savetest.Repeat{Head: join(lines[:3]), Line: bytes.Repeat([]byte("x"), 1<<20), N: 100}
	err, _, alloc := loadCost(t, r)
	if err == nil || !strings.Contains(err.Error(), "line 4: longer than") || r.Given > save.MaxLine+3<<20 || alloc > 64<<20 {
		t.Fatalf("error %v after reading %d bytes, %d MB allocated", err, r.Given, alloc>>20)
	}
	blank := append(bytes.Repeat([]byte(" "), 1<<20-1), '\n')
	r = &savetest.Repeat{Head: join(lines[:3]), Line: blank, N: 100}
	if err, _, alloc := loadCost(t, r); err == nil || !strings.Contains(err.Error(), "larger than 64 MiB") || alloc > 64<<20 {
		t.Fatalf("error %v, %d MB allocated", err, alloc>>20)
	}
}

// A UTF-8 byte order mark at the start is skipped (and kept in the
// file's size, so resuming appends in the right place); bytes that are
// not UTF-8, and NUL bytes, are refused with their line and column, not
// replaced.
func TestTextOfSaves(t *testing.T) {
	lines := goldenLines(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "bom.jsonl")
	os.WriteFile(path, append([]byte(plain.BOM), join(lines[:10])...), 0o644)
	st := &save.Store{}
	s, l, err := st.Open(path, save.Resume, save.NoJournal)
	if err != nil || s.Len() != 9 || l.Size != int64(len(plain.BOM)+len(join(lines[:10]))) {
		t.Fatalf("a save with a byte order mark: %v", err)
	}
	endPhase(t, s)
	st.Close(s)
	if got := mustLoad(t, path); got.Len() != 10 {
		t.Fatal("resuming a file with a byte order mark")
	}

	bad := append([]string(nil), lines[:10]...)
	bad[4] = strings.Replace(bad[4], `"kind":"`, "\"kind\":\"\xff", 1)
	_, _, err = save.Load(bytes.NewReader(join(bad)))
	col := strings.Index(bad[4], "\xff") + 1
	if err == nil || !strings.Contains(err.Error(), "line 5:"+strconv.Itoa(col)+": byte 0xff is not UTF-8") {
		t.Fatalf("invalid UTF-8: %v", err)
	}
	bad[4] = strings.Replace(lines[4], `"kind":"`, "\"kind\":\"\x00", 1)
	if _, _, err = save.Load(bytes.NewReader(join(bad))); err == nil || !strings.Contains(err.Error(), "a NUL byte") {
		t.Fatalf("a NUL byte: %v", err)
	}
	bad[0] = strings.Replace(lines[0], `"name":"`, "\"name\":\"\xc3", 1)
	if _, _, err = save.Load(bytes.NewReader(join(bad[:1]))); err == nil || !strings.Contains(err.Error(), "line 1:") {
		t.Fatalf("a header that is not UTF-8: %v", err)
	}
}

// The header's numbers are bounded: fixed dice faces, and the counters
// of its setup (the ruleset's CheckCounter).
func TestHeaderBounds(t *testing.T) {
	h := newHeader(t)
	h.Dice = []int{3, 1001}
	if _, err := save.New(h); err == nil || !strings.Contains(err.Error(), "dice[1]: a face is 1 to 1000, got 1001") {
		t.Fatalf("a face of 1001: %v", err)
	}
	for _, c := range []struct {
		counter string
		value   int
		want    string
	}{
		{"damage", 1 << 40, `setup[0].counters[0]: counter "damage" must be 0 to 999`},
		{"damage", -3, `counter "damage" must be 0 to 999, got -3`},
		{"gold", 1, `unknown counter "gold"`},
	} {
		h := newHeader(t)
		h.Setup = []save.Placement{{ID: 1, Counters: []engine.Stat{{Name: c.counter, Value: c.value}}}}
		if _, err := save.New(h); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %d: %v", c.counter, c.value, err)
		}
	}
}

// A scenario whose files, written into a save's header, would make a line
// longer than Load reads is refused when the game is made, so no program
// writes a save that replay refuses (review: sim -save wrote one).
func TestHeaderThatWouldNotLoad(t *testing.T) {
	fsys := fstest.MapFS{}
	ents, _ := fs.ReadDir(scenarios.FS, ".")
	for _, e := range ents {
		b, _ := fs.ReadFile(scenarios.FS, e.Name())
		fsys[e.Name()] = &fstest.MapFile{Data: b}
	}
	// 900 KB of "<" in a comment: within the loader's 1 MiB a file, but
	// JSON writes each as \u003c, six bytes.
	for _, name := range []string{"ember-marches.army.yaml", "hollow-tide.army.yaml"} {
		fsys[name].Data = append([]byte("# "+strings.Repeat("<", 900_000)+"\n"), fsys[name].Data...)
	}
	sc, src, err := save.OpenScenario(fsys, scenarios.Default, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := save.New(save.NewHeader(sc, src, 0, nil, nil)); err == nil || !strings.Contains(err.Error(), "too large to keep in a save") {
		t.Fatalf("error %v", err)
	}
}

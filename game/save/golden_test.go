package save_test

import (
	"bytes"
	"flag"
	"io"
	"os"
	"strings"
	"testing"

	"warbench/game/save"
)

var update = flag.Bool("update", false, "rewrite the golden save files")

const goldenSave = "testdata/golden-game.jsonl"

// The scripted game of the built-in battle, played to its end and saved,
// is a golden file: any change to a rule's outcome, the order of its dice,
// the save format or the state hash shows up here, at the line where it
// starts. Run with -update to accept a deliberate change.
func TestGoldenSave(t *testing.T) {
	s := newSession(t)
	playTurns(t, s, 1000)
	var b bytes.Buffer
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := save.WriteFileAtomic(goldenSave, func(w io.Writer) error { _, err := w.Write(b.Bytes()); return err }); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(goldenSave)
	if err != nil {
		t.Fatalf("%v (run go test -run GoldenSave -update to create it)", err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		gl, wl := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the game differs from %s at line %d:\n got: %.300s\nwant: %.300s", goldenSave, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the game differs from %s in length: %d lines, want %d", goldenSave, len(gl), len(wl))
	}
}

// The golden save replays and verifies every line, and ends where the
// game ended.
func TestGoldenReplay(t *testing.T) {
	s, l, err := save.LoadFile(goldenSave)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Game.State.Over || l.Torn {
		t.Fatalf("the golden game is not over (turn %d %s) or its file is torn", s.Game.State.Turn, s.Game.State.Phase)
	}
	if s.Game.State.Turn < 6 {
		t.Fatalf("the golden game ended in turn %d; it should last at least 6 turns", s.Game.State.Turn)
	}
}

// BenchmarkReplay replays and verifies the golden game headless: a whole
// game of at least 6 turns each (DESIGN.md budget: ≤ 100 ms).
func BenchmarkReplay(b *testing.B) {
	data, err := os.ReadFile(goldenSave)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, err := save.Load(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}

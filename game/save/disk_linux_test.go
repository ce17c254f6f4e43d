package save_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"warbench/game/save"
	"warbench/scenarios"
)

// within runs f and fails the test if it has not returned after d: a
// loader that opens a named pipe waits forever.
func within(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("still waiting after %v", d)
	}
}

// mkfifo makes a named pipe.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
}

// A named pipe or a device given as a save is refused at once; the list
// of games leaves it out; a save is never written over one.
func TestOnlyRegularFiles(t *testing.T) {
	st := tempStore(t)
	os.MkdirAll(st.Games, 0o755)
	fifo := filepath.Join(st.Games, "game-0007.jsonl")
	mkfifo(t, fifo)
	within(t, 5*time.Second, func() {
		if _, _, err := save.LoadFile(fifo); err == nil || !strings.Contains(err.Error(), "not a regular file: it is a named pipe") {
			t.Errorf("a named pipe: %v", err)
		}
		if _, _, err := st.Open(fifo, save.Resume, save.NoJournal); err == nil {
			t.Error("a named pipe resumed")
		}
		if _, _, err := save.LoadFile("/dev/zero"); err == nil || !strings.Contains(err.Error(), "it is a device") {
			t.Errorf("a device: %v", err)
		}
		if l, _ := st.List(); len(l) != 0 {
			t.Errorf("the list shows %v", l)
		}
		s, _ := st.NewGame(newHeader(t), save.NoJournal)
		if err := st.Write(s, fifo); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("a save over a named pipe: %v", err)
		}
		// The next game's number skips past the pipe's name? It is not a
		// game: the folder's first game is game-0001.
		s2, _ := st.NewGame(newHeader(t), save.JournalInFolder)
		if filepath.Base(s2.Journal().Path()) != "game-0001.jsonl" {
			t.Errorf("journal %s", s2.Journal().Path())
		}
		st.Close(s2)
	})
}

// Every file the program writes honours the umask: made 0666 and 0777
// less the umask, not 0600 or 0644 whatever it is.
func TestFilesHonourTheUmask(t *testing.T) {
	old := syscall.Umask(0o027)
	defer syscall.Umask(old)
	st := tempStore(t)
	s, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	endPhase(t, s)
	saved, err := st.SaveAs(s, "umask", false)
	if err != nil {
		t.Fatal(err)
	}
	written := filepath.Join(st.Saves, "written.jsonl")
	st.Write(s, written)
	journal := s.Journal().Path()
	st.Close(s)
	for path, want := range map[string]fs.FileMode{
		saved: 0o640, written: 0o640, journal: 0o640, st.Games: 0o750 | fs.ModeDir, st.Saves: 0o750 | fs.ModeDir,
	} {
		if fi, err := os.Stat(path); err != nil || fi.Mode() != want {
			t.Errorf("%s: mode %v, want %v (%v)", filepath.Base(path), fi.Mode(), want, err)
		}
	}
}

// copyBuiltin writes the built-in scenario's files into dir.
func copyBuiltin(t *testing.T, dir string) {
	t.Helper()
	os.MkdirAll(dir, 0o755)
	ents, _ := fs.ReadDir(scenarios.FS, ".")
	for _, e := range ents {
		b, _ := fs.ReadFile(scenarios.FS, e.Name())
		if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A scenario reads only regular files inside its folder: an army that is
// a symbolic link out of the folder, a named pipe or a device is refused
// with the file and field that name it, at once; the scenario file itself
// may be a link the player made.
func TestScenarioFilesStayInTheirFolder(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "battle")
	copyBuiltin(t, dir)
	scen := filepath.Join(dir, scenarios.Default)
	if _, src, err := save.OpenScenarioFile(scen); err != nil || len(src.Files) != 4 {
		t.Fatalf("the scenario from the disk: %v", err)
	}
	link := filepath.Join(root, "mine.yaml")
	os.Symlink(scen, link)
	if _, _, err := save.OpenScenarioFile(link); err != nil {
		t.Fatalf("a link to a scenario, named by the player: %v", err)
	}

	army := filepath.Join(dir, "hollow-tide.army.yaml")
	outside := filepath.Join(root, "outside.army.yaml")
	b, _ := os.ReadFile(army)
	os.WriteFile(outside, b, 0o644)
	os.Remove(army)
	os.Symlink(outside, army)
	_, _, err := save.OpenScenarioFile(scen)
	if err == nil || !strings.Contains(err.Error(), "harrow-ford.scenario.yaml:") || !strings.Contains(err.Error(), "armies[1].army") || !strings.Contains(err.Error(), "escapes") {
		t.Fatalf("an army linked from outside the folder: %v", err)
	}

	os.Remove(army)
	mkfifo(t, army)
	within(t, 5*time.Second, func() {
		if _, _, err := save.OpenScenarioFile(scen); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("an army that is a named pipe: %v", err)
		}
	})
	os.Remove(army)
	os.Symlink("/dev/zero", army)
	if _, _, err := save.OpenScenarioFile(scen); err == nil {
		t.Error("an army linked to a device")
	}
	within(t, 5*time.Second, func() {
		fifo := filepath.Join(root, "fifo.yaml")
		mkfifo(t, fifo)
		if _, _, err := save.OpenScenarioFile(fifo); err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Errorf("a scenario that is a named pipe: %v", err)
		}
	})
}

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/save"
	"warbench/input"
	"warbench/render"
)

// closeJournal closes a session's journal at the end of a test.
func closeJournal(t *testing.T, s *save.Session) {
	t.Cleanup(func() { (&save.Store{}).Close(s) })
}

// tempStore is a Store on new folders of games and saves.
func tempStore(t *testing.T) *save.Store {
	dir := t.TempDir()
	return &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"),
		Now: func() time.Time { return time.Date(2026, 3, 5, 14, 32, 0, 0, time.UTC) }}
}

// Every game the window opens is autosaved in the folder of games, one
// journal each; the next start offers the unfinished one, -resume goes on
// with it, and nothing is overwritten.
func TestAutosaveFolder(t *testing.T) {
	st := tempStore(t)
	folder := st.Games
	s, notes := openGame(st, gameOptions{})
	closeJournal(t, s)
	if len(notes) != 0 || s.Journal() == nil || filepath.Base(s.Journal().Path()) != "game-0001.jsonl" {
		t.Fatalf("first game: notes %q, journal %v", notes, s.Journal())
	}
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	want := s.Hash()

	// A new start: the unfinished game is offered, a new one begins.
	s2, notes := openGame(st, gameOptions{})
	closeJournal(t, s2)
	if len(notes) != 1 || !strings.Contains(notes[0], "is not finished") || !strings.Contains(notes[0], "game-0001.jsonl") {
		t.Fatalf("second start: notes %q", notes)
	}
	if filepath.Base(s2.Journal().Path()) != "game-0002.jsonl" {
		t.Fatalf("second game journals to %s", s2.Journal().Path())
	}

	// -resume -journal goes on with the first exactly where it stood.
	s3, notes := openGame(st, gameOptions{resume: true, journal: filepath.Join(folder, "game-0001.jsonl")})
	closeJournal(t, s3)
	if len(notes) != 0 || s3.Hash() != want {
		t.Fatalf("resume: notes %q, hash %s want %s", notes, s3.Hash(), want)
	}
	if _, err := s3.Do(engine.EndPhase{By: s3.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	l, _, err := save.LoadFile(s3.Journal().Path())
	if err != nil || l.Hash() != s3.Hash() {
		t.Fatalf("the resumed journal: %v", err)
	}

	// -load continues a save in a new journal holding its history.
	s4, notes := openGame(st, gameOptions{load: s3.Journal().Path()})
	closeJournal(t, s4)
	if len(notes) != 0 || s4.Hash() != s3.Hash() || filepath.Base(s4.Journal().Path()) != "game-0003.jsonl" {
		t.Fatalf("load: notes %q", notes)
	}
	l4, _, err := save.LoadFile(s4.Journal().Path())
	if err != nil || l4.Len() != s3.Len() {
		t.Fatalf("the loaded game's journal: %v", err)
	}
}

// A journal that cannot be resumed is reported and left as it was; the
// built-in battle opens in a new journal.
func TestResumeADamagedJournal(t *testing.T) {
	st := tempStore(t)
	os.MkdirAll(st.Games, 0o755)
	bad := filepath.Join(st.Games, "game-0001.jsonl")
	content := []byte("{\"format\":\"warbench-save\"}\nnot json\n")
	os.WriteFile(bad, content, 0o644)
	s, notes := openGame(st, gameOptions{resume: true, journal: bad})
	closeJournal(t, s)
	if s == nil || len(notes) != 1 || !strings.Contains(notes[0], "Could not resume") || !strings.Contains(notes[0], "game-0001.jsonl:1:") {
		t.Fatalf("notes %q", notes)
	}
	if s.Journal() != nil {
		t.Fatal("the new game journals into the file that failed, or elsewhere unasked")
	}
	if got, _ := os.ReadFile(bad); string(got) != string(content) {
		t.Fatal("the damaged journal was changed")
	}
	// With nothing to resume in the folder, a new game starts.
	s2, notes := openGame(tempStore(t), gameOptions{resume: true})
	closeJournal(t, s2)
	if s2 == nil || len(notes) != 1 || !strings.Contains(notes[0], "no unfinished game") {
		t.Fatalf("notes %q", notes)
	}
}

// A save that cannot be opened leaves the built-in battle open and names
// the file and line.
func TestLoadADamagedSave(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	os.WriteFile(bad, []byte("{}\n"), 0o644)
	s, notes := openGame(tempStore(t), gameOptions{load: bad, journal: "off"})
	if s == nil || s.Head() != 1 || len(notes) != 1 || !strings.Contains(notes[0], "bad.jsonl:1:") {
		t.Fatalf("notes %q", notes)
	}
}

// The window journals the game it opens, and -resume opens that journal
// where it stood; the subcommands run from the same binary.
func TestWindowJournalsAndResumes(t *testing.T) {
	bin := build(t)
	dir := t.TempDir()
	j := filepath.Join(dir, "j.jsonl")
	shot := filepath.Join(dir, "s.png")
	if out, err := exec.Command(bin, "-journal", j, "-screenshot", shot, "-frames", "2").CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if out, err := exec.Command(bin, "sim", "-resume", j, "cli/testdata/opening.orders.jsonl").CombinedOutput(); err != nil {
		t.Fatalf("sim -resume: %v\n%s", err, out)
	}
	s, _, err := save.LoadFile(j)
	if err != nil || s.Len() != 6 {
		t.Fatalf("the journal: %v", err)
	}
	out, err := exec.Command(bin, "-resume", "-journal", j, "-screenshot", shot, "-frames", "2").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "resumed "+j) {
		t.Fatalf("%v\n%s", err, out)
	}
}

// Ctrl+Z and Ctrl+Y in the window undo and redo through the session: the
// State goes back and forth, the log is cut and grows again, the journal
// follows.
func TestWindowUndoRedo(t *testing.T) {
	dir := t.TempDir()
	s, _ := openGame(tempStore(t), gameOptions{journal: filepath.Join(dir, "j.jsonl")})
	closeJournal(t, s)
	app, err := render.New(s.Game, render.Options{Title: "t", NoHandoff: true})
	if err != nil {
		t.Fatal(err)
	}
	useHistory(app, s, false)
	ctrlKey(app, input.KeyZ) // nothing before the start
	if s.Head() != 1 {
		t.Fatal("the start was undone")
	}
	before := s.Hash()
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	after := s.Hash()
	app.Controller().Selected = 12
	ctrlKey(app, input.KeyZ)
	if s.Hash() != before || len(s.Game.Log) != 1 || app.Controller().Selected != 12 {
		t.Fatalf("undo: log %d, selected %d", len(s.Game.Log), app.Controller().Selected)
	}
	if !app.Controller().TimelineVisible() {
		t.Fatal("no history bar with an entry to redo")
	}
	ctrlKey(app, input.KeyY)
	if s.Hash() != after || len(s.Game.Log) != 2 {
		t.Fatal("redo does not come back")
	}
	l, _, err := save.LoadFile(s.Journal().Path())
	if err != nil || l.Hash() != after {
		t.Fatalf("the journal after undo and redo: %v", err)
	}
}

// ctrlKey steps the window one frame with Ctrl and the key pressed.
func ctrlKey(app *render.App, k input.Key) {
	f := input.Frame{ScreenW: 1280, ScreenH: 800}
	f.KeysDown[input.KeyControl] = true
	f.KeysDown[k], f.KeysPressed[k] = true, true
	app.Step(f)
}

// -replay opens a save at its start and plays it forward by itself, one
// entry at a time, to its head; stepping by hand pauses it.
func TestReplayViewer(t *testing.T) {
	s, note := openReplay(&save.Store{}, "game/save/testdata/golden-game.jsonl")
	if s == nil {
		t.Fatal(note)
	}
	if s.Head() != 1 || s.Journal() != nil {
		t.Fatalf("the viewer opens at entry %d, journal %v", s.Head(), s.Journal())
	}
	app, err := render.New(s.Game, render.Options{Title: "t", NoHandoff: true, DiceSpeed: input.SpeedOff})
	if err != nil {
		t.Fatal(err)
	}
	useHistory(app, s, true)
	idle := input.Frame{ScreenW: 1280, ScreenH: 800}
	for s.Head() < 6 {
		app.Step(idle)
	}
	ctrlKey(app, input.KeyZ)
	c := app.Controller()
	if c.Timeline.Playing || s.Head() != 5 {
		t.Fatal("stepping back does not pause")
	}
	ctrlKey(app, input.KeySpace)
	for c.Timeline.Playing {
		app.Step(idle)
	}
	if s.Head() != s.Len() || !s.Game.State.Over {
		t.Fatalf("the viewer stopped at %d of %d", s.Head(), s.Len())
	}
	if _, note := openReplay(&save.Store{}, filepath.Join(t.TempDir(), "none.jsonl")); !strings.Contains(note, "Could not replay") {
		t.Fatalf("a missing file: %q", note)
	}
}

// Issue 5 item 3: after an undo, Ctrl+D asks for fresh dice (a what-if):
// the reseed is an entry of its own, a new line, and the old line stays in
// the tree.
func TestWindowFreshDice(t *testing.T) {
	s, _ := openGame(tempStore(t), gameOptions{journal: "off"})
	app, err := render.New(s.Game, render.Options{Title: "t", NoHandoff: true})
	if err != nil {
		t.Fatal(err)
	}
	useHistory(app, s, false)
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	ctrlKey(app, input.KeyZ)
	ctrlKey(app, input.KeyD)
	if s.Len() != 3 || len(s.Leaves()) != 2 || len(s.Game.Log) != 2 || s.Game.Log[1].Order.Kind() != "reseed" {
		t.Fatalf("after Ctrl+Z, Ctrl+D: %d entries, %d lines, log %d", s.Len(), len(s.Leaves()), len(s.Game.Log))
	}
}

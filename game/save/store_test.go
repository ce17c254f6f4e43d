package save_test

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/save"
)

// endPhase gives an End phase through the session.
func endPhase(t testing.TB, s *save.Session) {
	t.Helper()
	if _, err := s.Do(engine.EndPhase{By: s.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
}

// mustLoad loads a file from the disk.
func mustLoad(t testing.TB, path string) *save.Session {
	t.Helper()
	s, _, err := save.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// tempStore is a Store on the disk with new folders of games and saves.
func tempStore(t testing.TB) *save.Store {
	dir := t.TempDir()
	return &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"),
		Now: func() time.Time { return time.Date(2026, 3, 5, 14, 32, 0, 0, time.UTC) }}
}

// One journal policy: a new game gets the next journal of the folder;
// closing a game no one played removes its journal there, and nowhere
// else; Resume appends to the file; Fork copies the whole history into a
// new journal and never writes the file it opened.
func TestJournalPolicy(t *testing.T) {
	st := tempStore(t)
	s1, err := st.NewGame(newHeader(t), save.JournalInFolder)
	if err != nil || s1.Err() != nil || s1.Head() != 1 {
		t.Fatalf("new game: %v, %v, head %d", err, s1.Err(), s1.Head())
	}
	first := s1.Journal().Path()
	if filepath.Base(first) != "game-0001.jsonl" {
		t.Fatalf("the first game journals to %s", first)
	}
	endPhase(t, s1)
	if err := st.Close(s1); err != nil {
		t.Fatal(err)
	}
	if s1.Journal() != nil {
		t.Fatal("the session keeps its closed journal")
	}

	// A game closed before its first order leaves nothing in the folder...
	s2, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	if p := s2.Journal().Path(); filepath.Base(p) != "game-0002.jsonl" {
		t.Fatalf("the second game journals to %s", p)
	}
	st.Close(s2)
	if _, err := os.Stat(filepath.Join(st.Games, "game-0002.jsonl")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("the unplayed game's journal is still there: %v", err)
	}
	// ...but a journal the player named is theirs: it stays.
	named := filepath.Join(t.TempDir(), "mine.jsonl")
	s3, _ := st.NewGame(newHeader(t), save.JournalTo(named))
	st.Close(s3)
	if _, err := os.Stat(named); err != nil {
		t.Fatalf("a named journal was removed: %v", err)
	}

	// Resume goes on in the file itself.
	r, _, err := st.Open(first, save.Resume, save.NoJournal)
	if err != nil || r.Journal() == nil || r.Journal().Path() != first {
		t.Fatalf("resume: %v", err)
	}
	endPhase(t, r)
	st.Close(r)
	if got := mustLoad(t, first); got.Len() != 3 || got.Hash() != r.Hash() {
		t.Fatalf("the resumed journal holds %d entries", got.Len())
	}

	// Fork copies the history into a new journal; the file is untouched.
	before, _ := os.ReadFile(first)
	f, _, err := st.Open(first, save.Fork, save.JournalInFolder)
	if err != nil || f.Err() != nil || filepath.Base(f.Journal().Path()) != "game-0002.jsonl" {
		t.Fatalf("fork: %v %v", err, f.Err())
	}
	endPhase(t, f)
	st.Close(f)
	if after, _ := os.ReadFile(first); !bytes.Equal(before, after) {
		t.Fatal("forking wrote to the file it opened")
	}
	if got := mustLoad(t, filepath.Join(st.Games, "game-0002.jsonl")); got.Len() != 4 || got.Hash() != f.Hash() {
		t.Fatalf("the forked journal holds %d entries", got.Len())
	}

	// View writes nothing.
	v, _, err := st.Open(first, save.View, save.JournalInFolder)
	if err != nil || v.Journal() != nil {
		t.Fatalf("view: %v, journal %v", err, v.Journal())
	}
}

// Regression (review, issue 10): `sim -save s1 orders; sim -load s1
// -journal j2 more` wrote a journal of the new entries alone, which
// replay refused ("entry 7 where entry 1 comes next"). The new journal
// holds the loaded history, and replays.
func TestLoadIntoANewJournalReplays(t *testing.T) {
	st := tempStore(t)
	dir := t.TempDir()
	s, _ := st.NewGame(newHeader(t), save.NoJournal)
	for range 5 {
		endPhase(t, s)
	}
	s1 := filepath.Join(dir, "s1.jsonl")
	if err := st.Write(s, s1); err != nil {
		t.Fatal(err)
	}
	j2 := filepath.Join(dir, "j2.jsonl")
	l, _, err := st.Open(s1, save.Fork, save.JournalTo(j2))
	if err != nil || l.Err() != nil {
		t.Fatal(err, l.Err())
	}
	endPhase(t, l)
	st.Close(l)
	got := mustLoad(t, j2)
	if got.Len() != 7 || got.Hash() != l.Hash() {
		t.Fatalf("j2 holds %d entries, want 7", got.Len())
	}
}

// A journal that would overwrite a file is not made: the game goes on
// without one and says why; the file is untouched.
func TestJournalNeverOverwrites(t *testing.T) {
	st := tempStore(t)
	old := filepath.Join(t.TempDir(), "old.jsonl")
	os.WriteFile(old, []byte("an old game\n"), 0o644)
	s, err := st.NewGame(newHeader(t), save.JournalTo(old))
	if err != nil || s.Journal() != nil || s.Err() == nil || !strings.Contains(s.Err().Error(), "exists") {
		t.Fatalf("err %v, journal %v, session err %v", err, s.Journal(), s.Err())
	}
	if b, _ := os.ReadFile(old); string(b) != "an old game\n" {
		t.Fatal("the old file changed")
	}
	endPhase(t, s) // the game goes on
}

// Every entry and head move is on the disk (synced) before the order
// that made it returns (review of the tests: a journal line no longer
// synced would pass every other test).
func TestJournalSyncsEachLine(t *testing.T) {
	d := newMemDisk()
	st := &save.Store{Disk: d}
	s, err := st.NewGame(newHeader(t), save.JournalTo("g/j.jsonl"))
	if err != nil || s.Err() != nil {
		t.Fatal(err, s.Err())
	}
	for i := range 6 {
		endPhase(t, s)
		if i == 3 {
			s.Undo()
		}
		lines := d.lines("g/j.jsonl")
		r, _ := s.Record(s.Head())
		last := lines[len(lines)-1]
		if !strings.Contains(last, r.Hash.String()) && !strings.Contains(last, `"head"`) {
			t.Fatalf("after order %d the synced journal ends with %.80s, not entry %d", i, last, r.ID)
		}
	}
	st.Close(s)
	if got, _, err := st.Open("g/j.jsonl", save.View, save.NoJournal); err != nil || got.Hash() != s.Hash() {
		t.Fatalf("the journal in memory: %v", err)
	}
}

// A journal that cannot be written stops, and says why (Err); the game
// goes on, and can still be saved whole.
func TestJournalFailureStopsTheAutosave(t *testing.T) {
	d := newMemDisk()
	d.failAfter = 3
	st := &save.Store{Disk: d, Saves: "saves"}
	s, _ := st.NewGame(newHeader(t), save.JournalTo("g/j.jsonl"))
	for range 4 {
		endPhase(t, s)
	}
	if s.Err() == nil || !strings.Contains(s.Err().Error(), "no space left") || s.Journal() != nil {
		t.Fatalf("err %v, journal %v", s.Err(), s.Journal())
	}
	path, err := st.SaveAs(s, "by hand", false)
	if err != nil {
		t.Fatal(err)
	}
	if got, _, err := st.Open(path, save.View, save.NoJournal); err != nil || got.Hash() != s.Hash() {
		t.Fatalf("the save by hand: %v", err)
	}
}

// A journal about to pass MaxLines (head lines, from much undoing) is
// rewritten whole, one line per entry, and goes on.
func TestLongJournalIsRewritten(t *testing.T) {
	defer save.SetMaxJournalLines(40)()
	st := tempStore(t)
	s, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	for range 4 {
		endPhase(t, s)
	}
	for range 30 {
		s.Undo()
		s.Redo()
	}
	endPhase(t, s)
	if s.Err() != nil {
		t.Fatal(s.Err())
	}
	path := s.Journal().Path()
	st.Close(s)
	data, _ := os.ReadFile(path)
	if n := bytes.Count(data, []byte("\n")); n > 40 {
		t.Fatalf("the journal has %d lines", n)
	}
	if got := mustLoad(t, path); got.Hash() != s.Hash() || got.Len() != s.Len() {
		t.Fatal("the rewritten journal is another game")
	}
}

// A game that reaches MaxEntries stops recording rather than write a
// journal or a save that would not load.
func TestMaxEntries(t *testing.T) {
	d := newMemDisk()
	st := &save.Store{Disk: d}
	s, _ := st.NewGame(newHeader(t), save.JournalTo("j.jsonl"))
	for i := 1; s.Err() == nil; i++ {
		s.FreshDice(uint64(i))
		if i > save.MaxEntries {
			break
		}
	}
	if s.Len() != save.MaxEntries || s.Err() == nil || !strings.Contains(s.Err().Error(), "the most a save holds") {
		t.Fatalf("%d entries, err %v", s.Len(), s.Err())
	}
	var b bytes.Buffer
	if err := s.Save(&b); err != nil {
		t.Fatal(err)
	}
	if _, _, err := save.Load(&b); err != nil {
		t.Fatalf("the full game does not load: %v", err)
	}
	if _, _, err := st.Open("j.jsonl", save.View, save.NoJournal); err != nil {
		t.Fatalf("its journal does not load: %v", err)
	}
}

// Saves are named by the player; the name is made safe for every system;
// a name in use is replaced only when asked.
func TestSaveAs(t *testing.T) {
	st := tempStore(t)
	s, _ := st.NewGame(newHeader(t), save.NoJournal)
	name := st.DefaultName(s)
	if want := s.Header.Scenario.Name + " 2026-03-05 14.32"; name != want {
		t.Fatalf("default name %q, want %q", name, want)
	}
	path, err := st.SaveAs(s, name, false)
	if err != nil || path != filepath.Join(st.Saves, name+".jsonl") {
		t.Fatalf("%q, %v", path, err)
	}
	endPhase(t, s)
	if _, err := st.SaveAs(s, name, false); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("a second save under the same name: %v", err)
	}
	if got := mustLoad(t, path); got.Len() != 1 {
		t.Fatal("a refused save replaced the file")
	}
	if _, err := st.SaveAs(s, name, true); err != nil {
		t.Fatal(err)
	}
	if got := mustLoad(t, path); got.Len() != 2 {
		t.Fatal("replacing did not write the game")
	}
	if got := st.DefaultName(s); got != name+" (2)" {
		t.Fatalf("the next default name is %q", got)
	}
	for in, want := range map[string]string{
		`Ford: a/b\c?`:           "Ford- a-b-c-",
		"  . hidden .  ":         "hidden",
		"CON":                    "game",
		"lpt1.txt":               "game",
		"tab\there":              "tab-here",
		"":                       "game",
		strings.Repeat("é", 200): strings.Repeat("é", save.MaxNameLen),
	} {
		if got := save.SaveName(in); got != want {
			t.Errorf("SaveName(%q) = %q, want %q", in, got, want)
		}
	}
}

// The list holds the saves then the journals of the folder of games,
// each newest first; only regular files, only names the Store writes.
func TestList(t *testing.T) {
	st := tempStore(t)
	s, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	endPhase(t, s)
	st.Close(s)
	os.MkdirAll(st.Saves, 0o755)
	for i, name := range []string{"old.jsonl", "new.jsonl"} {
		p := filepath.Join(st.Saves, name)
		st.Write(s, p)
		at := time.Now().Add(time.Duration(i-2) * time.Hour)
		os.Chtimes(p, at, at)
	}
	os.WriteFile(filepath.Join(st.Saves, "notes.txt"), nil, 0o644)
	os.WriteFile(filepath.Join(st.Saves, ".new.jsonl.tmp-1-1"), nil, 0o644)
	os.Mkdir(filepath.Join(st.Saves, "folder.jsonl"), 0o755)
	os.WriteFile(filepath.Join(st.Games, "game-x.jsonl"), nil, 0o644)
	got, err := st.List()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range got {
		names = append(names, l.Name)
	}
	if strings.Join(names, ",") != "new,old,game-0001" || got[0].Section != save.Saved || got[2].Section != save.Autosaved {
		t.Fatalf("listed %q", names)
	}
	sum := st.Summary(got[2].Path)
	if sum.Problem != "" || sum.Scenario != s.Header.Scenario.Name || !strings.Contains(sum.Where, "1 order") {
		t.Fatalf("summary %+v", sum)
	}
	os.WriteFile(got[1].Path, []byte("{}\n"), 0o644)
	if sum := st.Summary(got[1].Path); !strings.HasPrefix(sum.Problem, "line 1: header: ") {
		t.Fatalf("a damaged file: %+v", sum)
	}
}

// The last unfinished game of the folder is found; a finished one or a
// damaged one is not offered.
func TestLastUnfinished(t *testing.T) {
	st := tempStore(t)
	if p, s := st.LastUnfinished(10); p != "" || s != nil {
		t.Fatal("an empty folder has an unfinished game")
	}
	s, _ := st.NewGame(newHeader(t), save.JournalInFolder)
	endPhase(t, s)
	st.Close(s)
	os.WriteFile(filepath.Join(st.Games, "game-0002.jsonl"), []byte("damaged\n"), 0o644)
	p, got := st.LastUnfinished(10)
	if filepath.Base(p) != "game-0001.jsonl" || got.Hash() != s.Hash() {
		t.Fatalf("last unfinished %q", p)
	}
	if p, _ := st.LastUnfinished(1); p != "" {
		t.Fatalf("looking at the last game only found %q", p)
	}
}

package gamefiles

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"warbench/game/save/savetest"

	_ "warbench/game/rules/all" // the rule systems the program links
	"warbench/game/save"
	"warbench/input"
)

// The window's files follow the Store's one policy: an autosaved game
// opened from the list goes on in its journal, a save in a new journal
// of the folder; the game being played is not opened again; the game it
// replaces is closed; names are made safe and a name in use is refused
// until the player says to replace it.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	st := &save.Store{Games: filepath.Join(dir, "games"), Saves: filepath.Join(dir, "saves"),
		Now: func() time.Time { return time.Date(2026, 3, 5, 14, 32, 0, 0, time.UTC) }}
	first := savetest.NewGame(t, st, 1)
	second := savetest.NewGame(t, st, 2)
	var opened []*save.Session
	f := &Files{Store: st, Session: second, Autosave: true, Opened: func(s *save.Session) { opened = append(opened, s) }}

	if _, err := f.Open(f.Playing()); err == nil || !strings.Contains(err.Error(), "the game you are playing") {
		t.Fatalf("opening the game being played: %v", err)
	}
	o, err := f.Open(first.Journal().Path())
	if err != nil {
		t.Fatal(err)
	}
	if f.Session != opened[0] || f.Playing() != first.Journal().Path() || o.History != input.History(f.Session) || !strings.Contains(o.Detail, "autosaving to game-0001.jsonl") {
		t.Fatalf("the autosaved game is not resumed in its journal: %+v", o)
	}
	if second.Journal() != nil {
		t.Fatal("the game replaced was not closed")
	}

	name := f.DefaultName()
	if saved, err := f.SaveAs("a/b: "+name, false); err != nil || saved != "a-b- "+name {
		t.Fatalf("saved as %q: %v", saved, err)
	}
	if _, err := f.SaveAs("a/b: "+name, false); !errors.Is(err, fs.ErrExist) {
		t.Fatalf("a name in use: %v", err)
	}
	if _, err := f.SaveAs("a/b: "+name, true); err != nil {
		t.Fatal(err)
	}
	ls, err := f.List()
	if err != nil || len(ls) != 3 || ls[0].Section != input.SavedGames || ls[2].Section != input.Autosaved {
		t.Fatalf("list %+v, %v", ls, err)
	}
	if sum := f.Summary(ls[0].Path); sum.Problem != "" || !strings.Contains(sum.Where, "1 order") {
		t.Fatalf("summary %+v", sum)
	}
	if _, err := f.Open(ls[0].Path); err != nil {
		t.Fatal(err)
	}
	if p := f.Playing(); filepath.Base(p) != "game-0003.jsonl" {
		t.Fatalf("an opened save journals to %q", p)
	}
	st.Close(f.Session)
}

// The failure of the autosave is shown with the home folder as ~.
func TestErrWritesHomeAsTilde(t *testing.T) {
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		t.Skip("no home folder")
	}
	if got := tildeAll("save: journal " + filepath.Join(home, "games", "g.jsonl") + ": disk full"); got != "save: journal ~"+string(filepath.Separator)+filepath.Join("games", "g.jsonl")+": disk full" {
		t.Fatalf("%q", got)
	}
}

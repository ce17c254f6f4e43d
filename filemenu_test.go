package main

import (
	"path/filepath"
	"testing"
	"time"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
	"warbench/render"
)

// Ctrl+S saves next to the folder of games; Ctrl+O then Enter opens the
// save: main's session becomes the opened game (so the journal closed and
// the autosave reported at the end are its), with the history keys on it.
func TestWindowSavesAndOpens(t *testing.T) {
	st := tempStore(t)
	dir := filepath.Dir(st.Games)
	sess, _ := openGame(st, gameOptions{})
	first := sess
	app, err := render.New(sess.Game, render.Options{Title: "t", NoHandoff: true})
	if err != nil {
		t.Fatal(err)
	}
	useHistory(app, sess, false)
	files := useFiles(app, st, sess, true)
	t.Cleanup(func() { st.Close(first); st.Close(files.Session) })
	ctrl := func(k input.Key) {
		f := input.Frame{Cursor: geom.V(5, 5), ScreenW: 1280, ScreenH: 800}
		f.KeysDown[input.KeyControl], f.KeysDown[k], f.KeysPressed[k] = true, true, true
		app.Step(f)
	}
	if _, err := sess.Do(engine.EndPhase{By: sess.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	want := sess.Hash()
	ctrl(input.KeyS)
	enter := input.Frame{ScreenW: 1280, ScreenH: 800}
	enter.KeysDown[input.KeyEnter], enter.KeysPressed[input.KeyEnter] = true, true
	app.Step(enter) // the name suggested
	saves, _ := filepath.Glob(filepath.Join(dir, "saves", "*.jsonl"))
	if len(saves) != 1 {
		t.Fatalf("saves: %v", saves)
	}
	if _, err := sess.Do(engine.EndPhase{By: sess.Game.State.Active}); err != nil {
		t.Fatal(err)
	}
	ctrl(input.KeyO)
	m := app.FileMenu()
	for end := time.Now().Add(30 * time.Second); !m.AllRead() && time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		app.Step(input.Frame{ScreenW: 1280, ScreenH: 800})
	}
	if len(m.Entries) != 2 || m.Entries[m.Chosen].Path != saves[0] {
		t.Fatalf("the list: %+v", m.Entries)
	}
	app.Step(enter)
	sess = files.Session
	if sess == first || sess.Hash() != want || app.Controller().History != input.History(sess) {
		t.Fatalf("main's session is not the opened game (menu error %q)", m.Err)
	}
	if sess.Journal() == nil || filepath.Base(sess.Journal().Path()) != "game-0002.jsonl" {
		t.Fatal("the opened game is not autosaved in the folder of games")
	}
	ctrl(input.KeyZ)
	if sess.Head() != 1 {
		t.Fatal("Ctrl+Z does not undo in the opened game")
	}
}

package main

import (
	"fmt"
	"io"
	"path"
	"sort"
	"strings"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/save"
	"warbench/gamefiles"
	"warbench/render"
)

// In the browser (GOOS=js): games are kept in the page's localStorage,
// the last unfinished game goes on by itself when the page opens, and
// the game talks to the page (web/index.html) through window.warbench.
func init() {
	newStore = browserStore
	resumeLast = true
	offerStart = false // the page opens a battle (or the last game) at once; the Menu (F2) offers the rest
	libraryFiles = false
	wrapGame = func(app *render.App, files *gamefiles.Files, resumed bool) ebiten.Game {
		page := js.Global().Get("warbench")
		if page.Type() != js.TypeObject {
			page = js.Global().Get("Object").New()
			js.Global().Set("warbench", page)
		}
		page.Set("resumed", resumed)
		return &webGame{App: app, files: files, page: page}
	}
}

// The browser's folders: plain names in its storage.
const (
	webGames  = "games"
	webSaves  = "saves"
	webOpened = "opened" // files the player picked, opened from there
)

// browserStore is the Store of the page's localStorage (save.KVStorage
// over save.LocalStorage).
func browserStore() (*save.Store, error) {
	disk := &save.KVStorage{KV: save.LocalStorage{}, Now: time.Now}
	return &save.Store{Disk: disk, Games: webGames, Saves: webSaves, Now: time.Now}, nil
}

// webGame is the window as the page runs it. After each tick it does what
// the page asked (window.warbench.requests: "download" the game being
// played, "open" a file the player picked) and tells the page how far the
// game is: ready once the first frame is drawn, frames drawn, logLength
// (the entries of the game's log; read-only, for tests).
type webGame struct {
	*render.App
	files  *gamefiles.Files
	page   js.Value
	frames int
}

// Update runs the window's tick, then the page's requests.
func (g *webGame) Update() error {
	err := g.App.Update()
	if reqs := g.page.Get("requests"); reqs.Type() == js.TypeObject {
		for reqs.Length() > 0 {
			g.request(reqs.Call("shift"))
		}
	}
	g.tell()
	return err
}

// tell puts where the game stands in window.warbench, read-only, for
// the browser test: logLength, the piece selected and the pieces the
// game waits on with their centres on the screen (CSS pixels), the file
// the game is autosaved to, and what the start screen shows.
func (g *webGame) tell() {
	c := g.Controller()
	g.page.Set("logLength", len(g.files.Session.Game.Log))
	g.page.Set("scenario", g.files.Session.Game.State.Scenario)
	if n := g.FileNote(); n.Showing() {
		g.page.Set("note", n.Title+": "+n.Detail) // the last note shown, for tests
	}
	g.page.Set("selected", int(c.Selected))
	g.page.Set("playing", g.files.Playing())
	var pieces []any
	for _, id := range c.Decision().Pieces {
		if p := c.Game.State.Piece(id); p != nil {
			at := c.Camera.ToScreen(p.Rect().Center)
			pieces = append(pieces, map[string]any{"id": int(id), "name": p.Name, "x": at.X, "y": at.Y})
		}
	}
	g.page.Set("pieces", pieces)
	start := ""
	if s := g.StartScreen(); s != nil && s.Showing { // the screen's page, row and choice
		ch := s.Choice()
		start = fmt.Sprintf("page %d row %d system %s who %q %q", s.Page, s.Row, ch.System, ch.Computer[0], ch.Computer[1])
	}
	g.page.Set("start", start)
}

// Draw draws the window and counts the frame.
func (g *webGame) Draw(screen *ebiten.Image) {
	g.App.Draw(screen)
	g.frames++
	g.page.Set("frames", g.frames)
	if g.frames == 1 {
		g.tell()
		g.page.Set("ready", true)
		if f := g.page.Get("onready"); f.Type() == js.TypeFunction {
			f.Invoke()
		}
	}
}

// request does one thing the page asked.
func (g *webGame) request(r js.Value) {
	switch r.Get("kind").String() {
	case "download":
		g.download()
	case "open":
		g.open(r.Get("name").String(), r.Get("text").String())
	case "scenario":
		files := map[string][]byte{}
		list := r.Get("files")
		for i := range list.Length() {
			f := list.Index(i)
			files[path.Base(f.Get("name").String())] = []byte(f.Get("text").String())
		}
		g.newGame(files)
	}
}

// newGame starts a new game of a scenario whose files the player picked
// together (the scenario, its layout and its armies, all in one folder):
// loaded by the same code as a scenario on the disk, autosaved in the
// browser's storage.
func (g *webGame) newGame(files map[string][]byte) {
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	name := ""
	for _, n := range names {
		if strings.HasSuffix(n, ".scenario.yaml") || (name == "" && len(names) == 1) {
			name = n
		}
	}
	if name == "" {
		g.FileNote().Show("Pick the scenario with its files", "a NAME.scenario.yaml with its layout and armies, all at once", true)
		return
	}
	sc, src, err := save.OpenScenario(save.MemFS(files), name, false)
	if err != nil {
		g.FileNote().Show("Could not open “"+name+"”", save.ShortError(err), true)
		return
	}
	o, err := g.files.NewGame(save.NewHeader(sc, src, 0, nil, nil))
	if err != nil {
		g.FileNote().Show("Could not start “"+name+"”", err.Error(), true)
		return
	}
	g.UseOpened(o, sc.Name)
}

// download gives the player the game being played as a save file, as
// Ctrl+S writes it.
func (g *webGame) download() {
	s := g.files.Session
	var b strings.Builder
	if err := s.Save(&b); err != nil {
		g.FileNote().Show("Could not download the game", err.Error(), true)
		return
	}
	name := save.SaveName(g.files.DefaultName()) + ".jsonl"
	g.page.Call("download", name, b.String())
	g.FileNote().Show("Downloaded “"+name+"”", "to your browser's downloads · Open file… opens it again", false)
}

// open opens a save or journal the player picked: it is kept in the
// browser's storage ("opened/NAME") and opened from there as Ctrl+O
// opens a file, going on in a new autosaved game.
func (g *webGame) open(name, text string) {
	base := save.SaveName(strings.TrimSuffix(path.Base(name), path.Ext(name)))
	p := path.Join(webOpened, base+".jsonl")
	err := g.files.Store.Disk.WriteAtomic(p, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
	if err != nil {
		g.FileNote().Show("Could not open “"+name+"”", fmt.Sprint(err), true)
		return
	}
	g.OpenNamed(p, name)
}

package web

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// page is what window.warbench says of the game (web_js.go).
type page struct {
	Ready     bool    `json:"ready"`
	Frames    int     `json:"frames"`
	LogLength int     `json:"logLength"`
	Resumed   bool    `json:"resumed"`
	Selected  int     `json:"selected"`
	Playing   string  `json:"playing"`
	Scenario  string  `json:"scenario"`
	Note      string  `json:"note"`
	Pieces    []piece `json:"pieces"`
	Start     string  `json:"start"`
}

type piece struct {
	ID   int     `json:"id"`
	Name string  `json:"name"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
}

// A player with only a browser: the page loads and draws, a click
// selects one of the pieces the game waits on and an order is given
// with the keys, and after a reload (the tab closed and opened again)
// the game goes on from the browser's storage where it was.
func TestPlayInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly program and runs Chromium")
	}
	chrome := chromium(t)
	url := serve(t, webFolder(t))

	ctx, cancel := browser(t, chrome)
	defer cancel()
	shot := func(name string) {
		if png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			os.WriteFile(filepath.Join(t.TempDir(), name), png, 0o666)
			if d := os.Getenv("WARBENCH_WEB_SHOTS"); d != "" {
				os.WriteFile(filepath.Join(d, name), png, 0o666)
			}
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	first := waitFor(t, ctx, "the first frame", func(p page) bool { return p.Ready && p.Frames > 30 })
	if first.Resumed {
		t.Fatal("a fresh browser resumed a game")
	}
	shot("1-loaded.png")
	t.Logf("first frame: %d entries in the log, pieces to order: %+v", first.LogLength, first.Pieces)
	if len(first.Pieces) == 0 {
		t.Fatal("the game waits on no piece")
	}
	u := first.Pieces[0]
	click(t, ctx, u.X, u.Y)
	waitFor(t, ctx, "the click to select "+u.Name, func(p page) bool { return p.Selected == u.ID })
	shot("2-selected.png")
	keys(t, ctx, "13m")
	shot("3-composed.png")
	keys(t, ctx, "\r")
	played := waitFor(t, ctx, "the order in the log", func(p page) bool { return p.LogLength > first.LogLength })
	shot("4-ordered.png")
	t.Logf("after the order: %d entries", played.LogLength)

	// Ctrl+S names a save (the browser does not save the page), Enter
	// saves it in the browser's storage.
	ctrl(t, ctx, 's')
	time.Sleep(300 * time.Millisecond)
	shot("4b-naming.png")
	keys(t, ctx, "\r")
	time.Sleep(300 * time.Millisecond)
	saves, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](
		`Object.keys(localStorage).filter(k => k.startsWith("warbench/v1/file/saves/"))`))
	if err != nil || len(saves) != 1 {
		shot("4c-saved.png")
		t.Fatalf("saves in localStorage after Ctrl+S, Enter: %v (%v)", saves, err)
	}

	// The tab closes and opens again: the game goes on where it was,
	// from the browser's storage.
	keysInStorage, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Object.keys(localStorage).sort()`))
	if err != nil || len(keysInStorage) == 0 {
		t.Fatalf("localStorage holds %v (%v)", keysInStorage, err)
	}
	t.Logf("localStorage: %v", keysInStorage)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	back := waitFor(t, ctx, "the first frame after the reload", func(p page) bool { return p.Ready && p.Frames > 30 })
	shot("5-resumed.png")
	if !back.Resumed || back.LogLength != played.LogLength {
		t.Fatalf("after the reload: resumed %v with %d entries; want the game of %d entries resumed", back.Resumed, back.LogLength, played.LogLength)
	}

	// The game downloaded as a save file, and opened again with the
	// browser's file picker.
	downloads := t.TempDir()
	allow := chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := cdp.Call(ctx, chromedp.FromContext(ctx).Browser, cdpbrowser.SetDownloadBehavior,
			cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: downloads})
		return err
	})
	if err := chromedp.Do(ctx, allow, chromedp.Click("#download")); err != nil {
		t.Fatal(err)
	}
	saved := waitFile(t, downloads)
	data, _ := os.ReadFile(saved)
	if n := strings.Count(string(data), "\n"); n < 2 {
		t.Fatalf("the download %s has %d lines", filepath.Base(saved), n)
	}
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles("#picker", []string{saved})); err != nil {
		t.Fatal(err)
	}
	opened := waitFor(t, ctx, "the picked file to open", func(p page) bool {
		return p.LogLength == played.LogLength && p.Playing != "" && p.Playing != "games/game-0001.jsonl"
	})
	shot("6-opened.png")

	// A scenario picked with its layout and armies (the toy game's
	// example, four YAML files) starts a new game, autosaved.
	var toyFiles []string
	for _, n := range []string{"skirmish.scenario.yaml", "stones.layout.yaml", "larks.army.yaml", "crows.army.yaml"} {
		abs, err := filepath.Abs(filepath.Join("..", "game", "rules", "toy", "example", n))
		if err != nil {
			t.Fatal(err)
		}
		toyFiles = append(toyFiles, abs) // the browser reads paths from its own folder
	}
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles("#picker", toyFiles)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the picked scenario to start", func(p page) bool {
		return p.Scenario == "Skirmish at the Stones" && p.LogLength == 1 && p.Playing != "" && p.Playing != opened.Playing
	})
	shot("7-scenario.png")
}

// built is the browser version, written once for all the tests by
// scripts/web.sh into a folder TestMain removes.
var built struct {
	once sync.Once
	dir  string
	err  error
}

// webFolder is the folder of the browser version, built the first time.
func webFolder(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		if built.dir, built.err = os.MkdirTemp("", "warbench-web-"); built.err != nil {
			return
		}
		if out, err := exec.Command("bash", "../scripts/web.sh", built.dir).CombinedOutput(); err != nil {
			built.err = fmt.Errorf("web.sh: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// waitFile waits for a finished download in dir.
func waitFile(t *testing.T, dir string) string {
	t.Helper()
	for range 200 {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), ".jsonl") {
				return filepath.Join(dir, e.Name())
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("nothing was downloaded")
	return ""
}

// click moves the mouse to x, y and clicks there, slowly enough for the
// game's ticks (60 a second) to see each step.
func click(t *testing.T, ctx context.Context, x, y float64) {
	t.Helper()
	err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MouseMoved, x, y),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
}

// ctrl presses Ctrl and a key, as a player does: Ctrl first.
func ctrl(t *testing.T, ctx context.Context, r rune) {
	t.Helper()
	control := input.DispatchKeyEventParams{Key: "Control", Code: "ControlLeft", WindowsVirtualKeyCode: 17,
		NativeVirtualKeyCode: 17, Modifiers: int64(chromedp.ModifierCtrl)}
	send := func(p input.DispatchKeyEventParams) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, p)
			return err
		})
	}
	steps := []chromedp.Action[chromedp.Void]{}
	control.Type = input.DispatchKeyEventTypeRawKeyDown
	steps = append(steps, send(control), chromedp.Sleep(60*time.Millisecond))
	for _, k := range kb.Encode(r) {
		if k.Type == kb.KeyChar {
			continue // Ctrl+S types nothing
		}
		k.Modifiers = int64(chromedp.ModifierCtrl)
		steps = append(steps, send(*k), chromedp.Sleep(60*time.Millisecond))
	}
	control.Type = input.DispatchKeyEventTypeKeyUp
	control.Modifiers = 0
	steps = append(steps, send(control), chromedp.Sleep(60*time.Millisecond))
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

// keys types each key, held for a few ticks.
func keys(t *testing.T, ctx context.Context, s string) {
	t.Helper()
	for _, r := range s {
		for _, k := range kb.Encode(r) {
			err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *k)
				return err
			}), chromedp.Sleep(60*time.Millisecond))
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}

// chromium finds Debian's chromium (make test installs it: scripts/deps.sh).
func chromium(t *testing.T) string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	const why = "no chromium: make test installs Debian's chromium package (scripts/deps.sh); install it to run the browser test"
	if os.Getenv("WARBENCH_BROWSER") == "required" { // make test: CI must not pass by skipping it
		t.Fatal(why)
	}
	t.Skip(why)
	return ""
}

// serve serves dir on 127.0.0.1 at a free port until the test ends.
func serve(t *testing.T, dir string) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// browser starts headless Chromium with software WebGL, its profile (and
// so its localStorage) in a temporary folder kept for the whole test.
func browser(t *testing.T, chrome string) (context.Context, context.CancelFunc) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:0:0],
		chromedp.ExecPath(chrome),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("headless", "new"),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("no-sandbox", true), // root in CI
		chromedp.WindowSize(1280, 800),
		chromedp.UserDataDir(t.TempDir()),
	)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	ctx, tcancel := context.WithTimeout(ctx, 3*time.Minute)
	return ctx, func() { tcancel(); cancel(); acancel() }
}

// waitFor polls window.warbench until ok, for at most a minute.
func waitFor(t *testing.T, ctx context.Context, what string, ok func(page) bool) page {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	var p page
	for time.Now().Before(deadline) {
		if p = look(t, ctx); ok(p) {
			return p
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("waiting for %s: the page says %+v", what, p)
	return p
}

// look reads what window.warbench says of the game (a zero page while it
// cannot be read).
func look(t *testing.T, ctx context.Context) page {
	p, _ := chromedp.Run(ctx, chromedp.Evaluate[page](`(() => { const w = window.warbench || {};
		return {ready: !!w.ready, frames: w.frames|0, logLength: w.logLength|0, resumed: !!w.resumed,
			selected: w.selected|0, playing: w.playing || "", scenario: w.scenario || "", note: w.note || "",
			pieces: w.pieces || [], start: w.start || ""}; })()`))
	return p
}

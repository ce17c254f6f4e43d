package web

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// A player with only a browser starts a game of another rule system
// from the Menu (F2) and watches the computer play it against itself:
// the computer's orders come (the log grows) while the page keeps
// drawing (its frames go on), for the computer thinks between frames.
func TestComputerInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the WebAssembly program and runs Chromium")
	}
	chrome := chromium(t)
	ctx, cancel := browser(t, chrome)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(serve(t, webFolder(t)))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the first frame", func(p page) bool { return p.Ready && p.Frames > 30 })
	until(t, ctx, "the Menu", "F2", 113, "page 0 ")
	until(t, ctx, "New game's form", "Enter", 13, "page 1 ")
	until(t, ctx, "the rules row", "ArrowUp", 38, "row 0 ")
	until(t, ctx, "Warhammer 8th", "ArrowRight", 39, "system whfb8 ")
	until(t, ctx, "the scenario row", "ArrowDown", 40, "row 1 ")
	for range 3 { // Cairn Ridge with the armies placed (the first: the players deploy)
		special(t, ctx, "ArrowRight", 39)
	}
	until(t, ctx, "the Who plays row", "ArrowDown", 40, "row 7 ")
	until(t, ctx, "the computer against itself", "ArrowRight", 39, `who "normal" "normal"`)
	special(t, ctx, "Enter", 13)
	start := waitFor(t, ctx, "the Warhammer game to start", func(p page) bool { return p.Scenario == "Battle at Cairn Ridge" })
	played := waitFor(t, ctx, "the computer's orders", func(p page) bool { return p.LogLength >= start.LogLength+6 })
	if played.Frames-start.Frames < 60 {
		t.Fatalf("the page drew %d frames while the computer gave %d orders: it stopped drawing", played.Frames-start.Frames, played.LogLength-start.LogLength)
	}
	t.Logf("the computer gave %d orders in %d frames", played.LogLength-start.LogLength, played.Frames-start.Frames)
}

// until presses a key until the start screen says want (at most 12
// times): the page may miss a press while it is busy.
func until(t *testing.T, ctx context.Context, what, key string, code int64, want string) {
	t.Helper()
	for range 12 {
		special(t, ctx, key, code)
		if p := look(t, ctx); strings.Contains(p.Start, want) {
			return
		}
	}
	t.Fatalf("pressing %s for %s: the start screen says %q", key, what, look(t, ctx).Start)
}

// special presses a key that types nothing (F2, the arrows), held for a
// few ticks.
func special(t *testing.T, ctx context.Context, key string, code int64) {
	t.Helper()
	for _, typ := range []input.DispatchKeyEventType{input.DispatchKeyEventTypeRawKeyDown, input.DispatchKeyEventTypeKeyUp} {
		p := input.DispatchKeyEventParams{Type: typ, Key: key, Code: key, WindowsVirtualKeyCode: code, NativeVirtualKeyCode: code}
		err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, p)
			return err
		}), chromedp.Sleep(150*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
	}
}

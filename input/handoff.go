package input

import (
	"fmt"

	"warbench/game/engine"
	"warbench/game/geom"
)

// handoffGrace is how many ticks the pass-the-device screen ignores input
// after it appears, so the last click of the player who just finished
// (a double click on End phase) cannot dismiss it by accident.
const handoffGrace = 20

// Handoff is the hot-seat pass-the-device screen. When the player the game
// waits on changes (a new turn, or the other player's reaction in the
// middle of one), it waits for the dice tray to finish playing (the player
// who rolled sees the result), then covers the table until the next player
// presses Ready (or Enter). While it is pending or showing, the table
// takes no input, and the table shows the View of the player the device
// was with (Viewer), so nothing hidden from them shows before they pass
// it on.
type Handoff struct {
	Off     bool // hot-seat screens disabled (one person plays both sides)
	Pending bool // the device must change hands once the dice are done
	Showing bool // the screen is up
	Player  engine.PlayerID
	Title   string          // "Player 2 — The Hollow Tide"
	Detail  string          // "Your turn (Turn 3)", or what the player is to decide
	Viewer  engine.PlayerID // the player the device is with; zero before the first

	shownFor int
}

// Blocking reports whether the table must ignore input.
func (h *Handoff) Blocking() bool { return h.Pending || h.Showing }

// start asks for the device to be passed to the player d waits on. Units
// placed in turn with nothing hidden (a Deploy decision, not Hidden) pass
// the mouse with no screen between: both players are at the table.
func (h *Handoff) start(s *engine.State, d engine.Decision) {
	p := d.Player
	if h.Off || s.Over || p == 0 || (d.Kind == engine.Deploy && !d.Hidden) {
		h.Viewer = p
		return
	}
	h.Pending, h.Showing, h.Player, h.shownFor = true, false, p, 0
	h.Title = fmt.Sprintf("Player %d", p)
	if pl := s.Player(p); pl != nil && pl.Name != "" {
		h.Title += " — " + pl.Name
	}
	switch {
	case p != s.Active:
		h.Detail = "Your decision, in the other player's turn"
	case s.Turn > 0:
		h.Detail = fmt.Sprintf("Your turn (Turn %d)", s.Turn)
	case s.Phase != "":
		h.Detail = fmt.Sprintf("Your move: %s phase, before turn 1", s.Phase)
	default:
		h.Detail = "Your move"
	}
}

// ReadyBox is the Ready button on a screen covering view.
func ReadyBox(view geom.Box) geom.Box {
	mid := view.Min.Lerp(view.Max, 0.5)
	return geom.Box{Min: geom.V(mid.X-80, mid.Y+40), Max: geom.V(mid.X+80, mid.Y+80)}
}

// update shows the screen once the tray is done and dismisses it on
// Ready or Enter. It reports whether it took the frame.
func (h *Handoff) update(f Frame, view geom.Box, trayBusy bool) bool {
	if h.Pending && !trayBusy {
		h.Pending, h.Showing = false, true
	}
	if !h.Showing {
		return h.Pending
	}
	h.shownFor++
	if h.shownFor > handoffGrace &&
		(f.KeysPressed[KeyEnter] || (f.Pressed[Left] && ReadyBox(view).Contains(f.Cursor))) {
		h.Showing, h.Viewer = false, h.Player
	}
	return true
}

// Banner is the game-over banner: the final result, shown until the
// player closes it (click it, Enter or Esc). The battle log keeps it.
type Banner struct {
	Showing bool
	Text    string
	Rows    int // the longest side's score breakdown, in lines
}

// bannerH is the banner's height with room for four lines of each side's
// score breakdown; bannerRowH each line more.
const (
	bannerH    = 190
	bannerRowH = 16
)

// BannerBox is where the game-over banner sits: across the top of view,
// as high as its score lines need (at least four), within view.
func (b Banner) Box(view geom.Box) geom.Box {
	mid := (view.Min.X + view.Max.X) / 2
	w := min(view.Max.X-view.Min.X-40, 620)
	h := min(bannerH+float64(max(0, b.Rows-4))*bannerRowH, view.Max.Y-view.Min.Y-40)
	return geom.Box{Min: geom.V(mid-w/2, view.Min.Y+20), Max: geom.V(mid+w/2, view.Min.Y+20+h)}
}

// update closes the banner; it reports whether it took the frame.
func (b *Banner) update(f Frame, view geom.Box) bool {
	if !b.Showing {
		return false
	}
	if f.KeysPressed[KeyEnter] || f.KeysPressed[KeyEscape] || (f.Pressed[Left] && b.Box(view).Contains(f.Cursor)) {
		b.Showing = false
		return true
	}
	return false
}

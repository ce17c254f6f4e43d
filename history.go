//go:build !headless

package main

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"warbench/game/save"
	"warbench/render"
)

// historyApp is the window with the game's history on the keyboard:
// Ctrl+Z undoes the last entry, Ctrl+Y or Ctrl+Shift+Z redoes it (Cmd on
// a Mac). Undo rebuilds the game by replaying it (save.Session), so the
// same order given again rolls the same dice. The journal records both.
//
// As a replay viewer (-replay), it also plays the saved line forward by
// itself, one entry whenever the dice tray has finished the last one;
// Ctrl+Space pauses and resumes, and stepping by hand pauses.
type historyApp struct {
	*render.App
	s *save.Session

	playing bool // playing the line forward
	wait    int  // ticks before the next step
}

// replayPause is how long the viewer waits between entries, in ticks.
const replayPause = 20

type historyAction int

const (
	noHistory historyAction = iota
	undoAction
	redoAction
	playAction
)

// Update reads the history keys, plays the replay on, then runs the
// window's tick.
func (h *historyApp) Update() error {
	h.do(historyKey())
	h.play()
	return h.App.Update()
}

// play gives the next entry of the line when the viewer is playing and
// the dice tray has shown the last one.
func (h *historyApp) play() {
	if !h.playing || h.App.Controller().Tray.Busy() {
		return
	}
	if h.wait > 0 {
		h.wait--
		return
	}
	if !h.s.CanRedo() {
		h.playing = false
		return
	}
	h.step(h.s.Redo())
	h.wait = replayPause
}

// historyKey is the history key pressed this tick, if any.
func historyKey() historyAction {
	if !ebiten.IsKeyPressed(ebiten.KeyControl) && !ebiten.IsKeyPressed(ebiten.KeyMeta) {
		return noHistory
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyZ) && !shift:
		return undoAction
	case inpututil.IsKeyJustPressed(ebiten.KeyY), inpututil.IsKeyJustPressed(ebiten.KeyZ) && shift:
		return redoAction
	case inpututil.IsKeyJustPressed(ebiten.KeySpace):
		return playAction
	}
	return noHistory
}

// do undoes or redoes one entry, or starts or pauses the replay. The
// start of the game is never undone.
func (h *historyApp) do(a historyAction) {
	if a == playAction {
		h.playing, h.wait = !h.playing, 0
		return
	}
	if a != noHistory {
		h.playing = false
	}
	switch {
	case a == undoAction && h.s.CanUndo():
		h.step(h.s.Undo())
	case a == redoAction && h.s.CanRedo():
		h.step(h.s.Redo())
	}
}

// step tidies the controller after the head moved: the order being
// composed is dropped (it was planned on the State before), and so is a
// selection whose unit is no longer on the table.
func (h *historyApp) step(err error) {
	c := h.App.Controller()
	c.CancelOrder()
	if h.s.Game.State.Piece(c.Selected) == nil {
		c.Selected = 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "warbench:", err)
	}
}

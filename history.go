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
type historyApp struct {
	*render.App
	s *save.Session
}

type historyAction int

const (
	noHistory historyAction = iota
	undoAction
	redoAction
)

// Update reads the history keys, then runs the window's tick.
func (h *historyApp) Update() error {
	h.do(historyKey())
	return h.App.Update()
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
	}
	return noHistory
}

// do undoes or redoes one entry. The order being composed is dropped (it
// was planned on the State before), and so is a selection whose unit is
// no longer on the table. The start of the game is never undone.
func (h *historyApp) do(a historyAction) {
	var err error
	switch {
	case a == undoAction && h.s.CanUndo():
		err = h.s.Undo()
	case a == redoAction && h.s.CanRedo():
		err = h.s.Redo()
	default:
		return
	}
	c := h.App.Controller()
	c.CancelOrder()
	if h.s.Game.State.Piece(c.Selected) == nil {
		c.Selected = 0
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "warbench:", err)
	}
}

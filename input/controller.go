package input

import (
	"math"

	"warbench/game/engine"
	"warbench/game/geom"
)

// Camera speeds.
const (
	keyPanPixels = 12   // per tick while an arrow or WASD key is held
	wheelZoom    = 1.15 // zoom factor per wheel notch
	fitMargin    = 24   // pixels around the table when fitting
)

// Controller turns frames into intents: it owns the camera, the selection,
// the window's mode and what each mode builds. It reads the game and gives
// orders only through Game.Do, always as the player the game's pending
// Decision names; it never changes the State itself.
type Controller struct {
	Game   *engine.Game
	Camera Camera
	Layout Layout

	Mode     Mode           // what the table does with the mouse (mode.go)
	Selected engine.PieceID // zero: none
	Terrain  int            // the terrain piece selected to read (its ID), zero: none
	Hover    engine.PieceID // the piece under the cursor, zero: none
	Cursor   geom.Vec       // the cursor in world mm
	Ruler    Ruler          // ModeRuler
	Probe    Probe          // ModeSight
	// TerrainView is the terrain analysis overlay (T), in any mode.
	TerrainView TerrainView
	Compose     *Composer  // ModeMove: the movement order being built
	Target      *Targeting // ModeTarget: the target planner
	Refusal     error      // why the last End phase was refused, until an order is given
	History     History    // the game's recorded line (undo, redo, replay), nil when none
	Timeline    Timeline   // the history bar
	Clock       Clock      // a timed game's chess clock (clock.go)

	// LastEvents are the events of the last order given, for the log and
	// the animation.
	LastEvents []engine.Event

	// Overlays: the dice tray, the battle log's scroll, the hand-off
	// screen and the game-over banner (overlays.go).
	Overlays

	// Computer plays the sides it is given (computer.go); Hint is what it
	// would do for the person who decides (hint.go).
	Computer Computer
	Hint     Hint

	screenW, screenH int
	panning          bool
	lastCursor       geom.Vec
	screenCursor     geom.Vec
	odds             oddsCache
	opts             []engine.OrderOption // the panel's options, for optsKey
	optsKey          optionsKey
	dec              decisionCache
	selectAfterDice  bool // give's selection of the next piece waits for the dice tray
	fitted           bool
	menuOffered      bool // the toolbar has the Menu button (OfferMenu)
	// MenuAsked is set when the player asks for the window's menu (the
	// Menu button or F2); the window clears it when it shows the menu.
	MenuAsked bool
}

// OfferMenu puts the Menu button in the toolbar (F2 works too): the
// window has a menu to show over the game.
func (c *Controller) OfferMenu() {
	c.menuOffered = true
	c.screenW, c.screenH = 0, 0 // lay the toolbar out again on the next frame
}

// NewController returns a controller for a game; the camera fits the table
// on the first frame.
func NewController(g *engine.Game) *Controller {
	return &Controller{Game: g}
}

// Update applies one tick of input.
func (c *Controller) Update(f Frame) {
	c.resize(f.ScreenW, f.ScreenH)
	c.clockTick()
	used := c.overlays(f)
	c.computerStep(f)
	if used {
		return
	}
	if c.selectAfterDice {
		c.selectNext()
	}
	if c.historyUpdate(f) {
		return
	}
	c.camera(f)
	c.screenCursor = f.Cursor
	c.Cursor = c.Camera.ToWorld(f.Cursor)
	c.Hover = 0
	if c.Camera.InViewport(f.Cursor) {
		c.Hover = c.PieceAt(c.Cursor)
	}
	if f.Pressed[Left] && c.toolbarClick(f.Cursor) {
		return
	}
	if f.Pressed[Left] && c.panelClick(f.Cursor) {
		return
	}
	switch c.Mode {
	case ModeMove:
		c.composeUpdate(f)
	case ModeTarget:
		c.targetUpdate(f)
	case ModeRuler:
		c.keys(f)
		c.Ruler.update(c, f)
	case ModeSight:
		c.keys(f)
		c.Probe.update(c, f)
	default:
		c.keys(f)
		if f.Pressed[Left] && c.Camera.InViewport(f.Cursor) {
			c.Selected, c.Terrain = c.Hover, 0
			if c.Hover == 0 {
				c.Terrain = c.TerrainAt(c.Cursor)
			}
		}
	}
}

// TerrainAt returns the ID of the topmost terrain piece at a world point,
// or zero.
func (c *Controller) TerrainAt(w geom.Vec) int {
	ts := c.Game.State.Table.Terrain
	for i := len(ts) - 1; i >= 0; i-- {
		for _, part := range ts[i].Parts {
			if part.Contains(w) {
				return ts[i].ID
			}
		}
	}
	return 0
}

// FitTable shows the whole table.
func (c *Controller) FitTable() {
	c.Camera.Fit(c.Game.State.Table.Bounds(), fitMargin)
}

// PieceAt returns the topmost piece whose base contains the world point,
// or zero.
func (c *Controller) PieceAt(w geom.Vec) engine.PieceID {
	ps := c.Game.State.Pieces
	for i := len(ps) - 1; i >= 0; i-- {
		if ps[i].Footprint.Round {
			if ps[i].Pose.Pos.Dist(w) <= ps[i].Footprint.W/2 {
				return ps[i].ID
			}
			continue
		}
		if ps[i].Rect().Contains(w) {
			return ps[i].ID
		}
	}
	return 0
}

func (c *Controller) resize(w, h int) {
	if w <= 0 || h <= 0 || (w == c.screenW && h == c.screenH) {
		return
	}
	c.screenW, c.screenH = w, h
	c.Layout = NewLayout(w, h)
	if c.menuOffered {
		c.Layout = c.Layout.withMenu()
	}
	c.Camera.Viewport = c.Layout.View
	if !c.fitted {
		c.FitTable()
		c.fitted = true
	}
}

// camera handles panning (middle or right drag, arrows, WASD) and zooming
// (wheel at the cursor, + and -).
func (c *Controller) camera(f Frame) {
	drag := f.Down[Middle] || f.Down[Right]
	if (f.Pressed[Middle] || f.Pressed[Right]) && c.Camera.InViewport(f.Cursor) {
		c.panning = true
		c.lastCursor = f.Cursor // the drag starts here, not where the cursor last was
	}
	if c.panning && drag {
		c.Camera.Pan(f.Cursor.Sub(c.lastCursor))
	}
	if !drag {
		c.panning = false
	}
	c.lastCursor = f.Cursor

	step := float64(keyPanPixels)
	if f.KeysDown[KeyShift] {
		step *= 3
	}
	var d geom.Vec
	wasd := !f.KeysDown[KeyControl] // Ctrl+S saves, it does not pan
	if f.KeysDown[KeyLeft] || (wasd && f.KeysDown[KeyA]) {
		d.X += step
	}
	if f.KeysDown[KeyRight] || (wasd && f.KeysDown[KeyD]) {
		d.X -= step
	}
	if f.KeysDown[KeyUp] || (wasd && f.KeysDown[KeyW]) {
		d.Y += step
	}
	if f.KeysDown[KeyDown] || (wasd && f.KeysDown[KeyS]) {
		d.Y -= step
	}
	if d != (geom.Vec{}) {
		c.Camera.Pan(d)
	}
	if f.Wheel != 0 && c.Camera.InViewport(f.Cursor) {
		c.Camera.ZoomAt(f.Cursor, math.Pow(wheelZoom, f.Wheel))
	}
	mid := c.Camera.Viewport.Min.Lerp(c.Camera.Viewport.Max, 0.5)
	if f.KeysPressed[KeyPlus] {
		c.Camera.ZoomAt(mid, wheelZoom)
	}
	if f.KeysPressed[KeyMinus] {
		c.Camera.ZoomAt(mid, 1/wheelZoom)
	}
	if f.KeysPressed[KeyHome] || f.KeysPressed[KeyF] {
		c.FitTable()
	}
}

// keys handles the keys of the select, ruler and sight modes: the number
// keys choose an order, Esc goes back to selecting (or clears the
// selection), R and L choose the ruler and the probe.
func (c *Controller) keys(f Frame) {
	if c.orderKeys(f) {
		return
	}
	switch {
	case f.KeysPressed[KeyH] && !f.KeysDown[KeyControl]:
		c.AskHint()
	case f.KeysPressed[KeyF2] && c.menuOffered:
		c.MenuAsked = true
	case f.KeysPressed[KeyEscape]:
		if c.Mode == ModeSelect {
			c.Selected = 0
		}
		c.SetMode(ModeSelect)
	case f.KeysPressed[KeyR]:
		c.SetMode(ModeRuler)
	case f.KeysPressed[KeyL]:
		c.SetMode(ModeSight)
	case f.KeysPressed[KeyT]:
		c.TerrainView.Toggle(c.Game)
	}
}

func (c *Controller) toolbarClick(s geom.Vec) bool {
	for _, b := range c.Layout.Toolbar {
		if !b.Box.Contains(s) {
			continue
		}
		switch b.Action {
		case ActTool:
			c.SetMode(b.Mode)
		case ActFit:
			c.FitTable()
		case ActMenu:
			c.MenuAsked = true
		}
		return true
	}
	return false
}

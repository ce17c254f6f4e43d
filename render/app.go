// Package render draws the game with Ebitengine: the cached table and
// terrain, the pieces, the tools' overlays and the panels. It reads the
// State and the controller; it never changes the State.
package render

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
	"warbench/input/ebitenin"
)

// Options are the App's settings from the command line.
type Options struct {
	Title      string      // the scenario's name, shown on the panel
	Screenshot bool        // capture frame Frames (Screenshot), then quit
	Frames     int         // which frame to capture (≥ 1)
	Notice     string      // an error to show over the table (e.g. a bad scenario file)
	NoHandoff  bool        // no pass-the-device screen between turns (one person plays both sides)
	DiceSpeed  input.Speed // how the dice tray plays rolls (normal by default)
	// Clock is each player's time in a timed game (a house rule), for
	// every game the window plays; 0: no clock.
	Clock time.Duration
	// Computer is the kind of computer player (ai.Kinds) of players 1 and
	// 2, "" for a person.
	Computer [2]string
}

// App is the ebiten.Game: it samples input once per tick, hands it to the
// controller, and draws.
type App struct {
	game    *engine.Game
	ctrl    *input.Controller
	fonts   *fonts
	static  staticLayer
	heat    terrainPicture // the terrain overlay's heatmap image
	scratch geom.Poly
	title   string
	opts    Options
	w, h    int
	frame   int
	done    bool
	shot    image.Image

	batch  batch              // screen shapes (tray, markers, overlays)
	tray   trayCache          // the dice tray's layout for the roll on show
	log    battleLog          // the battle log laid out and painted
	marks  []marker           // unit markers of this frame
	held   []heldBack         // what the dice tray holds back this frame
	drawn  []*engine.Piece    // the pieces drawn this frame
	labels []geom.Box         // the name labels drawn this frame, to keep the next clear of them
	tagW   map[string]float64 // status tag widths, by status
	files  *files             // saving and opening games (files.go), nil when not used
	start  *start             // the start screen (start.go), nil when not used
	work   *input.Workshop    // the terrain editor (workshop.go), shown instead of the game when set

	makeWorkshop func() (*input.Workshop, error) // opens the terrain editor from the start screen
}

// New makes the App for a game.
func New(g *engine.Game, o Options) (*App, error) {
	f, err := newFonts()
	if err != nil {
		return nil, fmt.Errorf("render: fonts: %w", err)
	}
	if o.Frames < 1 {
		o.Frames = 1
	}
	a := &App{game: g, ctrl: input.NewController(g), fonts: f, title: o.Title, opts: o, w: 1280, h: 800, tagW: map[string]float64{}}
	a.ctrl.Handoff.Off = o.NoHandoff
	a.ctrl.Tray.Speed = o.DiceSpeed
	a.ctrl.SetClock(o.Clock)
	if err := a.ctrl.SetComputer(o.Computer); err != nil {
		return nil, err
	}
	return a, nil
}

// Controller returns the App's input controller (tests drive it directly).
func (a *App) Controller() *input.Controller { return a.ctrl }

// Update samples this tick's input and applies it.
func (a *App) Update() error {
	if a.done {
		return ebiten.Termination
	}
	a.Step(ebitenin.Sample(a.w, a.h))
	return nil
}

// Step applies a scripted frame instead of the real mouse and keys.
func (a *App) Step(f input.Frame) {
	if f.ScreenW == 0 {
		f.ScreenW, f.ScreenH = a.w, a.h
	}
	if a.work != nil { // the terrain editor takes every frame
		a.workshopStep(f)
		return
	}
	if a.startStep(f) { // the start screen, while it shows, takes every frame
		return
	}
	if a.filesStep(f) { // Ctrl+S, Ctrl+O and the list of saved games
		return
	}
	if a.opts.Notice != "" && (f.Pressed[input.Left] || f.KeysPressed[input.KeyEscape]) {
		a.opts.Notice = "" // read: a click or Esc closes it, and does nothing else
		return
	}
	a.ctrl.Update(f)
	if a.ctrl.MenuAsked {
		a.ctrl.MenuAsked = false
		a.openMenu()
	}
}

// Notice is the error shown over the table, empty when none.
func (a *App) Notice() string { return a.opts.Notice }

// Draw draws one frame and, on the frame asked for, the screenshot.
func (a *App) Draw(screen *ebiten.Image) {
	a.DrawTo(screen)
	a.frame++
	if a.opts.Screenshot && a.frame == a.opts.Frames {
		a.shot = capture(screen)
		a.done = true
	}
}

// DrawTo draws the whole window onto dst.
func (a *App) DrawTo(dst *ebiten.Image) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	if a.work != nil {
		a.drawWorkshop(dst)
		return
	}
	if a.ctrl.Layout.Toolbar == nil {
		a.ctrl.Update(input.Frame{ScreenW: w, ScreenH: h})
	}
	cam := &a.ctrl.Camera
	dst.DrawImage(a.static.get(a.game.State, cam, w, h, a.fonts), nil)
	vb := cam.Viewport
	view := dst.SubImage(image.Rect(int(vb.Min.X), int(vb.Min.Y), int(vb.Max.X), int(vb.Max.Y))).(*ebiten.Image)
	p := &painter{dst: view, cam: cam}
	a.drawHeatmap(p)
	a.drawArcs(p)
	a.drawPieces(p)
	a.drawCompose(p)
	a.drawTargets(p)
	a.drawRollMarks(p)
	a.drawProbe(p)
	a.drawRuler(p)
	a.drawTerrainView(p, dst)
	a.drawToolbar(dst)
	a.drawPanel(dst)
	a.drawOddsCard(dst)
	a.drawTimeline(dst)
	a.drawTray(dst)
	a.drawBanner(dst)
	a.drawHandoff(dst)
	a.drawHelp(dst)
	if a.opts.Notice != "" {
		a.drawNotice(dst)
	}
	a.drawStart(dst)
	a.drawFiles(dst)
}

// Layout follows the window's size, so the view fills any window.
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	a.w, a.h = outsideW, outsideH
	return outsideW, outsideH
}

// Screenshot is the frame captured with Options.Screenshot, nil until
// then.
func (a *App) Screenshot() image.Image { return a.shot }

// StaticRedraws counts how often the cached table layer was redrawn.
func (a *App) StaticRedraws() int { return a.static.redraws }

func (a *App) fmtLen(mm float64) string { return a.game.Rules.Measure().Format(mm) }

// maxNoticeLines caps the error banner so it never hides the whole table.
const maxNoticeLines = 12

// drawNotice shows an error (such as a scenario file that failed to load)
// across the bottom of the table view.
func (a *App) drawNotice(dst *ebiten.Image) {
	vb := a.ctrl.Camera.Viewport
	lines := wrapLines(a.opts.Notice, a.fonts, vb.Max.X-vb.Min.X-40)
	if len(lines) > maxNoticeLines {
		more := len(lines) - maxNoticeLines + 1
		lines = append(lines[:maxNoticeLines-1], fmt.Sprintf("... and %d more lines (the terminal has them all)", more))
	}
	lines = append(lines, "Click or press Esc to close.")
	h := float64(len(lines))*18 + 16
	box := geom.Box{Min: geom.V(vb.Min.X+10, vb.Max.Y-h-10), Max: geom.V(vb.Max.X-10, vb.Max.Y-10)}
	screenRect(dst, box, colError)
	y := box.Min.Y + 8
	for _, ln := range lines {
		label(dst, ln, a.fonts.normal, box.Min.X+10, y, alignLeft, colText)
		y += 18
	}
}

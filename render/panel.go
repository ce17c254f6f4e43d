package render

import (
	"image"
	"image/color"

	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/input"
)

// drawToolbar draws the tool buttons along the top of the window.
func (a *App) drawToolbar(dst *ebiten.Image) {
	w := float64(dst.Bounds().Dx())
	screenRect(dst, geom.Box{Max: geom.V(w, input.ToolbarH)}, colPanel)
	for _, b := range a.ctrl.Layout.Toolbar {
		c := colButton
		if b.Action == input.ActTool && b.Mode == a.ctrl.Mode {
			c = colButtonOn
		}
		screenRect(dst, b.Box, c)
		mid := b.Box.Min.Lerp(b.Box.Max, 0.5)
		label(dst, b.Label, a.fonts.normal, mid.X, mid.Y-8, alignCenter, colText)
	}
	last := a.ctrl.Layout.Toolbar[len(a.ctrl.Layout.Toolbar)-1].Box.Max.X
	label(dst, toolHint(a.ctrl), a.fonts.normal, last+16, 9, alignLeft, colTextDim)
}

// drawPanel draws the side panel: the battle, whose decision it is and
// what is asked, each side with what its ruleset writes of it, the
// selected piece's card, the probe's verdict, the battle log and the
// controls.
func (a *App) drawPanel(dst *ebiten.Image) {
	b := a.ctrl.Layout.Panel
	screenRect(dst, b, colPanel)
	full := dst
	// The text stops above the buttons: with many orders they reach up
	// into the card, and would otherwise be drawn over it.
	top := b.Max.Y - input.PanelFooter
	for _, pb := range a.ctrl.PanelButtons() {
		top = min(top, pb.Box.Min.Y)
	}
	if r := dst.Bounds(); int(top)-4 > r.Min.Y {
		dst = dst.SubImage(image.Rect(r.Min.X, r.Min.Y, r.Max.X, int(top)-4)).(*ebiten.Image)
	}
	s := a.ctrl.View()
	x, y := b.Min.X+14, b.Min.Y+12
	width := b.Max.X - x - 10
	y = a.heading(dst, a.title, x, y, width, colText) + 2
	y = a.paragraph(dst, a.game.Rules.Name(), x, y, width, colText)
	if len(s.HouseRules) > 0 { // what the game plays besides the rules as read
		names := make([]string, len(s.HouseRules))
		for i, n := range s.HouseRules {
			names[i] = input.HouseRuleTitle(n)
		}
		y = a.paragraph(dst, "House rules: "+strings.Join(names, ", "), x, y, width, colTextDim)
	}
	y = a.paragraph(dst, fmt.Sprintf("Table %s x %s", a.fmtLen(s.Table.Width), a.fmtLen(s.Table.Depth)), x, y, width, colText)
	switch {
	case s.Turn > 0:
		y = a.paragraph(dst, fmt.Sprintf("Turn %d · player %d · %s", s.Turn, s.Active, s.Phase), x, y, width, colText)
	case s.Phase != "":
		y = a.paragraph(dst, fmt.Sprintf("Before turn 1 · player %d · %s", s.Active, s.Phase), x, y, width, colText)
	}
	if t := a.ctrl.ClockText(); t != "" {
		y = a.paragraph(dst, t, x, y, width, colText)
	}
	for _, pl := range s.Players {
		label(dst, fmt.Sprintf("Player %d: %s", pl.ID, pl.Name), a.fonts.normal, x, y, alignLeft, sideColor(pl.ID))
		y += 18
		for _, l := range a.game.Rules.SideCard(s, pl.ID) {
			y = a.paragraph(dst, "  "+l.Text, x, y, width, toneText(l.Tone))
		}
	}
	y += 4
	y = a.drawPrompt(dst, x, y, width)
	if pc := s.Piece(a.ctrl.Selected); pc != nil {
		y = a.drawUnitCard(dst, s, pc, x, y, width)
	} else if tr := terrainOf(s, a.ctrl.Terrain); tr != nil {
		y = a.drawTerrainCard(dst, s, tr, x, y, width)
	} else {
		label(dst, "No unit selected.", a.fonts.normal, x, y, alignLeft, colTextDim)
		y += 22
	}
	y = a.drawComposePanel(dst, x, y, width)
	if err := a.ctrl.Refusal; err != nil {
		y = a.paragraph(dst, err.Error(), x, y, width, colBlocked)
	}
	buttons := a.drawPanelButtons(full)
	if pr := &a.ctrl.Probe; pr.Target != 0 {
		y += 6
		c := colBlocked
		if pr.Result.Clear {
			c = colClear
		}
		y = a.paragraph(dst, pr.Result.Reason+" ("+pr.Result.Rule+")", x, y, width, c)
	}
	a.drawBattleLog(dst, geom.Box{Min: geom.V(b.Min.X+8, y+8), Max: geom.V(b.Max.X-8, buttons-10)})
	help := []string{
		"Mouse: left click selects · right/middle drag pans",
		"Wheel zooms at the cursor · Home fits the table",
		"Arrows/WASD pan · R ruler · L sight · F1 or ? help",
	}
	hy := b.Max.Y - float64(len(help))*17 - 10
	for _, h := range help {
		label(full, h, a.fonts.small, x, hy, alignLeft, colTextDim)
		hy += 17
	}
}

// drawPrompt writes what the game waits for, in the decider's colour: the
// Decision's prompt, or that the dice are still rolling.
func (a *App) drawPrompt(dst *ebiten.Image, x, y, width float64) float64 {
	d := a.ctrl.Decision()
	if d.Kind == engine.NoDecision {
		return a.paragraph(dst, d.Prompt, x, y, width, colTextDim) + 6
	}
	text := d.Prompt
	switch {
	case a.ctrl.Rolling():
		text = "Rolling the dice… (Space or a click on the tray skips)"
	case a.ctrl.Thinking() && a.ctrl.TimelineVisible():
		text = fmt.Sprintf("Player %d: the computer waits while the history bar shows (>| or Ctrl+Y to the end, or undo further)", d.Player)
	case a.ctrl.Thinking():
		text = fmt.Sprintf("Player %d: the computer (%s) is thinking… (N: no pause)", d.Player, a.ctrl.Computer.Kinds[d.Player])
	}
	for _, ln := range wrap(text, a.fonts.bold, width) {
		label(dst, ln, a.fonts.bold, x, y, alignLeft, sideColor(d.Player))
		y += a.fonts.bold.Size * 1.35
	}
	if err := a.ctrl.Computer.Err; err != nil {
		y = a.paragraph(dst, err.Error(), x, y, width, colBlocked)
	}
	if hint, asked := a.ctrl.HintShown(); asked {
		if hint == "" {
			hint = "working it out…"
		}
		y = a.paragraph(dst, "Hint (the computer, "+input.HintKind+"): "+hint, x, y, width, colHint)
	}
	return y + 8
}

// drawUnitCard writes a piece's card, as its ruleset writes it, with its
// base and position, and returns the next free y.
func (a *App) drawUnitCard(dst *ebiten.Image, s *engine.State, pc *engine.Piece, x, y, width float64) float64 {
	y = a.heading(dst, pc.Name, x, y, width, sideColor(pc.Owner))
	fp := pc.Footprint
	lines := a.game.Rules.Card(s, pc.ID)
	base := fmt.Sprintf("Base %g x %g mm (%s x %s)", fp.W, fp.D, a.fmtLen(fp.W), a.fmtLen(fp.D))
	if fp.Round {
		base = fmt.Sprintf("Round base %g mm (%s)", fp.W, a.fmtLen(fp.W))
	}
	lines = append(lines, engine.Line{Text: base},
		engine.Line{Text: fmt.Sprintf("At %s, %s facing %s", a.fmtLen(pc.Pose.Pos.X), a.fmtLen(pc.Pose.Pos.Y), bearing(pc.Pose.Heading))})
	for _, l := range lines {
		y = a.paragraph(dst, l.Text, x, y, width, toneText(l.Tone))
	}
	return y + 6
}

// bearing writes a heading as whole degrees clockwise from north, 0-359.
func bearing(h float64) string {
	d := int(math.Round(geom.ToDeg(h)))
	return fmt.Sprintf("%d°", ((d%360)+360)%360)
}

// terrainOf finds a terrain piece by ID, or nil.
func terrainOf(s *engine.State, id int) *table.Terrain {
	for i := range s.Table.Terrain {
		if s.Table.Terrain[i].ID == id && id != 0 {
			return &s.Table.Terrain[i]
		}
	}
	return nil
}

// drawTerrainCard writes a terrain piece's card: its name, kind and
// height, and what its ruleset says it does.
func (a *App) drawTerrainCard(dst *ebiten.Image, s *engine.State, tr *table.Terrain, x, y, width float64) float64 {
	y = a.heading(dst, tr.Name, x, y, width, colText)
	y = a.paragraph(dst, fmt.Sprintf("Terrain: %s · height %d", tr.Kind, tr.Height), x, y, width, colText)
	for _, l := range a.game.Rules.TerrainCard(s, tr.ID) {
		y = a.paragraph(dst, l.Text, x, y, width, toneText(l.Tone))
	}
	return y + 6
}

// heading writes a title in the title face, wrapped to width (a long
// scenario or unit name never runs out of the panel), and returns the
// next free y.
func (a *App) heading(dst *ebiten.Image, s string, x, y, width float64, c color.Color) float64 {
	for _, l := range wrap(s, a.fonts.title, width) {
		label(dst, l, a.fonts.title, x, y, alignLeft, c)
		y += 22
	}
	return y
}

package render

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// drawToolbar draws the tool buttons along the top of the window.
func (a *App) drawToolbar(dst *ebiten.Image) {
	w := float64(dst.Bounds().Dx())
	screenRect(dst, geom.Box{Max: geom.V(w, input.ToolbarH)}, colPanel)
	for _, b := range a.ctrl.Layout.Toolbar {
		c := colButton
		if b.Action == input.ActTool && b.Tool == a.ctrl.Tool {
			c = colButtonOn
		}
		screenRect(dst, b.Box, c)
		mid := b.Box.Min.Lerp(b.Box.Max, 0.5)
		label(dst, b.Label, a.fonts.normal, mid.X, mid.Y-8, alignCenter, colText)
	}
	last := a.ctrl.Layout.Toolbar[len(a.ctrl.Layout.Toolbar)-1].Box.Max.X
	label(dst, toolHint(a.ctrl), a.fonts.normal, last+16, 9, alignLeft, colTextDim)
}

// drawPanel draws the side panel: the battle, the selected unit's card,
// the probe's verdict and the controls.
func (a *App) drawPanel(dst *ebiten.Image) {
	b := a.ctrl.Layout.Panel
	screenRect(dst, b, colPanel)
	s := a.game.State
	x, y := b.Min.X+14, b.Min.Y+12
	line := func(str string, face *fonts, bold bool) {
		f := face.normal
		if bold {
			f = face.bold
		}
		for _, ln := range wrap(str, f, b.Max.X-x-10) {
			label(dst, ln, f, x, y, alignLeft, colText)
			y += f.Size * 1.35
		}
	}
	label(dst, a.title, a.fonts.title, x, y, alignLeft, colText)
	y += 24
	line(a.game.Rules.Name(), a.fonts, false)
	line(fmt.Sprintf("Table %s x %s", a.fmtLen(s.Table.Width), a.fmtLen(s.Table.Depth)), a.fonts, false)
	switch {
	case s.Turn > 0:
		line(fmt.Sprintf("Turn %d · player %d · %s", s.Turn, s.Active, s.Phase), a.fonts, false)
	case s.Phase != "":
		line(fmt.Sprintf("Before turn 1 · player %d · %s", s.Active, s.Phase), a.fonts, false)
	}
	for _, pl := range s.Players {
		label(dst, fmt.Sprintf("Player %d: %s", pl.ID, pl.Name), a.fonts.normal, x, y, alignLeft, sideColor(pl.ID))
		y += 18
	}
	y += 10
	if pc := s.Piece(a.ctrl.Selected); pc != nil {
		y = a.drawUnitCard(dst, pc, x, y, b.Max.X-x-10)
		if id, ok := a.game.Rules.(engine.Idler); ok && len(a.ctrl.Options()) == 0 {
			y = a.paragraph(dst, id.WhyIdle(s, pc.ID), x, y, b.Max.X-x-10, colTextDim)
		}
	} else {
		label(dst, "No unit selected.", a.fonts.normal, x, y, alignLeft, colTextDim)
		y += 22
	}
	y = a.drawComposePanel(dst, x, y, b.Max.X-x-10)
	if err := a.ctrl.Refusal; err != nil {
		y = a.paragraph(dst, err.Error(), x, y, b.Max.X-x-10, colBlocked)
	}
	buttons := a.drawPanelButtons(dst)
	if pr := &a.ctrl.Probe; pr.Target != 0 {
		y += 6
		c := colBlocked
		if pr.Result.Clear {
			c = colClear
		}
		y = a.paragraph(dst, pr.Result.Reason+" ("+pr.Result.Rule+")", x, y, b.Max.X-x-10, c)
	}
	a.drawBattleLog(dst, geom.Box{Min: geom.V(b.Min.X+8, y+8), Max: geom.V(b.Max.X-8, buttons-10)})
	help := []string{
		"Mouse: left click selects · right/middle drag pans",
		"Wheel zooms at the cursor · Home fits the table",
		"Arrows/WASD pan · +/- zoom · R ruler · L sight",
	}
	hy := b.Max.Y - float64(len(help))*17 - 10
	for _, h := range help {
		label(dst, h, a.fonts.small, x, hy, alignLeft, colTextDim)
		hy += 17
	}
}

// drawUnitCard writes a unit's profile and returns the next free y.
func (a *App) drawUnitCard(dst *ebiten.Image, pc *engine.Piece, x, y, width float64) float64 {
	label(dst, pc.Name, a.fonts.title, x, y, alignLeft, sideColor(pc.Owner))
	y += 22
	fp := pc.Footprint
	rows := []string{
		fmt.Sprintf("%s %s · height %d · %d pts", pc.Type, pc.Size, pc.Height, pc.Points),
		fmt.Sprintf("Base %g x %g mm (%s x %s)", fp.W, fp.D, a.fmtLen(fp.W), a.fmtLen(fp.D)),
		fmt.Sprintf("%d files x %d ranks of %gx%g mm", pc.Formation.Files, pc.Formation.Ranks, pc.Formation.ModelW, pc.Formation.ModelD),
		a.statLine(pc),
		"Status: " + a.statusOrSteady(pc),
	}
	if len(pc.Rules) > 0 {
		rows = append(rows, strings.Join(pc.Rules, ", "))
	}
	rows = append(rows, fmt.Sprintf("At %s, %s facing %s", a.fmtLen(pc.Pose.Pos.X), a.fmtLen(pc.Pose.Pos.Y), bearing(pc.Pose.Heading)))
	for _, r := range rows {
		y = a.paragraph(dst, r, x, y, width, colText)
	}
	return y + 6
}

// statLine is the piece's profile as its ruleset prints it
// (engine.Describer), or every stat by name.
func (a *App) statLine(pc *engine.Piece) string {
	if d, ok := a.game.Rules.(engine.Describer); ok {
		return d.Profile(pc)
	}
	parts := make([]string, len(pc.Stats))
	for i, st := range pc.Stats {
		parts[i] = fmt.Sprintf("%s %d", st.Name, st.Value)
	}
	return strings.Join(parts, "  ")
}

// Steady with no damage (kow2 §7).
func (a *App) statusOrSteady(pc *engine.Piece) string {
	if st := a.status(pc); st != "" {
		return st
	}
	return "steady, no damage"
}

// bearing writes a heading as whole degrees clockwise from north, 0-359.
func bearing(h float64) string {
	d := int(math.Round(geom.ToDeg(h)))
	return fmt.Sprintf("%d°", ((d%360)+360)%360)
}

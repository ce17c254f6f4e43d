package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// drawHandoff covers the table for the pass-the-device screen: whose turn
// it is, in their side's colour, and the Ready button. While the screen
// waits for the dice, a strip across the top of the table says so.
func (a *App) drawHandoff(dst *ebiten.Image) {
	h := &a.ctrl.Handoff
	view := a.ctrl.Layout.View
	b := &a.batch
	if h.Pending {
		strip := geom.Box{Min: view.Min, Max: geom.V(view.Max.X, view.Min.Y+30)}
		b.begin(dst)
		b.rect(strip, colWaitingDice)
		b.flush()
		mid := (view.Min.X + view.Max.X) / 2
		label(dst, "The dice first, then pass the device to "+h.Title+". (Space skips the dice.)", a.fonts.normal, mid, strip.Min.Y+7, alignCenter, colText)
		return
	}
	if !h.Showing {
		return
	}
	mid := view.Min.Lerp(view.Max, 0.5)
	side := sideColor(h.Player)
	ready := input.ReadyBox(view)
	b.begin(dst)
	b.rect(view, colHandoff)
	b.rect(geom.Box{Min: geom.V(mid.X-200, mid.Y-92), Max: geom.V(mid.X+200, mid.Y-88)}, side)
	b.rect(ready, colButtonGo)
	b.flush()
	label(dst, "Pass the device", a.fonts.normal, mid.X, mid.Y-120, alignCenter, colTextDim)
	label(dst, h.Title, a.fonts.big, mid.X, mid.Y-70, alignCenter, side)
	label(dst, h.Detail, a.fonts.title, mid.X, mid.Y-22, alignCenter, colText)
	rm := ready.Min.Lerp(ready.Max, 0.5)
	label(dst, "Ready [Enter]", a.fonts.bold, rm.X, rm.Y-9, alignCenter, colText)
	label(dst, "The table is hidden until the next player is ready.", a.fonts.small, mid.X, ready.Max.Y+16, alignCenter, colTextDim)
}

// drawBanner shows the game's result until the player closes it.
func (a *App) drawBanner(dst *ebiten.Image) {
	bn := &a.ctrl.Banner
	if !bn.Showing {
		return
	}
	box := a.ctrl.Banner.Box(a.ctrl.Layout.View)
	b := &a.batch
	b.begin(dst)
	b.rect(box, colBanner)
	b.frame(box, 2, colBannerEdge)
	b.flush()
	mid := (box.Min.X + box.Max.X) / 2
	label(dst, "Game over", a.fonts.big, mid, box.Min.Y+10, alignCenter, colBannerEdge)
	y := box.Min.Y + 52
	for _, ln := range wrap(bn.Text, a.fonts.title, box.Max.X-box.Min.X-30) {
		label(dst, ln, a.fonts.title, mid, y, alignCenter, colText)
		y += 20
	}
	a.drawScoreLines(dst, box, y+6)
	label(dst, "Click here, Enter or Esc to close. The battle log keeps the result.", a.fonts.small, mid, box.Max.Y-16, alignCenter, colTextDim)
}

// drawScoreLines writes each side's score breakdown in two columns under
// the result, from y: the side's name in its colour, then the ruleset's
// lines in their tones (as many as fit above the closing hint).
func (a *App) drawScoreLines(dst *ebiten.Image, box geom.Box, y float64) {
	s := a.game.State
	if !s.Over {
		return
	}
	sc := a.game.Rules.Score(s)
	w := box.Max.X - box.Min.X
	for i, pl := range []engine.PlayerID{1, 2} {
		if len(sc.Lines[pl]) == 0 {
			continue
		}
		x := box.Min.X + w*(0.25+0.5*float64(i))
		name := fmt.Sprintf("Player %d", pl)
		if p := s.Player(pl); p != nil && p.Name != "" {
			name = p.Name
		}
		label(dst, name, a.fonts.bold, x, y, alignCenter, sideColor(pl))
		ly := y + 18
		for k, l := range sc.Lines[pl] {
			if ly+16 > box.Max.Y-36 && k < len(sc.Lines[pl])-1 { // no room for the rest: say so
				label(dst, fmt.Sprintf("… and %d more", len(sc.Lines[pl])-k), a.fonts.normal, x, ly, alignCenter, colTextDim)
				break
			}
			label(dst, l.Text, a.fonts.normal, x, ly, alignCenter, toneText(l.Tone))
			ly += 16
		}
	}
}

package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"warbench/input"
)

// drawHelp draws the help overlay: every key and mouse action of the
// window (input.HelpLines), headings in gold.
func (a *App) drawHelp(dst *ebiten.Image) {
	if !a.ctrl.Help.Showing {
		return
	}
	box := input.HelpBox(a.ctrl.Layout.View)
	b := &a.batch
	b.begin(dst)
	b.rect(box, colHandoff)
	b.frame(box, 2, colBannerEdge)
	b.flush()
	x, y := box.Min.X+18, box.Min.Y+14
	label(dst, "Keys and mouse", a.fonts.title, x, y, alignLeft, colText)
	y += 30
	keysW := 250.0
	for _, l := range input.HelpLines {
		if l.Keys == "" {
			y += 4
			label(dst, l.Does, a.fonts.bold, x, y, alignLeft, colLogHeader)
			y += 19
			continue
		}
		label(dst, l.Keys, a.fonts.small, x, y, alignLeft, colText)
		for _, ln := range wrap(l.Does, a.fonts.small, box.Max.X-x-keysW-18) {
			label(dst, ln, a.fonts.small, x+keysW, y, alignLeft, colTextDim)
			y += 15
		}
	}
	label(dst, "F1, ?, Esc or a click closes this.", a.fonts.small, (box.Min.X+box.Max.X)/2, box.Max.Y-20, alignCenter, colTextDim)
}

package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/geom"
	"warbench/input"
)

// drawHouseRow draws New game's house-rules row: the rules on, and, when
// the system offers any, that Enter or a click chooses them.
func (a *App) drawHouseRow(dst *ebiten.Image, scr geom.Box, name, value string, offered bool) {
	rb := input.StartRowBox(scr, input.StartForm, input.FormHouse)
	v := input.StartValueBox(rb)
	label(dst, name, a.fonts.bold, rb.Min.X+12, rb.Min.Y+12, alignLeft, colText)
	c, hint := colText, "Enter: choose ›"
	if !offered {
		c, hint = colLogRule, ""
	}
	hw := 0.0
	if hint != "" {
		hw = text.Advance(hint, a.fonts.small) + 8
		labelRight(dst, hint, a.fonts.small, v.Max.X-8, v.Min.Y+12, colTextDim)
	}
	label(dst, clip(value, a.fonts.normal, v.Max.X-v.Min.X-16-hw), a.fonts.normal, v.Min.X+8, v.Min.Y+10, alignLeft, c)
}

// drawStartHouse draws New game's house-rules page: each rule the system
// offers with a box ticked when it is on and the sentence saying what it
// changes, and Done.
func (a *App) drawStartHouse(dst *ebiten.Image, scr geom.Box) {
	s := &a.start.screen
	rules := s.Systems[s.System].HouseRules
	box := s.HouseBox(scr)
	b := &a.batch
	b.begin(dst)
	b.rect(scr, colBackground)
	b.rect(box, colMenu)
	b.frame(box, 1, colMenuEdge)
	for i := range s.HouseDone() + 1 {
		sl := s.HouseSlot(i)
		if sl < 0 {
			continue
		}
		rb := s.HouseRowBox(scr, sl)
		switch {
		case i == s.Row:
			b.rect(rb, colButtonOn)
		case i == s.HouseDone():
			b.rect(rb, colButtonGo)
		case i == s.Hover:
			b.rect(rb, colMenuHover)
		}
		if i < s.HouseDone() {
			tick := geom.Box{Min: geom.V(rb.Min.X+10, rb.Min.Y+8), Max: geom.V(rb.Min.X+26, rb.Min.Y+24)}
			b.frame(tick, 2, colText)
			if s.House[i] {
				b.rect(geom.Box{Min: tick.Min.Add(geom.V(4, 4)), Max: tick.Max.Sub(geom.V(4, 4))}, colText)
			}
		}
	}
	b.flush()

	label(dst, "warbench", a.fonts.big, scr.Center().X, scr.Min.Y+max(8, box.Min.Y-80), alignCenter, colText)
	label(dst, "House rules", a.fonts.title, box.Min.X+16, box.Min.Y+16, alignLeft, colText)
	keys := "↑ ↓ rules · Space or click: on/off · Esc back"
	labelRight(dst, clip(keys, a.fonts.small, box.Max.X-box.Min.X-200), a.fonts.small, box.Max.X-16, box.Min.Y+22, colTextDim)
	w := box.Max.X - box.Min.X - 32
	intro := "Off, the game plays the rulebook's recommended reading; each one on changes one rule."
	if n := s.HouseDone(); n > input.MaxHouseRows {
		intro = fmt.Sprintf("%s (%d rules: the wheel scrolls)", intro, n)
	}
	label(dst, clip(intro, a.fonts.normal, w), a.fonts.normal, box.Min.X+16, box.Min.Y+56, alignLeft, colTextDim)
	for i, r := range rules {
		sl := s.HouseSlot(i)
		if sl < 0 {
			continue
		}
		rb := s.HouseRowBox(scr, sl)
		x := rb.Min.X + 36
		label(dst, input.HouseRuleTitle(r.Name), a.fonts.bold, x, rb.Min.Y+5, alignLeft, colText)
		lines := wrap(r.What, a.fonts.small, rb.Max.X-x-10)
		for k, ln := range lines[:min(2, len(lines))] {
			label(dst, ln, a.fonts.small, x, rb.Min.Y+24+float64(k)*14, alignLeft, colTextDim)
		}
	}
	m := s.HouseRowBox(scr, input.MaxHouseRows).Center()
	label(dst, "Done [Esc]", a.fonts.bold, m.X, m.Y-9, alignCenter, colText)
}

package render

import (
	"errors"
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
	"warbench/input"
)

// armyStep does what the army builder asked: open it on the units of
// the system the form chose (the first until then), at the form's game
// size (2000 points when none), or save the army built into the
// library, which New game then offers.
func (a *App) armyStep(st *start, scr geom.Box) {
	s := &st.screen
	shop, ok := st.src.(input.ArmyShop)
	if !ok || len(s.Systems) == 0 {
		return
	}
	if s.Page != input.StartBuild {
		limit := s.Points
		if limit == 0 {
			limit = 2000
		}
		b, err := shop.ArmyBuilder(s.Systems[min(s.System, len(s.Systems)-1)].ID, limit)
		if err != nil {
			s.Err = "Could not build an army: " + err.Error()
			return
		}
		s.Build.Open(b)
		s.Page = input.StartBuild
		return
	}
	ab := &s.Build
	file, err := shop.SaveArmy(ab.Name, ab.B, ab.Asked == ab.Name)
	if errors.Is(err, input.ErrArmyExists) {
		ab.Asked, ab.Err = ab.Name, "Your library has a "+file+" already: Enter again replaces it, or change the name."
		return
	}
	if err != nil {
		s.Build.Err = "Could not save the army: " + err.Error()
		return
	}
	s.Build.Note = "Saved as " + file + " in your library: New game offers it for either player."
	s.Systems = st.src.Systems()
}

// drawArmyBuilder draws the builder over the whole window: the catalogue
// at the left, the force with its total and breaches at the right, the
// name field and a message below.
func (a *App) drawArmyBuilder(dst *ebiten.Image, scr geom.Box) {
	ab := &a.start.screen.Build
	if ab.B == nil {
		return
	}
	box := input.ArmyBox(scr)
	cat, force := input.ArmyListBox(scr, input.PaneCatalogue), input.ArmyListBox(scr, input.PaneForce)
	name := input.ArmyNameBox(scr)
	b := &a.batch
	b.begin(dst)
	b.rect(scr, colBackground)
	b.rect(box, colMenu)
	b.frame(box, 1, colMenuEdge)
	for pane, list := range [...]geom.Box{cat, force, name} {
		b.rect(list, colMenuShade)
		if pane == ab.Pane {
			b.frame(list, 2, colButtonOn)
		}
	}
	row := func(list geom.Box, i, top int) geom.Box {
		y := list.Min.Y + float64(i-top)*input.ArmyRowH
		return geom.Box{Min: geom.V(list.Min.X+2, y+1), Max: geom.V(list.Max.X-2, y+input.ArmyRowH-1)}
	}
	if n := len(ab.B.Catalogue); n > 0 && ab.Cat >= ab.CatTop && ab.Cat < ab.CatTop+input.ArmyRows(cat) {
		b.rect(row(cat, ab.Cat, ab.CatTop), selColour(ab.Pane == input.PaneCatalogue))
	}
	if n := len(ab.B.Force); n > 0 && ab.Unit >= ab.UnitTop && ab.Unit < ab.UnitTop+input.ArmyRows(force) {
		b.rect(row(force, ab.Unit, ab.UnitTop), selColour(ab.Pane == input.PaneForce))
	}
	b.flush()

	label(dst, "Build an army", a.fonts.title, box.Min.X+16, box.Min.Y+14, alignLeft, colText)
	keys := "Tab next pane · ↑ ↓ choose · Enter adds · ← → size · Space artefact · A allied · Del removes · PgUp PgDn limit · Esc back"
	w := box.Max.X - box.Min.X - 32
	kl := wrap(keys, a.fonts.small, w)
	for i, ln := range kl[:min(2, len(kl))] {
		label(dst, ln, a.fonts.small, box.Min.X+16, box.Min.Y+42+float64(i)*14, alignLeft, colTextDim)
	}
	colTitle := func(pane int, s string) {
		c := input.ArmyColumn(scr, pane)
		label(dst, clip(s, a.fonts.bold, c.Max.X-c.Min.X), a.fonts.bold, c.Min.X, c.Min.Y+1, alignLeft, colText)
	}
	colTitle(input.PaneCatalogue, fmt.Sprintf("Units (%d)", len(ab.B.Catalogue)))
	colTitle(input.PaneForce, fmt.Sprintf("Your army (%d units)", len(ab.B.Force)))
	a.drawArmyList(dst, cat, ab.CatTop, len(ab.B.Catalogue), func(i int) (string, string, bool) {
		u := ab.B.Catalogue[i]
		if u.Variant != "" {
			return fmt.Sprintf("%s · %s · %s", u.Name, u.Variant, u.Type), fmt.Sprint(u.Points), false
		}
		return fmt.Sprintf("%s · %s %s", u.Name, u.Size, u.Type), fmt.Sprint(u.Points), false
	})
	a.drawArmyList(dst, force, ab.UnitTop, len(ab.B.Force), func(i int) (string, string, bool) {
		u := ab.B.Unit(i)
		s := u.Name + " · " + u.Size
		if u.Variant != "" {
			s = u.Name + " · " + u.Variant
		}
		if u.Allied {
			s += " · allied"
		}
		if u.Artefact != "" {
			s += fmt.Sprintf(" + %s (%d)", u.Artefact, ab.B.ArtefactPoints(u.Artefact))
		}
		return s, fmt.Sprint(u.Points), u.Artefact != ""
	})
	a.drawArmyBreaches(dst, scr)

	label(dst, "Name", a.fonts.bold, name.Min.X, name.Min.Y-22, alignLeft, colText)
	shown := ab.Name
	if ab.Pane == input.PaneName && a.frame/30%2 == 0 {
		shown += "|"
	}
	label(dst, clipLeft(shown, a.fonts.normal, name.Max.X-name.Min.X-16), a.fonts.normal, name.Min.X+8, name.Min.Y+6, alignLeft, colText)
	msg, c := "Enter in the name saves the army into your library.", colTextDim
	switch {
	case ab.Err != "":
		msg, c = ab.Err, colMenuBad
	case ab.Note != "":
		msg, c = ab.Note, colClear
	}
	mx := name.Max.X + 16
	ml := wrap(msg, a.fonts.normal, box.Max.X-16-mx)
	for i, ln := range ml[:min(2, len(ml))] {
		label(dst, ln, a.fonts.normal, mx, name.Min.Y+float64(i)*17, alignLeft, c)
	}
}

// selColour is the chosen row's: bright in the pane with the keys.
func selColour(focused bool) color.NRGBA {
	if focused {
		return colButtonOn
	}
	return colButton
}

// drawArmyList writes the shown rows of a list: each row's text at the
// left (gold when marked), its points at the right.
func (a *App) drawArmyList(dst *ebiten.Image, list geom.Box, top, n int, rowText func(int) (string, string, bool)) {
	for i := top; i < min(n, top+input.ArmyRows(list)); i++ {
		y := list.Min.Y + float64(i-top)*input.ArmyRowH + 3
		s, pts, marked := rowText(i)
		c := colText
		if marked {
			c = colFront
		}
		labelRight(dst, pts, a.fonts.normal, list.Max.X-8, y, colText)
		label(dst, clip(s, a.fonts.normal, list.Max.X-list.Min.X-70), a.fonts.normal, list.Min.X+8, y, alignLeft, c)
	}
	if n > input.ArmyRows(list) { // more than shows: where the rows are
		label(dst, fmt.Sprintf("%d-%d of %d", top+1, min(n, top+input.ArmyRows(list)), n), a.fonts.small, list.Max.X-8-60, list.Min.Y-20, alignLeft, colTextDim)
	}
}

// drawArmyBreaches writes the total against the limit and, in red, each
// rule the force breaks, with the rule first.
func (a *App) drawArmyBreaches(dst *ebiten.Image, scr geom.Box) {
	ab := &a.start.screen.Build
	box := input.ArmyBreachBox(scr)
	w := box.Max.X - box.Min.X
	total, limit := ab.B.Total(), ab.B.Limit
	head, c := fmt.Sprintf("%d points", total), colText
	if limit > 0 {
		head = fmt.Sprintf("%d of %d points", total, limit)
		if total > limit {
			c = colMenuBad
		}
	}
	label(dst, head, a.fonts.bold, box.Min.X, box.Min.Y, alignLeft, c)
	breaches := ab.B.Breaches()
	y := box.Min.Y + 24
	if len(breaches) == 0 && len(ab.B.Force) > 0 {
		label(dst, "The army breaks no rule of army selection.", a.fonts.normal, box.Min.X, y, alignLeft, colClear)
		return
	}
	for _, br := range breaches {
		for _, ln := range wrap(br.Rule+" · "+br.Msg, a.fonts.small, w) {
			if y+15 > box.Max.Y {
				label(dst, "…", a.fonts.small, box.Min.X, y-15, alignLeft, colMenuBad)
				return
			}
			label(dst, ln, a.fonts.small, box.Min.X, y, alignLeft, colMenuBad)
			y += 15
		}
		y += 3
	}
}

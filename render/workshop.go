package render

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// The terrain workshop's screen (input.Workshop): the table with its
// pieces, zones and objectives, the analysis laid over it, the selection
// and the polygon being drawn; on the right the palette of the ruleset's
// terrain kinds with what each does, the selected piece, the last message
// and the keys.

// UseWorkshop shows the terrain editor instead of the game.
func (a *App) UseWorkshop(w *input.Workshop) { a.work = w }

// OfferWorkshop lets the start screen open the terrain workshop, made by
// make (the program's: it knows the rules and where layouts are saved).
func (a *App) OfferWorkshop(make func() (*input.Workshop, error)) {
	a.makeWorkshop = make
	if a.start != nil {
		a.start.screen.CanWorkshop = true
	}
}

// workshopStep runs the editor for one tick; when it asks to leave (after
// saving), the start screen comes back with its lists read again, on New
// game with the layout just saved as the table.
func (a *App) workshopStep(f input.Frame) {
	a.work.Update(f)
	if !a.work.Leave {
		return
	}
	saved := a.work.SavedAs
	a.work = nil
	if st := a.start; st != nil {
		last, about := st.src.Last()
		st.screen.Show(st.src.Systems(), last, about)
		st.screen.CanWorkshop = a.makeWorkshop != nil
		_, st.screen.CanBuild = st.src.(input.ArmyShop)
		if k, ok := st.src.(input.LayoutKeyer); ok && saved != "" {
			st.screen.OpenFormOn(k.LayoutKey(saved)) // New game, on the table just made
		}
	}
}

// Workshop returns the editor shown, or nil.
func (a *App) Workshop() *input.Workshop { return a.work }

// drawWorkshop draws the editor onto dst.
func (a *App) drawWorkshop(dst *ebiten.Image) {
	w := a.work
	if w.View.Max.X == 0 {
		w.Update(input.Frame{ScreenW: dst.Bounds().Dx(), ScreenH: dst.Bounds().Dy()})
	}
	drawStatic(dst, &engine.State{Table: w.Table}, &w.Camera, a.fonts)
	vb := w.View
	view := dst.SubImage(image.Rect(int(vb.Min.X), int(vb.Min.Y), int(vb.Max.X), int(vb.Max.Y))).(*ebiten.Image)
	p := &painter{dst: view, cam: &w.Camera}
	if w.ShowHeat && w.Analysis != nil {
		a.heatmapOver(p, w.Analysis, &w.Table)
		a.drawGaps(p, w.Analysis)
	}
	a.drawSelection(p, w)
	for i, v := range w.Drawing {
		p.fillCircle(geom.Circle{C: v, R: 4 / w.Camera.Scale}, colHandle)
		if i > 0 {
			p.line(w.Drawing[i-1], v, 2, colHandle)
		}
	}
	a.drawWorkshopPanel(dst, w) // with the analysis's numbers: over the table they would hide its edge
	if w.Naming.Showing {
		a.drawNameBox(dst, vb, &w.Naming, "Name the table", "Enter to name it · Esc to cancel",
			"Ctrl+S then saves it in the Library under this name, for New game.")
	}
}

// drawSelection outlines the selected thing.
func (a *App) drawSelection(p *painter, w *input.Workshop) {
	it := w.Selected
	switch it.Kind {
	case input.TerrainItem:
		for _, e := range geom.OuterEdges(w.Table.Terrain[it.Index].Parts) {
			p.line(e.A, e.B, 3, colSelect)
		}
	case input.ObjectiveItem:
		o := w.Table.Objectives[it.Index]
		p.strokeCircle(geom.Circle{C: o.Pos, R: o.Radius + 3}, 3, colSelect)
	case input.ZoneItem:
		p.strokePoly(w.Table.Zones[it.Index].Area, 3, colSelect)
	}
}

// drawWorkshopPanel draws the palette, the selection, the message and
// the keys.
func (a *App) drawWorkshopPanel(dst *ebiten.Image, w *input.Workshop) {
	b := w.Panel
	screenRect(dst, b, colPanel)
	x, width := b.Min.X+12, b.Max.X-b.Min.X-24
	label(dst, "Terrain workshop: "+w.Name, a.fonts.bold, x, 10, alignLeft, colText)
	for _, e := range w.Palette {
		screenRect(dst, e.Box, colButton)
		look := terrainLooks[e.Kind]
		screenRect(dst, geom.Box{Min: e.Box.Min.Add(geom.V(4, 5)), Max: geom.V(e.Box.Min.X+20, e.Box.Max.Y-5)}, look.fill)
		label(dst, e.Kind.String(), a.fonts.normal, e.Box.Min.X+26, e.Box.Min.Y+4, alignLeft, colText)
		label(dst, effectWords(e.Effect), a.fonts.small, e.Box.Min.X+110, e.Box.Min.Y+6, alignLeft, colTextDim)
	}
	y := w.Palette[len(w.Palette)-1].Box.Max.Y + 12
	switch it := w.Selected; it.Kind {
	case input.TerrainItem:
		tr := w.Table.Terrain[it.Index]
		y = a.paragraph(dst, fmt.Sprintf("%s · %s · height %d", tr.Name, tr.Kind, tr.Height), x, y, width, colText)
		bx := tr.Bounds()
		y = a.paragraph(dst, fmt.Sprintf("%s x %s, at %s, %s", a.fmtLen(bx.Size().X), a.fmtLen(bx.Size().Y),
			a.fmtLen(bx.Center().X), a.fmtLen(bx.Center().Y)), x, y, width, colTextDim)
		for _, l := range w.Palette[tr.Kind].Effect.Lines {
			y = a.paragraph(dst, l, x, y, width, colTextDim)
		}
	case input.ObjectiveItem:
		y = a.paragraph(dst, w.Table.Objectives[it.Index].Name+" (objective)", x, y, width, colText)
	case input.ZoneItem:
		y = a.paragraph(dst, fmt.Sprintf("Player %d's deployment zone", w.Table.Zones[it.Index].Player), x, y, width, colText)
	default:
		y = a.paragraph(dst, "Click a kind to place it; click a piece to select it.", x, y, width, colTextDim)
	}
	if w.Message != "" {
		c := colClear
		if w.Refused {
			c = colBlocked
		}
		y = a.paragraph(dst, w.Message, x, y+6, width, c)
	}
	if w.Typed != "" {
		y = a.paragraph(dst, "Typed: "+w.Typed+" (H height, A turn, W width)", x, y+4, width, colFront)
	}
	if w.AnalysisErr != "" {
		y = a.paragraph(dst, w.AnalysisErr, x, y+4, width, colBlocked)
	}
	keysTop := b.Max.Y - float64(len(workshopKeys))*17 - 8
	if w.ShowHeat && w.Analysis != nil && y+40 < keysTop {
		y = a.paragraph(dst, "Terrain analysis (T hides it)", x, y+10, width, colText)
		a.drawTerrainNumbers(dst, w.Analysis, x, y, width, keysTop-6)
	}
	hy := keysTop
	for _, k := range workshopKeys {
		label(dst, k, a.fonts.small, x, hy, alignLeft, colTextDim)
		hy += 17
	}
}

// workshopKeys are the workshop's keys, at the foot of its panel.
var workshopKeys = []string{
	"Drag: move (snaps to 0.5\"; Shift: free; G: snapping)",
	"Q/E turn 15° · [ ] resize · PgUp/PgDn height",
	"number then H: height, A: turn, W: width",
	"C copy · Del delete",
	"P draw a polygon (clicks, Enter) · O objective",
	"N generate (Shift: turned) · T analysis · X export PNG",
	"Ctrl+Z undo · Ctrl+Y redo · Ctrl+S save · Ctrl+R name",
	"Ctrl+Enter: save, then back to New game",
	"Right drag pans · wheel zooms · Home fits",
}

// effectWords sums up a kind's effect in a few words.
func effectWords(e engine.TerrainEffect) string {
	var w []string
	for _, f := range []struct {
		on   bool
		word string
	}{{e.Impassable, "impassable"}, {e.Difficult, "difficult"}, {e.Obstacle, "obstacle"},
		{e.RaisesUnits, "height"}, {e.BlocksSight, "blocks sight"}, {e.Cover, "cover"}} {
		if f.on {
			w = append(w, f.word)
		}
	}
	if len(w) == 0 {
		return "no effect"
	}
	return strings.Join(w, ", ")
}

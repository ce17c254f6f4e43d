package render

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/game/geom"
	"warbench/game/layout"
	"warbench/game/table"
)

// The terrain analysis overlay (T): the heatmap of what each deployment
// zone sees laid over the table, every gap drawn with its width in the
// colour of who passes it, and a box of numbers with a legend.

// Gap colours: every formation passes at the fastest pace; some only
// slower; some not at all.
var (
	colGapOpen    = color.NRGBA{110, 230, 120, 255}
	colGapSlow    = color.NRGBA{250, 214, 80, 255}
	colGapClosed  = color.NRGBA{255, 80, 70, 255}
	colHeatBox    = color.NRGBA{22, 24, 28, 225}
	heatmapOpaque = float32(0.62)
)

// terrainPicture is the heatmap image of one analysis.
type terrainPicture struct {
	of  *layout.Analysis
	img *ebiten.Image
}

// drawHeatmap lays the overlay's heatmap over the table, under the
// pieces.
func (a *App) drawHeatmap(p *painter) {
	v := &a.ctrl.TerrainView
	if !v.On {
		return
	}
	v.Refresh(a.game)
	an := v.Analysis
	if an == nil {
		return
	}
	a.heatmapOver(p, an, &v.Table)
}

// heatmapOver draws an analysis's heatmap over the table under p's camera.
func (a *App) heatmapOver(p *painter, an *layout.Analysis, t *table.Table) {
	if a.heat.of != an {
		if a.heat.img != nil {
			a.heat.img.Deallocate()
		}
		a.heat = terrainPicture{of: an, img: ebiten.NewImageFromImage(an.Picture(t, 1))}
	}
	cam := p.cam
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(an.Res*cam.Scale, an.Res*cam.Scale)
	nw := cam.ToScreen(geom.V(0, float64(an.Rows)*an.Res))
	op.GeoM.Translate(nw.X, nw.Y)
	op.ColorScale.ScaleAlpha(heatmapOpaque)
	p.dst.DrawImage(a.heat.img, op)
}

// drawTerrainView draws the overlay's gaps onto the view (p) and its box
// onto dst.
func (a *App) drawTerrainView(p *painter, dst *ebiten.Image) {
	v := &a.ctrl.TerrainView
	if !v.On {
		return
	}
	an := v.Analysis
	vb := a.ctrl.Camera.Viewport
	if an == nil {
		labelBox(dst, "No terrain analysis: "+v.Err, a.fonts.normal, geom.V(vb.Center().X, vb.Min.Y+30), colText)
		return
	}
	a.drawGaps(p, an)
	a.drawTerrainBox(dst, an, vb)
}

// drawGaps draws every gap in the colour of who passes it, with its width.
func (a *App) drawGaps(p *painter, an *layout.Analysis) {
	for _, g := range an.Gaps {
		c := gapColour(g, an.Paces)
		p.line(g.From, g.To, 3, c)
		mid := p.cam.ToScreen(g.From.Lerp(g.To, 0.5))
		labelBox(p.dst, a.fmtLen(g.Width), a.fonts.small, mid, c)
	}
}

// gapColour is green when every formation passes a gap at the fastest
// pace, yellow when one needs a slower pace, red when one cannot pass.
func gapColour(g layout.Gap, paces []string) color.NRGBA {
	c := colGapOpen
	for _, ps := range g.Pass {
		switch {
		case ps.Pace == "":
			return colGapClosed
		case len(paces) > 0 && ps.Pace != paces[0]:
			c = colGapSlow
		}
	}
	return c
}

// terrainLine is one line of the analysis's numbers, in its colour.
type terrainLine struct {
	s string
	c color.Color
}

// terrainLines are the analysis's numbers as the box and the workshop's
// panel write them.
func terrainLines(an *layout.Analysis) []terrainLine {
	var lines []terrainLine
	add := func(c color.Color, f string, args ...any) {
		lines = append(lines, terrainLine{fmt.Sprintf(f, args...), c})
	}
	for _, s := range an.Sides {
		add(colSide[s.Player], "Player %d sees %.0f%% of the table, %.0f%% of the enemy zone; %.0f%% of its half is hidden",
			s.Player, 100*s.Seen, 100*s.EnemyZoneSeen, 100*s.Shelter)
	}
	add(colText, "Fairness %.2f · sight lines blocked %.0f%%", an.Fairness, 100*an.Blocked())
	for _, l := range an.Lanes {
		if l.Probe != widestProbe(an) || (!l.Fire && l.Pace != an.Paces[len(an.Paces)-1]) {
			continue
		}
		kind := "fire"
		if !l.Fire {
			kind = "charge at " + l.Pace
		}
		add(colTextDim, "%s: %s of %s (%.0f%% of positions open)", l.Probe, plural(l.Lanes, "lane"), kind, 100*l.Share)
	}
	add(colTextDim, "%s, coloured by who passes: %s", plural(len(an.Gaps), "gap"), probeNames(an))
	return lines
}

// drawTerrainBox writes the numbers and the legend in the view's corner.
func (a *App) drawTerrainBox(dst *ebiten.Image, an *layout.Analysis, vb geom.Box) {
	lines := append([]terrainLine{{"Terrain analysis (T hides it)", colText}}, terrainLines(an)...)
	x, y := vb.Min.X+10, vb.Min.Y+10
	w := 0.0
	for _, l := range lines {
		w = max(w, text.Advance(l.s, a.fonts.small))
	}
	box := geom.Box{Min: geom.V(x, y), Max: geom.V(x+w+20, y+float64(len(lines))*16+34)}
	screenRect(dst, box, colHeatBox)
	ly := y + 6
	for _, l := range lines {
		label(dst, l.s, a.fonts.small, x+10, ly, alignLeft, l.c)
		ly += 16
	}
	a.drawTerrainLegend(dst, x+10, ly+4, box.Max.X-80)
}

// drawTerrainLegend draws the heatmap's tints and the gaps' colours from
// (x, y), starting a new row past maxX; it returns the y below it.
func (a *App) drawTerrainLegend(dst *ebiten.Image, x, y, maxX float64) float64 {
	lx := x
	for _, sw := range []struct {
		c    color.Color
		what string
	}{
		{layout.SeenBy[0], "P1 sees"}, {layout.SeenBy[1], "P2 sees"}, {layout.Unseen, "neither"},
		{colGapOpen, "all pass"}, {colGapSlow, "some slower"}, {colGapClosed, "some cannot"},
	} {
		adv := 14 + text.Advance(sw.what, a.fonts.small) + 12
		if lx > x && lx+adv > maxX {
			lx, y = x, y+16
		}
		screenRect(dst, geom.Box{Min: geom.V(lx, y+3), Max: geom.V(lx+10, y+13)}, sw.c)
		label(dst, sw.what, a.fonts.small, lx+14, y, alignLeft, colTextDim)
		lx += adv
	}
	return y + 16
}

// drawTerrainNumbers writes the analysis in a panel column from (x, y),
// wrapped to width, with the legend, as far as bottom: what does not fit
// is left out, the most telling lines being first.
func (a *App) drawTerrainNumbers(dst *ebiten.Image, an *layout.Analysis, x, y, width, bottom float64) {
	for _, l := range terrainLines(an) {
		if y+18*float64(len(wrap(l.s, a.fonts.normal, width))) > bottom {
			return
		}
		y = a.paragraph(dst, l.s, x, y, width, l.c)
	}
	if y+36 <= bottom {
		a.drawTerrainLegend(dst, x, y+4, x+width)
	}
}

// plural writes a count of things.
func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// widestProbe names the widest formation of an analysis.
func widestProbe(an *layout.Analysis) string {
	best := an.Probes[0]
	for _, p := range an.Probes {
		if p.W > best.W {
			best = p
		}
	}
	return best.Name
}

// probeNames lists the formations.
func probeNames(an *layout.Analysis) string {
	s := ""
	for i, p := range an.Probes {
		if i > 0 {
			s += ", "
		}
		s += p.Name
	}
	return s
}

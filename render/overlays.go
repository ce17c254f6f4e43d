package render

import (
	"fmt"
	"image/color"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// arcReach is how far the selected unit's arcs are drawn: past any table.
const arcReach = 4000.0

// drawArcs shades the selected unit's four arcs, clipped to the table, and
// draws the lines that bound them (with ArcCorner45: 45° from each corner).
func (a *App) drawArcs(p *painter) {
	pc := a.game.State.Piece(a.ctrl.Selected)
	if pc == nil || pc.Footprint.Round {
		return
	}
	r, style := pc.Rect(), a.game.Rules.ArcStyle()
	edge := a.game.State.Table.Edge()
	if ar, ok := a.game.Rules.(engine.AllRounder); ok && ar.AllRound(a.game.State, pc.ID) {
		p.fillPoly(edge, colArcFront) // no flanks or rear: all of it is in front
		return
	}
	for _, arc := range []geom.Arc{geom.ArcFront, geom.ArcLeft, geom.ArcRight, geom.ArcRear} {
		if style == geom.ArcHalf180 && (arc == geom.ArcLeft || arc == geom.ArcRight) {
			continue
		}
		region := geom.ClipPoly(geom.ArcRegion(r, style, arc, arcReach), edge)
		c := colArcFlank
		switch arc {
		case geom.ArcFront:
			c = colArcFront
		case geom.ArcRear:
			c = colArcRear
		}
		p.fillPoly(region, c)
	}
	if style == geom.ArcCorner45 {
		cs := r.Corners()
		f, rt := r.Forward(), r.Right()
		dirs := [4]geom.Vec{f.Sub(rt), f.Add(rt), rt.Sub(f), f.Add(rt).Scale(-1)}
		for i, c := range cs {
			end := clipRay(c, dirs[i].Norm(), edge)
			p.dashed(c, end, 1.5, 8, colArcLine)
		}
	}
}

// clipRay returns where a ray from c leaves the table polygon.
func clipRay(c, dir geom.Vec, table geom.Poly) geom.Vec {
	s := geom.Seg{A: c, B: c.Add(dir.Scale(arcReach))}
	if _, t1, ok := geom.SegClipPoly(s, table); ok {
		return s.A.Lerp(s.B, t1)
	}
	return c
}

// drawRuler draws the measured segment, base edge to base edge, and its
// length in the ruleset's unit.
func (a *App) drawRuler(p *painter) {
	r := &a.ctrl.Ruler
	if !r.Active {
		return
	}
	p.line(r.From, r.To, 2, colRuler)
	p.fillCircle(geom.Circle{C: r.From, R: 3 / p.cam.Scale}, colRuler)
	p.fillCircle(geom.Circle{C: r.To, R: 3 / p.cam.Scale}, colRuler)
	mid := p.cam.ToScreen(r.From.Lerp(r.To, 0.5))
	labelBox(p.dst, a.game.Rules.Measure().Format(r.Distance), a.fonts.bold, mid.Add(geom.V(0, -14)), colRuler)
}

// drawProbe draws the line-of-sight probe: the sight line in green when
// clear, red when blocked, and every blocker outlined.
func (a *App) drawProbe(p *painter) {
	pr := &a.ctrl.Probe
	s := a.game.State
	if obs := s.Piece(pr.Observer); obs != nil {
		poly := obs.Rect().Poly()
		p.strokePoly(poly, 3, colClear)
	}
	if pr.Target == 0 {
		return
	}
	res := &pr.Result
	c := colBlocked
	if res.Clear {
		c = colClear
	}
	for _, b := range res.Blockers {
		a.highlightBlocker(p, b)
	}
	if tgt := s.Piece(pr.Target); tgt != nil {
		p.strokePoly(tgt.Rect().Poly(), 3, c)
	}
	p.line(res.Line.A, res.Line.B, 2.5, c)
	mid := p.cam.ToScreen(res.Line.A.Lerp(res.Line.B, 0.5))
	word := "Clear"
	if !res.Clear {
		word = "Blocked"
		if len(res.Blockers) > 0 {
			word = fmt.Sprintf("Blocked by %s", res.Blockers[0].Name)
		} else {
			word = "Out of arc"
		}
	}
	labelBox(p.dst, word, a.fonts.bold, mid.Add(geom.V(0, -14)), c)
}

func (a *App) highlightBlocker(p *painter, b engine.Blocker) {
	red := colBlocked
	fill := color.NRGBA{255, 60, 50, 70}
	if pc := a.game.State.Piece(b.Piece); pc != nil {
		poly := pc.Rect().Poly()
		p.fillPoly(poly, fill)
		p.strokePoly(poly, 3, red)
	}
	for i := range a.game.State.Table.Terrain {
		tr := &a.game.State.Table.Terrain[i]
		if tr.ID == b.Terrain && b.Terrain != 0 {
			for _, part := range tr.Parts {
				p.fillPoly(part, fill)
				p.strokePoly(part, 3, red)
			}
		}
	}
}

// toolHint is the one-line instruction for the current tool.
func toolHint(c *input.Controller) string {
	switch c.Mode {
	case input.ModeRuler:
		if !c.Ruler.Active || c.Ruler.Fixed {
			return "Ruler: click a unit (or the table) to measure from."
		}
		return "Ruler: move to a unit, click to pin. Esc leaves."
	case input.ModeSight:
		if c.Probe.Observer == 0 || c.Probe.Fixed {
			return "Line of sight: click the unit that looks."
		}
		return "Line of sight: point at a target, click to pin."
	}
	return "Click a unit to select it. Drag with the right or middle button to pan."
}

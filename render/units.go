package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"slices"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// drawPieces draws every piece on its real footprint: files and ranks, the
// front edge in gold, the selection, and the name and status labels.
func (a *App) drawPieces(p *painter) {
	a.collectHeld()
	a.drawn = a.drawn[:0]
	a.labels = a.labels[:0]
	s := a.ctrl.View()
	for i := range s.Pieces {
		a.drawn = append(a.drawn, &s.Pieces[i])
	}
	for i := range s.Gone { // routed by a roll the tray is still showing
		if h := a.heldFor(s.Gone[i].ID, false); h != nil && h.removed {
			a.drawn = append(a.drawn, &s.Gone[i])
		}
	}
	// a piece attached to another (a character in a unit) is drawn over
	// its host, so it shows where it stands in the unit
	slices.SortStableFunc(a.drawn, func(x, y *engine.Piece) int { return attachedRank(x) - attachedRank(y) })
	if tr := terrainOf(s, a.ctrl.Terrain); tr != nil {
		for _, part := range tr.Parts {
			p.strokePoly(part, 3, colSelect)
		}
	}
	a.drawTableMarkers(p, s)
	a.drawDeployZone(p, s)
	for _, pc := range a.drawn {
		if pc.Footprint.Round {
			a.drawRound(p, pc)
		} else {
			a.drawBlock(p, pc)
		}
	}
	a.marks = a.marks[:0]
	for _, pc := range a.drawn {
		var lb geom.Box
		if pc.Attached == 0 { // a piece attached to another rides on it: its host is named
			lb = a.drawPieceLabel(p, pc)
		}
		a.addMarkers(p, s, pc, lb)
	}
	a.drawMarkers(p.dst)
}

func (a *App) drawBlock(p *painter, pc *engine.Piece) {
	r := pc.Rect()
	poly := r.AppendPoly(a.scratch[:0])
	a.scratch = poly
	p.fillPoly(poly, a.pieceFill(pc))
	drawRanksAndFiles(p, pc, r)
	p.strokePoly(poly, 1.5, sideDark(pc.Owner))
	fe := r.FrontEdge()
	p.line(fe.A, fe.B, 3, colFront)
	// A chevron behind the front edge's middle shows the facing at any zoom.
	lp, f, rt := r.LeaderPoint(), r.Forward(), r.Right()
	k := min(r.W, r.D) * 0.18
	tip := lp.Sub(f.Scale(k * 0.3))
	p.line(tip.Sub(f.Scale(k)).Sub(rt.Scale(k)), tip, 2, colFront)
	p.line(tip.Sub(f.Scale(k)).Add(rt.Scale(k)), tip, 2, colFront)
	a.drawHighlight(p, pc, poly)
}

func (a *App) drawRound(p *painter, pc *engine.Piece) {
	c := geom.Circle{C: pc.Pose.Pos, R: pc.Footprint.W / 2}
	p.fillCircle(c, a.pieceFill(pc))
	p.strokeCircle(c, 1.5, sideDark(pc.Owner))
	f := geom.Forward(pc.Pose.Heading)
	p.line(c.C, c.C.Add(f.Scale(c.R)), 3, colFront)
	a.drawHighlight(p, pc, p.circlePoly(c))
}

// pieceFill is a piece's colour: its side's, faded while it waits to
// come into play (Decision.Waiting: not yet deployed).
func (a *App) pieceFill(pc *engine.Piece) color.NRGBA {
	if slices.Contains(a.ctrl.Decision().Waiting, pc.ID) {
		return faded(sideColor(pc.Owner), 0.35)
	}
	if pc.Attached != 0 { // a model in another piece (a character in a unit) stands out from it
		return mix(sideColor(pc.Owner), color.NRGBA{255, 255, 255, 255}, 0.5)
	}
	return sideColor(pc.Owner)
}

// drawDeployZone outlines the deployment zone of the player who deploys
// (a Deploy decision), or the Decision's Area when it names one: where a
// unit may be placed.
func (a *App) drawDeployZone(p *painter, s *engine.State) {
	d := a.ctrl.Decision()
	if d.Kind != engine.Deploy {
		return
	}
	if d.Area != nil { // narrower than the zone now: a flank a die gave, a building to garrison
		p.fillPoly(d.Area, colZone[int(d.Player)%3])
		p.strokePoly(d.Area, 4, colSelect)
		return
	}
	for _, z := range s.Table.Zones {
		if engine.PlayerID(z.Player) == d.Player {
			p.fillPoly(z.Area, colZone[z.Player%3])
			p.strokePoly(z.Area, 4, colSelect)
		}
	}
}

// drawHighlight outlines the selected piece, the one under the cursor,
// the pieces the hint's order names, and, more faintly, the pieces the
// game waits on (Decision.Pieces) once
// the dice have landed.
func (a *App) drawHighlight(p *painter, pc *engine.Piece, poly geom.Poly) {
	if slices.Contains(a.ctrl.HintPieces(), pc.ID) { // wide, so a selection's outline shows on it
		p.strokePoly(poly, 7, colHint)
	}
	switch {
	case pc.ID == a.ctrl.Selected:
		p.strokePoly(poly, 3, colSelect)
	case pc.ID == a.ctrl.Hover:
		p.strokePoly(poly, 2, colHover)
	case a.ctrl.Mode == input.ModeSelect && !a.ctrl.Rolling() && slices.Contains(a.ctrl.Decision().Pieces, pc.ID):
		p.strokePoly(poly, 1.5, colAwaited)
	}
}

// drawRanksAndFiles draws the model bases inside a block when they are big
// enough on screen to be seen.
func drawRanksAndFiles(p *painter, pc *engine.Piece, r geom.Rect) {
	fm := pc.Formation
	if fm.ModelW*p.cam.Scale < 4 || (fm.Files <= 1 && fm.Ranks <= 1) {
		return
	}
	grid := sideDark(pc.Owner)
	grid.A = 150
	c := r.Corners() // FL, FR, RR, RL
	for i := 1; i < fm.Files; i++ {
		t := float64(i) / float64(fm.Files)
		p.line(c[0].Lerp(c[1], t), c[3].Lerp(c[2], t), 1, grid)
	}
	for i := 1; i < fm.Ranks; i++ {
		t := float64(i) / float64(fm.Ranks)
		p.line(c[0].Lerp(c[3], t), c[1].Lerp(c[2], t), 1, grid)
	}
}

// drawPieceLabel writes the name, wrapped to the base's width, centred on
// the piece, and returns the box it may take on screen. Damage and status are
// drawn as markers around it (markers.go).
func (a *App) drawPieceLabel(p *painter, pc *engine.Piece) geom.Box {
	at := p.cam.ToScreen(pc.Pose.Pos)
	width := max(pc.Footprint.W*p.cam.Scale+12, 64)
	lines := wrap(pc.Name, a.fonts.small, width)
	lh := a.fonts.small.Size * 1.15
	tw := 0.0
	for _, ln := range lines {
		tw = max(tw, text.Advance(ln, a.fonts.small))
	}
	h := lh * float64(len(lines))
	box := geom.Box{Min: geom.V(at.X-tw/2-2, at.Y-h/2), Max: geom.V(at.X+tw/2+2, at.Y+h/2)}
	// Clear of the labels drawn before it: moved past each it would
	// overlap, up when its piece stands higher, else down (a few times at
	// most), so names never print over each other.
	for range 4 {
		moved := false
		for _, o := range a.labels {
			if o.Overlaps(box) {
				d := o.Max.Y + 1 - box.Min.Y
				if at.Y < (o.Min.Y+o.Max.Y)/2 {
					d = o.Min.Y - 1 - box.Max.Y
				}
				box.Min.Y, box.Max.Y = box.Min.Y+d, box.Max.Y+d
				moved = true
			}
		}
		if !moved {
			break
		}
	}
	a.labels = append(a.labels, box)
	y := box.Min.Y
	for _, ln := range lines {
		labelShadow(p.dst, ln, a.fonts, at.X, y, colText)
		y += lh
	}
	return geom.Box{Min: geom.V(at.X-width/2, box.Min.Y), Max: geom.V(at.X+width/2, box.Max.Y)}
}

// drawTableMarkers draws what stands on the table that is not a piece
// (State.Markers: a flag, a template): its footprint in its owner's
// colour, or pale when nobody's, with its name.
func (a *App) drawTableMarkers(p *painter, s *engine.State) {
	for i := range s.Markers {
		m := &s.Markers[i]
		fill := colObjective
		if m.Owner != 0 {
			fill = sideColor(m.Owner)
		}
		var poly geom.Poly
		if m.Footprint.Round {
			poly = p.circlePoly(geom.Circle{C: m.Pose.Pos, R: m.Footprint.W / 2})
		} else {
			poly = geom.Rect{Center: m.Pose.Pos, Heading: m.Pose.Heading, W: m.Footprint.W, D: m.Footprint.D}.Poly()
		}
		p.fillPoly(poly, faded(fill, 0.85))
		p.strokePoly(poly, 2, colTableEdge)
		at := p.cam.ToScreen(m.Pose.Pos)
		labelShadow(p.dst, m.Name, a.fonts, at.X, at.Y+m.Footprint.W/2*p.cam.Scale+2, colText)
	}
}

// attachedRank orders the pieces for drawing: hosts before the pieces
// attached to them.
func attachedRank(p *engine.Piece) int {
	if p.Attached != 0 {
		return 1
	}
	return 0
}

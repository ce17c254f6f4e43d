package render

import (
	"errors"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/input"
)

// drawCompose draws the order being composed: the path the centre takes,
// the ghost at the end of the legal move, the rotation handle, and what
// stopped the move (the blocking piece or zone in red).
func (a *App) drawCompose(p *painter) {
	k := a.ctrl.Compose
	if k == nil || k.Err != nil && len(k.Preview.Poses) == 0 && k.Preview.End.W == 0 {
		return
	}
	res := &k.Preview
	for _, band := range k.Reach.Bands {
		p.fillPoly(band, colReach)
	}
	if k.Reach.Circle.R > 0 {
		ring := p.circlePoly(k.Reach.Circle)
		for i, v := range ring {
			p.dashed(v, ring[(i+1)%len(ring)], 1.2, 6, colReachEdge)
		}
	}
	for _, r := range res.Reasons {
		if len(r.Zone) >= 3 {
			if r.Gap > 0 {
				halo := grow(r.Zone, r.Gap)
				for i, v := range halo {
					p.dashed(v, halo[(i+1)%len(halo)], 1.5, 6, colBlocked)
				}
			}
			p.fillPoly(r.Zone, colReason)
			p.strokePoly(r.Zone, 2.5, colBlocked)
		}
	}
	var il *engine.Illegal
	if errors.As(k.Err, &il) {
		drawMarks(p, il.Marks) // where a placement is refused, and why
	}
	prev := res.Start.Center
	for _, ps := range res.Poses {
		p.line(prev, ps.Pos, 2, colPath)
		prev = ps.Pos
	}
	end := res.End
	poly := end.Poly()
	if pc := a.ctrl.View().Piece(k.Unit); pc != nil {
		poly = p.pieceShape(pc, end.Pose())
	}
	p.fillPoly(poly, colGhost)
	p.strokePoly(poly, 2, colGhostEdge)
	fe := end.FrontEdge()
	p.line(fe.A, fe.B, 3, colFront)
	h := a.ctrl.HandlePos()
	p.line(end.LeaderPoint(), h, 1.5, colHandle)
	p.fillCircle(geom.Circle{C: h, R: 6 / p.cam.Scale}, colHandle)
	p.strokeCircle(geom.Circle{C: h, R: 6 / p.cam.Scale}, 1.5, colTableEdge)

	m := a.game.Rules.Measure()
	budget := k.Option.Move.Budget
	turn := geom.ToDeg(geom.NormAngle(end.Heading - res.Start.Heading))
	txt := fmt.Sprintf("pivot %.0f°", turn)
	if budget > 0 {
		txt = fmt.Sprintf("%s used, %s left", m.Format(res.Spent), m.Format(max(0, budget-res.Spent)))
		if math.Abs(turn) >= 0.5 {
			txt += fmt.Sprintf(", pivot %.0f°", turn)
		}
	}
	if _, short := input.CutShort(*res); short {
		txt += " · cut short"
	}
	// Beside the ghost, clear of the handle in front of it.
	at := p.cam.ToScreen(end.Center)
	reach := (end.W + end.D) / 2 * p.cam.Scale
	labelBox(p.dst, txt, a.fonts.bold, at.Add(geom.V(reach+70, 0)), colText)
}

// drawComposePanel writes the order's state on the panel: the steps, the
// number being typed, and why the move stopped or the order is refused.
func (a *App) drawComposePanel(dst *ebiten.Image, x, y, width float64) float64 {
	k := a.ctrl.Compose
	if a.ctrl.Target != nil {
		return a.drawTargetPanel(dst, x, y, width)
	}
	if k == nil {
		return y // what the last order did is in the battle log, as its dice land
	}
	label(dst, "Order: "+k.Option.Label, a.fonts.bold, x, y, alignLeft, colFront)
	y += 20
	hint := "Drag the unit to move it, the gold handle to pivot. Or type a number, then M (move) or P (pivot)."
	if m := k.Option.Move; m.FreePath && m.Budget == 0 { // a placement (a deployment): anywhere, no distance spent
		hint = "Drag the unit to place it, the gold handle to turn it (or type degrees, then P). Enter gives the order."
	}
	if k.Buffer != "" {
		hint = fmt.Sprintf("Typed: %s   (M moves, P pivots)", k.Buffer)
	}
	for _, ln := range wrap(hint, a.fonts.small, width) {
		label(dst, ln, a.fonts.small, x, y, alignLeft, colTextDim)
		y += 14
	}
	msgs := []string{}
	if k.Err != nil {
		msgs = append(msgs, k.Err.Error())
	}
	for _, r := range k.Preview.Reasons {
		msgs = append(msgs, fmt.Sprintf("%s (%s)", r.Text, r.Rule))
	}
	for _, msg := range msgs {
		y = a.paragraph(dst, msg, x, y, width, colBlocked)
	}
	if k.Confirm {
		y = a.paragraph(dst, "The move is cut short, as shown. Enter gives it; drag again to change it; Esc cancels.", x, y, width, colCover)
	}
	return y + 4
}

// drawPanelButtons draws the order, give, cancel and end-phase buttons
// and returns the top of the highest one (with none, of the help text).
func (a *App) drawPanelButtons(dst *ebiten.Image) float64 {
	top := a.ctrl.Layout.Panel.Max.Y - input.PanelFooter
	for _, b := range a.ctrl.PanelButtons() {
		top = min(top, b.Box.Min.Y)
		c := colButton
		if b.On {
			c = colButtonOn
		}
		if b.Act == input.PanelCommit {
			c = colButtonGo
		}
		screenRect(dst, b.Box, c)
		mid := b.Box.Min.Lerp(b.Box.Max, 0.5)
		label(dst, b.Label, a.fonts.normal, mid.X, mid.Y-8, alignCenter, colText)
	}
	return top
}

// grow returns a convex polygon grown by d on every side, with rounded
// corners: the zone a gap keeps clear around an obstacle.
func grow(poly geom.Poly, d float64) geom.Poly {
	pts := make([]geom.Vec, 0, len(poly)*16)
	for _, v := range poly {
		pts = append(pts, geom.RegularPoly(v, d, 16)...)
	}
	return geom.ConvexHull(pts)
}

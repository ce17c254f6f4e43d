package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
)

// drawTargets draws the target planner: every legal target outlined in
// green with the ordered piece's ghost where the order would put it,
// every other piece it could aim at in dim red; the target under the
// cursor with all its ghosts, its path and its marks (a range line, what
// gives cover), or the geometry of the rule that forbids it.
func (a *App) drawTargets(p *painter) {
	tp := a.ctrl.Target
	if tp == nil {
		return
	}
	s := a.ctrl.View()
	unit := s.Piece(tp.Unit)
	if unit == nil {
		return
	}
	for i, t := range tp.Targets {
		tgt := s.Piece(t.Piece)
		if tgt == nil {
			continue
		}
		hover := i == tp.Hover
		if !t.Legal {
			w := float32(1.5)
			if hover {
				w = 3
			}
			p.outlinePiece(tgt, tgt.Pose, w, colChargeDim)
			if hover && t.Why != nil {
				drawMarks(p, t.Why.Marks)
			}
			continue
		}
		w := float32(2.5)
		if hover {
			w = 3.5
		}
		p.outlinePiece(tgt, tgt.Pose, w, colClear)
		for k, g := range t.Ghosts {
			if !hover && k > 0 {
				break // the others' ghosts show for the target pointed at
			}
			a.drawGhost(p, s, g, hover)
		}
		if hover {
			prev := unit.Pose.Pos
			for _, ps := range t.Path {
				p.line(prev, ps.Pos, 2, colPath)
				prev = ps.Pos
			}
			drawToned(p, t.Marks)
		}
	}
	for _, id := range tp.With {
		if u := s.Piece(id); u != nil {
			p.outlinePiece(u, u.Pose, 3, colClear)
		}
	}
}

// drawGhost draws a piece, translucent, where an order would put it.
func (a *App) drawGhost(p *painter, s *engine.State, g engine.Ghost, strong bool) {
	pc := s.Piece(g.Piece)
	if pc == nil {
		return
	}
	poly := p.pieceShape(pc, g.Pose)
	p.fillPoly(poly, colChargeGhost)
	edge := float32(1)
	if strong {
		edge = 2.5
	}
	p.strokePoly(poly, edge, colClear)
}

// drawMarks draws the geometry of a refusal in red.
func drawMarks(p *painter, marks []engine.Mark) {
	for _, m := range marks {
		switch {
		case m.Seg != nil:
			p.line(m.Seg.A, m.Seg.B, 2.5, colBlocked)
		case len(m.Poly) >= 3:
			p.fillPoly(m.Poly, colReason)
			p.strokePoly(m.Poly, 2.5, colBlocked)
		case m.Circle != nil:
			p.strokeCircle(*m.Circle, 2, colBlocked)
		}
	}
}

// drawToned draws a target's marks in their tones: lines dashed, areas
// shaded and outlined.
func drawToned(p *painter, marks []engine.Mark) {
	for _, m := range marks {
		c := toneText(m.Tone)
		if m.Tone == engine.Plain {
			c = colPath
		}
		switch {
		case m.Seg != nil:
			p.dashed(m.Seg.A, m.Seg.B, 2, 6, c)
		case len(m.Poly) >= 3:
			p.fillPoly(m.Poly, faded(c, 0.25))
			p.strokePoly(m.Poly, 2, c)
		case m.Circle != nil:
			p.strokeCircle(*m.Circle, 2, c)
		}
	}
}

// drawTargetPanel writes the planner's state on the panel: the option,
// how many targets are legal, who joins, and what the ruleset says of the
// target under the cursor (or why it cannot be aimed at).
func (a *App) drawTargetPanel(dst *ebiten.Image, x, y, width float64) float64 {
	tp := a.ctrl.Target
	label(dst, fmt.Sprintf("%s: %d legal target(s)", tp.Option.Label, tp.Legal()), a.fonts.bold, x, y, alignLeft, colFront)
	y += 20
	var lines []engine.Line
	if len(tp.With) > 0 {
		var names []string
		for _, id := range tp.With {
			if u := a.ctrl.View().Piece(id); u != nil {
				names = append(names, u.Name)
			}
		}
		lines = append(lines, engine.Line{Text: "Together with " + strings.Join(names, ", ") + " (click one again to leave it out)."})
	}
	switch tg := tp.Hovered(); {
	case tg != nil && tg.Legal:
		lines = append(lines, tg.Lines...)
	case tg != nil && tg.Why != nil:
		lines = append(lines, engine.Line{Text: fmt.Sprintf("%s (%s)", tg.Why.Reason, tg.Why.Rule), Tone: engine.Bad})
	default:
		hint := "Point at a piece to see the order; click a green one to give it."
		if tp.Option.Hint != "" {
			hint = tp.Option.Hint
		}
		lines = append(lines, engine.Line{Text: hint, Tone: engine.Dim})
	}
	if tp.Err != nil {
		lines = append(lines, engine.Line{Text: tp.Err.Error(), Tone: engine.Bad})
	}
	for _, l := range lines {
		y = a.paragraph(dst, l.Text, x, y, width, toneText(l.Tone))
	}
	return y + 4
}

// drawRollMarks draws the geometry of the roll the tray shows: where a
// template landed, the path of a shot (engine.Event.Marks).
func (a *App) drawRollMarks(p *painter) {
	if r := a.ctrl.Tray.Roll; r != nil {
		drawToned(p, r.Event.Marks)
	}
}

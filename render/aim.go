package render

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawAim draws the shooting planner: legal targets outlined in green,
// the others in dim red; for the target under the cursor, the range line
// from the Leader Point and what gives cover, or the geometry of the rule
// that forbids the shot.
func (a *App) drawAim(p *painter) {
	am := a.ctrl.Aim
	if am == nil {
		return
	}
	s := a.game.State
	for i, t := range am.Targets {
		tgt := s.Piece(t.Target)
		if tgt == nil {
			continue
		}
		hover := i == am.Hover
		switch {
		case !t.Legal && hover && t.Why != nil:
			drawMarks(p, t.Why.Marks)
		case !t.Legal:
			p.strokePoly(tgt.Rect().Poly(), 1.5, colChargeDim)
		case hover:
			for _, m := range t.Marks {
				if len(m.Poly) >= 3 {
					p.fillPoly(m.Poly, colCoverBg)
					p.strokePoly(m.Poly, 2, colCover)
				}
			}
			p.dashed(t.Line.A, t.Line.B, 2, 6, colPath)
			p.strokePoly(tgt.Rect().Poly(), 3.5, colClear)
		default:
			p.strokePoly(tgt.Rect().Poly(), 2.5, colClear)
		}
	}
}

// drawAimPanel writes the shooting planner's state on the panel.
func (a *App) drawAimPanel(dst *ebiten.Image, x, y, width float64) float64 {
	am := a.ctrl.Aim
	legal := 0
	for _, t := range am.Targets {
		if t.Legal {
			legal++
		}
	}
	label(dst, fmt.Sprintf("Shoot: %d target(s) in range and sight", legal), a.fonts.bold, x, y, alignLeft, colFront)
	y += 20
	lines := []string{"Point at an enemy for the odds; click a green one to shoot."}
	c := colTextDim
	if am.Hover >= 0 {
		t := am.Targets[am.Hover]
		name := a.game.State.Piece(t.Target).Name
		switch {
		case t.Legal && t.Cover != "":
			lines, c = []string{fmt.Sprintf("%s: %s away.", name, a.fmtLen(t.Range)), t.Cover}, colCover
		case t.Legal:
			lines, c = []string{fmt.Sprintf("%s: %s away, in the open.", name, a.fmtLen(t.Range))}, colClear
		case t.Why != nil:
			lines, c = []string{fmt.Sprintf("%s (%s)", t.Why.Reason, t.Why.Rule)}, colBlocked
		}
	}
	if am.Err != nil {
		lines, c = append(lines, am.Err.Error()), colBlocked
	}
	for _, l := range lines {
		y = a.paragraph(dst, l, x, y, width, c)
	}
	return y + 4
}

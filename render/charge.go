package render

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/engine"
)

// drawPlanner draws the charge planner: every legal target outlined in
// green with the charger's aligned contact pose as a ghost, every other
// enemy in dim red; the target under the cursor with its path, or the
// geometry of the rule that forbids the charge.
func (a *App) drawPlanner(p *painter) {
	pl := a.ctrl.Plan
	if pl == nil {
		return
	}
	s := a.game.State
	unit := s.Piece(pl.Unit)
	if unit == nil {
		return
	}
	for i, t := range pl.Targets {
		tgt := s.Piece(t.Target)
		if tgt == nil {
			continue
		}
		hover := i == pl.Hover
		if !t.Legal {
			w := float32(1.5)
			if hover {
				w = 3
			}
			p.strokePoly(tgt.Rect().Poly(), w, colChargeDim)
			continue
		}
		p.strokePoly(tgt.Rect().Poly(), 2.5, colClear)
		if len(pl.With) > 0 {
			continue // a joint charge draws its own ghosts
		}
		ghost := unit.Rect().WithPose(t.Contact).Poly()
		p.fillPoly(ghost, colChargeGhost)
		if t.Reverse { // boxed in (§4.7.8): the target turns to the charger
			turned := tgt.Rect().WithPose(t.TargetPose).Poly()
			p.fillPoly(turned, colChargeGhost)
			p.strokePoly(turned, 1.5, colCover)
		}
		edge := float32(1)
		if hover {
			edge = 2.5
			prev := unit.Pose.Pos
			for _, ps := range t.Path {
				p.line(prev, ps.Pos, 2, colPath)
				prev = ps.Pos
			}
		}
		p.strokePoly(ghost, edge, colClear)
	}
	for _, id := range pl.With {
		if u := s.Piece(id); u != nil {
			p.strokePoly(u.Rect().Poly(), 3, colClear)
		}
	}
	g := &pl.Group
	switch {
	case len(g.Poses) > 0:
		for i, id := range g.Units {
			if u := s.Piece(id); u != nil && i < len(g.Poses) {
				ghost := u.Rect().WithPose(g.Poses[i]).Poly()
				p.fillPoly(ghost, colChargeGhost)
				p.strokePoly(ghost, 2.5, colClear)
			}
		}
	case pl.Hover >= 0 && len(pl.With) == 0:
		t := pl.Targets[pl.Hover]
		if !t.Legal && t.Why != nil {
			drawMarks(p, t.Why.Marks)
		}
	}
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

// drawPlannerPanel writes the planner's state on the panel.
func (a *App) drawPlannerPanel(dst *ebiten.Image, x, y, width float64) float64 {
	pl := a.ctrl.Plan
	legal := 0
	for _, t := range pl.Targets {
		if t.Legal {
			legal++
		}
	}
	label(dst, fmt.Sprintf("Charge: %d legal target(s)", legal), a.fonts.bold, x, y, alignLeft, colFront)
	y += 20
	lines := []string{"Point at an enemy to see the charge; click a green one to charge it."}
	c := colTextDim
	if pl.Hover >= 0 {
		t := pl.Targets[pl.Hover]
		name := a.game.State.Piece(t.Target).Name
		m := a.game.Rules.Measure()
		if t.Legal {
			h := ""
			if t.Hindered {
				h = ", hindered"
			}
			lines = []string{fmt.Sprintf("%s: %s facing, %s away%s.", name, t.Facing, m.Format(t.Reach), h)}
			switch {
			case t.Reverse:
				lines = append(lines, "Boxed in: the charger stops at first contact and the target is aligned to it (§4.7.8).")
			case t.Counter:
				lines = append(lines, "Counter-charge: straight into its front, never hindered (§4.8).")
			}
			c = colClear
		} else if t.Why != nil {
			lines = []string{fmt.Sprintf("%s (%s)", t.Why.Reason, t.Why.Rule)}
			c = colBlocked
		}
	}
	if len(pl.With) > 0 {
		var names []string
		for _, id := range pl.With {
			names = append(names, a.game.State.Piece(id).Name)
		}
		lines = append([]string{"Charging together with " + strings.Join(names, ", ") + " (click one again to leave it out)."}, lines...)
		switch g := pl.Group; {
		case g.Err != nil:
			lines, c = append(lines, g.Err.Error()), colBlocked
		case len(g.Poses) > 0:
			lines, c = append(lines, "They all fit: click to charge together."), colClear
		}
	} else {
		lines = append(lines, "Click other units of yours to charge together.")
	}
	if pl.Err != nil {
		lines = append(lines, pl.Err.Error())
		c = colBlocked
	}
	for _, l := range lines {
		y = a.paragraph(dst, l, x, y, width, c)
	}
	return y + 4
}

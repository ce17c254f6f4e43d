package input

import (
	"warbench/game/engine"
	"warbench/game/geom"
)

// Ruler measures from a unit's base edge (or a point) to another unit's
// base edge (or the cursor), the way the rules measure distances between
// units: the shortest distance between the footprints.
type Ruler struct {
	Active    bool // something is being measured
	Fixed     bool // the far end is pinned by a second click
	FromPiece engine.PieceID
	ToPiece   engine.PieceID
	anchor    geom.Vec // the first click, when it was not on a unit
	From, To  geom.Vec // the measured segment's ends
	Distance  float64  // mm
}

func (r *Ruler) update(c *Controller, f Frame) {
	inView := c.Camera.InViewport(f.Cursor)
	if f.Pressed[Left] && inView {
		switch {
		case !r.Active || r.Fixed:
			*r = Ruler{Active: true, FromPiece: c.Hover, anchor: c.Cursor}
		default:
			r.Fixed = true
			return
		}
	}
	if !r.Active || r.Fixed {
		return
	}
	r.ToPiece = 0
	if c.Hover != r.FromPiece {
		r.ToPiece = c.Hover
	}
	s := c.Game.State
	var a, b geom.Shape = geom.Circle{C: r.anchor}, geom.Circle{C: c.Cursor}
	if p := s.Piece(r.FromPiece); p != nil {
		a = p.Shape()
	}
	if p := s.Piece(r.ToPiece); p != nil {
		b = p.Shape()
	}
	r.From, r.To, r.Distance = geom.ClosestPoints(a, b)
}

// Probe is the line-of-sight tool: the first click picks the observer, the
// cursor (or a second click) the target.
type Probe struct {
	Observer, Target engine.PieceID
	Fixed            bool
	Result           engine.Sight
}

func (p *Probe) update(c *Controller, f Frame) {
	if f.Pressed[Left] && c.Camera.InViewport(f.Cursor) {
		switch {
		case p.Observer == 0 || p.Fixed:
			*p = Probe{Observer: c.Hover} // a new probe from the clicked unit
			return
		case c.Hover != 0 && c.Hover != p.Observer:
			p.aim(c, c.Hover)
			p.Fixed = true
			return
		}
	}
	if p.Observer == 0 || p.Fixed {
		return
	}
	if c.Hover == 0 || c.Hover == p.Observer {
		p.Target, p.Result = 0, engine.Sight{}
		return
	}
	if c.Hover != p.Target {
		p.aim(c, c.Hover)
	}
}

func (p *Probe) aim(c *Controller, target engine.PieceID) {
	p.Target = target
	p.Result = c.Game.Rules.Sight(c.Game.State, p.Observer, p.Target)
}

// Retarget recomputes the probe (after the State changed).
func (p *Probe) Retarget(c *Controller) {
	if p.Observer != 0 && p.Target != 0 {
		p.aim(c, p.Target)
	}
}

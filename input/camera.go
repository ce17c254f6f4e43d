package input

import (
	"math"

	"warbench/game/geom"
)

// Camera maps table millimetres to screen pixels and back: a uniform scale
// (pixels per mm) about a world point shown at the viewport's centre, with
// the world's y axis (north) pointing up the screen.
//
//	screen.x = vx + vw/2 + (world.x − Center.x)·Scale
//	screen.y = vy + vh/2 − (world.y − Center.y)·Scale
type Camera struct {
	Center   geom.Vec // world point at the middle of the viewport
	Scale    float64  // pixels per millimetre
	Viewport geom.Box // the part of the window showing the table, in pixels
}

// Zoom limits, in pixels per millimetre: from a whole 12-foot table on a
// small window to a single 20 mm base filling it.
const (
	MinScale = 0.05
	MaxScale = 20
)

// ToScreen maps a world point to screen pixels.
func (c *Camera) ToScreen(w geom.Vec) geom.Vec {
	m := c.mid()
	return geom.V(m.X+(w.X-c.Center.X)*c.Scale, m.Y-(w.Y-c.Center.Y)*c.Scale)
}

// ToWorld maps screen pixels to a world point; the inverse of ToScreen.
func (c *Camera) ToWorld(s geom.Vec) geom.Vec {
	m := c.mid()
	return geom.V(c.Center.X+(s.X-m.X)/c.Scale, c.Center.Y-(s.Y-m.Y)/c.Scale)
}

// Pan moves the view by a screen displacement: dragging the table right by
// d pixels moves what is under the cursor right by d pixels.
func (c *Camera) Pan(d geom.Vec) {
	c.Center = c.Center.Add(geom.V(-d.X/c.Scale, d.Y/c.Scale))
}

// ZoomAt multiplies the scale by factor, keeping the world point under the
// screen point s where it is (zoom to the cursor). The scale is clamped to
// [MinScale, MaxScale].
func (c *Camera) ZoomAt(s geom.Vec, factor float64) {
	before := c.ToWorld(s)
	c.Scale = math.Min(MaxScale, math.Max(MinScale, c.Scale*factor))
	after := c.ToWorld(s)
	c.Center = c.Center.Add(before.Sub(after))
}

// Fit shows the whole box b in the viewport with margin pixels around it.
func (c *Camera) Fit(b geom.Box, margin float64) {
	vw := c.Viewport.Max.X - c.Viewport.Min.X - 2*margin
	vh := c.Viewport.Max.Y - c.Viewport.Min.Y - 2*margin
	bw, bh := b.Max.X-b.Min.X, b.Max.Y-b.Min.Y
	if vw <= 0 || vh <= 0 || bw <= 0 || bh <= 0 {
		return
	}
	c.Scale = math.Min(MaxScale, math.Max(MinScale, math.Min(vw/bw, vh/bh)))
	c.Center = b.Min.Lerp(b.Max, 0.5)
}

// InViewport reports whether a screen point is over the table view.
func (c *Camera) InViewport(s geom.Vec) bool { return c.Viewport.Contains(s) }

func (c *Camera) mid() geom.Vec { return c.Viewport.Min.Lerp(c.Viewport.Max, 0.5) }

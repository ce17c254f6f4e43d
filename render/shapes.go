package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"warbench/game/geom"
	"warbench/input"
)

// painter draws world geometry onto a screen image through the camera. It
// reuses one vector.Path so drawing allocates nothing per shape.
type painter struct {
	dst  *ebiten.Image
	cam  *input.Camera
	path vector.Path
}

func (p *painter) polyPath(poly geom.Poly) *vector.Path {
	p.path.Reset()
	for i, v := range poly {
		s := p.cam.ToScreen(v)
		if i == 0 {
			p.path.MoveTo(float32(s.X), float32(s.Y))
		} else {
			p.path.LineTo(float32(s.X), float32(s.Y))
		}
	}
	p.path.Close()
	return &p.path
}

func (p *painter) fillPoly(poly geom.Poly, c color.Color) {
	if len(poly) < 3 {
		return
	}
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(p.dst, p.polyPath(poly), nil, op)
}

func (p *painter) strokePoly(poly geom.Poly, width float32, c color.Color) {
	if len(poly) < 2 {
		return
	}
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(p.dst, p.polyPath(poly), &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound}, op)
}

// line draws a world segment with a width in pixels.
func (p *painter) line(a, b geom.Vec, width float32, c color.Color) {
	sa, sb := p.cam.ToScreen(a), p.cam.ToScreen(b)
	vector.StrokeLine(p.dst, float32(sa.X), float32(sa.Y), float32(sb.X), float32(sb.Y), width, c, false)
}

// dashed draws a world segment as dashes of dash pixels.
func (p *painter) dashed(a, b geom.Vec, width float32, dash float64, c color.Color) {
	sa, sb := p.cam.ToScreen(a), p.cam.ToScreen(b)
	n := int(sa.Dist(sb) / dash)
	for i := 0; i < n; i += 2 {
		u, v := sa.Lerp(sb, float64(i)/float64(n)), sa.Lerp(sb, math.Min(1, float64(i+1)/float64(n)))
		vector.StrokeLine(p.dst, float32(u.X), float32(u.Y), float32(v.X), float32(v.Y), width, c, false)
	}
}

func (p *painter) fillCircle(c geom.Circle, col color.Color) {
	s := p.cam.ToScreen(c.C)
	vector.FillCircle(p.dst, float32(s.X), float32(s.Y), float32(math.Max(1, c.R*p.cam.Scale)), col, false)
}

func (p *painter) strokeCircle(c geom.Circle, width float32, col color.Color) {
	s := p.cam.ToScreen(c.C)
	vector.StrokeCircle(p.dst, float32(s.X), float32(s.Y), float32(math.Max(1, c.R*p.cam.Scale)), width, col, false)
}

// screenRect fills a rectangle given in screen pixels.
func screenRect(dst *ebiten.Image, b geom.Box, c color.Color) {
	vector.FillRect(dst, float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X-b.Min.X), float32(b.Max.Y-b.Min.Y), c, false)
}

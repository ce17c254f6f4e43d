package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"warbench/game/geom"
	"warbench/input"
)

// painter draws world geometry onto a screen image through the camera.
// Everything is drawn as plain triangles from one white image, so ebiten
// batches consecutive shapes into few draw calls: vector.FillPath's
// stencil passes cost hundreds of milliseconds a frame under software
// rendering when interleaved with other draws. Polygons are convex (as
// geom.Poly always is), so a triangle fan fills them exactly.
type painter struct {
	dst   *ebiten.Image
	cam   *input.Camera
	verts []ebiten.Vertex
	idx   []uint16
}

// premultiplied says vertex colours are premultiplied, as color.Color's
// RGBA method returns them (ebiten's default is straight alpha).
var premultiplied = &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}

var (
	whiteImage    = newWhite()
	whiteSubImage = whiteImage.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
)

func newWhite() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img
}

// fillPoly fills a convex world polygon.
func (p *painter) fillPoly(poly geom.Poly, c color.Color) {
	if len(poly) < 3 {
		return
	}
	r, g, b, a := colorFloats(c)
	p.verts, p.idx = p.verts[:0], p.idx[:0]
	for _, v := range poly {
		s := p.cam.ToScreen(v)
		p.verts = append(p.verts, ebiten.Vertex{DstX: float32(s.X), DstY: float32(s.Y), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	}
	for i := 1; i+1 < len(poly); i++ {
		p.idx = append(p.idx, 0, uint16(i), uint16(i+1))
	}
	p.dst.DrawTriangles(p.verts, p.idx, whiteSubImage, premultiplied)
}

// strokePoly outlines a world polygon with lines width pixels wide.
func (p *painter) strokePoly(poly geom.Poly, width float32, c color.Color) {
	for i, a := range poly {
		p.capped(a, poly[(i+1)%len(poly)], width, c)
	}
}

// capped draws a segment extended by half its width at both ends, so the
// corners of an outline are filled.
func (p *painter) capped(a, b geom.Vec, width float32, c color.Color) {
	sa, sb := p.cam.ToScreen(a), p.cam.ToScreen(b)
	d := sb.Sub(sa).Norm().Scale(float64(width) / 2)
	sa, sb = sa.Sub(d), sb.Add(d)
	vector.StrokeLine(p.dst, float32(sa.X), float32(sa.Y), float32(sb.X), float32(sb.Y), width, c, false)
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

// circlePoly approximates a world circle with enough sides to look round
// at the current zoom.
func (p *painter) circlePoly(c geom.Circle) geom.Poly {
	r := math.Max(c.R, 1/p.cam.Scale)
	n := int(math.Min(48, math.Max(8, r*p.cam.Scale)))
	return geom.RegularPoly(c.C, r, n)
}

func (p *painter) fillCircle(c geom.Circle, col color.Color) { p.fillPoly(p.circlePoly(c), col) }

func (p *painter) strokeCircle(c geom.Circle, width float32, col color.Color) {
	p.strokePoly(p.circlePoly(c), width, col)
}

// colorFloats returns a colour's premultiplied components as vertex colours.
func colorFloats(c color.Color) (r, g, b, a float32) {
	cr, cg, cb, ca := c.RGBA()
	return float32(cr) / 0xffff, float32(cg) / 0xffff, float32(cb) / 0xffff, float32(ca) / 0xffff
}

// screenRect fills a rectangle given in screen pixels.
func screenRect(dst *ebiten.Image, b geom.Box, c color.Color) {
	vector.FillRect(dst, float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X-b.Min.X), float32(b.Max.Y-b.Min.Y), c, false)
}

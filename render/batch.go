package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"warbench/game/geom"
)

// batch collects shapes in screen pixels and draws them with one
// DrawTriangles call, like painter does for world shapes: the dice tray
// and the unit markers draw dozens of small shapes a frame.
type batch struct {
	dst   *ebiten.Image
	verts []ebiten.Vertex
	idx   []uint16
}

// begin starts a batch on dst.
func (b *batch) begin(dst *ebiten.Image) {
	b.dst, b.verts, b.idx = dst, b.verts[:0], b.idx[:0]
}

// poly adds a convex polygon.
func (b *batch) poly(pts []geom.Vec, c color.Color) {
	if len(pts) < 3 {
		return
	}
	if len(b.verts)+len(pts) > math.MaxUint16 {
		b.flush()
	}
	r, g, bl, a := colorFloats(c)
	base := uint16(len(b.verts))
	for _, v := range pts {
		b.verts = append(b.verts, ebiten.Vertex{DstX: float32(v.X), DstY: float32(v.Y), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: bl, ColorA: a})
	}
	for i := 1; i+1 < len(pts); i++ {
		b.idx = append(b.idx, base, base+uint16(i), base+uint16(i+1))
	}
}

// rect adds an axis-aligned box.
func (b *batch) rect(box geom.Box, c color.Color) {
	b.poly([]geom.Vec{box.Min, geom.V(box.Max.X, box.Min.Y), box.Max, geom.V(box.Min.X, box.Max.Y)}, c)
}

// frame adds the outline of a box, width pixels wide, inside it.
func (b *batch) frame(box geom.Box, width float64, c color.Color) {
	x0, y0, x1, y1 := box.Min.X, box.Min.Y, box.Max.X, box.Max.Y
	b.rect(geom.Box{Min: geom.V(x0, y0), Max: geom.V(x1, y0+width)}, c)
	b.rect(geom.Box{Min: geom.V(x0, y1-width), Max: geom.V(x1, y1)}, c)
	b.rect(geom.Box{Min: geom.V(x0, y0+width), Max: geom.V(x0+width, y1-width)}, c)
	b.rect(geom.Box{Min: geom.V(x1-width, y0+width), Max: geom.V(x1, y1-width)}, c)
}

// circle adds a disc of n sides.
func (b *batch) circle(at geom.Vec, r float64, n int, c color.Color) {
	var pts [32]geom.Vec
	n = min(max(n, 6), len(pts))
	for i := range n {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		pts[i] = geom.V(at.X+r*co, at.Y+r*s)
	}
	b.poly(pts[:n], c)
}

// flush draws what was added.
func (b *batch) flush() {
	if len(b.idx) > 0 {
		b.dst.DrawTriangles(b.verts, b.idx, whiteSubImage, premultiplied)
	}
	b.verts, b.idx = b.verts[:0], b.idx[:0]
}

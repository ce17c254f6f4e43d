package render

import (
	"bytes"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"warbench/assets"
	"warbench/game/geom"
)

// fonts are the text faces, made once.
type fonts struct {
	small, normal, bold, title *text.GoTextFace
	big                        *text.GoTextFace // the hand-off screen's title
}

func newFonts() (*fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(assets.Regular))
	if err != nil {
		return nil, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(assets.Bold))
	if err != nil {
		return nil, err
	}
	return &fonts{
		small:  &text.GoTextFace{Source: reg, Size: 10},
		normal: &text.GoTextFace{Source: reg, Size: 13},
		bold:   &text.GoTextFace{Source: bold, Size: 13},
		title:  &text.GoTextFace{Source: bold, Size: 16},
		big:    &text.GoTextFace{Source: bold, Size: 30},
	}, nil
}

// align says where a label sits relative to its point.
type align int

const (
	alignLeft align = iota
	alignCenter
)

// label draws s with its top at y; centred on x or starting at x.
func label(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, a align, c color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	if a == alignCenter {
		op.PrimaryAlign = text.AlignCenter
	}
	text.Draw(dst, s, face, op)
}

// labelBox draws s centred on a point with a dark backing box, so it reads
// over any terrain.
func labelBox(dst *ebiten.Image, s string, face *text.GoTextFace, at geom.Vec, fg color.Color) {
	w, h := text.Measure(s, face, face.Size*1.2)
	b := geom.Box{Min: geom.V(at.X-w/2-3, at.Y-h/2-1), Max: geom.V(at.X+w/2+3, at.Y+h/2+1)}
	screenRect(dst, b, color.NRGBA{0, 0, 0, 170})
	label(dst, s, face, at.X, at.Y-h/2, alignCenter, fg)
}

// wrap splits s into lines no wider than width pixels, breaking at spaces.
func wrap(s string, face *text.GoTextFace, width float64) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		try := w
		if cur != "" {
			try = cur + " " + w
		}
		if cur != "" && text.Advance(try, face) > width {
			lines = append(lines, cur)
			cur = w
			continue
		}
		cur = try
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// labelShadow draws centred text with a one-pixel dark shadow so it reads
// on the side colours and on terrain.
func labelShadow(dst *ebiten.Image, s string, f *fonts, x, y float64, c color.Color) {
	label(dst, s, f.small, x+1, y+1, alignCenter, color.NRGBA{0, 0, 0, 200})
	label(dst, s, f.small, x, y, alignCenter, c)
}

// paragraph writes s wrapped to width at (x, y) in the normal face, one
// 18-pixel line a row, and returns the y below it: the panel's text.
func (a *App) paragraph(dst *ebiten.Image, s string, x, y, width float64, c color.Color) float64 {
	for _, ln := range wrap(s, a.fonts.normal, width) {
		label(dst, ln, a.fonts.normal, x, y, alignLeft, c)
		y += 18
	}
	return y
}

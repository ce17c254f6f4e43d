package render

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// capture reads the screen's pixels into an image (the screenshot; the
// program writes it to a file).
func capture(screen *ebiten.Image) *image.RGBA {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	return img
}

// wrapLines wraps every line of s (which may hold newlines) to width.
func wrapLines(s string, f *fonts, width float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		out = append(out, wrap(para, f.normal, width)...)
	}
	return out
}

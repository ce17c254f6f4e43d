package render

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// writePNG reads the screen's pixels and writes them as a PNG, atomically:
// a temporary file in the same folder, synced, then renamed.
func writePNG(path string, screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	tmp, err := os.CreateTemp(filepath.Dir(path), ".shot-*.png")
	if err != nil {
		return fmt.Errorf("render: screenshot: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := png.Encode(tmp, img); err != nil {
		tmp.Close()
		return fmt.Errorf("render: screenshot: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("render: screenshot: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("render: screenshot: %w", err)
	}
	return os.Rename(tmp.Name(), path)
}

// wrapLines wraps every line of s (which may hold newlines) to width.
func wrapLines(s string, f *fonts, width float64) []string {
	var out []string
	for _, para := range strings.Split(s, "\n") {
		out = append(out, wrap(para, f.normal, width)...)
	}
	return out
}

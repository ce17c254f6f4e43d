// Package assets holds the program's fonts and images, compiled into the
// binary so it runs from a single file.
package assets

import (
	_ "embed"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Regular and Bold are the Go fonts (TrueType), used for every label.
var (
	Regular = goregular.TTF
	Bold    = gobold.TTF
)

// Icon is the window icon (a 64 × 64 PNG).
//
//go:embed icon.png
var Icon []byte

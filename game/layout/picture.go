package layout

import (
	"image"
	"image/color"

	"warbench/game/table"
)

// Colours of the picture (picture.go's legend, also the window's).
var (
	// SeenBy are the tints of what player 1 and player 2 see, the sides'
	// colours in the window: blue and orange, mixing where both see.
	SeenBy = [2]color.RGBA{{R: 60, G: 110, B: 235, A: 255}, {R: 240, G: 130, B: 40, A: 255}}
	// Unseen is the ground neither side sees.
	Unseen = color.RGBA{R: 30, G: 30, B: 30, A: 255}
	// TerrainTint is laid over cells on terrain.
	TerrainTint = color.RGBA{R: 240, G: 240, B: 200, A: 255}
)

// Picture draws the heatmap, scale pixels a cell, north up: each cell
// tinted by the share of each side's observers that see it (blue for
// player 1, orange for player 2, both mixing), dark where neither sees,
// terrain paler.
func (a *Analysis) Picture(t *table.Table, scale int) *image.RGBA {
	scale = max(scale, 1)
	img := image.NewRGBA(image.Rect(0, 0, a.Cols*scale, a.Rows*scale))
	g := grid{cols: a.Cols, rows: a.Rows, res: a.Res}
	for j := range a.Rows {
		for i := range a.Cols {
			k := j*a.Cols + i
			c := g.center(i, j)
			var r, gr, b float64
			r, gr, b = float64(Unseen.R), float64(Unseen.G), float64(Unseen.B)
			for s := range 2 {
				if a.Sides[s].Observers == 0 {
					continue
				}
				f := float64(a.Sides[s].Heat[k]) / float64(a.Sides[s].Observers)
				r += f * float64(SeenBy[s].R) * 0.8
				gr += f * float64(SeenBy[s].G) * 0.8
				b += f * float64(SeenBy[s].B) * 0.8
			}
			for ti := range t.Terrain {
				on := false
				for _, p := range t.Terrain[ti].Parts {
					if p.Contains(c) {
						on = true
						break
					}
				}
				if on {
					r, gr, b = (r+float64(TerrainTint.R))/2, (gr+float64(TerrainTint.G))/2, (b+float64(TerrainTint.B))/2
					break
				}
			}
			col := color.RGBA{R: clamp8(r), G: clamp8(gr), B: clamp8(b), A: 255}
			y0 := (a.Rows - 1 - j) * scale
			for y := y0; y < y0+scale; y++ {
				for x := i * scale; x < (i+1)*scale; x++ {
					img.SetRGBA(x, y, col)
				}
			}
		}
	}
	return img
}

func clamp8(v float64) uint8 { return uint8(max(0, min(255, v))) }

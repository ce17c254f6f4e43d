package input

import (
	"math"

	"warbench/game/geom"
)

// Tray geometry, in pixels.
const (
	trayMaxW    = 760
	trayTallH   = 92 // the dice area for many dice
	trayShortH  = 58 // for a few, in one row
	trayMargin  = 12
	trayPad     = 12
	trayTop     = 34  // the result line above the dice
	trayBottom  = 44  // the event's sentence below them
	maxDieSize  = 46  // a die is never drawn bigger
	dieSpacing  = 1.3 // slot pitch over die size
	maxTrayRows = 6
)

// TrayBox is where the dice tray sits for a roll of n dice: docked at the
// bottom of the table view, centred, never over the panel; shorter when
// the dice fit in one row nearly as big as in the tall tray.
func TrayBox(view geom.Box, n int) geom.Box {
	w := math.Min(view.Max.X-view.Min.X-2*trayMargin, trayMaxW)
	cx := (view.Min.X + view.Max.X) / 2
	bottom := view.Max.Y - trayMargin
	area := float64(trayTallH)
	inner := w - 2*trayPad
	short := LayoutDice(geom.Box{Max: geom.V(inner, trayShortH)}, n, min(1, n-1))
	tall := LayoutDice(geom.Box{Max: geom.V(inner, trayTallH)}, n, min(1, n-1))
	if short.Size >= 0.85*tall.Size {
		area = trayShortH
	}
	return geom.Box{Min: geom.V(cx-w/2, bottom-trayTop-area-trayBottom), Max: geom.V(cx+w/2, bottom)}
}

// TrayDiceArea is the part of the tray box the dice occupy.
func TrayDiceArea(box geom.Box) geom.Box {
	return geom.Box{Min: geom.V(box.Min.X+trayPad, box.Min.Y+trayTop), Max: geom.V(box.Max.X-trayPad, box.Max.Y-trayBottom)}
}

// DiceGrid is where a roll's dice sit in the tray: Landing holds the
// centre of each die in roll order, Sorted the centre of each sorted slot
// (successes from the left, then a gap, then failures). Size is a die's
// side in pixels.
type DiceGrid struct {
	Size    float64
	Landing []geom.Vec
	Sorted  []geom.Vec
}

// LayoutDice lays out n dice, of which successes succeed (sorted to the
// left; pass -1 for a roll whose dice are not sorted), in area: as many
// rows as make the dice biggest, up to maxTrayRows.
func LayoutDice(area geom.Box, n, successes int) DiceGrid {
	w, h := area.Max.X-area.Min.X, area.Max.Y-area.Min.Y
	if n <= 0 || w <= 0 || h <= 0 {
		return DiceGrid{}
	}
	sorts := successes >= 0
	fails := n - successes
	bestPitch, bestRows := 0.0, 1
	for rows := 1; rows <= maxTrayRows; rows++ {
		cols := ceilDiv(n, rows)
		if sorts {
			cols = max(cols, sortedCols(successes, fails, rows))
		}
		pitch := math.Min(w/float64(cols), h/float64(rows))
		if pitch > bestPitch+1e-9 {
			bestPitch, bestRows = pitch, rows
		}
	}
	size := math.Min(maxDieSize, bestPitch/dieSpacing)
	pitch := size * dieSpacing
	rows := bestRows
	g := DiceGrid{Size: size, Landing: make([]geom.Vec, n), Sorted: make([]geom.Vec, n)}
	cols := ceilDiv(n, rows)
	// place puts count dice from index from in a block of cols columns
	// starting at column col0 of totalCols, centred on used rows.
	place := func(dst []geom.Vec, from, count, col0, cols, totalCols, used int) {
		x0 := (area.Min.X+area.Max.X)/2 - float64(totalCols)*pitch/2 + pitch/2
		y0 := (area.Min.Y+area.Max.Y)/2 - float64(used)*pitch/2 + pitch/2
		for j := range count {
			r, c := j/cols, j%cols
			dst[from+j] = geom.V(x0+float64(col0+c)*pitch, y0+float64(r)*pitch)
		}
	}
	place(g.Landing, 0, n, 0, cols, cols, ceilDiv(n, cols))
	if !sorts {
		copy(g.Sorted, g.Landing)
		return g
	}
	cs, cf := max(ceilDiv(successes, rows), 1), max(ceilDiv(fails, rows), 1)
	used := max(ceilDiv(successes, cs), ceilDiv(fails, cf))
	total := sortedCols(successes, fails, rows)
	place(g.Sorted, 0, successes, 0, cs, total, used)
	gap := 0
	if successes > 0 {
		gap = cs + 1
	}
	place(g.Sorted, successes, fails, gap, cf, total, used)
	return g
}

// sortedCols is how many columns successes and failures need side by
// side, with an empty column between them.
func sortedCols(successes, fails, rows int) int {
	c := ceilDiv(successes, rows) + ceilDiv(fails, rows)
	if successes > 0 && fails > 0 {
		c++
	}
	return c
}

func ceilDiv(a, b int) int {
	if a <= 0 {
		return 0
	}
	return (a + b - 1) / b
}

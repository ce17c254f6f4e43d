package move

import (
	"math"

	"warbench/game/geom"
)

// The table edge: a footprint is inside the Bounds when every point of it
// is. Its margin is the least distance from a point of it to a side of the
// Bounds (for a disc, the centre's distance minus the radius), negative
// when part of it is outside.

// Sides of the Bounds, in the order margins reports them.
const (
	sideLeft = iota
	sideRight
	sideBottom
	sideTop
)

// margins returns, for each side of b, the least signed distance from the
// footprint f to it (positive inside).
func margins(f *foot, b geom.Box) [4]float64 {
	m := [4]float64{math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1)}
	for _, v := range f.pts() {
		m[sideLeft] = min(m[sideLeft], v.X-b.Min.X)
		m[sideRight] = min(m[sideRight], b.Max.X-v.X)
		m[sideBottom] = min(m[sideBottom], v.Y-b.Min.Y)
		m[sideTop] = min(m[sideTop], b.Max.Y-v.Y)
	}
	if f.r != 0 {
		for s := range m {
			m[s] -= f.r
		}
	}
	return m
}

// margin returns the least of margins and its side.
func margin(c *foot, b geom.Box) (float64, int) {
	m := margins(c, b)
	side := 0
	for s := range m {
		if m[s] < m[side] {
			side = s
		}
	}
	return m[side], side
}

// edgeLevel is the margin a footprint whose margin is g must keep: 0, or
// when it is already over the edge, no less than it already has.
func edgeLevel(g float64) float64 { return min(0, g-grace) }

// edgeCrossing returns how far the footprint c can move along the unit
// vector w before its margin falls below level, and the side that stops
// it (+Inf and -1 if none does).
func edgeCrossing(c *foot, b geom.Box, w geom.Vec, level float64) (float64, int) {
	m := margins(c, b)
	rate := [4]float64{w.X, -w.X, w.Y, -w.Y}
	best, side := math.Inf(1), -1
	for s := range m {
		if rate[s] < 0 {
			if t := max((m[s]-level)/-rate[s], 0); t < best {
				best, side = t, s
			}
		}
	}
	return best, side
}

// edgeStrip returns the strip to draw along a side of the table: 10 mm
// wide, centred on the edge.
func edgeStrip(b geom.Box, side int) geom.Poly {
	const h = 5.0
	switch side {
	case sideLeft:
		return geom.Poly{{X: b.Min.X - h, Y: b.Min.Y}, {X: b.Min.X + h, Y: b.Min.Y}, {X: b.Min.X + h, Y: b.Max.Y}, {X: b.Min.X - h, Y: b.Max.Y}}
	case sideRight:
		return geom.Poly{{X: b.Max.X - h, Y: b.Min.Y}, {X: b.Max.X + h, Y: b.Min.Y}, {X: b.Max.X + h, Y: b.Max.Y}, {X: b.Max.X - h, Y: b.Max.Y}}
	case sideBottom:
		return geom.Poly{{X: b.Min.X, Y: b.Min.Y - h}, {X: b.Max.X, Y: b.Min.Y - h}, {X: b.Max.X, Y: b.Min.Y + h}, {X: b.Min.X, Y: b.Min.Y + h}}
	case sideTop:
		return geom.Poly{{X: b.Min.X, Y: b.Max.Y - h}, {X: b.Max.X, Y: b.Max.Y - h}, {X: b.Max.X, Y: b.Max.Y + h}, {X: b.Min.X, Y: b.Max.Y + h}}
	}
	return nil
}

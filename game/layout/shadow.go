package layout

import (
	"math"

	"warbench/game/geom"
)

// The shadow a convex piece casts from an eye is the set of points whose
// sight line from the eye crosses the piece's inside (geom.SegCrossesPoly:
// grazing an edge or a corner does not). It is convex: the eye's view
// cone of the piece, cut by the lines of the edges facing the eye. So it
// is the meeting of open half-planes, and a row of cells meets it in one
// interval. shadow_test.go checks it against geom.SegCrossesPoly.

// halfPlane holds the points with a·x + b·y + c > geom.Eps, (a, b) a unit
// vector: a point must be inside the shadow by more than the geometry's
// tolerance to be hidden, so a sight line that grazes a corner is clear
// (as geom.SegCrossesPoly has it) whatever the rounding, and a layout and
// its mirror image give the same answers.
type halfPlane struct{ a, b, c float64 }

// plane returns the half-plane n·p + c > geom.Eps, normalised.
func plane(nx, ny, c float64) halfPlane {
	l := math.Hypot(nx, ny)
	return halfPlane{nx / l, ny / l, c/l - geom.Eps}
}

// shadowOf returns the half-planes of the shadow of the convex polygon p
// (counter-clockwise) seen from eye, or all == true when the eye is inside
// or on it (every sight line from it crosses the piece, as far as the
// analysis cares).
func shadowOf(eye geom.Vec, p geom.Poly, dst []halfPlane) (hp []halfPlane, all bool) {
	hp = dst[:0]
	n := len(p)
	facing := func(i int) bool { // the eye is strictly outside edge i
		a, b := p[i], p[(i+1)%n]
		return b.Sub(a).Cross(eye.Sub(a)) < 0
	}
	var g geom.Vec
	for _, v := range p {
		g = g.Add(v)
	}
	g = g.Scale(1 / float64(n))
	any := false
	prev := facing(n - 1)
	for i := range n {
		f := facing(i)
		if f {
			any = true
			a, b := p[i], p[(i+1)%n]
			nx, ny := b.Y-a.Y, a.X-b.X // the outward normal
			hp = append(hp, plane(-nx, -ny, nx*a.X+ny*a.Y))
		}
		if f != prev { // p[i] is a tangent point
			d := p[i].Sub(eye)
			m := geom.V(-d.Y, d.X)
			sign := 1.0
			if m.Dot(g.Sub(eye)) < 0 {
				sign = -1
			}
			hp = append(hp, plane(sign*m.X, sign*m.Y, -sign*m.Dot(eye)))
		}
		prev = f
	}
	return hp, !any
}

// rowSpan returns the open interval of x on the line y that meets every
// half-plane, and whether it is not empty.
func rowSpan(hp []halfPlane, y float64) (lo, hi float64, ok bool) {
	lo, hi = math.Inf(-1), math.Inf(1)
	for _, h := range hp {
		v := h.b*y + h.c
		switch {
		case h.a > 0:
			lo = max(lo, -v/h.a)
		case h.a < 0:
			hi = min(hi, -v/h.a)
		case v <= 0:
			return 0, 0, false
		}
	}
	return lo, hi, lo < hi
}

// cellSpan returns the cells i0..i1 of a row whose centres lie strictly
// between lo and hi, clipped to the grid.
func (g grid) cellSpan(lo, hi float64) (i0, i1 int, ok bool) {
	f0 := math.Floor(lo/g.res-0.5) + 1
	f1 := math.Ceil(hi/g.res-0.5) - 1
	f0 = max(f0, 0)
	f1 = min(f1, float64(g.cols-1))
	if f0 > f1 {
		return 0, 0, false
	}
	return int(f0), int(f1), true
}

// castShadow marks in hidden the cells of mask that the convex part hides
// from eye.
func (g grid) castShadow(eye geom.Vec, part geom.Poly, mask, hidden bitset, scratch []halfPlane) []halfPlane {
	hp, all := shadowOf(eye, part, scratch)
	if all {
		for w := range hidden {
			hidden[w] |= mask[w]
		}
		return hp
	}
	for j := range g.rows {
		y := (float64(j) + 0.5) * g.res
		lo, hi, ok := rowSpan(hp, y)
		if !ok {
			continue
		}
		i0, i1, ok := g.cellSpan(lo, hi)
		if !ok {
			continue
		}
		hidden.orRange(j*g.cols+i0, j*g.cols+i1, mask)
	}
	return hp
}

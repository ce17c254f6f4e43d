package geom

import (
	"math"
	"testing"
)

// tol is the tolerance of the table tests, in millimetres.
const tol = 1e-9

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

func nearVec(a, b Vec, eps float64) bool { return near(a.X, b.X, eps) && near(a.Y, b.Y, eps) }

func checkVec(t *testing.T, what string, got, want Vec) {
	t.Helper()
	if !nearVec(got, want, tol) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

func checkF(t *testing.T, what string, got, want float64) {
	t.Helper()
	if !near(got, want, tol) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// unitRect is a 100 mm × 50 mm base at the origin facing +y.
var unitRect = Rect{Center: V(0, 0), Heading: 0, W: 100, D: 50}

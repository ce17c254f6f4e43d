package geom

import "testing"

// Rect, Circle and Poly are Shapes.
var (
	_ Shape = Rect{}
	_ Shape = Circle{}
	_ Shape = Poly{}
)

func TestShapeViews(t *testing.T) {
	r := Rect{V(5, 6), 0.4, 30, 20}
	var buf [4]Vec
	pts, _, isCircle, axes := view(r, &buf)
	if isCircle || axes != 2 || !Poly(pts).Valid() || Poly(pts).Bounds() != r.Bounds() {
		t.Errorf("Rect view = %v (axes %d)", pts, axes)
	}
	p := r.Poly()
	pts, _, _, axes = view(p, &buf)
	if axes != 4 || &pts[0] != &p[0] {
		t.Error("Poly view should be the polygon itself, all edges tested")
	}
	c := Circle{V(1, 2), 3}
	if _, got, isCircle, _ := view(c, &buf); !isCircle || got != c {
		t.Error("Circle view")
	}
	defer func() {
		if recover() == nil {
			t.Error("a nil Shape should panic")
		}
	}()
	view(nil, &buf)
}

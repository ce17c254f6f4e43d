package geom

import (
	"math"
	"testing"
)

// inShape reports whether p is in s (within Eps).
func inShape(s Shape, p Vec) bool { return s.Contains(p) }

func TestDistance(t *testing.T) {
	a := unitRect
	at := func(x, y, h float64) Rect { return Rect{V(x, y), Deg(h), 100, 50} }
	cases := []struct {
		name   string
		a, b   Shape
		d      float64
		pa, pb *Vec // expected closest points when unique
	}{
		{"side gap", a, at(110, 0, 0), 10, nil, nil},
		{"corner to corner", a, at(110, 60, 0), math.Sqrt(200), &Vec{50, 25}, &Vec{60, 35}},
		{"corner to edge", a, Rect{V(0, 25+5+10*math.Sqrt2), Deg(45), 20, 20}, 5, &Vec{0, 25}, &Vec{0, 30}},
		{"touching", a, at(100, 0, 0), 0, nil, nil},
		{"overlapping", a, at(30, 10, 10), 0, nil, nil},
		{"contained", a, Rect{V(1, 2), 0.3, 5, 5}, 0, nil, nil},
		{"circle above front edge", a, Circle{V(0, 45), 10}, 10, &Vec{0, 25}, &Vec{0, 35}},
		{"circle off corner", a, Circle{V(53, 29), 1}, 4, &Vec{50, 25}, &Vec{53 - 0.6, 29 - 0.8}},
		{"circle overlapping", a, Circle{V(0, 30), 10}, 0, nil, nil},
		{"circle inside", a, Circle{V(0, 0), 3}, 0, nil, nil},
		{"circles apart", Circle{V(0, 0), 1}, Circle{V(3, 4), 2}, 2, &Vec{0.6, 0.8}, &Vec{1.8, 2.4}},
		{"circles overlapping", Circle{V(0, 0), 3}, Circle{V(4, 0), 2}, 0, &Vec{2.5, 0}, &Vec{2.5, 0}},
		{"circle in circle", Circle{V(0, 0), 10}, Circle{V(1, 0), 2}, 0, nil, nil},
		{"triangle and square", Poly{V(20, 0), V(30, 0), V(25, 5)}, Poly{V(0, 0), V(10, 0), V(10, 10), V(0, 10)}, 10, nil, nil},
	}
	for _, c := range cases {
		checkF(t, c.name+" Distance", Distance(c.a, c.b), c.d)
		checkF(t, c.name+" Distance swapped", Distance(c.b, c.a), c.d)
		pa, pb, d := ClosestPoints(c.a, c.b)
		checkF(t, c.name+" ClosestPoints d", d, c.d)
		checkF(t, c.name+" |pa−pb|", pa.Dist(pb), c.d)
		if !inShape(c.a, pa) || !inShape(c.b, pb) {
			t.Errorf("%s: closest points %v, %v not in the shapes", c.name, pa, pb)
		}
		if c.pa != nil {
			checkVec(t, c.name+" pa", pa, *c.pa)
			checkVec(t, c.name+" pb", pb, *c.pb)
		}
		qb, qa, _ := ClosestPoints(c.b, c.a)
		if c.pa != nil {
			checkVec(t, c.name+" swapped pa", qa, *c.pa)
			checkVec(t, c.name+" swapped pb", qb, *c.pb)
		}
		if c.d == 0 && (pa != pb || !inShape(c.a, pa) || !inShape(c.b, pa)) {
			t.Errorf("%s: touching/overlapping points %v, %v should be one common point", c.name, pa, pb)
		}
	}
}

package geom

import "testing"

func TestBox(t *testing.T) {
	b := Box{V(0, 0), V(10, 5)}
	overlaps := []struct {
		name string
		o    Box
		want bool
	}{
		{"inside", Box{V(1, 1), V(2, 2)}, true},
		{"crossing", Box{V(5, -5), V(15, 1)}, true},
		{"touching edge", Box{V(10, 0), V(20, 5)}, true},
		{"touching corner", Box{V(10, 5), V(11, 6)}, true},
		{"apart", Box{V(10.001, 0), V(20, 5)}, false},
		{"above", Box{V(0, 5.5), V(10, 6)}, false},
	}
	for _, c := range overlaps {
		if got := b.Overlaps(c.o); got != c.want {
			t.Errorf("%s: Overlaps = %v, want %v", c.name, got, c.want)
		}
		if got := c.o.Overlaps(b); got != c.want {
			t.Errorf("%s: reversed Overlaps = %v, want %v", c.name, got, c.want)
		}
	}
	contains := []struct {
		p    Vec
		want bool
	}{{V(5, 2), true}, {V(0, 0), true}, {V(10, 5), true}, {V(10, 2), true}, {V(10.0001, 2), false}, {V(-1, 2), false}}
	for _, c := range contains {
		if got := b.Contains(c.p); got != c.want {
			t.Errorf("Contains(%v) = %v, want %v", c.p, got, c.want)
		}
	}
	if got, want := b.Expand(1), (Box{V(-1, -1), V(11, 6)}); got != want {
		t.Errorf("Expand = %v, want %v", got, want)
	}
	if e := b.Expand(-3); e.Overlaps(e) || e.Contains(V(5, 2.5)) {
		t.Errorf("over-shrunk box %v should be empty", e)
	}
	if got, want := b.Union(Box{V(-2, 3), V(4, 8)}), (Box{V(-2, 0), V(10, 8)}); got != want {
		t.Errorf("Union = %v, want %v", got, want)
	}
	if got, want := BoxAround([]Vec{V(1, 2), V(-1, 5), V(3, 0)}), (Box{V(-1, 0), V(3, 5)}); got != want {
		t.Errorf("BoxAround = %v, want %v", got, want)
	}
	if got := BoxAround(nil); got != (Box{}) {
		t.Errorf("BoxAround(nil) = %v", got)
	}
	checkVec(t, "Center", b.Center(), V(5, 2.5))
	checkVec(t, "Size", b.Size(), V(10, 5))
}

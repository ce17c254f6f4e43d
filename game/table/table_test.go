package table

import (
	"testing"

	"warbench/game/geom"
)

func TestKindNamesRoundTrip(t *testing.T) {
	for _, k := range Kinds() {
		got, err := ParseKind(k.String())
		if err != nil || got != k {
			t.Fatalf("ParseKind(%q) = %v, %v", k.String(), got, err)
		}
	}
	if len(Kinds()) != 8 {
		t.Fatalf("%d kinds, want 8", len(Kinds()))
	}
	if _, err := ParseKind("lava"); err == nil {
		t.Fatal("ParseKind accepted lava")
	}
}

func square(x, y, s float64) geom.Poly {
	return geom.Rect{Center: geom.V(x, y), W: s, D: s}.Poly()
}

func TestTerrainParts(t *testing.T) {
	// An L-shaped building as two convex parts.
	tr := Terrain{ID: 1, Kind: Building, Height: 3, Parts: []geom.Poly{square(0, 0, 10), square(10, 0, 10)}}
	if a := tr.Area(); a != 200 {
		t.Fatalf("Area = %v, want 200", a)
	}
	b := tr.Bounds()
	if b.Min != geom.V(-5, -5) || b.Max != geom.V(15, 5) {
		t.Fatalf("Bounds = %+v", b)
	}
	if !tr.Overlaps(square(12, 0, 2)) {
		t.Fatal("a square inside the second part does not overlap")
	}
	if tr.Overlaps(square(16, 0, 2)) { // touches the east edge at x = 15
		t.Fatal("touching counts as overlap")
	}
	if !tr.CrossedBy(geom.Seg{A: geom.V(-20, 0), B: geom.V(30, 0)}) {
		t.Fatal("a line through both parts does not cross")
	}
	if tr.CrossedBy(geom.Seg{A: geom.V(-20, 5), B: geom.V(30, 5)}) {
		t.Fatal("a line along the north edge crosses")
	}
	if a := tr.CoveredArea(square(5, 0, 4)); a != 16 {
		t.Fatalf("CoveredArea across the joint = %v, want 16", a)
	}
}

func TestTableEdge(t *testing.T) {
	tb := Table{Width: 1828.8, Depth: 1219.2}
	if !tb.Edge().Valid() {
		t.Fatal("table edge is not a valid CCW polygon")
	}
	if c := tb.Center(); c != geom.V(914.4, 609.6) {
		t.Fatalf("Center = %v", c)
	}
}

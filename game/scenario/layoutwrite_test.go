package scenario_test

import (
	"bytes"
	"io/fs"
	"math"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"warbench/game/geom"
	"warbench/game/rules"
	_ "warbench/game/rules/all"
	"warbench/game/scenario"
	"warbench/game/table"
	"warbench/scenarios"
)

// Every built-in layout written and read back is the same table (to a
// micrometre), and writing that table again gives the same bytes.
func TestWriteLayoutRoundTrip(t *testing.T) {
	rs, err := rules.Lookup("kow2")
	if err != nil {
		t.Fatal(err)
	}
	names, _ := fs.Glob(scenarios.FS, "*.layout.yaml")
	if len(names) < 7 {
		t.Fatalf("%d built-in layouts, want the six of the library and Harrow Ford: %v", len(names), names)
	}
	for _, name := range names {
		t1, title, err := scenario.LoadLayout(scenarios.FS, name, rs)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		w1, err := scenario.WriteLayout(title, t1, rs.Measure(), "written by the round-trip test")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t2, title2, err := scenario.LoadLayout(fstest.MapFS{"w.layout.yaml": {Data: w1}}, "w.layout.yaml", rs)
		if err != nil {
			t.Fatalf("%s written: %v\n%s", name, err, w1)
		}
		if title2 != title {
			t.Errorf("%s: name %q read back as %q", name, title, title2)
		}
		sameTable(t, name, t1, t2, 1e-3)
		// The loader starts each polygon at its lowest-leftmost point;
		// from the second writing on, the bytes are fixed.
		w2, err := scenario.WriteLayout(title2, t2, rs.Measure(), "written by the round-trip test")
		if err != nil {
			t.Fatal(err)
		}
		t3, _, err := scenario.LoadLayout(fstest.MapFS{"w.layout.yaml": {Data: w2}}, "w.layout.yaml", rs)
		if err != nil {
			t.Fatal(err)
		}
		w3, _ := scenario.WriteLayout(title2, t3, rs.Measure(), "written by the round-trip test")
		if !bytes.Equal(w2, w3) {
			t.Errorf("%s: writing again changed the file:\n%s\n---\n%s", name, w2, w3)
		}
	}
}

// Names that YAML would read otherwise (a colon, quotes, a leading dash,
// a number) are written quoted and read back as they were.
func TestWriteLayoutQuotesNames(t *testing.T) {
	rs, _ := rules.Lookup("kow2")
	sq := geom.Poly{geom.V(100, 100), geom.V(200, 100), geom.V(200, 200), geom.V(100, 200)}
	odd := []string{`Hill: "the big one"`, "- 12", "123", "Crag #1", "Ærøskøbing's tor", `back\slash`}
	tb := table.Table{Width: 1000, Depth: 800}
	for i, n := range odd {
		tb.Terrain = append(tb.Terrain, table.Terrain{ID: i + 1, Name: n, Kind: table.Hill, Height: 1, Parts: []geom.Poly{sq.Translate(geom.V(float64(i)*120, 0))}})
	}
	tb.Objectives = []table.Objective{{ID: 1, Name: "x: y", Pos: geom.V(500, 400), Radius: rs.ObjectiveRadius()}}
	data, err := scenario.WriteLayout(`Table: "odd" names`, tb, rs.Measure(), "")
	if err != nil {
		t.Fatal(err)
	}
	back, title, err := scenario.LoadLayout(fstest.MapFS{"o.layout.yaml": {Data: data}}, "o.layout.yaml", rs)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if title != `Table: "odd" names` {
		t.Errorf("title %q", title)
	}
	sameTable(t, "odd names", tb, back, 1e-3)
}

// A layout without a name is refused: LoadLayout would refuse the file.
func TestWriteLayoutWantsName(t *testing.T) {
	rs, _ := rules.Lookup("kow2")
	if _, err := scenario.WriteLayout(" ", table.Table{Width: 100, Depth: 100}, rs.Measure(), ""); err == nil || !strings.Contains(err.Error(), "name") {
		t.Errorf("err = %v, want a missing name", err)
	}
}

// sameTable compares two tables to tol millimetres.
func sameTable(t *testing.T, what string, a, b table.Table, tol float64) {
	t.Helper()
	near := func(x, y float64) bool { return math.Abs(x-y) <= tol }
	// samePoly compares two polygons counter-clockwise from any start
	// (the loader turns clockwise ones round and starts at the
	// lowest-leftmost point).
	samePoly := func(p, q geom.Poly) bool {
		if len(p) != len(q) {
			return false
		}
		if p.Area() < 0 {
			p = slices.Clone(p)
			slices.Reverse(p)
		}
		for s := range q {
			ok := true
			for i := range p {
				if v := q[(i+s)%len(q)]; !near(p[i].X, v.X) || !near(p[i].Y, v.Y) {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
		return false
	}
	if !near(a.Width, b.Width) || !near(a.Depth, b.Depth) {
		t.Errorf("%s: table %gx%g read back as %gx%g", what, a.Width, a.Depth, b.Width, b.Depth)
	}
	if len(a.Terrain) != len(b.Terrain) || len(a.Zones) != len(b.Zones) || len(a.Objectives) != len(b.Objectives) {
		t.Fatalf("%s: %d/%d/%d pieces/zones/objectives read back as %d/%d/%d", what,
			len(a.Terrain), len(a.Zones), len(a.Objectives), len(b.Terrain), len(b.Zones), len(b.Objectives))
	}
	for i, x := range a.Terrain {
		y := b.Terrain[i]
		if x.ID != y.ID || x.Name != y.Name || x.Kind != y.Kind || x.Height != y.Height || len(x.Parts) != len(y.Parts) {
			t.Errorf("%s: terrain %+v read back as %+v", what, x, y)
			continue
		}
		for k := range x.Parts {
			if !samePoly(x.Parts[k], y.Parts[k]) {
				t.Errorf("%s: %s part %d moved: %v -> %v", what, x.Name, k, x.Parts[k], y.Parts[k])
			}
		}
	}
	for i, z := range a.Zones {
		if z.Player != b.Zones[i].Player || !samePoly(z.Area, b.Zones[i].Area) {
			t.Errorf("%s: zone %+v read back as %+v", what, z, b.Zones[i])
		}
	}
	for i, o := range a.Objectives {
		p := b.Objectives[i]
		if o.Name != p.Name || !near(o.Pos.X, p.Pos.X) || !near(o.Pos.Y, p.Pos.Y) || o.Radius != p.Radius {
			t.Errorf("%s: objective %+v read back as %+v", what, o, p)
		}
	}
}

package scenario

import (
	"math"
	"testing"
	"testing/fstest"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

const tol = 1e-9

// mustLayout loads a layout given as YAML, in inches.
func mustLayout(t *testing.T, src string) table.Table {
	t.Helper()
	tb, _, err := LoadLayout(fstest.MapFS{"t.yaml": {Data: []byte(src)}}, "t.yaml", mustRules(t, "kow2"))
	if err != nil {
		t.Fatalf("LoadLayout: %v", err)
	}
	return tb
}

func TestHillsAndWaterHoldTerrain(t *testing.T) {
	tb := mustLayout(t, baseLayout+`  - name: Mound
    kind: hill
    height: 1
    circle: {at: [24, 24], radius: 6}
  - name: Pond
    kind: water
    circle: {at: [26, 24], radius: 2}
`)
	if len(tb.Terrain) != 3 {
		t.Errorf("%d pieces, want 3", len(tb.Terrain))
	}
}

func TestTouchingTerrainIsFine(t *testing.T) {
	tb := mustLayout(t, baseLayout+`  - name: Shed
    kind: building
    rect: {at: [27, 24], size: [2, 2]}
`) // the barn ends at x = 26, where the shed begins
	if len(tb.Terrain) != 2 {
		t.Errorf("%d pieces, want 2", len(tb.Terrain))
	}
}

func TestShapes(t *testing.T) {
	const in = geom.MMPerInch
	tests := []struct {
		name  string
		shape string
		box   geom.Box // in inches
		n     int      // vertices
		area  float64  // in square inches, 0: not checked
	}{
		{"rect", "rect: {at: [10, 10], size: [6, 2]}", box(7, 9, 13, 11), 4, 12},
		{"rect turned 90", "rect: {at: [10, 10], size: [6, 2], angle: 90}", box(9, 7, 11, 13), 4, 12},
		{"circle", "circle: {at: [10, 10], radius: 2}", box(8, 8, 12, 12), 24, 48 * math.Sin(math.Pi/12)},
		{"ellipse turned 90", "ellipse: {at: [10, 10], radii: [4, 1], angle: 90}", box(9, 6, 11, 14), 24, 0},
		{"clockwise polygon", "polygon: [[0, 0], [0, 4], [3, 4], [3, 0]]", box(0, 0, 3, 4), 4, 12},
		{"collinear point dropped", "polygon: [[0, 0], [2, 0], [4, 0], [4, 4], [0, 4]]", box(0, 0, 4, 4), 4, 16},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tb := mustLayout(t, "name: T\ntable: {width: 48, depth: 48}\nterrain:\n  - {name: X, kind: hill, "+tt.shape+"}\n")
			p := tb.Terrain[0].Parts[0]
			if !p.Valid() || len(p) != tt.n {
				t.Errorf("part %v: valid %v, %d vertices, want %d", p, p.Valid(), len(p), tt.n)
			}
			b := p.Bounds()
			want := geom.Box{Min: tt.box.Min.Scale(in), Max: tt.box.Max.Scale(in)}
			if b.Min.Dist(want.Min) > 1e-6 || b.Max.Dist(want.Max) > 1e-6 {
				t.Errorf("bounds %v, want %v", b, want)
			}
			if tt.area != 0 && math.Abs(p.Area()-tt.area*in*in) > 1e-6 {
				t.Errorf("area %g in², want %g", p.Area()/in/in, tt.area)
			}
		})
	}
}

func box(x0, y0, x1, y1 float64) geom.Box { return geom.Box{Min: geom.V(x0, y0), Max: geom.V(x1, y1)} }

func TestDefaultZones(t *testing.T) {
	tests := []struct {
		name   string
		layout string
		zones  []geom.Box // in inches, player 1 then 2
	}{
		{"kow2 strips", baseLayout, []geom.Box{box(0, 0, 48, 12), box(0, 36, 48, 48)}},
		{"the file's zones", baseLayout + `deployment:
  - {player: 2, rect: {at: [24, 45], size: [48, 6]}}
  - {player: 1, polygon: [[0, 0], [48, 0], [24, 10]]}
`, []geom.Box{box(0, 0, 48, 10), box(0, 42, 48, 48)}},
		{"too shallow for zones", "name: T\ntable: {width: 48, depth: 24}\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := editedFS(t, edit{"l.yaml", "", tt.layout})
			var errs ErrorList
			s := load(fsys, "s.yaml", &errs)
			var tb table.Table
			if s != nil {
				tb = s.State.Table
			} else {
				// A 24" table has no room for the units: only the
				// zones matter here, so build the table alone.
				rs := mustRules(t, "kow2")
				tb, _, _ = loadLayout(fsys, "l.yaml", layoutRules{rs.Measure(), rs.ObjectiveRadius()}, &errs, nil, "")
				if len(tb.Zones) == 0 {
					tb.Zones = rs.DefaultZones(tb)
				}
			}
			if len(tb.Zones) != len(tt.zones) {
				t.Fatalf("%d zones, want %d", len(tb.Zones), len(tt.zones))
			}
			for i, want := range tt.zones {
				z := zoneOf(tb, i+1)
				want = geom.Box{Min: want.Min.Scale(geom.MMPerInch), Max: want.Max.Scale(geom.MMPerInch)}
				if z == nil || z.Bounds().Min.Dist(want.Min) > tol || z.Bounds().Max.Dist(want.Max) > tol {
					t.Errorf("player %d zone %v, want %v", i+1, z, want)
				}
			}
		})
	}
}

func TestLoadLayoutErrors(t *testing.T) {
	fsys := fstest.MapFS{"t.yaml": {Data: []byte("name: T\ntable: {width: 48, depth: 48}\nterrain:\n  - {name: X, kind: lava, circle: {at: [1, 1], radius: 2}}\n")}}
	_, _, err := LoadLayout(fsys, "t.yaml", mustRules(t, "kow2"))
	lines := errorLines(t, err)
	want := []string{
		`t.yaml:4:21: terrain[0].kind: unknown terrain kind "lava"`,
		`t.yaml:4:35: terrain[0].circle: X is 1.00" off the west edge`,
	}
	if len(lines) != len(want) {
		t.Fatalf("got %q, want %d lines", lines, len(want))
	}
	for i, w := range want {
		if !hasLine(lines[i:i+1], w) {
			t.Errorf("line %d = %s, want %s", i, lines[i], w)
		}
	}
	if _, _, err := LoadLayout(fsys, "none.yaml", mustRules(t, "kow2")); err == nil || err.Error() != "none.yaml: scenario: open none.yaml: file does not exist" {
		t.Errorf("missing file: %v", err)
	}
}

func TestScenarioInAFolder(t *testing.T) {
	fsys := fstest.MapFS{}
	for name, f := range baseFS() {
		fsys["missions/"+name] = f
	}
	s, err := Load(fsys, "missions/s.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.State.Pieces) != 3 || len(s.State.Table.Terrain) != 1 {
		t.Errorf("loaded %d pieces and %d terrain pieces", len(s.State.Pieces), len(s.State.Table.Terrain))
	}
	// The folder's parent is out of reach, even when the file exists.
	fsys["l2.yaml"] = fsys["missions/l.yaml"]
	fsys["missions/s.yaml"] = &fstest.MapFile{Data: []byte(replaceOnce(t, baseScenario, "layout: l.yaml", "layout: ../l2.yaml"))}
	_, err = Load(fsys, "missions/s.yaml")
	if !hasLine(errorLines(t, err), `missions/s.yaml:3:9: layout: "../l2.yaml" must be a path relative`) {
		t.Errorf("got %v", err)
	}
}

func TestStateIsComplete(t *testing.T) {
	s, err := Load(editedFS(t, edit{"l.yaml", "", baseLayout + "objectives:\n  - {at: [24, 30]}\n  - {name: Well, at: [24, 18]}\n"}), "s.yaml")
	if err != nil {
		t.Fatal(err)
	}
	st := s.State
	if got := st.Table.Objectives; len(got) != 2 || got[0].Name != "Objective 1" || got[1].ID != 2 || got[1].Name != "Well" ||
		!got[1].Pos.Near(geom.V(24*geom.MMPerInch, 18*geom.MMPerInch)) || got[0].Radius != 12.5 {
		t.Errorf("objectives = %+v", got)
	}
	p := st.Piece(3)
	if p == nil || p.Name != "Blue Guards" || p.Owner != 2 || math.Abs(p.Pose.Heading-math.Pi) > tol || p.Height != 1 || p.Points != 100 {
		t.Fatalf("piece 3 = %+v", p)
	}
	if p.Formation != (engine.Formation{Files: 5, Ranks: 4, Models: 20, ModelW: 20, ModelD: 20}) {
		t.Errorf("formation = %+v", p.Formation)
	}
	// The dice are seeded and usable.
	if d := st.Dice.Roll(6, "test"); d.Face < 1 || d.Face > 6 {
		t.Errorf("rolled %v", d)
	}
	// A height in the army file overrides the type's.
	s, err = Load(editedFS(t, edit{"b.yaml", "size: regiment\n", "size: regiment\n    height: 0\n"}), "s.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if h := s.State.Piece(3).Height; h != 0 {
		t.Errorf("height = %d, want the file's 0", h)
	}
}

func replaceOnce(t *testing.T, s, old, new string) string {
	t.Helper()
	fsys := editedFS(t, edit{"s.yaml", "", s}, edit{"s.yaml", old, new})
	return string(fsys["s.yaml"].Data)
}

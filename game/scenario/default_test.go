package scenario

import (
	"math"
	"slices"
	"strings"
	"testing"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
	"warbench/scenarios"
)

// mustDefault loads the built-in default scenario.
func mustDefault(t *testing.T) *Scenario {
	t.Helper()
	s, err := Load(scenarios.FS, scenarios.Default)
	if err != nil {
		t.Fatalf("Load(default): %v", err)
	}
	return s
}

func TestDefaultScenarioLoads(t *testing.T) {
	s := mustDefault(t)
	st := s.State
	if s.Rules.ID() != "kow2" || st.Ruleset != "kow2" {
		t.Errorf("ruleset = %q / %q, want kow2", s.Rules.ID(), st.Ruleset)
	}
	if s.Name == "" || st.Scenario != s.Name || s.Description == "" {
		t.Errorf("name %q, state scenario %q, description %q", s.Name, st.Scenario, s.Description)
	}
	if s.Victory != "kill" || s.Turns != 6 {
		t.Errorf("victory %q turns %d, want kill 6", s.Victory, s.Turns)
	}
	if st.Seed != 20261122 || st.Turn != 0 || st.Phase != "" || st.Over {
		t.Errorf("seed %d turn %d phase %q over %v: want a fresh state", st.Seed, st.Turn, st.Phase, st.Over)
	}
	want := []engine.Player{{ID: 1, Name: "The Ember Marches"}, {ID: 2, Name: "The Hollow Tide"}}
	if !slices.Equal(st.Players, want) {
		t.Errorf("players = %v, want %v", st.Players, want)
	}
	if math.Abs(st.Table.Width-72*25.4) > 1e-9 || math.Abs(st.Table.Depth-48*25.4) > 1e-9 {
		t.Errorf("table %g x %g mm, want 72\" x 48\"", st.Table.Width, st.Table.Depth)
	}

	count := map[engine.PlayerID]int{}
	points := map[engine.PlayerID]int{}
	for i, p := range st.Pieces {
		if p.ID != engine.PieceID(i+1) {
			t.Errorf("piece %d has ID %d", i, p.ID)
		}
		count[p.Owner]++
		points[p.Owner] += p.Points
		if !slices.IsSortedFunc(p.Stats, func(a, b engine.Stat) int { return strings.Compare(a.Name, b.Name) }) || !slices.IsSorted(p.Rules) {
			t.Errorf("%s: stats or rules not sorted: %v %v", p.Name, p.Stats, p.Rules)
		}
		if p.Height <= 0 || p.Points <= 0 {
			t.Errorf("%s: height %d points %d", p.Name, p.Height, p.Points)
		}
	}
	if count[1] != 11 || count[2] != 11 || len(st.Pieces) != 22 {
		t.Errorf("pieces per player = %v, want 11 each", count)
	}
	for pl, pts := range points {
		if pts < 1500 || pts > 2000 {
			t.Errorf("player %d fields %d points, want 1500-2000", pl, pts)
		}
	}
	if d := points[1] - points[2]; d < -100 || d > 100 {
		t.Errorf("armies differ by %d points", d)
	}
}

func TestDefaultFootprints(t *testing.T) {
	st := mustDefault(t).State
	tests := []struct {
		name      string
		typ, size string
		w, d      float64
		files     int
		ranks     int
		height    int
		heading   float64
	}{
		// kow2 §2.3: Inf 20×20 regiment 100×80, horde 200×80, troop 100×40.
		{"Ashguard Spearmen", "Inf", "regiment", 100, 80, 5, 4, 1, 0},
		{"Cinderfolk Levy", "Inf", "horde", 200, 80, 10, 4, 1, 0},
		{"Emberbow Skirmishers", "Inf", "troop", 100, 40, 5, 2, 1, 0},
		{"Sunforged Lancers", "Cav", "regiment", 125, 100, 5, 2, 2, 0},
		{"Kilnborn Brutes", "LInf", "horde", 120, 80, 3, 2, 2, 0},
		{"Deepmaw Leviathan", "Mon", "single", 50, 100, 1, 1, 4, 180},
		{"Wreck-Harpoon Engine", "WE", "single", 50, 50, 1, 1, 1, 180},
		{"Tidelord Vassk", "Hero/LInf", "single", 40, 40, 1, 1, 2, 180},
	}
	for _, tt := range tests {
		p := pieceNamed(st, tt.name)
		if p == nil {
			t.Errorf("no piece %q", tt.name)
			continue
		}
		if p.Type != tt.typ || p.Size != tt.size {
			t.Errorf("%s: %s %s, want %s %s", tt.name, p.Type, p.Size, tt.typ, tt.size)
		}
		if p.Footprint != (engine.Footprint{W: tt.w, D: tt.d}) {
			t.Errorf("%s: footprint %v, want %gx%g mm", tt.name, p.Footprint, tt.w, tt.d)
		}
		if p.Formation.Files != tt.files || p.Formation.Ranks != tt.ranks {
			t.Errorf("%s: formation %v, want %dx%d", tt.name, p.Formation, tt.files, tt.ranks)
		}
		if p.Height != tt.height {
			t.Errorf("%s: height %d, want %d", tt.name, p.Height, tt.height)
		}
		if h := geom.ToDeg(p.Pose.Heading); h != tt.heading {
			t.Errorf("%s: heading %g°, want %g°", tt.name, h, tt.heading)
		}
	}
	p := pieceNamed(st, "Ashguard Spearmen")
	if v, _ := p.Stat("sp"); v != 5 || p.Points != 115 || !p.HasRule("Phalanx") || !p.Pose.Pos.Near(geom.V(30*25.4, 8*25.4)) {
		t.Errorf("Ashguard Spearmen: sp %d pts %d rules %v pos %v", v, p.Points, p.Rules, p.Pose.Pos)
	}
}

func TestDefaultDeployment(t *testing.T) {
	st := mustDefault(t).State
	tb := st.Table
	edge := tb.Edge()
	for i := range st.Pieces {
		p := &st.Pieces[i]
		poly := p.Rect().Poly()
		zone := zoneOf(tb, int(p.Owner))
		for _, v := range poly {
			if !edge.Contains(v) {
				t.Errorf("%s: corner %v is off the table", p.Name, v)
			}
			if zone == nil || !zone.Contains(v) {
				t.Errorf("%s: corner %v is outside player %d's zone", p.Name, v, p.Owner)
			}
		}
		for _, tr := range tb.Terrain {
			if (tr.Kind == table.Impassable || tr.Kind == table.Building) && tr.Overlaps(poly) {
				t.Errorf("%s stands on %s", p.Name, tr.Name)
			}
		}
		for j := range i {
			q := &st.Pieces[j]
			d := geom.Distance(p.Shape(), q.Shape())
			if p.Owner == q.Owner && d < geom.MMPerInch-geom.Eps {
				t.Errorf("%s is %.2f\" from its friend %s, want at least 1\"", p.Name, d/geom.MMPerInch, q.Name)
			}
			if geom.Overlap(p.Shape(), q.Shape()) {
				t.Errorf("%s overlaps %s", p.Name, q.Name)
			}
		}
	}
	// The zones are the 12" strips along the long edges (kow2 §11.4, §14-A25).
	for _, z := range []struct {
		player int
		y0, y1 float64
	}{{1, 0, 12}, {2, 36, 48}} {
		want := geom.Box{Min: geom.V(0, z.y0*25.4), Max: geom.V(72*25.4, z.y1*25.4)}
		if zone := zoneOf(tb, z.player); zone == nil || !nearBox(zone.Bounds(), want) || math.Abs(zone.Area()-want.Size().X*want.Size().Y) > 1e-6 {
			t.Errorf("player %d zone %v, want %v", z.player, zone, want)
		}
	}
}

func TestDefaultTerrain(t *testing.T) {
	tb := mustDefault(t).State.Table
	if n := len(tb.Terrain); n < 8 || n > 10 {
		t.Errorf("%d terrain pieces, want 8 to 10", n)
	}
	kinds := map[table.Kind]bool{}
	for i, tr := range tb.Terrain {
		kinds[tr.Kind] = true
		if tr.ID != i+1 || tr.Name == "" || len(tr.Parts) == 0 {
			t.Errorf("terrain %d: %+v", i, tr)
		}
		for _, p := range tr.Parts {
			if !p.Valid() {
				t.Errorf("%s: part %v is not a valid convex polygon", tr.Name, p)
			}
		}
		// Mostly between the deployment zones: the centre of every piece
		// lies in the middle band, 12" to 36" from the south edge.
		if c := tr.Bounds().Center(); c.Y < 12*25.4 || c.Y > 36*25.4 {
			t.Errorf("%s is centred at y = %.1f\", outside the middle band", tr.Name, c.Y/25.4)
		}
	}
	if len(kinds) < 6 {
		t.Errorf("%d kinds of terrain, want at least 6", len(kinds))
	}
	for _, k := range table.Kinds() {
		if !kinds[k] {
			t.Errorf("no %s terrain", k)
		}
	}
	if len(tb.Objectives) != 1 || tb.Objectives[0].Radius != 12.5 || tb.Objectives[0].ID != 1 {
		t.Errorf("objectives = %+v, want one 25 mm marker", tb.Objectives)
	}
}

func TestDefaultLayoutAlone(t *testing.T) {
	tb, name, err := LoadLayout(scenarios.FS, "harrow-ford.layout.yaml", mustRules(t, "kow2"))
	if err != nil {
		t.Fatal(err)
	}
	st := mustDefault(t).State
	if name != "Harrow Ford" || len(tb.Terrain) != len(st.Table.Terrain) || len(tb.Zones) != 2 {
		t.Errorf("LoadLayout = %q with %d pieces and %d zones", name, len(tb.Terrain), len(tb.Zones))
	}
	// Measured in centimetres, the same file is a smaller table.
	tc, _, err := LoadLayout(scenarios.FS, "harrow-ford.layout.yaml", inCM{mustRules(t, "kow2")})
	if err != nil {
		t.Fatal(err)
	}
	if tc.Width != 720 || tc.Depth != 480 {
		t.Errorf("in cm the table is %g x %g mm, want 720 x 480", tc.Width, tc.Depth)
	}
}

func pieceNamed(st *engine.State, name string) *engine.Piece {
	for i := range st.Pieces {
		if st.Pieces[i].Name == name {
			return &st.Pieces[i]
		}
	}
	return nil
}

func zoneOf(tb table.Table, player int) geom.Poly {
	for _, z := range tb.Zones {
		if z.Player == player {
			return z.Area
		}
	}
	return nil
}

func nearBox(a, b geom.Box) bool { return a.Min.Near(b.Min) && a.Max.Near(b.Max) }

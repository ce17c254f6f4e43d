package cli

import (
	"fmt"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/layout"
	"warbench/game/rules"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/game/table"
)

const layoutUsage = "layout analyze [-rules ID] [-res N] [-heat] [-png FILE] LAYOUT\n   or: layout generate [flags] (see layout generate -h)"

// runLayout runs "layout analyze" and "layout generate".
func runLayout(args []string, env Env) error {
	if len(args) > 0 {
		switch args[0] {
		case "analyze", "analyse":
			return runLayoutAnalyze(args[1:], env)
		case "generate":
			return runLayoutGenerate(args[1:], env)
		case "-h", "-help", "--help":
			fmt.Fprintf(env.Stderr, "usage: %s %s\n", Program, layoutUsage)
			return nil
		}
	}
	return usagef("want: %s", layoutUsage)
}

// analysisJSON is what layout analyze prints (docs/cli.md). Lengths are
// in the ruleset's unit.
type analysisJSON struct {
	File       string        `json:"file"`
	Name       string        `json:"name"`
	Ruleset    string        `json:"ruleset"`
	Unit       string        `json:"unit"`
	Table      [2]float64    `json:"table"`
	Resolution float64       `json:"resolution"`
	Cells      [2]int        `json:"cells"`
	Reference  string        `json:"reference"`
	Fairness   float64       `json:"fairness"`
	Terms      []termJSON    `json:"terms"`
	Sides      []sideJSON    `json:"sides"`
	Lanes      []laneJSON    `json:"lanes"`
	Gaps       []gapJSON     `json:"gaps"`
	Pieces     []terrainJSON `json:"pieces"`
}

type termJSON struct {
	Name  string     `json:"name"`
	Sides [2]float64 `json:"sides"`
	Score float64    `json:"score"`
}

type sideJSON struct {
	Player        int     `json:"player"`
	Observers     int     `json:"observers"`
	Seen          float64 `json:"seen"`
	EnemyZoneSeen float64 `json:"enemy_zone_seen"`
	Shelter       float64 `json:"shelter"`
	Clear         float64 `json:"clear"`
	// Heat is, with -heat, the percentage of the zone's observers that see
	// each cell, rows from the south edge.
	Heat [][]int `json:"heat,omitempty"`
}

type laneJSON struct {
	Kind   string  `json:"kind"` // "fire" or "charge"
	Probe  string  `json:"formation"`
	Pace   string  `json:"pace,omitempty"`
	Share  float64 `json:"share"`
	Lanes  int     `json:"lanes"`
	Widest float64 `json:"widest"`
}

type gapJSON struct {
	Between [2]string     `json:"between"`
	Width   float64       `json:"width"`
	From    [2]float64    `json:"from"`
	To      [2]float64    `json:"to"`
	Pass    []passageJSON `json:"pass"`
}

type passageJSON struct {
	Probe string `json:"formation"`
	Pace  string `json:"pace"` // "" when it cannot pass
}

// terrainJSON is a terrain piece and what its kind is under the rules.
type terrainJSON struct {
	Name   string   `json:"name"`
	Kind   string   `json:"kind"`
	Height int      `json:"height"`
	Effect []string `json:"effect"`
}

func runLayoutAnalyze(args []string, env Env) error {
	fl := flags("layout analyze", "[-rules ID] [-res N] [-heat] [-png FILE] LAYOUT", env)
	rulesID := fl.String("rules", "", "the ruleset to judge the layout under (default: the first that gives terrain rules)")
	res := fl.Float64("res", 0, "the heatmap's cell, in the ruleset's unit (default: 0.5)")
	heat := fl.Bool("heat", false, "print the heatmaps too")
	pngPath := fl.String("png", "", "write the heatmap as a PNG picture to FILE")
	if err := parse(fl, args); err != nil {
		return err
	}
	if fl.NArg() != 1 {
		return usagef("want one layout file")
	}
	if *res < 0 || *res > 100 || math.IsNaN(*res) {
		return usagef("-res: want 0 to 100, got %g", *res)
	}
	rs, err := terrainRuleset(*rulesID)
	if err != nil {
		return err
	}
	path := fl.Arg(0)
	t, name, err := loadLayoutFile(path, rs)
	if err != nil {
		return err
	}
	m := rs.Measure()
	if *res > 0 && (t.Width/(*res*m.MM)*t.Depth/(*res*m.MM)) > 4e6 {
		return usagef("-res %g makes more than 4 million cells", *res)
	}
	a, err := layout.Analyze(&t, rs, layout.Options{Res: *res * m.MM})
	if err != nil {
		return err
	}
	out := analysisOut(path, name, rs, t, a, *heat)
	if *pngPath != "" {
		img := a.Picture(&t, 4)
		if err := save.WriteFileAtomic(*pngPath, func(w io.Writer) error { return png.Encode(w, img) }); err != nil {
			return err
		}
	}
	return writeJSON(env.Stdout, out)
}

// terrainRuleset returns the ruleset id, or the first that gives terrain
// rules.
func terrainRuleset(id string) (engine.Ruleset, error) {
	ids := rules.Playable()
	if id != "" {
		ids = []string{id}
	}
	for _, id := range ids {
		rs, err := rules.Lookup(id)
		if err != nil {
			return nil, err
		}
		if _, ok := rs.(engine.TerrainRules); ok {
			return rs, nil
		}
	}
	return nil, fmt.Errorf("no ruleset among %s gives terrain rules", strings.Join(ids, ", "))
}

// loadLayoutFile reads a layout file from its own folder.
func loadLayoutFile(path string, rs engine.Ruleset) (table.Table, string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return table.Table{}, "", err
	}
	return scenario.LoadLayout(os.DirFS(filepath.Dir(abs)), filepath.Base(abs), rs)
}

// analysisOut is an analysis in the ruleset's unit, rounded for people.
func analysisOut(file, name string, rs engine.Ruleset, t table.Table, a *layout.Analysis, heat bool) analysisJSON {
	m := rs.Measure()
	u := func(mm float64) float64 { return round4(mm / m.MM) }
	pt := func(v geom.Vec) [2]float64 { return [2]float64{u(v.X), u(v.Y)} }
	out := analysisJSON{File: file, Name: name, Ruleset: rs.ID(), Unit: m.Name, Table: [2]float64{u(t.Width), u(t.Depth)},
		Resolution: u(a.Res), Cells: [2]int{a.Cols, a.Rows}, Reference: a.Reference.Name, Fairness: round4(a.Fairness),
		Terms: []termJSON{}, Sides: []sideJSON{}, Lanes: []laneJSON{}, Gaps: []gapJSON{}, Pieces: []terrainJSON{}}
	for _, tm := range a.Terms {
		out.Terms = append(out.Terms, termJSON{tm.Name, [2]float64{round4(tm.Sides[0]), round4(tm.Sides[1])}, round4(tm.Score)})
	}
	for _, s := range a.Sides {
		sj := sideJSON{Player: s.Player, Observers: s.Observers, Seen: round4(s.Seen), EnemyZoneSeen: round4(s.EnemyZoneSeen),
			Shelter: round4(s.Shelter), Clear: round4(s.Clear)}
		if heat && s.Observers > 0 {
			for j := range a.Rows {
				row := make([]int, a.Cols)
				for i := range row {
					row[i] = int(math.Round(100 * float64(s.Heat[j*a.Cols+i]) / float64(s.Observers)))
				}
				sj.Heat = append(sj.Heat, row)
			}
		}
		out.Sides = append(out.Sides, sj)
	}
	for _, l := range a.Lanes {
		kind := "charge"
		if l.Fire {
			kind = "fire"
		}
		out.Lanes = append(out.Lanes, laneJSON{kind, l.Probe, l.Pace, round4(l.Share), l.Lanes, u(l.Widest)})
	}
	for _, g := range a.Gaps {
		gj := gapJSON{Between: g.Between, Width: u(g.Width), From: pt(g.From), To: pt(g.To), Pass: []passageJSON{}}
		for _, p := range g.Pass {
			gj.Pass = append(gj.Pass, passageJSON{p.Probe, p.Pace})
		}
		out.Gaps = append(out.Gaps, gj)
	}
	tr := rs.(engine.TerrainRules)
	for _, p := range t.Terrain {
		out.Pieces = append(out.Pieces, terrainJSON{p.Name, p.Kind.String(), p.Height, tr.TerrainEffect(p.Kind).Lines})
	}
	return out
}

// round4 rounds to four decimals (and never prints -0).
func round4(v float64) float64 {
	r := math.Round(v*1e4) / 1e4
	if r == 0 {
		return 0
	}
	return r
}

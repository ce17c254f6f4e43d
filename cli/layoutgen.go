package cli

import (
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"warbench/game/engine"
	"warbench/game/layout"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/game/table"
)

const generateUsage = "[-rules ID] [-seed N] [-table WxD] [-pieces N | -kinds KIND=N,...] [-gap N] [-centre N] [-symmetry none|mirror|rotate] [-density X] [-search N [-fair] [-blocked X] [-lanes N]] [-count N -dir DIR | -o FILE] [-name NAME]"

// runLayoutGenerate writes generated layouts (docs/cli.md).
func runLayoutGenerate(args []string, env Env) error {
	fl := flags("layout generate", generateUsage, env)
	rulesID := fl.String("rules", "", "the ruleset (default: the first that gives terrain rules)")
	seed := fl.Uint64("seed", 1, "the seed: the same flags and seed write the same layout")
	size := fl.String("table", "", "the table, WIDTHxDEPTH in the ruleset's unit (default: the ruleset's first table)")
	pieces := fl.Int("pieces", 8, "how many pieces, drawn from a usual mix of kinds")
	kinds := fl.String("kinds", "", "the pieces by kind instead, e.g. forest=2,hill=2,building=2,obstacle=2")
	gap := fl.Float64("gap", 3, "the least gap between two pieces, in the ruleset's unit")
	symmetry := fl.String("symmetry", "none", "none, mirror (across the line between the zones) or rotate (half a turn)")
	density := fl.Float64("density", 0, "the share of the table covered, 0 to 0.6 (0: the pieces' usual sizes)")
	centre := fl.Float64("centre", 0, "keep this far from the table's centre, in the ruleset's unit (e.g. 12)")
	search := fl.Int("search", 0, "try this many seeds (seed, seed+1, ...) and keep the best toward the goal")
	fair := fl.Bool("fair", false, "goal: a fairness score near 1 (the default goal)")
	blocked := fl.Float64("blocked", -1, "goal: this share of sight lines blocked, 0 to 1")
	lanesWanted := fl.Int("lanes", 0, "goal: at least this many lanes of charge for the widest formation")
	count := fl.Int("count", 1, "write this many layouts (seeds seed, seed+1, ...; with -search, searches)")
	dir := fl.String("dir", "", "with -count: the folder to write NAME-SEED.layout.yaml files in")
	outPath := fl.String("o", "", "write the layout to FILE (default: standard output)")
	name := fl.String("name", "Generated table", "the layout's name")
	if err := parse(fl, args); err != nil {
		return err
	}
	if fl.NArg() != 0 {
		return usagef("unexpected %q", fl.Arg(0))
	}
	rs, err := terrainRuleset(*rulesID)
	if err != nil {
		return err
	}
	m := rs.Measure()
	c := layout.Constraints{Pieces: *pieces, MinGap: *gap * m.MM, Density: *density, Seed: *seed, CentreClear: *centre * m.MM}
	if c.Width, c.Depth, err = tableSize(*size, rs); err != nil {
		return err
	}
	if c.Symmetry, err = layout.ParseSymmetry(*symmetry); err != nil {
		return usageError{err}
	}
	if *kinds != "" {
		if c.Kinds, err = parseKinds(*kinds); err != nil {
			return usageError{err}
		}
	}
	if !(*gap > 0 && *gap <= 100) {
		return usagef("-gap: want more than 0 and at most 100, got %g", *gap)
	}
	if *blocked > 1 || math.IsNaN(*blocked) {
		return usagef("-blocked: want 0 to 1, got %g", *blocked)
	}
	if *count < 1 || *count > 1000 || (*count > 1 && *dir == "") || (*count > 1 && *outPath != "") {
		return usagef("-count: want 1 to 1000, and -dir (not -o) to write more than one")
	}
	goal := layout.Goal{Fair: *fair, Blocked: *blocked, BlockedSet: *blocked >= 0, Lanes: *lanesWanted}
	for i := range *count {
		ci := c
		ci.Seed = c.Seed + uint64(i)*uint64(max(*search, 1))
		t, comment, err := generateOne(ci, goal, *search, rs)
		if err != nil {
			return err
		}
		data, err := scenario.WriteLayout(*name, t, m, comment)
		if err != nil {
			return err
		}
		switch {
		case *dir != "":
			path := filepath.Join(*dir, fmt.Sprintf("%s-%d.layout.yaml", scenario.Slug(*name), ci.Seed))
			if err := writeLayoutFile(path, data); err != nil {
				return err
			}
			fmt.Fprintln(env.Stdout, path)
		case *outPath != "":
			if err := writeLayoutFile(*outPath, data); err != nil {
				return err
			}
		default:
			if _, err := env.Stdout.Write(data); err != nil {
				return err
			}
		}
	}
	return nil
}

// generateOne makes one layout (searching n seeds when n > 0) and the
// comment that says how to make it again.
func generateOne(c layout.Constraints, goal layout.Goal, n int, rs engine.Ruleset) (table.Table, string, error) {
	how := fmt.Sprintf("%s %s layout generate: ruleset %s, seed %%d, %s, gap %s, symmetry %s, density %g",
		"written by", Program, rs.ID(), piecesText(c), rs.Measure().Format(c.MinGap), c.Symmetry, c.Density)
	if c.CentreClear > 0 {
		how += ", centre clear " + rs.Measure().Format(c.CentreClear)
	}
	if n <= 0 {
		t, err := layout.Generate(c, rs)
		if err != nil {
			return table.Table{}, "", err
		}
		return t, fmt.Sprintf(how, c.Seed), nil
	}
	f, err := layout.Search(c, goal, n, rs, layout.Options{})
	if err != nil {
		return table.Table{}, "", err
	}
	a := f.Analysis
	comment := fmt.Sprintf(how, f.Seed) + fmt.Sprintf("\nbest of %d seeds from %d: score %.4f, fairness %.4f, sight blocked %.4f, lanes of charge for %s %d",
		n, c.Seed, f.Score, a.Fairness, a.Blocked(), widest(a), a.WidestLanes())
	return f.Table, comment, nil
}

// widest names the widest formation.
func widest(a *layout.Analysis) string {
	best := a.Probes[0]
	for _, p := range a.Probes {
		if p.W > best.W {
			best = p
		}
	}
	return best.Name
}

// piecesText says which pieces were asked for.
func piecesText(c layout.Constraints) string {
	if len(c.Kinds) == 0 {
		return fmt.Sprintf("%d pieces", c.Pieces)
	}
	var s []string
	for _, k := range c.Kinds {
		s = append(s, fmt.Sprintf("%s=%d", k.Kind, k.N))
	}
	return "pieces " + strings.Join(s, ",")
}

// parseKinds reads "forest=2,hill=1".
func parseKinds(s string) ([]layout.KindCount, error) {
	var out []layout.KindCount
	for _, f := range strings.Split(s, ",") {
		k, n, ok := strings.Cut(strings.TrimSpace(f), "=")
		if !ok {
			return nil, fmt.Errorf("-kinds: want KIND=N, got %q", f)
		}
		kind, err := table.ParseKind(k)
		if err != nil {
			return nil, fmt.Errorf("-kinds: %v", err)
		}
		c, err := strconv.Atoi(n)
		if err != nil || c < 0 || c > layout.MaxPieces {
			return nil, fmt.Errorf("-kinds: want a count of 0 to %d for %s, got %q", layout.MaxPieces, k, n)
		}
		out = append(out, layout.KindCount{Kind: kind, N: c})
	}
	return out, nil
}

// tableSize reads "72x48" in the ruleset's unit, or gives its first table.
func tableSize(s string, rs engine.Ruleset) (w, d float64, err error) {
	m := rs.Measure()
	if s == "" {
		if ts, ok := rs.(engine.TableSizer); ok && len(ts.TableSizes()) > 0 {
			t := ts.TableSizes()[0]
			return t.W, t.D, nil
		}
		return 0, 0, usagef("-table: the ruleset gives no table; say WIDTHxDEPTH")
	}
	ws, ds, ok := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.ParseFloat(ws, 64)
	d, err2 := strconv.ParseFloat(ds, 64)
	if !ok || err1 != nil || err2 != nil || !(w > 0 && w <= 1000) || !(d > 0 && d <= 1000) {
		return 0, 0, usagef("-table: want WIDTHxDEPTH, each more than 0 and at most 1000, got %q", s)
	}
	return w * m.MM, d * m.MM, nil
}

// writeLayoutFile writes a file whole, atomically.
func writeLayoutFile(path string, data []byte) error {
	return save.WriteFileAtomic(path, func(w io.Writer) error { _, err := w.Write(data); return err })
}

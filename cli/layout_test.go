package cli

import (
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// layout analyze prints the analysis of a layout as JSON, which its
// golden file fixes, and draws the heatmap as a PNG of 4 pixels a cell.
func TestLayoutAnalyze(t *testing.T) {
	pic := filepath.Join(t.TempDir(), "heat.png")
	code, out, errOut := run(t, "", "layout", "analyze", "-png", pic, "../scenarios/harrow-ford.layout.yaml")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "harrow-ford.analysis.json", out)
	var a analysisJSON
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	if a.Cells != [2]int{144, 96} || len(a.Sides) != 2 || a.Fairness <= 0 || a.Fairness > 1 || len(a.Gaps) == 0 || len(a.Pieces) != 10 {
		t.Errorf("analysis: cells %v, %d sides, fairness %g, %d gaps, %d pieces", a.Cells, len(a.Sides), a.Fairness, len(a.Gaps), len(a.Pieces))
	}
	f, err := os.Open(pic)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 144*4 || b.Dy() != 96*4 {
		t.Errorf("picture %v, want 576 x 384", b)
	}
}

// With -heat, each side's heatmap comes too: a percentage per cell.
func TestLayoutAnalyzeHeat(t *testing.T) {
	code, out, errOut := run(t, "", "layout", "analyze", "-heat", "-res", "2", "../scenarios/windswept-downs.layout.yaml")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var a analysisJSON
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatal(err)
	}
	if a.Cells != [2]int{36, 24} || len(a.Sides[0].Heat) != 24 || len(a.Sides[0].Heat[0]) != 36 || a.Sides[0].Heat[0][0] != 100 {
		t.Errorf("cells %v, heat %d rows", a.Cells, len(a.Sides[0].Heat))
	}
}

// A bad layout is refused with its file, line and column; a missing file
// and a bad flag too.
func TestLayoutAnalyzeErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.layout.yaml")
	os.WriteFile(bad, []byte("name: Bad\ntable: {width: 72, depth: 48}\nterrain:\n  - {name: X, kind: lava, polygon: [[1, 1], [2, 1], [2, 2]]}\n"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"layout", "analyze", bad}, ExitFail, "bad.layout.yaml:4:"},
		{[]string{"layout", "analyze", filepath.Join(dir, "none.yaml")}, ExitFail, "none.yaml"},
		{[]string{"layout", "analyze", "-res", "-1", bad}, ExitUsage, "-res"},
		{[]string{"layout", "analyze", "-rules", "nosuch", bad}, ExitFail, "nosuch"},
		{[]string{"layout"}, ExitUsage, "layout analyze"},
	} {
		code, _, errOut := run(t, "", c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want exit %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}

// layout generate writes the same file for the same flags and seed: the
// golden file fixes it bit for bit. The file loads, and its comment says
// how to make it again.
func TestLayoutGenerateGolden(t *testing.T) {
	args := []string{"layout", "generate", "-seed", "42", "-kinds", "forest=2,hill=2,building=2,obstacle=2,difficult=1", "-symmetry", "rotate", "-name", "Seed 42"}
	code, out, errOut := run(t, "", args...)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden(t, "generated-42.layout.yaml", out)
	if _, again, _ := run(t, "", args...); again != out {
		t.Fatal("a second run writes something else")
	}
	if !strings.HasPrefix(out, "# written by warbench-cli layout generate: ruleset kow2, seed 42,") {
		t.Errorf("comment: %s", strings.SplitN(out, "\n", 2)[0])
	}
	// It analyses as perfectly fair (a half turn gives each side the other's table).
	dir := t.TempDir()
	f := filepath.Join(dir, "g.layout.yaml")
	os.WriteFile(f, []byte(out), 0o644)
	code, js, errOut := run(t, "", "layout", "analyze", f)
	var a analysisJSON
	if code != ExitOK || json.Unmarshal([]byte(js), &a) != nil || a.Fairness != 1 {
		t.Errorf("analyze: exit %d %s, fairness %g", code, errOut, a.Fairness)
	}
}

// A search names its best seed and scores in the comment; -count with -dir
// writes one file a seed.
func TestLayoutGenerateSearchAndCount(t *testing.T) {
	code, out, errOut := run(t, "", "layout", "generate", "-seed", "3", "-search", "4", "-blocked", "0.3", "-lanes", "2")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "# best of 4 seeds from 3: score ") {
		t.Errorf("no search comment:\n%s", out[:min(len(out), 400)])
	}
	dir := t.TempDir()
	code, out, errOut = run(t, "", "layout", "generate", "-seed", "10", "-count", "3", "-dir", dir, "-name", "Try")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, s := range []string{"10", "11", "12"} {
		if _, err := os.Stat(filepath.Join(dir, "try-"+s+".layout.yaml")); err != nil || !strings.Contains(out, "try-"+s) {
			t.Errorf("seed %s: %v (printed %q)", s, err, out)
		}
	}
	for _, bad := range [][]string{
		{"-kinds", "lava=2"}, {"-symmetry", "twirl"}, {"-table", "72"}, {"-count", "2"}, {"-gap", "0"}, {"-density", "0.9"},
	} {
		code, _, errOut := run(t, "", append([]string{"layout", "generate"}, bad...)...)
		if code == ExitOK || errOut == "" {
			t.Errorf("%v: exit %d, %q", bad, code, errOut)
		}
	}
}

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

package scenario

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// layoutDigits is how many decimals of the measure a written layout keeps:
// a hundred-thousandth of an inch is 0.25 µm, below geom.Eps (1 µm)
// so a written table reads back as it was to within the geometry.s tolerance.
const layoutDigits = 5

// WriteLayout writes a table (millimetres) as a layout file LoadLayout
// reads back, in measure m: every part as a polygon, the deployment zones
// and the objectives. Writing the table LoadLayout returns for a written
// file gives the same bytes again (lengths are rounded to layoutDigits
// decimals of the measure first). comment, if any, becomes the file's
// first lines.
func WriteLayout(name string, t table.Table, m engine.Measure, comment string) ([]byte, error) {
	if m.MM <= 0 {
		return nil, fmt.Errorf("scenario: the measure %q has no length", m.Name)
	}
	if strings.TrimSpace(name) == "" {
		return nil, errors.New("scenario: a layout needs a name")
	}
	num := func(mm float64) string { return layoutNum(mm / m.MM) }
	pt := func(v geom.Vec) string { return "[" + num(v.X) + ", " + num(v.Y) + "]" }
	poly := func(p geom.Poly) string {
		s := make([]string, len(p))
		for i, v := range p {
			s[i] = pt(v)
		}
		return "[" + strings.Join(s, ", ") + "]"
	}
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(comment), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			fmt.Fprintf(&b, "# %s\n", oneLine(line))
		}
	}
	fmt.Fprintf(&b, "name: %s\n", yamlText(name))
	fmt.Fprintf(&b, "table: {width: %s, depth: %s}\n", num(t.Width), num(t.Depth))
	if len(t.Terrain) > 0 {
		b.WriteString("terrain:\n")
	}
	for _, tr := range t.Terrain {
		if len(tr.Parts) == 0 {
			return nil, fmt.Errorf("scenario: terrain %q has no shape", tr.Name)
		}
		fmt.Fprintf(&b, "  - name: %s\n    kind: %s\n    height: %d\n", yamlText(tr.Name), tr.Kind, tr.Height)
		if len(tr.Parts) == 1 {
			fmt.Fprintf(&b, "    polygon: %s\n", poly(tr.Parts[0]))
			continue
		}
		b.WriteString("    parts:\n")
		for _, p := range tr.Parts {
			fmt.Fprintf(&b, "      - polygon: %s\n", poly(p))
		}
	}
	if len(t.Zones) > 0 {
		b.WriteString("deployment:\n")
	}
	for _, z := range t.Zones {
		fmt.Fprintf(&b, "  - {player: %d, polygon: %s}\n", z.Player, poly(z.Area))
	}
	if len(t.Objectives) > 0 {
		b.WriteString("objectives:\n")
	}
	for _, o := range t.Objectives {
		fmt.Fprintf(&b, "  - {name: %s, at: %s}\n", yamlText(o.Name), pt(o.Pos))
	}
	return []byte(b.String()), nil
}

// layoutNum writes a length rounded to layoutDigits decimals, with no
// more digits than it needs and never "-0".
func layoutNum(v float64) string {
	p := math.Pow(10, layoutDigits)
	r := math.Round(v*p) / p
	if r == 0 {
		r = 0
	}
	return strconv.FormatFloat(r, 'f', -1, 64)
}

// yamlText writes text as a double-quoted YAML string. Go's quoting is
// YAML's for everything but \a and \v, which it writes as \a and \v too
// (YAML knows both).
func yamlText(s string) string { return strconv.Quote(s) }

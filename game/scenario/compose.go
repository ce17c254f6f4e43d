package scenario

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"strconv"
	"strings"
	"testing/fstest"

	"warbench/game/engine"
	"warbench/game/geom"
	"warbench/game/table"
)

// Composition is a new game put together from parts: a layout and two
// army files, under a ruleset, with the victory condition and game size
// agreed. Compose writes it as a scenario, so that every check of Load
// applies and a save holds it like any other.
type Composition struct {
	Name    string // "" for the armies' names: "A v B"
	Ruleset engine.Ruleset
	Seed    uint64
	Victory string // "" for the system's default
	Points  int    // the agreed game size; 0 for none
	Layout  Part
	Armies  [2]Part // players 1 and 2
	// Deployment is the scenario's deployment setting ("" for the units
	// to start where Compose lines them up).
	Deployment string
}

// Part is one file of a composition: its name (a plain file name) and
// text.
type Part struct {
	Name string
	Text []byte
}

// ComposedScenario is the scenario file's name in Compose's files.
const ComposedScenario = "new-game.scenario.yaml"

// lineGap is the gap kept between units lined up in a zone, and from the
// zone's edges: room to pick each one up.
const lineGap = 1 * geom.MMPerInch

// minSlot is the least width a unit takes in a line-up: a character on a
// small base stands in the middle of a wider slot, so that names written
// on the table do not run into each other.
const minSlot = 3 * geom.MMPerInch

// Compose writes the composition as a scenario and its files: each army
// lined up in its player's deployment zone (the layout's, or the system's
// default zones), front rank first, facing the far edge, in the army
// file's order. The zones are those of the victory condition
// (engine.ZonesFor). An army that does not fit is an error naming the
// first unit left over.
func Compose(c Composition) (fs.FS, error) {
	rs := c.Ruleset
	files := fstest.MapFS{}
	for _, p := range append([]Part{c.Layout}, c.Armies[:]...) {
		if p.Name == "" || path.Base(p.Name) != p.Name || strings.HasPrefix(p.Name, ".") {
			return nil, fmt.Errorf("a part of a new game needs a plain file name, got %q", p.Name)
		}
		files[p.Name] = &fstest.MapFile{Data: p.Text}
	}
	if c.Armies[0].Name == c.Armies[1].Name && string(c.Armies[0].Text) != string(c.Armies[1].Text) {
		return nil, fmt.Errorf("two different armies named %s", c.Armies[0].Name)
	}
	t, _, err := LoadLayout(files, c.Layout.Name, rs)
	if err != nil {
		return nil, err
	}
	t.Zones = engine.ZonesFor(rs, c.Victory, t) // the battle's own, the layout's or the defaults

	m := rs.Measure()
	var b, deploy strings.Builder
	var names []string
	for i, ap := range c.Armies {
		player := i + 1
		a, err := LoadArmy(files, ap.Name, rs)
		if err != nil {
			return nil, err
		}
		zi := -1
		for j, z := range t.Zones {
			if z.Player == player {
				zi = j
			}
		}
		if zi < 0 {
			return nil, fmt.Errorf("%s: the layout has no deployment zone for player %d", c.Layout.Name, player)
		}
		poses, err := lineUp(a, t, t.Zones[zi])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", ap.Name, err)
		}
		names = append(names, a.Name)
		fmt.Fprintf(&deploy, "  - player: %d\n    army: %s\n    deploy:\n", player, strconv.Quote(ap.Name))
		for k, u := range a.Units {
			fmt.Fprintf(&deploy, "      - {unit: %s, at: [%s, %s], facing: %s}\n", strconv.Quote(u.ID),
				num(poses[k].Pos.X/m.MM), num(poses[k].Pos.Y/m.MM), num(math.Round(poses[k].Heading*180/math.Pi)))
		}
	}
	name := c.Name
	if name == "" {
		name = strings.Join(names, " v ")
	}
	fmt.Fprintf(&b, "name: %s\nruleset: %s\nseed: %d\n", strconv.Quote(name), rs.ID(), c.Seed)
	if c.Victory != "" {
		fmt.Fprintf(&b, "victory: %s\n", c.Victory)
	}
	if c.Points > 0 {
		fmt.Fprintf(&b, "points: %d\n", c.Points)
	}
	if c.Deployment != "" {
		fmt.Fprintf(&b, "deployment: %s\n", c.Deployment)
	}
	fmt.Fprintf(&b, "layout: %s\narmies:\n%s", strconv.Quote(c.Layout.Name), deploy.String())
	files[ComposedScenario] = &fstest.MapFile{Data: []byte(b.String())}
	return files, nil
}

// num writes a length or an angle with no more digits than it needs.
func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// lineUp places an army's units in their zone (table.Zone.LineUp), in
// the army file's order, a little apart, each facing the table's centre.
// The zone is the whole of where the units may stand (a system's rule
// such as a distance from the centre line is in its zones). The poses
// are the footprints' centres.
func lineUp(a *Army, t table.Table, z table.Zone) ([]geom.Pose, error) {
	sizes := make([]geom.Vec, len(a.Units))
	for i, u := range a.Units {
		sizes[i] = geom.V(u.Piece.Footprint.W, u.Piece.Footprint.D)
	}
	poses, n := z.LineUp(&t, sizes, minSlot, lineGap)
	if n < len(sizes) {
		return nil, fmt.Errorf("the army does not fit in player %d's deployment zone: %s is left over", z.Player, a.Units[n].Piece.Name)
	}
	return poses, nil
}

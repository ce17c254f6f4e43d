package gamefiles

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path"
	"strconv"

	"warbench/game/engine"
	"warbench/game/rules"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/input"
)

// partKey is the key of a built-in file: its folder's index in Builtin
// and its path there ("" for no file).
func partKey(i int, p string) string {
	if p == "" {
		return ""
	}
	return fmt.Sprintf("%d/%s", i, p)
}

// parts are the built-in layouts and armies a new game under the system
// id may play: those of the folders holding its scenarios (a layout or an
// army does not say its system), each read once (a file that does not
// load under it is left out), and an open table of each size its rules
// give.
func (s *Starts) parts(id string, folders []int) (layouts, armies []input.StartPart) {
	rs, err := rules.Lookup(id)
	if err != nil {
		return nil, nil
	}
	m := rs.Measure()
	size := func(w, d float64) string { return num(w/m.MM) + " x " + num(d/m.MM) + m.Symbol }
	for _, i := range folders {
		fsys := s.Builtin[i]
		for _, p := range filesEnding(fsys, ".layout.yaml") {
			t, name, err := scenario.LoadLayout(fsys, p, rs)
			if err != nil {
				continue
			}
			key := partKey(i, p)
			s.found[key] = builtin{fsys: fsys, path: p, index: i}
			layouts = append(layouts, input.StartPart{Name: name + " · " + size(t.Width, t.Depth), Key: key})
		}
		for _, p := range filesEnding(fsys, ".army.yaml") {
			a, err := scenario.LoadArmy(fsys, p, rs)
			if err != nil {
				continue
			}
			pts := 0
			for _, u := range a.Units {
				pts += u.Piece.Points
			}
			key := partKey(i, p)
			s.found[key] = builtin{fsys: fsys, path: p, index: i}
			armies = append(armies, input.StartPart{Name: fmt.Sprintf("%s · %d pts", a.Name, pts), Key: key})
		}
	}
	if ts, ok := rs.(engine.TableSizer); ok {
		for _, t := range ts.TableSizes() {
			key := "open/" + size(t.W, t.D)
			text := fmt.Sprintf("name: Open table\ntable: {width: %s, depth: %s}\n", num(t.W/m.MM), num(t.D/m.MM))
			s.found[key] = builtin{path: "open-table.layout.yaml", text: []byte(text), index: -1}
			layouts = append(layouts, input.StartPart{Name: "Open table · " + size(t.W, t.D) + " (" + t.When + ")", Key: key})
		}
	}
	return layouts, armies
}

// num writes a length with no more digits than it needs.
// (to a hundredth, so that 48" turned into millimetres and back reads 48).
func num(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// read is a part's file name and text.
func (s *Starts) read(key string) (scenario.Part, error) {
	b, ok := s.found[key]
	if !ok {
		return scenario.Part{}, errors.New("there is no such built-in layout or army")
	}
	if b.text != nil {
		return scenario.Part{Name: b.path, Text: b.text}, nil
	}
	data, err := fs.ReadFile(b.fsys, b.path)
	return scenario.Part{Name: path.Base(b.path), Text: data}, err
}

// compose is the new game the form chose when it plays other parts than
// the scenario's own: the chosen (or the scenario's) layout and armies,
// each army lined up in its deployment zone (scenario.Compose), with the
// scenario's victory condition and game size (the header may choose
// others).
func (s *Starts) compose(sc *scenario.Scenario, i int, c input.NewGame) (*scenario.Scenario, save.Scenario, error) {
	keys := []string{c.Layout, c.Armies[0], c.Armies[1]}
	for k, own := range []string{sc.Layout, sc.Armies[0], sc.Armies[1]} {
		if keys[k] == "" {
			keys[k] = partKey(i, own)
		}
	}
	var parts [3]scenario.Part
	for k, key := range keys {
		p, err := s.read(key)
		if err != nil {
			return nil, save.Scenario{}, err
		}
		parts[k] = p
	}
	if parts[1].Name == parts[2].Name && string(parts[1].Text) != string(parts[2].Text) {
		parts[2].Name = "2-" + parts[2].Name
	}
	files, err := scenario.Compose(scenario.Composition{Ruleset: sc.Rules, Seed: sc.State.Seed,
		Victory: sc.Victory, Points: sc.Points, Layout: parts[0], Armies: [2]scenario.Part{parts[1], parts[2]}, Deployment: NewGameDeployment})
	if err != nil {
		return nil, save.Scenario{}, errors.New(save.ShortError(err))
	}
	nsc, src, err := save.OpenScenario(files, scenario.ComposedScenario, false)
	if err != nil {
		return nil, save.Scenario{}, errors.New(save.ShortError(err))
	}
	return nsc, src, nil
}

// NewGameDeployment is the deployment setting of a new game made of other
// parts than a scenario's ("": the units start where they are lined up).
const NewGameDeployment = ""

package gamefiles

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"testing/fstest"

	armylists "warbench/game/armies"
	"warbench/game/bsdata"

	"warbench/game/engine"
	"warbench/game/rules"
	"warbench/game/save"
	"warbench/game/scenario"
	"warbench/input"
)

// inLibrary is the folder index of the Library's files (and of files
// made on the spot, such as an open table).
const inLibrary = -1

// partKey is the key of a file: its folder's index in Builtin (or "lib"
// for the Library) and its path there ("" for no file).
func partKey(i int, p string) string {
	switch {
	case p == "":
		return ""
	case i == inLibrary:
		return "lib/" + p
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
	for _, i := range folders {
		fsys := s.Builtin[i]
		for _, p := range filesEnding(fsys, ".layout.yaml") {
			t, name, err := scenario.LoadLayout(fsys, p, rs)
			if err != nil {
				continue
			}
			key := partKey(i, p)
			s.found[key] = builtin{fsys: fsys, path: p, index: i}
			layouts = append(layouts, input.StartPart{Name: name + " · " + size(rs, t.Width, t.Depth), Key: key})
		}
		for _, p := range filesEnding(fsys, ".army.yaml") {
			a, err := scenario.LoadArmy(fsys, p, rs)
			if err != nil {
				continue
			}
			key := partKey(i, p)
			s.found[key] = builtin{fsys: fsys, path: p, index: i}
			armies = append(armies, input.StartPart{Name: fmt.Sprintf("%s · %d pts", a.Name, armyPoints(a)), Key: key})
		}
	}
	ml, ma := s.libraryParts(rs)
	layouts, armies = append(layouts, ml...), append(armies, ma...)
	if ts, ok := rs.(engine.TableSizer); ok {
		for _, t := range ts.TableSizes() {
			key := "open/" + size(rs, t.W, t.D)
			text := fmt.Sprintf("name: Open table\ntable: {width: %s, depth: %s}\n", num(t.W/m.MM), num(t.D/m.MM))
			s.found[key] = builtin{path: "open-table.layout.yaml", text: []byte(text), index: inLibrary}
			layouts = append(layouts, input.StartPart{Name: "Open table · " + size(rs, t.W, t.D) + " (" + t.When + ")", Key: key})
		}
		for _, t := range ts.TableSizes() {
			layouts = append(layouts, s.generatedPart(rs, t))
		}
	}
	return layouts, armies
}

// num writes a length with no more digits than it needs.
// (to a hundredth, so that 48" turned into millimetres and back reads 48).
func num(v float64) string { return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64) }

// read is a part's file name and text: one the start screen offers, or a
// file of the Library a scenario there names (in a folder of it, say).
func (s *Starts) read(key string) (scenario.Part, error) {
	b, ok := s.found[key]
	if p, lib := strings.CutPrefix(key, "lib/"); !ok && lib && s.library() != nil {
		b, ok = builtin{fsys: s.library(), path: p, index: inLibrary}, true
	}
	if !ok {
		return scenario.Part{}, errors.New("there is no such layout or army")
	}
	if b.text != nil {
		return scenario.Part{Name: b.path, Text: b.text}, nil
	}
	data, err := fs.ReadFile(b.fsys, b.path)
	return scenario.Part{Name: path.Base(b.path), Text: data}, err
}

// compose is the new game the form chose when it plays other parts than
// the scenario's own, or another battle (newBattle): the chosen (or the
// scenario's) layout and armies,
// each army lined up in its deployment zone (scenario.Compose) for the
// players to deploy, with the
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
		p, err := s.readFor(sc.Rules, key)
		if err != nil {
			return nil, save.Scenario{}, err
		}
		parts[k] = p
	}
	if parts[1].Name == parts[2].Name && string(parts[1].Text) != string(parts[2].Text) {
		parts[2].Name = "2-" + parts[2].Name
	}
	victory := sc.Victory // the header may choose another; a battle named lines the armies up in its zones
	if _, ok := sc.Rules.(engine.Battles); ok && c.Victory != "" && c.Victory != input.RollVictory {
		victory = c.Victory
	}
	files, err := scenario.Compose(scenario.Composition{Ruleset: sc.Rules, Seed: sc.State.Seed,
		Victory: victory, Points: sc.Points, Layout: parts[0], Armies: [2]scenario.Part{parts[1], parts[2]}, Deployment: deployment(sc.Rules)})
	if err != nil {
		return nil, save.Scenario{}, errors.New(save.ShortError(err))
	}
	nsc, src, err := save.OpenScenario(files, scenario.ComposedScenario, false)
	if err != nil {
		return nil, save.Scenario{}, errors.New(save.ShortError(err))
	}
	return nsc, src, nil
}

// deployment is the deployment setting of a new game made of other
// parts than a scenario's: the players deploy their units
// under a system whose players do; otherwise ("") the units start where
// they are lined up.
func deployment(rs engine.Ruleset) string {
	if d, ok := rs.(engine.Deployer); ok && d.DeploysInZones() {
		return "players"
	}
	return ""
}

// LayoutKey is the part a layout file saved in the Library folder is
// offered as (input.LayoutKeyer).
func (s *Starts) LayoutKey(path string) string { return partKey(inLibrary, filepath.Base(path)) }

// libraryParts are the player's own layouts and armies under rs, from the
// Library folder: layout and army files, and BattleScribe rosters of a
// game system rs reads (written as army files, as "army convert" does).
// A file that does not load is left out.
func (s *Starts) libraryParts(rs engine.Ruleset) (layouts, armies []input.StartPart) {
	if s.Library == "" {
		return nil, nil
	}
	d := s.library()
	if d == nil {
		return nil, nil
	}
	ents, _ := os.ReadDir(s.Library) // the listing; the files are read through d, regular files only
	for _, e := range ents {
		name := e.Name()
		key := partKey(inLibrary, name)
		switch ext := strings.ToLower(path.Ext(name)); {
		case strings.HasSuffix(name, ".layout.yaml"):
			data, err := fs.ReadFile(d, name)
			if err != nil {
				continue
			}
			t, title, err := scenario.LoadLayout(fstest.MapFS{name: {Data: data}}, name, rs)
			if err != nil {
				continue
			}
			s.found[key] = builtin{path: name, text: data, index: inLibrary}
			layouts = append(layouts, input.StartPart{Name: title + " · " + size(rs, t.Width, t.Depth) + " (yours)", Key: key})
		case strings.HasSuffix(name, ".army.yaml"), ext == ".ros", ext == ".rosz":
			part, err := s.libraryArmy(d, name, rs)
			if err != nil {
				continue
			}
			a, err := scenario.LoadArmy(fstest.MapFS{part.Name: {Data: part.Text}}, part.Name, rs)
			if err != nil {
				continue
			}
			s.found[key] = builtin{path: part.Name, text: part.Text, index: inLibrary}
			armies = append(armies, input.StartPart{Name: fmt.Sprintf("%s · %d pts (yours)", a.Name, armyPoints(a)), Key: key})
		}
	}
	return layouts, armies
}

// libraryArmy reads an army file of the Library, or a roster as the army
// file it makes.
func (s *Starts) libraryArmy(d *scenario.Dir, name string, rs engine.Ruleset) (scenario.Part, error) {
	if strings.HasSuffix(name, ".army.yaml") {
		data, err := fs.ReadFile(d, name)
		return scenario.Part{Name: name, Text: data}, err
	}
	ro, err := bsdata.ReadRoster(filepath.Join(s.Library, name))
	if err != nil {
		return scenario.Part{}, err
	}
	sys, ok := armylists.For(ro.System)
	if !ok || sys.ID() != rs.ID() {
		return scenario.Part{}, errors.New("not a list of this system")
	}
	var units []armylists.Unit
	for _, u := range ro.Units {
		units = append(units, sys.Unit(u))
	}
	data, err := scenario.WriteArmy(ro.Name, int(ro.Limit), units)
	return scenario.Part{Name: strings.TrimSuffix(name, path.Ext(name)) + ".army.yaml", Text: data}, err
}

// armyPoints is what an army's units cost.
func armyPoints(a *scenario.Army) int {
	pts := 0
	for _, u := range a.Units {
		pts += u.Piece.Points
	}
	return pts
}

// size is a table's size in the system's measure: 72 x 48".
func size(rs engine.Ruleset, w, d float64) string {
	m := rs.Measure()
	return num(w/m.MM) + " x " + num(d/m.MM) + m.Symbol
}

// library is the Library folder, opened once (regular files inside it
// only: scenario.OpenDir), or nil when there is none.
func (s *Starts) library() *scenario.Dir {
	if s.lib == nil && s.Library != "" {
		if d, err := scenario.OpenDir(s.Library); err == nil {
			s.lib = d
		}
	}
	return s.lib
}

// libraryScenarios offers the scenarios of the Library to their systems.
func (s *Starts) libraryScenarios(all []input.StartSystem) {
	d := s.library()
	if d == nil {
		return
	}
	ents, _ := os.ReadDir(s.Library)
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".scenario.yaml") {
			continue
		}
		sc, err := scenario.Load(d, e.Name())
		if err != nil {
			continue
		}
		for j := range all {
			if all[j].ID == sc.Rules.ID() {
				all[j].Scenarios = append(all[j].Scenarios, s.offer(sc, d, e.Name(), inLibrary))
			}
		}
	}
}

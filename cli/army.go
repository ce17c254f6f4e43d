package cli

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"warbench/game/armies"
	"warbench/game/bsdata"
	"warbench/game/rules"
	"warbench/game/scenario"
)

// armyReport is what army check prints for one file (docs/cli.md).
type armyReport struct {
	File     string          `json:"file"`
	Kind     string          `json:"kind"` // "system", "catalogue", "roster" or "army"
	Name     string          `json:"name,omitempty"`
	System   string          `json:"system,omitempty"`  // the BattleScribe game system
	Ruleset  string          `json:"ruleset,omitempty"` // the ruleset the units play under
	Limit    int             `json:"limit,omitempty"`   // roster or army file: the points limit
	Points   int             `json:"points"`            // the units' total
	Units    []armies.Unit   `json:"units"`
	Unknown  []unknownRule   `json:"unknown"`
	Refused  int             `json:"refused"`            // units the ruleset does not play (their error says why)
	Breaches []armies.Breach `json:"breaches,omitempty"` // roster or army file: army selection rules broken
	Errors   []string        `json:"errors"`
}

// unknownRule is a rule no definition was found for, with the units that
// have it.
type unknownRule struct {
	Rule  string   `json:"rule"`
	Units []string `json:"units"`
}

const armyUsage = "army check [-system FILE] [-rules ID] FILE...\n   or: army convert -o ARMY.yaml ROSTER (.ros or .rosz)"

// runArmy runs "army check" and "army convert".
func runArmy(args []string, env Env) error {
	if len(args) > 0 && args[0] == "convert" {
		return runArmyConvert(args[1:], env)
	}
	if len(args) == 0 || args[0] != "check" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
			fmt.Fprintf(env.Stderr, "usage: %s %s\n", Program, armyUsage)
			return nil
		}
		return usagef("want: %s", armyUsage)
	}
	fl := flags("army check", "[-system FILE] [-rules ID] FILE...  (.gst, .cat, .ros, .rosz or an army .yaml)", env)
	system := fl.String("system", "", "the game system (.gst) of the catalogues (default: the one .gst beside each)")
	rulesID := fl.String("rules", "", "the ruleset of army files (.yaml) (default: the first that reads army lists)")
	if err := parse(fl, args[1:]); err != nil {
		return err
	}
	if fl.NArg() == 0 {
		return usagef("want at least one file")
	}
	var out []armyReport
	failed := false
	for _, f := range fl.Args() {
		r := checkArmyFile(f, *system, *rulesID)
		summarise(&r)
		failed = failed || len(r.Errors) > 0
		out = append(out, r)
	}
	enc := json.NewEncoder(env.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(map[string]any{"files": out}); err != nil {
		return err
	}
	if failed {
		return errReported
	}
	return nil
}

// checkArmyFile reads one file by its extension.
func checkArmyFile(path, system, rulesID string) armyReport {
	r := armyReport{File: path, Units: []armies.Unit{}, Unknown: []unknownRule{}, Errors: []string{}}
	fail := func(err error) armyReport {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".gst", ".cat":
		r.Kind = "catalogue"
		gst := system
		if ext == ".gst" {
			r.Kind, gst = "system", path
		}
		if gst == "" {
			var err error
			if gst, err = bsdata.SystemBeside(path); err != nil {
				return fail(err)
			}
		}
		var d *bsdata.Data
		var err error
		if ext == ".gst" {
			d, err = bsdata.Load(gst)
		} else {
			d, err = bsdata.LoadCatalogue(gst, path)
		}
		if err != nil {
			return fail(err)
		}
		r.System, r.Name = d.System, d.System
		if len(d.Catalogues) > 0 {
			r.Name = d.Catalogues[0].Name
		}
		sys, ok := armies.For(d.System)
		if !ok {
			return fail(fmt.Errorf("no rule system reads the game system %q", d.System))
		}
		r.Ruleset = sys.ID()
		units, errs := d.Units(path)
		for _, e := range errs {
			r.Errors = append(r.Errors, e.Error())
		}
		for _, u := range units {
			if !u.HasProfile() {
				continue // a formation or a list of options, not a unit
			}
			r.Units = append(r.Units, sys.Unit(u))
		}
	case ".ros", ".rosz":
		r.Kind = "roster"
		ro, err := bsdata.ReadRoster(path)
		if err != nil {
			return fail(err)
		}
		r.Name, r.System, r.Limit = ro.Name, ro.System, int(ro.Limit)
		sys, ok := armies.For(ro.System)
		if !ok {
			return fail(fmt.Errorf("no rule system reads the game system %q", ro.System))
		}
		r.Ruleset = sys.ID()
		for _, u := range ro.Units {
			r.Units = append(r.Units, sys.Unit(u))
		}
		r.Breaches = sys.Validate(r.Units, r.Limit)
	case ".yaml", ".yml":
		return checkArmyYAML(r, path, rulesID)
	default:
		return fail(fmt.Errorf("%s: want a .gst, .cat, .ros, .rosz or army .yaml file", path))
	}
	return r
}

// checkArmyYAML reads an army file under a ruleset that reads army lists.
func checkArmyYAML(r armyReport, path, rulesID string) armyReport {
	r.Kind = "army"
	var sys armies.System
	for _, id := range rules.IDs() {
		if s, ok := armies.ByID(id); ok && (rulesID == "" || rulesID == id) {
			sys = s
			break
		}
	}
	if sys == nil {
		id := rulesID
		if id == "" {
			id = strings.Join(rules.IDs(), ", ")
		}
		r.Errors = append(r.Errors, fmt.Sprintf("no ruleset reads army lists among %s", id))
		return r
	}
	id := sys.ID()
	if rulesID != "" {
		id = rulesID
	}
	rs, err := rules.Lookup(id)
	if err != nil {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	r.Ruleset = id
	abs, err := filepath.Abs(path)
	if err != nil {
		r.Errors = append(r.Errors, err.Error())
		return r
	}
	a, err := scenario.LoadArmy(os.DirFS(filepath.Dir(abs)), filepath.Base(abs), rs)
	if err != nil {
		r.Errors = append(r.Errors, strings.Split(err.Error(), "\n")...)
		return r
	}
	r.Name, r.Limit = a.Name, a.Points
	r.Units = append(r.Units, a.List(path)...)
	r.Breaches = sys.Validate(r.Units, r.Limit)
	return r
}

// summarise totals the points and gathers the unknown rules.
func summarise(r *armyReport) {
	by := map[string][]string{}
	for _, u := range r.Units {
		r.Points += u.Points
		if u.Error != "" {
			r.Refused++
		}
		for _, x := range u.Unknown {
			by[x] = append(by[x], u.Name)
		}
	}
	for _, x := range slices.Sorted(maps.Keys(by)) {
		r.Unknown = append(r.Unknown, unknownRule{Rule: x, Units: by[x]})
	}
}

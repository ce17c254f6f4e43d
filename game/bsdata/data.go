package bsdata

import (
	"fmt"
	"path/filepath"
	"strconv"
)

// Data is a game system and catalogues, read and indexed.
type Data struct {
	System     string // the game system's name
	SystemFile string
	Catalogues []Catalogue
	byID       map[string]found
	files      []*file
}

// Catalogue names one catalogue read.
type Catalogue struct {
	Name, File string
}

type file struct {
	path string
	root *node
}

// found is an element with an id and the file holding it.
type found struct {
	n *node
	f *file
}

// Load reads a game system and catalogues. Entries and profiles are
// indexed by id across all of them, so links resolve between files
// (catalogueLinks included: every catalogue given is searched).
func Load(system string, catalogues ...string) (*Data, error) {
	d := &Data{byID: map[string]found{}}
	root, err := parseFile(system)
	if err != nil {
		return nil, err
	}
	if root.name != "gameSystem" {
		return nil, fmt.Errorf("bsdata: %s:%d:%d: want a <gameSystem>, got <%s>", system, root.line, root.col, root.name)
	}
	d.System, d.SystemFile = root.attr("name"), system
	d.add(&file{path: system, root: root})
	for _, c := range catalogues {
		root, err := parseFile(c)
		if err != nil {
			return nil, err
		}
		if root.name != "catalogue" {
			return nil, fmt.Errorf("bsdata: %s:%d:%d: want a <catalogue>, got <%s>", c, root.line, root.col, root.name)
		}
		if gs := root.attr("gameSystemId"); gs != "" && gs != d.files[0].root.attr("id") {
			return nil, fmt.Errorf("bsdata: %s:%d:%d: the catalogue is for game system %s, not %s (%s)", c, root.line, root.col, gs, d.files[0].root.attr("id"), filepath.Base(system))
		}
		d.Catalogues = append(d.Catalogues, Catalogue{Name: root.attr("name"), File: c})
		d.add(&file{path: c, root: root})
	}
	return d, nil
}

// add indexes every element of f that has an id; the first one wins.
func (d *Data) add(f *file) {
	d.files = append(d.files, f)
	f.root.walk(func(n *node) {
		if id := n.attr("id"); id != "" && n.name != "categoryLink" {
			if _, dup := d.byID[id]; !dup {
				d.byID[id] = found{n, f}
			}
		}
	})
}

// Units returns the units of the catalogue file path (as given to Load):
// the entries of type unit or model at its top (its own, or linked from
// there), in document order, each with what it offers (Options); and the
// problems met (a link to nothing), each naming file:line:col. A unit
// with a broken link still imports with what could be read.
func (d *Data) Units(path string) ([]Unit, []error) {
	var f *file
	for _, g := range d.files {
		if g.path == path {
			f = g
		}
	}
	if f == nil {
		return nil, []error{fmt.Errorf("bsdata: %s: not a file loaded", path)}
	}
	var units []Unit
	var errs []error
	seen := map[string]bool{}
	name := f.root.attr("name")
	for _, n := range rootEntries(f.root) {
		target, tf := n, f
		if n.name == "entryLink" {
			if n.attr("type") != "selectionEntry" {
				continue
			}
			t, ok := d.byID[n.attr("targetId")]
			if !ok {
				errs = append(errs, d.missing(f, n))
				continue
			}
			target, tf = t.n, t.f
		}
		if typ := target.attr("type"); typ != "unit" && typ != "model" {
			continue
		}
		if seen[target.attr("id")] {
			continue
		}
		seen[target.attr("id")] = true
		u := Unit{Name: target.attr("name"), Type: target.attr("type"), Source: name, File: tf.path, Line: target.line, Col: target.col, Count: 1}
		errs = append(errs, d.fill(&u, tf, target)...)
		u.Options = d.options(tf, target, []string{target.attr("id")}, &errs)
		if n != target && n.attr("name") != "" {
			u.Name = n.attr("name")
		}
		units = append(units, u)
	}
	return units, errs
}

// rootEntries are the entries a catalogue offers at its top, where units
// are: its selection entries and its entry links, in document order
// (shared entries are offered only through links).
func rootEntries(root *node) []*node {
	var out []*node
	for _, c := range root.children {
		switch c.name {
		case "selectionEntries":
			out = append(out, c.kids("selectionEntry")...)
		case "entryLinks":
			out = append(out, c.kids("entryLink")...)
		}
	}
	return out
}

// missing is the error of a link whose target is nowhere.
func (d *Data) missing(f *file, n *node) error {
	return fmt.Errorf("bsdata: %s:%d:%d: %s %q links to %q, found in no file loaded", f.path, n.line, n.col, n.name, n.attr("name"), n.attr("targetId"))
}

// linkedInfo appends the profiles and rules n's info links point to; a
// link to nothing is an error naming its file and line.
func (d *Data) linkedInfo(f *file, n *node, profiles *[]Profile, rules *[]string) []error {
	var errs []error
	for _, l := range n.in("infoLinks", "infoLink") {
		t, ok := d.byID[l.attr("targetId")]
		if !ok {
			errs = append(errs, d.missing(f, l))
			continue
		}
		switch t.n.name {
		case "profile":
			*profiles = append(*profiles, d.profile(t.n))
		case "rule":
			*rules = append(*rules, t.n.attr("name"))
		}
	}
	return errs
}

// chars are a profile's characteristics, each its value attribute or,
// when it has none, its text.
func chars(p *node) []Char {
	var out []Char
	for _, c := range p.in("characteristics", "characteristic") {
		v := c.attr("value")
		if v == "" {
			v = c.text
		}
		out = append(out, Char{Name: c.attr("name"), Value: v})
	}
	return out
}

// fill reads an entry's profiles, rules, categories and costs, following
// infoLinks.
func (d *Data) fill(u *Unit, f *file, e *node) []error {
	var errs []error
	for _, p := range e.in("profiles", "profile") {
		u.Profiles = append(u.Profiles, d.profile(p))
	}
	for _, r := range e.in("rules", "rule") {
		u.Rules = append(u.Rules, r.attr("name"))
	}
	errs = append(errs, d.linkedInfo(f, e, &u.Profiles, &u.Rules)...)
	for _, c := range e.in("categoryLinks", "categoryLink") {
		name := c.attr("name")
		if t, ok := d.byID[c.attr("targetId")]; ok {
			name = t.n.attr("name")
		} else {
			errs = append(errs, d.missing(f, c))
		}
		if c.attr("primary") == "true" && u.Category == "" {
			u.Category = name
		} else {
			u.Other = append(u.Other, name)
		}
	}
	for _, c := range e.in("costs", "cost") {
		v, _ := strconv.ParseFloat(c.attr("value"), 64)
		u.Costs = append(u.Costs, Cost{Name: c.attr("name"), Value: v})
	}
	return errs
}

// profile reads a profile; its type is the game system's name for its
// profileTypeId when known, else the name written beside it.
func (d *Data) profile(p *node) Profile {
	out := Profile{Name: p.attr("name"), Type: p.attr("profileTypeName")}
	if out.Type == "" {
		out.Type = p.attr("typeName")
	}
	typeID := p.attr("profileTypeId")
	if typeID == "" {
		typeID = p.attr("typeId")
	}
	if t, ok := d.byID[typeID]; ok && t.n.name == "profileType" {
		out.Type = t.n.attr("name")
	}
	out.Chars = chars(p)
	return out
}

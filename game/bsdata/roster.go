package bsdata

import (
	"fmt"
	"strconv"
)

// Roster is a player's list: a .ros, or a .rosz holding one.
type Roster struct {
	Name   string
	System string // the game system's name
	File   string
	Limit  float64 // the points limit, 0 when none is written
	Units  []Unit
}

// ReadRoster reads a .ros or .rosz file. A roster carries its units'
// profiles, rules and costs itself, so no catalogue is needed; a unit's
// cost is its own and its selections' (options, artefacts).
func ReadRoster(path string) (*Roster, error) {
	root, err := parseFile(path)
	if err != nil {
		return nil, err
	}
	if root.name != "roster" {
		return nil, fmt.Errorf("bsdata: %s:%d:%d: want a <roster>, got <%s>", path, root.line, root.col, root.name)
	}
	r := &Roster{Name: root.attr("name"), System: root.attr("gameSystemName"), File: path}
	for _, cl := range root.in("costLimits", "costLimit") {
		if v, err := strconv.ParseFloat(cl.attr("value"), 64); err == nil && v > 0 {
			r.Limit = v
		}
	}
	for i, force := range root.in("forces", "force") {
		src := force.attr("catalogueName")
		for _, s := range force.in("selections", "selection") {
			for _, u := range rosterUnits(s, src, path) {
				u.Force = i
				r.Units = append(r.Units, u)
			}
		}
	}
	return r, nil
}

// rosterUnits reads a selection: a unit, or a group holding units.
func rosterUnits(s *node, src, path string) []Unit {
	if s.attr("type") != "unit" && s.attr("type") != "model" {
		var out []Unit
		for _, c := range s.in("selections", "selection") {
			out = append(out, rosterUnits(c, src, path)...)
		}
		return out
	}
	u := Unit{Name: s.attr("name"), Type: s.attr("type"), Source: src, File: path, Line: s.line, Col: s.col, Count: 1, FromRoster: true}
	if n, err := strconv.Atoi(s.attr("number")); err == nil && n > 0 {
		u.Count = n
	}
	var add func(n *node, own bool)
	add = func(n *node, own bool) {
		for _, p := range n.in("profiles", "profile") {
			u.Profiles = append(u.Profiles, rosterProfile(p))
		}
		for _, r := range n.in("rules", "rule") {
			u.Rules = append(u.Rules, r.attr("name"))
		}
		for _, c := range n.in("costs", "cost") {
			v, _ := strconv.ParseFloat(c.attr("value"), 64)
			addCost(&u, c.attr("name"), v)
		}
		if own {
			for _, c := range n.in("categories", "category") {
				if c.attr("primary") == "true" && u.Category == "" {
					u.Category = c.attr("name")
				} else {
					u.Other = append(u.Other, c.attr("name"))
				}
			}
		}
		for _, c := range n.in("selections", "selection") {
			if own {
				u.Upgrades = append(u.Upgrades, c.attr("name"))
			}
			add(c, false)
		}
	}
	add(s, true)
	u.Options = selected(s)
	return []Unit{u}
}

// selected reads the selections inside s as options taken: each with
// the number taken, its own costs, profiles and rules, and its own
// selections.
func selected(s *node) []Option {
	var out []Option
	for _, c := range s.in("selections", "selection") {
		o := Option{Name: c.attr("name"), Type: c.attr("type"), Min: 1, Line: c.line, Col: c.col}
		if n, err := strconv.Atoi(c.attr("number")); err == nil && n > 0 {
			o.Min = n
		}
		o.Max = o.Min
		for _, p := range c.in("profiles", "profile") {
			o.Profiles = append(o.Profiles, rosterProfile(p))
		}
		for _, r := range c.in("rules", "rule") {
			o.Rules = append(o.Rules, r.attr("name"))
		}
		for _, k := range c.in("costs", "cost") {
			v, _ := strconv.ParseFloat(k.attr("value"), 64)
			o.Costs = append(o.Costs, Cost{Name: k.attr("name"), Value: v})
		}
		o.Options = selected(c)
		out = append(out, o)
	}
	return out
}

// rosterProfile reads a profile as a roster writes it.
func rosterProfile(p *node) Profile {
	return Profile{Name: p.attr("name"), Type: p.attr("typeName"), Chars: chars(p)}
}

func addCost(u *Unit, name string, v float64) {
	for i := range u.Costs {
		if u.Costs[i].Name == name {
			u.Costs[i].Value += v
			return
		}
	}
	u.Costs = append(u.Costs, Cost{Name: name, Value: v})
}

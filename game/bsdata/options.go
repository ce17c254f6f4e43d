package bsdata

import (
	"strconv"
)

// maxOptionDepth bounds how deep entries and links nest inside a unit
// (a link back to an entry above it is cut too).
const maxOptionDepth = 12

// options reads what entry e offers: its selection entries, its groups
// and its entry links (resolved), each with its bounds, costs, profiles,
// rules and what it offers in turn. path holds the ids above, so a link
// back up is not followed.
func (d *Data) options(f *file, e *node, path []string, errs *[]error) []Option {
	if len(path) >= maxOptionDepth {
		return nil
	}
	def := e.attr("defaultSelectionEntryId")
	var out []Option
	for _, c := range e.children {
		for _, k := range c.children {
			var o Option
			var ok bool
			switch {
			case c.name == "selectionEntries" && k.name == "selectionEntry",
				c.name == "selectionEntryGroups" && k.name == "selectionEntryGroup":
				o, ok = d.option(f, k, f, k, path, errs), true
			case c.name == "entryLinks" && k.name == "entryLink":
				t, found := d.byID[k.attr("targetId")]
				if !found {
					*errs = append(*errs, d.missing(f, k))
					continue
				}
				if t.n.name != "selectionEntry" && t.n.name != "selectionEntryGroup" {
					continue
				}
				if inPath(path, t.n.attr("id")) {
					continue
				}
				o, ok = d.option(f, k, t.f, t.n, path, errs), true
			}
			if !ok {
				continue
			}
			if def != "" && (k.attr("id") == def || k.attr("targetId") == def) {
				o.Default = true
			}
			out = append(out, o)
		}
	}
	return out
}

// option reads one entry or group: at (in file af) is where it is
// offered, the entry itself or the link to it, whose name and bounds
// win; t (in file tf) the entry.
func (d *Data) option(af *file, at *node, tf *file, t *node, path []string, errs *[]error) Option {
	o := Option{Name: t.attr("name"), Type: t.attr("type"), Min: 0, Max: -1, Line: at.line, Col: at.col}
	if t.name == "selectionEntryGroup" {
		o.Type = "group"
	}
	if at != t && at.attr("name") != "" {
		o.Name = at.attr("name")
	}
	o.Min, o.Max = bounds(t, 0, -1)
	if at != t {
		o.Min, o.Max = bounds(at, o.Min, o.Max)
	}
	for _, p := range t.in("profiles", "profile") {
		o.Profiles = append(o.Profiles, d.profile(p))
	}
	for _, r := range t.in("rules", "rule") {
		o.Rules = append(o.Rules, r.attr("name"))
	}
	type source struct {
		f *file
		n *node
	}
	sources := []source{{tf, t}}
	if at != t { // a link may add info links of its own to its target's
		sources = append(sources, source{af, at})
	}
	for _, src := range sources {
		*errs = append(*errs, d.linkedInfo(src.f, src.n, &o.Profiles, &o.Rules)...)
	}
	for _, c := range t.in("costs", "cost") {
		v, _ := strconv.ParseFloat(c.attr("value"), 64)
		o.Costs = append(o.Costs, Cost{Name: c.attr("name"), Value: v})
	}
	o.Options = d.options(tf, t, append(path[:len(path):len(path)], t.attr("id")), errs)
	return o
}

// bounds reads the selection bounds an element's constraints set in its
// parent (min, max; max -1 for none), starting from the given ones.
func bounds(n *node, lo, hi int) (int, int) {
	for _, c := range n.in("constraints", "constraint") {
		if c.attr("field") != "selections" || c.attr("scope") != "parent" {
			continue
		}
		v, err := strconv.ParseFloat(c.attr("value"), 64)
		if err != nil {
			continue
		}
		switch c.attr("type") {
		case "min":
			lo = int(v)
		case "max":
			hi = int(v)
		}
	}
	return lo, hi
}

func inPath(path []string, id string) bool {
	for _, p := range path {
		if p == id {
			return true
		}
	}
	return false
}

package bsdata

import (
	"encoding/xml"
	"strings"
)

// BattleScribe 1.x data (battleScribeVersion "1.15") writes the same
// things in another vocabulary: <entry> and <entryGroup> for selection
// entries and groups, one <link> element with a linkType for info links
// and entry links, and a unit's points, category and selection bounds as
// attributes. modernise rewrites such a tree into the 2.x vocabulary, in
// place, so the rest of the package reads one format. Line and column
// stay those of the original elements.

// legacyNames are the 1.x element names and their 2.x equivalents.
var legacyNames = map[string]string{
	"entries":           "selectionEntries",
	"entry":             "selectionEntry",
	"entryGroups":       "selectionEntryGroups",
	"entryGroup":        "selectionEntryGroup",
	"sharedEntries":     "sharedSelectionEntries",
	"sharedEntryGroups": "sharedSelectionEntryGroups",
}

// isLegacy reports whether a root element is of BattleScribe 1.x data.
func isLegacy(root *node) bool {
	v := root.attr("battleScribeVersion")
	return strings.HasPrefix(v, "1.") || strings.HasPrefix(v, "0.")
}

// modernise rewrites a 1.x tree into the 2.x vocabulary (see above).
func modernise(root *node) {
	root.walk(func(n *node) {
		if to, ok := legacyNames[n.name]; ok {
			n.name = to
		}
		switch n.name {
		case "selectionEntry":
			moderniseEntry(n)
		case "selectionEntryGroup":
			moderniseBounds(n)
			if d := n.attr("defaultEntryId"); d != "" {
				n.attrs = append(n.attrs, xml.Attr{Name: xml.Name{Local: "defaultSelectionEntryId"}, Value: d})
			}
		}
		splitLinks(n)
	})
}

// moderniseEntry turns an entry's points and categoryId attributes into
// <costs> and <categoryLinks>, and its bounds into <constraints>.
func moderniseEntry(n *node) {
	if p := n.attr("points"); p != "" {
		cost := &node{name: "cost", line: n.line, col: n.col, attrs: []xml.Attr{attr("name", "pts"), attr("typeId", "points"), attr("value", p)}}
		n.children = append(n.children, &node{name: "costs", line: n.line, col: n.col, children: []*node{cost}})
	}
	if c := n.attr("categoryId"); c != "" && c != "(No Category)" {
		link := &node{name: "categoryLink", line: n.line, col: n.col, attrs: []xml.Attr{attr("targetId", c), attr("primary", "true")}}
		n.children = append(n.children, &node{name: "categoryLinks", line: n.line, col: n.col, children: []*node{link}})
	}
	moderniseBounds(n)
}

// moderniseBounds turns minSelections and maxSelections attributes into
// the constraints 2.x writes for them.
func moderniseBounds(n *node) {
	var cs []*node
	for _, b := range [][2]string{{"minSelections", "min"}, {"maxSelections", "max"}} {
		v := n.attr(b[0])
		if v == "" || (b[1] == "min" && v == "0") || (b[1] == "max" && v == "-1") {
			continue
		}
		cs = append(cs, &node{name: "constraint", line: n.line, col: n.col,
			attrs: []xml.Attr{attr("field", "selections"), attr("scope", "parent"), attr("value", v), attr("type", b[1])}})
	}
	if len(cs) > 0 {
		n.children = append(n.children, &node{name: "constraints", line: n.line, col: n.col, children: cs})
	}
}

// splitLinks turns a <links> list into <infoLinks> (profiles and rules)
// and <entryLinks> (entries and entry groups).
func splitLinks(n *node) {
	var kept []*node
	info := &node{name: "infoLinks", line: n.line, col: n.col}
	entry := &node{name: "entryLinks", line: n.line, col: n.col}
	for _, c := range n.children {
		if c.name != "links" {
			kept = append(kept, c)
			continue
		}
		for _, l := range c.kids("link") {
			m := &node{attrs: l.attrs, children: l.children, line: l.line, col: l.col}
			switch l.attr("linkType") {
			case "profile", "rule":
				m.name = "infoLink"
				m.attrs = append(m.attrs, attr("type", l.attr("linkType")))
				info.children = append(info.children, m)
			case "entry":
				m.name = "entryLink"
				m.attrs = append(m.attrs, attr("type", "selectionEntry"))
				entry.children = append(entry.children, m)
			case "entry group":
				m.name = "entryLink"
				m.attrs = append(m.attrs, attr("type", "selectionEntryGroup"))
				entry.children = append(entry.children, m)
			}
		}
	}
	if len(info.children) > 0 {
		kept = append(kept, info)
	}
	if len(entry.children) > 0 {
		kept = append(kept, entry)
	}
	n.children = kept
}

func attr(name, value string) xml.Attr { return xml.Attr{Name: xml.Name{Local: name}, Value: value} }

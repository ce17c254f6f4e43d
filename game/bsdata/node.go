package bsdata

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Bounds of one XML document.
const (
	maxDepth = 64      // nesting of elements
	maxNodes = 400_000 // elements in one file (a 300 kB catalogue has about 8,000)
)

// node is one XML element with the place it starts.
type node struct {
	name     string
	attrs    []xml.Attr
	children []*node
	text     string // character data directly inside, trimmed
	line     int
	col      int
}

// attr returns the value of the attribute name ("" when absent).
func (n *node) attr(name string) string {
	for _, a := range n.attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// kids returns the children named name, in document order.
func (n *node) kids(name string) []*node {
	var out []*node
	for _, c := range n.children {
		if c.name == name {
			out = append(out, c)
		}
	}
	return out
}

// in returns the children named item of the child named list, as in
// <profiles><profile/>...</profiles>.
func (n *node) in(list, item string) []*node {
	var out []*node
	for _, l := range n.kids(list) {
		out = append(out, l.kids(item)...)
	}
	return out
}

// walk calls f on n and every element below it, in document order.
func (n *node) walk(f func(*node)) {
	f(n)
	for _, c := range n.children {
		c.walk(f)
	}
}

// parse reads one XML document into a tree of nodes. Errors name file,
// line and column.
func parse(data []byte, file string) (*node, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	pos := newPosition(data)
	dec.Strict = true
	var stack []*node
	var root *node
	count := 0
	for {
		before := dec.InputOffset()
		tok, err := dec.Token()
		line, col := pos.at(before) // where the token starts
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, fmt.Errorf("bsdata: %s:%d: malformed XML: %s", file, se.Line, se.Msg)
			}
			return nil, fmt.Errorf("bsdata: %s:%d:%d: %w", file, line, col, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			count++
			if count > maxNodes {
				return nil, fmt.Errorf("bsdata: %s:%d:%d: too many elements (at most %d)", file, line, col, maxNodes)
			}
			if len(stack) >= maxDepth {
				return nil, fmt.Errorf("bsdata: %s:%d:%d: elements nested too deep (at most %d)", file, line, col, maxDepth)
			}
			n := &node{name: t.Name.Local, attrs: t.Attr, line: line, col: col}
			if len(stack) == 0 {
				if root != nil {
					return nil, fmt.Errorf("bsdata: %s:%d:%d: a second root element <%s>", file, line, col, n.name)
				}
				root = n
			} else {
				p := stack[len(stack)-1]
				p.children = append(p.children, n)
			}
			stack = append(stack, n)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				if s := strings.TrimSpace(string(t)); s != "" {
					stack[len(stack)-1].text += s
				}
			}
		}
	}
	if root == nil {
		return nil, fmt.Errorf("bsdata: %s:1:1: no XML element in the file", file)
	}
	return root, nil
}

// position turns byte offsets into lines and columns, moving forward.
type position struct {
	data      []byte
	off       int
	line, col int
}

func newPosition(data []byte) *position { return &position{data: data, line: 1, col: 1} }

// at returns the line and column of the first character at or after off
// that is not white space (a token starts there).
func (p *position) at(off int64) (int, int) {
	o := int(off)
	for o < len(p.data) && (p.data[o] == ' ' || p.data[o] == '\t' || p.data[o] == '\n' || p.data[o] == '\r') {
		o++
	}
	for ; p.off < o && p.off < len(p.data); p.off++ {
		if p.data[p.off] == '\n' {
			p.line, p.col = p.line+1, 1
		} else if p.data[p.off]&0xC0 != 0x80 { // count characters, not UTF-8 bytes
			p.col++
		}
	}
	return p.line, p.col
}

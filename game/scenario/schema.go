package scenario

import (
	"fmt"
	"math"
	"reflect"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

// maxInt bounds every whole number in a file but the seed, so sums of
// points and heights can never overflow.
const maxInt = 1_000_000_000

// check walks the AST of a file against the Go type it decodes into and
// records, in file order, every node the decoder would refuse or would
// quietly change: an unknown field, a value of the wrong kind, a fraction
// where a whole number is wanted, a number where text is wanted (goccy reads
// 0123 as 83), a non-finite number, an anchor, alias, tag or merge key. A
// null value is always accepted: it means the field is absent. It returns
// whether the node was clean.
func (d *doc) check(n ast.Node, t reflect.Type, field string) bool {
	if n == nil {
		return true
	}
	switch n.(type) {
	case *ast.NullNode:
		return true
	case *ast.AnchorNode, *ast.AliasNode, *ast.TagNode:
		d.errorAt(n, field, "anchors (&), aliases (*) and tags (!) are not supported; write the value out")
		return false
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		m, ok := n.(*ast.MappingNode)
		if !ok {
			return d.want(n, field, "a mapping")
		}
		clean := true
		for _, mv := range m.Values {
			name, ok := d.key(mv, field)
			if !ok {
				clean = false
				continue
			}
			f, ok := fieldByTag(t, name)
			if !ok {
				d.errorAt(mv.Key, join(field, name), "unknown field %q (want one of %s)", name, strings.Join(tags(t), ", "))
				clean = false
				continue
			}
			clean = d.check(mv.Value, f.Type, join(field, name)) && clean
		}
		return clean
	case reflect.Map:
		m, ok := n.(*ast.MappingNode)
		if !ok {
			return d.want(n, field, "a mapping")
		}
		clean := true
		for _, mv := range m.Values {
			name, ok := d.key(mv, field)
			if !ok {
				clean = false
				continue
			}
			clean = d.check(mv.Value, t.Elem(), join(field, name)) && clean
		}
		return clean
	case reflect.Slice:
		s, ok := n.(*ast.SequenceNode)
		if !ok {
			return d.want(n, field, "a list")
		}
		clean := true
		for i, v := range s.Values {
			clean = d.check(v, t.Elem(), index(field, i)) && clean
		}
		return clean
	case reflect.String:
		switch n.(type) {
		case *ast.StringNode, *ast.LiteralNode:
			return true
		}
		if isScalar(n) {
			d.errorAt(n, field, "want text, got %s; put it in quotes", text(n))
			return false
		}
		return d.want(n, field, "text")
	case reflect.Int, reflect.Uint64:
		in, ok := n.(*ast.IntegerNode)
		if !ok {
			if _, isFloat := n.(*ast.FloatNode); isFloat {
				d.errorAt(n, field, "want a whole number, got %s", text(n))
				return false
			}
			return d.want(n, field, "a whole number")
		}
		switch v := in.Value.(type) {
		case int64:
			if t.Kind() == reflect.Uint64 && v < 0 {
				d.errorAt(n, field, "must not be negative, got %d", v)
				return false
			}
			if t.Kind() == reflect.Int && (v > maxInt || v < -maxInt) {
				d.errorAt(n, field, "%d is out of range (at most %d)", v, maxInt)
				return false
			}
		case uint64:
			if t.Kind() == reflect.Int && v > maxInt {
				d.errorAt(n, field, "%d is out of range (at most %d)", v, maxInt)
				return false
			}
		default:
			return d.want(n, field, "a whole number")
		}
		return true
	case reflect.Float64:
		switch n := n.(type) {
		case *ast.IntegerNode:
			return true
		case *ast.FloatNode:
			if math.IsInf(n.Value, 0) || math.IsNaN(n.Value) {
				d.errorAt(n, field, "want a finite number, got %s", text(n))
				return false
			}
			return true
		case *ast.InfinityNode, *ast.NanNode:
			d.errorAt(n, field, "want a finite number, got %s", text(n))
			return false
		}
		return d.want(n, field, "a number")
	case reflect.Bool:
		if _, ok := n.(*ast.BoolNode); ok {
			return true
		}
		return d.want(n, field, "true or false")
	}
	d.errorAt(n, field, "scenario: cannot read a value of Go type %s", t)
	return false
}

// key returns a mapping entry's key, which must be plain text.
func (d *doc) key(mv *ast.MappingValueNode, field string) (string, bool) {
	switch k := mv.Key.(type) {
	case *ast.StringNode:
		return k.Value, true
	case *ast.MergeKeyNode:
		d.errorAt(k, field, "merge keys (<<) are not supported; write the fields out")
		return "", false
	case nil:
		d.errorAt(mv, field, "want a field name")
		return "", false
	}
	d.errorAt(mv.Key, field, "want a field name, got %s", describe(mv.Key))
	return "", false
}

// want records that a node is not the kind of value its field wants.
func (d *doc) want(n ast.Node, field, kind string) bool {
	d.errorAt(n, field, "want %s, got %s", kind, describe(n))
	return false
}

// isScalar reports whether n is a number, a boolean or another plain value.
func isScalar(n ast.Node) bool {
	switch n.(type) {
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode:
		return n.GetToken() != nil
	}
	return false
}

// describe names the kind of a node for an error message.
func describe(n ast.Node) string {
	switch n.(type) {
	case *ast.MappingNode:
		return "a mapping"
	case *ast.SequenceNode:
		return "a list"
	case *ast.StringNode, *ast.LiteralNode:
		return fmt.Sprintf("text (%q)", text(n))
	case *ast.IntegerNode, *ast.FloatNode, *ast.InfinityNode, *ast.NanNode:
		return "the number " + text(n)
	case *ast.BoolNode:
		return text(n)
	}
	return "a " + strings.ToLower(n.Type().String())
}

// clip shortens a value quoted in a message.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// fieldByTag returns the struct field whose yaml tag is name.
func fieldByTag(t reflect.Type, name string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		if tag, _, _ := strings.Cut(f.Tag.Get("yaml"), ","); tag == name && f.IsExported() {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

// tags lists a struct's yaml field names in order.
func tags(t reflect.Type) []string {
	var s []string
	for i := range t.NumField() {
		if tag, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ","); tag != "" {
			s = append(s, tag)
		}
	}
	return s
}

// text returns a node's source text, or "" when it has no token.
func text(n ast.Node) string {
	if tk := n.GetToken(); tk != nil {
		return clip(tk.Value)
	}
	return ""
}

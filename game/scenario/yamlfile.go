package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"reflect"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/lexer"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

	"warbench/game/plain"
)

// maxFileSize is the largest file the loader reads: 1 MiB.
const maxFileSize = 1 << 20

// doc is one parsed YAML file: its path, the body of its single document
// (kept to put validation errors on the right line) and the list that
// collects its errors.
type doc struct {
	path string
	body ast.Node
	errs *ErrorList
}

// errorf records a problem with the field (a path such as
// armies[0].deploy[3].at), placed on the deepest node of that path the
// file has.
func (d *doc) errorf(field, format string, args ...any) {
	line, col := d.locate(field)
	*d.errs = append(*d.errs, &Error{File: d.path, Line: line, Col: col, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// errorAt records a problem at a known node.
func (d *doc) errorAt(n ast.Node, field, format string, args ...any) {
	line, col := nodePos(n)
	*d.errs = append(*d.errs, &Error{File: d.path, Line: line, Col: col, Field: field, Msg: fmt.Sprintf(format, args...)})
}

// fileError records a problem with a file as a whole.
func fileError(errs *ErrorList, name string, line, col int, format string, args ...any) {
	*errs = append(*errs, &Error{File: name, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
}

// readDoc reads the YAML file name from fsys into v (a pointer to one of
// the file structs), strictly: one document, a mapping at the top, no
// anchors, aliases or tags, no unknown fields, every value of the type its
// field wants. It returns nil, having recorded why, when v could not be
// filled; validation of the values is left to the caller. A file that
// cannot be opened is reported at the field refField of the file ref that
// names it, when there is one.
func readDoc(fsys fs.FS, name string, v any, errs *ErrorList, ref *doc, refField string) *doc {
	if !fs.ValidPath(name) {
		fileError(errs, name, 0, 0, "scenario: invalid file path %q", name)
		return nil
	}
	data, err := readLimited(fsys, name)
	if err != nil {
		if ref != nil {
			ref.errorf(refField, "scenario: %v", err)
		} else {
			fileError(errs, name, 0, 0, "scenario: %v", err)
		}
		return nil
	}
	data = plain.TrimBOM(data) // some editors start a UTF-8 file with one
	if p := plain.Check(data); p != nil {
		fileError(errs, name, p.Line, p.Col, "%s", p.Msg)
		return nil
	}
	if len(bytes.TrimSpace(data)) == 0 {
		fileError(errs, name, 0, 0, "empty file")
		return nil
	}
	file, err := parse(data)
	if err != nil {
		addYAMLError(errs, name, nil, err)
		return nil
	}
	var bodies []*ast.DocumentNode
	for _, dn := range file.Docs {
		if dn != nil && dn.Body != nil {
			bodies = append(bodies, dn)
		}
	}
	switch {
	case len(bodies) == 0:
		fileError(errs, name, 0, 0, "empty file: it holds only comments")
		return nil
	case len(bodies) > 1:
		line, col := nodePos(bodies[1].Body)
		fileError(errs, name, line, col, "a file holds one YAML document, this one has %d (remove the extra ---)", len(bodies))
		return nil
	}
	d := &doc{path: name, body: bodies[0].Body, errs: errs}
	before := len(*errs)
	d.check(d.body, reflect.TypeOf(v).Elem(), "")
	if len(*errs) > before {
		return nil
	}
	if err := decode(d.body, v); err != nil {
		addYAMLError(errs, name, d.body, err)
		return nil
	}
	return d
}

// readLimited reads the whole file, refusing one larger than maxFileSize.
func readLimited(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	if len(data) > maxFileSize {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, maxFileSize)
	}
	return data, nil
}

// errPanic reports a panic inside the YAML library, which some malformed
// input provokes; the loader turns it into an ordinary error.
var errPanic = errors.New("scenario: the YAML reader failed on this file")

// Limits on the shape of a YAML file. The YAML parser takes time growing
// with the square of a mapping's width and of the nesting depth, so a
// 1 MiB file of "[[[[..." or of 100,000 keys would take minutes; these
// bounds, far above what any scenario needs, keep every file under a
// fraction of a second.
const (
	maxKeys      = 5000   // mapping keys in a file
	maxFlowDepth = 64     // nested [ ] and { }
	maxColumn    = 10_000 // the column a token may start at, which bounds block nesting
)

// parse parses data into an AST, refusing files beyond the limits above
// and recovering from a panic in the parser.
func parse(data []byte) (f *ast.File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, err = nil, fmt.Errorf("%w (%v)", errPanic, r)
		}
	}()
	tokens := lexer.Tokenize(string(data))
	if err := checkTokens(tokens); err != nil {
		return nil, err
	}
	return parser.Parse(tokens, 0)
}

// checkTokens enforces the limits on a file's tokens.
func checkTokens(tokens token.Tokens) error {
	keys, depth, headers := 0, 0, 0
	for _, tk := range tokens {
		if tk.Position != nil && tk.Position.Column > maxColumn {
			return &yaml.SyntaxError{Message: fmt.Sprintf("line too long: a value starts after column %d", maxColumn), Token: tk}
		}
		switch tk.Type {
		case token.MappingValueType:
			if keys++; keys > maxKeys {
				return &yaml.SyntaxError{Message: fmt.Sprintf("too many fields: more than %d keys in one file", maxKeys), Token: tk}
			}
		case token.SequenceStartType, token.MappingStartType:
			if depth++; depth > maxFlowDepth {
				return &yaml.SyntaxError{Message: fmt.Sprintf("nested more than %d levels deep", maxFlowDepth), Token: tk}
			}
		case token.SequenceEndType, token.MappingEndType:
			depth = max(depth-1, 0)
		case token.DocumentHeaderType:
			if headers++; headers > 2 {
				return &yaml.SyntaxError{Message: "a file holds one YAML document, this one has more (remove the extra ---)", Token: tk}
			}
		}
	}
	return nil
}

// decode fills v from the checked body with goccy/go-yaml's strict
// decoder, recovering from a panic in it.
func decode(body ast.Node, v any) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w (%v)", errPanic, r)
		}
	}()
	return yaml.NewDecoder(strings.NewReader(""), yaml.Strict()).DecodeFromNode(body, v)
}

// addYAMLError records an error from the YAML library with the position of
// its token and, when the body is known, the field at that position.
func addYAMLError(errs *ErrorList, name string, body ast.Node, err error) {
	var ye yaml.Error
	if !errors.As(err, &ye) || ye.GetToken() == nil {
		msg := err.Error()
		if !strings.HasPrefix(msg, "scenario:") {
			msg = "scenario: " + msg
		}
		fileError(errs, name, 0, 0, "%s", msg)
		return
	}
	p := ye.GetToken().Position
	field := ""
	if body != nil {
		field = findField(body, p.Line, p.Column)
	}
	*errs = append(*errs, &Error{File: name, Line: p.Line, Col: p.Column, Field: field, Msg: ye.GetMessage()})
}

// nodePos returns where a node starts: its first key for a block mapping,
// otherwise its first token. It returns 0, 0 for a node without a token.
func nodePos(n ast.Node) (line, col int) {
	if p := startPos(n); p != nil {
		return p.Line, p.Column
	}
	return 0, 0
}

func startPos(n ast.Node) *token.Position {
	if n == nil || reflect.ValueOf(n).IsNil() {
		return nil
	}
	switch n := n.(type) {
	case *ast.MappingNode:
		if !n.IsFlowStyle && len(n.Values) > 0 {
			return startPos(n.Values[0])
		}
	case *ast.MappingValueNode:
		return startPos(n.Key)
	}
	tk := n.GetToken()
	if tk == nil {
		return nil
	}
	return tk.Position
}

// locate returns the position of the deepest node of the field path that
// exists in the file: a scalar or flow value on its key's line is pointed
// at directly, a block value by its key.
func (d *doc) locate(field string) (line, col int) {
	n := d.body
	line, col = nodePos(n)
	for _, seg := range splitField(field) {
		if seg.key != "" {
			m, ok := n.(*ast.MappingNode)
			if !ok {
				return line, col
			}
			var mv *ast.MappingValueNode
			for _, v := range m.Values {
				if k, ok := v.Key.(*ast.StringNode); ok && k.Value == seg.key {
					mv = v
					break
				}
			}
			if mv == nil {
				return line, col
			}
			line, col = nodePos(mv.Key)
			n = mv.Value
			if vl, vc := nodePos(n); vl == line {
				col = vc
			}
			continue
		}
		s, ok := n.(*ast.SequenceNode)
		if !ok || seg.index >= len(s.Values) {
			return line, col
		}
		n = s.Values[seg.index]
		if l, c := nodePos(n); l > 0 {
			line, col = l, c
		}
	}
	return line, col
}

// segment is one step of a field path: a key, or an index when key is "".
type segment struct {
	key   string
	index int
}

// splitField splits "armies[0].deploy[3].at" into its steps.
func splitField(field string) []segment {
	var segs []segment
	for part := range strings.SplitSeq(field, ".") {
		key, rest, _ := strings.Cut(part, "[")
		if key != "" {
			segs = append(segs, segment{key: key})
		}
		for rest != "" {
			num, after, ok := strings.Cut(rest, "]")
			if !ok {
				break
			}
			i := 0
			for _, c := range num {
				if c < '0' || c > '9' || i > 1e8 {
					return segs
				}
				i = i*10 + int(c-'0')
			}
			segs = append(segs, segment{index: i})
			rest = strings.TrimPrefix(after, "[")
		}
	}
	return segs
}

// findField returns the path of the node with a token at line:col, or "".
func findField(n ast.Node, line, col int) string {
	var walk func(n ast.Node, field string) (string, bool)
	walk = func(n ast.Node, field string) (string, bool) {
		if n == nil || reflect.ValueOf(n).IsNil() {
			return "", false
		}
		if tk := n.GetToken(); tk != nil && tk.Position.Line == line && tk.Position.Column == col {
			return field, true
		}
		switch n := n.(type) {
		case *ast.MappingNode:
			for _, mv := range n.Values {
				key := ""
				if mv.Key != nil {
					key = mv.Key.String()
					if tk := mv.Key.GetToken(); tk != nil && tk.Position.Line == line && tk.Position.Column == col {
						return join(field, key), true
					}
				}
				if f, ok := walk(mv.Value, join(field, key)); ok {
					return f, true
				}
			}
		case *ast.SequenceNode:
			for i, v := range n.Values {
				if f, ok := walk(v, fmt.Sprintf("%s[%d]", field, i)); ok {
					return f, true
				}
			}
		}
		return "", false
	}
	f, _ := walk(n, "")
	return f
}

// join appends a key to a field path.
func join(field, key string) string {
	if key == "" {
		return field
	}
	if field == "" {
		return key
	}
	return field + "." + key
}

// index appends an index to a field path.
func index(field string, i int) string { return fmt.Sprintf("%s[%d]", field, i) }

// resolve returns the path of a file named in the file at from, relative
// to from's folder. The name must be a valid fs path (no "..", no leading
// "/", no "." or empty elements), so it can never leave that folder.
func resolve(from, rel string) (string, error) {
	if rel == "" {
		return "", errors.New("missing file name")
	}
	if strings.Contains(rel, `\`) || !fs.ValidPath(rel) || rel == "." {
		return "", fmt.Errorf("%q must be a path relative to the folder of %s, without .. or a leading /", rel, path.Base(from))
	}
	return path.Join(path.Dir(from), rel), nil
}

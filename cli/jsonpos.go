package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"warbench/game/engine"
)

// decodeAt decodes a JSON object strictly (engine.DecodeStrict) and, when
// it fails, returns a *LineError naming the line and column of the
// problem within file.
func decodeAt(file string, data []byte, v any) error {
	err := engine.DecodeStrict(data, v)
	if err == nil {
		return nil
	}
	var off int64 = -1
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch raw := d.Decode(v); {
	case errors.As(raw, &se):
		off = se.Offset - 1
	case errors.As(raw, &te):
		off = te.Offset - 1
	case raw != nil && strings.HasPrefix(raw.Error(), `json: unknown field "`):
		name := strings.TrimSuffix(strings.TrimPrefix(raw.Error(), `json: unknown field "`), `"`)
		off = keyOffset(data, name)
	}
	if off < 0 {
		return &LineError{File: file, Err: err}
	}
	line, col := lineCol(data, off)
	return &LineError{File: file, Line: line, Col: col, Err: err}
}

// jsonAt is the line and column of the value a path leads to in a JSON
// document: object keys (string) and list indexes (int), e.g. "setup", 2.
// When the path leads nowhere it gives where it stopped (line 1 at
// worst).
func jsonAt(data []byte, path ...any) (line, col int) {
	d := json.NewDecoder(bytes.NewReader(data))
	at := int64(0)
walk:
	for _, p := range path {
		tok, err := d.Token()
		if err != nil {
			break
		}
		delim, _ := tok.(json.Delim)
		switch p := p.(type) {
		case string:
			if delim != '{' {
				break walk
			}
			for d.More() {
				start := next(data, d.InputOffset())
				k, err := d.Token()
				if err != nil {
					break walk
				}
				if k == p {
					at = start
					continue walk
				}
				if skip(d) != nil {
					break walk
				}
			}
			break walk
		case int:
			if delim != '[' {
				break walk
			}
			for i := 0; d.More(); i++ {
				start := next(data, d.InputOffset())
				if i == p {
					at = start
					continue walk
				}
				if skip(d) != nil {
					break walk
				}
			}
			break walk
		}
	}
	return lineCol(data, at)
}

// keyOffset is the offset of the first object key called name, or -1.
func keyOffset(data []byte, name string) int64 {
	type frame struct{ obj, key bool } // an object, and whether a key comes next
	var stack []frame
	d := json.NewDecoder(bytes.NewReader(data))
	for {
		start := next(data, d.InputOffset())
		tok, err := d.Token()
		if err != nil {
			return -1
		}
		if n := len(stack); n > 0 && stack[n-1].obj && stack[n-1].key {
			if k, ok := tok.(string); ok {
				if k == name {
					return start
				}
				stack[n-1].key = false
				continue
			}
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			stack = append(stack, frame{obj: tok == json.Delim('{'), key: tok == json.Delim('{')})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
		if n := len(stack); n > 0 && stack[n-1].obj {
			stack[n-1].key = true
		}
	}
}

// skip reads one whole value.
func skip(d *json.Decoder) error {
	depth := 0
	for {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		if t, ok := tok.(json.Delim); ok {
			if t == '{' || t == '[' {
				depth++
			} else {
				depth--
			}
		}
		if depth == 0 {
			return nil
		}
	}
}

// next is the offset of the first byte at or after off that is not
// white space, a comma or a colon: where the next token starts.
func next(data []byte, off int64) int64 {
	for off < int64(len(data)) && strings.IndexByte(" \t\r\n,:", data[off]) >= 0 {
		off++
	}
	return off
}

// lineCol is the line and column (from 1, in characters) of a byte
// offset.
func lineCol(data []byte, off int64) (line, col int) {
	off = max(0, min(off, int64(len(data))))
	before := data[:off]
	line = bytes.Count(before, []byte("\n")) + 1
	if i := bytes.LastIndexByte(before, '\n'); i >= 0 {
		before = before[i+1:]
	}
	return line, utf8.RuneCount(before) + 1
}

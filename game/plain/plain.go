// Package plain checks that bytes read from a file are text: UTF-8 with
// no NUL byte. Every loader (scenarios, saves, orders, odds requests)
// refuses other bytes with the line and column of the first one, rather
// than let a decoder replace them silently, and skips the byte order mark
// some editors put at the start of a UTF-8 file.
package plain

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// BOM is the UTF-8 byte order mark.
const BOM = "\uFEFF"

// TrimBOM returns b without a leading byte order mark.
func TrimBOM(b []byte) []byte { return bytes.TrimPrefix(b, []byte(BOM)) }

// Problem is the first byte of a text that is not text: where it is (line
// and column from 1, the column counted in characters) and what it is.
type Problem struct {
	Line, Col int
	Msg       string
}

// Error returns "line:col: msg".
func (p *Problem) Error() string { return fmt.Sprintf("%d:%d: %s", p.Line, p.Col, p.Msg) }

// Check returns the first problem in b (which may hold many lines), or
// nil when b is UTF-8 text without a NUL byte.
func Check(b []byte) *Problem {
	if utf8.Valid(b) && bytes.IndexByte(b, 0) < 0 {
		return nil
	}
	line, col := 1, 1
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		switch {
		case r == utf8.RuneError && n <= 1:
			return &Problem{Line: line, Col: col, Msg: fmt.Sprintf("byte 0x%02x is not UTF-8: the file must be UTF-8 text", b[0])}
		case r == 0:
			return &Problem{Line: line, Col: col, Msg: "a NUL byte (0x00): the file must be text"}
		case r == '\n':
			line, col = line+1, 1
		default:
			col++
		}
		b = b[n:]
	}
	return nil
}

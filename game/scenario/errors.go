package scenario

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Error is one problem in a scenario, layout or army file: where it is
// (the file's path inside the file system it was read from, a 1-based line
// and column, and the field as a YAML path such as armies[0].deploy[3].at)
// and what is wrong with it. Line and Col are zero when the problem is the
// file as a whole (it cannot be opened, it is too large).
type Error struct {
	File      string
	Line, Col int
	Field     string
	Msg       string
}

// Error returns "file:line:col: field: msg", leaving out the position
// when it is unknown and the field when it is empty.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Col)
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// ErrorList is every problem found in a scenario and the files it names,
// so the user can fix them all at once. Load returns it sorted by file,
// line and column.
type ErrorList []*Error

// Error returns the errors, one a line.
func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Unwrap returns the errors, so errors.As finds the first *Error.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
}

// sort orders the list by file, line and column, keeping the order in
// which problems were found on the same position.
func (l ErrorList) sort() {
	slices.SortStableFunc(l, func(a, b *Error) int {
		if c := cmp.Compare(a.File, b.File); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Line, b.Line); c != 0 {
			return c
		}
		return cmp.Compare(a.Col, b.Col)
	})
}

// err returns the sorted list as an error, or nil when it is empty.
func (l ErrorList) err() error {
	if len(l) == 0 {
		return nil
	}
	l.sort()
	return l
}

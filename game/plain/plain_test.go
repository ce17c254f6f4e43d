package plain

import (
	"io"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	for _, c := range []struct {
		in        string
		line, col int
	}{
		{"name: Ford\nseed: 3\n", 0, 0},
		{"héllo wörld ✓\n", 0, 0},
		{"ab\ncd\xffe", 2, 3},
		{"a\nbé\x00", 2, 3},
		{"\xc3", 1, 1},           // a character cut short
		{"ok\xed\xa0\x80", 1, 3}, // a surrogate is not UTF-8
	} {
		p := Check([]byte(c.in))
		switch {
		case c.line == 0 && p != nil:
			t.Errorf("%q: %v, want no problem", c.in, p)
		case c.line != 0 && (p == nil || p.Line != c.line || p.Col != c.col):
			t.Errorf("%q: %v, want %d:%d", c.in, p, c.line, c.col)
		}
	}
	if got := string(TrimBOM([]byte(BOM + "name: x"))); got != "name: x" {
		t.Errorf("TrimBOM: %q", got)
	}
	if got := string(TrimBOM([]byte("name: x" + BOM))); got != "name: x"+BOM {
		t.Errorf("TrimBOM takes only a leading mark: %q", got)
	}
}

// Lines gives each line without its break, says whether the last had
// one, and refuses a line over the limit without reading it all.
func TestLines(t *testing.T) {
	l := NewLines(strings.NewReader("ab\n\ncd"), 4)
	for _, want := range []struct {
		s     string
		whole bool
	}{{"ab", true}, {"", true}, {"cd", false}} {
		got, whole, err := l.Next()
		if err != nil || string(got) != want.s || whole != want.whole {
			t.Fatalf("%q %v %v, want %q %v", got, whole, err, want.s, want.whole)
		}
	}
	if _, _, err := l.Next(); err != io.EOF {
		t.Fatalf("at the end: %v", err)
	}
	r := strings.NewReader("abcd\n" + strings.Repeat("x", 1<<20))
	l = NewLines(r, 4)
	l.Next()
	if _, _, err := l.Next(); err == nil || !strings.Contains(err.Error(), "longer than 4 bytes") {
		t.Fatalf("a long line: %v", err)
	}
	if r.Len() < 1<<20-128<<10 {
		t.Fatalf("read %d bytes of the long line", 1<<20-r.Len())
	}
}

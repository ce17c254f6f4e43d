package plain

import "testing"

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
